@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("Front matter and source files")
struct FrontMatterTests {
    @Test("Values are read with libyaml; the body keeps the file's line numbers")
    func values() throws {
        let page = try PageParts(text: "---\ntitle: \"Flows: 流れ\"\ndescription: >\n  folded\n  text\norder: 3\nmodel: sdk4\ntags: [a, b]\n---\n\n# Body\n",
                                  file: "content/en/a.md")
        #expect(page.frontMatter.title == "Flows: 流れ")
        #expect(page.frontMatter.description == "folded text\n")
        #expect(page.frontMatter.order == 3)
        #expect(page.frontMatter.model == "sdk4")
        let lines = page.body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[10] == "# Body")
    }

    @Test("Broken front matter points at the file and line", arguments: [
        ("---\ntitle: ok\norder: [1\n---\nbody", 3, "docgen.frontmatter.syntax"),
        ("---\ntitle: a\n  bad: indent\n---\n", 3, "docgen.frontmatter.syntax"),
        ("---\ntitle: t\norder: first\n---\n", 3, "docgen.frontmatter.type"),
        ("---\ntitle: [a, b]\n---\n", 2, "docgen.frontmatter.type"),
        ("---\ntitle: never closed\n", 1, "docgen.frontmatter.unclosed"),
        ("---\n- a list\n---\n", 2, "docgen.frontmatter.type"),
    ])
    func errors(text: String, line: Int, id: String) {
        do {
            _ = try PageParts(text: text, file: "content/en/bad.md")
            Issue.record("no error for \(text)")
        } catch {
            let diagnostic = error.diagnostics[0]
            #expect(diagnostic.id == id)
            #expect(diagnostic.file == "content/en/bad.md")
            #expect(diagnostic.location?.line == line)
            #expect(diagnostic.severity == .error)
        }
    }

    @Test("Invalid UTF-8 is reported at its line and character column")
    func invalidUTF8() {
        var bytes = Array("---\ntitle: x\n---\n日本語\nab".utf8)
        bytes.append(0xFF)
        do {
            _ = try FileReader.decode(Data(bytes), displayPath: "content/ja/x.md")
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.diagnostics[0].id == "docgen.input.invalid-utf8")
            #expect(error.diagnostics[0].location == SourceLocation(line: 5, column: 3))
        }
    }

    @Test("A byte-order mark is dropped and CRLF becomes LF")
    func bomAndCRLF() throws {
        let text = try FileReader.decode(Data([0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: T\r\n---\r\nBody\r\n".utf8)), displayPath: "x.md")
        #expect(text == "---\ntitle: T\n---\nBody\n")
        #expect(try PageParts(text: text, file: "x.md").frontMatter.title == "T")
    }

    @Test("Character columns count characters, not bytes, on Japanese lines")
    func characterColumns() {
        let source = TextLines("# 見出し\n必須のメソッド `didFinishPurchase`")
        // "必須のメソッド " is 8 characters in 22 bytes; the backtick is at byte column 23.
        #expect(source.characterColumn(of: SourceLocation(line: 2, column: 23)) == 9)
    }

    @Test("On a very long line columns stay right and the excerpt is a window around the column")
    func longLines() throws {
        let prefix = String(repeating: "漢字かなカナ", count: 20_000)  // 120,000 characters, 360,000 bytes
        let source = TextLines("# Title\n" + prefix + "`x`" + prefix + "\n")
        let location = SourceLocation(line: 2, column: prefix.utf8.count + 1)
        #expect(source.characterColumn(of: location) == 120_001)
        #expect(source.characterColumn(of: SourceLocation(line: 2, column: 7)) == 3)
        let excerpt = try #require(source.excerpt(at: location))
        let lines = excerpt.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("  …") && lines[0].hasSuffix("…"))
        #expect(lines[0].contains("カナ`x`漢字"))
        #expect(lines[0].count < 200)
        // The caret sits under the backtick: each wide character takes two cells.
        let caret = lines[1].count - 1
        let cells = lines[0].prefix(while: { $0 != "`" }).reduce(0) { $0 + ($1.isWide ? 2 : 1) }
        #expect(caret == cells)
    }
}
