/// Writes JSON strings straight into a byte buffer: the index has tens of thousands of them.
package enum JSONText {
    private static let hex = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else as UTF-8.
    package static func appendString(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(utf8: $0, to: &out) }
    }

    /// `appendString` of valid UTF-8.
    package static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Runs that need no escaping, nearly all of the text, are copied whole, and looked
        // through eight bytes at a time: every search fragment's text passes here.
        var runStart = 0
        var i = 0
        while i < bytes.count {
            if i + 8 <= bytes.count, !needsEscape(ByteWord.load(bytes, at: i)) {
                i += 8
                continue
            }
            let at = i
            let byte = bytes[at]
            i += 1
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<at]))
            runStart = at + 1
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            default:
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 15)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        out.append(UInt8(ascii: "\""))
    }

    /// True when one of the eight bytes is a control character, a quote or a backslash.
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        ByteWord.below(word, 0x20) | ByteWord.matches(word, UInt8(ascii: "\"")) | ByteWord.matches(word, UInt8(ascii: "\\")) != 0
    }
}
