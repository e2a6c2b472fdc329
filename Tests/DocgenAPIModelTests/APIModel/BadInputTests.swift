import DocgenAPIModel
import DocgenSwift
import Foundation
import DocgenSupport
import Testing

/// Bad input gives a clear, located error or warning: never a crash, never a silently empty model.
@Suite("Bad input")
struct BadInputTests {
    private func failure(_ body: () throws(DiagnosticsError) -> Void) -> DiagnosticsError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("a missing folder")
    func missingFolder() {
        let error = failure { () throws(DiagnosticsError) in _ = try SourceModelExtractor.extract(root: "/nonexistent/docgen-sdk") }
        #expect(error?.diagnostics.first?.id == Rule.modelSourceMissing.id)
        #expect(error?.diagnostics.map(\.message).joined(separator: "\n").contains("/nonexistent/docgen-sdk") == true)
    }

    @Test("a folder without Swift files")
    func noSwiftFiles() throws {
        let root = try Fixtures.path("BadInput/NoSwift")
        let error = failure { () throws(DiagnosticsError) in _ = try SourceModelExtractor.extract(root: root) }
        #expect(error?.diagnostics.first?.id == Rule.modelNoSwiftFiles.id)
    }

    @Test("an unknown platform names the known ones")
    func unknownPlatform() throws {
        let root = try Fixtures.path("UploadKit")
        let error = failure { () throws(DiagnosticsError) in _ = try SourceModelExtractor.extract(root: root, platform: "android") }
        #expect(error?.diagnostics.first?.id == Rule.modelUnknownPlatform.id)
        #expect(error?.diagnostics.map(\.message).joined(separator: "\n").contains("ios, macos, tvos, watchos, visionos, linux") == true)
    }

    @Test("an unknown module names the known ones")
    func unknownModule() throws {
        let root = try Fixtures.path("MediaKit")
        let error = failure { () throws(DiagnosticsError) in _ = try SourceModelExtractor.extract(root: root, modules: ["MediaKitPro"]) }
        #expect(error?.diagnostics.first?.id == Rule.modelUnknownModule.id)
        #expect(error?.diagnostics.map(\.message).joined(separator: "\n").contains("MediaKit, MediaKitUI, MediaKitDemo") == true)
    }

    @Test("a file that does not parse is a located warning, and the model is still built")
    func brokenFile() throws {
        let root = try Fixtures.path("BadInput/Broken")
        let extraction = try SourceModelExtractor.extract(root: root)
        let warning = try #require(extraction.diagnostics.first { $0.id == Rule.modelParseError.id })
        #expect(warning.severity == .warning)
        #expect(warning.file == "Broken.swift")
        #expect(warning.location?.line == 3)
        #expect(warning.location?.column != nil)
        let surface = SourceModelExtractor.surface(extraction, root: root)
        #expect(surface.symbol(named: "Intact") != nil, "the other file's declarations")
        #expect(surface.symbol(named: "Recovered") != nil, "what the parser recovered of the broken file")
    }

    @Test("a .symbols.json that is not a symbol graph is an error naming the file")
    func notAGraph() throws {
        let root = try Fixtures.path("BadInput/NotAGraph")
        let error = failure { () throws(DiagnosticsError) in _ = try SymbolGraphLoader.graphs(in: root) }
        #expect(error?.diagnostics.first?.id == Rule.modelNotASymbolGraph.id)
        #expect(error?.diagnostics.first?.file == "Broken.symbols.json")
        let missing = failure { () throws(DiagnosticsError) in _ = try SymbolGraphLoader.decode(Data(#"{"module": {"name": "M"}, "symbols": []}"#.utf8), name: "M.symbols.json") }
        #expect(missing?.diagnostics.map(\.message).joined().contains("'relationships' is missing") == true)
        let noGraphs = try Fixtures.path("BadInput/NoSwift")
        let empty = failure { () throws(DiagnosticsError) in _ = try SymbolGraphLoader.graphs(in: noGraphs) }
        #expect(empty?.diagnostics.first?.id == Rule.modelNoSymbolGraphs.id)
    }

    @Test("a manifest with no target docgen can read")
    func emptyManifest() throws {
        let root = try Fixtures.path("BadInput/NoTargets")
        let error = failure { () throws(DiagnosticsError) in _ = try SourceModelExtractor.extract(root: root) }
        #expect(error?.diagnostics.first?.id == Rule.modelManifest.id)
    }

    @Test("odd declarations parse without a crash", arguments: [
        "public func", "public struct {", "extension { public func f() }", "public var x: = 1", "#if os(\n", "@available(",
        "public enum E { case }", "public protocol P { associatedtype }", "public subscript", "public init(",
        String(repeating: "(", count: 3000), "public typealias T = " + String(repeating: "[", count: 500),
    ])
    func oddSource(source: String) throws {
        let folder = try Fixtures.scratch("odd")
        defer { Fixtures.remove(folder) }
        try source.write(toFile: folder + "/Odd.swift", atomically: true, encoding: .utf8)
        let extraction = try SourceModelExtractor.extract(root: folder, modules: ["Odd"])
        _ = SourceModelExtractor.surfaceJSON(extraction)
        #expect(extraction.diagnostics.contains { $0.id == Rule.modelParseError.id || $0.id == Rule.modelNestingTooDeep.id })
    }
}
