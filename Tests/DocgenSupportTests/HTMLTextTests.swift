import DocgenSupport
import Testing

@Suite("The text a reader sees in raw HTML, and attribute values' references")
struct HTMLTextTests {
    @Test("Tags become a space, comments go, the common references are decoded", arguments: [
        ("<details><summary>Event example</summary>", "  Event example "),
        ("plain text", "plain text"),
        ("a &amp; b &lt;tag&gt; &quot;q&quot; &apos;s&apos;", "a & b <tag> \"q\" 's'"),
        ("&#x2F;&#47;&#X41;", "//A"),
        ("見出し<br>購入&amp;復元", "見出し 購入&復元"),
        ("before<!-- a <b>comment</b> -->after", "beforeafter"),
        ("<!-->x", "x"),
        ("a &unknown; b & c &;", "a &unknown; b & c &;"),
        ("&#xD800; &#1114112; &#12", "&#xD800; &#1114112; &#12"),
        ("&verylongentityname;", "&verylongentityname;"),
        ("text <unclosed tag", "text "),
        ("text <!-- unclosed comment", "text "),
        ("&nbsp;", " "),
    ])
    func text(html: String, expected: String) {
        #expect(HTMLText.text(of: html) == expected)
    }

    @Test("Attribute values: references decoded, nothing else changed", arguments: [
        ("https://example.com/?a=1&amp;b=2", "https://example.com/?a=1&b=2"),
        ("<kept> &lt;decoded&gt;", "<kept> <decoded>"),
        ("no references", "no references"),
        ("&#x1F600;&", "😀&"),
    ])
    func references(value: String, expected: String) {
        #expect(HTMLText.decodingReferences(value) == expected)
    }
}
