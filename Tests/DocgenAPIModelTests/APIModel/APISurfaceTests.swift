import DocgenAPIModel
import DocgenSwift
import Foundation
import Testing

/// The surface guides are checked against, read from docgen's graphs.
@Suite("API surface")
struct APISurfaceTests {
    @Test("symbols are types, extended outside types and top-level functions, named as guides write them")
    func symbols() throws {
        let surface = try ModelLookup.surface("MediaKit")
        #expect(surface.symbol(named: "Player")?.kind == .class)
        #expect(surface.symbol(named: "Player.State")?.kind == .enum)
        #expect(surface.symbol(named: "DownloadQueue")?.kind == .actor)
        #expect(surface.symbol(named: "Player.Completion")?.type == "(Result<Double, PlayerError>) -> Void")
        let array = try #require(surface.symbol(named: "Array"))
        #expect(array.kind == .extension)
        #expect(array.module == "Swift")
        #expect(try array.member("totalDuration").constraints == "Element == Track")
        #expect(surface.symbols(named: "makePlayer(identifier:)").map(\.module) == ["MediaKit"])
        #expect(surface.symbols(named: "makePlayer(identifier:transition:)").map(\.module) == ["MediaKitUI"])
        #expect(surface.members(qualified: "Player.play").count == 2, "the method and its overload from MediaKitUI")
        #expect(surface.members(qualified: "Player.play(_:transition:)").first?.module == "MediaKitUI")
    }

