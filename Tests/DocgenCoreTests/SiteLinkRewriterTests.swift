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
}
