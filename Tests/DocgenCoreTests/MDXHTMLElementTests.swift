@testable import DocgenBuild
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Lower-case JSX elements in MDX pages (Fixtures/sites/mdx-html: the same page in English,
/// Japanese and Chinese) are HTML elements, published through the raw-HTML sanitizer, their
/// links rewritten and checked; capitalised ones stay components.
@Suite("HTML elements in MDX pages", .serialized)
struct MDXHTMLElementTests {
    static let locales = ["en", "ja", "zh"]
    static let texts = [
        "en": (alt: "The add package dialog", link: "Other page", box: "Text in a <strong>box</strong>."),
        "ja": (alt: "パッケージを追加するダイアログ", link: "別のページ", box: "<strong>箱</strong>の中の文。"),
        "zh": (alt: "添加软件包的对话框", link: "另一页", box: "<strong>框</strong>里的文字。"),
    ]

    @Test("<img>, <a href>, <a name> and <div className> are published as HTML, links rewritten, in every locale", arguments: locales)
    func published(locale: String) throws {
        let site = try TemporarySite(fixture: "mdx-html")
        _ = try SiteBuild(root: site.root).run()
        let html = try site.read("\(locale)/page/index.html")
        let text = try #require(Self.texts[locale])
        #expect(html.contains("<a name=\"setup\"></a>\n"))
        #expect(html.contains("<img src=\"../../\(locale)/images/add-package.png\" class=\"screenshot\" alt=\"\(text.alt)\">\n"))
        // A line of one element is the element, unwrapped from its paragraph as MDX does.
        #expect(html.contains("\n<a href=\"../../\(locale)/other/\">\(text.link)</a>\n"))
        // A literal in braces is the value; in text, the element stays in its paragraph.
        #expect(html.contains("<a href=\"../../\(locale)/other/#notes\">"))
        #expect(html.contains("<div class=\"box\">\n<p>\(text.box)</p>\n</div>"))
        // The expression's attribute is left out, the literals kept, style={{…}} dropped.
        #expect(html.contains("<img alt=\"Logo\" width=\"200\">"))
        // Docusaurus's `require("./a.png").default` is the image beside the page.
        #expect(html.contains("<img src=\"../../\(locale)/images/add-package.png\" alt=\"Icon\">"))
        // The capitalised <Img> is a component: nothing of it is published.
        #expect(!html.contains("missing.png") && !html.contains("require("))
    }

    @Test("An attribute docgen cannot evaluate is one warning per element, at the element; <Img> is an unknown component, not a link")
    func warnings() throws {
        let site = try TemporarySite(fixture: "mdx-html")
        let report = try SiteBuild(root: site.root).run()
        let dropped = report.warnings.filter { $0.rule == .mdxExpressionAttribute }
        #expect(dropped.map { "\($0.file ?? ""):\($0.location?.description ?? "")" }.sorted()
                == Self.locales.map { "content/\($0)/page.mdx:15:1" })
        #expect(dropped.allSatisfy { $0.message.hasPrefix("<img>: src={logo} is JavaScript") })
        #expect(report.warnings.filter { $0.rule == .mdxUnknownComponent }.map { $0.message.prefix { $0 != " " } } == ["<Img>"])
        // No lower-case element is an unknown component any more, and nothing was sanitized away.
        #expect(!report.warnings.contains { $0.message.hasPrefix("<img>") && $0.rule == .mdxUnknownComponent })
        #expect(!report.warnings.contains { $0.rule == .htmlDropped })
    }

    @Test("An <img> whose src is not there is a missing-file error at the attribute, as a Markdown image's is", arguments: locales)
    func brokenImage(locale: String) throws {
        let site = try TemporarySite(fixture: "mdx-html")
        try site.write("content/\(locale)/broken.mdx", try site.read("cases/broken-image.mdx", in: site.root))
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a page with a missing image built")
        } catch {
            let missing = error.diagnostics.filter { $0.rule == .linksMissingFile }
            #expect(missing.map(\.file) == ["content/\(locale)/broken.mdx"])
            #expect(missing.first?.location == SourceLocation(line: 5, column: 6))
        }
        // The check reads the same links.
        let page = try #require(ParsedPage.read(ContentFile(locale: locale, path: "broken.mdx", displayPath: "content/\(locale)/broken.mdx",
                                                            url: site.root.appendingPathComponent("content/\(locale)/broken.mdx"))).page)
        #expect(page.document.linkReferences.map(\.destination) == ["images/missing.png"])
        #expect(page.document.linkReferences.first?.isImage == true)
    }

    @Test("Script never passes: event handlers, javascript: URLs and <script> are dropped, on a safe site and a trusted one",
          arguments: ["safe", "trusted"])
    func scriptNeverPasses(mode: String) throws {
        let site = try TemporarySite(fixture: "mdx-html")
        try site.write("docgen.yaml", "title: HTML in MDX\nlocales: [en, ja, zh]\nhtml: \(mode)\n")
        try site.write("content/en/script.mdx", "# Script\n\n<a href=\"javascript:alert(1)\" onClick=\"alert(2)\">bad</a>\n\n<script>{`alert(3)`}</script>\n\n<img src=\"images/add-package.png\" onError=\"alert(4)\" alt=\"ok\" />\n")
        _ = try SiteBuild(root: site.root).run()
        let html = try site.read("en/script/index.html")
        let start = try #require(html.range(of: "<h1"))
        let body = String(html[start.lowerBound...])
        #expect(!body.contains("alert(") && !body.lowercased().contains("onclick") && !body.lowercased().contains("onerror"))
        #expect(!body.contains("<script"))
        #expect(body.contains("alt=\"ok\""))
    }
}
