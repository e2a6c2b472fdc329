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

    @Test("text that is no declaration gives nil", arguments: ["", "   ", "let", "}}}{{{", "1 + 2"])
    func rejects(text: String) {
        #expect(DeclarationTextParser.parse(text) == nil)
    }
}
