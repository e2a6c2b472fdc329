import DocgenMarkdown

/// The lines of a source file, for excerpts and for turning cmark's byte columns into the
/// character columns editors and the JSON output use.
public struct SourceText: Sendable {
    private let text: String
    /// Byte offset where each line starts; found once, on bytes, since this runs per file.
    private let lineStarts: [Int]

    public init(_ text: String) {
        self.text = text
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// Line `number` (from 1), without its line end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        let end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
        let line = text[start..<end]
        return line.last == "\r" ? line.dropLast() : line
    }

    /// The 1-based character column of a byte column on the location's line.
    public func characterColumn(of location: SourceLocation) -> Int {
        guard let line = line(location.line) else { return location.column }
        let utf8 = line.utf8
        let byteOffset = min(max(location.column - 1, 0), utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: byteOffset)
        return line[..<index].count + 1
    }

    /// The source line and a caret under the column.
    public func excerpt(at location: SourceLocation) -> String? {
        guard let line = line(location.line) else { return nil }
        let column = characterColumn(of: location)
        // East Asian wide characters take two cells in a terminal.
        let pad = line.prefix(column - 1).reduce(0) { $0 + ($1.isWide ? 2 : ($1 == "\t" ? 1 : 1)) }
        let tabs = line.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }
        let indent = tabs.contains("\t") ? tabs.joined() : String(repeating: " ", count: pad)
        return "  \(line)\n  \(indent)^"
    }
}

extension Character {
    /// True for characters a terminal draws two cells wide (CJK ideographs, kana, full-width forms).
    var isWide: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
