@testable import DocgenBuild
@testable import DocgenSite
import DocgenMarkdown
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Docusaurus 3 compiles `.md` pages as MDX unless its config says `markdown: {format:
/// 'detect'}` (Fixtures/sites/docusaurus-md-mdx: a `.md` page importing a `.md` partial, in
/// English, Japanese and Chinese, and the same config with `format: 'detect'` beside it).
@Suite("Docusaurus .md pages as MDX", .serialized)
struct DocusaurusMarkdownFilesTests {
    static let partials = ["en": "Partial text from _note.md.", "ja": "_note.md の部分テキスト。", "zh": "来自 _note.md 的部分文本。"]

    func page(_ site: TemporarySite, _ locale: String) throws -> String {
        try site.read(locale == "en" ? "en/page/index.html" : "\(locale)/page/index.html")
    }

    @Test("By default a .md page is MDX: its import is read, its partial put in place, in every locale")
    func mdxByDefault() throws {
        let site = try TemporarySite(fixture: "docusaurus-md-mdx")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.warnings.filter { $0.rule == .mdxUnknownComponent || $0.rule == .htmlDropped }.isEmpty)
        for (locale, partial) in Self.partials {
            let html = try page(site, locale)
            #expect(html.contains("<p>\(partial)</p>"), "\(locale)")
            #expect(!html.contains("import Note") && !html.contains("&lt;Note"), "\(locale)")
            #expect(html.contains("<aside class=\"admonition admonition-note\""), "\(locale)")
        }
        #expect(MarkdownFiles.docusaurus(config: "module.exports = {title: 'x'}") == .mdx)
        #expect(MarkdownFiles.docusaurus(config: "markdown: { format: 'mdx', mermaid: true }") == .mdx)
    }

    @Test("With format: 'detect' in the config, or markdownFiles: markdown in docgen.yaml, a .md page is Markdown",
          arguments: ["config", "docgen.yaml"])
    func markdownWhenSaid(by source: String) throws {
        let site = try TemporarySite(fixture: "docusaurus-md-mdx")
        if source == "config" {
            try site.write("docusaurus.config.js", try site.read("docusaurus.detect.config.js", in: site.root))
        } else {
            try site.write("docgen.yaml", "mdx:\n  markdownFiles: markdown\n")
        }
        _ = try SiteBuild(root: site.root).run()
        for (locale, partial) in Self.partials {
            let html = try page(site, locale)
            // Markdown: the import is a line of text, and the partial is not read.
            #expect(html.contains("import Note from './_note.md'"), "\(locale)")
            #expect(!html.contains(partial), "\(locale)")
        }
    }

    @Test("docgen.yaml's mdx: is checked: an unknown value is an error at it")
    func badValue() throws {
        let site = try TemporarySite(fixture: "docusaurus-md-mdx")
        try site.write("docgen.yaml", "mdx: {markdownFiles: yes}\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a bad markdownFiles value built")
        } catch {
            #expect(error.diagnostics.contains { $0.rule == .configValue && $0.location?.line == 1 })
        }
    }
}
