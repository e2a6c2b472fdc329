import DocgenMarkdown

/// The lines of a source file, for excerpts and for turning cmark's byte columns into the
/// character columns editors and the JSON output use.
public struct SourceText: Sendable {
    public let lines: [Substring]

    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
    }

    /// The 1-based character column of a byte column on the location's line.
    public func characterColumn(of location: SourceLocation) -> Int {
        guard location.line >= 1, location.line <= lines.count else { return location.column }
        let line = lines[location.line - 1].utf8
        let byteOffset = min(max(location.column - 1, 0), line.count)
        let index = line.index(line.startIndex, offsetBy: byteOffset)
        return lines[location.line - 1][..<index].count + 1
    }

    /// The source line and a caret under the column.
    public func excerpt(at location: SourceLocation) -> String? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let line = lines[location.line - 1]
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
