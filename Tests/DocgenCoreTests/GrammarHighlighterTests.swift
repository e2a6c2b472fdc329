import Foundation
@testable import DocgenRender
import Testing

/// The grammars run as chroma runs them: the token streams of chroma's own test files
/// (`Fixtures/highlight/chroma`, copied by scripts/import-lexers from Debian's package) come out
/// as chroma's expected files say.
@Suite("Highlighting with chroma's grammars")
struct GrammarHighlighterTests {
    struct Expected: Decodable {
        var type: String
        var value: String
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(Bundle.module.url(forResource: "Fixtures/highlight/chroma/\(name)", withExtension: nil)))
    }

    static func expected(_ language: String) throws -> [(type: String, value: String)] {
        var expected: [(type: String, value: String)] = []
        for token in try JSONDecoder().decode([Expected].self, from: try Self.fixture("\(language).expected")) {
            if let last = expected.last, last.type == token.type { expected[expected.count - 1].value += token.value } else { expected.append((token.type, token.value)) }
        }
        return expected
    }

    static func firstMismatch(_ tokens: [(type: String, value: String)], _ expected: [(type: String, value: String)]) -> Int? {
        zip(tokens, expected).enumerated().first { $0.element.0.type != $0.element.1.type || $0.element.0.value != $0.element.1.value }?.offset
    }

    @Test("chroma's expected tokens", arguments: ["kotlin", "java", "bash", "dart", "javascript"])
    func conformance(language: String) throws {
        let code = String(decoding: try Self.fixture("\(language).actual"), as: UTF8.self)
        let expected = try Self.expected(language)
        let tokens = GrammarHighlighter.tokens(code, language: language)
        let mismatch = Self.firstMismatch(tokens, expected)
        #expect(mismatch == nil, "\(language): token \(mismatch.map { "\($0): \(tokens[$0]) ≠ \(expected[$0])" } ?? "")")
        #expect(tokens.count == expected.count)
        #expect(tokens.map(\.value).joined() == code)
    }

    /// YAML's block-literal rule has a group inside another, whose text chroma emits twice (its
    /// expected output is longer than its input); docgen emits what the groups cover once.
    @Test("YAML as chroma up to its first block literal, and never a character more or less")
    func yaml() throws {
        let code = String(decoding: try Self.fixture("yaml.actual"), as: UTF8.self)
        let expected = try Self.expected("yaml")
        let tokens = GrammarHighlighter.tokens(code, language: "yaml")
        let mismatch = try #require(Self.firstMismatch(tokens, expected))
        #expect(mismatch > 150)
        #expect(expected[mismatch - 1].type == "LiteralStringDoc")
        #expect(expected.map(\.value).joined().count > code.count)
        #expect(tokens.map(\.value).joined() == code)
    }

    @Test("Every fence language of an SDK guide is highlighted, and the HTML keeps the code",
          arguments: [("kotlin", "fun main() { val x = 1 }"), ("kt", "val s = \"a\""), ("java", "public class A {}"),
                      ("objc", "@interface A : NSObject\n@end"), ("sh", "echo \"$HOME\" # home"), ("yaml", "key: value # c"),
                      ("xml", "<key>CFBundleName</key>"), ("plist", "<string>x</string>"), ("js", "const a = 1;"),
                      ("ts", "let a: number = 1;"), ("dart", "void main() => print('x');"), ("diff", "-old\n+new\n")])
    func languages(language: String, code: String) throws {
        let html = try #require(CodeHighlighters.highlight(code, language: language))
        #expect(html.contains("<span class=\"tok-"), "\(language): \(html)")
        let text = html.replacing(/<[^>]+>/, with: "").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == code)
    }

    @Test("A language with no grammar is not highlighted")
    func unknown() {
        #expect(CodeHighlighters.highlight("x", language: "brainfork") == nil)
    }
}
