@testable import DocgenBuild
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// A Starlight site read in place (Fixtures/sites/starlight): no docgen.yaml, an
/// astro.config.mjs calling starlight({…}) with a root locale, pages in src/content/docs/ and
/// the other locales' in src/content/docs/<locale>/.
@Suite("Starlight layout", .serialized)
struct StarlightLayoutTests {
    @Test("The layout is found from the config: the root locale's language, the locales' labels and tags, the title")
    func detect() throws {
        let site = try TemporarySite(fixture: "starlight")
        let layout = try #require(try InPlaceLayout.detect(root: site.root))
        #expect(layout.generator == "Starlight")
        #expect(layout.configFile == "astro.config.mjs")
        #expect(layout.defaultLocale == "en")
        #expect(layout.title == "Example SDK")
        #expect(layout.folders.map(\.locale) == ["en", "ja", "zh-cn"])
        #expect(layout.folders.map(\.path) == ["src/content/docs", "src/content/docs/ja", "src/content/docs/zh-cn"])
        #expect(layout.folders[0].skipping == ["ja", "zh-cn"])
        #expect(layout.locales?.map(\.code) == ["en", "ja", "zh-cn"])
        #expect(layout.locales?.map(\.name) == ["English", "日本語", "简体中文"])
        #expect(layout.locales?.map(\.languageTag) == ["en", "ja", "zh-CN"])

        // An Astro site without Starlight is read the same way when its pages are in
        // src/content/docs/ (an "Astro" site, locales from Astro's i18n)…
        try site.write("astro.config.mjs", """
            export default defineConfig({
              site: 'https://docs.example.com', base: '/docs',
              i18n: { defaultLocale: "en", locales: ["en", 'ja', "fr"] },
              integrations: [mdx()],
            });
            """)
        let astro = try #require(try InPlaceLayout.detect(root: site.root))
        #expect(astro.generator == "Astro" && astro.kind == .starlight)
        #expect(astro.folders.map(\.path) == ["src/content/docs", "src/content/docs/ja"], "fr has no folder")
        #expect(astro.folders[0].skipping == ["ja", "fr"])
        #expect(astro.locales?.map(\.code) == ["en", "ja", "fr"])
        #expect(astro.siteURL == "https://docs.example.com/docs/")
        // …and one English site without i18n…
        try site.write("astro.config.mjs", "export default defineConfig({ integrations: [mdx()] });\n")
        #expect(try InPlaceLayout.detect(root: site.root)?.folders == [.init(locale: "en", path: "src/content/docs")])
        // …but not without that folder: it is some other Astro site.
        try FileManager.default.moveItem(at: site.root.appendingPathComponent("src/content/docs"), to: site.root.appendingPathComponent("src/content/blog"))
        #expect(try InPlaceLayout.detect(root: site.root) == nil)
        try FileManager.default.moveItem(at: site.root.appendingPathComponent("src/content/blog"), to: site.root.appendingPathComponent("src/content/docs"))
        // A docgen.yaml beside it keeps the layout; `layout: docgen` says the site is docgen's own.
        try site.write("astro.config.mjs", "starlight({ title: 'x' })\n")
        #expect(try InPlaceLayout.detect(root: site.root)?.generator == "Starlight")
        try site.write("docgen.yaml", "title: Mine\n")
        #expect(try InPlaceLayout.detect(root: site.root)?.generator == "Starlight")
        #expect(try InPlaceLayout.detect(root: site.root, layout: .docgen) == nil)
    }

