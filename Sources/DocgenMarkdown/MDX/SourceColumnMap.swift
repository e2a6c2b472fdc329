/// Where the columns of the text given to cmark were in the MDX page. The conversion keeps
/// every line where it was, so only columns move: after a construct replaced by a marker of
/// another length, and where indentation was dropped. Positions cmark reports are passed
/// through `original(line:column:)` so that every location in the tree is the page's.
struct SourceColumnMap: Sendable {
    /// From `converted` on, up to the next entry of the same line, a column `c` of the
    /// converted line was `c - converted + original` in the page. Appended in order.
    private struct Entry: Sendable {
        var line: Int32
        var converted: Int32
        var original: Int32
    }

    private var entries: [Entry] = []
    /// Each line's length in the page, in bytes: no mapped column goes past a line's end.
    private var lineLengths: [Int32] = []

    /// Records that, on `line` (from 1), converted column `converted` was `original`.
    mutating func add(line: Int, converted: Int, original: Int) {
        entries.append(Entry(line: Int32(line), converted: Int32(converted), original: Int32(original)))
    }

    mutating func setLineLength(_ length: Int) { lineLengths.append(Int32(length)) }

    var isIdentity: Bool { entries.isEmpty }

    /// The page's column for column `column` (from 1) of converted line `line` (from 1).
    func original(line: Int, column: Int) -> Int {
        var low = 0, high = entries.count
        // The first entry after (line, column).
        while low < high {
            let mid = (low + high) / 2
            let e = entries[mid]
            if Int(e.line) < line || (Int(e.line) == line && Int(e.converted) <= column) { low = mid + 1 } else { high = mid }
        }
        var mapped = column
        if low > 0, Int(entries[low - 1].line) == line {
            let e = entries[low - 1]
            mapped = column - Int(e.converted) + Int(e.original)
        }
        let length = line >= 1 && line <= lineLengths.count ? Int(lineLengths[line - 1]) : mapped
        return max(1, min(mapped, length + 1))
    }
}
