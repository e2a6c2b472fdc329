import DocgenSupport

/// What cmark-gfm would spend on a page, estimated in one pass before it parses: the inputs
/// where its time or memory grows faster than the page are refused with a located problem.
///
/// - A table's body rows each get as many cells as its header has columns, written or not, so a
///   23 KB table of 4,000 header columns and 4,000 one-character rows made 16 million cells
///   (4.75 GB). The cells of every table are counted: columns of the delimiter row times rows.
/// - Inline HTML that needs a closing delimiter (`<![CDATA[` … `]]>`, `<!--` … `-->`, `<?` …
///   `?>`) is scanned for it from every opener, so thousands of openers with no closer after
///   them take time quadratic in the page (80,000 `<![CDATA[` took 16 s).
struct MarkdownBudget {
    /// Cells one table may have (header columns × rows).
    static let maxTableCells = 250_000
    /// Openers of one kind of inline HTML that no closer follows.
    static let maxUnclosedOpeners = 5_000

    static func problem(in text: String) -> MarkdownProblem? {
        var text = text
        return text.withUTF8 { bytes -> MarkdownProblem? in
            tableProblem(bytes) ?? openerProblem(bytes)
        }
    }

    /// Lines as byte ranges.
    private static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start <= bytes.count {
            let end = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: start) ?? bytes.count
            lines.append(start..<end)
            start = end + 1
        }
        return lines
    }

    private static func tableProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> MarkdownProblem? {
        // Cheap exit: no `|-` or `-|` means no delimiter row.
        guard ByteSearch.firstIndex(of: UInt8(ascii: "|"), in: bytes) != nil else { return nil }
        let lines = lines(bytes)
        var fence: (byte: UInt8, count: Int)?
        var i = 0
        while i < lines.count {
            let line = bytes[lines[i]]
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            if let open = fence {
                let run = trimmed.prefix { $0 == open.byte }.count
                if run >= open.count && trimmed.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { fence = nil }
                i += 1
                continue
            }
            if let first = trimmed.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                let run = trimmed.prefix { $0 == first }.count
                if run >= 3 { fence = (first, run); i += 1; continue }
            }
            if let columns = delimiterColumns(trimmed), i > 0 {
                var rows = 1
                var j = i + 1
                while j < lines.count, bytes[lines[j]].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                    rows += 1
                    j += 1
                }
                if columns * rows > maxTableCells {
                    return MarkdownProblem(kind: .tableTooLarge, location: SourceLocation(line: i, column: 1),
                                           message: "this table has \(columns) columns and \(rows) rows, \(columns * rows) cells; docgen reads tables up to \(maxTableCells) cells: split it")
                }
                i = j
                continue
            }
            i += 1
        }
        return nil
    }

    /// The column count of a GFM delimiter row (`| --- | :-: |`), nil for any other line.
    private static func delimiterColumns(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var pipes = 0
        var dashes = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes = true
            case UInt8(ascii: ":"), 0x20, 0x09, 0x0D: break
            default: return nil
            }
        }
        guard dashes, pipes > 0 else { return nil }
        let leading = line.first == UInt8(ascii: "|") ? 1 : 0
        let trailing = line.last(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) == UInt8(ascii: "|") && pipes > leading ? 1 : 0
        return pipes + 1 - leading - trailing
    }

    private static func openerProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> MarkdownProblem? {
        // One pass over the `<` and `>` bytes (found a word at a time): per kind, the openers
        // since the last closer, and where the first of them is.
        let names = ["<![CDATA[", "<!--", "<?"]
        let openers = names.map { Array($0.utf8) }
        let closers = [Array("]]>".utf8), Array("-->".utf8), Array("?>".utf8)]
        var open = [0, 0, 0]
        var first = [0, 0, 0]
        // The next of each byte, each found once (searching both again from every hit would be
        // quadratic on a page of many `>` and one `<`).
        var lt = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes) ?? bytes.count
        var gt = ByteSearch.firstIndex(of: UInt8(ascii: ">"), in: bytes) ?? bytes.count
        while min(lt, gt) < bytes.count {
            if lt < gt {
                for k in 0..<3 where matches(bytes, at: lt, openers[k]) {
                    if open[k] == 0 { first[k] = lt }
                    open[k] += 1
                    break
                }
                lt = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: lt + 1) ?? bytes.count
            } else {
                for k in 0..<3 where matches(bytes, at: gt - closers[k].count + 1, closers[k]) { open[k] = 0 }
                gt = ByteSearch.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: gt + 1) ?? bytes.count
            }
        }
        for k in 0..<3 where open[k] > maxUnclosedOpeners {
            let line = bytes[..<first[k]].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            return MarkdownProblem(kind: .tooComplex, location: SourceLocation(line: line, column: 1),
                                   message: "\(open[k]) '\(names[k])' openers from here on are never closed; cmark-gfm would take time quadratic in the page on them")
        }
        return nil
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, _ pattern: [UInt8]) -> Bool {
        guard i >= 0, i + pattern.count <= bytes.count else { return false }
        for k in 0..<pattern.count where bytes[i + k] != pattern[k] { return false }
        return true
    }
}
