import DocgenMarkdown
import DocgenSupport
import Dispatch
import Foundation
import Testing

@Suite("MarkdownParser", .serialized)
struct MarkdownParserTests {
    func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("Pages parsed on many threads at once come out as parsed one at a time (each thread's arena)")
    func concurrentParses() throws {
        let pages = [try fixture("gfm.md"), try fixture("admonitions.md"),
                     (0..<400).map { "## Part \($0)\n\n| a | b |\n|---|---|\n| `x\($0)` | ~~y~~ https://e.com/\($0) |\n\n- [x] done\n" }.joined()]
        let expected = pages.map { String(describing: MarkdownParser().parse($0)) }
        let lock = NSLock()
        nonisolated(unsafe) var results: [Int: [String]] = [:]
        DispatchQueue.concurrentPerform(iterations: 96) { i in
            let description = String(describing: MarkdownParser().parse(pages[i % pages.count]))
            lock.withLock { results[i % pages.count, default: []].append(description) }
        }
        for (page, descriptions) in results {
            #expect(descriptions.count == 32)
            #expect(descriptions.allSatisfy { $0 == expected[page] })
        }
    }

    #if os(Linux)
    @Test("After the first parse, cmark-gfm's special characters are pinned and inline phases run on every core")
    func inlinePhasesRunInParallel() {
        let document = MarkdownParser().parse("~~old~~ and https://example.com\n")
        #expect(MarkdownParser.parsesInlinesInParallel)
        guard case .paragraph(let inlines, _) = document.blocks.first else { Issue.record("no paragraph"); return }
        #expect(inlines.contains { if case .strikethrough = $0 { return true } else { return false } })
        #expect(inlines.contains { if case .link = $0 { return true } else { return false } })
    }
    #endif

    @Test("A page past the arena limit (1 MiB) is parsed with malloc, block for block as a small one")
    func largePage() throws {
        let section = "## Heading\n\nSome *text* with `code` and a [link](https://example.com).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
        let count = (1 << 20) / section.utf8.count + 100
        let large = MarkdownParser().parse(String(repeating: section, count: count))
        let small = MarkdownParser().parse(section)
        #expect(large.blocks.count == count * small.blocks.count)
        #expect(large.problems.isEmpty)
        guard case .table(let table, _) = large.blocks.last else { Issue.record("no table last"); return }
        #expect(table.rows.first?.cells.map { $0.content.plainText } == ["1", "2"])
    }

    @Test("GFM tables, strikethrough, autolinks, task lists and raw HTML come through cmark-gfm")
    func gfm() throws {
        let document = MarkdownParser().parse(try fixture("gfm.md"))
        #expect(document.problems.isEmpty)
        guard case .heading(let heading) = document.blocks[0] else { Issue.record("no heading"); return }
        #expect(heading.explicitID == "features")
        #expect(heading.content.plainText == "GFM features")

        guard case .table(let table, let location) = document.blocks[1] else { Issue.record("no table"); return }
        #expect(location.line == 3)
        #expect(table.alignments == [.left, .center, .right])
        #expect(table.header.cells.map { $0.content.plainText } == ["Name", "Required", "Notes"])
        #expect(table.rows.count == 2)
        #expect(table.rows[0].location.line == 5)
        #expect(table.rows[1].cells[0].content.plainText == "fullScreen")
        guard case .strikethrough(let struck) = table.rows[0].cells[2].content[0] else { Issue.record("no strikethrough"); return }
        #expect(struck.plainText == "old")
        let autolinked = table.rows[1].cells[2].content.contains { inline in
            if case .link(let destination, _, _, _) = inline { return destination == "http://www.example.com" }
            return false
        }
        #expect(autolinked)

        guard case .list(_, _, let items, _) = document.blocks[2] else { Issue.record("no list"); return }
        #expect(items.map(\.task) == [true, false])

        guard case .code(let code) = document.blocks[3] else { Issue.record("no code"); return }
        #expect(code.language == "swift")
        #expect(code.attributes == ["title": "Demo.swift", "lang": "x"])
        #expect(code.code == "let x = 1\n")
        #expect(code.location.line == 11)

        guard case .html(let html, _) = document.blocks[4] else { Issue.record("no html"); return }
        #expect(html.hasPrefix("<details>"))
    }

