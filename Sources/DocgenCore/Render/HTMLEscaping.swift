extension String {
    /// Text escaped for HTML element content and double-quoted attribute values.
    public var htmlEscaped: String {
        guard needsHTMLEscaping else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 16)
        appendHTMLEscaped(to: &out)
        return out
    }
}

extension StringProtocol {
    fileprivate var needsHTMLEscaping: Bool {
        // Every byte of every page passes here: a plain loop over the bytes, not a closure per byte.
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for byte in bytes where byte <= UInt8(ascii: ">") && HTMLSpecial.table[Int(byte)] { return true }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(scan) ?? Array(utf8).withUnsafeBufferPointer(scan)
    }

    /// Appends the text escaped to `out`, with no copy of the text when nothing needs escaping.
    public func appendHTMLEscaped(to out: inout String) {
        guard needsHTMLEscaping else {
            out.append(contentsOf: Substring(self))
            return
        }
        Self.appendEscaping(Substring(self), to: &out)
    }

    /// The runs between the characters to escape are appended whole, as Substrings: String's
    /// append of other sequences goes Character by Character.
    private static func appendEscaping(_ text: Substring, to out: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var i = runStart
        while i != utf8.endIndex {
            let replacement: String
            switch utf8[i] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default:
                i = utf8.index(after: i)
                continue
            }
            // The escaped characters are ASCII, so these indices fall between scalars.
            if runStart != i { out.append(contentsOf: text[runStart..<i]) }
            out.append(replacement)
            i = utf8.index(after: i)
            runStart = i
        }
        if runStart != utf8.endIndex { out.append(contentsOf: text[runStart...]) }
    }
}

extension StringProtocol {
    /// Appends the text escaped to an HTML buffer, the runs between the characters to escape
    /// copied whole.
    public func appendHTMLEscaped(to out: inout HTMLBuffer) {
        var text = Substring(self)
        text.withUTF8 { bytes in
            var runStart = 0
            for i in 0..<bytes.count {
                let byte = bytes[i]
                // Letters, digits and every byte of a non-ASCII character are above `>`.
                guard byte <= UInt8(ascii: ">") else { continue }
                guard byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") else { continue }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;"
                case UInt8(ascii: "<"): out += "&lt;"
                case UInt8(ascii: ">"): out += "&gt;"
                default: out += "&quot;"
                }
                runStart = i + 1
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}

/// GFM's tag filter: the tags that change how the rest of a page is parsed or run
/// (`<script>`, `<style>`, `<iframe>`, …) are neutralised by escaping their `<`.
enum TagFilter {
    private static let tags: [String] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]

    static func apply(_ html: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "<")) else { return html }
        let bytes = Array(html.utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), isFiltered(bytes, at: i + 1) {
                out.append(contentsOf: Array("&lt;".utf8))
            } else {
                out.append(bytes[i])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isFiltered(_ bytes: [UInt8], at start: Int) -> Bool {
        var j = start
        if j < bytes.count, bytes[j] == UInt8(ascii: "/") { j += 1 }
        for tag in tags {
            let t = Array(tag.utf8)
            guard j + t.count <= bytes.count else { continue }
            var matches = true
            for k in 0..<t.count where bytes[j + k] | 0x20 != t[k] {
                matches = false
                break
            }
            guard matches else { continue }
            let end = j + t.count
            if end == bytes.count { return true }
            switch bytes[end] {
            case UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                 UInt8(ascii: "/"), 0x0C:
                return true
            default:
                continue
            }
        }
        return false
    }
}

/// The bytes HTML escaping replaces, `&`, `<`, `>` and `"`, all at or below `>`.
private enum HTMLSpecial {
    static let table: [Bool] = (0...Int(UInt8(ascii: ">"))).map { byte in
        byte == Int(UInt8(ascii: "&")) || byte == Int(UInt8(ascii: "<")) || byte == Int(UInt8(ascii: ">")) || byte == Int(UInt8(ascii: "\""))
    }
}
