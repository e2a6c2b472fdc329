import DocgenMarkdown
import DocgenSupport
import Foundation
import Testing

/// Swift Testing has a `SourceLocation` of its own.
typealias SourceLocation = DocgenSupport.SourceLocation

/// MDX pages as Docusaurus and Starlight write them, read with `syntax: .mdx`.
@Suite("MDX", .serialized)
struct MDXParserTests {
    static let fixtures = ["docusaurus-install.en.mdx", "starlight-tabs.ja.mdx", "details-table.zh.mdx", "invalid.en.mdx",
                           "html-elements.en.mdx", "html-elements.ja.mdx", "html-elements.zh.mdx",
                           "admonition-fences.en.mdx", "admonition-fences.ja.mdx", "admonition-fences.zh.mdx",
                           "indented-quote.en.mdx", "indented-quote.ja.mdx", "indented-quote.zh.mdx"]

    func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/mdx/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    func parse(_ text: String) -> MarkdownDocument {
        MarkdownParser().parse(text, syntax: .mdx)
    }

    // MARK: ESM

    @Test("Imports, on one line or several, are recorded with their names, specifier and place, and are not blocks")
    func imports() throws {
        let document = parse(try fixture("docusaurus-install.en.mdx"))
        #expect(document.imports.map(\.specifier) == ["@theme/Tabs", "@theme/TabItem", "@site/src/components", "./_intro.md"])
        #expect(document.imports[0].defaultName == "Tabs")
        #expect(document.imports[2].bindings == [.init(imported: "DocCardList", local: "DocCardList"), .init(imported: "Badge", local: "VersionBadge")])
        #expect(document.imports[2].localNames == ["DocCardList", "VersionBadge"])
        #expect(document.imports.map(\.location.line) == [1, 2, 3, 7])
        #expect(document.exports.map(\.names) == [["toc"]])
        #expect(document.exports.first?.location == SourceLocation(line: 9, column: 1))
        guard case .component(let intro) = document.blocks.first else { Issue.record("the first block is not <Intro />"); return }
        #expect(intro.name == "Intro" && intro.isSelfClosing)
        #expect(document.problems.isEmpty)
    }

    @Test("Every import form MDX allows", arguments: [
        ("import A from 'a'\n", MDXImport(defaultName: "A", specifier: "a", location: SourceLocation(line: 1, column: 1))),
        ("import * as ns from \"b\";\n", MDXImport(namespaceName: "ns", specifier: "b", location: SourceLocation(line: 1, column: 1))),
        ("import D, {x as y} from './c.mdx'\n", MDXImport(defaultName: "D", bindings: [.init(imported: "x", local: "y")], specifier: "./c.mdx", location: SourceLocation(line: 1, column: 1))),
        ("import './side-effect.css'\n", MDXImport(specifier: "./side-effect.css", location: SourceLocation(line: 1, column: 1))),
        ("import data from './d.json' with {type: 'json'}\n", MDXImport(defaultName: "data", specifier: "./d.json", location: SourceLocation(line: 1, column: 1))),
    ])
    func importForms(source: String, expected: MDXImport) {
        let document = parse(source + "\nText.\n")
        #expect(document.imports == [expected])
        #expect(document.problems.isEmpty)
        #expect(document.blocks.count == 1)
    }

    @Test("ESM runs to a blank line, and on past one while a bracket is open; anything but import/export in it is a problem")
    func esmExtent() {
        let open = parse("import {\n  A,\n\n  B,\n} from 'x'\n\n# Title\n")
        #expect(open.imports.first?.bindings.map(\.local) == ["A", "B"])
        #expect(open.blocks.count == 1)
        let stray = parse("import A from 'a'\nconst x = 1\n\nText.\n")
        #expect(stray.problems.map(\.kind) == [.invalidESM])
        #expect(stray.problems.first?.location == SourceLocation(line: 2, column: 1))
        // ESM does not interrupt a paragraph: this is text.
        let inParagraph = parse("Some text\nimport A from 'a'\n")
        #expect(inParagraph.imports.isEmpty)
        // Never ended: a problem, and only its first lines are ESM.
        let never = parse("import {A from 'a'\n\n## Still parsed\n")
        #expect(never.problems.map(\.kind) == [.invalidESM])
        guard case .heading(let heading)? = never.blocks.first else { Issue.record("heading lost"); return }
        #expect(heading.content.plainText == "Still parsed")
    }

    // MARK: Expressions and comments

    @Test("{/* comments */} in flow and text, code expressions and HTML comments leave nothing; a string literal is its text")
    func expressionsAndComments() {
        let document = parse("""
        {/* flow comment */}

        Before{/* inline */} after {props.name} and{' '}more {"quoted"} {`template`} {`no ${x}`}.

        <!-- an HTML comment -->

        End.
        """)
        #expect(document.blocks.count == 2)
        guard case .paragraph(let content, _) = document.blocks[0] else { Issue.record("no paragraph"); return }
        #expect(content.plainText == "Before after  and more quoted template .")
        #expect(document.problems.isEmpty)
    }

