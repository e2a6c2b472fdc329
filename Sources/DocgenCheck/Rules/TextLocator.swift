import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// Finds where a piece of text sits in a page's source, starting from the block that holds
/// it: rules know a block's start and the text they flag, and point at the text itself.
struct TextLocator {
    private let bytes: [UInt8]
    /// Byte offset where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        bytes.withUnsafeBufferPointer { all in
            // Each line end is found many bytes at a time: every page gets a locator.
            var offset = 0
            while let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: all, from: offset) {
                offset = end + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// The first occurrence of `needle` at or after `start`, within `span` lines; `start` when absent.
    func locate(_ needle: String, from start: SourceLocation, span: Int = 40, skip: Int = 0) -> SourceLocation {
        find(needle, from: start, span: span, skip: skip) ?? start
    }

    /// The first occurrence of `needle` at or after `start` (skipping `skip` of them), within
    /// `span` lines; nil when absent. Searches the bytes in place: lines can be megabytes long.
    func find(_ needle: String, from start: SourceLocation, span: Int = 40, skip: Int = 0) -> SourceLocation? {
        let target = Array(needle.utf8)
        guard !target.isEmpty else { return nil }
        var remaining = skip
        var lineIndex = start.line - 1
        return bytes.withUnsafeBufferPointer { all -> SourceLocation? in
            while lineIndex >= 0, lineIndex < lineStarts.count, lineIndex < start.line - 1 + span {
                let lineStart = lineStarts[lineIndex]
                let lineEnd = max(lineStart, lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] - 1 : all.count)
                var from = lineStart + (lineIndex == start.line - 1 ? max(start.column - 1, 0) : 0)
                while from + target.count <= lineEnd {
                    if all[from] == target[0], target.indices.allSatisfy({ all[from + $0] == target[$0] }) {
                        if remaining == 0 { return SourceLocation(line: lineIndex + 1, column: from - lineStart + 1) }
                        remaining -= 1
                    }
                    from += 1
                }
                lineIndex += 1
            }
            return nil
        }
    }
}
