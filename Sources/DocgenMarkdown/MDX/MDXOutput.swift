/// The converted source as it is written, line by line, with the column map it makes: bytes
/// copied from the page are mapped to where they were, markers to the construct they stand for.
struct MDXOutput {
    private(set) var bytes: [UInt8] = []
    private(set) var map = SourceColumnMap()
    /// The line being written (0-based), where it starts in `bytes`, and the difference
    /// between page and converted columns in force on it (nil: unknown after a marker).
    private var line = 0
    private var lineStart = 0
    private var delta: Int? = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity + capacity / 8)
    }

    private var column: Int { bytes.count - lineStart + 1 }

    /// Copies `range` of the page's line that starts at `pageLineStart`.
    mutating func copy(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, pageLineStart: Int) {
        guard !range.isEmpty else { return }
        let original = range.lowerBound - pageLineStart + 1
        if delta != original - column {
            map.add(line: line + 1, converted: column, original: original)
            delta = original - column
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[range]))
    }

    /// Writes a marker that stands for what starts at page column `original`.
    mutating func write(_ marker: String, mappedTo original: Int) {
        map.add(line: line + 1, converted: column, original: original)
        delta = nil
        bytes.append(contentsOf: marker.utf8)
    }

    /// Ends the line; `pageLength` is the page line's length in bytes (without its line end).
    mutating func endLine(pageLength: Int, isLast: Bool) {
        map.setLineLength(pageLength)
        if !isLast { bytes.append(Byte.lf) }
        line += 1
        lineStart = bytes.count
        delta = 0
    }
}