    @Test("Braces are counted outside JavaScript strings, templates and comments")
    func braceCounting() {
        let document = parse("<Chart data={{label: '}', note: \"{\", t: `${ {a: 1}.a }`, /* } */ n: 1}} />\n")
        guard case .component(let chart)? = document.blocks.first else { Issue.record("no component"); return }
        #expect(chart.attributes.first?.value == .expression("{label: '}', note: \"{\", t: `${ {a: 1}.a }`, /* } */ n: 1}"))
        #expect(document.problems.isEmpty)
    }

    @Test("A `<` or `{` that cannot start JSX or an expression is text", arguments: [
        ("a < b and 1 <= 2", "a < b and 1 <= 2"),
        ("I <3 MDX", "I <3 MDX"),
        ("Escaped \\<Tag> and \\{brace\\}", "Escaped <Tag> and {brace}"),
        ("An autolink <https://example.com> stays", "An autolink https://example.com stays"),
        ("`<Tabs>` in code", "<Tabs> in code"),
    ])
    func plainText(source: String, text: String) {
        let document = parse(source + "\n")
        guard case .paragraph(let content, _)? = document.blocks.first else { Issue.record("no paragraph"); return }
        #expect(content.plainText == text)
        #expect(document.problems.isEmpty)
    }

    // MARK: JSX

    @Test("Self-closing components keep their attributes: strings, array and object expressions, booleans, spreads")
    func selfClosing() throws {
        let document = parse(try fixture("docusaurus-install.en.mdx"))
        guard case .component(let list)? = document.blocks.last else { Issue.record("no <DocCardList />"); return }
        #expect(list.name == "DocCardList" && list.isSelfClosing && list.children.isEmpty)
        guard case .expression(let items)? = list.attributes.first(named: "items")?.value else { Issue.record("no items"); return }
        #expect(items.hasPrefix("[\n  {type: 'link', href: '/paywalls'"))
        #expect(list.attributes.first?.location == SourceLocation(line: 53, column: 14))

        let more = parse("<Tabs.Item value=\"a\" label='B &amp; C' default count={2} {...rest} data-id=\"x\" xlink:href=\"#y\" />\n")
        guard case .component(let item)? = more.blocks.first else { Issue.record("no member component"); return }
        #expect(item.name == "Tabs.Item")
        #expect(item.attributes.map(\.name) == ["value", "label", "default", "count", "", "data-id", "xlink:href"])
        #expect(item.attributes.map(\.value) == [.string("a"), .string("B & C"), .boolean, .expression("2"), .spread("rest"), .string("x"), .string("#y")])
    }

    @Test("<Tabs>/<TabItem> with a fence right after the opening tag gives the same tree as with blank lines")
    func blankLinesAroundTags() {
        let tight = parse("""
        <Tabs groupId="lang">
        <TabItem value="swift" label="Swift">
        ```swift
        let a = 1
        ```
        </TabItem>
        </Tabs>
        """)
        let loose = parse("""
        <Tabs groupId="lang">

        <TabItem value="swift" label="Swift">

        ```swift
        let a = 1
        ```

        </TabItem>

        </Tabs>
        """)
        let oneLine = parse("""
        <Tabs groupId="lang"><TabItem value="swift" label="Swift">
        ```swift
        let a = 1
        ```
        </TabItem></Tabs>
        """)
        #expect(shape(tight.blocks) == "Tabs(groupId=\"lang\")[TabItem(value=\"swift\" label=\"Swift\")[code(swift:let a = 1\n)]]")
        #expect(shape(loose.blocks) == shape(tight.blocks))
        #expect(shape(oneLine.blocks) == shape(tight.blocks))
        #expect(tight.problems.isEmpty && loose.problems.isEmpty && oneLine.problems.isEmpty)
    }

    @Test("Without MDX, cmark's HTML-block rule swallows that fence; with it, no marker reaches the tree")
    func markdownSwallowsFence() {
        let source = "<TabItem value=\"swift\">\n```swift\nlet a = 1\n```\n</TabItem>\n"
        guard case .html(let html, _)? = MarkdownParser().parse(source).blocks.first else { Issue.record("cmark changed"); return }
        #expect(html.contains("```swift"))
        guard case .component(let item)? = parse(source).blocks.first, case .code(let code)? = item.children.first else {
            Issue.record("no code in the component"); return
        }
        #expect(code.code == "let a = 1\n")
    }

