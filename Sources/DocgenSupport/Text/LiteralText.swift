/// Literal search and replace on Unicode scalars, as Foundation's with its `.literal` option:
/// the standard library's String methods (and Foundation's by default) match whole
/// Characters, so a `:` followed by a combining mark would not be found. Matching the UTF-8
/// bytes of valid UTF-8 text finds exactly the scalar sequences.
extension StringProtocol {
    /// The first occurrence of `literal`, or nil.
    ///
    /// On the text's contiguous bytes (every native string) a word-at-a-time search for the
    /// literal's first byte, then a compare: the standard library's generic
    /// `Collection.firstRange(of:)` looks up generic metadata at every step, which made this
    /// search two fifths of a build's CPU when a page's summary used it.
    public func firstRange(ofLiteral literal: String) -> Range<String.Index>? {
        let utf8 = self.utf8
        var needle = literal
        let found: Int?? = needle.withUTF8 { needle in
            guard let first = needle.first else { return .some(0) }
            return utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                guard let base = bytes.baseAddress, let needleBase = needle.baseAddress else { return nil }
                var start = 0
                while let at = ByteSearch.firstIndex(of: first, in: bytes, from: start) {
                    guard at + needle.count <= bytes.count else { return nil }
                    if ByteSearch.equal(base + at, needleBase, count: needle.count) { return at }
                    start = at + 1
                }
                return nil
            }
        }
        switch found {
        case .some(.some(let offset)):
            let lower = utf8.index(utf8.startIndex, offsetBy: offset)
            return lower..<utf8.index(lower, offsetBy: literal.utf8.count)
        case .some(.none):
            return nil
        case .none:
            // Bridged or otherwise non-contiguous text: the generic search.
            return utf8.firstRange(of: literal.utf8)
        }
    }

    /// The text with every occurrence of `literal` replaced by `replacement`.
    public func replacing(literal: String, with replacement: String) -> String {
        var out = ""
        var rest = self[...]
        while let found = rest.firstRange(ofLiteral: literal) {
            out += rest[..<found.lowerBound]
            out += replacement
            rest = rest[found.upperBound...]
        }
        out += rest
        return out
    }
}

/// Numbers as text, where `String(format:)` (Foundation) would be used.
public enum NumberText {
    /// `value` with `digits` digits after the point, rounded (`fixed(2.25, 1)` → `2.3`), as
    /// printf's `%.Nf` prints human-scale measurements.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        let fraction = units % Int64(scale)
        var text = (value < 0 && units != 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
        }
        return text
    }

    /// A byte as two upper-case hex digits (`0x%02X` without the prefix).
    public static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}

extension String {
    /// The text with `%XX` escapes decoded (`%E8%B3%BC` → `購`); nil when a `%` is not followed
    /// by two hex digits or the bytes decoded are not UTF-8, as Foundation's
    /// `removingPercentEncoding` answers.
    public var percentDecoded: String? {
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                out.append(bytes[i])
                i += 1
                continue
            }
            guard i + 2 < bytes.count, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) else { return nil }
            out.append(high << 4 | low)
            i += 3
        }
        return String(validating: out, as: UTF8.self)
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs at either end (Unicode space separators, as
    /// Foundation's `CharacterSet.whitespaces`; line breaks stay).
    public func trimmingSpaces() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        // Nothing to trim (most texts): the text as it is, not rebuilt a scalar at a time.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return String(self) }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[first...last])
        return text
    }
}

extension String {
    /// The text without whitespace (spaces, tabs, line breaks) at either end; `self` when
    /// there is none, without copying. (`trimmingSpaces()` keeps line breaks.)
    public var trimmingWhitespace: String {
        // Most cells and names have nothing to trim. A printable ASCII byte other than space
        // at either end is a Character that is not whitespace (what could join it into a
        // longer Character, a combining mark after or a prepended sign before, is never
        // whitespace), so such a string is returned as it is, without Character scanning.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return self }
        // A Japanese or Chinese cell: a Character is whitespace when its first scalar is
        // (`Character.isWhitespace`), so the first scalar answers for the first Character; a
        // last scalar that is a kana, an ideograph, a Hangul syllable or a full-width form is
        // never in a Character that starts with whitespace, so the last Character is not one.
        // Asking for the end Characters instead cost most of a table row's check.
        if let first = unicodeScalars.first, let last = unicodeScalars.last, !first.properties.isWhitespace, Self.isNeverInWhitespaceCharacter(last) {
            return self
        }
        // Otherwise the end Characters are asked: with nothing to trim, the string is returned
        // without being copied.
        guard first?.isWhitespace == true || last?.isWhitespace == true else { return self }
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }

    /// Scalars that are not whitespace and never in a Character that starts with whitespace (a
    /// whitespace scalar is followed in its Character only by marks, joiners or a line feed):
    /// printable ASCII, kana, CJK ideographs, Hangul syllables, full-width ASCII. The
    /// combining voiced marks (U+3099, U+309A) are not among them.
    private static func isNeverInWhitespaceCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x7E, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E: return true
        default: return false
        }
    }
}
