@testable import DocgenBuild
import DocgenHTML
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSite
@testable import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Raw HTML in pages through the real build: sanitized in one piece with docgen's markup,
/// warnings at their line and column in the `.md` file, `html: trusted`, active assets.
@Suite("Raw HTML in pages", .serialized)
struct RawHTMLSanitizingTests {
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/sanitizer/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The basic site with `page` (a fixture's text) at `content/en/guides/<name>.md`, and
    /// `config` added to its docgen.yaml.
    static func site(_ page: String, named name: String = "raw", config: String = "") throws -> TemporarySite {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/guides/\(name).md", page)
        if !config.isEmpty {
            let yaml = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
            try site.write("docgen.yaml", yaml + config)
        }
        return site
    }

    /// A built page's body: what the theme's `page.content` printed (after the title, the
    /// page's buttons and the folded table of contents; before the page's dates and the pager).
    static func body(_ site: TemporarySite, _ path: String) throws -> String {
        let page = try site.read(path)
        let start = try #require(page.range(of: "<h1 class=\"doc-title\">"))
        var from = try #require(page.range(of: "</h1>\n", range: start.upperBound..<page.endIndex)).upperBound
        for block in ["<div class=\"page-actions\">", "<details class=\"toc-inline\">"] {
            if let open = page.range(of: block, range: from..<page.endIndex), page[from..<open.lowerBound].allSatisfy(\.isWhitespace) {
                let close = block.hasPrefix("<div") ? "</div>\n" : "</details>\n"
                from = try #require(page.range(of: close, range: open.upperBound..<page.endIndex)).upperBound
            }
        }
        while from < page.endIndex, page[from] == "\n" { from = page.index(after: from) }
        let end = ["      <div class=\"page-meta\">", "      <nav class=\"pager\"", "</article>"]
            .compactMap { page.range(of: $0, range: from..<page.endIndex)?.lowerBound }.min()
        return String(page[from..<(try #require(end))])
    }

    @Test("Every drop is a warning at its line and column in the .md file (columns in UTF-8 bytes)")
    func warnings() throws {
        let site = try Self.site(try Self.fixture("raw-html.md"))
        let report = try SiteBuild(root: site.root).run()
        let found = report.warnings.filter { $0.file == "content/en/guides/raw.md" && $0.id == "docgen.html.dropped" }
        let expected = try Self.fixture("raw-html.warnings").split(separator: "\n").map(String.init)
        #expect(found.count == expected.count, "\(found.map { "\($0.location!): \($0.message)" })")
        for (diagnostic, line) in zip(found.sorted { $0.location! < $1.location! }, expected) {
            let (position, message) = (line.prefix { $0 != " " }, line.drop { $0 != " " }.dropFirst())
            #expect(diagnostic.location?.description == String(position), "\(line) ← \(diagnostic.message)")
            #expect(diagnostic.message.hasPrefix("raw HTML: " + message), "\(line) ← \(diagnostic.message)")
        }
        // No warning for a translation's fallback copy of the page.
        #expect(!report.warnings.contains { $0.id == "docgen.html.dropped" && $0.file?.hasPrefix("content/ja") == true })
    }

    @Test("What a page keeps: nothing that runs, and the structure raw HTML builds across Markdown blocks")
    func output() throws {
        let site = try Self.site(try Self.fixture("raw-html.md"))
        _ = try SiteBuild(root: site.root).run()
        let body = try Self.body(site, "en/guides/raw/index.html")
        #expect(SafetyOracle.violations(in: body, docgenMarkup: true) == [], "\(body)")
        let tree = HTMLTree(fragment: body)
        // The details opened by one HTML block and closed by another holds the Markdown and
        // the code block between them.
        let details = try #require(tree.nodes.indices.first { tree.nodes[$0].name == "details" })
        #expect(tree.nodes[details].attribute("open") != nil)
        #expect(tree.nodes[details].attribute("ontoggle") == nil)
        for name in ["summary", "em", "figure", "sup"] {
            #expect(tree.nodes.indices.contains { tree.nodes[$0].name == name && tree.isInside($0, "details") }, "no <\(name)> in <details>")
        }
        // Markdown links and raw links are still rewritten; kept markup keeps its attributes.
        #expect(body.contains("<a href=\"../../../en/\">link</a>"))
        #expect(body.contains("<a href=\"../../../en/guides/setup/#install-the-sdk\">good</a>"))
        #expect(body.contains("<img src=\"../../../en/img/logo.png\" width=\"10\">"))
        #expect(body.contains("<kbd>Ctrl</kbd>+<kbd>C</kbd>"))
        // A short cell is marked not to wrap; its raw <br> still breaks it.
        #expect(body.contains("<td class=\"nowrap\">x<br>y</td>"))
        #expect(body.contains("<b>太字</b>"))
        #expect(body.contains("<figure class=\"code-block\" data-lang=\"swift\">"))
    }

    @Test("docgen's own markup around raw HTML survives: the same tree as with html: trusted, and no warning")
    func docgenMarkup() throws {
        let page = try Self.fixture("docgen-markup.md")
        let safe = try Self.site(page)
        let report = try SiteBuild(root: safe.root).run()
        #expect(!report.warnings.contains { $0.file == "content/en/guides/raw.md" }, "\(report.warnings)")
        let trusted = try Self.site(page, config: "html: trusted\n")
        _ = try SiteBuild(root: trusted.root).run()
        let sanitized = try Self.body(safe, "en/guides/raw/index.html")
        let asWritten = try Self.body(trusted, "en/guides/raw/index.html")
        let (before, after) = (HTMLTree(fragment: asWritten).nodes, HTMLTree(fragment: sanitized).nodes)
        let differing = Array(zip(before, after)).firstIndex { $0 != $1 }
        #expect(before.count == after.count && differing == nil, "first difference at node \(differing ?? -1): \(differing.map { "\(before[$0]) → \(after[$0])" } ?? "")")
        #expect(sanitized.contains("<kbd>K</kbd>"))
    }

    @Test("The docgen-markup policy keeps every construct HTMLRenderer writes, parsed whole (no opaque blocks)")
    func docgenMarkupPolicy() throws {
        // The fixture without its raw HTML and front matter: docgen's markup alone.
        let page = try Self.fixture("docgen-markup.md").replacingOccurrences(of: "<kbd>K</kbd>", with: "K")
        let text = String(page[try #require(page.range(of: "---\n\n")).upperBound...])
        let document = MarkdownParser().parse(text)
        var renderer = HTMLRenderer(outline: HeadingOutline(document), links: FuzzRegressionTests.PassThrough(), admonitionTitles: [:])
        let body = renderer.renderHTML(document).bytes
        let result = BodySanitizer.page.sanitize(body, layout: MarkupLayout(untrusted: []), own: BodySanitizer.docgen)
        #expect(result.findings == [], "\(result.findings)")
        let (before, after) = (HTMLTree(fragment: body).nodes, HTMLTree(fragment: result.html).nodes)
        #expect(before.count > 100)
        let differing = Array(zip(before, after)).firstIndex { $0 != $1 }
        #expect(before.count == after.count && differing == nil, "first difference at node \(differing ?? -1)")
    }

    @Test("The docgen-markup policy keeps the MDX tabs HTMLRenderer writes, with what docgen.js reads")
    func docgenMarkupPolicyTabs() throws {
        let document = MarkdownParser().parse(try Self.fixture("docgen-markup-tabs.mdx"), syntax: .mdx)
        var renderer = HTMLRenderer(outline: HeadingOutline(document), links: FuzzRegressionTests.PassThrough(), admonitionTitles: [:])
        let body = renderer.renderHTML(document).bytes
        let result = BodySanitizer.page.sanitize(body, layout: MarkupLayout(untrusted: []), own: BodySanitizer.docgen)
        #expect(result.findings == [], "\(result.findings)")
        let html = String(decoding: result.html, as: UTF8.self)
        #expect(html.contains("data-group-id=\"os\"") && html.contains("data-value=\"linux\" data-default>"), "\(html)")
        let (before, after) = (HTMLTree(fragment: body).nodes, HTMLTree(fragment: result.html).nodes)
        let differing = Array(zip(before, after)).firstIndex { $0 != $1 }
        #expect(before.count == after.count && differing == nil, "first difference at node \(differing ?? -1)")
    }

    @Test("Pages without raw HTML render byte for byte as with html: trusted (the renderer as it was)")
    func unchangedWithoutRawHTML() throws {
        let safe = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: safe.root).run()
        let trusted = try Self.site("", named: "unused", config: "html: trusted\n")
        try FileManager.default.removeItem(at: trusted.root.appendingPathComponent("content/en/guides/unused.md"))
        _ = try SiteBuild(root: trusted.root).run()
        for path in ["en/guides/setup/index.html", "ja/guides/setup/index.html", "en/guides/events/index.html", "zh/index.html"] {
            #expect(try safe.read(path) == (try trusted.read(path)), "\(path)")
        }
    }

    @Test("html: trusted keeps event handlers and the rest as written; only GFM's tag filter applies")
    func trusted() throws {
        let site = try Self.site(try Self.fixture("raw-html.md"), config: "html: trusted\n")
        let report = try SiteBuild(root: site.root).run()
        #expect(!report.warnings.contains { $0.id.hasPrefix("docgen.html.") })
        let body = try Self.body(site, "en/guides/raw/index.html")
        #expect(body.contains("ontoggle=\"alert(1)\""))
        #expect(body.contains("&lt;script>alert(1)&lt;/script>"))
    }

    @Test("A raw HTML attribute left open that swallows the Markdown after it is a warning at that HTML")
    func swallowed() throws {
        let site = try Self.site("---\ntitle: Open\n---\n\nBefore.\n\n<div title=\"\n\nSwallowed paragraph.\n\n## Swallowed heading\n")
        let report = try SiteBuild(root: site.root).run()
        let lost = try #require(report.warnings.first { $0.message.hasPrefix("Markdown after this raw HTML was lost") })
        #expect(lost.location == DocgenSupport.SourceLocation(line: 7, column: 1))
        #expect(SafetyOracle.violations(in: try Self.body(site, "en/guides/raw/index.html"), docgenMarkup: true) == [])
    }

    @Test("Raw HTML past the parse budget is shown as text, with a warning, in bounded time")
    func budget() throws {
        let site = try Self.site("---\ntitle: Deep\n---\n\n" + String(repeating: "<div>", count: 100_000) + "\n\nAfter.\n")
        let clock = ContinuousClock.now
        let report = try SiteBuild(root: site.root).run()
        #expect(ContinuousClock.now - clock < .seconds(10))
        let unparsed = try #require(report.warnings.first { $0.id == "docgen.html.unparsed" })
        #expect(unparsed.location == DocgenSupport.SourceLocation(line: 5, column: 1))
        let body = try Self.body(site, "en/guides/raw/index.html")
        #expect(body.hasPrefix("&lt;div&gt;&lt;div&gt;"))
        #expect(body.contains("<p>After.</p>"))
    }

    @Test(".html, .svg and .xml files in content/ are not published unless the config allows them")
    func activeAssets() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/img/diagram.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>")
        try site.write("content/en/legacy/page.HTML", "<script>alert(1)</script>")
        try site.write("content/en/feed.xml", "<rss/>")
        let report = try SiteBuild(root: site.root).run()
        let gated = report.warnings.filter { $0.id == "docgen.assets.active" }.compactMap(\.file).sorted()
        #expect(gated == ["content/en/feed.xml", "content/en/img/diagram.svg", "content/en/legacy/page.HTML"])
        for path in ["en/img/diagram.svg", "en/legacy/page.HTML", "en/feed.xml"] {
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path)")
        }
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/img/logo.png").path))
        // A rebuild with nothing changed reports each once, as the first build did.
        let again = try SiteBuild(root: site.root).run()
        #expect(again.warnings.filter { $0.id == "docgen.assets.active" }.count == 3)

        let yaml = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        try site.write("docgen.yaml", yaml + "assets:\n  allowActive: true\n")
        let allowed = try SiteBuild(root: site.root).run()
        #expect(!allowed.warnings.contains { $0.id == "docgen.assets.active" })
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/img/diagram.svg").path))
    }

    @Test("An unknown html: or allowActive: value is an error at the value in docgen.yaml", arguments: [
        ("html: unsafe\n", 12, 7), ("html:\n  - safe\n", 13, 3), ("assets:\n  allowActive: maybe\n", 13, 16), ("assets: yes\n", 12, 9),
    ])
    func configErrors(_ config: String, _ line: Int, _ column: Int) throws {
        let site = try Self.site("---\ntitle: X\n---\n", config: config)
        let error = #expect(throws: DiagnosticsError.self) { _ = try SiteBuild(root: site.root).run() }
        let problem = try #require(error?.diagnostics.first { $0.file == "docgen.yaml" })
        #expect(["docgen.config.value", "docgen.config.type"].contains(problem.id))
        #expect(problem.location == DocgenSupport.SourceLocation(line: line, column: column), "\(problem.message)")
    }
}