    @Test("Components nest, and Markdown inside them is Markdown, indented or not (no indented code in MDX)")
    func nesting() throws {
        let document = parse(try fixture("starlight-tabs.ja.mdx"))
        #expect(document.problems.isEmpty)
        let tabs = document.blocks.compactMap { if case .component(let c) = $0, c.name == "Tabs" { c } else { nil } }
        let items = try #require(tabs.first).children.compactMap { if case .component(let c) = $0 { c } else { nil } }
        #expect(items.map { $0.attributes.first(named: "label")?.stringValue } == ["Swift", "CocoaPods"])
        guard case .paragraph(let intro, _) = items[0].children[0], case .code(let swift) = items[0].children[1] else {
            Issue.record("indented content is not a paragraph and a fence"); return
        }
        #expect(intro.plainText == "Swift Package Manager で追加します。")
        #expect(swift.language == "swift")
        #expect(swift.code.hasPrefix("import Adapty\nAdapty.activate(\"OLD_KEY\")\nfunc start() {\n    Adapty"))
        let grid = document.blocks.compactMap { if case .component(let c) = $0, c.name == "CardGrid" { c } else { nil } }
        #expect(try #require(grid.first).children.count == 2)
    }

    @Test("Inline components in a paragraph and in a table cell, with Markdown inside")
    func inlineComponents() throws {
        let document = parse(try fixture("starlight-tabs.ja.mdx"))
        guard case .paragraph(let content, _) = document.blocks[1], case .component(let aside)? = content.last else {
            Issue.record("no inline <Aside>"); return
        }
        #expect(aside.name == "Aside" && aside.attributes.first?.value == .string("tip"))
        #expect(aside.children.plainText == "キーは ダッシュボード にあります。")
        #expect(aside.children.contains { if case .strong = $0 { true } else { false } })

        let table = parse(try fixture("details-table.zh.mdx")).blocks.compactMap { if case .table(let t, _) = $0 { t } else { nil } }
        let cell = try #require(table.first).rows[0].cells[1]
        guard case .component(let badge)? = cell.content.first else { Issue.record("no <Badge /> in the cell"); return }
        #expect(badge.name == "Badge" && badge.isSelfClosing && badge.attributes.first?.stringValue == "必需")
    }

    @Test("<details><summary> holds Markdown: the summary inline, the content as blocks")
    func details() throws {
        let document = parse(try fixture("details-table.zh.mdx"))
        let details = try #require(document.blocks.compactMap { if case .component(let c) = $0, c.name == "details" { c } else { nil } }.first)
        guard case .paragraph(let first, _) = details.children[0], case .component(let summary)? = first.first else {
            Issue.record("no <summary>"); return
        }
        #expect(summary.name == "summary")
        #expect(summary.children.plainText == "为什么需要 两个 回调？")
        #expect(details.children.count == 3)
        guard case .code(let code) = details.children[2] else { Issue.record("no code in <details>"); return }
        #expect(code.code.hasPrefix("func paywallController"))
    }

    @Test("Admonitions inside tabs, tabs inside admonitions")
    func admonitionsAndComponents() throws {
        let docusaurus = parse(try fixture("docusaurus-install.en.mdx"))
        let warning = try #require(docusaurus.blocks.compactMap { if case .admonition(let a) = $0 { a } else { nil } }.first)
        #expect(warning.kind == "warning" && warning.title == "Activate once")
        guard case .component(let tabs) = warning.blocks[1], case .component(let item)? = tabs.children.first,
              case .code(let code)? = item.children.first else {
            Issue.record("no tabs in the admonition"); return
        }
        #expect(code.code == "Adapty.activate(\"PUBLIC_SDK_KEY\")\n")

        let starlight = parse(try fixture("starlight-tabs.ja.mdx"))
        guard case .component(let tabs2)? = starlight.blocks.first(where: { if case .component = $0 { true } else { false } }),
              case .component(let swift)? = tabs2.children.first,
              case .admonition(let note)? = swift.children.last else {
            Issue.record("no admonition in the tab"); return
        }
        #expect(note.kind == "note" && note.title == "補足")
        #expect(note.location == SourceLocation(line: 22, column: 5))

        let crossed = parse(":::note\n<Tabs>\n:::\n</Tabs>\n")
        #expect(crossed.problems.map(\.kind) == [.unclosedTag, .strayClosingTag])
    }

    // MARK: Heading ids

    @Test("Heading ids: {#id} and translation tools' \\{#id\\}, in Japanese and Chinese, in MDX and Markdown", arguments: [
        ("## 購入と復元 \\{#restore\\}\n", "購入と復元", "restore"),
        ("## 概要 {#overview}\n", "概要", "overview"),
        ("## 迁移 \\{#migrate\\}\n", "迁移", "migrate"),
        ("### 事件列表 {#events} ###\n", "事件列表", "events"),
        ("## Title {#a.b_c-1}\n", "Title", "a.b_c-1"),
    ])
    func headingIDs(source: String, text: String, id: String) {
        for document in [parse(source), MarkdownParser().parse(source)] {
            guard case .heading(let heading)? = document.blocks.first else { Issue.record("no heading"); continue }
            #expect(heading.content.plainText == text)
            #expect(heading.explicitID == id)
            #expect(document.problems.isEmpty)
        }
    }