    @Test("A code block's language is the info string's first word, after any spaces or tabs")
    func codeLanguage() {
        // Through cmark, which drops the info string's leading and trailing whitespace itself.
        let languages = ["swift title=\"x\"", "  swift", "js\tx", "objective-c{1}", "", "日本語 x"].map { info -> String in
            guard case .code(let code)? = MarkdownParser().parse("```\(info)\nlet x = 1\n```\n").blocks.first else { return "no code" }
            return code.language
        }
        #expect(languages == ["swift", "swift", "js", "objective-c{1}", "", "日本語"])
    }

    @Test("Admonitions fold into blocks, nest, end lists, ignore code, and report what is unclosed")
    func admonitions() throws {
        let document = MarkdownParser().parse(try fixture("admonitions.md"))
        let kinds = document.blocks.compactMap { block -> String? in
            if case .admonition(let a) = block { return a.kind }
            return nil
        }
        #expect(kinds == ["note", "warning", "tip", "important"])
        guard case .admonition(let warning) = document.blocks[2] else { Issue.record("no warning"); return }
        #expect(warning.title == "Dismiss it yourself")
        #expect(warning.location == SourceLocation(line: 7, column: 1))
        // The list inside the admonition and the one after it stay apart.
        guard case .list(_, _, let inner, _) = warning.blocks[0], case .list(_, _, let after, _) = document.blocks[3] else {
            Issue.record("lists merged"); return
        }
        #expect(inner.count == 1 && after.count == 1)
        guard case .admonition(let tip) = document.blocks[4] else { Issue.record("no tip"); return }
        #expect(tip.title == "Starlight title")
        guard case .admonition(let nested) = tip.blocks[0] else { Issue.record("no nesting"); return }
        #expect(nested.kind == "danger")
        guard case .code(let code) = document.blocks[5] else { Issue.record("code lost"); return }
        #expect(code.code.contains(":::note"))
        #expect(document.problems == [MarkdownProblem(kind: .unclosedAdmonition, location: SourceLocation(line: 24, column: 1),
                                                      message: "':::important' is never closed; end it with a line ':::'")])
    }

    @Test("Attributes in braces end an admonition's opening line, in every title syntax, and are not part of the title")
    func admonitionAttributes() {
        let text = """
        :::note{model=sdk3}
        a
        :::

        :::tip[SDK 3]{model="sdk3" id=x}
        b
        :::

        :::warning Migrating {model: sdk4}
        c
        :::

        :::info A {title} in braces
        d
        :::

        """
        let admonitions = MarkdownParser().parse(text).blocks.compactMap { block -> Admonition? in
            if case .admonition(let a) = block { return a }
            return nil
        }
        #expect(admonitions.map(\.kind) == ["note", "tip", "warning", "info"])
        #expect(admonitions.map(\.title) == [nil, "SDK 3", "Migrating", "A {title} in braces"])
        #expect(admonitions.map(\.attributes) == [["model": "sdk3"], ["model": "sdk3", "id": "x"], ["model": "sdk4"], [:]])
    }

    @Test("A stray ':::' and an unknown kind are reported at their lines")
    func strayAndUnknown() {
        let document = MarkdownParser().parse("text\n\n:::\n\n:::nota\nx\n:::\n")
        #expect(document.problems.map(\.kind) == [.unknownAdmonitionKind, .strayAdmonitionClose])
        #expect(document.problems.map(\.location.line) == [5, 3])
    }

    @Test("A stray ':::' after an opening written with two colons names that line and the fix; a stray one without says only that (en, ja, zh)", arguments: [
        ("Create users with a token.\n\n::note\nA new user is created on connect.\n:::\n", "note", 3, 5),
        ("トークンでユーザーを作ります。\n\n::tip\n接続時に新しいユーザーが作られます。\n\n続きの段落。\n:::\n", "tip", 3, 7),
        ("用令牌创建用户。\n\n::warning 注意\n连接时会创建新用户。\n:::\n", "warning", 3, 5),
    ])
    func twoColonOpening(source: String, kind: String, opening: Int, close: Int) {
        let problems = MarkdownParser().parse(source).problems
        #expect(problems.map(\.kind) == [.strayAdmonitionClose], "\(source)")
        #expect(problems.first?.location.line == close)
        #expect(problems.first?.message == "':::' closes no admonition; '::\(kind)' on line \(opening) has two colons, so it opened none (write ':::\(kind)')")
        // Look-alikes: the opening written right, and a stray close after an admonition that closed.
        let fixed = source.replacingOccurrences(of: "::\(kind)", with: ":::\(kind)")
        #expect(MarkdownParser().parse(fixed).problems.isEmpty, "\(fixed)")
        #expect(MarkdownParser().parse(":::\(kind)\nx\n:::\n\n:::\n").problems.map(\.message) == ["':::' closes no admonition"])
        // A line that starts with two colons and is no opening (`::\(kind)s`, `::1`) is not named.
        for text in ["::\(kind)s are listed below.\n:::\n", "::1 is the loopback address.\n:::\n"] {
            #expect(MarkdownParser().parse(text).problems.map(\.message) == ["':::' closes no admonition"], "\(text)")
        }
    }

    @Test("Source positions are lines of the input and byte columns", arguments: [
        ("# 見出し\n\n段落 [リンク](a.md)\n", 3, 1),
        ("\n\n\n## Later\n", 4, 1),
    ])
    func positions(source: String, line: Int, column: Int) {
        let document = MarkdownParser().parse(source)
        #expect(document.blocks.last?.location == SourceLocation(line: line, column: column))
    }

    @Test("Nesting past the limit is one too-deep error, not a stack overflow", arguments: [
        (String(repeating: ">", count: 100_000) + " deep\n", 1),
        (String(repeating: "- ", count: 100_000) + "deep\n", 1),
        (String(repeating: "*", count: 100_000) + "deep" + String(repeating: "*", count: 100_000) + "\n", 1),
        (String(repeating: "![", count: 50_000) + "deep" + String(repeating: "](a.png)", count: 50_000) + "\n", 1),
        (String(repeating: ":::note\n", count: 10_000) + "deep\n" + String(repeating: ":::\n", count: 10_000), 129),
    ])
    func tooDeep(source: String, line: Int) {
        let document = MarkdownParser().parse(source)
        #expect(document.problems.map(\.kind) == [.tooDeep])
        #expect(document.problems.first?.location.line == line)
    }

    @Test("Nesting up to the limit is kept")
    func deepButAllowed() {
        let source = String(repeating: ">", count: MarkdownParser.maxNesting) + " deep\n"
        let document = MarkdownParser().parse(source)
        #expect(document.problems.isEmpty)
        var depth = 0
        var blocks = document.blocks
        while case .blockQuote(let inner, _)? = blocks.first {
            depth += 1
            blocks = inner
        }
        #expect(depth == MarkdownParser.maxNesting)
        #expect(blocks.count == 1)
    }

    @Test("A fence never closed that takes in Markdown is reported at its opening line, with the line the block now ends on", arguments: [
        ("# Title\n\n```swift\nlet a = 1\n\n## Next\n\nText.\n", 3, 8),
        ("````\n```\nlet a = 1\n", 1, 3),
        ("- Step one:\n\n  ```swift\n  let a = 1\n\n  Then run the app again.\n\n- Step two\n", 3, 8),
        ("> ```swift\n> let a = 1\n>\n> Run the app once more.\n\nAfter the quote.\n", 1, 5),
        ("~~~swift\nlet a = 1\n```\n", 1, 3),
        ("# 手順\n\n```swift\nlet a = 1\n\n## 次へ\n", 3, 6),
        ("```swift\nlet a = 1\n\n应用启动时调用一次。\n", 1, 4),
        ("```swift\nlet a = 1\n:::note\nOnce.\n:::\n", 1, 5),
    ])
    func unclosedFence(source: String, line: Int, end: Int) {
        let document = MarkdownParser().parse(source)
        #expect(document.problems.map(\.kind) == [.unclosedFence], "\(source)")
        #expect(document.problems.first?.location.line == line)
        #expect(document.problems.first?.message.contains("(line \(end))") == true, "\(document.problems.first?.message ?? "")")
    }

    @Test("A fence never closed around code alone, to the end of its page, list item or quote, is not reported", arguments: [
        "```swift\nlet a = 1",
        "```\n",
        "- Step one:\n\n  ```swift\n  let a = 1\n\n- Step two\n",
        "> ```swift\n> let a = 1\n\nAfter the quote.\n",
        "```bash\n# Install the tools\nbrew install swiftlint\n",
        "```html\n<div>\n  <p>Hi</p>\n</div>\n",
        "```swift\n#if DEBUG\nprint(1)\n#endif\n",
        "```text\nThe build finished in 3 seconds.\n",
    ])
    func unclosedAroundCode(source: String) {
        let document = MarkdownParser().parse(source)
        #expect(document.problems.isEmpty, "\(source)")
        #expect(document.blocks.contains { if case .code(let block) = $0 { return !block.isClosed } else { return false } }
            || source.hasPrefix("-") || source.hasPrefix(">"), "\(source)")
    }

    @Test("Closed fences are not reported: at the page's end, in lists and quotes, longer closers, tildes, MDX", arguments: [
        "```swift\nlet a = 1\n```",
        "```swift\nlet a = 1\n```\n\n## Next\n",
        "```\n```\n",
        "````\n```\nlet a = 1\n```\n````\n",
        "- Step one:\n\n  ```swift\n  let a = 1\n  ```\n\n- Step two\n",
        "> ```swift\n> let a = 1\n> ```\n\nAfter.\n",
        "~~~swift\nlet a = 1\n~~~~\n",
        "```swift\nlet a = 1\n```   \r\n",
        "    indented code\n\ntext\n",
    ])
    func closedFence(source: String) {
        #expect(MarkdownParser().parse(source).problems.isEmpty, "\(source)")
        #expect(MarkdownParser().parse(source, syntax: .mdx).problems.isEmpty, "\(source)")
    }
}

