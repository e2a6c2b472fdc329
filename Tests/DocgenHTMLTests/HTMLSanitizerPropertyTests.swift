import DocgenHTML
import DocgenTestSupport
import Foundation
import Testing

/// Properties over generated documentation HTML (allowed elements nested as HTML allows them),
/// and the inputs the fuzzer found, kept as tests of the fixed behaviour.
@Suite("HTML sanitizer properties")
struct HTMLSanitizerPropertyTests {
    static let sanitizer = HTMLSanitizer()

    /// A small deterministic generator (SplitMix64), so every run checks the same documents.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }

        mutating func text() -> String {
            pick(["Text", "a &amp; b", "1 &lt; 2", "say \"hi\"", "購入を復元", "emoji 🎉", "x", " ", "tab\there", "ü"])
        }

        mutating func inline(depth: Int) -> String {
            switch depth > 3 ? 0 : next(9) {
            case 0, 1, 2: return text()
            case 3: return "<br>"
            case 4: return "<img src=\"\(pick(["a.png", "../b/c.png?x=1", "https://cdn.example/d.webp"]))\" alt=\"\(text().replacingOccurrences(of: "\"", with: "&quot;"))\" width=\"\(next(900))\">"
            case 5: return "<a href=\"\(pick(["setup/", "#top", "https://example.com/?a=1&amp;b=2", "mailto:a@example.com"]))\">\(inline(depth: depth + 1))</a>"
            default:
                let tag = pick(["b", "i", "em", "strong", "code", "kbd", "sup", "sub", "span", "mark", "small", "abbr", "s", "u", "var", "samp", "q"])
                return "<\(tag)>\(inlines(depth: depth + 1))</\(tag)>"
            }
        }

        mutating func inlines(depth: Int) -> String {
            (0..<(1 + next(3))).map { _ in inline(depth: depth) }.joined()
        }

        mutating func block(depth: Int) -> String {
            switch depth > 3 ? 0 : next(10) {
            case 0, 1: return "<p>\(inlines(depth: depth))</p>\n"
            case 2: return "<h\(1 + next(6))>\(inlines(depth: depth))</h\(1)>\n".replacingFirstHeadingClose()
            case 3: return "<details\(next(2) == 0 ? " open" : "")>\n<summary>\(inlines(depth: depth))</summary>\n\(blocks(depth: depth + 1))</details>\n"
            case 4: return "<ul>\n" + (0..<(1 + next(3))).map { _ in "<li>\(inlines(depth: depth))</li>\n" }.joined() + "</ul>\n"
            case 5: return "<ol start=\"\(1 + next(9))\">\n<li>\(inlines(depth: depth))</li>\n</ol>\n"
            case 6: return "<blockquote>\n\(blocks(depth: depth + 1))</blockquote>\n"
            case 7: return "<table>\n<thead><tr><th colspan=\"2\">\(inlines(depth: depth))</th></tr></thead>\n<tbody><tr><td>\(inlines(depth: depth))</td><td align=\"right\">\(text())</td></tr></tbody>\n</table>\n"
            case 8: return "<figure><pre><code>\(text())\n\(text())</code></pre><figcaption>\(inlines(depth: depth))</figcaption></figure>\n"
            default: return "<div class=\"note\" lang=\"ja\">\n\(blocks(depth: depth + 1))</div>\n"
            }
        }

        mutating func blocks(depth: Int) -> String {
            (0..<(1 + next(3))).map { _ in block(depth: depth) }.joined()
        }
    }

    @Test("Allowed documentation HTML comes out as the same tree, finds nothing, and a second pass writes the same bytes",
          arguments: 0..<300)
    func canonical(seed: Int) {
        var generator = Generator(state: UInt64(seed))
        let html = generator.blocks(depth: 0)
        let once = Self.sanitizer.sanitize(html)
        #expect(once.findings == [], "\(html): \(once.findings)")
        #expect(HTMLTree(fragment: once.html).nodes == HTMLTree(fragment: html).nodes, "\(html) → \(once.text)")
        let twice = Self.sanitizer.sanitize(once.html)
        #expect(twice.html == once.html, "\(once.text) → \(twice.text)")
    }

    @Test("Characters a parser does not read back as themselves are written as references, so a second pass keeps them",
          arguments: ["a&#13;b", "<p title=\"&#13;\">x</p>", "a&#7;b&#x1F;c&#x7F;", "<p title=\"&#x8D;&#xFDD0;&#xFFFE;\">x</p>", "a&#0;b"])
    func references(_ html: String) {
        let once = Self.sanitizer.sanitize(html)
        #expect(Self.sanitizer.sanitize(once.html).html == once.html, "\(html) → \(once.text)")
    }

    @Test("A line feed that starts a <pre>'s content after a removed element is written twice")
    func preLineFeed() {
        let once = Self.sanitizer.sanitize("<pre><script>x</script>\nline</pre>")
        #expect(once.text == "<pre>\n\nline</pre>")
        #expect(Self.sanitizer.sanitize(once.html).html == once.html)
    }

    @Test("An overflowing numeric reference, which gumbo decodes to bytes that are not UTF-8, comes out as U+FFFD")
    func overflowingReference() {
        let once = Self.sanitizer.sanitize("<p title=\"a&#1555555555555555555555515;b\">c&#155555555555555555515;d</p>")
        #expect(Array(once.text.utf8) == once.html)
        #expect(SafetyOracle.violations(in: once.text) == [])
    }

    @Test("srcset candidates are split as browsers split them: a tab ends the URL")
    func srcsetSplitting() {
        #expect(SafetyOracle.srcsetURLs("a.png 1x,java\tscript:2x") == ["a.png", "java"])
        #expect(SafetyOracle.srcsetURLs(" a.png,, b.png 2x, c(1,2).png 3x") == ["a.png", "b.png", "c(1,2).png"])
        let kept = Self.sanitizer.sanitize("<picture><source srcset=\"a.png 1x,java&#x09;script:2x\"></picture>")
        #expect(kept.findings == [])
        #expect(SafetyOracle.violations(in: kept.text) == [])
    }
}

private extension String {
    /// `<h4>…</h1>` → `<h4>…</h4>`: the generator writes the level once.
    func replacingFirstHeadingClose() -> String {
        guard let level = dropFirst(2).first else { return self }
        return replacingOccurrences(of: "</h1>", with: "</h\(level)>")
    }
}