    @Test("{#id} elsewhere than at a heading's end is an expression (and \\{ a brace)")
    func idsOnlyEndHeadings() {
        let document = parse("A paragraph {#not-an-id}.\n\n## Heading {#id} more\n")
        guard case .paragraph(let content, _) = document.blocks[0], case .heading(let heading) = document.blocks[1] else {
            Issue.record("blocks"); return
        }
        #expect(content.plainText == "A paragraph .")
        #expect(heading.explicitID == nil)
    }

    // MARK: Fence meta

    @Test("Fence meta as Docusaurus and Starlight write it", arguments: [
        ("swift title=\"AppDelegate.swift\" showLineNumbers {1,3-5}", "AppDelegate.swift", true, nil as Int?, [1...1, 3...5], [] as [ClosedRange<Int>], [] as [ClosedRange<Int>]),
        ("swift {1, 3-5} ins={4} del={2}", nil, false, nil, [1...1, 3...5], [4...4], [2...2]),
        ("js showLineNumbers=5 title='x.js' mark={7-8}", "x.js", true, 5, [7...8], [], []),
        ("js{2} showLineNumbers startLineNumber=10 ins=\"text\"", nil, true, 10, [2...2], [], []),
        ("swift", nil, false, nil, [], [], []),
    ])
    func fenceMeta(info: String, title: String?, lineNumbers: Bool, start: Int?, highlighted: [ClosedRange<Int>],
                   inserted: [ClosedRange<Int>], deleted: [ClosedRange<Int>]) {
        let document = parse("```\(info)\nlet a = 1\n```\n")
        guard case .code(let code)? = document.blocks.first else { Issue.record("no code"); return }
        #expect(code.code == "let a = 1\n")
        #expect(code.title == title)
        #expect(code.showLineNumbers == lineNumbers)
        #expect(code.lineNumbersStart == start)
        #expect(code.highlightedLines == highlighted)
        #expect(code.insertedLines == inserted)
        #expect(code.deletedLines == deleted)
    }

    // MARK: Positions

    @Test("Positions inside components are the .mdx file's lines and byte columns")
    func positions() throws {
        let document = parse(try fixture("starlight-tabs.ja.mdx"))
        guard case .component(let tabs) = document.blocks[2], case .component(let swift) = tabs.children[0],
              case .paragraph(_, let paragraph) = swift.children[0], case .code(let code) = swift.children[1] else {
            Issue.record("no tabs"); return
        }
        #expect(tabs.location == SourceLocation(line: 10, column: 1))
        #expect(swift.location == SourceLocation(line: 11, column: 3))
        #expect(paragraph == SourceLocation(line: 12, column: 5))
        #expect(code.location == SourceLocation(line: 14, column: 5))

        // After a component on the same line, and after Japanese text (3 bytes a character).
        let inline = parse("- 項目 <Kbd>⌘</Kbd> と [リンク](a.md)\n")
        guard case .list(_, _, let items, _)? = inline.blocks.first, case .paragraph(let content, let at)? = items.first?.blocks.first else {
            Issue.record("no list"); return
        }
        #expect(at == SourceLocation(line: 1, column: 3))
        guard case .component(let kbd) = content[1], case .link(_, _, _, let link) = content[3] else { Issue.record("inlines"); return }
        #expect(kbd.location == SourceLocation(line: 1, column: 10))
        #expect(link == SourceLocation(line: 1, column: 29))
    }

    // MARK: Problems

