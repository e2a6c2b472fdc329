@testable import DocgenBuild
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Links, heading ids and sidebar labels as Docusaurus and Starlight resolve them, on two small
/// sites in en, ja and zh (Fixtures/sites/docusaurus-links, starlight-links) and the broken
/// pages of Fixtures/source-links placed into copies of them.
@Suite("Docusaurus and Starlight links and ids", .serialized)
struct SourceLinksTests {
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/source-links/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The built page's text outside `<code>` and `<pre>`, where a literal `{#id}` is code.
    static func textOutsideCode(_ html: String) -> String {
        var text = html
        for (open, close) in [("<pre", "</pre>"), ("<code", "</code>")] {
            while let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
                text.removeSubrange(start.lowerBound..<end.upperBound)
            }
        }
        return text
    }

    static func builtPages(_ site: TemporarySite) throws -> [(String, String)] {
        let files = FileManager.default.enumerator(atPath: site.output.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".html") }.sorted().map { ($0, try site.read($0)) }
    }

    @Test("Docusaurus: doc ids, slugs (absolute, relative, several segments), ./ and ../ links with anchors, in every locale")
    func docusaurus() throws {
        let site = try TemporarySite(fixture: "docusaurus-links")
        let report = try SiteBuild(root: site.root).run()
        #expect(!report.warnings.contains { $0.rule == .linksAnchor || $0.rule == .markdownHeadingID }, "\(report.warnings)")
        // The config's url and baseUrl are the site's URL: no warning that there is none.
        #expect(!report.warnings.contains { $0.rule == .configBaseURL })
        #expect(try site.read("ja/index.html").contains("<link rel=\"canonical\" href=\"https://docs.example.com/ja/\">"))
        // `slug: /migrate` from the docs' root, `slug: v2/api` from the page's folder, `id: setup`.
        let home = try site.read("en/index.html")
        #expect(home.contains("href=\"../en/guides/setup/\">setup</a>"))
        #expect(home.contains("href=\"../en/migrate/#before-you-start\">migration notes</a>"))
        #expect(home.contains("href=\"../en/reference/v2/api/\">API</a>"))
        // Outside the docs: kept as written, not flagged; a static/ file is published at the
        // site's root, and the link leads there.
        for kept in ["href=\"/blog/\"", "href=\"https://example.com\"", "href=\"mailto:docs@example.com\""] {
            #expect(home.contains(kept), "\(kept)")
        }
        #expect(home.contains("src=\"../img/logo.png\""))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("img/logo.png").path))
        let install = try site.read("en/guides/setup/index.html")
        #expect(install.contains("href=\"../../../en/migrate/\">upgrade</a>"), "./upgrade is the doc id guides/upgrade")
        #expect(install.contains("href=\"../../../en/reference/v2/api/#calls\">API</a>"))
        #expect(try site.read("en/migrate/index.html").contains("href=\"../../en/guides/setup/#before\">setup</a>"))
        // A Japanese page's /docs/… link is the Japanese page (or its fallback); zh's the same.
        let ja = try site.read("ja/index.html")
        #expect(ja.contains("href=\"../ja/migrate/#before-you-start\">移行の手引き</a>"))
        #expect(ja.contains("href=\"../ja/guides/setup/\">セットアップ</a>"), "a fallback in ja")
        let zh = try site.read("zh/guides/setup/index.html")
        #expect(zh.contains("href=\"../../../zh/migrate/#before-you-start\">升级</a>"))
        #expect(zh.contains("<h2 id=\"before\">开始之前"))
        // sidebar_label names the page in the sidebar; the title stays the page's title.
        #expect(home.contains("href=\"../en/guides/setup/\">Install</a>"))
        #expect(install.contains("<title>Install the Links SDK · Links SDK</title>"))
        #expect(zh.contains(">安装</a>"))
    }

    @Test("Starlight: URL paths (/guides/x/, /ja/guides/x/, ../x/), slugs from the docs' root, sidebar.label")
    func starlight() throws {
        let site = try TemporarySite(fixture: "starlight-links")
        let report = try SiteBuild(root: site.root).run()
        #expect(!report.warnings.contains { $0.rule == .linksAnchor }, "\(report.warnings)")
        let home = try site.read("index.html")
        #expect(home.contains("href=\"guides/install/#before\">installing</a>"))
        #expect(home.contains("href=\"migrate/#before-you-start\">migration notes</a>"), "slug: migrate is /migrate/")
        #expect(home.contains("src=\"logo.svg\"") && home.contains("href=\"/about/\""), "public/logo.svg is the site's, at its root")
        #expect(try site.read("guides/install/index.html").contains("href=\"../../migrate/\">upgrade</a>"))
        let ja = try site.read("ja/index.html")
        #expect(ja.contains("href=\"../ja/guides/install/#before\">インストール</a>"))
        #expect(ja.contains("href=\"../ja/migrate/#before-you-start\">移行の手引き</a>"), "a fallback in ja")
        #expect(ja.contains("href=\"../guides/install/\">原文</a>"), "/guides/… is the root locale's")
        #expect(try site.read("ja/guides/install/index.html").contains("href=\"../../../ja/migrate/\">移行</a>"))
        #expect(try site.read("zh/index.html").contains("href=\"../zh/guides/install/#before\">安装</a>"))
        #expect(home.contains("href=\"guides/install/\">Install</a>"))
        #expect(try site.read("guides/install/index.html").contains("<title>Install the Links SDK · Links SDK</title>"))
        #expect(ja.contains(">インストール</a>"))
    }

    @Test("A link that reaches no page is an error at the link naming the nearest page; outside the docs is not judged",
          arguments: [("docusaurus-links", "docs/broken.md", "docusaurus-broken.md"),
                      ("starlight-links", "src/content/docs/broken.md", "starlight-broken.md")])
    func broken(fixture: String, path: String, page: String) throws {
        let site = try TemporarySite(fixture: fixture)
        try site.write(path, try Self.fixture(page))
        let error = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        let found = error.diagnostics.filter { $0.file == path }
            .map { "\($0.location?.line ?? 0) \($0.id) \($0.fix?.message ?? "")" }
        if fixture == "docusaurus-links" {
            #expect(found == ["5 docgen.links.broken the nearest page is /docs/migrate (docs/guides/upgrade.md)",
                              "7 docgen.links.broken the nearest page is /docs/guides/setup (docs/guides/install.mdx)",
                              "9 docgen.links.anchor did you mean '#before-you-start'?",
                              "11 docgen.links.missing-file ",
                              "13 docgen.links.broken "], "\(error.diagnostics)")
        } else {
            #expect(found == ["5 docgen.links.broken the nearest page is /migrate/ (src/content/docs/guides/upgrade.md)",
                              "7 docgen.links.broken the nearest page is /ja/guides/install/ (src/content/docs/ja/guides/install.mdx)",
                              "9 docgen.links.broken "],
                    "\(error.diagnostics)")
        }
        // The anchor is checked on the page the slug reaches (a warning, as for .md links).
        try site.write(path, "[notes](\(fixture == "docusaurus-links" ? "/docs" : "")/migrate#nowhere)\n")
        let report = try SiteBuild(root: site.root).run()
        let anchor = try #require(report.warnings.first { $0.rule == .linksAnchor })
        #expect(anchor.file == path && anchor.fix?.message == "did you mean '#before-you-start'?")
    }

    @Test("An anchor in other letter case (`#Store-Scoping`, as DocC writes one) reaches its heading on a site docgen publishes, rewritten; read in place it stays broken", arguments: ["en", "ja", "zh"])
    func anchorsInOtherCase(locale: String) throws {
        let page = """
            ---
            title: Anchors
            ---

            ## Store Scoping

            [\(locale == "en" ? "Scoping" : locale == "ja" ? "スコープ" : "作用域")](#Store-Scoping), [\(locale == "en" ? "elsewhere" : locale == "ja" ? "別の場所" : "别处")](#Store-Scopes).

            """
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/anchors.md", page)
        try site.write("content/\(locale)/anchors.md", page)
        let report = try SiteBuild(root: site.root).run()
        let warned = report.warnings.filter { $0.rule == .linksAnchor && $0.file == "content/\(locale)/anchors.md" }.map(\.message)
        #expect(warned == ["no heading with id 'Store-Scopes' on this page"], "\(report.warnings)")
        let html = try site.read("\(locale)/anchors/index.html")
        #expect(html.contains("href=\"#store-scoping\""), "rewritten to the heading's id")
        // A Docusaurus site is published by Docusaurus, whose ids are as strict as the browser.
        let inPlace = try TemporarySite(fixture: "docusaurus-links")
        let folder = locale == "en" ? "docs" : "i18n/\(locale)/docusaurus-plugin-content-docs/current"
        try inPlace.write("docs/anchors.md", page)
        try inPlace.write("\(folder)/anchors.md", page)
        let inPlaceReport = try SiteBuild(root: inPlace.root).run()
        let inPlaceWarned = inPlaceReport.warnings.filter { $0.rule == .linksAnchor && $0.file == "\(folder)/anchors.md" }.map(\.message)
        #expect(inPlaceWarned == ["no heading with id 'Store-Scoping' on this page", "no heading with id 'Store-Scopes' on this page"], "\(inPlaceReport.warnings)")
    }

    @Test("{#id} and \\{#id\\} are the heading's id, never its text; a malformed or taken id is located", arguments: ["en", "ja", "zh"])
    func headingIDs(locale: String) throws {
        let site = try TemporarySite(fixture: "docusaurus-links")
        let folder = locale == "en" ? "docs" : "i18n/\(locale)/docusaurus-plugin-content-docs/current"
        try site.write("\(folder)/headings.md", try Self.fixture("headings-\(locale).md"))
        let error = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        let found = error.diagnostics.filter { $0.file == "\(folder)/headings.md" }.map { "\($0.location?.line ?? 0) \($0.id)" }
        let expected = locale == "en"
            ? ["5 docgen.markdown.heading-id", "7 docgen.markdown.heading-id", "9 docgen.markdown.duplicate-heading-id"]
            : ["5 docgen.markdown.heading-id", "7 docgen.markdown.duplicate-heading-id"]
        #expect(found == expected, "\(error.diagnostics)")
        // Without the taken id the page builds: its ids, and no braces in its text or contents.
        let text = try Self.fixture("headings-\(locale).md")
        try site.write("\(folder)/headings.md", text.replacingOccurrences(of: "{#chosen}", with: "{#again}")
            .replacingOccurrences(of: "\\{#chosen\\}\n\n## 空白", with: "\\{#chosen\\}\n\n## 空白"))
        let fixed = text.components(separatedBy: "\n").enumerated().map { i, line in
            i > 4 && line.contains("#chosen") ? line.replacingOccurrences(of: "chosen", with: "again") : line
        }.joined(separator: "\n")
        try site.write("\(folder)/headings.md", fixed)
        _ = try SiteBuild(root: site.root).run()
        let html = try site.read("\(locale)/headings/index.html")
        #expect(html.contains("<h2 id=\"chosen\">") && html.contains("<h2 id=\"again\">"))
        #expect(html.contains("<a href=\"#chosen\">"), "the contents link the id")
        #expect(html.contains("<code>\(locale == "zh" ? "\\{#literal\\}" : "{#literal}")</code>"), "a code span keeps its braces")
        // The contents show the code span's text; nothing else has braces.
        let outside = Self.textOutsideCode(html).replacingOccurrences(of: "\\{#literal\\}", with: "").replacingOccurrences(of: "{#literal}", with: "")
        #expect(!outside.contains("{#"), "\(locale): braces leaked")
    }

    @Test("No built page of either fixture has {# or \\{# outside code")
    func nothingLeaks() throws {
        for fixture in ["docusaurus-links", "starlight-links"] {
            let site = try TemporarySite(fixture: fixture)
            _ = try SiteBuild(root: site.root).run()
            let pages = try Self.builtPages(site)
            #expect(pages.count > 10)
            for (path, html) in pages {
                let text = Self.textOutsideCode(html)
                #expect(!text.contains("{#") && !text.contains("\\{#"), "\(fixture)/\(path)")
            }
        }
    }

    @Test("The root locale's pages share the root with the other locales' folders and assets/: a page there is an error")
    func rootLocaleReserved() throws {
        for (path, flagged) in [("src/content/docs/ja.md", true), ("src/content/docs/assets/notes.md", true),
                                ("src/content/docs/japan.md", false), ("src/content/docs/assets-guide.md", false)] {
            let site = try TemporarySite(fixture: "starlight-links")
            try site.write(path, "---\ntitle: Notes\n---\n\nText.\n")
            if flagged {
                let error = try #require(throws: DiagnosticsError.self, "\(path)") { try SiteBuild(root: site.root).run() }
                #expect(error.diagnostics.contains { $0.rule == .siteReservedURL && $0.file == path }, "\(error.diagnostics)")
            } else {
                _ = try SiteBuild(root: site.root).run()
                let route = String(path.dropFirst("src/content/docs/".count).dropLast(3))
                #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("\(route)/index.html").path), "\(route)")
            }
        }
    }

    @Test("A Docusaurus or Starlight slug is a path; one that climbs, has an empty segment or breaks URLs is an error at its line",
          arguments: [("slug: ../up", true), ("slug: a//b", true), ("slug: 'v2/a?b'", true), ("slug: /deep/er/page", false), ("slug: v3/page", false)])
    func slugPaths(line: String, flagged: Bool) throws {
        let site = try TemporarySite(fixture: "docusaurus-links")
        try site.write("docs/guides/extra.md", "---\ntitle: Extra\n\(line)\n---\n\nText.\n")
        if flagged {
            let error = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
            let slug = try #require(error.diagnostics.first { $0.rule == .frontMatterSlug })
            #expect(slug.file == "docs/guides/extra.md" && slug.location?.line == 3, "\(error.diagnostics)")
        } else {
            _ = try SiteBuild(root: site.root).run()
            let route = line.hasPrefix("slug: /") ? String(line.dropFirst(7)) : "guides/" + line.dropFirst(6)
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/\(route)/index.html").path), "\(route)")
        }
    }

    @Test("URLs under a base path: Docusaurus puts baseUrl before an absolute link without it; Starlight's link outside its base is another site's")
    func basePaths() {
        let docusaurus = SourceURLs(base: "/sdk/", docsPath: "docs", localeSegments: ["en": "", "ja": "ja"], trailingSlash: false,
                                    absoluteLinksStayInLocale: true, staticFolders: [])
        #expect(docusaurus.url(locale: "ja", path: "guides/x") == "/sdk/ja/docs/guides/x")
        #expect(docusaurus.target(of: "/sdk/docs/guides/x", fromLocale: "ja", path: "a") == .docs(locale: "ja", path: "guides/x", sitePath: "docs/guides/x"))
        #expect(docusaurus.target(of: "/docs/guides/x", fromLocale: "ja", path: "a") == .docs(locale: "ja", path: "guides/x", sitePath: "docs/guides/x"))
        #expect(docusaurus.target(of: "../y", fromLocale: "ja", path: "guides/x") == .docs(locale: "ja", path: "y", sitePath: "ja/docs/y"))
        #expect(docusaurus.target(of: "/blog/post", fromLocale: "en", path: "a") == .site(path: "blog/post"))
        let starlight = SourceURLs(base: "/sdk/", docsPath: "", localeSegments: ["en": "", "ja": "ja"], trailingSlash: true,
                                   absoluteLinksStayInLocale: false, staticFolders: [])
        #expect(starlight.url(locale: "en", path: "guides/x") == "/sdk/guides/x/")
        #expect(starlight.target(of: "/other/x/", fromLocale: "ja", path: "") == .elsewhere)
        #expect(starlight.target(of: "../x/", fromLocale: "ja", path: "guides/y") == .docs(locale: "ja", path: "guides/x", sitePath: "ja/guides/x"))
        #expect(starlight.target(of: "/sdk/guides/x/", fromLocale: "ja", path: "") == .docs(locale: "en", path: "guides/x", sitePath: "guides/x"))
    }
}
