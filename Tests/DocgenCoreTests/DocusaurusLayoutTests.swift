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

        // A docgen.yaml beside it (for models:) keeps the layout; a content/ folder, or
        // `layout: docgen`, says the site is docgen's own.
        try site.write("docgen.yaml", "title: Mine\n")
        #expect(try InPlaceLayout.detect(root: site.root)?.generator == "Docusaurus")
        #expect(try InPlaceLayout.detect(root: site.root, layout: .docgen) == nil)
        #expect(try InPlaceLayout.detect(root: site.root, layout: .docusaurus)?.generator == "Docusaurus")
        try site.write("content/en/index.md", "# Mine\n")
        #expect(try InPlaceLayout.detect(root: site.root) == nil)
    }

    @Test("A docgen.yaml in a Docusaurus repository adds models and wins where it sets a key; layout: names the layout")
    func docgenYAMLBeside() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        try site.write("docgen.yaml", "title: Our SDK guides\nbaseURL: https://docs.example.com/\n")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 3, "ja": 3, "zh": 3])
        let home = try site.read("en/index.html")
        #expect(home.contains("<title>Example SDK · Our SDK guides</title>"))
        #expect(home.contains("<link rel=\"canonical\" href=\"https://docs.example.com/en/\">"))

        // `layout: starlight` where there is no Starlight config: an error at the key.
        try site.write("docgen.yaml", "title: x\nlayout: starlight\n")
        let wrong = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        let finding = try #require(wrong.diagnostics.first)
        #expect(finding.id == Rule.inputNoContent.id && finding.file == "docgen.yaml" && finding.location?.line == 2, "\(wrong.diagnostics)")
        #expect(finding.message.contains("astro.config.mjs"))
        // A value that is no layout: a config error.
        try site.write("docgen.yaml", "layout: hugo\n")
        let bad = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        #expect(bad.diagnostics.contains { $0.id == Rule.configValue.id && $0.message.contains("auto, docgen, docusaurus, starlight") })
    }

    @Test("A rebuild after the config's title changed renders every page again with the new title")
    func configChangeRebuilds() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("ja/index.html").contains("Example SDK"))
        let config = site.root.appendingPathComponent("docusaurus.config.ts")
        let text = try String(contentsOf: config, encoding: .utf8)
        try site.write("docusaurus.config.ts", text.replacingOccurrences(of: "title: 'Example SDK'", with: "title: 'Renamed SDK'"))
        _ = try SiteBuild(root: site.root).run()
        // No page changed, but the title is on every page: none may keep the old one.
        #expect(try site.read("ja/index.html").contains("Renamed SDK"))
        #expect(try site.read("en/guides/setup/index.html").contains("Renamed SDK"))
    }

    @Test("A page that becomes a draft leaves the site on the next rebuild and comes back when it is no draft; the pages the last build read are not read again to know")
    func draftsAcrossRebuilds() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        // Written an hour ago: settled, so the build keeps each page's identity.
        let past = Date(timeIntervalSinceNow: -3600)
        for file in try FileManager.default.subpathsOfDirectory(atPath: site.root.path) where file.hasSuffix(".md") || file.hasSuffix(".mdx") {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: site.root.appendingPathComponent(file).path)
        }
        _ = try SiteBuild(root: site.root).run()
        let marker = site.output.appendingPathComponent(OutputDirectory.markerName)
        let known = BuildManifest.pageIdentities(at: marker)
        let upgrade = site.root.appendingPathComponent("docs/guides/upgrade.md")
        #expect(known["docs/guides/upgrade.md"] == FileSystem.status(upgrade.path)?.identity)
        #expect(known.count == 6)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/guides/migrate/index.html").path))
        let text = try String(contentsOf: upgrade, encoding: .utf8)
        try site.write("docs/guides/upgrade.md", text.replacingOccurrences(of: "sidebar_position: 1\n", with: "sidebar_position: 1\ndraft: true\n"))
        _ = try SiteBuild(root: site.root).run()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/guides/migrate/index.html").path))
        try site.write("docs/guides/upgrade.md", text)
        _ = try SiteBuild(root: site.root).run()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/guides/migrate/index.html").path))

        // A preview's reload after the page became a draft leaves it out too.
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: upgrade.path)
        let loaded = try SiteLoader.load(root: site.root)
        #expect(loaded.pages.contains { $0.file.displayPath == "docs/guides/upgrade.md" && $0.identity != nil })
        try site.write("docs/guides/upgrade.md", text.replacingOccurrences(of: "sidebar_position: 1\n", with: "sidebar_position: 1\ndraft: true\n"))
        let reloaded = try SiteLoader.load(root: site.root, previous: loaded)
        #expect(!reloaded.pages.contains { $0.file.displayPath == "docs/guides/upgrade.md" })
        #expect(reloaded.pages.count == loaded.pages.count - 1)

        // A page known with its identity now is taken as no draft without being read; with
        // another identity, it is read.
        let identity = try #require(FileSystem.status(upgrade.path)?.identity)
        let config = try SiteConfig.load(root: site.root)
        let pages = { (known: [String: String]) in
            try ContentTree.scan(root: site.root, config: config, knownPages: { known }).files.filter(\.isPage).map(\.displayPath)
        }
        #expect(try pages(["docs/guides/upgrade.md": identity]).contains("docs/guides/upgrade.md"))
        #expect(try !pages(["docs/guides/upgrade.md": identity + "0"]).contains("docs/guides/upgrade.md"))
        #expect(try !pages([:]).contains("docs/guides/upgrade.md"))
    }

    @Test("docs/**/*.md(x) are the default locale's pages, i18n's the translations; id, slug, sidebar_position and title are read")
    func build() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 3, "ja": 3, "zh": 3])
        #expect(report.fallbacks == ["ja": 1, "zh": 2])
        // `id: setup` names install.mdx's URL; `slug: migrate` names upgrade.md's last segment.
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

    @Test("A category file that is a symbolic link out of the root is refused at its path and names nothing; one inside the root labels its folder")
    func categoryLinkOutside() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        let outside = try TemporarySite.outside("category.json", "{\"label\": \"SECRET-LABEL\"}\n")
        try site.link("docs/guides/_category_.json", to: outside.path)
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a category file linked out of the root was read")
        } catch {
            #expect(error.diagnostics.filter { $0.rule == .inputLinkOutside }.map(\.file) == ["docs/guides/_category_.json"])
        }
        #expect(!TemporarySite.anyFile(under: site.output, holds: "SECRET-LABEL"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("docs/guides/_category_.json"))
        try site.write("shared/guides-category.json", "{\"label\": \"Guides, shared\"}\n")
        try site.link("docs/guides/_category_.json", to: "../../shared/guides-category.json")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/index.html").contains("Guides, shared"))
    }

    @Test("Findings name the files where they are, and the files links name: docs/…, i18n/…")
    func displayPaths() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        try site.write("i18n/ja/docusaurus-plugin-content-docs/current/broken.md", "[x](missing.md)\n")
        try site.write("docs/guides/broken.md", "[x](../state/overview.md)\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a broken link built")
        } catch {
            let broken = error.diagnostics.filter { $0.rule == .linksBroken }.sorted { $0.file ?? "" < $1.file ?? "" }
            #expect(broken.map(\.file) == ["docs/guides/broken.md", "i18n/ja/docusaurus-plugin-content-docs/current/broken.md"])
            #expect(broken.map(\.message) == ["'../state/overview.md' links to a page that does not exist (docs/state/overview.md)",
                                               "'missing.md' links to a page that does not exist (i18n/ja/docusaurus-plugin-content-docs/current/missing.md)"])
        }
    }

    @Test("Pages the config's exclude globs name are not published, but are read where a page imports them; look-alike names are pages")
    func excludedPages() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        let config = try site.read("docusaurus.config.ts", in: site.root)
        try site.write("docusaurus.config.ts", config.replacingOccurrences(
            of: "{docs: {sidebarPath: './sidebars.ts'}}",
            with: "{docs: {sidebarPath: './sidebars.ts', exclude: ['**/shared/**', '**/*.draft.{md,mdx}']}}"))
        let notes = ["en": "Keep your API key secret.", "ja": "API キーは秘密にしてください。", "zh": "请妥善保管 API 密钥。"]
        for (locale, folder) in [("en", "docs"), ("ja", "i18n/ja/docusaurus-plugin-content-docs/current"),
                                 ("zh", "i18n/zh/docusaurus-plugin-content-docs/current")] {
            try site.write("\(folder)/shared/api-key.md", "\(notes[locale]!)\n")
            try site.write("\(folder)/guides/keys.mdx", "---\ntitle: Keys \(locale)\n---\n\nimport ApiKey from '../shared/api-key.md';\n\n<ApiKey />\n")
            try site.write("\(folder)/guides/plan.draft.md", "# Plan \(locale)\n")
            // Look-alikes: a name with `shared` in it, a page named `draft`.
            try site.write("\(folder)/guides/shared-setup.md", "# Shared setup \(locale)\n")
            try site.write("\(folder)/guides/draft.md", "# Draft \(locale)\n")
        }
        let layout = try #require(DocusaurusLayout.detect(root: site.root))
        #expect(layout.folders.map { $0.excluding.map(\.description) } == Array(repeating: ["**/shared/**", "**/*.draft.{md,mdx}"], count: 3))
        // A link to an excluded file says why it leads nowhere; one to no file says it does not exist.
        try site.write("docs/guides/plans.md", "# Plans\n\n[The plan](plan.draft.md), [the old plan](plan-old.md).\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a link to an excluded page built")
        } catch {
            #expect(error.diagnostics.filter { $0.rule == .linksBroken }.map(\.message) == [
                "'plan.draft.md' links to docs/guides/plan.draft.md, which the site's config leaves out of its pages (exclude:), so it is published nowhere",
                "'plan-old.md' links to a page that does not exist (docs/guides/plan-old.md)",
            ])
        }
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("docs/guides/plans.md"))
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 6, "ja": 6, "zh": 6])
        for locale in ["en", "ja", "zh"] {
            #expect(try site.read("\(locale)/guides/keys/index.html").contains(notes[locale]!))
            #expect(try site.read("\(locale)/guides/shared-setup/index.html").contains("Shared setup \(locale)"))
            #expect(try site.read("\(locale)/guides/draft/index.html").contains("Draft \(locale)"))
            let published = try FileManager.default.subpathsOfDirectory(atPath: site.output.appendingPathComponent(locale).path)
            #expect(!published.contains { $0.contains("api-key") || $0.contains("plan") }, "\(published.filter { $0.hasSuffix(".html") })")
        }
    }

    @Test("Globs: ** spans folders (none too), * and ? stay in one segment, braces and classes choose")
    func globs() {
        let cases: [(String, String, Bool)] = [
            ("**/common-content/**", "common-content/a.md", true),
            ("**/common-content/**", "ios/common-content/ref/b.mdx", true),
            ("**/common-content/**", "ios/common-contents/b.md", false),
            ("**/_*.{js,md,mdx}", "guides/_note.mdx", true),
            ("**/_*.{js,md,mdx}", "guides/note_.md", false),
            ("**/*.test.{js,ts}", "a/b.test.ts", true),
            ("*.md", "a/b.md", false),
            ("*.md", "b.md", true),
            ("guides/?.md", "guides/a.md", true),
            ("guides/?.md", "guides/ab.md", false),
            ("v[0-9]/**", "v3/x.md", true),
            ("v[!0-9]/**", "v3/x.md", false),
            ("./drafts/**", "drafts/x.md", true),
            ("{a,b{c,d}}/x.md", "bd/x.md", true),
            ("{a,b{c,d}}/x.md", "b/x.md", false),
            ("docs/{unclosed", "docs/{unclosed", true),
        ]
        for (pattern, path, expected) in cases {
            #expect(PathGlob(pattern).matches(path) == expected, "\(pattern) on \(path)")
        }
        // Many `**` against a deep path that never matches ends (no exponential search), and
        // a thousand alternatives in braces are cut to a bounded number.
        let deep = Array(repeating: "a", count: 60).joined(separator: "/") + "/b.md"
        #expect(!PathGlob(Array(repeating: "**", count: 30).joined(separator: "/") + "/c.md").matches(deep))
        #expect(PathGlob("x{" + (0..<1000).map(String.init).joined(separator: ",") + "}.md").matches("x7.md"))
    }
}
