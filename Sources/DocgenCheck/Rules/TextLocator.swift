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

    /// True when the text is written for DocC: a symbol link with a path (``Store/save(_:)``),
    /// a `<doc:…>` link, a `## Topics` section or an `@Metadata` block. Elsewhere double
    /// backticks are only a code span (``nil``), with no symbol to resolve. A scan of the
    /// page: asked once, by the rule that needs it, when a code span could be such a link.
    func writesDocC() -> Bool {
        // nil: no double backticks at all; true: one of them is a link with a path.
        let links: Bool? = bytes.withUnsafeBufferPointer { all in
            var offset = 0
            var sawDoubleTicks = false
            // The length of the run of backticks at `k`.
            func run(at k: Int) -> Int {
                var end = k
                while end < all.count, all[end] == UInt8(ascii: "`") { end += 1 }
                return end - k
            }
            while let tick = ByteSearch.firstIndex(of: UInt8(ascii: "`"), in: all, from: offset) {
                let opening = run(at: tick)
                offset = tick + opening
                // Exactly two: three or more open a code span (```nil```) or a fence.
                guard opening == 2 else { continue }
                sawDoubleTicks = true
                // The link's text, up to the next backticks on the line: a path without spaces.
                var end = offset
                var slash = false
                while end < all.count, end < offset + 200, all[end] != UInt8(ascii: "\n"), all[end] != UInt8(ascii: " "), all[end] != UInt8(ascii: "`") {
                    if all[end] == UInt8(ascii: "/") { slash = true }
                    end += 1
                }
                if slash, end > offset, end < all.count, all[end] == UInt8(ascii: "`"), run(at: end) == 2 { return true }
                if end < all.count, all[end] == UInt8(ascii: "`") { offset = end + run(at: end) } else { offset = end }
            }
            return sawDoubleTicks ? false : nil
        }
        guard let links else { return false }
        return links || ["<doc:", "\n## Topics", "@Metadata"].contains { bytes.firstRange(of: Array($0.utf8)) != nil }
    }

    /// The first occurrence of `needle` at or after `start`, within `span` lines; `start` when absent.
    func locate(_ needle: String, from start: SourceLocation, span: Int = 40, skip: Int = 0) -> SourceLocation {
        find(needle, from: start, span: span, skip: skip) ?? start
    }

    /// The first occurrence of `needle` at or after `start` (skipping `skip` of them), within
    /// `span` lines; nil when absent. Searches the bytes in place: lines can be megabytes long.
    /// - Parameter isolated: the match may not have a backtick on either side: ``` ``name`` ```
    ///   is a DocC link, ```` ```name``` ```` a code span that takes three.
    func find(_ needle: String, from start: SourceLocation, span: Int = 40, skip: Int = 0, isolated: Bool = false) -> SourceLocation? {
        let backtick = UInt8(ascii: "`")
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
                    if all[from] == target[0], target.indices.allSatisfy({ all[from + $0] == target[$0] }),
                       !isolated || ((from == 0 || all[from - 1] != backtick) && (from + target.count >= all.count || all[from + target.count] != backtick)) {
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
