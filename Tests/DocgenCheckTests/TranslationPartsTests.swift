@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

/// The pieces the parity rules are built from.
@Suite("Translation parity parts")
struct TranslationPartsTests {
    @Test("Comments go, strings stay: // in a URL, /* */ nested in Swift, # in shell and YAML", arguments: [
        ("swift", "let url = \"https://example.com/a//b\" // a comment\n", ["let url = \"https://example.com/a//b\""]),
        ("swift", "/* outer /* inner */ still a comment */ call()\n", ["call()"]),
        ("swift", "let s = \"\"\"\n  // not a comment\n  \"\"\"\n", ["let s = \"\"\"", "// not a comment", "\"\"\""]),
        ("swift", "let r = #\"a \" // b\"#  // c\n", ["let r = #\"a \" // b\"#"]),
        ("swift", "print(\"\\\"//\\\"\") // done\n", ["print(\"\\\"//\\\"\")"]),
        ("json", "{\n  // コメント\n  \"a\":   1\n}\n", ["{", "\"a\": 1", "}"]),
        ("js", "const a = '//' // x\n", ["const a = '//'"]),
        ("sh", "echo \"#1\" # 説明\nls #!\n# whole line\n", ["echo \"#1\"", "ls"]),
        ("yaml", "key: value # 注释\nurl: a#b\n", ["key: value", "url: a#b"]),
        ("text", "// kept: unknown languages have no comments\n", ["// kept: unknown languages have no comments"]),
    ])
    func normalize(language: String, code: String, expected: [String]) {
        #expect(CodeNormalizer.normalize(code, language: language).map(\.text) == expected)
    }

    @Test("Normalized lines remember their line in the block")
    func lineIndices() {
        let lines = CodeNormalizer.normalize("// one\n/* two\n three */\nfour()\n\nfive()\n", language: "swift")
        #expect(lines == [.init(text: "four()", index: 3), .init(text: "five()", index: 5)])
    }

    @Test("Alignment reports one missing element once, and pairs differing ones in place")
    func alignment() {
        #expect(SequenceAlignment.align(["a", "b", "c"], ["a", "c"], equal: ==) == [.same(0, 0), .missing(1), .same(2, 1)])
        #expect(SequenceAlignment.align(["a", "b", "c"], ["a", "x", "c", "d"], equal: ==) == [.same(0, 0), .changed(1, 1), .same(2, 2), .extra(3)])
        #expect(SequenceAlignment.align([String](), ["a"], equal: ==) == [.extra(0)])
    }

    @Test("A name cell is a code span, a bold name or a bare identifier; prose is not", arguments: [
        ("| `didAppear` |", true), ("| **didAppear** |", true), ("| didAppear |", true),
        ("| flowController(_:didPerform:) |", true), ("| `.openURL(url:)` |", true),
        ("| UIKit controller |", false), ("| **Screen closes** |", false), ("| 購入 |", false),
        ("| `AdaptyPaywallControllerDelegate` (14 methods) |", false),
    ])
    func nameCells(row: String, isName: Bool) throws {
        let document = MarkdownParser().parse("| Name |\n|---|\n\(row)\n")
        guard case .table(let table, _)? = document.blocks.first else { Issue.record("no table"); return }
        let cell = try #require(table.rows.first?.cells.first)
        #expect(TableParity.Reading.isName(cell.content) == isName)
    }
}
