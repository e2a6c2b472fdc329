@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
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

    @Test("JSON formatted in parallel runs is the diagnostics in order, each with its file's character column")
    func jsonInRuns() throws {
        let texts = ["a.md": "# 見出し\nabc 日本語 x\n", "b.md": "plain\n"]
        let formats = DiagnosticFormats(toolVersion: "test") { file in texts[file].map(TextLines.init) }
        let count = DiagnosticFormats.jsonRun * 3 + 7
        let diagnostics = (0..<count).map { i in
            Diagnostic(id: "test.\(i)", severity: i % 3 == 0 ? .error : .warning, file: i % 5 == 0 ? nil : (i % 2 == 0 ? "a.md" : "b.md"),
                       location: i % 7 == 0 ? nil : SourceLocation(line: 2, column: 15), message: "message \"\(i)\"",
                       fix: i % 4 == 0 ? .init(message: "fix \(i)") : nil)
        }
        let json = formats.json(diagnostics, members: [("extra", "[]")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let read = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(read.count == count)
        for (i, item) in read.enumerated() {
            #expect(item["id"] as? String == "test.\(i)")
            #expect(item["message"] as? String == "message \"\(i)\"")
            #expect(item["fix"] as? String == (i % 4 == 0 ? "fix \(i)" : nil))
            // Byte column 15 on "abc 日本語 x" is "x", the 9th character; b.md's line 2 is empty
            // (column 1); without a file the byte column stands.
            let column = item["column"] as? Int
            #expect(column == (i % 7 == 0 ? nil : (i % 5 == 0 ? 15 : (i % 2 == 0 ? 9 : 1))), "\(i)")
        }
        #expect(object["extra"] as? [Any] != nil)
        #expect(json.hasPrefix("{\"diagnostics\": [\n  {\"file\": null, \"line\": null, \"column\": null, \"severity\": \"error\", \"id\": \"test.0\""))
        #expect(json.hasSuffix("}\n],\n\"extra\": []}\n"))
        #expect(formats.json([]) == "{\"diagnostics\": []}\n")
    }

    @Test("Lines are found by their byte offsets, with or without a final line end, CRLF included")
    func lines() {
        let text = TextLines("first\r\nsecond 日本\n\nlast")
        #expect(text.line(1) == "first")
        #expect(text.line(2) == "second 日本")
        #expect(text.line(3) == "")
        #expect(text.line(4) == "last")
        #expect(text.line(5) == nil)
        #expect(text.characterColumn(of: SourceLocation(line: 2, column: 11)) == 9)
        let ending = TextLines("one\ntwo\n")
        #expect(ending.line(2) == "two")
        #expect(ending.line(3) == "")
        #expect(ending.line(4) == nil)
        #expect(TextLines("").line(1) == "")
    }
}