    @Test("Unclosed and stray tags, an unbalanced brace and an invalid tag are located problems; the rest still parses")
    func problems() throws {
        let document = parse(try fixture("invalid.en.mdx"))
        #expect(document.problems.map(\.kind) == [.unclosedTag, .strayClosingTag, .unclosedTag, .unclosedExpression, .invalidTag])
        #expect(document.problems.map(\.location) == [
            SourceLocation(line: 6, column: 1), SourceLocation(line: 12, column: 9), SourceLocation(line: 14, column: 1),
            SourceLocation(line: 18, column: 11), SourceLocation(line: 21, column: 24),
        ])
        guard case .component(let note)? = document.blocks.last, case .paragraph(let last, _)? = note.children.last else {
            Issue.record("the page stopped parsing"); return
        }
        #expect(last.plainText == "After all of it, a paragraph that still parses.")
        #expect(parse("<A>\n<B>\n</A>\n").problems.map(\.kind) == [.unclosedTag])
        #expect(parse("a <b>text</c></b>\n").problems.map(\.kind) == [.mismatchedClosingTag])
        #expect(parse("*a <b>* c</b>\n").problems.map(\.kind) == [.unclosedTag, .strayClosingTag])
        #expect(parse("a <b\n\nc>\n").problems.map(\.kind) == [.invalidTag])
        #expect(parse("Text <!-- never closed\n").problems.map(\.kind) == [.unclosedComment])
    }

    @Test("Nesting past the limit is one too-deep problem, in flow and in text")
    func tooDeep() {
        let flow = parse(String(repeating: "<A>\n", count: 10_000) + "deep\n" + String(repeating: "</A>\n", count: 10_000))
        #expect(flow.problems.map(\.kind) == [.tooDeep])
        #expect(flow.problems.first?.location.line == MarkdownParser.maxNesting + 1)
        let text = parse("x " + String(repeating: "<b>", count: 10_000) + "deep" + String(repeating: "</b>", count: 10_000) + "\n")
        #expect(text.problems.map(\.kind) == [.tooDeep])
    }

    // MARK: Admonition fences

    @Test("A closing line of at least the opening's colons closes an admonition; fewer are a line inside it (MDX and Markdown)",
          arguments: ["en", "ja", "zh"])
    func admonitionFences(locale: String) throws {
        let text = try fixture("admonition-fences.\(locale).mdx")
        for syntax in [MarkdownParser.Syntax.mdx, .markdown] {
            let document = MarkdownParser().parse(text, syntax: syntax)
            #expect(document.problems.isEmpty, "\(syntax): \(document.problems)")
            let admonitions = document.blocks.compactMap { block -> Admonition? in
                if case .admonition(let a) = block { return a } else { return nil }
            }
            // `::::` closes `:::note`; `:::` does not close `::::tip`; `:::::warning` holds a `:::note`.
            #expect(admonitions.map(\.kind) == ["note", "tip", "warning"], "\(syntax)")
            guard admonitions.count == 3 else { continue }
            #expect(admonitions[0].blocks.count == 1)
            #expect(admonitions[1].blocks.count == 3)
            if case .paragraph(let colons, _) = admonitions[1].blocks[1] { #expect(colons.plainText == ":::") } else { Issue.record("no ':::' line in the tip") }
            #expect(admonitions[2].blocks.contains { if case .admonition(let inner) = $0 { return inner.kind == "note" } else { return false } })
            guard case .paragraph(let last, _)? = document.blocks.last else { Issue.record("no paragraph after the admonitions"); continue }
            #expect(!last.plainText.contains(":"))
        }
        // Fewer colons than the opening never close it: the admonition is unclosed.
        let unclosed = MarkdownParser().parse("::::note\n\(locale)\n:::\n", syntax: .mdx)
        #expect(unclosed.problems.map(\.kind) == [.unclosedAdmonition])
        #expect(unclosed.problems.first?.message.contains("'::::'") == true)
    }

    // MARK: Indented list items

    @Test("A quote's '>' alone, in a list item indented four or more columns, is the quote's blank line", arguments: ["en", "ja", "zh"])
    func emptyQuoteLineInIndentedItem(locale: String) throws {
        let document = parse(try fixture("indented-quote.\(locale).mdx"))
        var quotes: [[Block]] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .blockQuote(let inner, _): quotes.append(inner)
                case .list(_, _, let items, _): items.forEach { walk($0.blocks) }
                case .component(let c): walk(c.children)
                default: break
                }
            }
        }
        walk(document.blocks)
        // In a component, at six spaces without one, and the look-alike at the margin.
        #expect(quotes.count == 3)
        for quote in quotes {
            #expect(quote.count == 2, "\(quote)")
            for case .paragraph(let content, _) in quote { #expect(!content.plainText.contains(">"), "\(content.plainText)") }
        }
    }

    // MARK: Nothing leaks

    @Test("No marker, import, {/* or raw <Component reaches any text or HTML node of a fixture", arguments: fixtures)
    func nothingLeaks(name: String) throws {
        let document = parse(try fixture(name))
        var all: [String] = []
        MDXTreeText.collect(document.blocks, into: &all)
        for text in all { #expect(!MDXTreeText.hasMarker(text), "\(text)") }
        var texts: [String] = []
        MDXTreeText.collectTextAndHTML(document.blocks, into: &texts)
        for text in texts {
            #expect(!text.contains("import "), "\(text)")
            #expect(!text.contains("{/*"), "\(text)")
            if text.hasPrefix("<!--") { #expect(text.hasPrefix("<!-- docgen:"), "\(text)") }
        }
        if name != "invalid.en.mdx" {
            let joined = texts.joined(separator: " ")
            let raw = joined.unicodeScalars.indices.contains { i in
                joined.unicodeScalars[i] == "<" && joined.unicodeScalars.index(after: i) < joined.unicodeScalars.endIndex
                    && ("A"..."Z").contains(joined.unicodeScalars[joined.unicodeScalars.index(after: i)])
            }
            #expect(!raw, "\(joined)")
            #expect(document.problems.isEmpty, "\(document.problems)")
        }
    }

    // MARK: Generated pages

    @Test("Generated MDX (deterministic): no crash, every marker folded, every position inside the page")
    func generated() {
        var generator = MDXGenerator(seed: 0x5EED)
        for _ in 0..<600 {
            let page = generator.page()
            for violation in MDXTreeText.violations(of: parse(page), in: page) {
                Issue.record("\(violation) in \(String(reflecting: page))")
            }
        }
    }

    static let regressions = (try? FileManager.default.contentsOfDirectory(
        atPath: Bundle.module.resourcePath! + "/Fixtures/mdx/fuzz"))?.sorted() ?? []

    @Test("Inputs the mdx fuzzer and the generator found (fuzz/regressions/mdx) pass its oracle", arguments: regressions)
    func fuzzRegression(name: String) throws {
        let data = try Data(contentsOf: try #require(Bundle.module.url(forResource: "Fixtures/mdx/fuzz/\(name)", withExtension: nil)))
        let page = MDXTreeText.blankingFrontMatter(String(decoding: data, as: UTF8.self))
        #expect(MDXTreeText.violations(of: parse(page), in: page) == [])
    }

    // MARK: Pathological input

    @Test("Pathological pages parse in time linear in their size", arguments: [
        String(repeating: "<", count: 100_000),
        String(repeating: "{", count: 100_000),
        String(repeating: "<a b={", count: 20_000),
        String(repeating: "{\n", count: 50_000),
        String(repeating: "<a\n", count: 50_000),
        String(repeating: "`", count: 50_000) + String(repeating: " `` x", count: 10_000),
        String(repeating: "[a](<](", count: 20_000),
        String(repeating: "import {\n\n", count: 20_000),
        String(repeating: "<!--\n", count: 50_000),
        String(repeating: "a <b c=\"", count: 20_000),
    ])
    func pathological(source: String) {
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = parse(source) }
        #expect(elapsed < .seconds(5), "\(elapsed) for \(source.prefix(20))… (\(source.utf8.count) bytes)")
    }

    /// The tree without positions, for comparing trees of differently laid out sources.
    func shape(_ blocks: [Block]) -> String {
        blocks.map { block in
            switch block {
            case .component(let c):
                let attributes = c.attributes.map { "\($0.name)=\($0.stringValue.map { "\"\($0)\"" } ?? "\($0.value)")" }.joined(separator: " ")
                return "\(c.name)(\(attributes))[\(shape(c.children))]"
            case .code(let code): return "code(\(code.info):\(code.code))"
            case .paragraph(let content, _): return "p(\(content.plainText))"
            default: return "\(block)"
            }
        }.joined(separator: ",")
    }
}

