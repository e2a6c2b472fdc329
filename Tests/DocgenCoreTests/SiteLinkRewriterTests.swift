@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("Link paths")
struct SiteLinkRewriterTests {
    @Test("Relative paths resolve against the page's folder, split at every '/' as a browser splits them")
    func resolve() {
        #expect(SiteLinkRewriter.resolve("setup.md", from: "guides/flow.md") == "guides/setup.md")
        #expect(SiteLinkRewriter.resolve("../faq/購入.md", from: "guides/flow.md") == "faq/購入.md")
        #expect(SiteLinkRewriter.resolve("./a//b/../c.md", from: "index.md") == "a/c.md")
        #expect(SiteLinkRewriter.resolve("../x.md", from: "index.md") == nil)
        // A combining mark after '/' makes one Character with it, but the '/' still separates:
        // this climbs out of the locale folder (found by fuzzing).
        #expect(SiteLinkRewriter.resolve("../\u{655}../d/./ng", from: "harac.md") == nil)
        #expect(SiteLinkRewriter.resolve("a/\u{655}b.md", from: "index.md") == "a/\u{655}b.md")
    }

    @Test("A '#' a combining mark follows still starts the fragment: the path before it is all that is resolved (found by fuzzing)")
    func fragmentAfterCombiningMark() {
        let (path, query, fragment) = SiteLinkRewriter.parts("flow-events.md#\u{30B}../../d?x")
        #expect(path == "flow-events.md")
        #expect(query == "")
        #expect(fragment.map(String.init) == "\u{30B}../../d?x")
    }

    @Test("Schemes are letters, digits, '+', '-' and '.' before the first ':', starting with a letter")
    func schemes() {
        for url in ["https://x", "mailto:a@b", "svn+ssh://h", "x-app.v2:go"] { #expect(SiteLinkRewriter.hasScheme(url), "\(url)") }
        for url in ["guide.md", "a/b:c", "1http://x", ":x", "ｈttp://x", "path/to:x.md"] { #expect(!SiteLinkRewriter.hasScheme(url), "\(url)") }
        #expect(SiteLinkRewriter.decoded("%E8%B3%BC%E5%85%A5") == "購入")
        #expect(SiteLinkRewriter.decoded("plain") == "plain")
    }

    /// An Astro site publishing pages by name (`urls: flat`, base `/docs`, no trailing slash).
    static func flatSite() throws -> SiteIndex {
        var config = SiteConfig(title: "Flat", baseURL: "https://docs.example.com/docs/", defaultLocale: "en")
        config.urlStyle = .flat
        config.sourceURLs = SourceURLs(base: "/docs", docsPath: "", localeSegments: ["en": "", "ja": "ja"], trailingSlash: false,
                                       absoluteLinksStayInLocale: false, staticFolders: ["public"], root: "/nonexistent")
        let pages = [("en", "ios/setup.md", "# Setup\n\n## Install\n"), ("en", "android/events/index.md", "# Events\n"),
                     ("ja", "ios/setup.md", "# セットアップ\n\n## インストール\n")].map { locale, path, text in
            ParsedPage.parse(text, file: ContentFile(locale: locale, path: path, displayPath: "src/\(locale)/\(path)",
                                                     absolutePath: "/nonexistent/\(locale)/\(path)")).page!.summary
        }
        return try SiteIndex.make(config: config, locales: [SiteLocale(code: "en"), SiteLocale(code: "ja")], pages: pages)
    }

    @Test("Published by name, a link names a page from any folder, with or without .md; one naming none is left as written (found by fuzzing)")
    func flatLinks() throws {
        let index = try Self.flatSite()
        let page = try #require(index.page("android/events/index.md", in: "en"))
        #expect(page.route == "en/events/")
        var rewriter = SiteLinkRewriter(index: index, page: page, assets: [:])
        let at = DocgenSupport.SourceLocation(line: 1, column: 1)
        #expect(rewriter.rewrite("setup", isImage: false, at: at) == "../../en/setup/")
        #expect(rewriter.rewrite("setup.md#install", isImage: false, at: at) == "../../en/setup/#install")
        #expect(rewriter.rewrite("/docs/ja/setup", isImage: false, at: at) == "../../ja/setup/")
        #expect(rewriter.diagnostics.isEmpty, "\(rewriter.diagnostics)")
        // Not a page: the link stays as the page has it, and the finding quotes it so.
        let written = "\u{FFFD}\u{FFFD}../x.md"
        #expect(rewriter.rewrite(written, isImage: true, at: at) == written)
        #expect(rewriter.rewrite("android/setup.md", isImage: false, at: at) == "android/setup.md")
        #expect(rewriter.diagnostics.map(\.message) == ["'\(written)' is no file of the site (public/ or the locale folder)",
                                                       "'android/setup.md' leads to no page of the site (nothing at /docs/android/setup)"])
    }
}