    @Test("names are looked up in the surface's order, whatever order its JSON was in")
    func lookupsInOrder() throws {
        let surface = try ModelLookup.surface("MediaKit")
        // The JSON with its symbols reversed, as a hand-edited cache file might hold them.
        var object = try #require(try JSONSerialization.jsonObject(with: surface.json()) as? [String: Any])
        object["symbols"] = (object["symbols"] as? [Any]).map { Array($0.reversed()) }
        let shuffled = try JSONDecoder().decode(APISurface.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(shuffled == surface)
        for read in [surface, shuffled] {
            #expect(read.symbols(named: "Player").map(\.kind) == [.class])
            #expect(read.symbols(named: "Playe").isEmpty, "a prefix of a name is not the name")
            #expect(read.symbols(named: "makePlayer(identifier:)").map(\.module) == ["MediaKit"])
            // Both top-level overloads, from either module, and no symbol whose name merely starts alike.
            #expect(Set(read.functions(baseName: "makePlayer").map(\.name)) == ["makePlayer(identifier:)", "makePlayer(identifier:transition:)"])
            #expect(read.functions(baseName: "makePlaye").isEmpty)
            #expect(read.functions(baseName: "Player").isEmpty, "a type is no function")
        }
    }

    @Test("members carry kind, selector, signature, parameters, results, effects and availability")
    func members() throws {
        let surface = try ModelLookup.surface("MediaKit")
        let player = try #require(surface.symbol(named: "Player"))
        let play = try player.member("play(_:at:completion:)")
        #expect(play.kind == .method)
        #expect(play.signature == "func play(_ track: Track, at time: TimeInterval = 0, completion: @escaping Completion = { _ in }) async throws(PlayerError) -> Bool")
        #expect(play.parameters?.map(\.required) == [true, false, false])
        #expect(play.parameters?.map(\.label) == ["_", "at", "completion"])
        #expect(play.throws == "throws(PlayerError)")
        #expect(play.async == true)
        #expect(play.returnType == "Bool")
        #expect(play.required == nil)
        #expect(try player.member("shared").kind == .staticProperty)
        #expect(try player.member("init(url:autoplay:)").kind == .initializer)
        #expect(try player.member("subscript(_:)").kind == .subscript)
        #expect(try player.member("State").kind == .nestedType)
        #expect(try player.member("Completion").kind == .typealias)
        #expect(try player.member("setGain(_:)").availability?.map(\.domain) == ["iOS", "macOS"])
        let buffering = try #require(surface.symbol(named: "Player.State")).member("buffering(progress:_:)")
        #expect(buffering.kind == .case)
        #expect(buffering.associatedValues == [APISurfaceAssociatedValue(label: "progress", type: "Double"),
                                               APISurfaceAssociatedValue(label: nil, type: "String")])
        #expect(buffering.signature == "case buffering(progress: Double, String)")
    }

    @Test("required: no unconstrained default; a default only in a constrained extension stays required, noted")
    func required() throws {
        let surface = try ModelLookup.surface("MediaKit")
        let delegate = try #require(surface.symbol(named: "PlayerDelegate"))
        let expectations: [(String, Bool)] = [
            ("playerDidStart(_:)", false), ("player(_:didChange:)", true), ("player(_:didFail:)", false),
            ("player(_:didFinish:completion:)", false), ("playerShouldAutoplay(_:)", true), ("player(_:didReach:)", true),
            ("playerDidStop(_:)", false), ("preferredQuality", false),
        ]
        let requirements = delegate.members.filter { $0.kind == .requirement }
        for (name, required) in expectations {
            let member = try #require(requirements.first { $0.name == name }, "no requirement \(name)")
            #expect(member.required == required, "\(name)")
        }
        let autoplay = try #require(requirements.first { $0.name == "playerShouldAutoplay(_:)" })
        #expect(autoplay.defaults?.map(\.constraints) == ["Self: PlaybackObserver"])
        // The same-named extension method that is no default is a member of the protocol.
        #expect(delegate.members.contains { $0.kind == .method && $0.name == "player(_:didChange:)" })
        let store = try ModelLookup.surface("StoreFront")
        let storeDelegate = try #require(store.symbol(named: "StorefrontControllerDelegate"))
        #expect(try storeDelegate.member("storefrontController(_:didSelect:)", kind: .requirement).required == false)
        let close = try storeDelegate.member("storefrontControllerDidClose(_:)", kind: .requirement)
        #expect(close.required == true)
        #expect(close.defaults?.first?.constraints == "Self: UIViewController")
        #expect(try storeDelegate.member("storefrontController(_:didFail:)", kind: .requirement).required == true)
        let uploads = try ModelLookup.surface("UploadKit")
        let uploadDelegate = try #require(uploads.symbol(named: "UploadTaskDelegate"))
        #expect(try uploadDelegate.member("Metadata").required == false, "an associated type with a default")
        #expect(try uploadDelegate.member("Metadata").requirementKind == "associated type")
        #expect(try uploadDelegate.member("uploader(_:willStart:)", kind: .requirement).required == true)
        #expect(try uploadDelegate.member("identifier", kind: .requirement).requirementKind == "static property")
    }

    @Test("SwiftUI modifiers on iOS: every overload, default values as written, main-actor configurations")
    func storeFrontOnIOS() throws {
        let surface = try ModelLookup.surface("StoreFront")
        let view = try #require(surface.symbol(named: "View"))
        #expect(view.kind == .extension)
        #expect(view.module == "SwiftUI")
        let modifiers = view.members(named: "storefront")
        #expect(modifiers.map(\.name) == ["storefront(isPresented:placement:placeholder:onPurchase:onFailure:)", "storefront(item:onPurchase:)"])
        let full = try view.member("storefront(isPresented:placement:placeholder:onPurchase:onFailure:)")
        #expect(full.parameters?.first { $0.label == "placeholder" }?.default == ".constant(nil)")
        #expect(full.parameters?.filter(\.required).map(\.label) == ["isPresented", "placement"])
        #expect(full.availability?.map(\.domain) == ["iOS", "macOS"])
        let configuration = try #require(surface.symbol(named: "StorefrontConfiguration"))
        #expect(configuration.isolation == "MainActor")
        #expect(configuration.attributes == ["final"])
        #expect(configuration.signature == "final class StorefrontConfiguration")
        #expect(surface.symbol(named: "StorefrontController")?.superclass == "UIViewController")
        #expect(surface.symbol(named: "Offer.Period")?.conformances == ["Equatable", "Hashable", "Sendable"])
        let storefront = try #require(surface.symbol(named: "Storefront"))
        #expect(storefront.baseNames(of: .staticMethod) == ["activate", "collectAdvertisingIdentifier", "offers", "products", "purchase", "restore"])
        #expect(storefront.conformances == nil, "an enum without cases gets no Equatable")
    }

    @Test("read from graphs as swiftc writes them: getter effects, `Self`, a global actor of the graphs as isolation")
    func readsPrintedDeclarations() throws {
        let symbols: [(kind: String, path: [String], declaration: String)] = [
            ("swift.class", ["StoreActor"], "@globalActor actor StoreActor"),
            ("swift.class", ["PurchaseQueue"], "@StoreActor final class PurchaseQueue"),
            ("swift.property", ["PurchaseQueue", "pending"], "@StoreActor var pending: [Offer]"),
            ("swift.method", ["PurchaseQueue", "enqueue(_:)"], "@StoreActor func enqueue(_ offer: Offer)"),
            ("swift.struct", ["Wallet"], "@Ledger struct Wallet"),
            ("swift.property", ["Wallet", "balance"], "var balance: Decimal { get async throws }"),
            ("swift.type.property", ["Wallet", "region"], "static var region: String? { get async }"),
            ("swift.property", ["Wallet", "retries"], "@Clamped var retries: Int { get set }"),
            ("swift.class", ["UploadPlanBuilder"], "final class UploadPlanBuilder"),
            ("swift.method", ["UploadPlanBuilder", "with(retries:)"], "func with(retries: Int) -> Self"),
        ]
        let entries = symbols.map { symbol in
            """
            {"kind": {"identifier": "\(symbol.kind)"}, "identifier": {"precise": "s:\(symbol.path.joined(separator: "."))"},
             "pathComponents": [\(symbol.path.map { "\"\($0)\"" }.joined(separator: ", "))], "names": {"title": "\(symbol.path.last!)"},
             "declarationFragments": [{"kind": "text", "spelling": "\(symbol.declaration)"}], "accessLevel": "public"}
            """
        }
        let text = """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "swiftc"}, "module": {"name": "StoreFront"},
             "symbols": [\(entries.joined(separator: ", "))], "relationships": []}
            """
        let graph = try SymbolGraphLoader.decode(Data(text.utf8), name: "StoreFront.symbols.json")
        let surface = APISurfaceReader.surface(from: [graph])
        let queue = try #require(surface.symbol(named: "PurchaseQueue"))
        #expect(queue.isolation == "StoreActor")
        #expect(queue.attributes == ["final"])
        #expect(queue.signature == "final class PurchaseQueue")
        #expect(try queue.member("pending").signature == "var pending: [Offer]", "stored: the actor is no property wrapper")
        #expect(try queue.member("enqueue(_:)").signature == "func enqueue(_ offer: Offer)")
        let wallet = try #require(surface.symbol(named: "Wallet"))
        #expect(wallet.isolation == nil, "`Ledger` is no global actor of the graphs")
        #expect(wallet.attributes == ["@Ledger"])
        let balance = try wallet.member("balance")
        #expect(balance.signature == "var balance: Decimal { get async throws }")
        #expect(balance.async == true)
        #expect(balance.throws == "throws")
        #expect(try wallet.member("region").async == true)
        #expect(try wallet.member("retries").signature == "@Clamped var retries: Int { get set }")
        let with = try #require(surface.symbol(named: "UploadPlanBuilder")).member("with(retries:)")
        #expect(with.returnType == "Self")
        #expect(with.signature == "func with(retries: Int) -> Self")
    }

    @Test("the JSON form has the keys the CLI prints, `required` only where it means something, in a stable order")
    func json() throws {
        let surface = try ModelLookup.surface("MediaKit")
        let data = surface.json()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(object["symbols"] as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == surface.symbols.map(\.name))
        for symbol in symbols {
            #expect(symbol["kind"] is String)
            for member in symbol["members"] as? [[String: Any]] ?? [] {
                #expect(member["name"] is String && member["kind"] is String && member["signature"] is String)
                #expect((member["kind"] as? String == "requirement") == (member["required"] != nil), "\(member)")
            }
        }
        #expect(try ModelLookup.surface("MediaKit").json() == data, "the same bytes every time")
        let decoded = try JSONDecoder().decode(APISurface.self, from: data)
        #expect(decoded == surface)
    }
}