/// Every string of a tree (text, code, HTML, attribute values) and every location in it.
enum MDXTreeText {
    /// What the fuzz target's oracle refuses (fuzz/harness/mdx.swift): a marker left in the
    /// tree, raw HTML other than docgen's own comments, a location outside the page.
    static func violations(of document: MarkdownDocument, in page: String) -> [String] {
        var violations: [String] = []
        var texts: [String] = []
        var locations: [SourceLocation] = []
        collect(document.blocks, into: &texts, locations: &locations)
        locations += document.problems.map(\.location) + document.imports.map(\.location) + document.exports.map(\.location)
        for text in texts where hasMarker(text) { violations.append("marker left in \(String(reflecting: text))") }
        var html: [String] = []
        collectTextAndHTML(document.blocks, into: &html, htmlOnly: true)
        for text in html {
            let rest = text.drop(while: { $0 == " " })
            if !(rest.hasPrefix("<!--") && rest.dropFirst(4).drop(while: { $0 == " " }).hasPrefix("docgen:")) {
                violations.append("raw HTML \(String(reflecting: text))")
            }
        }
        let lines = lineLengths(page)
        for location in locations where location.line < 1 || location.line > lines.count
            || location.column < 1 || location.column > lines[location.line - 1] + 1 {
            violations.append("\(location) is outside the page")
        }
        return violations
    }

    /// Front matter made blank lines, as `PageSource` makes it before a body is parsed.
    static func blankingFrontMatter(_ page: String) -> String {
        guard page.hasPrefix("---\n") else { return page }
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let close = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else { return page }
        return String(repeating: "\n", count: close + 1) + lines[(close + 1)...].joined(separator: "\n")
    }

