import DocgenSupport

/// Reads an MDX page as MDX 2/3 reads it (micromark-extension-mdxjs: ESM, expressions and
/// JSX in flow and text, no indented code, no raw HTML, no autolinks) and writes the cmark
/// input of an `MDXConversion`. It works line by line, as micromark's flow does, and hands each
/// paragraph's lines to the text rules, as micromark's text does; `MDXGrammar` reads the
/// constructs themselves.
///
/// Flow (each line, outside fenced code):
/// - **ESM**: a line at column 1, not continuing a paragraph, starting `import ` or `export `,
///   with the lines after it up to a blank line at which the JavaScript is complete (brackets,
///   strings, templates and comments closed). Its `import`/`export` statements are recorded.
/// - **JSX and expressions**: a line whose content (after block quote markers, list markers
///   and any indentation) is one or more tags and expressions and nothing else. They may
///   span lines, interrupt a paragraph, and sit in list items and block quotes. Otherwise the
///   line is text.
/// - **HTML comments** (not MDX, but common in migrated pages) on lines of their own are
///   dropped, but for `<!-- docgen:… -->` on one line, which stays an HTML block for docgen's
///   walkers.
/// - `:::` admonition lines, by `AdmonitionMarkers`' rule, are written as its markers here:
///   this pass knows where fenced code ends in a list item or block quote. Fenced code is
///   opaque, and may be indented any amount, as in MDX.
/// - **No indented code**: indentation cmark would read as code is dropped, at a line's start
///   (`MDXIndentation`, which follows list items, lazy lines included) and after a list marker
///   or a quote's `>`; tabs count to stops of four, as cmark counts them.
///
/// Text (each paragraph, heading or table row, read as one unit so that code spans and tags
/// may span its lines; a unit never runs longer than cmark's paragraph, and ends early at a
/// line starting with `<`, so that no raw `<` is left where cmark could start an HTML block):
/// - `<` starts a tag unless followed by whitespace (`a < b`); where MDX reports an error for
///   what cannot start a name (`<3`), docgen reads text. `{` starts an expression. Elements
///   are matched to their closing tags later, in the tree, where their containers are known.
/// - Code spans, backslash escapes, link destinations and titles (`[a](<b> "c")`, and in link
///   definitions) and a heading's trailing `{#id}` are not read for JSX or expressions.
///   Backticks that close no code span are written escaped, so that cmark pairs no others.
///
/// What cmark must not read differently is written so it cannot: markers never start a block
/// (a text marker is a raw HTML tag, `<docgen-mdx-N >`, with a space so that no link
/// destination takes it in), a `<` that starts no construct but would be raw HTML for cmark
/// is a marker of its own, and a backtick line that is no fence keeps a marker first.
///
/// Deviations from MDX, each to keep a page readable where MDX would refuse it: errors are
/// problems and the rest of the page still parses (an unclosed `{` makes the rest of its
/// paragraph text; an invalid tag's `<` is text); autolinks (`<https://…>`) and HTML comments
/// are accepted; JavaScript is not parsed, so an expression's braces are matched but its
/// syntax is not checked (nor is ESM beyond its import and export statements), and a brace
/// or quote in a regular expression literal miscounts; `{#id}` ends a heading with an id
/// instead of being an expression; lazy lines inside a tag in a container are accepted; a
/// form feed or vertical tab after a flow tag is whitespace. Failed attempts at multi-line
/// flow constructs are limited in total to a few times the page's size, after which flow
/// constructs must end on their line: no input makes the scanner quadratic.
struct MDXScanner {
    /// Converts a page (an MDX body: front matter already blanked).
    static func convert(_ page: String) -> MDXConversion {
        var page = page
        // A lone CR ends a line for cmark: made a line feed (one byte for one), every line and
        // column stays where it was, and the scanner's lines are cmark's.
        if page.containsByte(Byte.cr) {
            var bytes = Array(page.utf8)
            for i in bytes.indices where bytes[i] == Byte.cr && (i + 1 == bytes.count || bytes[i + 1] != Byte.lf) { bytes[i] = Byte.lf }
            page = String(decoding: bytes, as: UTF8.self)
        }
        return page.withUTF8 { buffer in
            var scanner = MDXScanner(text: buffer)
            scanner.run()
            return MDXConversion(source: String(decoding: scanner.out.bytes, as: UTF8.self), groups: scanner.groups,
                                 map: scanner.out.map, imports: scanner.imports, exports: scanner.exports,
                                 problems: scanner.problems, admonitions: scanner.admonitions,
                                 admonitionCloseLines: scanner.admonitionCloseLines)
        }
    }

    /// One line of the page as flow sees it.
    private struct Line {
        var index: Int
        var start: Int
        /// The end of its content, before any CR and the line feed.
        var end: Int
        /// Columns of leading whitespace (tabs to the next multiple of 4).
        var indent: Int
        var isBlank: Bool
        /// The block quote markers it starts with, and where its content starts after them.
        var quoteDepth: Int
        var afterQuotes: Int
        /// Where its content starts after list markers too.
        var contentStart: Int
        /// The content columns (page columns from 0) of the list items its markers open.
        var openedItems: [Int]
        /// Whitespace after a list marker (five or more spaces) or after a block quote's `>`
        /// (four or more past its one space), which cmark would read as indented code, MDX as
        /// nothing: not written.
        var gaps: [Range<Int>]
        /// Whether its first list marker may interrupt a paragraph: a bullet or `1.`, with
        /// content after it (CommonMark's rule, and micromark's).
        var markerInterrupts: Bool
        /// The gaps after quote markers only.
        var quoteGaps: [Range<Int>]
        /// Whether it has a list marker (opening items in `openedItems`, or inside a quote).
        var hasListMarker: Bool
    }

    /// A text line waiting for the end of its paragraph.
    private struct UnitLine {
        var index: Int
        var dedent: Dedent
        var gaps: [Range<Int>]
        var scanStart: Int
        /// Where an ATX heading's trailing `{#id}` starts: read as is.
        var headingID: Int?
    }

    /// Indentation dropped from the start of a line: whole bytes, and when a tab covers more
    /// columns than are to be dropped, spaces written in place of its rest (a tab dropped
    /// whole could take a line out of its list item).
    private struct Dedent {
        var bytes: Int
        var pad: Int
        static let none = Dedent(bytes: 0, pad: 0)
    }

    private struct Fence {
        var marker: UInt8
        var count: Int
        /// Columns dropped from the opening line: code lines drop up to as many.
        var shift: Int
        var quoteDepth: Int
        /// The list item content column the fence is in: a line indented less ends it.
        var minIndent: Int
        /// That column where cmark sees it: a closing fence is indented at most 3 past it.
        var convertedContainerColumn: Int

        /// The columns a line of the fence drops: its container's shift, then up to as many
        /// of the columns past the container as the opening line dropped (cmark then removes
        /// the fence's own indentation), never the container's indentation itself.
        func codeShift(indent: Int) -> Int {
            let containerShift = minIndent - convertedContainerColumn
            guard indent > minIndent else { return min(containerShift, indent) }
            return containerShift + min(shift - containerShift, indent - minIndent)
        }
    }

