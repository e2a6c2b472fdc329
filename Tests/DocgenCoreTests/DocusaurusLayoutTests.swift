@testable import DocgenBuild
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// A Docusaurus site read in place (Fixtures/sites/docusaurus): no docgen.yaml, a
/// docusaurus.config.ts, pages in docs/ and i18n/<locale>/docusaurus-plugin-content-docs/current/.
@Suite("Docusaurus layout", .serialized)
struct DocusaurusLayoutTests {
    @Test("The layout is found from the config: its default locale and title, a folder per locale")
    func detect() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        let layout = try #require(DocusaurusLayout.detect(root: site.root))
        #expect(layout.configFile == "docusaurus.config.ts")
        #expect(layout.defaultLocale == "en")
        #expect(layout.title == "Example SDK")
        #expect(layout.folders.map(\.locale) == ["en", "ja", "zh"])
        #expect(layout.folders.map(\.path) == ["docs", "i18n/ja/docusaurus-plugin-content-docs/current",
                                               "i18n/zh/docusaurus-plugin-content-docs/current"])
        #expect(ConfigText.stringLiteral(after: "defaultLocale", in: "i18n: {defaultLocale: \"fr\"}") == "fr")
        #expect(ConfigText.stringLiteral(after: "title", in: "siteTitle: 'x', title: `a${b}`") == nil)

        // A docgen.yaml means the site is docgen's own.
        try site.write("docgen.yaml", "title: Mine\n")
        #expect(DocusaurusLayout.detect(root: site.root) == nil)
    }

    @Test("docs/**/*.md(x) are the default locale's pages, i18n's the translations; id, slug, sidebar_position and title are read")
    func build() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 3, "ja": 3, "zh": 3])
        #expect(report.fallbacks == ["ja": 1, "zh": 2])
        // `id: setup` names install.mdx's URL; `slug: /migrate` names upgrade.md's last segment.
        for path in ["en/index.html", "en/guides/setup/index.html", "en/guides/migrate/index.html",
                     "ja/guides/setup/index.html", "zh/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) missing")
        }
        // Docusaurus's own pages (src/pages) are no docs.
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/src").path))
        let home = try site.read("en/index.html")
        #expect(home.contains("<title>Example SDK · Example SDK</title>"))
        #expect(home.contains("href=\"../en/guides/setup/\""))
        // sidebar_position orders the sidebar: upgrade (1) before install (2.5, read as 2).
        let upgrade = try #require(home.range(of: "guides/migrate/"))
        let install = try #require(home.range(of: "guides/setup/\">Install the SDK"))
        #expect(upgrade.lowerBound < install.lowerBound)
        let ja = try site.read("ja/guides/setup/index.html")
        #expect(ja.contains("<title>SDK のインストール · Example SDK</title>"))
        #expect(ja.contains("<p class=\"tab-label\">npm を使う</p>"))
        #expect(try site.read("zh/index.html").contains("href=\"../zh/guides/setup/\""))
    }

    @Test("Findings name the files where they are: docs/…, i18n/…")
    func displayPaths() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        try site.write("i18n/ja/docusaurus-plugin-content-docs/current/broken.md", "[x](missing.md)\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a broken link built")
        } catch {
            let broken = try #require(error.diagnostics.first { $0.rule == .linksBroken })
            #expect(broken.file == "i18n/ja/docusaurus-plugin-content-docs/current/broken.md")
        }
    }
}
