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
        utf8.withContiguousStorageIfAvailable(HTMLSpecial.isIn) ?? Array(utf8).withUnsafeBufferPointer(HTMLSpecial.isIn)
    }

    /// Appends the text escaped to `out`, with no copy of the text when nothing needs escaping.
    public func appendHTMLEscaped(to out: inout String) {
        var text = Substring(self)
        guard needsHTMLEscaping else {
            out.append(contentsOf: text)
            return
        }
        // The runs between the characters to escape are appended whole, as Substrings:
        // String's append of other sequences goes Character by Character. The escaped
        // characters are ASCII, so the offsets fall between scalars.
        let original = text
        let utf8 = original.utf8
        text.withUTF8 { bytes in
            HTMLSpecial.forEachPart(of: bytes, run: { range in
                let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                out.append(contentsOf: original[start..<utf8.index(start, offsetBy: range.count)])
            }, entity: { out.append($0) })
        }
    }

    /// Appends the text escaped to an HTML buffer, the runs between the characters to escape
    /// copied whole.
    public func appendHTMLEscaped(to out: inout HTMLBuffer) {
        var text = Substring(self)
        text.withUTF8 { bytes in
            HTMLSpecial.forEachPart(of: bytes, run: { out.append(UnsafeBufferPointer(rebasing: bytes[$0])) }, entity: { out += $0 })
        }
    }
}

/// The bytes HTML escaping replaces, `&`, `<`, `>` and `"`, all at or below `>`.
private enum HTMLSpecial {
    /// True when `bytes` hold a byte to escape.
    static func isIn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i + 8 <= bytes.count {
            if hasSpecial(ByteWord.load(bytes, at: i)) { return true }
            i += 8
        }
        while i < bytes.count {
            if isSpecial(bytes[i]) { return true }
            i += 1
        }
        return false
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }

    /// Calls `run` with each stretch of `bytes` that needs no escaping (byte offsets, possibly
    /// empty at the ends) and `entity` for each character that does, in order.
    static func forEachPart(of bytes: UnsafeBufferPointer<UInt8>, run: (Range<Int>) -> Void, entity: (String) -> Void) {
        var runStart = 0
        var i = 0
        let count = bytes.count
        while i < count {
            // Eight bytes at a time past the stretches with nothing to escape: every page's
            // text goes through here.
            var end = min(i + 8, count)
            if end - i == 8 {
                let word = ByteWord.load(bytes, at: i)
                guard hasSpecial(word) else {
                    i = end
                    continue
                }
            } else {
                end = count
            }
            while i < end {
                let byte = bytes[i]
                i += 1
                // Letters, digits and every byte of a non-ASCII character are above `>`.
                guard byte <= UInt8(ascii: ">") else { continue }
                let replacement: String
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                default: continue
                }
                if runStart < i - 1 { run(runStart..<(i - 1)) }
                entity(replacement)
                runStart = i
            }
        }
        if runStart < bytes.count { run(runStart..<bytes.count) }
    }

    /// True when one of the eight bytes is `&`, `<`, `>` or `"`.
    @inline(__always)
    private static func hasSpecial(_ word: UInt64) -> Bool {
        ByteWord.matches(word, UInt8(ascii: "&")) | ByteWord.matches(word, UInt8(ascii: "<"))
            | ByteWord.matches(word, UInt8(ascii: ">")) | ByteWord.matches(word, UInt8(ascii: "\"")) != 0
    }
}
