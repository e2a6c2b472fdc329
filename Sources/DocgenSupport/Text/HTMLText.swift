/// The text a reader sees in a raw HTML block (`<details><summary>Example</summary>`): tags and
/// comments dropped, the common entities decoded. Not an HTML parser; raw HTML in guides is
/// a few disclosure boxes, and a miss costs a search term, never a page.
package enum HTMLText {
    package static func text(of html: String) -> String {
        guard html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) else { return html }
        return rewritten(html) { bytes, i, out in
            switch bytes[i] {
            case UInt8(ascii: "<"):
                if startsComment(bytes, at: i) { return (commentEnd(bytes, from: i) ?? bytes.count) - i }
                guard let close = ByteSearch.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: i + 1) else { return bytes.count - i }
                out.append(0x20)
                return close + 1 - i
            case UInt8(ascii: "&"):
                return appendReference(bytes, at: i, to: &out)
            default:
                out.append(bytes[i])
                return 1
            }
        }
    }

    /// `text` with its character references (`&amp;`, `&#39;`, `&#x2F;`) decoded and nothing
    /// else changed: an attribute value as a browser reads it.
    package static func decodingReferences(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "&")) else { return text }
        return rewritten(text) { bytes, i, out in
            if bytes[i] == UInt8(ascii: "&") { return appendReference(bytes, at: i, to: &out) }
            out.append(bytes[i])
            return 1
        }
    }

    /// `text` made again from its UTF-8 by `step`, which appends what the bytes at an offset
    /// become and returns how many it read. On the bytes: every byte looked for is ASCII, so
    /// the cuts fall between scalars, where a String's Characters would be found one grapheme
    /// break at a time.
    private static func rewritten(_ text: String, _ step: (UnsafeBufferPointer<UInt8>, Int, inout [UInt8]) -> Int) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count { i += step(bytes, i, &out) }
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func startsComment(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        i + 3 < bytes.count && bytes[i + 1] == UInt8(ascii: "!") && bytes[i + 2] == UInt8(ascii: "-") && bytes[i + 3] == UInt8(ascii: "-")
    }

    /// Just past the first `-->` from `start` (`<!-->` closes itself), nil when there is none.
    private static func commentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        while let close = ByteSearch.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: i) {
            if close >= start + 2 && bytes[close - 1] == UInt8(ascii: "-") && bytes[close - 2] == UInt8(ascii: "-") { return close + 1 }
            i = close + 1
        }
        return nil
    }

    /// Appends the character reference at `i` (an `&`) decoded, or the `&` itself when none
    /// starts there; the bytes read.
    private static func appendReference(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, to out: inout [UInt8]) -> Int {
        guard let (scalar, length) = reference(bytes, at: i) else {
            out.append(UInt8(ascii: "&"))
            return 1
        }
        UTF8.encode(scalar) { out.append($0) }
        return length
    }

    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]

    /// The character reference at `i` (an `&`) and its length in bytes: a name or number
    /// closed by `;` within the next 11 bytes.
    private static func reference(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let limit = min(bytes.count, i + 12)
        guard let semicolon = (i + 1..<limit).first(where: { bytes[$0] == UInt8(ascii: ";") }) else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<semicolon]), as: UTF8.self)
        let length = semicolon - i + 1
        if let scalar = named[name] { return (scalar, length) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
