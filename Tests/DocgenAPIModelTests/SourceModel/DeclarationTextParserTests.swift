import DocgenSwift
import Testing

@Suite("Declaration text parser")
struct DeclarationTextParserTests {
    @Test("reads the declarations symbol graphs print", arguments: [
        ("@discardableResult @MainActor func enqueue(_ tracks: Track...) -> Int", SourceDeclaration.Kind.function, "enqueue(_:)"),
        ("@MainActor init?(url: URL, autoplay: Bool = false)", .initializer, "init(url:autoplay:)"),
        ("case buffering(progress: Double, _: String)", .enumCase, "buffering(progress:_:)"),
        ("case idle", .enumCase, "idle"),
        ("var state: State { get }", .variable, "state"),
        ("static let loop: Player.Options", .variable, "loop"),
        ("subscript(index: Int) -> Track? { get }", .subscript, "subscript(_:)"),
        ("class func make() -> Base", .function, "make()"),
        ("@MainActor final class Player", .class, "Player"),
        ("protocol PlayerDelegate : AnyObject", .protocol, "PlayerDelegate"),
        ("struct Playlist<Item> where Item : Sendable", .struct, "Playlist"),
        ("typealias Completion = (Result<Double, PlayerError>) -> Void", .typealias, "Completion"),
        ("associatedtype Element = Int", .associatedType, "Element"),
        ("actor DownloadQueue", .actor, "DownloadQueue"),
        ("func some1() -> some Sequence<Int>\n", .function, "some1()"),
    ])
    func reads(text: String, kind: SourceDeclaration.Kind, selector: String) throws {
        let declaration = try #require(DeclarationTextParser.parse(text), "\(text) did not parse")
        #expect(declaration.kind == kind)
        #expect(declaration.selector == selector)
    }

    @Test("keeps parameters, defaults, effects and isolation apart")
    func details() throws {
        let declaration = try #require(DeclarationTextParser.parse(
            "@MainActor func play(_ track: Track, at time: TimeInterval = 0, completion: @escaping Completion = { _ in }) async throws(PlayerError) -> Bool"))
        #expect(declaration.isolation == "MainActor")
        #expect(declaration.attributes.isEmpty)
        #expect(declaration.parameters.map(\.label) == [nil, "at", "completion"])
        #expect(declaration.parameters.map(\.name) == ["track", "time", nil])
        #expect(declaration.parameters.map(\.defaultValue) == [nil, "0", "{ _ in }"])
        #expect(declaration.parameters[2].type == "@escaping Completion")
        #expect(declaration.isAsync)
        #expect(declaration.throwing == .typed("PlayerError"))
        #expect(declaration.returnType == "Bool")
    }

    @Test("a getter's effects are the declaration's, with the accessors")
    func getterEffects() throws {
        let current = try #require(DeclarationTextParser.parse("static var current: Storefront? { get async }"))
        #expect(current.accessors == .get)
        #expect(current.isAsync)
        #expect(current.throwing == .none)
        let balance = try #require(DeclarationTextParser.parse("var balance: Decimal { get async throws }"))
        #expect(balance.isAsync && balance.throwing == .throws)
        let receipt = try #require(DeclarationTextParser.parse("subscript(offerID: String) -> Receipt? { get throws(StoreError) }"))
        #expect(!receipt.isAsync)
        #expect(receipt.throwing == .typed("StoreError"))
        #expect(receipt.returnType == "Receipt?")
    }

    @Test("`Self` stays `Self`: the type a member is parsed in is never named")
    func selfStays() throws {
        let with = try #require(DeclarationTextParser.parse("@discardableResult func with(retries: Int) -> Self"))
        #expect(with.returnType == "Self")
        #expect(try #require(DeclarationTextParser.parse("static func make(from plan: Self) -> Self?")).parameters.first?.type == "Self")
        #expect(try #require(DeclarationTextParser.parse("static let standard: Self")).type == "Self")
        #expect(try #require(DeclarationTextParser.parse("init(copying other: Self)")).parameters.first?.type == "Self")
    }

    @Test("a printed property's accessors are as printed: an attribute is no wrapper that adds a setter")
    func printedAccessors() throws {
        #expect(try #require(DeclarationTextParser.parse("@StoreActor var pending: [Offer]")).accessors == .stored)
        #expect(try #require(DeclarationTextParser.parse("@Clamped var retries: Int { get set }")).accessors == .getSet)
    }

    @Test("text that is no declaration gives nil", arguments: ["", "   ", "let", "}}}{{{", "1 + 2"])
    func rejects(text: String) {
        #expect(DeclarationTextParser.parse(text) == nil)
    }
}