    /// A construct read in flow, to be written once the paragraph before it is.
    private struct FlowConstruct {
        var events: [MDXGroup.Event]
        var end: Int
        var lastLine: Int
        /// Written as it is (docgen's own comments).
        var verbatim = false
    }

    private struct Replacement {
        var start: Int
        var end: Int
        var group: Int
        /// Written instead of a marker (escaped backticks), when set.
        var text: String?
    }

    private let text: UnsafeBufferPointer<UInt8>
    private var lineStarts: [Int] = []
    private var lineEnds: [Int] = []
    private var out: MDXOutput
    private var groups: [MDXGroup] = []
    private var problems: [MarkdownProblem] = []
    private var imports: [MDXImport] = []
    private var exports: [MDXExport] = []
    private var admonitions: [AdmonitionMarkers.Opening] = []
    private var admonitionCloseLines: [Int] = []
    private var indentation = MDXIndentation()
    private var unit: [UnitLine] = []
    private var unitQuoteDepth = 0
    /// Whether the previous line continues a paragraph, which ESM cannot interrupt.
    private var previousIsParagraph = false
    /// Whether a GFM table is open: each of its lines is a row of its own, whatever it holds,
    /// up to a blank line or another block.
    private var inTable = false
    /// Whether the previous line was a table's header row: the delimiter row follows.
    private var headerPending = false
    /// Bytes read by flow attempts that spanned lines and failed; past `flowBudget`, flow
    /// constructs must end on their own line.
    private var failedFlowWork = 0
    private let flowBudget: Int
    /// No `-->` at or after this offset (a failed search is not repeated).
    private var noCommentCloseFrom = Int.max
    /// Whether the last non-blank line was an empty list item (its marker alone), which a
    /// blank line ends.
    private var emptyItemOpen = false
    /// After ESM that never ended, later ESM ends at its first blank line.
    private var esmEndsAtBlankLine = false

    private init(text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.out = MDXOutput(capacity: text.count)
        self.flowBudget = 4 * text.count + 65_536
        var start = 0
        // From line feed to line feed with memchr, not a test of every byte.
        while let i = ByteSearch.firstIndex(of: Byte.lf, in: text, from: start) {
            lineStarts.append(start)
            lineEnds.append(i > start && text[i - 1] == Byte.cr ? i - 1 : i)
            start = i + 1
        }
        lineStarts.append(start)
        lineEnds.append(text.count > start && text[text.count - 1] == Byte.cr ? text.count - 1 : text.count)
    }

    private var lineCount: Int { lineStarts.count }

    // MARK: Flow

    private mutating func run() {
        var fence: Fence?
        var i = 0
        while i < lineCount {
            var line = analyze(i)
            // `2.` (or an empty item) after paragraph text continues the paragraph: a list
            // marker that cannot interrupt one opens no item where the paragraph goes on.
            if !unit.isEmpty, line.hasListMarker, !line.markerInterrupts, line.quoteDepth == unitQuoteDepth,
               line.indent >= indentation.innermostContentColumn {
                line.openedItems = []
                line.hasListMarker = false
                line.contentStart = line.afterQuotes
                line.gaps = line.quoteGaps
            }
            if let open = fence {
                if continues(open, line) {
                    // Code: every byte after the dropped indentation is the code's.
                    var code = line
                    code.gaps = []
                    emit(code, dropping: dedent(columns: open.codeShift(indent: line.indent), of: line))
                    if closes(open, line) { fence = nil }
                    i += 1
                    continue
                }
                fence = nil
            }
            // A line of only `>` markers is a blank line of its block quote.
            if line.isBlank || line.afterQuotes == line.end {
                if emptyItemOpen, line.isBlank { indentation.endInnermost() }
                emptyItemOpen = false
                flushUnit()
                // A quote's `>` alone drops the indentation its list item drops, as the quote's
                // other lines do: kept, it would be four or more columns past the item's content
                // where cmark sees it, so no `>` but text continuing the paragraph.
                let quoteShift = line.isBlank ? 0 : indentation.shift(indent: line.indent)
                emit(line, dropping: dedent(columns: quoteShift, of: line))
                previousIsParagraph = false
                endTable()
                i += 1
                continue
            }
            let shift = indentation.shift(indent: line.indent)
            let dedent = dedent(columns: shift, of: line)
            let opened = line.openedItems
            emptyItemOpen = line.quoteDepth == 0 && !opened.isEmpty && line.contentStart == line.end
            if line.quoteDepth == 0, let (marker, column) = admonitionMarker(line, dedent: dedent) {
                flushUnit()
                indentation.enter(indent: line.indent, opening: opened)
                switch marker {
                case .open(let kind, let title, _, let attributes, let fence):
                    admonitions.append(AdmonitionMarkers.Opening(kind: kind, title: title,
                                                                 location: SourceLocation(line: i + 1, column: column), attributes: attributes,
                                                                 fence: fence))
                    out.write(AdmonitionMarkers.openPrefix + String(admonitions.count - 1) + "-->", mappedTo: column)
                case .close(let fence):
                    admonitionCloseLines.append(i + 1)
                    out.write(AdmonitionMarkers.close(fence: fence), mappedTo: column)
                }
                out.endLine(pageLength: line.end - line.start, isLast: i == lineCount - 1)
                previousIsParagraph = false
                endTable()
                i += 1
                continue
            }
            if let opening = fenceOpening(line, opened: opened) {
                flushUnit()
                fence = opening
                emit(line, dropping: dedent)
                previousIsParagraph = false
                endTable()
                i += 1
                continue
            }
            if line.indent == 0, line.quoteDepth == 0, !previousIsParagraph, startsESM(line) {
                flushUnit()
                indentation.enter(indent: 0, opening: [])
                i = esm(from: i) + 1
                previousIsParagraph = false
                endTable()
                continue
            }
            let c = line.contentStart
            if c < line.end, text[c] == Byte.lt || text[c] == Byte.lbrace,
               let construct = isCommentStart(c) ? flowComment(line) : flowConstructs(line) {
                // The paragraph before it is written first: the marker goes on its own lines.
                flushUnit()
                indentation.enter(indent: line.indent, opening: opened)
                if construct.verbatim {
                    for k in line.index...construct.lastLine {
                        if k == line.index { pad(dedent) }
                        out.copy(text, (lineStarts[k] + (k == line.index ? dedent.bytes : 0))..<lineEnds[k], pageLineStart: lineStarts[k])
                        out.endLine(pageLength: lineEnds[k] - lineStarts[k], isLast: k == lineCount - 1)
                    }
                } else {
                    emitMarkers(construct.events, from: line, dedent: dedent, start: c, end: construct.end, lastLine: construct.lastLine)
                }
                i = construct.lastLine + 1
                previousIsParagraph = false
                endTable()
                continue
            }
            textLine(line, dedent: dedent, opening: opened)
            i += 1
        }
        flushUnit()
    }

    private mutating func endTable() {
        inTable = false
        headerPending = false
    }

