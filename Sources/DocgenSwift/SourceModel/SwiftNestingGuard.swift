/// A guard in front of SwiftParser, which takes time exponential in the depth of nested
/// square brackets (`[[[[…]]]]` as array types or literals: 14 levels already take a tenth of
/// a second, 20 take seconds). Source nested deeper than `limit` is not parsed. Brackets in
/// comments and string literals are skipped, so real code is never refused for them.
enum SwiftNestingGuard {
    static let limit = 12

    /// The byte offset of the first `[` deeper than `limit`, or nil.
    static func firstTooDeep(in bytes: some Collection<UInt8>) -> Int? {
        var depth = 0
        var offset = 0
        var iterator = bytes.makeIterator()
        var pending: UInt8?
        func next() -> UInt8? {
            if let byte = pending { pending = nil; return byte }
            guard let byte = iterator.next() else { return nil }
            offset += 1
            return byte
        }
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return offset - 1 }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "/"):
                guard let following = next() else { return nil }
                if following == UInt8(ascii: "/") {
                    while let skipped = next(), skipped != UInt8(ascii: "\n") {}
                } else if following == UInt8(ascii: "*") {
                    var level = 1
                    var previous: UInt8 = 0
                    while level > 0, let skipped = next() {
                        if previous == UInt8(ascii: "/"), skipped == UInt8(ascii: "*") { level += 1; previous = 0; continue }
                        if previous == UInt8(ascii: "*"), skipped == UInt8(ascii: "/") { level -= 1; previous = 0; continue }
                        previous = skipped
                    }
                } else {
                    pending = following
                }
            case UInt8(ascii: "\""):
                // To the closing quote (or the end of a line, for a quote inside a multi-line
                // literal): interpolations with brackets are rare enough to skip too.
                var escaped = false
                while let skipped = next() {
                    if escaped { escaped = false; continue }
                    if skipped == UInt8(ascii: "\\") { escaped = true; continue }
                    if skipped == UInt8(ascii: "\"") || skipped == UInt8(ascii: "\n") { break }
                }
            default:
                break
            }
        }
        return nil
    }

    /// Line and column (from 1, in bytes) of an offset.
    static func position(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
