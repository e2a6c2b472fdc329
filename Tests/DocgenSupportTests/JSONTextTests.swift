import DocgenSupport
import Foundation
import Testing

@Suite("JSON string literals written as bytes")
struct JSONTextTests {
    /// Escapes byte by byte, as `appendString` must whatever stretch of eight bytes it skips.
    static func reference(_ text: String) -> String {
        var out = Array("\"".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out + Array("\"".utf8), as: UTF8.self)
    }

    static func written(_ text: String) -> String {
        var out: [UInt8] = []
        JSONText.appendString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test("Quotes, backslashes and control characters are escaped wherever they fall in a word of eight bytes")
    func escapes() throws {
        let specials = ["\"", "\\", "\n", "\t", "\u{01}", "\u{1F}"]
        // Bytes just outside what needs escaping: the space, `!`, `#`, `[`, `]`, DEL and a
        // non-ASCII scalar, whose bytes are 0x80 and up.
        let lookalikes = [" ", "!", "#", "[", "]", "\u{7F}", "購", "é"]
        for special in specials {
            for offset in 0..<17 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 17 - offset)
                #expect(Self.written(text) == Self.reference(text), "\(text.debugDescription)")
            }
        }
        for lookalike in lookalikes {
            let text = String(repeating: lookalike, count: 19)
            #expect(Self.written(text) == Self.reference(text))
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = specials + lookalikes + ["x", "y", "z", "0"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(Self.written(text) == Self.reference(text), "\(text.debugDescription)")
            let parsed = try JSONSerialization.jsonObject(with: Data(Self.written(text).utf8), options: [.fragmentsAllowed]) as? String
            #expect(parsed == text)
        }
    }
}
