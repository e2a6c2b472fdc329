import DocgenSupport

/// A position in a page's UTF-8 bytes that reads across line ends the way MDX does inside a
/// construct: at the start of each new line it skips the block quote markers (`>`) of the
/// construct's container and the indentation, which are not part of a tag or expression that
/// spans lines. Columns count UTF-8 bytes from 1, like cmark's.
struct MDXCursor {
    let text: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private(set) var pos: Int
    /// 0-based line of `pos`, and where that line starts.
    private(set) var line: Int
    private(set) var lineStart: Int
    /// How many `>` markers begin each line of the construct's container.
    let quoteDepth: Int
    /// Nothing at or after this offset is read (the end of a paragraph, or of the page).
    let limit: Int

    init(text: UnsafeBufferPointer<UInt8>, pos: Int, line: Int, lineStart: Int, quoteDepth: Int, limit: Int) {
        self.text = text
        self.pos = pos
        self.line = line
        self.lineStart = lineStart
        self.quoteDepth = quoteDepth
        self.limit = limit
    }

    /// The byte at `pos`, or nil at the limit.
    var peek: UInt8? { pos < limit ? text[pos] : nil }

    /// The byte `offset` bytes ahead on the raw text, or nil past the limit.
    func peek(_ offset: Int) -> UInt8? { pos + offset < limit ? text[pos + offset] : nil }

    var location: SourceLocation { SourceLocation(line: line + 1, column: pos - lineStart + 1) }

    var isAtEnd: Bool { pos >= limit }

    /// Reads one byte; past a line end, also the next line's container prefix.
    mutating func advance() {
        let byte = text[pos]
        pos += 1
        if byte == Byte.lf {
            line += 1
            lineStart = pos
            pos = MDXCursor.prefixEnd(text, from: pos, quoteDepth: quoteDepth, limit: limit).end
        }
    }

    /// Reads `count` bytes that contain no line end.
    mutating func advance(_ count: Int) { pos += count }

    /// Moves forward to `offset` on line `line` (which starts at `lineStart`), as a code span
    /// found by its closing backticks is skipped.
    mutating func jump(to offset: Int, line: Int, lineStart: Int) {
        pos = offset
        self.line = line
        self.lineStart = lineStart
    }

    /// Skips spaces and tabs (and a CR before a line end), not line ends.
    mutating func skipSpaces() {
        while let b = peek, b == Byte.space || b == Byte.tab || b == Byte.cr { pos += 1 }
    }

    /// Skips JavaScript whitespace, line ends included.
    mutating func skipWhitespace() {
        while let b = peek {
            if b == Byte.space || b == Byte.tab || b == Byte.cr || b == Byte.lf || b == Byte.verticalTab || b == Byte.formFeed {
                advance()
            } else if b == 0xC2, peek(1) == 0xA0 {  // U+00A0, which JavaScript counts as a space
                pos += 2
            } else {
                return
            }
        }
    }

    /// Where a line's content starts after up to `quoteDepth` block quote markers (each `>`
    /// with the indentation before it and one space after), and how many markers there were;
    /// with `skippingIndentation`, after the indentation that follows too. Inside a construct
    /// indentation is kept: it is part of a template literal or an attribute value.
    static func prefixEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int, quoteDepth: Int, limit: Int,
                          skippingIndentation: Bool = false) -> (end: Int, depth: Int) {
        var p = start
        var depth = 0
        while depth < quoteDepth {
            var q = p
            while q < limit, text[q] == Byte.space || text[q] == Byte.tab { q += 1 }
            guard q < limit, text[q] == Byte.gt else { break }
            q += 1
            if q < limit, text[q] == Byte.space || text[q] == Byte.tab { q += 1 }
            depth += 1
            p = q
        }
        if skippingIndentation {
            while p < limit, text[p] == Byte.space || text[p] == Byte.tab { p += 1 }
        }
        return (p, depth)
    }
}
