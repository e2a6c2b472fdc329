@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

/// Routes, made on bytes, and the hash rebuilds compare sources with.
@Suite("Site index")
struct SiteIndexTests {
    @Test("A key's route: folders kept, .md dropped, index pages on their folder, a slug replacing the last segment")
    func routes() {
        #expect(SiteIndex.route(key: "index.md", slug: nil) == "")
        #expect(SiteIndex.route(key: "guides/index.md", slug: nil) == "guides/")
        #expect(SiteIndex.route(key: "guides/flow-events.md", slug: nil) == "guides/flow-events/")
        #expect(SiteIndex.route(key: "a/b/c.md", slug: "other") == "a/b/other/")
        #expect(SiteIndex.route(key: "guides/index.md", slug: "start") == "guides/start/")
        #expect(SiteIndex.route(key: "x.md", slug: "") == "x/")
        #expect(SiteIndex.route(key: ".md", slug: nil) == "")
        #expect(SiteIndex.route(key: "ガイド/イベント.md", slug: nil) == "ガイド/イベント/")
        #expect(SiteIndex.route(key: "guides/x.md", slug: nil, prefix: "ja/") == "ja/guides/x/")
        // Published by name (`urls: flat`): the file's name, a folder's index its folder's.
        #expect(SiteIndex.flatKey("ios/setup.mdx") == "setup.mdx" && SiteIndex.flatKey("a/b/guides/index.md") == "guides.md")
        #expect(SiteIndex.flatKey("index.mdx") == "index.mdx" && SiteIndex.flatKey("setup.md") == "setup.md")
    }

    @Test("Two pages of a locale on one URL, or a page on the status page's URL, are errors")
    func duplicates() throws {
        let config = SiteConfig(defaultLocale: "en")
        func summary(_ locale: String, _ path: String, slug: String? = nil) -> PageSummary {
            PageSummary(file: ContentFile(locale: locale, path: path, displayPath: "content/\(locale)/\(path)", absolutePath: "/\(path)"),
                        title: path, order: nil, slug: slug, ids: [], hash: "", usesFacts: false)
        }
        let locales = [SiteLocale(code: "en"), SiteLocale(code: "ja")]
        #expect(throws: DiagnosticsError.self) {
            try SiteIndex.make(config: config, locales: locales, pages: [summary("en", "a.md"), summary("en", "a/index.md")])
        }
        #expect(throws: DiagnosticsError.self) {
            try SiteIndex.make(config: config, locales: locales, pages: [summary("en", "x.md", slug: "translation-status")])
        }
        let index = try SiteIndex.make(config: config, locales: locales,
                                       pages: [summary("en", "b.md"), summary("en", "a.md"), summary("ja", "a.md")])
        #expect(index.order["ja"] == ["a.md", "b.md"])
        #expect(index.page("b.md", in: "ja")?.isFallback == true)
        #expect(index.page("b.md", in: "ja")?.route == "ja/b/")
        #expect(index.page("a.md", in: "ja")?.isFallback == false)
    }

    @Test("The source hash sees every byte, whatever the length")
    func sourceHash() {
        var seen = Set<String>()
        for length in 0..<80 {
            let bytes = [UInt8](repeating: 0x61, count: length)
            seen.insert(ContentHash.ofSource(bytes))
            for i in 0..<length {
                var changed = bytes
                changed[i] = 0x62
                #expect(ContentHash.ofSource(changed) != ContentHash.ofSource(bytes))
            }
        }
        #expect(seen.count == 80)
    }
}
