@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// Inputs the fuzzers found (fuzz/regressions), kept as tests of the fixed behaviour.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(Bundle.module.url(forResource: "Fixtures/fuzz/\(name)", withExtension: nil)))
    }

    /// Every block and inline location of a tree, which must all be real positions (from 1).
    func locations(_ blocks: [Block]) -> [DocgenSupport.SourceLocation] {
        var result: [DocgenSupport.SourceLocation] = []
        for block in blocks {
            result.append(block.location)
            switch block {
            case .table(let table, _):
                for row in [table.header] + table.rows {
                    result.append(row.location)
                    result += row.cells.map(\.location)
                }
            case .paragraph(let inlines, _):
                for case .link(_, _, _, let location) in inlines { result.append(location) }
            case .blockQuote(let inner, _): result += locations(inner)
            case .list(_, _, let items, _): for item in items { result += locations(item.blocks) }
            case .admonition(let a): result += locations(a.blocks)
            default: break
            }
        }
        return result
    }

    @Test("cmark-gfm nodes without a position get their nearest real one", arguments: [
        "email-autolink-line-0.md", "paragraph-before-table-line-0.md", "short-table-row-column-0.md",
    ])
    func positions(name: String) throws {
        let text = String(decoding: try fixture(name), as: UTF8.self)
        let document = MarkdownParser().parse(text)
        let all = locations(document.blocks)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "\(all)")
    }

    @Test("A control character before javascript: does not make a live link")
    func controlCharacterURL() throws {
        #expect(URLSafety.safe("\u{01}javascript:alert(1)") == "#")
        #expect(URLSafety.safe(" \tjava\nscript:alert(1)") == "#")
        #expect(URLSafety.safe("https://example.com/") == "https://example.com/")
        let text = String(decoding: try fixture("control-char-javascript-url.md"), as: UTF8.self)
        var renderer = HTMLRenderer(outline: HeadingOutline(MarkdownParser().parse(text)), links: PassThrough(), admonitionTitles: [:])
        let html = renderer.render(MarkdownParser().parse(text))
        #expect(!html.lowercased().contains("href=\"\u{01}javascript"))
    }

    @Test("A lone CR ends a line, as it does for cmark and libyaml")
    func loneCR() throws {
        #expect(try FileReader.decode(Data("a\rb\r\nc".utf8), displayPath: "x.md") == "a\nb\nc")
    }

    @Test("Deeply nested array literals are not handed to SwiftParser, whose time is exponential in the depth")
    func nestedArrays() throws {
        let text = String(decoding: try fixture("nested-array-literal.md"), as: UTF8.self)
        let document = MarkdownParser().parse(text)
        guard case .code(let block)? = document.blocks.first else { Issue.record("no code block"); return }
        #expect(SwiftParseGuard.refuses(block.code))
        #expect(!SwiftParseGuard.refuses("let a = [[1, 2], [3]]"))
        #expect(SwiftCodeHighlighter().highlight(block.code) == block.code.htmlEscaped)
    }

    @Test("A lone CR ends a line comment for the guard as for Swift's lexer: brackets after it are counted")
    func bracketsAfterCommentEndedByCR() {
        let deep = String(repeating: "[", count: 20)
        #expect(SwiftParseGuard.refuses("let a = 1 // note\r typealias Deep = \(deep)"))
        #expect(SwiftParseGuard.refuses("let s = \"open\r\(deep)"))
        // In a comment that runs to the line feed, brackets are text.
        #expect(!SwiftParseGuard.refuses("let a = 1 // \(deep)\nlet b = 2"))
    }

    struct PassThrough: LinkRewriter {
        mutating func rewrite(_ destination: String, isImage: Bool, at location: DocgenSupport.SourceLocation) -> String { destination }
    }
}