    private func analyze(_ i: Int) -> Line {
        let start = lineStarts[i], end = lineEnds[i]
        var p = start
        var indent = 0
        while p < end, text[p] == Byte.space || text[p] == Byte.tab {
            indent = text[p] == Byte.tab ? (indent / 4 + 1) * 4 : indent + 1
            p += 1
        }
        var depth = 0
        var afterQuotes = p
        var quoteGaps: [Range<Int>] = []
        var listGaps: [Range<Int>] = []
        var markerInterrupts = false
        var content = p
        var column = indent
        var opened: [Int] = []
        var sawMarker = false
        // Containers in the order they nest: block quote markers and list markers (`- 1. a`,
        // `- > a`, `> - a`).
        while content < end {
            let b = text[content]
            if b == Byte.gt {
                // Columns past the `>` and the one column its optional space takes (of a tab
                // too): four or more would be indented code for cmark.
                depth += 1
                let markerColumn = pageColumn(content, lineStart: start)
                var q = content + 1
                if q < end, text[q] == Byte.space || text[q] == Byte.tab { q += 1 }
                var r = q
                while r < end, text[r] == Byte.space || text[r] == Byte.tab { r += 1 }
                if r < end, pageColumn(r, lineStart: start) - markerColumn - 2 >= 4 { quoteGaps.append(q..<r) }
                content = r
                afterQuotes = r
                column = pageColumn(r, lineStart: start)
                continue
            }
            guard !isThematicBreak(content, end) else { break }
            var width = 0
            if b == Byte.minus || b == Byte.star || b == Byte.plus {
                width = 1
            } else if Byte.isDigit(b) {
                while width < 9, content + width < end, Byte.isDigit(text[content + width]) { width += 1 }
                guard content + width < end, text[content + width] == Byte.dot || text[content + width] == Byte.rparen else { break }
                width += 1
            } else {
                break
            }
            let q = content + width
            guard q == end || text[q] == Byte.space || text[q] == Byte.tab else { break }
            var nonblank = q
            while nonblank < end, text[nonblank] == Byte.space || text[nonblank] == Byte.tab { nonblank += 1 }
            if !sawMarker {
                sawMarker = true
                // An item with nothing after its marker (but spaces) is empty: it cannot.
                markerInterrupts = depth == 0 && nonblank < end && (width == 1 && !Byte.isDigit(b) || (width == 2 && b == 0x31))
            }
            if q == end {
                if depth == 0 { opened.append(column + width + 1) }
                content = q
                break
            }
            // The whitespace after the marker, in bytes and in columns (tabs to stops of 4).
            let markerEnd = column + width
            var spaces = 0
            var spaceColumns = 0
            while q + spaces < end, text[q + spaces] == Byte.space || text[q + spaces] == Byte.tab {
                spaceColumns = text[q + spaces] == Byte.tab ? ((markerEnd + spaceColumns) / 4 + 1) * 4 - markerEnd : spaceColumns + 1
                spaces += 1
            }
            let after: Int
            if q + spaces == end {
                after = 1
            } else if spaceColumns >= 5 {
                // Content starts after the first space (or tab) past the marker; the rest
                // would be indented code for cmark and is nothing for MDX: not written.
                after = text[q] == Byte.tab ? (markerEnd / 4 + 1) * 4 - markerEnd : 1
                if spaces > 1 { listGaps.append((q + 1)..<(q + spaces)) }
            } else {
                after = spaceColumns
            }
            column += width + after
            // Items opened inside a block quote are not followed (MDXIndentation works on
            // the page's columns outside quotes).
            if depth == 0 { opened.append(column) }
            // The content itself starts past all of the whitespace (bytes, not columns).
            content = q + spaces
        }
        return Line(index: i, start: start, end: end, indent: indent, isBlank: p == end, quoteDepth: depth,
                    afterQuotes: afterQuotes, contentStart: content, openedItems: opened,
                    gaps: listGaps.isEmpty ? quoteGaps : (quoteGaps + listGaps).sorted { $0.lowerBound < $1.lowerBound },
                    markerInterrupts: markerInterrupts, quoteGaps: quoteGaps, hasListMarker: sawMarker)
    }

    /// The column (from 0, tabs to stops of 4) of offset `p` of the line starting at `lineStart`.
    private func pageColumn(_ p: Int, lineStart: Int) -> Int {
        var column = 0
        for q in lineStart..<p { column = text[q] == Byte.tab ? (column / 4 + 1) * 4 : column + 1 }
        return column
    }

    /// `***`, `- - -`, `___`: three or more of one of them, with spaces, and nothing else.
    private func isThematicBreak(_ from: Int, _ end: Int) -> Bool {
        let b = text[from]
        guard b == Byte.star || b == Byte.minus || b == Byte.underscore else { return false }
        var count = 0
        for p in from..<end {
            if text[p] == b { count += 1 } else if text[p] != Byte.space && text[p] != Byte.tab { return false }
        }
        return count >= 3
    }

    /// `columns` columns of a line's leading whitespace, as bytes and padding.
    private func dedent(columns: Int, of line: Line) -> Dedent {
        dedent(columns: columns, from: line.start, to: line.end)
    }

    private func dedent(columns: Int, from start: Int, to end: Int) -> Dedent {
        var p = start
        var column = 0
        while column < columns, p < end, text[p] == Byte.space || text[p] == Byte.tab {
            let next = text[p] == Byte.tab ? (column / 4 + 1) * 4 : column + 1
            if next > columns { return Dedent(bytes: p + 1 - start, pad: next - columns) }
            column = next
            p += 1
        }
        return Dedent(bytes: p - start, pad: 0)
    }

    /// Writes the spaces that stand for the rest of a tab a dedent took.
    private mutating func pad(_ dedent: Dedent) {
        if dedent.pad > 0 { out.write(String(repeating: " ", count: dedent.pad), mappedTo: dedent.bytes) }
    }

    private func isBlank(_ line: Int) -> Bool {
        var p = lineStarts[line]
        while p < lineEnds[line], text[p] == Byte.space || text[p] == Byte.tab { p += 1 }
        return p == lineEnds[line]
    }

