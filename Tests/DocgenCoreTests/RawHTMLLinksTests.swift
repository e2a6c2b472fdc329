import DocgenBuild
import DocgenMarkdown
import DocgenRender
import DocgenSearch
import DocgenSite
import DocgenSupport
import DocgenSwift
import Testing

/// Links written in raw HTML inside Markdown, found and rewritten as Markdown links are.
@Suite("Raw HTML links")
struct RawHTMLLinksTests {
    @Test("Raw HTML links: a href and img src, quoted or not, references decoded, comments skipped")
    func rawHTMLLinks() {
        let html = "<!-- <a href=\"no.md\"> --><A HREF='a.md?x=1&amp;y=2'>a</A> 1 < 2 <img\nalt=\"i\" src=img/b.png/> <link href=\"c.css\"> <a name=\"n\">"
        let links = RawHTMLLinks.links(in: html)
        // Unquoted, a value runs to a space or `>`: the `/` of `/>` is part of it, as browsers read it.
        #expect(links.map(\.destination) == ["a.md?x=1&y=2", "img/b.png/"])
        #expect(links.map(\.isImage) == [false, true])
        let rewritten = RawHTMLLinks.rewriting(html) { link in link.isImage ? "pic \"1\".png" : "a/" }
        #expect(rewritten == "<!-- <a href=\"no.md\"> --><A HREF='a/'>a</A> 1 < 2 <img\nalt=\"i\" src=\"pic &quot;1&quot;.png\"> <link href=\"c.css\"> <a name=\"n\">")
        #expect(RawHTMLLinks.links(in: "plain text, no tags").isEmpty)
        #expect(RawHTMLLinks.links(in: "<a href=\"never closed").isEmpty)

        let document = MarkdownParser().parse("Text <a href=\"x.md\">x</a>.\n\n<div><img src=\"y.png\"></div>\n")
        #expect(document.linkReferences.map(\.destination) == ["x.md", "y.png"])
        #expect(document.linkReferences.map(\.location.line) == [1, 3])
    }

    @Test("Raw HTML link scanning never fails, and rewriting a value to itself keeps every link")
    func rawHTMLLinksFuzz() {
        let pool = Array("<a href=img src='\"> /!--x.md#&amp;\n\tA".unicodeScalars)
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(state % 80)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(pool[Int((state >> 33) % UInt64(pool.count))])
            }
            let html = String(text)
            let links = RawHTMLLinks.links(in: html)
            let again = RawHTMLLinks.links(in: RawHTMLLinks.rewriting(html) { $0.destination })
            #expect(again.map(\.destination) == links.map(\.destination), "\(html.debugDescription)")
        }
    }
}