    /// Each line's length in bytes, lines ending as cmark ends them (LF, CRLF or a lone CR).
    /// Not `split(separator: "\n")`: in Swift "\r\n" is one Character.
    static func lineLengths(_ page: String) -> [Int] {
        var lengths: [Int] = []
        var length = 0
        var previousCR = false
        for byte in page.utf8 {
            if byte == 0x0A {
                if !previousCR { lengths.append(length) }
                length = 0
            } else if byte == 0x0D {
                lengths.append(length)
                length = 0
            } else {
                length += 1
            }
            previousCR = byte == 0x0D
        }
        lengths.append(length)
        return lengths
    }

    static func hasMarker(_ text: String) -> Bool {
        text.contains("docgen:mdx") || text.contains("docgen-mdx") || text.contains("docgen:admonition")
    }

    /// Only `.text` and `.html`, inline or block.
    static func collectTextAndHTML(_ blocks: [Block], into texts: inout [String], htmlOnly: Bool = false) {
        func inlines(_ content: [Inline]) {
            for inline in content {
                switch inline {
                case .text(let s): if !htmlOnly { texts.append(s) }
                case .html(let s, _): texts.append(s)
                case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c, _), .image(_, _, let c, _): inlines(c)
                case .component(let c): inlines(c.children)
                case .code, .softBreak, .lineBreak, .footnoteReference: break
                }
            }
        }
        for block in blocks {
            switch block {
            case .paragraph(let content, _): inlines(content)
            case .heading(let h): inlines(h.content)
            case .blockQuote(let inner, _): collectTextAndHTML(inner, into: &texts, htmlOnly: htmlOnly)
            case .list(_, _, let items, _): for item in items { collectTextAndHTML(item.blocks, into: &texts, htmlOnly: htmlOnly) }
            case .html(let html, _): texts.append(html)
            case .table(let table, _): for row in [table.header] + table.rows { for cell in row.cells { inlines(cell.content) } }
            case .admonition(let a): collectTextAndHTML(a.blocks, into: &texts, htmlOnly: htmlOnly)
            case .component(let c): collectTextAndHTML(c.children, into: &texts, htmlOnly: htmlOnly)
            case .footnoteDefinition(_, let inner, _): collectTextAndHTML(inner, into: &texts, htmlOnly: htmlOnly)
            case .code, .thematicBreak: break
            }
        }
    }

    static func collect(_ blocks: [Block], into texts: inout [String]) {
        var locations: [SourceLocation] = []
        collect(blocks, into: &texts, locations: &locations)
    }

    static func collect(_ blocks: [Block], into texts: inout [String], locations: inout [SourceLocation]) {
        for block in blocks {
            locations.append(block.location)
            switch block {
            case .paragraph(let content, _): collect(content, into: &texts, locations: &locations)
            case .heading(let h): collect(h.content, into: &texts, locations: &locations)
            case .blockQuote(let inner, _): collect(inner, into: &texts, locations: &locations)
            case .list(_, _, let items, _):
                for item in items {
                    locations.append(item.location)
                    collect(item.blocks, into: &texts, locations: &locations)
                }
            case .code(let code): texts.append(code.code)
            case .html(let html, _): texts.append(html)
            case .thematicBreak: break
            case .table(let table, _):
                for row in [table.header] + table.rows {
                    locations.append(row.location)
                    for cell in row.cells {
                        locations.append(cell.location)
                        collect(cell.content, into: &texts, locations: &locations)
                    }
                }
            case .admonition(let a):
                texts.append(a.title ?? "")
                collect(a.blocks, into: &texts, locations: &locations)
            case .component(let c):
                attributes(c.attributes, into: &texts, locations: &locations)
                collect(c.children, into: &texts, locations: &locations)
            case .footnoteDefinition(_, let inner, _):
                collect(inner, into: &texts, locations: &locations)
            }
        }
    }

    static func collect(_ inlines: [Inline], into texts: inout [String], locations: inout [SourceLocation]) {
        for inline in inlines {
            switch inline {
            case .text(let s), .code(let s): texts.append(s)
            case .html(let s, let at):
                locations.append(at)
                texts.append(s)
            case .emphasis(let c), .strong(let c), .strikethrough(let c): collect(c, into: &texts, locations: &locations)
            case .link(_, _, let c, let at), .image(_, _, let c, let at):
                locations.append(at)
                collect(c, into: &texts, locations: &locations)
            case .softBreak, .lineBreak, .footnoteReference: break
            case .component(let c):
                locations.append(c.location)
                attributes(c.attributes, into: &texts, locations: &locations)
                collect(c.children, into: &texts, locations: &locations)
            }
        }
    }

    private static func attributes(_ attributes: [JSXAttribute], into texts: inout [String], locations: inout [SourceLocation]) {
        for attribute in attributes {
            locations.append(attribute.location)
            switch attribute.value {
            case .string(let s), .expression(let s), .spread(let s): texts.append(s)
            case .boolean: break
            }
        }
    }
}

