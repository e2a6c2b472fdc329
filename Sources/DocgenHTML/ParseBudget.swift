/// A bound on the work of an HTML5 parse, checked before gumbo runs.
///
/// The tree builder is linear in the input except where it searches its stacks: every tag
/// looks through the open elements for scope (so 100,000 nested `<div>` take 9.5 s in gumbo),
/// text re-opens every formatting element left open (`<p><b id=1></p><p><b id=2></p>…` makes
/// quadratically many nodes), and each attribute is compared with the tag's others (50,000
/// attributes on a tag take 3.7 s). This scan estimates those costs from the tags alone and
/// refuses an input whose estimate exceeds `limit(for:)`: about 64 steps a byte, which no
/// page written by hand comes near (a page's HTML nests a few dozen elements deep and closes
/// its formatting tags) and which keeps the worst accepted input to a few times the parse of
/// plain HTML of its size.
///
/// It over-estimates: it counts tags inside comments and raw-text elements, and keeps an
/// element it cannot see closed open. It never under-estimates the depth by much: end tags
/// close only an element it saw opened among the 16 innermost, elements the parser closes by
/// itself (`p`, `li`, `td`, …) are not counted, and anything else a stray end tag leaves open.
enum ParseBudget {
    static func limit(for count: Int) -> Int { 64 * count + 1_000_000 }

    /// Inputs up to this size are not scanned: the worst of them (800 nested elements, 1,000
    /// attributes on a tag) parses in a few milliseconds. A page's body with a `<details>` or
    /// two is a few hundred bytes to parse.
    static let unscanned = 4096

    /// True when the estimated steps of parsing `bytes` stay within `limit(for:)` (the scan
    /// stops as soon as they exceed it).
    static func isWithin(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > unscanned else { return true }
        let limit = Self.limit(for: bytes.count)
        var work = 0
        // Open elements as (start, length) of their names in `bytes`, innermost last.
        var open: [(start: Int, count: Int)] = []
        var formatting = 0
        var formattingByName = [Int](repeating: 0, count: formattingNames.count)
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else {
                // Text: every formatting element left open is made again before it.
                let start = i
                while i < n, bytes[i] != UInt8(ascii: "<") { i += 1 }
                if i > start { work += 1 + formatting }
                continue
            }
            i += 1
            guard i < n else { break }
            let isEnd = bytes[i] == UInt8(ascii: "/")
            if isEnd { i += 1 }
            guard i < n, isLetter(bytes[i]) else { continue }
            let nameStart = i
            while i < n, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: ">") { i += 1 }
            let nameCount = i - nameStart
            let attributes = skipAttributes(bytes, from: &i)
            let kind = classify(bytes, nameStart, nameCount)
            if isEnd {
                if case .formatting(let f) = kind, formattingByName[f] > 0 {
                    formattingByName[f] -= 1
                    formatting -= 1
                }
                if !kind.closesItself,
                   let k = open.indices.reversed().prefix(16).first(where: { matches(bytes, open[$0], nameStart, nameCount) }) {
                    open.removeSubrange(k...)
                }
                work += 1 + open.count + formatting
            } else {
                switch kind {
                case .closesItself:
                    break
                case .formatting(let f):
                    formattingByName[f] += 1
                    formatting += 1
                    open.append((nameStart, nameCount))
                case .ordinary:
                    open.append((nameStart, nameCount))
                }
                work += 1 + open.count + formatting + attributes * attributes
            }
            if work > limit { return false }
        }
        return true
    }

    private enum Kind {
        /// Void elements and those the tree builder closes when a sibling starts.
        case closesItself
        /// Formatting elements (reopened by text until closed); `a` is not one here, as a new
        /// `<a>` closes the one before.
        case formatting(Int)
        case ordinary

        var closesItself: Bool {
            if case .closesItself = self { return true }
            return false
        }
    }

    private static let closesItself: [[UInt8]] = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
        "keygen", "basefont", "bgsound", "frame", "image", "isindex",
        "p", "li", "dt", "dd", "tr", "td", "th", "thead", "tbody", "tfoot", "option", "caption", "colgroup",
    ].map { Array($0.utf8) }

    private static let formattingNames: [[UInt8]] = [
        "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
    ].map { Array($0.utf8) }

    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Kind {
        if let f = formattingNames.firstIndex(where: { equalsIgnoringCase(bytes, start, count, $0) }) { return .formatting(f) }
        if closesItself.contains(where: { equalsIgnoringCase(bytes, start, count, $0) }) { return .closesItself }
        return .ordinary
    }

    /// Moves `i` past a tag's attributes and its `>`, as the tokenizer reads them (quoted
    /// values may hold `>`); returns how many there were.
    private static func skipAttributes(_ bytes: UnsafeBufferPointer<UInt8>, from i: inout Int) -> Int {
        let n = bytes.count
        var count = 0
        while i < n {
            while i < n, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") { i += 1 }
            guard i < n else { break }
            if bytes[i] == UInt8(ascii: ">") {
                i += 1
                break
            }
            count += 1
            // A name runs to a space, `/`, `>` or `=` (its first character may be `=`).
            i += 1
            while i < n, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "=") { i += 1 }
            while i < n, isSpace(bytes[i]) { i += 1 }
            guard i < n, bytes[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < n, isSpace(bytes[i]) { i += 1 }
            guard i < n else { break }
            let quote = bytes[i]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                i += 1
                while i < n, bytes[i] != quote { i += 1 }
                i += 1
            } else {
                while i < n, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
            }
        }
        return count
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ open: (start: Int, count: Int), _ start: Int, _ count: Int) -> Bool {
        guard open.count == count else { return false }
        for k in 0..<count where bytes[open.start + k] | 0x20 != bytes[start + k] | 0x20 { return false }
        return true
    }

    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int, _ name: [UInt8]) -> Bool {
        guard count == name.count else { return false }
        for k in 0..<count where bytes[start + k] | 0x20 != name[k] { return false }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
