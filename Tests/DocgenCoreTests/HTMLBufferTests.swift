@testable import DocgenCore
import Testing

@Suite("HTML buffer")
struct HTMLBufferTests {
    @Test("Escaping into bytes gives the text escaping into a String gives")
    func escapingMatchesString() {
        let samples = ["plain", "", "a < b && c > \"d\"", "<<>>&&\"\"", "購入 & 復元 <tag>", "e\u{301}\"", "tail&", "&head", "🇯🇵<🇯🇵>"]
        for sample in samples {
            var text = ""
            sample.appendHTMLEscaped(to: &text)
            var buffer = HTMLBuffer()
            sample.appendHTMLEscaped(to: &buffer)
            #expect(buffer.text == text, "\(sample)")
            var fromSubstring = HTMLBuffer()
            sample.dropFirst(0).appendHTMLEscaped(to: &fromSubstring)
            #expect(fromSubstring.text == text)
        }
    }

    @Test("A final line feed is dropped alone, never half of a CR LF")
    func finalLineFeed() {
        var buffer = HTMLBuffer()
        buffer += "<li>a\n"
        buffer.dropFinalLineFeed()
        #expect(buffer.text == "<li>a")
        buffer += "\r\n"
        buffer.dropFinalLineFeed()
        #expect(buffer.text == "<li>a\r\n")
        var empty = HTMLBuffer()
        empty.dropFinalLineFeed()
        #expect(empty.count == 0)
    }
}