/// Deterministic random MDX from Docusaurus/Starlight pieces, cut at random places so that
/// half-written tags, expressions, fences and ESM come up too.
struct MDXGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    private static let pieces = [
        "import Tabs from '@theme/Tabs';\n", "import {\n  A,\n  B as C,\n} from 'x';\n", "export const meta = {a: [1, {b: 2}]};\n",
        "<Tabs groupId=\"lang\">\n", "</Tabs>\n", "<TabItem value=\"swift\" label=\"Swift\">\n", "</TabItem>\n",
        "  <TabItem label=\"日本語\">\n", "    ```swift\n    let a = 1\n    ```\n", "```js {1,3-5} title=\"a.js\"\nconst a = {b: '<c>'};\n```\n",
        "<Card title=\"x\" ids={[1, 2, {a: '}'}]} />\n", "{/* comment */}\n", "{`template ${x} {`}\n", "{'literal'}\n",
        "Text with <Kbd>⌘</Kbd> and {props.x} and `code <T>` and [a](<b> \"t\").\n", "a < b, <3, \\{ and \\< \n",
        ":::note[タイトル]\n", ":::warning Title\n", ":::\n", "> <Note>\n> 引用 **太字**\n> </Note>\n", "- <Badge />\n- item <b>x</b>\n  more\n",
        "| a | <Badge text=\"x\" /> |\n|---|---|\n| `<x>` | {1} |\n", "<details>\n<summary>概要 *strong*</summary>\n\n内容\n\n</details>\n",
        "## 見出し \\{#id\\}\n", "## Heading {#id}\n", "<!-- docgen:symbol X -->\n", "<!-- comment -->\n", "<!--\nmulti\n-->\n",
        "<A\n  b=\"c\"\n  {...d}\n/>\n", "<>\nfragment\n</>\n", "    indented text\n", "\n", "\n\n", "<a.b:c />\n", "<br/>\n",
        "text <b\nc=\"d\">inline</b> e\n", "</Stray>\n", "<Unclosed>\n", "{unclosed\n", "<x y=z>\n", "\t<Tab>\n\t\tTabbed\n\t</Tab>\n",
        "1. <Step>\n   Inside\n   </Step>\n", "***\n", "Setext\n---\n", "[ref]: <https://e.com/{x}>\n", "<https://example.com>\n",
        "<!docgen>\n", "<?php ?>\n", "text\r\n", "中文 <Kbd>K</Kbd> 文本 {'字'}\n",
        "[a](j<b c> \"t{x}\")\n", "[a](u \"t<b c='\"'>\")\n", "![alt <b>x</b>](i.png \"{t}\")\n", "[<Kbd>K</Kbd>](<a b>)\n",
        "<B  var%ant='tip' />\n", "-     <b>x</b> `<y>`\n", "1.\t\t<b>{x}</b>\n", "\n</details>\u{0C}\n", "a](<!--x>) <Tag> -->\n", "\t\t-\t<X/>\n", "- a\n  <X\nb=\"c\" />\n\t\tt <y>\n", "-\t-\nimp\n\t<T a\nb=\"c\">\n\t\tx *y<z\n", "- \n  <b>x</b>\n", "t <b\nc=\"d\">x</b>\n-:\n", "a <b\nc>\n:-:\n", "a {\nb}\n- :\n", "-    >\t\t<N>{y}</N>\n  > `a\n  > <b>`\n", "> - <X>\n>   y\n> </X>\n", "-\n\n    <Aside>x</Aside>\n", "| a |\n|---|\n --\n{x\n}\n", "| a |\n|---|\n==\n<b\nc/>\n", "| a |\n|---|\n***\n{y\n}\n", "1.\n\n  <b>y</b>\n", "> <Q\nz=\"1\">\n>     c {d}\n", "-\t\tx\n", "1.\t<b>\n", "[a](<b>)` x\n`<c>`\n", "\n<!-- c -->\u{0B}\n", "\n{x}\u{0C} \n", ">\t\t<N>{y}</N>\n", "-\t<i>\n\t  z</i>\n", ">     <Note>{x}</Note>\n", "-      ```js\n       a\n       ```\n", "text {`a\n    ```b`} c\n", "- a\n<b\n  c=\"d\"\n  ```\n", "x\n2. <b>y\n", "`a\n<b>`\n", "**<b>**x</b>**\n", "<a href=\"x.md\">link</a>\n", "{a}<B/>{c}\n",
    ]

    mutating func page() -> String {
        var page = ""
        for _ in 0..<(1 + below(14)) {
            var piece = Self.pieces[below(Self.pieces.count)]
            if below(6) == 0 {
                // Cut a piece short, keeping whole characters.
                let scalars = Array(piece.unicodeScalars)
                piece = String(String.UnicodeScalarView(scalars.prefix(below(scalars.count + 1))))
            }
            page += piece
        }
        return page
    }
}