    /// The line that holds `offset`.
    private func line(containing offset: Int) -> Int {
        var low = 0, high = lineCount
        while high - low > 1 {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid }
        }
        return low
    }

    /// The line that holds `offset`, looking from line `from` on (when it is near).
    private func line(containing offset: Int, from: Int) -> Int {
        var k = from
        while k + 1 < lineCount, lineStarts[k + 1] <= offset { k += 1 }
        return k
    }

    /// Copies `range` of the line that starts at `lineStart`, but for its `gaps`.
    private mutating func copy(_ range: Range<Int>, lineStart: Int, gaps: [Range<Int>]) {
        var from = range.lowerBound
        for gap in gaps where gap.lowerBound < range.upperBound && gap.upperBound > from {
            out.copy(text, from..<max(from, gap.lowerBound), pageLineStart: lineStart)
            from = max(from, gap.upperBound)
        }
        out.copy(text, from..<max(from, range.upperBound), pageLineStart: lineStart)
    }

    private mutating func emit(_ line: Line, dropping dedent: Dedent) {
        pad(dedent)
        copy((line.start + dedent.bytes)..<line.end, lineStart: line.start, gaps: line.gaps)
        out.endLine(pageLength: line.end - line.start, isLast: line.index == lineCount - 1)
    }

    private func isCommentStart(_ p: Int) -> Bool {
        p + 3 < text.count && text[p] == Byte.lt && text[p + 1] == Byte.bang && text[p + 2] == Byte.minus && text[p + 3] == Byte.minus
    }

    /// A `:::` line, by `AdmonitionMarkers`' rule applied to the line as cmark gets it. The
    /// scanner writes these markers itself: it knows where fenced code ends in a container.
    private func admonitionMarker(_ line: Line, dedent: Dedent) -> (AdmonitionMarkers.LineMarker, column: Int)? {
        var p = line.start + dedent.bytes
        var spaces = dedent.pad
        while p < line.end, text[p] == Byte.space || text[p] == Byte.tab { p += 1; spaces += 1 }
        guard spaces <= 3, p + 3 <= line.end, text[p] == Byte.colon, text[p + 1] == Byte.colon, text[p + 2] == Byte.colon else { return nil }
        let converted = String(repeating: " ", count: dedent.pad)
            + String(decoding: UnsafeBufferPointer(rebasing: text[(line.start + dedent.bytes)..<line.end]), as: UTF8.self)
        return AdmonitionMarkers.marker(in: Substring(converted)).map { ($0, p - line.start + 1) }
    }

    /// A fence opened by `line` (which then enters its list items), or nil.
    private mutating func fenceOpening(_ line: Line, opened: [Int]) -> Fence? {
        let p = line.contentStart
        guard p < line.end, text[p] == Byte.backtick || text[p] == Byte.tilde else { return nil }
        let marker = text[p]
        var count = 0
        while p + count < line.end, text[p + count] == marker { count += 1 }
        guard count >= 3 else { return nil }
        if marker == Byte.backtick, text[(p + count)..<line.end].contains(Byte.backtick) { return nil }
        let shift = indentation.shift(indent: line.indent)
        indentation.enter(indent: line.indent, opening: opened)
        return Fence(marker: marker, count: count, shift: shift, quoteDepth: line.quoteDepth,
                     minIndent: line.quoteDepth == 0 ? indentation.innermostContentColumn : 0,
                     convertedContainerColumn: line.quoteDepth == 0 ? indentation.innermostConvertedColumn : 0)
    }

    private func continues(_ fence: Fence, _ line: Line) -> Bool {
        if line.quoteDepth < fence.quoteDepth { return false }
        if !line.isBlank, fence.quoteDepth == 0, line.indent < fence.minIndent { return false }
        return true
    }

    private func closes(_ fence: Fence, _ line: Line) -> Bool {
        let (quoteEnd, _) = MDXCursor.prefixEnd(text, from: line.start, quoteDepth: fence.quoteDepth, limit: line.end)
        let (p, _) = MDXCursor.prefixEnd(text, from: quoteEnd, quoteDepth: 0, limit: line.end, skippingIndentation: true)
        // Indented four or more past its container, where cmark sees the line, it is code.
        let indent = fence.quoteDepth == 0 ? line.indent - fence.codeShift(indent: line.indent) - fence.convertedContainerColumn : p - quoteEnd
        guard indent <= 3 else { return false }
        var count = 0
        while p + count < line.end, text[p + count] == fence.marker { count += 1 }
        guard count >= fence.count else { return false }
        return text[(p + count)..<line.end].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }

    // MARK: Flow constructs

    /// Tags and expressions filling a line (and the lines they span), or nil when the line is
    /// text.
    private mutating func flowConstructs(_ line: Line) -> FlowConstruct? {
        let start = line.contentStart
        let limit = failedFlowWork > flowBudget ? line.end : text.count
        var c = MDXCursor(text: text, pos: start, line: line.index, lineStart: line.start, quoteDepth: line.quoteDepth, limit: limit)
        var events: [MDXGroup.Event] = []
        while true {
            var ok = false
            var t = c
            if c.peek == Byte.lt, !isCommentStart(c.pos), case .tag(let tag) = MDXGrammar.tag(&t) {
                events.append(.tag(tag))
                c = t
                ok = true
            } else if c.peek == Byte.lbrace {
                let at = c.location
                if let source = MDXGrammar.expression(&c) {
                    events.append(Self.expressionEvent(source, at: at))
                    ok = true
                }
            }
            if ok {
                // Spaces and tabs end a flow line in MDX; a form feed or vertical tab too here,
                // as cmark would read a lone text marker before one as an HTML block.
                while let b = c.peek, b == Byte.space || b == Byte.tab || b == Byte.cr || b == Byte.verticalTab || b == Byte.formFeed { c.advance(1) }
                if c.peek == nil || c.peek == Byte.lf {
                    return FlowConstruct(events: events, end: c.pos, lastLine: c.line)
                }
                if c.peek == Byte.lt || c.peek == Byte.lbrace { continue }
            }
            if c.line > line.index { failedFlowWork += c.pos - start }
            return nil
        }
    }

    /// An HTML comment on lines of its own, or nil when the line is text.
    private mutating func flowComment(_ line: Line) -> FlowConstruct? {
        let start = line.contentStart
        guard let close = commentClose(from: start + 4, limit: text.count) else { return nil }
        let last = self.line(containing: close - 1, from: line.index)
        guard text[close..<lineEnds[last]].allSatisfy({ $0 == Byte.space || $0 == Byte.tab || $0 == Byte.verticalTab || $0 == Byte.formFeed }) else { return nil }
        // docgen's own comments stay when on one line, as docgen writes them: the lines of a
        // longer one could hold what a later pass reads (a `:::` line ends it early for cmark).
        return FlowConstruct(events: [.nothing], end: close, lastLine: last, verbatim: last == line.index && isDocgenComment(start, close))
    }

    /// The offset after the first `-->` at or after `from` and before `limit`.
    private mutating func commentClose(from: Int, limit: Int) -> Int? {
        guard from < noCommentCloseFrom else { return nil }
        var p = from
        while p + 2 < limit {
            if text[p] == Byte.minus, text[p + 1] == Byte.minus, text[p + 2] == Byte.gt { return p + 3 }
            p += 1
        }
        if limit == text.count { noCommentCloseFrom = from }
        return nil
    }

    /// `<!-- docgen:symbol X -->` and the like, which docgen's own walkers read (but not a
    /// marker of docgen's own passes written into a page, which would be taken for one).
    private func isDocgenComment(_ start: Int, _ close: Int) -> Bool {
        var p = start + 4
        while p < close, text[p] == Byte.space || text[p] == Byte.tab || text[p] == Byte.lf { p += 1 }
        func follows(_ word: String) -> Bool {
            let bytes = Array(word.utf8)
            return p + bytes.count <= close && text[p..<(p + bytes.count)].elementsEqual(bytes)
        }
        return follows("docgen:") && !follows("docgen:mdx") && !follows("docgen:admonition")
    }

    /// Writes a flow construct's lines as one marker comment each: the first stands for the
    /// group, the others for nothing. Each keeps its line's container prefix.
    private mutating func emitMarkers(_ events: [MDXGroup.Event], from line: Line, dedent: Dedent, start: Int, end: Int, lastLine: Int) {
        let group = groups.count
        var sourceLines: [String] = []
        pad(dedent)
        copy((line.start + dedent.bytes)..<start, lineStart: line.start, gaps: line.gaps)
        out.write(MDXConversion.flowPrefix + String(group) + "-->", mappedTo: start - line.start + 1)
        out.endLine(pageLength: line.end - line.start, isLast: line.index == lineCount - 1)
        sourceLines.append(String(decoding: UnsafeBufferPointer(rebasing: text[start..<min(end, line.end)]), as: UTF8.self))
        if lastLine > line.index {
            for k in (line.index + 1)...lastLine {
                let lineStart = lineStarts[k], lineEnd = lineEnds[k]
                // The line is inside the construct: its indentation means nothing, and one
                // indented less than its list item (or without its quote's `>`) would end the
                // item for cmark. The marker gets the container's prefix: the innermost list
                // item's column, or the quote's markers.
                let (prefixEnd, _) = MDXCursor.prefixEnd(text, from: lineStart, quoteDepth: line.quoteDepth, limit: lineEnd,
                                                         skippingIndentation: line.quoteDepth == 0)
                let prefix = line.quoteDepth == 0 ? String(repeating: " ", count: indentation.innermostConvertedColumn)
                    : String(repeating: "> ", count: line.quoteDepth)
                out.write(prefix + MDXConversion.flowPrefix + String(group) + "+" + String(k - line.index) + "-->",
                          mappedTo: prefixEnd - lineStart + 1)
                out.endLine(pageLength: lineEnd - lineStart, isLast: k == lineCount - 1)
                sourceLines.append(String(decoding: UnsafeBufferPointer(rebasing: text[prefixEnd..<max(prefixEnd, min(end, lineEnd))]), as: UTF8.self))
            }
        }
        groups.append(MDXGroup(events: events, sourceLines: sourceLines))
    }

    private static func expressionEvent(_ source: [UInt8], at location: SourceLocation) -> MDXGroup.Event {
        if case .literal(let value) = MDXGrammar.classify(source) { return .text(value, location) }
        return .nothing
    }

    // MARK: ESM

    private func startsESM(_ line: Line) -> Bool {
        guard line.end - line.start >= 7 else { return false }
        let word = text[line.start..<(line.start + 7)]
        return word.elementsEqual("import ".utf8) || word.elementsEqual("export ".utf8)
    }

    /// Reads ESM from line `first`: its last line.
    private mutating func esm(from first: Int) -> Int {
        var state = MDXGrammar.JSState()
        var k = first
        var last = first
        var firstBlank: Int?
        while k < lineCount {
            let blank = isBlank(k)
            if blank {
                if firstBlank == nil { firstBlank = k }
                if state.isComplete || esmEndsAtBlankLine { break }
            }
            state.consume(text, lineStarts[k]..<(k + 1 < lineCount ? lineStarts[k + 1] : text.count))
            if !blank { last = k }
            k += 1
        }
        let neverEnds = k == lineCount && !state.isComplete
        if neverEnds {
            problems.append(MarkdownProblem(
                kind: .invalidESM, location: SourceLocation(line: first + 1, column: 1),
                message: "this ESM never ends: a bracket, string, template or comment is left open (MDX reads the lines from 'import' or 'export' to a blank line as JavaScript)"))
            esmEndsAtBlankLine = true
            if let firstBlank { last = firstBlank - 1 }
        }
        statements(from: lineStarts[first], to: lineEnds[last], firstLine: first, reportingProblems: !neverEnds)
        let firstLine = analyze(first)
        emitMarkers([.nothing], from: firstLine, dedent: .none, start: firstLine.start, end: lineEnds[last], lastLine: last)
        return last
    }

    /// Records the `import` and `export` statements of ESM; anything else is a problem.
    private mutating func statements(from start: Int, to end: Int, firstLine: Int, reportingProblems: Bool) {
        var lexer = MDXGrammar.JSLexer(text: text, range: start..<end)
        var tokens: [MDXGrammar.JSToken] = []
        while let token = lexer.next() { tokens.append(token) }
        var lineHint = firstLine
        func location(_ offset: Int) -> SourceLocation {
            lineHint = line(containing: offset, from: lineHint)
            return SourceLocation(line: lineHint + 1, column: offset - lineStarts[lineHint] + 1)
        }
        func isStatementStart(_ token: MDXGrammar.JSToken) -> Bool {
            token.kind == .name("import") || token.kind == .name("export")
        }
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .name("import"), let (statement, next) = MDXGrammar.importStatement(tokens, at: i, location: location(token.start)) {
                imports.append(statement)
                i = next
                continue
            }
            if token.kind == .name("export") {
                let (names, next) = MDXGrammar.exportStatement(tokens, at: i)
                let source = String(decoding: UnsafeBufferPointer(rebasing: text[token.start..<tokens[next - 1].end]), as: UTF8.self)
                exports.append(MDXExport(source: source, names: names, location: location(token.start)))
                i = next
                continue
            }
            if reportingProblems {
                problems.append(MarkdownProblem(
                    kind: .invalidESM, location: location(token.start),
                    message: token.kind == .name("import")
                        ? "docgen cannot read this import statement; write 'import Name from \"…\"' or 'import {A, B as C} from \"…\"'"
                        : "only import and export statements can stand here: MDX reads the lines from 'import' or 'export' up to a blank line as JavaScript (end the ESM with a blank line)"))
            }
            i += 1
            while i < tokens.count, !(tokens[i].followsLineEnd && isStatementStart(tokens[i])) { i += 1 }
        }
    }

    // MARK: Text

    private mutating func textLine(_ line: Line, dedent: Dedent, opening opened: [Int]) {
        let content = line.contentStart
        let isHeading = isATXHeading(content, line.end)
        let isBreak = isUnderlineOrBreak(line.afterQuotes, line.end)
        // Another block ends a table: a list item, a block quote, a heading, a thematic break
        // (not `--`, which is a row: there is no paragraph for it to underline).
        let isThematic = line.afterQuotes < line.end && isThematicBreak(line.afterQuotes, line.end)
        if line.hasListMarker || (!unit.isEmpty && line.quoteDepth != unitQuoteDepth) || isHeading || isThematic {
            inTable = false
            headerPending = false
        }
        // A table's rows stand alone: its header (a line with `|` that a delimiter row
        // follows), the delimiter row, and every line after them until the table ends.
        // cmark-gfm makes a table of a line over a delimiter row when either has a `|`, or the
        // row has a `:` (one column: `a` over `-|` or `-:`; over `---` it is a heading, over
        // `- :` a list item; but `\f-`, which is no underline, is a row: cmark-gfm's
        // delimiter rows take `\v` and `\f` as spaces). Read as a table when cmark might:
        // shorter units are safe.
        if headerPending { inTable = true }
        headerPending = false
        if !inTable, !isHeading, line.index + 1 < lineCount {
            let next = analyze(line.index + 1)
            let row = text[next.afterQuotes..<next.end]
            if !next.hasListMarker, isDelimiterRow(next.afterQuotes, next.end),
               text[content..<line.end].contains(Byte.pipe) || row.contains(Byte.pipe) || row.contains(Byte.colon)
                || row.contains(Byte.verticalTab) || row.contains(Byte.formFeed) {
                headerPending = true
            }
        }
        // An empty list item (`-`, `- -`) holds no paragraph: the next line continues none.
        let isEmptyItem = line.hasListMarker && content == line.end
        let standsAlone = isHeading || isBreak || headerPending || inTable || isEmptyItem
        // A line that starts with `<` could start an HTML block for cmark, which ends its
        // paragraph: this paragraph ends before it too. A paragraph read shorter than cmark's
        // is safe (a marker cmark then reads in a code span is put back as its source); one
        // read longer could pair backticks cmark does not, and leave a construct unread.
        let startsWithAngle = content < line.end && text[content] == Byte.lt
        let startsBlock = unit.isEmpty || standsAlone || line.quoteDepth != unitQuoteDepth || line.hasListMarker
        if !unit.isEmpty, startsBlock || startsWithAngle { flushUnit() }
        // A line that continues the paragraph (a lazy one too, indented less than its list
        // item, and one starting with `<`, which cmark gets as a marker that starts no block)
        // ends no list item; one that starts a block does.
        if startsBlock { indentation.enter(indent: line.indent, opening: opened) }
        if unit.isEmpty { unitQuoteDepth = line.quoteDepth }
        unit.append(UnitLine(index: line.index, dedent: dedent, gaps: line.gaps, scanStart: line.afterQuotes,
                             headingID: isHeading ? headingID(line) : nil))
        previousIsParagraph = !isHeading && !isBreak && !isEmptyItem
        if standsAlone { flushUnit() }
    }

    /// `|---|:-:|`: a table's delimiter row.
    private func isDelimiterRow(_ p: Int, _ end: Int) -> Bool {
        var dashes = false
        for q in p..<end {
            switch text[q] {
            case Byte.minus: dashes = true
            case Byte.pipe, Byte.colon, Byte.space, Byte.tab, Byte.verticalTab, Byte.formFeed: break
            default: return false
            }
        }
        return dashes
    }

    private func isATXHeading(_ p: Int, _ end: Int) -> Bool {
        var q = p
        while q < end, text[q] == Byte.hash, q - p < 7 { q += 1 }
        return q > p && q - p <= 6 && (q == end || text[q] == Byte.space || text[q] == Byte.tab)
    }

    /// A setext underline (`===`, `---`) or a thematic break.
    private func isUnderlineOrBreak(_ p: Int, _ end: Int) -> Bool {
        guard p < end else { return false }
        if isThematicBreak(p, end) { return true }
        let b = text[p]
        guard b == Byte.equals || b == Byte.minus else { return false }
        var q = p
        while q < end, text[q] == b { q += 1 }
        return text[q..<end].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }


    /// Where a heading line's trailing `{#id}` starts (before an optional closing `#`s).
    private func headingID(_ line: Line) -> Int? {
        var end = line.end
        func trimSpaces() { while end > line.contentStart, text[end - 1] == Byte.space || text[end - 1] == Byte.tab { end -= 1 } }
        trimSpaces()
        var hashes = end
        while hashes > line.contentStart, text[hashes - 1] == Byte.hash { hashes -= 1 }
        if hashes < end, hashes > line.contentStart, text[hashes - 1] == Byte.space || text[hashes - 1] == Byte.tab {
            end = hashes
            trimSpaces()
        }
        guard end > line.contentStart, text[end - 1] == Byte.rbrace else { return nil }
        // Any `{#…}` without braces inside, well formed or not: the heading's id as written,
        // which the parser takes or reports as malformed (`{#two words}`, `{#}`), as in a
        // Markdown page, rather than an expression that silently leaves nothing.
        var p = end - 1
        while p > line.contentStart, text[p - 1] != Byte.lbrace, text[p - 1] != Byte.rbrace { p -= 1 }
        guard p - 1 > line.contentStart, text[p - 1] == Byte.lbrace, text[p] == Byte.hash else { return nil }
        let brace = p - 1
        guard brace > line.contentStart, text[brace - 1] == Byte.space || text[brace - 1] == Byte.tab else { return nil }
        return brace
    }

    /// Reads the paragraph's text rules and writes its lines.
    private mutating func flushUnit() {
        guard !unit.isEmpty else { return }
        let replacements = scanUnit()
        writeUnit(replacements)
        unit.removeAll(keepingCapacity: true)
    }

    private mutating func scanUnit() -> [Replacement] {
        var replacements: [Replacement] = []
        // A line of three or more backticks whose info string has a backtick is no fence;
        // without the constructs after it (made markers) it could become one. A marker before
        // the backticks keeps it from being one for cmark.
        for u in unit {
            let p = contentStart(ofLine: u.index)
            var count = 0
            while p + count < lineEnds[u.index], text[p + count] == Byte.backtick { count += 1 }
            if count >= 3 { record(p, p, [.nothing], &replacements) }
        }
        let guards = replacements.count
        let first = unit[0]
        let lastIndex = unit[unit.count - 1].index
        let limit = lineEnds[lastIndex]
        var c = MDXCursor(text: text, pos: first.scanStart, line: first.index, lineStart: lineStarts[first.index],
                          quoteDepth: unitQuoteDepth, limit: limit)
        // The paragraph's backtick runs, found at its first backtick (most have none).
        var ticks: BacktickRuns?
        // Constructs do not start before `dead`: after an unclosed `{`, the rest of the
        // paragraph; after an invalid tag, what the grammar read of it.
        var dead = 0
        var noCommentClose = Int.max
        var noTitleClose: [UInt8: Int] = [:]

        // Link reference definitions open a paragraph (not a table): their destinations and
        // titles are not read for MDX, as micromark does not read them.
        var definitionsOnly = !inTable && !headerPending
        // `[` not yet closed: a `](` is a link's resource only after one, as for cmark.
        var openBrackets = 0
        while let b = c.peek {
            // The line's fields are read in place: a copy of its `UnitLine` (with its gaps)
            // for every byte was most of this loop's time.
            let k = c.line - first.index
            if definitionsOnly {
                if b == Byte.lbracket, c.pos == unit[k].scanStart {
                    var t = c
                    if skipDefinition(&t, noTitleClose: &noTitleClose) {
                        c = t
                        continue
                    }
                }
                if b != Byte.lf && b != Byte.space && b != Byte.tab && b != Byte.cr { definitionsOnly = false }
            }
            if let id = unit[k].headingID, c.pos >= id {
                while let n = c.peek, n != Byte.lf { c.advance(1) }
                if c.peek == Byte.lf { c.advance() }
                continue
            }
            switch b {
            case Byte.backslash:
                c.advance()
                if let n = c.peek, Byte.isASCIIPunctuation(n) { c.advance() }
            case Byte.backtick:
                let start = c.pos
                var n = 0
                while c.peek(n) == Byte.backtick { n += 1 }
                if ticks == nil { ticks = BacktickRuns(text: text, lines: unit.map { $0.scanStart..<lineEnds[$0.index] }) }
                if let closer = ticks!.closer(length: n, after: start + n) {
                    move(&c, to: closer + n)
                } else {
                    // No code span in this paragraph: escaped, so that cmark, whose paragraph
                    // may be longer (a unit ends early at a line starting with `<`), cannot
                    // pair them with backticks this scan paired otherwise or read as text.
                    replacements.append(Replacement(start: start, end: start + n, group: -1,
                                                    text: String(repeating: "\\`", count: n)))
                    c.advance(n)
                }
            case Byte.lt:
                let start = c.pos
                let location = c.location
                if start < dead {
                    if couldStartRawHTML(start, limit) { record(start, start + 1, [.text("<", location)], &replacements) }
                    c.advance()
                } else if isCommentStart(start), start + 4 <= limit {
                    if start + 4 < noCommentClose, let close = commentCloseInUnit(start + 4, limit) {
                        // Even docgen's own comments: one in text would make cmark read its whole
                        // line as an HTML block.
                        record(start, close, [.nothing], &replacements)
                        move(&c, to: close)
                    } else {
                        noCommentClose = min(noCommentClose, start + 4)
                        problems.append(MarkdownProblem(kind: .unclosedComment, location: location,
                                                        message: "'<!--' is never closed with '-->' in its paragraph (in MDX, write a comment as '{/* … */}')"))
                        record(start, start + 1, [.text("<", location)], &replacements)
                        c.advance()
                    }
                } else if let end = autolinkEnd(start, lineEnds[c.line]) {
                    c.advance(end - start)
                } else {
                    var t = c
                    switch MDXGrammar.tag(&t) {
                    case .tag(let tag):
                        record(start, t.pos, [.tag(tag)], &replacements)
                        c = t
                    case .notATag:
                        if couldStartRawHTML(start, limit) { record(start, start + 1, [.text("<", location)], &replacements) }
                        c.advance()
                    case .invalid(let message, let at):
                        problems.append(MarkdownProblem(kind: .invalidTag, location: at, message: "invalid JSX: \(message)"))
                        record(start, start + 1, [.text("<", location)], &replacements)
                        dead = max(dead, t.pos)
                        c.advance()
                    }
                }
            case Byte.lbrace:
                let start = c.pos
                guard start >= dead else { c.advance(); break }
                let location = c.location
                var t = c
                if let source = MDXGrammar.expression(&t) {
                    record(start, t.pos, [Self.expressionEvent(source, at: location)], &replacements)
                    c = t
                } else {
                    problems.append(MarkdownProblem(kind: .unclosedExpression, location: location,
                                                    message: "'{' is never closed with '}' in its paragraph; in MDX, braces start JavaScript expressions (write '\\{' for a brace)"))
                    dead = limit
                    c.advance()
                }
            case Byte.lbracket:
                openBrackets += 1
                c.advance()
            case Byte.rbracket:
                let opened = openBrackets > 0
                openBrackets = max(0, openBrackets - 1)
                var t = c
                t.advance(1)
                if opened, t.peek == Byte.lparen {
                    t.advance(1)
                    if skipResource(&t, noTitleClose: &noTitleClose) {
                        c = t
                        break
                    }
                }
                c.advance()
            case Byte.lf:
                c.advance()
            default:
                guard !definitionsOnly else { c.advance(); break }
                // Plain text up to the next byte a construct may start with, on this line
                // (and before its heading id, read above as is).
                let stop = min(lineEnds[c.line], unit[k].headingID ?? Int.max)
                var p = c.pos + 1
                while p < stop, !Self.mayStartTextConstruct(text[p]) { p += 1 }
                c.advance(p - c.pos)
            }
        }
        // The guards were recorded first; the lines are written in order. A guard inside a
        // construct that spans into its line is not needed (the line starts with the
        // construct's filler, no fence) and would overlap it.
        guard guards > 0 else { return replacements }
        replacements.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var kept: [Replacement] = []
        for replacement in replacements where replacement.start >= (kept.last?.end ?? 0) { kept.append(replacement) }
        return kept
    }

    /// Where a line's content starts after its containers' markers.
    private func contentStart(ofLine index: Int) -> Int {
        analyze(index).contentStart
    }

    /// Records a construct of the paragraph from `start` to `end` as a group of `events`.
    private mutating func record(_ start: Int, _ end: Int, _ events: [MDXGroup.Event], _ replacements: inout [Replacement]) {
        var sourceLines: [String] = []
        // The paragraph's lines are consecutive lines of the page.
        var u = line(containing: start) - unit[0].index
        var from = start
        while true {
            let to = min(end, lineEnds[unit[u].index])
            sourceLines.append(String(decoding: UnsafeBufferPointer(rebasing: text[from..<max(from, to)]), as: UTF8.self))
            guard end > lineEnds[unit[u].index], u + 1 < unit.count else { break }
            u += 1
            from = unit[u].scanStart
        }
        replacements.append(Replacement(start: start, end: end, group: groups.count))
        groups.append(MDXGroup(events: events, sourceLines: sourceLines))
    }

    /// The bytes `scanUnit` acts on; any other is skipped as text.
    private static func mayStartTextConstruct(_ b: UInt8) -> Bool {
        switch b {
        case Byte.backslash, Byte.backtick, Byte.lt, Byte.lbrace, Byte.lbracket, Byte.rbracket, Byte.lf: true
        default: false
        }
    }

    /// Moves the cursor forward to `offset`, on whichever line of the paragraph holds it.
    private func move(_ c: inout MDXCursor, to offset: Int) {
        let k = line(containing: offset, from: c.line)
        c.jump(to: offset, line: k, lineStart: lineStarts[k])
    }

    private func commentCloseInUnit(_ from: Int, _ limit: Int) -> Int? {
        var p = from
        while p + 2 < limit {
            if text[p] == Byte.minus, text[p + 1] == Byte.minus, text[p + 2] == Byte.gt { return p + 3 }
            p += 1
        }
        return nil
    }

    /// Whether cmark would read raw HTML from the `<` at `p` (a tag, a comment, a
    /// declaration, a processing instruction), so that it must be written as a marker to
    /// stay text.
    private func couldStartRawHTML(_ p: Int, _ limit: Int) -> Bool {
        guard p + 1 < limit else { return false }
        let b = text[p + 1]
        if Byte.isASCIILetter(b) || b == Byte.bang || b == Byte.question { return true }
        return b == Byte.slash && p + 2 < limit && Byte.isASCIILetter(text[p + 2])
    }

    /// The end of a CommonMark autolink at `p` (`<https://…>`, `<name@example.com>`), which
    /// docgen leaves to cmark where MDX would refuse it.
    private func autolinkEnd(_ p: Int, _ lineEnd: Int) -> Int? {
        var q = p + 1
        guard q < lineEnd, Byte.isASCIILetter(text[q]) else { return nil }
        while q < lineEnd, q - p <= 33, Byte.isASCIILetter(text[q]) || Byte.isDigit(text[q]) || text[q] == Byte.plus || text[q] == Byte.dot || text[q] == Byte.minus { q += 1 }
        if q < lineEnd, text[q] == Byte.colon, q - p >= 3 {
            q += 1
            while q < lineEnd, text[q] > Byte.space, text[q] != Byte.lt, text[q] != Byte.gt { q += 1 }
            return q < lineEnd && text[q] == Byte.gt ? q + 1 : nil
        }
        // An email address: a local part, `@`, and dot-separated labels.
        q = p + 1
        let localSpecials = Array(".!#$%&'*+/=?^_`{|}~-".utf8)
        while q < lineEnd, Byte.isASCIILetter(text[q]) || Byte.isDigit(text[q]) || localSpecials.contains(text[q]) { q += 1 }
        guard q > p + 1, q < lineEnd, text[q] == Byte.at else { return nil }
        q += 1
        var labelLength = 0
        while q < lineEnd {
            let b = text[q]
            if Byte.isASCIILetter(b) || Byte.isDigit(b) || (b == Byte.minus && labelLength > 0) { labelLength += 1; q += 1 }
            else if b == Byte.dot, labelLength > 0 { labelLength = 0; q += 1 }
            else { break }
        }
        return labelLength > 0 && q < lineEnd && text[q] == Byte.gt ? q + 1 : nil
    }

    /// At `[` starting a line: skips a link reference definition (`[label]: destination
    /// "title"`) to the end of its line, or returns false.
    private func skipDefinition(_ c: inout MDXCursor, noTitleClose: inout [UInt8: Int]) -> Bool {
        c.advance()
        var length = 0
        while let b = c.peek, b != Byte.rbracket {
            guard b != Byte.lbracket, length < 999 else { return false }
            if b == Byte.backslash, c.peek(1).map(Byte.isASCIIPunctuation) == true { c.advance() }
            c.advance()
            length += 1
        }
        guard c.peek == Byte.rbracket, c.peek(1) == Byte.colon, length > 0 else { return false }
        c.advance(2)
        guard skipDestinationAndTitle(&c, noTitleClose: &noTitleClose, definition: true) else { return false }
        c.skipSpaces()
        return c.peek == nil || c.peek == Byte.lf
    }

    /// After `](`: skips a link's destination and title to its `)`, as cmark reads them, so
    /// that no `<` or `{` in a URL is read as MDX (micromark does not read them there either).
    private func skipResource(_ c: inout MDXCursor, noTitleClose: inout [UInt8: Int]) -> Bool {
        guard skipDestinationAndTitle(&c, noTitleClose: &noTitleClose, definition: false) else { return false }
        guard c.peek == Byte.rparen else { return false }
        c.advance()
        return true
    }

    /// A destination (`<…>` or raw, required in a definition) and an optional title, with the
    /// whitespace around them (one line end at most).
    private func skipDestinationAndTitle(_ c: inout MDXCursor, noTitleClose: inout [UInt8: Int], definition: Bool) -> Bool {
        func skipSpace(_ c: inout MDXCursor) {
            c.skipSpaces()
            if c.peek == Byte.lf { c.advance(); c.skipSpaces() }
        }
        skipSpace(&c)
        let destinationStart = c.pos
        if c.peek == Byte.lt {
            c.advance()
            while let b = c.peek, b != Byte.gt {
                guard b != Byte.lf, b != Byte.lt else { return false }
                c.advance(b == Byte.backslash && c.peek(1).map(Byte.isASCIIPunctuation) == true ? 2 : 1)
            }
            guard c.peek == Byte.gt else { return false }
            c.advance()
        } else {
            var depth = 0
            while let b = c.peek, b > Byte.space {
                if b == Byte.backslash, c.peek(1).map(Byte.isASCIIPunctuation) == true { c.advance(2); continue }
                if b == Byte.lparen {
                    depth += 1
                    guard depth <= 32 else { return false }
                } else if b == Byte.rparen {
                    if depth == 0 { break }
                    depth -= 1
                }
                c.advance(1)
            }
            guard depth == 0, !definition || c.pos > destinationStart else { return false }
        }
        let beforeTitle = c.pos
        skipSpace(&c)
        // A title is apart from the destination by whitespace.
        if let open = c.peek, c.pos > beforeTitle, open == Byte.quote || open == Byte.apostrophe || open == Byte.lparen {
            let close = open == Byte.lparen ? Byte.rparen : open
            guard c.pos < noTitleClose[open, default: .max] else { return false }
            let from = c.pos
            c.advance()
            while let b = c.peek, b != close {
                if b == Byte.backslash, c.peek(1).map(Byte.isASCIIPunctuation) == true { c.advance(2) } else { c.advance() }
            }
            guard c.peek == close else {
                noTitleClose[open] = from
                return false
            }
            c.advance()
            if !definition { skipSpace(&c) }
        } else if definition {
            // No title: the definition ends with its destination's line.
            c = MDXCursor(text: text, pos: beforeTitle, line: line(containing: beforeTitle), lineStart: lineStarts[line(containing: beforeTitle)],
                          quoteDepth: c.quoteDepth, limit: c.limit)
        }
        return true
    }

    /// Writes the paragraph's lines with its constructs replaced by text markers.
    private mutating func writeUnit(_ replacements: [Replacement]) {
        var r = 0
        var open: Replacement?
        for u in unit {
            let start = lineStarts[u.index], end = lineEnds[u.index]
            var p = start + u.dedent.bytes
            if p <= u.scanStart { pad(u.dedent) }
            if let spanning = open {
                out.copy(text, min(p, u.scanStart)..<u.scanStart, pageLineStart: start)
                if spanning.end <= end {
                    out.write("x>", mappedTo: spanning.end - start + 1)
                    p = spanning.end
                    open = nil
                } else {
                    out.write(" x", mappedTo: u.scanStart - start + 1)
                    out.endLine(pageLength: end - start, isLast: u.index == lineCount - 1)
                    continue
                }
            }
            while r < replacements.count, replacements[r].start < end {
                let replacement = replacements[r]
                r += 1
                copy(p..<replacement.start, lineStart: start, gaps: u.gaps)
                if let text = replacement.text {
                    out.write(text, mappedTo: replacement.start - start + 1)
                    p = replacement.end
                    continue
                }
                let marker = MDXConversion.textPrefix + String(replacement.group)
                if replacement.end <= end {
                    out.write(marker + " >", mappedTo: replacement.start - start + 1)
                    p = replacement.end
                } else {
                    out.write(marker, mappedTo: replacement.start - start + 1)
                    open = replacement
                    p = end
                    break
                }
            }
            copy(p..<end, lineStart: start, gaps: u.gaps)
            out.endLine(pageLength: end - start, isLast: u.index == lineCount - 1)
        }
    }
}

/// The backtick runs of a paragraph, by length, for finding a code span's closing run without
/// reading ahead again for each opening one.
private struct BacktickRuns {
    private var starts: [Int: [Int]] = [:]
    private var next: [Int: Int] = [:]

    init(text: UnsafeBufferPointer<UInt8>, lines: [Range<Int>]) {
        for line in lines {
            // memchr to each backtick: most lines have none.
            let bytes = UnsafeBufferPointer(rebasing: text[..<line.upperBound])
            var p = line.lowerBound
            while let start = ByteSearch.firstIndex(of: Byte.backtick, in: bytes, from: p) {
                p = start
                while p < line.upperBound, text[p] == Byte.backtick { p += 1 }
                starts[p - start, default: []].append(start)
            }
        }
    }

    /// The start of the first run of exactly `length` backticks at or after `offset`.
    mutating func closer(length: Int, after offset: Int) -> Int? {
        guard let runs = starts[length] else { return nil }
        var i = next[length, default: 0]
        while i < runs.count, runs[i] < offset { i += 1 }
        next[length] = i
        return i < runs.count ? runs[i] : nil
    }
}
