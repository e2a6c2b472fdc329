import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// The graphs docgen writes from source: split by module as swiftc splits them, stable, and
/// free of the SDK's comments and code.
@Suite("Symbol graph writer")
struct SymbolGraphWriterTests {
    @Test("one graph per module, and Module@Other for extensions of another module's types")
    func files() throws {
        let extraction = try SourceModelExtractor.extract(root: try Fixtures.path("MediaKit"), platform: "linux")
        #expect(extraction.graphs.map(\.name) == ["MediaKit.symbols.json", "MediaKit@Swift.symbols.json",
                                                  "MediaKitUI.symbols.json", "MediaKitUI@MediaKit.symbols.json"])
        let main = try #require(extraction.graphs.first).graph
        #expect(main.module.name == "MediaKit")
        #expect(main.module.platform?.operatingSystem?.name == "linux")
        #expect(main.metadata?.generator == SymbolGraphWriter.generator)
        let play = try #require(main.symbols.first { $0.pathComponents == ["Player", "play(_:at:completion:)"] })
        #expect(play.identifier.precise == "s:docgen:MediaKit.Player.play(_:at:completion:)")
        #expect(play.kind.identifier == .method)
        #expect(play.declaration.hasPrefix("@MainActor func play(_ track: Track"))
        #expect(play.functionSignature?.parameters?.map(\.name) == ["track", "at", "completion"])
        #expect(play.location?.position == .init(line: 45, character: 16))
        let cross = try #require(extraction.graphs.last).graph
        let extensionMember = try #require(cross.symbols.first { $0.pathComponents == ["Player", "play(_:transition:)"] })
        #expect(extensionMember.identifier.precise == "s:docgen:MediaKitUI@MediaKit.Player.play(_:transition:)")
        #expect(extensionMember.swiftExtension?.extendedModule == "MediaKit")
        #expect(cross.relationships.contains { $0.kind == .memberOf && $0.source == extensionMember.identifier.precise
            && $0.target == "s:docgen:MediaKit.Player" })
    }

    @Test("a getter's effects with its accessors; a global actor printed as swiftc prints @MainActor, naming its symbol")
    func effectsAndGlobalActors() throws {
        let extraction = try SourceModelExtractor.extract(root: try Fixtures.path("StoreFront"), platform: "linux")
        let symbols = Dictionary(extraction.graphs.flatMap(\.graph.symbols).map { ($0.pathComponents.joined(separator: "."), $0) },
                                 uniquingKeysWith: { first, _ in first })
        #expect(symbols["Wallet.balance"]?.declaration == "var balance: Decimal { get async throws }")
        #expect(symbols["Wallet.cachedBalance"]?.declaration == "var cachedBalance: Decimal { get throws(StoreError) }")
        let receipt = try #require(symbols["Wallet.subscript(_:)"])
        #expect(receipt.declaration == "subscript(offerID: String) -> Receipt? { get async throws(StoreError) }")
        #expect(receipt.names.subHeading?.map(\.spelling).joined() == "subscript(String) -> Receipt?")
        let queue = try #require(symbols["PurchaseQueue"])
        #expect(queue.declaration == "@StoreActor final class PurchaseQueue")
        let actor = try #require(queue.declarationFragments?.first { $0.spelling == "StoreActor" })
        #expect(actor.kind == "attribute")
        #expect(actor.preciseIdentifier == symbols["StoreActor"]?.identifier.precise)
        #expect(symbols["PurchaseQueue.enqueue(_:)"]?.declaration == "@StoreActor func enqueue(_ offer: Offer)")
        #expect(symbols["PurchaseQueue.label()"]?.declaration == "nonisolated func label() -> String")
    }

    @Test("the same source gives the same bytes; overloads get distinct, stable identifiers")
    func deterministic() throws {
        let root = try Fixtures.path("MediaKit")
        let first = try SourceModelExtractor.extract(root: root)
        let second = try SourceModelExtractor.extract(root: root)
        #expect(first.graphs.map { SymbolGraphWriter.encode($0.graph) } == second.graphs.map { SymbolGraphWriter.encode($0.graph) })
        let ids = first.graphs.flatMap(\.graph.symbols).map(\.identifier.precise)
        #expect(Set(ids).count == ids.count, "identifiers are unique")
        let requirementAndDefault = ids.filter { $0.hasPrefix("s:docgen:MediaKit.PlayerDelegate.playerDidStart(_:)") }
        #expect(requirementAndDefault.count == 2)
        #expect(requirementAndDefault.allSatisfy { $0.contains("#") })
    }

    @Test("no doc comment and no function body reaches a graph")
    func noCommentsOrBodies() throws {
        let root = try Fixtures.path("MediaKit")
        let extraction = try SourceModelExtractor.extract(root: root)
        let text = extraction.graphs.map { String(decoding: SymbolGraphWriter.encode($0.graph), as: UTF8.self) }.joined()
        for fragment in ["must never reach", "Plays tracks", "JSONDecoder()", "state = .playing", "docComment", "reduce(0)"] {
            #expect(!text.contains(fragment), "\(fragment) leaked into a graph")
        }
    }

    @Test("graphs written to a folder read back the same; unknown kinds and extra keys still decode")
    func roundTrip() throws {
        let extraction = try SourceModelExtractor.extract(root: try Fixtures.path("UploadKit"))
        let folder = try Fixtures.scratch("graphs")
        defer { Fixtures.remove(folder) }
        let written = try SourceModelExtractor.writeGraphs(extraction, to: folder)
        #expect(written.map { ($0 as NSString).lastPathComponent } == extraction.graphs.map(\.name))
        let read = try SymbolGraphLoader.graphs(in: folder)
        #expect(read == extraction.graphs)
        let odd = """
            {"metadata": {"formatVersion": {"major": 0, "minor": 9}, "generator": "future"}, "module": {"name": "M"},
             "symbols": [{"kind": {"identifier": "swift.future.kind", "displayName": "Future"}, "identifier": {"precise": "p"},
                          "pathComponents": ["x"], "names": {"title": "x"}, "docComment": {"lines": []}, "newMixin": 1}],
             "relationships": [{"kind": "futureRelation", "source": "p", "target": "q"}]}
            """
        let graph = try SymbolGraphLoader.decode(Data(odd.utf8), name: "M.symbols.json")
        #expect(graph.symbols.first?.kind.identifier.rawValue == "swift.future.kind")
        #expect(graph.relationships.first?.kind.rawValue == "futureRelation")
        #expect(!String(decoding: SymbolGraphWriter.encode(graph), as: UTF8.self).contains("docComment"))
    }
}
