@testable import DocgenServe
import DocgenTestSupport
import Foundation
import Testing

/// `docgen serve` on Docusaurus and Starlight sites read in place: the core tests' fixture
/// sites, served over real HTTP, rebuilt when a page in one of their locale folders or their
/// config changes.
@Suite("docgen serve on Docusaurus and Starlight sites", .serialized)
struct InPlaceServeTests {
    static func fixture(_ name: String) -> URL {
        Repository.root.appendingPathComponent("Tests/DocgenCoreTests/Fixtures/sites/\(name)")
    }

    /// Requests `target` until its body contains `text` (a rebuild takes a moment), or the
    /// time is up; `between` runs before each try after the first.
    func eventually(_ site: ServedSite, _ target: String, contains text: String, seconds: Double = 15,
                    between: () throws -> Void = {}) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var first = true
        while Date() < deadline {
            if !first {
                try between()
                Thread.sleep(forTimeInterval: 0.2)
            }
            first = false
            if try RawHTTP.request(port: site.port, target: target).body.contains(text) { return true }
        }
        return false
    }

    @Test("A Docusaurus site is served; edits under docs/ and i18n/ja/ rebuild the pages")
    func docusaurus() throws {
        let site = try ServedSite(copying: Self.fixture("docusaurus"))
        let home = try RawHTTP.request(port: site.port, target: "/en/")
        #expect(home.status == 200)
        #expect(home.body.contains("docgen-source\" content=\"docs/index.md\""))
        #expect(try RawHTTP.request(port: site.port, target: "/ja/").body.contains("を読んでください。"))

        try site.write("docs/index.md", "---\ntitle: Example SDK\nsidebar_position: 1\n---\n\nEdited in docs.\n")
        #expect(try eventually(site, "/en/", contains: "Edited in docs."))
        try site.write("i18n/ja/docusaurus-plugin-content-docs/current/index.md", "---\ntitle: Example SDK（日本語）\n---\n\n編集しました。\n")
        #expect(try eventually(site, "/ja/", contains: "編集しました。"))
    }

    @Test("Docusaurus: the config's title and a locale added under i18n/ are picked up without a restart")
    func docusaurusConfigAndNewLocale() throws {
        let site = try ServedSite(copying: Self.fixture("docusaurus"))
        let config = site.root.appendingPathComponent("docusaurus.config.ts")
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: "title: 'Example SDK'", with: "title: 'Renamed SDK'").write(to: config, atomically: true, encoding: .utf8)
        #expect(try eventually(site, "/en/", contains: "Renamed SDK"))

        // The new folders are watched once the watcher sees them: write the page again until
        // a rebuild has read it.
        let page = "i18n/fr/docusaurus-plugin-content-docs/current/index.md"
        let french = "---\ntitle: SDK d'exemple\n---\n\nLisez le guide.\n"
        try site.write(page, french)
        #expect(try eventually(site, "/fr/", contains: "Lisez le guide.") { try site.write(page, french) })
    }

    @Test("Docusaurus: a partial imported from outside the locale folders (@site/src/…) is watched once a page imports it, in en, ja and zh")
    func partialsOutsideWatchedFolders() throws {
        let site = try ServedSite(copying: Self.fixture("docusaurus"))
        let pages = [
            ("en", "docs/shared-note.mdx", "/en/shared-note/", "Shared note, first draft."),
            ("ja", "i18n/ja/docusaurus-plugin-content-docs/current/shared-note.mdx", "/ja/shared-note/", "共有の注記、初稿。"),
            ("zh", "i18n/zh/docusaurus-plugin-content-docs/current/shared-note.mdx", "/zh/shared-note/", "共享说明，初稿。"),
        ]
        for (locale, page, target, text) in pages {
            try site.write("src/partials/_note-\(locale).md", text + "\n")
            try site.write(page, "---\ntitle: Shared note\n---\n\nimport Note from '@site/src/partials/_note-\(locale).md';\n\n<Note />\n")
            #expect(try eventually(site, target, contains: text), "\(target) never showed its partial")
        }
        // src/ is not among the watched folders: only the import makes the partial watched.
        #expect(!PreviewSources(root: site.root).folders.contains { $0.lastPathComponent == "src" })
        for (locale, _, target, text) in pages {
            let edited = text.replacingOccurrences(of: "first draft", with: "edited").replacingOccurrences(of: "初稿", with: locale == "ja" ? "改訂" : "修订")
            // The watch is added within the watcher's next wait after the load that found the
            // import: write again until a rebuild has read the edit.
            try site.write("src/partials/_note-\(locale).md", edited + "\n")
            #expect(try eventually(site, target, contains: edited) { try site.write("src/partials/_note-\(locale).md", edited + "\n") },
                    "\(target) kept the old partial")
        }
    }

    @Test("A Starlight site is served; edits under src/content/docs/ and its ja/ folder rebuild the pages")
    func starlight() throws {
        let site = try ServedSite(copying: Self.fixture("starlight"))
        // The root locale is served at /.
        let home = try RawHTTP.request(port: site.port, target: "/")
        #expect(home.status == 200)
        #expect(home.body.contains("docgen-source\" content=\"src/content/docs/index.mdx\""))

        try site.write("src/content/docs/index.mdx", "---\ntitle: Example SDK\n---\n\nEdited in the root locale.\n")
        #expect(try eventually(site, "/", contains: "Edited in the root locale."))
        try site.write("src/content/docs/ja/index.mdx", "---\ntitle: Example SDK（日本語）\n---\n\n編集しました。\n")
        #expect(try eventually(site, "/ja/", contains: "編集しました。"))
    }

    @Test("Only the built site is served: not the generator's config, nor the page sources")
    func sourcesNotServed() throws {
        let site = try ServedSite(copying: Self.fixture("docusaurus"))
        for target in ["/docusaurus.config.ts", "/docs/index.md", "/i18n/ja/docusaurus-plugin-content-docs/current/index.md",
                       "/../docusaurus.config.ts", "/%2e%2e/docs/index.md"] {
            let response = try RawHTTP.request(port: site.port, target: target)
            #expect([400, 403, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.body.contains("defaultLocale"), "\(target) leaked the config")
        }
    }

    @Test("The watched sources follow the layout: its locale folders and config, not content/")
    func watchedSources() throws {
        let docusaurus = Self.fixture("docusaurus")
        let sources = PreviewSources(root: docusaurus)
        #expect(sources.folders.map(\.lastPathComponent).prefix(3) == ["docs", "i18n", "templates"])
        #expect(sources.files.map(\.lastPathComponent) == ["docgen.yaml", "docusaurus.config.ts"])
        let starlight = PreviewSources(root: Self.fixture("starlight"))
        #expect(starlight.folders.map { $0.path.replacingOccurrences(of: Self.fixture("starlight").path + "/", with: "") }
                == ["src/content/docs", "templates"])
        #expect(starlight.files.map(\.lastPathComponent) == ["docgen.yaml", "astro.config.mjs"])
        #expect(PreviewSources(root: Repository.root.appendingPathComponent("Tests/DocgenServeTests/Fixtures/site")).folders
            .map(\.lastPathComponent).prefix(2) == ["content", "templates"])
    }
}
