import DocgenSwift
import Testing

/// A requirement's default implementations, found in any extension of the selected modules,
/// matched by kind, selector and types.
@Suite("Protocol defaults")
struct ProtocolDefaultsTests {
    private func defaults(_ model: SourceModel, _ path: String) throws -> [SourceDefaultImplementation] {
        try model.requirement(path).defaultImplementations
    }

    @Test("defaults spread over several files and modules; a same-named method of another type is none")
    func mediaKit() throws {
        let model = try ModelLookup.model("MediaKit")
        #expect(try defaults(model, "PlayerDelegate.playerDidStart(_:)").map(\.location.file) == ["Sources/MediaKit/PlayerDelegate+Defaults.swift"])
        #expect(try defaults(model, "PlayerDelegate.player(_:didFail:)").count == 1, "`Error` implements `any Error`")
        #expect(try defaults(model, "PlayerDelegate.player(_:didFinish:completion:)").count == 1,
                "a typealias spelled out, a module qualifier, another parameter name")
        #expect(try defaults(model, "PlayerDelegate.player(_:didChange:)").isEmpty, "a String parameter is another method")
        #expect(try defaults(model, "PlayerDelegate.player(_:didReach:)").isEmpty)
        #expect(try defaults(model, "PlayerDelegate.playerDidStop(_:)").map(\.module) == ["MediaKitUI"])
        #expect(try defaults(model, "PlayerDelegate.preferredQuality").count == 1)
        let autoplay = try defaults(model, "PlayerDelegate.playerShouldAutoplay(_:)")
        #expect(autoplay.map { $0.constraints.map { $0.text(compilerStyle: false) } } == [["Self: PlaybackObserver"]])
        // Only MediaKit read: the other module's default is not seen.
        let alone = try ModelLookup.model("MediaKit", modules: ["MediaKit"])
        #expect(try defaults(alone, "PlayerDelegate.playerDidStop(_:)").isEmpty)
    }

    @Test("typealiased parameters, `any P` and module-qualified returns, `Self.` associated types, constrained defaults")
    func uploadKit() throws {
        let model = try ModelLookup.model("UploadKit")
        #expect(try defaults(model, "UploadTaskDelegate.uploader(_:didProgress:handler:)").count == 1)
        #expect(try defaults(model, "UploadTaskDelegate.uploader(_:builderFor:)").count == 1)
        #expect(try defaults(model, "UploadTaskDelegate.identifier").count == 1, "a static property")
        let willStart = try defaults(model, "UploadTaskDelegate.uploader(_:willStart:)")
        #expect(willStart.map { $0.constraints.map { $0.text(compilerStyle: false) } } == [["Self.Metadata == [String : String]"]])
        #expect(try defaults(model, "UploadTaskDelegate.uploader(_:didFinish:result:)").isEmpty)
        #expect(try defaults(model, "UploadTaskDelegate.uploaderDidCancel(_:)").isEmpty)
    }

    @Test("on iOS the UIKit delegate's default in `where Self: UIViewController` is constrained")
    func storeFront() throws {
        let model = try ModelLookup.model("StoreFront")
        #expect(try defaults(model, "StorefrontControllerDelegate.storefrontController(_:didSelect:)").first?.isConstrained == false)
        let close = try defaults(model, "StorefrontControllerDelegate.storefrontControllerDidClose(_:)")
        #expect(close.map { $0.constraints.map { $0.text(compilerStyle: false) } } == [["Self: UIViewController"]])
    }

    @Test("type names normalize: any, module qualifiers, Self., @escaping, typealiases")
    func normalizer() {
        let normalizer = TypeNameNormalizer(modules: ["Foundation", "MediaKit"],
                                            typealiases: [(["Player", "Completion"], "(Result<Int, E>) -> Void"), (["Handler"], "(Int) -> Void")])
        #expect(normalizer.normalize("any Error") == normalizer.normalize("Error"))
        #expect(normalizer.normalize("Foundation.URL") == normalizer.normalize("URL"))
        #expect(normalizer.normalize("Self.Element") == normalizer.normalize("Element"))
        #expect(normalizer.normalize("@escaping Player.Completion") == normalizer.normalize("(Result<Int, E>) -> Void"))
        #expect(normalizer.normalize("Completion") == normalizer.normalize("(Result<Int, E>) -> Void"))
        #expect(normalizer.normalize("Handler?") == normalizer.normalize("((Int) -> Void)?"))
        #expect(normalizer.normalize("[String: Int]") == normalizer.normalize("[String : Int]"))
        #expect(normalizer.normalize("Int") != normalizer.normalize("String"))
    }

    @Test("a function type's parameter names are no part of it; a tuple's labels are")
    func functionParameterNames() {
        let normalizer = TypeNameNormalizer(modules: [])
        #expect(normalizer.normalize("@escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void")
                == normalizer.normalize("@escaping @Sendable (Result<URLRequest, any Error>) -> Void"))
        #expect(normalizer.normalize("(_ a: Int, b: [String: Int]) async throws -> (name: String, Int)")
                == normalizer.normalize("(Int, [String: Int]) async throws -> (name: String, Int)"))
        #expect(normalizer.normalize("(value: Int) throws(E) -> Void") == normalizer.normalize("(Int) throws(E) -> Void"))
        #expect(normalizer.normalize("(name: String, Int)") != normalizer.normalize("(String, Int)"))
        #expect(normalizer.normalize("((name: String) -> Void)?") == normalizer.normalize("((String) -> Void)?"))
        // Unbalanced text stays as it is.
        #expect(normalizer.normalize("(a: Int -> Void") == "( a : Int -> Void")
    }

    @Test("associated types and Self read alike for a default", arguments: [
        ("Extension<ExtendedType>", "Extension<Self>", true),
        ("(ExtendedType) -> Void", "(Self) -> Void", true),
        ("Extension<ExtendedType>", "Extension<Int>", false),
    ])
    func wildcards(_ pair: (String, String, Bool)) {
        let normalizer = TypeNameNormalizer(modules: [])
        let wildcards: Set<String> = ["ExtendedType", "Self"]
        #expect((normalizer.normalize(pair.0, wildcards: wildcards) == normalizer.normalize(pair.1, wildcards: wildcards)) == pair.2)
    }
}