@Suite("cmark-gfm table rows")
struct TableRowTests {
    /// A xorshift generator: the same lines on every run, so a failure repeats.
    struct Lines {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }

        /// A line of up to 24 pieces, drawn from what a table row's grammar turns on, ended as
        /// the parser ends every line it hands over.
        mutating func line() -> String {
            let pieces = ["|", "|", "|", "\\", "\\|", " ", "  ", "\t", "a", "bc", "`", "`x|y`", "-", ":", "---", "\n", "\r", "\r\n", "*", "日本", "&#124;", "<b>"]
            let line = (0..<Int(next() % 25)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
            return line + ["\n", "\n", "\r\n", "\r"][Int(next() % 4)]
        }
    }

    /// Asks `MarkdownParser.continuesTable` about `line`, copied to the end of a page that an
    /// inaccessible page follows: a test that read past the line (beyond the byte after it,
    /// where the scanners put their NUL) faults here rather than reading what the heap holds.
    static func continues(_ line: String, library: Bool) -> Bool? {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let bytes = Array(line.utf8)
        let size = ((bytes.count + 1 + page - 1) / page + 1) * page
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), base != MAP_FAILED,
              mprotect(base + size - page, page, PROT_NONE) == 0 else { fatalError("no guarded page: \(errno)") }
        defer { munmap(base, size) }
        let start = base.assumingMemoryBound(to: UInt8.self) + (size - page - bytes.count - 1)
        start.initialize(from: bytes, count: bytes.count)
        start[bytes.count] = 0
        return MarkdownParser.continuesTable(start, length: bytes.count, library: library)
    }

    @Test("The cheaper test of a table's next line answers as cmark-gfm's own does, line for line")
    func sameAnswers() throws {
        var lines = Lines()
        var generated = (0..<30_000).map { _ in lines.line() }
        generated += ["| a | b |\n", "a | b\n", "|\n", "||\n", " | \n", "\n", "   \n", "a\n", "a\nb\n", "| a |\r", "| a | b |\r\n", "\\|\n", "| `a|b` | c |\n"]
        generated.append(String(repeating: "|", count: 70_000) + "\n")
        var rows = 0
        for line in generated {
            let library = try #require(Self.continues(line, library: true), "the table extension's own test is not known")
            #expect(Self.continues(line, library: false) == library, "\(line.debugDescription)")
            if library { rows += 1 }
        }
        // Both answers occur often: the comparison is not of lines that are all rows or none.
        #expect(rows > 3_000 && rows < generated.count - 3_000)
    }

    #if os(Linux)
    @Test("A line without its line end, which the parser never hands over, is read past its end: the guard page stops that read")
    func guardPage() async {
        await #expect(processExitsWith: .signal(SIGSEGV)) {
            _ = TableRowTests.continues("| a | b", library: false)
        }
    }
    #endif

    @Test("A table goes on through a line without pipes and ends at a blank line (GFM's example 202), as parsed")
    func rowsAndNotRows() {
        let document = MarkdownParser().parse("| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n")
        guard case .table(let table, _) = document.blocks.first else { Issue.record("no table first"); return }
        #expect(table.rows.map { $0.cells.map(\.content.plainText) } == [["bar", "baz"], ["bar", ""]])
        guard case .paragraph(let after, _) = document.blocks.last, document.blocks.count == 2 else { Issue.record("no paragraph after"); return }
        #expect(after.plainText == "bar")
        // As the parser hands them over, with their line ends.
        #expect(Self.continues("bar\n", library: false) == true)
        #expect(Self.continues("| a | b |\n", library: false) == true)
    }
}