    @Test("Configs written other ways: no locales, a default locale with a folder, per-locale titles, comments and strings with braces")
    func configs() throws {
        let site = try TemporarySite()
        try site.write("src/content/docs/index.md", "# Home\n")
        // No locales: one English site in src/content/docs/.
        try site.write("astro.config.ts", "export default defineConfig({ integrations: [starlight({ title: \"Docs\" })] });\n")
        var layout = try #require(try InPlaceLayout.detect(root: site.root))
        #expect(layout.defaultLocale == "en" && layout.title == "Docs" && layout.locales == nil)
        #expect(layout.folders == [.init(locale: "en", path: "src/content/docs")])

        // `defaultLocale: 'en'`: every locale in its own folder; `{` in a comment or string is no brace.
        try site.write("src/content/docs/en/index.md", "# Home\n")
        try site.write("src/content/docs/fr/index.md", "# Accueil\n")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("astro.config.ts"))
        try site.write("astro.config.mjs", """
            const note = 'not { a brace';
            export default defineConfig({
              integrations: [
                starlight({
                  /* title: 'Wrong', { */
                  title: { en: 'My Docs', fr: 'Mes docs' }, // a title per language
                  social: [{ icon: 'github', label: 'GitHub', href: 'https://example.com/{x}' }],
                  defaultLocale: 'en',
                  locales: { en: { label: 'English' }, fr: { label: 'Français', lang: 'fr' }, de: { label: 'Deutsch' } },
                }),
              ],
            });
            """)
        layout = try #require(try InPlaceLayout.detect(root: site.root))
        #expect(layout.defaultLocale == "en")
        #expect(layout.title == "My Docs")
        // de has no folder: it has no pages (and is still a locale, as Starlight has it).
        #expect(layout.folders == [.init(locale: "en", path: "src/content/docs/en"), .init(locale: "fr", path: "src/content/docs/fr")])
        #expect(layout.locales?.map(\.code) == ["en", "fr", "de"])
    }

    @Test("src/content/docs/**/*.md(x) are the root locale's pages, the locale folders the translations; slug, sidebar.order, draft and title are read")
    func build() throws {
        let site = try TemporarySite(fixture: "starlight")
        let report = try SiteBuild(root: site.root).run()
        // roadmap.md is a draft; ja/ and zh-cn/ are no pages of the root locale.
        #expect(report.pages == ["en": 3, "ja": 3, "zh-cn": 3])
        #expect(report.fallbacks == ["ja": 1, "zh-cn": 2])
        // The root locale is published at the site's root, as Starlight serves it; the others
        // in their folders beside it.
        for path in ["index.html", "guides/install/index.html", "guides/migrate/index.html", "search-index.json",
                     "translation-status/index.html", "ja/guides/install/index.html", "ja/guides/migrate/index.html", "zh-cn/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) missing")
        }
        for path in ["en", "guides/roadmap", "src"] {
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) published")
        }
        let home = try site.read("index.html")
        #expect(home.contains("<title>Example SDK · Example SDK</title>"))
        #expect(home.contains("href=\"guides/install/\""))
        // The switcher, hreflang and the search box follow: the root locale is at /.
        #expect(home.contains("href=\"\" hreflang=\"en\" lang=\"en\" aria-current=\"true\">English"))
        #expect(home.contains("<link rel=\"alternate\" hreflang=\"ja\" href=\"https://docs.example.com/ja/\">"), "Astro's site is the base URL")
        #expect(home.contains("data-index=\"\""))
        #expect(try site.read("ja/index.html").contains("href=\"../\" hreflang=\"en\" lang=\"en\">English"))
        #expect(try site.read("sitemap.xml").contains("<loc>https://docs.example.com/guides/install/</loc>"))
        #expect(home.contains("Start with the install guide."))
        // sidebar.order orders the sidebar: upgrade (2) before install (3).
        let upgrade = try #require(home.range(of: "guides/migrate/"))
        let install = try #require(home.range(of: "guides/install/\">Install the SDK"))
        #expect(upgrade.lowerBound < install.lowerBound)
        let ja = try site.read("ja/guides/install/index.html")
        #expect(ja.contains("<title>SDK のインストール · Example SDK</title>"))
        #expect(ja.contains("<p class=\"tab-label\">npm を使う</p>"))
        // The config's label and lang name the locale.
        let zh = try site.read("zh-cn/index.html")
        #expect(zh.contains("lang=\"zh-CN\""))
        #expect(home.contains("简体中文"))
        #expect(zh.contains("href=\"../zh-cn/guides/install/\""))
    }

    @Test("An Astro site without Starlight (its own theme, pages in src/content/docs/) builds in place with Astro's i18n locales: en, ja, zh-cn")
    func astroWithoutStarlight() throws {
        let site = try TemporarySite(fixture: "starlight")
        try site.write("astro.config.mjs", """
            import mdx from '@astrojs/mdx';
            export default defineConfig({
              site: 'https://docs.example.com',
              i18n: { defaultLocale: 'en', locales: ['en', 'ja', 'zh-cn'] },
              integrations: [mdx()],
            });
            """)
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 3, "ja": 3, "zh-cn": 3])
        for path in ["index.html", "guides/install/index.html", "ja/guides/install/index.html", "zh-cn/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) missing")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("ja/ja").path))
        let home = try site.read("index.html")
        #expect(home.contains("<link rel=\"alternate\" hreflang=\"ja\" href=\"https://docs.example.com/ja/\">"))
        #expect(try site.read("ja/guides/install/index.html").contains("<title>SDK のインストール"))
    }

    @Test("An Astro site without i18n takes docgen.yaml's locales (en, ja, zh-cn), named as it names them")
    func astroWithDocgenLocales() throws {
        let site = try TemporarySite(fixture: "starlight")
        try site.write("astro.config.mjs", "export default defineConfig({ site: 'https://docs.example.com', integrations: [mdx()] });\n")
        try site.write("docgen.yaml", """
            title: Example SDK
            defaultLocale: en
            locales:
              - code: en
                name: English
              - code: ja
                name: 日本語
              - code: zh-cn
                name: 简体中文
                hreflang: zh-CN
            """)
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 3, "ja": 3, "zh-cn": 3])
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("ja/ja").path), "ja/ is no folder of the English pages")
        let zh = try site.read("zh-cn/index.html")
        #expect(zh.contains("lang=\"zh-CN\""))
        #expect(try site.read("index.html").contains("简体中文"))
    }

    @Test("Astro's trailingSlash: 'never' makes a relative link resolve from the page's folder (en, ja); without it, from inside the page")
    func trailingSlashNever() throws {
        let site = try TemporarySite(fixture: "starlight")
        try site.write("src/content/docs/guides/links.md", "---\ntitle: Links\n---\n\nSee [the install guide](install).\n")
        try site.write("src/content/docs/ja/guides/links.md", "---\ntitle: リンク\n---\n\n[インストール](install) を参照。\n")
        // Starlight's URLs end in `/`: `install` from /guides/links/ is /guides/links/install/, no page.
        let error = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        #expect(error.diagnostics.filter { $0.rule == .linksBroken }.compactMap(\.file).sorted()
                == ["src/content/docs/guides/links.md", "src/content/docs/ja/guides/links.md"])
        let config = try site.read("astro.config.mjs", in: site.root)
        try site.write("astro.config.mjs", config.replacingOccurrences(of: "export default defineConfig({", with: "export default defineConfig({\n  trailingSlash: 'never',"))
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("guides/links/index.html").contains("href=\"../../guides/install/\">the install guide</a>"))
        #expect(try site.read("ja/guides/links/index.html").contains("href=\"../../../ja/guides/install/\">インストール</a>"))
    }

    @Test("Pages are published where Astro slugs their paths (case folded, spaces as -, punctuation dropped), in every locale; links written against those URLs resolve")
    func sluggedPaths() throws {
        let site = try TemporarySite(fixture: "starlight")
        try site.write("src/content/docs/Getting Started/First Steps (v2).mdx", "---\ntitle: First steps\n---\n\nRead [the home](/) first.\n")
        try site.write("src/content/docs/ja/Getting Started/First Steps (v2).mdx", "---\ntitle: はじめに\n---\n\n[同じページ](/ja/getting-started/first-steps-v2/)\n")
        try site.write("src/content/docs/zh-cn/使用指南/快速开始.md", "---\ntitle: 快速开始\n---\n\n[英文版](/getting-started/first-steps-v2/)\n")
        try site.write("src/content/docs/guides/Links.md", "---\ntitle: Links\n---\n\n[By URL](/getting-started/first-steps-v2/) and [by file](../Getting%20Started/First%20Steps%20(v2).mdx).\n")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.warnings.filter { $0.rule == .linksBroken }.isEmpty, "\(report.warnings.map(\.message))")
        for path in ["getting-started/first-steps-v2/index.html", "ja/getting-started/first-steps-v2/index.html",
                     "zh-cn/使用指南/快速开始/index.html", "guides/links/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) missing")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("Getting Started").path))
        let links = try site.read("guides/links/index.html")
        #expect(links.contains("href=\"../../getting-started/first-steps-v2/\">By URL"))
        #expect(links.contains("href=\"../../getting-started/first-steps-v2/\">by file"))
        #expect(try site.read("ja/getting-started/first-steps-v2/index.html").contains("href=\"../../../ja/getting-started/first-steps-v2/\">同じページ"))
        #expect(try site.read("zh-cn/使用指南/快速开始/index.html").contains("href=\"../../../getting-started/first-steps-v2/\">英文版"))
        #expect(try site.read("getting-started/first-steps-v2/index.html").contains("href=\"../../\">the home"))
        // The fixture's own lower-case pages and their slug: keep their URLs.
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("guides/migrate/index.html").path))
    }

    @Test("A Starlight site of one root locale publishes its index at /: there is no translation status page to clash with")
    func rootLocaleOnly() throws {
        let site = try TemporarySite()
        try site.write("astro.config.mjs", """
            export default defineConfig({ integrations: [starlight({ title: 'Docs', defaultLocale: 'root',
              locales: { root: { label: 'English', lang: 'en' } } })] });
            """)
        try site.write("src/content/docs/index.md", "---\ntitle: Home\n---\n\nWelcome.\n")
        try site.write("src/content/docs/guides/start.md", "---\ntitle: Start\n---\n\nStart here.\n")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.warnings.filter { $0.rule == .siteReservedURL }.isEmpty)
        #expect(try site.read("index.html").contains("Welcome."))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("guides/start/index.html").path))
    }

    @Test("A Docusaurus site keeps its files' case and spaces in its URLs, as Docusaurus does")
    func docusaurusKeepsCase() throws {
        let site = try TemporarySite(fixture: "docusaurus")
        try site.write("docs/Guides/First-Steps.md", "---\ntitle: First steps\n---\n\nText.\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/Guides/First-Steps/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/guides/first-steps").path))
    }

    @Test("Astro's slug of a content path: each segment through github-slugger, the extension kept")
    func astroSlug() {
        #expect(SiteIndex.astroSlug("Getting Started/First Steps (v2).mdx") == "getting-started/first-steps-v2.mdx")
        #expect(SiteIndex.astroSlug("guides/install.md") == "guides/install.md")
        #expect(SiteIndex.astroSlug("Index.md") == "index.md")
        #expect(SiteIndex.astroSlug("使い方/購入の流れ.md") == "使い方/購入の流れ.md")
        #expect(SiteIndex.astroSlug("API Reference/v1.2 Notes.md") == "api-reference/v12-notes.md")
    }

    @Test("Findings name the files where they are; a config whose default locale has no folder is an error at the config")
    func findings() throws {
        let site = try TemporarySite(fixture: "starlight")
        try site.write("src/content/docs/ja/broken.md", "[x](missing.md)\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a broken link built")
        } catch {
            let broken = try #require(error.diagnostics.first { $0.rule == .linksBroken })
            #expect(broken.file == "src/content/docs/ja/broken.md")
        }

        try site.write("astro.config.mjs", """
            export default defineConfig({ integrations: [starlight({
              title: 'Docs',
              defaultLocale: 'en',
              locales: { en: { label: 'English' }, ja: { label: '日本語' } },
            })] });
            """)
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a site without its default locale's folder built")
        } catch {
            let missing = try #require(error.diagnostics.first { $0.rule == .inputNoContent })
            #expect(missing.file == "astro.config.mjs")
            #expect(missing.location?.line == 3)
            #expect(missing.message.contains("'src/content/docs/en'"))
            #expect(missing.message.contains("Starlight"))
        }
    }

    @Test("draft: true is read from the front matter's top level only")
    func drafts() {
        #expect(DraftPage.isDraft(text: "---\ntitle: x\ndraft: true # later\n---\n"))
        #expect(!DraftPage.isDraft(text: "---\ndraft: false\n---\n"))
        #expect(!DraftPage.isDraft(text: "---\nsidebar:\n  draft: true\n---\n"))
        #expect(!DraftPage.isDraft(text: "---\ntitle: x\n---\ndraft: true\n"))
        #expect(!DraftPage.isDraft(text: "draft: true\n"))
    }

    @Test("A page file's draft is read from its start when its front matter ends there, from the whole file when it is longer")
    func draftFiles() throws {
        let folder = try ScratchFolder()
        let long = String(repeating: "description: words words words words words words\n", count: 120)  // past the first read
        let cases: [(name: String, text: String, draft: Bool)] = [
            ("plain", "---\ntitle: x\ndraft: true\n---\nBody.\n", true),
            ("crlf", "---\r\ntitle: x\r\ndraft: true\r\n---\r\nBody.\r\n", true),
            ("long", "---\n" + long + "draft: true\n---\nBody.\n", true),
            ("long-not", "---\n" + long + "draft: false\n---\nBody.\n", false),
            ("body", "---\ntitle: x\n---\n" + long + "draft: true\n", false),
            ("nested", "---\nsidebar:\n  draft: true\n---\n", false),
            ("no-front-matter", "draft: true\n", false),
            // `----` ends nothing: the front matter goes on past the first read.
            ("four-dashes", "---\n----\n" + long + "draft: true\n---\n", true),
        ]
        for (name, text, draft) in cases {
            try folder.write("\(name).md", text)
            #expect(DraftPage.isDraft(folder.url.appendingPathComponent("\(name).md").path) == draft, "\(name)")
        }
        #expect(!DraftPage.isDraft(folder.url.appendingPathComponent("missing.md").path))
        #expect(DraftPage.frontMatterCloses(in: Array("---\ntitle: x\n--- \t\r\nrest".utf8)))
        #expect(!DraftPage.frontMatterCloses(in: Array("---\ntitle: x\n---".utf8)))  // a line cut short
        #expect(!DraftPage.frontMatterCloses(in: Array("---\n----\n --- \n--\n\n".utf8)))  // longer, indented, shorter
        #expect(!DraftPage.frontMatterCloses(in: Array("---".utf8)))
        #expect(DraftPage.frontMatterCloses(in: Array("---\n\n---\n".utf8)))
    }
}
