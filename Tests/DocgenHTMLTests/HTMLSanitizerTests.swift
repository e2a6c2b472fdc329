import DocgenHTML
import DocgenTestSupport
import Foundation
import Testing

@Suite("HTML sanitizer")
struct HTMLSanitizerTests {
    static let sanitizer = HTMLSanitizer()

    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The vectors of `Fixtures/xss-vectors.txt`: records between lines `%%`, comment lines dropped.
    static let vectors: [String] = {
        guard let text = try? fixture("xss-vectors.txt") else { return ["missing fixture"] }
        return text.components(separatedBy: "\n%%\n").map { record in
            record.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# ") }.joined(separator: "\n")
        }
    }()

    @Test("Every known XSS and mXSS vector comes out with nothing that runs, checked on a parse of the output", arguments: vectors)
    func vector(_ html: String) {
        let result = Self.sanitizer.sanitize(html)
        #expect(SafetyOracle.violations(in: result.text) == [], "\(html) → \(result.text)")
    }

    @Test("Sanitizing the output again changes nothing", arguments: vectors)
    func stable(_ html: String) {
        let once = Self.sanitizer.sanitize(html)
        let twice = Self.sanitizer.sanitize(once.html)
        #expect(twice.text == once.text, "\(html) → \(once.text) → \(twice.text)")
        #expect(twice.findings == [], "\(twice.findings)")
    }

    @Test("The fixture vectors are all there")
    func vectorCount() {
        #expect(Self.vectors.count > 100)
    }

