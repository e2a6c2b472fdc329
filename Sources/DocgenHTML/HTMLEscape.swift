/// Escaping for the serializer. Text escapes `&`, `<` and `>`; attribute values also `"`.
/// Escaping `<` and `>` in attribute values too (which HTML does not require) means no
/// sequence of bytes in a value can ever read as a tag, whatever parses it next.
enum HTMLEscape {
    static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        append(bytes, to: &out, quote: false)
    }

    static func appendAttribute(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        append(bytes, to: &out, quote: true)
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], quote: Bool) {
        var run = 0
        for i in 0..<bytes.count {
            let byte = bytes[i]
            // Letters, digits and every byte of a non-ASCII character are above `>`.
            guard byte <= UInt8(ascii: ">") else { continue }
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\"") where quote: entity = "&quot;"
            default: continue
            }
            if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
            out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            run = i + 1
        }
        if run < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
    }
}
