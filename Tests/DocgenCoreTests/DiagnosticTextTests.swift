@testable import DocgenCore
import DocgenMarkdown
import Foundation
import Testing

@Suite("Diagnostic output: JSON strings and source lines")
struct DiagnosticTextTests {
    @Test("A JSON string literal escapes quotes, backslashes and every control character, and nothing else")
    func quoted() throws {
        #expect(DiagnosticFormats.quoted("plain 'text' — 日本語 🎉") == "\"plain 'text' — 日本語 🎉\"")
        #expect(DiagnosticFormats.quoted("a\"b\\c\nd\re\tf\u{0}g\u{1F}h\u{7F}") == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0000g\\u001fh\u{7F}\"")
        // Every control character, each alone and among wide characters, reads back as itself.
        for value in 0..<0x20 {
            let text = "前\(Character(Unicode.Scalar(UInt8(value))))後\"\\"
            let quoted = DiagnosticFormats.quoted(text)
            let back = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
            #expect(back == text, "U+\(String(value, radix: 16))")
            let expected = [0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"][value] ?? String(format: "\\u%04x", value)
            #expect(quoted == "\"前\(expected)後\\\"\\\\\"")
        }
    }

    @Test("Lines are found by their byte offsets, with or without a final line end, CRLF included")
    func lines() {
        let text = SourceText("first\r\nsecond 日本\n\nlast")
        #expect(text.line(1) == "first")
        #expect(text.line(2) == "second 日本")
        #expect(text.line(3) == "")
        #expect(text.line(4) == "last")
        #expect(text.line(5) == nil)
        #expect(text.characterColumn(of: SourceLocation(line: 2, column: 11)) == 9)
        let ending = SourceText("one\ntwo\n")
        #expect(ending.line(2) == "two")
        #expect(ending.line(3) == "")
        #expect(ending.line(4) == nil)
        #expect(SourceText("").line(1) == "")
    }
}
