@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import DocgenTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("docgen build", .serialized)
struct SiteBuildTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden/basic")

    /// Every file kept under the golden folder: `scripts/update-golden` rewrites them after an
    /// intended change; the test only compares.
    static let goldenFiles: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: goldenFolder.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: goldenFolder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }()

    /// The "Last updated" date of the golden pages (scripts/update-golden sets it too).
    static let goldenDate = 1_767_225_600

    @Test("The fixture site matches its golden HTML (scripts/update-golden rewrites it)", arguments: goldenFiles)
    func golden(path: String) throws {
        let site = try TemporarySite(fixture: "basic")
        var build = SiteBuild(root: site.root)
        build.sourceDateEpoch = Self.goldenDate
        _ = try build.run()
        let actual = try site.read(path)
        let expected = try String(contentsOf: Self.goldenFolder.appendingPathComponent(path), encoding: .utf8)
        #expect(actual == expected, "\(path) differs from Fixtures/golden/basic/\(path); after an intended change run scripts/update-golden")
    }

    @Test("The golden files are the ones that show every page kind")
    func goldenFilesKept() {
        #expect(Self.goldenFiles.count >= 8)
        for kind in ["index.html", "404.html", "sitemap.xml", "ja/translation-status/index.html", "ja/guides/events/index.html"] {
            #expect(Self.goldenFiles.contains(kind), "\(kind) has no golden file")
        }
    }

    @Test("Pretty URLs for every locale, fallbacks for missing translations, copied files")
    func layout() throws {
        let site = try TemporarySite(fixture: "basic")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 3, "ja": 3, "zh": 3])
        #expect(report.fallbacks == ["ja": 1, "zh": 2])
        for path in ["index.html", "404.html", "sitemap.xml", "assets/style.css", "en/img/logo.png",
                     "zh/guides/setup/index.html", OutputDirectory.markerName] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) missing")
        }
        let root = try site.read("index.html")
        #expect(root.contains("<meta http-equiv=\"refresh\" content=\"0; url=en/\">"))
    }

    @Test("Every page has lang, title, description, canonical and the full hreflang set with x-default")
    func headTags() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let ja = try site.read("ja/index.html")
        #expect(ja.contains("<html lang=\"ja\">"))
        #expect(ja.contains("<title>ようこそ · Fixture Docs</title>"))
        #expect(ja.contains("<meta name=\"description\" content=\"フィクスチャのホーム\">"))
        #expect(ja.contains("<link rel=\"canonical\" href=\"https://docs.example.com/ja/\">"))
        let alternates = ja.components(separatedBy: "\n").filter { $0.hasPrefix("<link rel=\"alternate\" hreflang") }
        #expect(alternates == [
            "<link rel=\"alternate\" hreflang=\"en\" href=\"https://docs.example.com/en/\">",
            "<link rel=\"alternate\" hreflang=\"ja\" href=\"https://docs.example.com/ja/\">",
            "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://docs.example.com/zh/\">",
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example.com/en/\">",
        ])
        // The page's Markdown copy beside it, and the social cards.
        #expect(ja.contains("<link rel=\"alternate\" type=\"text/markdown\" href=\"index.md\">"))
        #expect(ja.contains("<meta property=\"og:url\" content=\"https://docs.example.com/ja/\">"))
        #expect(ja.contains("<meta property=\"og:locale\" content=\"ja_JP\">"))
        #expect(ja.contains("<meta name=\"twitter:card\" content=\"summary\">"))
        // The language switcher lands on the same page in every locale and names each in its language.
        let setup = try site.read("ja/guides/setup/index.html")
        #expect(setup.contains("<a href=\"../../../en/guides/setup/\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(setup.contains("<a href=\"../../../zh/guides/setup/\" hreflang=\"zh-Hans\" lang=\"zh-Hans\">简体中文</a>"))
    }

    @Test("A page missing in a locale is the English page with a notice, canonical to English, outside hreflang")
    func fallback() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let page = try site.read("zh/guides/events/index.html")
        #expect(page.contains("<html lang=\"zh-Hans\">"))
        #expect(page.contains("class=\"notice notice-untranslated\""))
        #expect(page.contains("尚未翻译。"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://docs.example.com/en/guides/events/\">"))
        #expect(!page.contains("hreflang=\"zh-Hans\" href=\"https://docs.example.com/zh/guides/events/\""))
        // The English text is marked as English; the notice around it is in the page's language.
        #expect(page.contains("<h1 class=\"doc-title\" lang=\"en\">Events</h1>"))
        #expect(page.contains("<div class=\"doc-body\" lang=\"en\">"))
        let sitemap = try site.read("sitemap.xml")
        #expect(!sitemap.contains("/zh/guides/events/"))
    }

    @Test("sitemap.xml lists each real page once with xhtml:link alternates")
    func sitemap() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let xml = try site.read("sitemap.xml")
        let document = try XMLDocument(xmlString: xml)
        let urls = try document.nodes(forXPath: "/*[local-name()='urlset']/*[local-name()='url']")
        let locs = try urls.map { try #require($0.nodes(forXPath: "*[local-name()='loc']").first?.stringValue) }
        #expect(locs == ["https://docs.example.com/en/", "https://docs.example.com/en/guides/setup/",
                         "https://docs.example.com/en/guides/events/", "https://docs.example.com/ja/",
                         "https://docs.example.com/ja/guides/setup/", "https://docs.example.com/zh/"])
        let setupLinks = try urls[1].nodes(forXPath: "*[local-name()='link']").compactMap { $0 as? XMLElement }
        func attribute(_ element: XMLElement, _ name: String) -> String? {
            element.attributes?.first { $0.localName == name || $0.name == name }?.stringValue
        }
        #expect(setupLinks.map { attribute($0, "hreflang") } == ["en", "ja", "x-default"])
        #expect(setupLinks.allSatisfy { attribute($0, "rel") == "alternate" && $0.uri == "http://www.w3.org/1999/xhtml" })
    }

    @Test("Japanese and Chinese headings get readable anchors that links and the TOC use")
    func cjkAnchors() throws {
        let site = try TemporarySite(fixture: "basic")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.warnings.filter { $0.id.hasPrefix("docgen.links") }.isEmpty)
        let setup = try site.read("ja/guides/setup/index.html")
        #expect(setup.contains("<h2 id=\"sdk-をインストールする\">SDK をインストールする"))
        #expect(setup.contains("<h2 id=\"sdk-をインストールする-1\">"))
        #expect(setup.contains("<a href=\"#sdk-をインストールする-1\">2 つ目</a>"))
        #expect(setup.contains("<li class=\"toc-level-2\"><a href=\"#sdk-をインストールする\">SDK をインストールする</a></li>"))
        let home = try site.read("ja/index.html")
        #expect(home.contains("<a href=\"../ja/guides/setup/#sdk-をインストールする\">"))
        let zh = try site.read("zh/index.html")
        #expect(zh.contains("<h2 id=\"购买与恢复概览\">"))
    }

    @Test("Raw HTML is sanitized: <script> is dropped with a warning at its line; titles from front matter stay text")
    func htmlSafety() throws {
        let site = try TemporarySite(fixture: "basic")
        let report = try SiteBuild(root: site.root).run()
        let home = try site.read("en/index.html")
        #expect(home.contains("<title>Welcome &lt;script&gt;alert(1)&lt;/script&gt; · Fixture Docs</title>"))
        #expect(!home.contains("alert(\"x\")"))
        let dropped = report.warnings.filter { $0.id == "docgen.html.dropped" }
        #expect(dropped.map { "\($0.file ?? ""):\($0.location?.description ?? "")" } == ["content/en/index.md:11:1"])
    }

    @Test("html: trusted keeps raw HTML as written, through GFM's tag filter")
    func htmlTrusted() throws {
        let site = try TemporarySite(fixture: "basic")
        let config = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        try site.write("docgen.yaml", config + "html: trusted\n")
        let report = try SiteBuild(root: site.root).run()
        let home = try site.read("en/index.html")
        #expect(home.contains("&lt;script>alert(\"x\")&lt;/script>"))
        #expect(!home.contains("<script>alert"))
        #expect(!report.warnings.contains { $0.id.hasPrefix("docgen.html.") })
    }

    @Test("Broken links are errors at file:line:column; missing anchors are warnings with a suggestion")
    func brokenLinks() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/guides/events.md", "---\ntitle: Events\n---\n\n## Events\n\nSee [x](missing.md) and\n[y](setup.md#instal-the-sdk).\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("build passed with a broken link")
        } catch {
            let broken = try #require(error.diagnostics.first { $0.id == "docgen.links.broken" })
            #expect(broken.file == "content/en/guides/events.md")
            #expect(broken.location?.line == 7)
            #expect(broken.location?.column == 5)
            let anchor = try #require(error.diagnostics.first { $0.id == "docgen.links.anchor" && $0.file == "content/en/guides/events.md" })
            #expect(anchor.severity == .warning)
            #expect(anchor.location?.line == 8)
            #expect(anchor.fix?.replacement == "install-the-sdk")
        }
    }

    @Test("Links in raw HTML are rewritten and checked as Markdown links are")
    func rawHTMLLinks() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/guides/events.md", """
            ---
            title: Events
            ---

            ## Events

            <details><summary>More</summary>
            <p>See <a class="x" href="setup.md#install-the-sdk">setup</a>, <a href='https://example.com/?a=1&amp;b=2'>out</a>
            and <img alt="logo" src=../img/logo.png>.</p>
            </details>

            Inline <a href="../index.md">home</a> too.

            """)
        _ = try SiteBuild(root: site.root).run()
        let page = try site.read("en/guides/events/index.html")
        // The same URLs Markdown links get: up to the site root and down.
        #expect(page.contains("<a class=\"x\" href=\"../../../en/guides/setup/#install-the-sdk\">setup</a>"))
        #expect(page.contains("<a href=\"https://example.com/?a=1&amp;b=2\">out</a>"))
        #expect(page.contains("<img alt=\"logo\" src=\"../../../en/img/logo.png\">"))
        #expect(page.contains("Inline <a href=\"../../../en/\">home</a> too."))

        try site.write("content/en/guides/events.md", "---\ntitle: Events\n---\n\n## Events\n\n<div>\n<a href=\"missing.md\">x</a>\n</div>\n")
        let error = #expect(throws: DiagnosticsError.self) { _ = try SiteBuild(root: site.root).run() }
        let broken = try #require(error?.diagnostics.first { $0.id == "docgen.links.broken" })
        #expect(broken.file == "content/en/guides/events.md")
        #expect(broken.location?.line == 7)
    }
}
