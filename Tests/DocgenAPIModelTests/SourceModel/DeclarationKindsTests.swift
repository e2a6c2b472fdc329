import DocgenSwift
import Testing

/// Every kind of declaration, with what a guide checks about it.
@Suite("Declaration kinds")
struct DeclarationKindsTests {
    @Test("types record their kind, modifiers, attributes and isolation")
    func types() throws {
        let model = try ModelLookup.model("MediaKit")
        let player = try model.declaration("Player")
        #expect(player.kind == .class)
        #expect(player.modifiers == ["final"])
        #expect(player.isolation == "MainActor")
        #expect(try model.declaration("DownloadQueue").kind == .actor)
        #expect(try model.declaration("PlayerDelegate").kind == .protocol)
        #expect(try model.declaration("Player.State").kind == .enum)
        #expect(try model.declaration("Player.Options").extensionContext?.extendedPath == ["Player"])
        let playlist = try model.declaration("Playlist")
        #expect(playlist.genericParameters.map(\.name) == ["Item"])
        #expect(playlist.requirements == [SourceRequirement(subject: "Item", kind: .conformance, constraint: "Sendable")])
        let completion = try model.declaration("Player.Completion")
        #expect(completion.kind == .typealias)
        #expect(completion.type == "(Result<Double, PlayerError>) -> Void")
        let store = try ModelLookup.model("StoreFront")
        let configuration = try store.declaration("StorefrontConfiguration")
        #expect(configuration.isolation == "MainActor")
        #expect(configuration.modifiers == ["final"])
        let controller = try store.declaration("StorefrontController")
        #expect(controller.superclass == "UIViewController")
        #expect(controller.isolation == "MainActor", "inherited from UIViewController")
    }

