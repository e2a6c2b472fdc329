@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
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

    /// Escaping reads eight bytes at a time: a character to escape at every place in a word
    /// and in the tail after the last whole word, in texts of every length around a word's.
    @Test("Every special character is escaped wherever it falls, in texts of any length")
    func escapingAtEveryOffset() {
        func reference(_ text: String) -> String {
            text.map { c in
                switch c {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                default: String(c)
                }
            }.joined()
        }
        for special in ["&", "<", ">", "\"", "購"] {
            for length in 0...20 {
                for place in 0..<max(length, 1) {
                    var characters = Array(repeating: "a", count: length)
                    if length > 0 { characters[place] = special }
                    let text = characters.joined()
                    var buffer = HTMLBuffer()
                    text.appendHTMLEscaped(to: &buffer)
                    #expect(buffer.text == reference(text), "\(text)")
                    #expect(text.htmlEscaped == reference(text), "\(text)")
                }
            }
        }
        // Bytes that differ from a special one by a bit or a borrow: `%`, `'`, `;`, `=`, `?`, `!`.
        let near = "%';=?!#$%'()*+,-./0123456789:;=?@"
        #expect(near.htmlEscaped == near)
        var buffer = HTMLBuffer()
        near.appendHTMLEscaped(to: &buffer)
        #expect(buffer.text == near)
    }

    @Test("The tag filter escapes the < of filtered tags only, in any case, and leaves other HTML as it is")
    func tagFilter() {
        #expect(TagFilter.apply("<details><summary>x</summary></details>") == "<details><summary>x</summary></details>")
        #expect(TagFilter.apply("a<SCRIPT>b</script >c<style/>d<scripts>e<iframe") == "a&lt;SCRIPT>b&lt;/script >c&lt;style/>d<scripts>e&lt;iframe")
        #expect(TagFilter.apply("購入<title>") == "購入&lt;title>")
        #expect(TagFilter.apply("no tags & <") == "no tags & <")
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
