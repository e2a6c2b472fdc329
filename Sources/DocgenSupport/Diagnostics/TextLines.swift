import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a source file, for excerpts and for turning cmark's byte columns into the
/// character columns editors and the JSON output use.
///
/// Both stay cheap on pathological lines (a 500 KB paragraph of Chinese without a line break
/// carrying thousands of findings): a column is counted from the nearest checkpoint of its
/// line, not from the line's start, and an excerpt shows a window around the column.
public struct TextLines: Sendable {
    private let text: String
    /// Byte offset where each line starts; found once, on bytes, since this runs per file.
    private let lineStarts: [Int]
    /// Character counts at checkpoints of long lines, made on first use and shared by copies.
    private let checkpoints = Checkpoints()

    /// Lines longer than this many bytes get checkpoints and windowed excerpts.
    static let longLine = 4096
    /// Bytes shown on each side of the column in the excerpt of a long line.
    static let excerptRadius = 120

    public init(_ text: String) {
        self.text = text
        var text = text
        lineStarts = text.withUTF8 { Self.lineStarts(of: $0) }
    }

    /// The byte offset of each line's start: 0, then just past each `\n`.
    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        // Each line end is found many bytes at a time; a report reads every file it names.
        var offset = 0
        while let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: offset) {
            offset = end + 1
            starts.append(offset)
        }
        return starts
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
        guard byteOffset > Self.longLine else { return line[..<index].count + 1 }
        let marks = checkpoints.marks(line: location.line, of: line)
        // The last checkpoint at or before the byte: count only the characters after it.
        var low = 0, high = marks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if marks[mid].byte <= byteOffset { low = mid } else { high = mid - 1 }
        }
        let mark = marks[low]
        return mark.characters + line[utf8.index(utf8.startIndex, offsetBy: mark.byte)..<index].count + 1
    }

    /// The source line and a caret under the column; for a long line, a window of it around
    /// the column, with `…` where it was cut.
    public func excerpt(at location: SourceLocation) -> String? {
        guard let line = line(location.line) else { return nil }
        var shown = line
        var column = characterColumn(of: location)
        var (lead, trail) = ("", "")
        let utf8 = line.utf8
        let count = utf8.count
        if count > 2 * Self.excerptRadius + 40 {
            let byte = min(max(location.column - 1, 0), count)
            func index(_ offset: Int) -> Substring.UTF8View.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            // Cut at scalar starts (a UTF-8 continuation byte is 10xxxxxx).
            func scalarStart(_ offset: Int) -> Int {
                var offset = offset
                while offset > 0, offset < count, utf8[index(offset)] & 0xC0 == 0x80 { offset -= 1 }
                return offset
            }
            let from = scalarStart(max(byte - Self.excerptRadius, 0))
            let to = scalarStart(min(byte + Self.excerptRadius, count))
            let caret = max(scalarStart(byte), from)
            shown = Substring(String(decoding: utf8[index(from)..<index(to)], as: UTF8.self))
            column = String(decoding: utf8[index(from)..<index(caret)], as: UTF8.self).count + 1
            if from > 0 { lead = "…" }
            if to < count { trail = "…" }
        }
        // East Asian wide characters take two cells in a terminal.
        let before = shown.prefix(column - 1)
        let pad = before.reduce(lead.isEmpty ? 0 : 1) { $0 + ($1.isWide ? 2 : 1) }
        let indent = before.contains("\t")
            ? (lead.isEmpty ? "" : " ") + before.map { $0 == "\t" ? "\t" : " " }.joined()
            : String(repeating: " ", count: pad)
        return "  \(lead)\(shown)\(trail)\n  \(indent)^"
    }

    /// Per long line, (byte offset, characters before it) about every `longLine` bytes, each at
    /// a character boundary; guarded by a lock because diagnostics are printed from any thread.
    private final class Checkpoints: Sendable {
        struct Mark {
            var byte: Int
            var characters: Int
        }

        private let lines = Locked<[Int: [Mark]]>([:])

        func marks(line number: Int, of line: Substring) -> [Mark] {
            if let known = lines.withLock({ $0[number] }) { return known }
            var marks = [Mark(byte: 0, characters: 0)]
            let utf8 = line.utf8
            var index = line.startIndex
            var characters = 0
            var next = TextLines.longLine
            while index < line.endIndex {
                let byte = utf8.distance(from: utf8.startIndex, to: index)
                if byte >= next {
                    marks.append(Mark(byte: byte, characters: characters))
                    next = byte + TextLines.longLine
                }
                index = line.index(after: index)
                characters += 1
            }
            lines.withLock { $0[number] = marks }
            return marks
        }
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