    @Test("initializers, failable ones, and parameters with labels, names, defaults, variadics and inout")
    func functions() throws {
        let model = try ModelLookup.model("MediaKit")
        let failable = try model.declaration("Player.init(url:autoplay:)")
        #expect(failable.failability == "?")
        #expect(failable.modifiers == ["convenience"])
        #expect(failable.parameters == [SourceParameter(label: "url", name: nil, type: "URL"),
                                        SourceParameter(label: "autoplay", name: nil, type: "Bool", defaultValue: "false")])
        let play = try model.declaration("Player.play(_:at:completion:)")
        #expect(play.parameters.map(\.label) == [nil, "at", "completion"])
        #expect(play.parameters.map(\.name) == ["track", "time", nil])
        #expect(play.parameters.map(\.type) == ["Track", "TimeInterval", "@escaping Completion"])
        #expect(play.parameters.map(\.defaultValue) == [nil, "0", "{ _ in }"])
        #expect(play.isAsync)
        #expect(play.throwing == .typed("PlayerError"))
        #expect(play.returnType == "Bool")
        #expect(try model.declaration("Player.seek(to:validate:)").throwing == .rethrows)
        let enqueue = try model.declaration("Player.enqueue(_:)")
        #expect(enqueue.parameters.first?.isVariadic == true)
        #expect(enqueue.attributes == ["discardableResult"])
        let load = try model.declaration("Player.load(_:from:)")
        #expect(load.genericParameters.map(\.name) == ["Item"])
        #expect(load.requirements.map { $0.text(compilerStyle: false) } == ["Item: Decodable", "Item: Equatable", "Item: Sendable"])
        #expect(load.throwing == .throws)
        let map = try model.declaration("Playlist.map(_:)")
        #expect(map.returnType == "Playlist<Other>")
        #expect(try model.declaration("measure(_:_:)").kind == .function)
        #expect(try model.declaration("Player.describe()").modifiers == ["nonisolated"])
        #expect(try model.declaration("Player.describe()").isolation == nil)
        #expect(try model.declaration("Player.pause()").isolation == "MainActor")
        #expect(try model.declaration("Track.rename(to:)").modifiers == ["mutating"])
    }

    @Test("a stored property without a type written takes the type its value says: a literal, a constructor, a failable one unwrapped, an empty collection")
    func inferredTypes() throws {
        let source = """
        public struct Endpoint {
            public static let retries = 3
            public static let base = URL(string: "https://example.com")!
            public static let session = URLSession(configuration: .default)
            public static let unknown = makeIt()
            public var history = [Record<Int>]()
            public var headers = [String: Header]()
            public var pending = [makeIt()]()
        }
        """
        let plan = SourcePlan(root: "/inferred", platform: .ios,
                              modules: [.init(name: "Inferred", files: [.init(path: "Endpoint.swift", bytes: Array(source.utf8))], defines: [])],
                              packageModules: ["Inferred"])
        let declarations = SourceModelReader.read(plan).declarations
        func type(_ name: String) -> String? { declarations.first { $0.name == name }?.type }
        #expect(type("retries") == "Int")
        #expect(type("base") == "URL")
        #expect(type("session") == "URLSession")
        #expect(declarations.contains { $0.name == "unknown" } && type("unknown") == nil, "a call of a function is not a type the source says")
        #expect(type("history") == "[Record<Int>]", "an empty array of a written element type")
        #expect(type("headers") == "[String : Header]")
        #expect(type("pending") == nil)
    }

    @Test("a stored var's literal start value is kept and printed in its graph declaration; a let, a computed property and an expression have none")
    func startValues() throws {
        let source = """
        public struct Settings {
            public var retries = 3
            public var ratio: Double = -1.5
            public var region: Region = .eu
            public var fallback = Region.us
            public var backoff: Backoff = .seconds(2)
            public var name = "main"
            public var observed = true { didSet {} }
            public static var verbose = false
            public let limit = 10
            public var chunk = 1 << 20
            public var made = Settings.make()
            public var greeting = "hi \\(limit)"
            public var computed: Int { 3 }
        }
        """
        let plan = SourcePlan(root: "/start", platform: .ios,
                              modules: [.init(name: "Start", files: [.init(path: "Settings.swift", bytes: Array(source.utf8))], defines: [])],
                              packageModules: ["Start"])
        let declarations = SourceModelReader.read(plan).declarations
        func start(_ name: String) -> String? { declarations.first { $0.name == name }?.initialValue }
        #expect(start("retries") == "3" && start("ratio") == "-1.5" && start("region") == ".eu" && start("fallback") == "Region.us")
        #expect(start("backoff") == ".seconds(2)" && start("name") == "\"main\"" && start("observed") == "true" && start("verbose") == "false")
        for none in ["limit", "chunk", "made", "greeting", "computed"] {
            #expect(declarations.contains { $0.name == none } && start(none) == nil, "\(none) has no start value the model keeps")
        }
        // Printed as a parameter's default is, and read back from the printed text.
        let printed = try #require(DeclarationTextParser.parse("var retries: Int = 3"))
        #expect(printed.initialValue == "3" && printed.type == "Int")
    }

    @Test("properties: type, let or var, stored or computed, setter access, static; subscripts")
    func properties() throws {
        let model = try ModelLookup.model("MediaKit")
        #expect(try model.declaration("Player.state").accessors == .get, "private(set)")
        #expect(try model.declaration("Player.volume").accessors == .stored)
        #expect(try model.declaration("Player.identifier").accessors == .constant)
        #expect(try model.declaration("Player.rate").accessors == .getSet)
        #expect(try model.declaration("Player.isPlaying").accessors == .get)
        let shared = try model.declaration("Player.shared")
        #expect(shared.isStatic)
        #expect(shared.type == "Player", "inferred from the constructor call")
        #expect(try model.declaration("Player.Options.loop").type == "Player.Options", "a nested type, qualified as swiftc prints it")
        #expect(try model.declaration("Player.delegate").modifiers == ["weak"])
        #expect(try model.declaration("Player.delegate").type == "(any PlayerDelegate)?")
        #expect(try model.declaration("mediaKitVersion").type == "String")
        #expect(try model.declaration("mediaKitBuild").type == "String", "from the variable it names")
        #expect(try model.declaration("Player.fallbackIdentifier").type == "String", "from the static property it names")
        #expect(try model.declaration("Player.State.Quality.standard").type == "Player.State.Quality", "an enum case of the type")
        let subscriptDeclaration = try model.declaration("Player.subscript(_:)")
        #expect(subscriptDeclaration.kind == .subscript)
        #expect(subscriptDeclaration.returnType == "Track?")
        let uploads = try ModelLookup.model("UploadKit")
        #expect(try uploads.declaration("Uploader.subscript(file:)").parameters.first?.label == "file")
        #expect(try uploads.declaration("Uploader.subscript(named:)").isStatic)
        #expect(try uploads.declaration("UploadConfiguration.retries").attributes == ["Clamped"])
        #expect(try uploads.declaration("UploadConfiguration.retries").accessors == .getSet)
        #expect(try uploads.declaration("UploadConfiguration.createdBy").accessors == .get)
    }

    @Test("a getter's effects: `get async`, `get throws(E)`, in a protocol, on a static property and a subscript")
    func getterEffects() throws {
        let store = try ModelLookup.model("StoreFront", platform: "linux")
        let balance = try store.declaration("Wallet.balance")
        #expect(balance.accessors == .get)
        #expect(balance.isAsync)
        #expect(balance.throwing == .throws)
        let cached = try store.declaration("Wallet.cachedBalance")
        #expect(!cached.isAsync)
        #expect(cached.throwing == .typed("StoreError"))
        let receipt = try store.declaration("Wallet.subscript(_:)")
        #expect(receipt.isAsync)
        #expect(receipt.throwing == .typed("StoreError"))
        #expect(try store.declaration("Storefront.region").isAsync)
        let requirement = try store.requirement("ReceiptValidating.isValid")
        #expect(requirement.isAsync)
        #expect(requirement.throwing == .throws)
        let plain = try ModelLookup.model("MediaKit").declaration("Player.isPlaying")
        #expect(!plain.isAsync && plain.throwing == .none, "a getter written as a bare body has none")
    }

    @Test("enum cases with labelled, unlabelled and named associated values, raw values, nested enums")
    func cases() throws {
        let model = try ModelLookup.model("MediaKit")
        let buffering = try model.declaration("Player.State.buffering(progress:_:)")
        #expect(buffering.parameters.map(\.label) == ["progress", nil])
        #expect(buffering.parameters.map(\.type) == ["Double", "String"])
        #expect(try model.declaration("Player.State.failed(_:)").parameters.map(\.type) == ["PlayerError"])
        #expect(try model.declaration("Player.State.idle").labels == nil)
        let network = try model.declaration("PlayerError.network(code:message:)")
        #expect(network.parameters.map(\.type) == ["Int", "String?"])
        let rawInit = try model.declaration("Player.State.Quality.init(rawValue:)")
        #expect(rawInit.isImplicit)
        #expect(rawInit.parameters.first?.type == "String")
    }

    @Test("conformances: declared, from extensions, implied, inherited and conditional")
    func conformances() throws {
        let model = try ModelLookup.model("MediaKit")
        let track = Set(try model.declaration("Track").conformances.map(\.name))
        #expect(track == ["Hashable", "Equatable", "Sendable", "Decodable", "Encodable"])
        let quality = Set(try model.declaration("Player.State.Quality").conformances.map(\.name))
        #expect(quality == ["Sendable", "Equatable", "Hashable", "RawRepresentable"])
        let playlist = try model.declaration("Playlist").conformances
        #expect(playlist.first { $0.name == "Equatable" }?.constraints.map { $0.text(compilerStyle: false) } == ["Item: Equatable", "Item: Sendable"])
        #expect(Set(try model.declaration("DownloadQueue").conformances.map(\.name)) == ["Actor", "Sendable"])
        #expect(Set(try model.declaration("Player").conformances.map(\.name)) == ["Sendable"], "a main-actor class is Sendable")
        let uploads = try ModelLookup.model("UploadKit")
        #expect(try uploads.declaration("ChunkedStrategy").superclass == "UploadStrategy")
        #expect(Set(try uploads.declaration("UploadTaskDelegate").conformances.map(\.name)) == ["Sendable"])
    }

    @Test("conformances through a protocol that is not public: what it refines, not itself")
    func conformancesThroughInternalProtocols() throws {
        let store = try ModelLookup.model("StoreFront", platform: "linux")
        // `GiftCard: CatalogEntry` on its declaration, `OfferBundle` in an extension;
        // `protocol CatalogEntry: PricedItem, Sendable` is internal.
        for name in ["GiftCard", "OfferBundle"] {
            let conformances = try store.declaration(name).conformances
            #expect(Set(conformances.map(\.name)) == ["PricedItem", "CustomStringConvertible", "Sendable"], "\(name)")
            #expect(conformances.first { $0.name == "PricedItem" }?.module == "StoreFront")
        }
    }

    @Test("a custom global actor isolates a type, its members and extensions, and what conforms to its protocols")
    func globalActors() throws {
        let store = try ModelLookup.model("StoreFront", platform: "linux")
        let queue = try store.declaration("PurchaseQueue")
        #expect(queue.isolation == "StoreActor")
        #expect(queue.attributes.isEmpty, "the actor is isolation, not an attribute")
        #expect(Set(queue.conformances.map(\.name)) == ["Sendable"])
        #expect(try store.declaration("PurchaseQueue.enqueue(_:)").isolation == "StoreActor")
        #expect(try store.declaration("PurchaseQueue.pending").isolation == "StoreActor")
        #expect(try store.declaration("PurchaseQueue.pending").accessors == .get, "no property wrapper")
        #expect(try store.declaration("PurchaseQueue.drain()").isolation == "StoreActor", "from the extended type")
        #expect(try store.declaration("PurchaseQueue.label()").isolation == nil, "nonisolated")
        #expect(try store.declaration("PurchaseObserving").isolation == "StoreActor")
        #expect(try store.declaration("PurchaseLogger").isolation == "StoreActor", "from the protocol on its declaration")
        #expect(try store.declaration("ReceiptPrinter").isolation == nil)
        #expect(try store.declaration("ReceiptPrinter.print(_:)").isolation == "StoreActor", "from its extension")
        let actor = try store.declaration("StoreActor")
        #expect(actor.attributes == ["globalActor"])
        #expect(Set(actor.conformances.map(\.name)) == ["Actor", "GlobalActor", "Sendable"])
        #expect(actor.conformances.first { $0.name == "GlobalActor" }?.module == "_Concurrency")
        // A property wrapper is no global actor.
        #expect(try ModelLookup.model("UploadKit").declaration("UploadConfiguration.retries").isolation == nil)
    }

    @Test("locations are the name's file (relative to the root), line and column")
    func locations() throws {
        let model = try ModelLookup.model("MediaKit")
        let player = try model.declaration("Player")
        #expect(player.location == DeclarationLocation(file: "Sources/MediaKit/Player.swift", line: 5, column: 20))
        let initializer = try model.declaration("Player.init(identifier:)")
        #expect(initializer.location.line == 36)
        #expect(initializer.location.column == 12)
        let uploads = try ModelLookup.model("UploadKit")
        #expect(try uploads.declaration("ChunkedStrategy").location.file == "Internal/UploadStrategy.swift")
    }
}
