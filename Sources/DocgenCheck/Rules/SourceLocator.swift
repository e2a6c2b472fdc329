import DocgenCore
import DocgenMarkdown

/// Finds where a piece of text sits in a page's source, starting from the block that holds
/// it: rules know a block's start and the text they flag, and point at the text itself.
struct SourceLocator {
    private let bytes: [UInt8]
    /// Byte offset where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    private func line(_ index: Int) -> ArraySlice<UInt8> {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        return bytes[lineStarts[index]..<max(lineStarts[index], end)]
    }

    /// The first occurrence of `needle` at or after `start`, within `span` lines; `start` when absent.
    func locate(_ needle: String, from start: SourceLocation, span: Int = 40, skip: Int = 0) -> SourceLocation {
        let target = Array(needle.utf8)
        guard !target.isEmpty else { return start }
        var remaining = skip
        var lineIndex = start.line - 1
        while lineIndex >= 0, lineIndex < lineStarts.count, lineIndex < start.line - 1 + span {
            let bytes = Array(line(lineIndex))
            var from = lineIndex == start.line - 1 ? max(start.column - 1, 0) : 0
            while from + target.count <= bytes.count {
                if bytes[from] == target[0], Array(bytes[from..<(from + target.count)]) == target {
                    if remaining == 0 { return SourceLocation(line: lineIndex + 1, column: from + 1) }
                    remaining -= 1
                }
                from += 1
            }
            lineIndex += 1
        }
        return start
    }
}
