/// Escaping for the serializer. Text escapes `&`, `<` and `>`; attribute values also `"`.
/// Escaping `<` and `>` in attribute values too (which HTML does not require) means no
/// sequence of bytes in a value can ever read as a tag, whatever parses it next.
///
/// Characters a parser does not read back as themselves are written as references: a carriage
/// return (from `&#13;`) would become a line feed, and the controls and noncharacters HTML
/// forbids in its input (`&#7;` decodes to U+0007, but a raw U+0007 reads as U+FFFD in
/// gumbo) would change on a second parse. A NUL is left out: a parser drops it from text.
/// What is not UTF-8 becomes U+FFFD: gumbo 0.10.1 encodes an overflowing numeric reference
/// (`&#155555555555555555515;`) as bytes that are not (found by fuzzing).
enum HTMLEscape {
    static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        append(bytes, to: &out, quote: false)
    }

    static func appendAttribute(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        append(bytes, to: &out, quote: true)
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], quote: Bool) {
        var run = 0
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            // Letters, digits and the other printable ASCII characters pass at once.
            if byte > UInt8(ascii: ">") && byte < 0x7F {
                i += 1
                continue
            }
            var length = 1
            let entity: StaticString?
            var reference: UInt32?
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\"") where quote: entity = "&quot;"
            case 0x00: entity = ""
            case 0x09, 0x0A, 0x0C, 0x20...0x3E: entity = nil
            case 0x01...0x1F, 0x7F:
                entity = nil
                reference = UInt32(byte)
            default:
                if let (scalar, width) = decode(bytes, at: i) {
                    entity = nil
                    length = width
                    if isForbidden(scalar) { reference = scalar }
                } else {
                    entity = "\u{FFFD}"
                }
            }
            guard entity != nil || reference != nil else {
                i += length
                continue
            }
            if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
            if let entity {
                out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            } else if let reference {
                out.append(contentsOf: "&#x".utf8)
                out.append(contentsOf: String(reference, radix: 16, uppercase: true).utf8)
                out.append(UInt8(ascii: ";"))
            }
            i += length
            run = i
        }
        if run < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
    }

    /// The scalar whose UTF-8 starts at `i` and its length; nil for a byte that does not
    /// start a well-formed sequence (per Unicode's table of well-formed UTF-8).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int)? {
        let lead = bytes[i]
        let width: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0: width = 3; second = 0xA0...0xBF
        case 0xED: width = 3; second = 0x80...0x9F
        case 0xE1...0xEF: width = 3
        case 0xF0: width = 4; second = 0x90...0xBF
        case 0xF4: width = 4; second = 0x80...0x8F
        case 0xF1...0xF3: width = 4
        default: return nil
        }
        guard i + width <= bytes.count, second.contains(bytes[i + 1]) else { return nil }
        var scalar = UInt32(lead) & (0xFF >> (width + 1))
        for k in 1..<width {
            let byte = bytes[i + k]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, width)
    }

    /// C1 controls and noncharacters, which HTML forbids in its input.
    private static func isForbidden(_ scalar: UInt32) -> Bool {
        (0x80...0x9F).contains(scalar) || (0xFDD0...0xFDEF).contains(scalar) || scalar & 0xFFFE == 0xFFFE
    }
}