    @Test("Mutation XSS: what hides in raw text or foreign content never becomes an element", arguments: [
        // gumbo parses <noscript> as a browser without script would (its content as
        // elements), a browser with script as raw text: removed whole, it is neither.
        ("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">", ""),
        ("<svg><style><img src=x onerror=alert(1)></style></svg>", ""),
        ("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""),
        // gumbo 0.10.1 keeps </p> inside <svg> (browsers now break out of it): removed with the svg.
        ("<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">", ""),
        ("<xmp><img src=x onerror=alert(1)></xmp>", ""),
        ("<!--><img src=x onerror=alert(1)>-->", "<img src=\"x\">--&gt;"),
        ("<a href=\"x\" title=\"</a><img src=x onerror=alert(1)>\">x</a>", "<a href=\"x\" title=\"&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;\">x</a>"),
    ])
    func mutation(_ html: String, _ expected: String) {
        #expect(Self.sanitizer.sanitize(html).text == expected)
    }

    @Test("Documentation markup survives whole: the same tree, no finding")
    func documentation() throws {
        let html = try Self.fixture("documentation.html")
        let result = Self.sanitizer.sanitize(html)
        #expect(result.findings == [])
        #expect(HTMLTree(fragment: result.html).nodes == HTMLTree(fragment: html).nodes)
        #expect(result.text.contains("<details open>\n<summary>"))
        #expect(result.text.contains("<img src=\"img/flow.png\" alt=\"The flow\" width=\"320\" height=\"200\" loading=\"lazy\" title=\"Flow\">"))
        #expect(result.text.contains("<a href=\"https://example.com/?a=1&amp;b=2\" title=\"Example\">out</a>"))
        #expect(result.text.contains("<video controls src=\"media/demo.mp4\""))
        #expect(result.text.contains("<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\">"))
        #expect(Self.sanitizer.sanitize(result.html).html == result.html)
    }

    @Test("Each drop is a finding at the line and column (UTF-8 bytes) of what was dropped")
    func locatedFindings() {
        let html = "<p>ok</p>\n<p>é <img src=x onerror=alert(1)></p>\n<script>x</script>\n<a href=\"javascript:y\">z</a><!-- c -->"
        let findings = Self.sanitizer.sanitize(html).findings
        #expect(findings.map { "\($0.line):\($0.column) \($0.subject)" } == [
            "2:18 attribute(\"onerror\", element: \"img\")",
            "3:1 element(\"script\", keptContent: false)",
            "4:10 url(\"javascript:y\", attribute: \"href\", element: \"a\")",
            "4:29 comment",
        ])
        #expect(findings.map(\.reason) == [.eventHandler, .script, .scriptURL, .comment])
        #expect(findings[0].description == "dropped the onerror attribute of <img>: event handlers run script")
        #expect(findings.allSatisfy { $0.region == 0 })
    }

    @Test("Elements that are not allowed but harmless lose their tags and keep their text")
    func unwrap() {
        let result = Self.sanitizer.sanitize("<center>Centered <font color=red>red</font></center><my-widget>w</my-widget>")
        #expect(result.text == "Centered redw")
        #expect(result.findings.map(\.subject) == [.element("center", keptContent: true), .element("font", keptContent: true),
                                                   .element("my-widget", keptContent: true)])
    }

    @Test("URLs: relative, fragments, http(s), mailto, tel and data: images stay; other schemes go", arguments: [
        ("a.md", true), ("../b/c.png?x=1#y", true), ("#top", true), ("//cdn.example/x.png", true), ("https://x", true),
        ("HTTP://X", true), ("mailto:a@b", true), ("tel:+1", true), ("./javascript:x", true), ("?q=javascript:x", true),
        ("javascript:x", false), (" \u{1}JavaScript:x", false), ("java\tscript:x", false), ("vbscript:x", false),
        ("data:text/html,x", false), ("ftp://x", false), ("file:///etc/passwd", false), ("jav\u{FFFD}ascript:x", false),
        ("\u{FF4A}avascript:x", false),
    ])
    func urls(_ url: String, _ kept: Bool) {
        let html = "<a href=\"\(url.replacingOccurrences(of: "\"", with: "&quot;"))\">x</a>"
        let result = Self.sanitizer.sanitize(html)
        #expect(result.findings.isEmpty == kept, "\(url): \(result.findings)")
        #expect(result.text.contains("href=") == kept)
    }

    @Test("data: URLs: PNG, GIF, JPEG and WebP in <img src> only")
    func dataImages() {
        #expect(Self.sanitizer.sanitize("<img src=\"data:image/gif;base64,R0lGOD\">").findings == [])
        #expect(Self.sanitizer.sanitize("<img src=\"DATA:Image/JPEG,x\">").findings == [])
        #expect(Self.sanitizer.sanitize("<img src=\"data:image/svg+xml,<svg onload=x>\">").findings.map(\.reason) == [.dataURL])
        #expect(Self.sanitizer.sanitize("<a href=\"data:image/png;base64,x\">x</a>").findings.map(\.reason) == [.dataURL])
        #expect(Self.sanitizer.sanitize("<picture><source srcset=\"data:image/png;base64,x 1x\"></picture>").findings.map(\.reason) == [.dataURL])
    }

    @Test("Void elements have no end tag; a <pre> keeps a leading line break")
    func serialization() {
        #expect(Self.sanitizer.sanitize("<br/><hr></hr><img src=a><wbr>").text == "<br><hr><img src=\"a\"><wbr>")
        #expect(Self.sanitizer.sanitize("<pre>\n\nx</pre>").text == "<pre>\n\nx</pre>")
        #expect(Self.sanitizer.sanitize("<p title='a\"b&c<d>'>1 < 2 & 3 > \"q\"</p>").text
            == "<p title=\"a&quot;b&amp;c&lt;d&gt;\">1 &lt; 2 &amp; 3 &gt; \"q\"</p>")
        #expect(Self.sanitizer.sanitize("<details open><summary>s</summary></details>").text == "<details open><summary>s</summary></details>")
    }

    @Test("Untrusted stretches and the caller's markup parse as one fragment: a <details> opened and closed by raw HTML holds the Markdown between")
    func layout() {
        let html = Array("<details><summary>S</summary>\n<p>text <code>&lt;x&gt;</code></p>\n<figure><pre><code>a &amp; b</code></pre></figure>\n</details>\n".utf8)
        let text = String(decoding: html, as: UTF8.self)
        func range(_ part: String) -> Range<Int> {
            let r = text.range(of: part)!
            return text.utf8.distance(from: text.startIndex, to: r.lowerBound)..<text.utf8.distance(from: text.startIndex, to: r.upperBound)
        }
        let layout = MarkupLayout(untrusted: [range("<details><summary>S</summary>\n"), range("</details>\n")],
                                  opaque: [(range("<figure><pre><code>a &amp; b</code></pre></figure>\n"), "figure")])
        let result = Self.sanitizer.sanitize(html, layout: layout, own: HTMLSanitizer(policy: .documentation))
        #expect(result.text == text)
        #expect(result.findings == [])
        let tree = HTMLTree(fragment: result.html)
        let figure = tree.nodes.indices.first { tree.nodes[$0].name == "figure" }!
        #expect(tree.isInside(figure, "details"))
    }

    @Test("An opaque element is copied as it is and parsed as an empty one; one swallowed by an open attribute is a finding")
    func opaque() {
        let own = "<p>kept <b>as</b> is</p>"
        let raw = "<div title=\""
        let html = Array((raw + own + "\">x</div>").utf8)
        let layout = MarkupLayout(untrusted: [0..<raw.utf8.count, (raw.utf8.count + own.utf8.count)..<html.count],
                                  opaque: [(raw.utf8.count..<(raw.utf8.count + own.utf8.count), "p")])
        let result = Self.sanitizer.sanitize(html, layout: layout, own: Self.sanitizer)
        #expect(result.text == "<div title=\"&lt;p&gt;&lt;/p&gt;\">x</div>")
        #expect(result.findings.map(\.subject) == [.lostMarkup("p")])
        #expect(result.findings.first?.region == nil)

        let alone = Array(own.utf8)
        let copied = Self.sanitizer.sanitize(alone, layout: MarkupLayout(untrusted: [], opaque: [(0..<alone.count, "p")]), own: Self.sanitizer)
        #expect(copied.html == alone)
    }

    @Test("The caller's own markup is judged by its own policy, raw HTML by the page policy")
    func twoPolicies() {
        var ownPolicy = HTMLPolicy.documentation
        ownPolicy.elements["input"] = ["type": .oneOf(["checkbox"]), "disabled": .flag]
        let own = HTMLSanitizer(policy: ownPolicy)
        let html = Array("<input type=\"checkbox\" disabled> <input type=checkbox>".utf8)
        let layout = MarkupLayout(untrusted: [32..<html.count])
        let result = Self.sanitizer.sanitize(html, layout: layout, own: own)
        #expect(result.text == "<input type=\"checkbox\" disabled> ")
        #expect(result.findings.map(\.subject) == [.element("input", keptContent: false)])
        #expect(result.findings.map(\.region) == [0])
    }

    @Test("Input past the parse budget is escaped as text, not parsed, in bounded time", arguments: [
        String(repeating: "<div>", count: 100_000),
        String(repeating: "<b>", count: 100_000),
        (0..<20_000).map { "<p><b id=\($0)></p>" }.joined() + "<p>x",
        "<div " + (0..<50_000).map { "a\($0)" }.joined(separator: " ") + ">",
    ])
    func budget(_ html: String) {
        let clock = ContinuousClock.now
        let result = Self.sanitizer.sanitize(html)
        #expect(ContinuousClock.now - clock < .seconds(2))
        #expect(result.findings.map(\.subject) == [.everything])
        #expect(HTMLTree(fragment: result.html).elements.isEmpty)
    }

    @Test("Pages written by hand stay well within the parse budget")
    func budgetIsGenerous() {
        let table = "<table>" + String(repeating: "<tr><td><b>x</b> <a href=\"a\">y</a><br><img src=a></td><td>z</td></tr>", count: 20_000) + "</table>"
        let nested = String(repeating: "<div><ul><li><details><summary>x</summary>", count: 100) + String(repeating: "</details></li></ul></div>", count: 100)
        let sloppy = String(repeating: "<p>One <b>bold<p>two <i>it", count: 200)
        for html in [table, nested, sloppy] {
            #expect(!Self.sanitizer.sanitize(html).findings.contains { $0.subject == .everything })
        }
    }
}
