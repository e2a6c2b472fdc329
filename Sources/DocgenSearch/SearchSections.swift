import DocgenMarkdown
import DocgenSite
import DocgenSupport

extension SearchIndex {
    /// Splits a page into the sections a search result can point at: the intro, then one per
    /// h2 or h3 (the headings the table of contents lists), each with the text up to the next.
    /// Paragraphs, lists, tables, admonitions, quotes and the text of raw HTML (`<details>`) go
    /// into the section's text; code blocks into its code.
    ///
    /// - Parameters:
    ///   - outline: the page's headings; their ids become the sections' anchors, so results
    ///     link to the ids the rendered page has.
    ///   - title: the page title; an h1 that repeats it is not indexed twice.
    ///   - facts: the text an inline fact (`{{api:…}}`, given without the braces and prefix)
    ///     renders as, or nil to leave it out of the text.
    public static func sections(of document: MarkdownDocument, outline: HeadingOutline, title: String,
                                facts: ((String) -> String?)? = nil) -> [Section] {
        var splitter = SectionSplitter(outline: outline.entries, title: title, facts: facts)
        splitter.blocks(document.blocks)
        return splitter.finish()
    }
}

/// Makes a page's search sections from what a walk of its tree meets, in document order: the
/// renderer calls it as it writes the page's HTML (one walk makes both), and
/// `SearchIndex.sections(of:…)` walks a tree with it where no HTML is wanted.
public struct SearchSectionBuilder: Sendable {
    let title: String
    var sections: [SearchIndex.Section] = []
    var heading = ""
    var anchor = ""
    var text = SectionText()
    var code = ""
    var api = ""

    /// - Parameter title: the page title; an h1 that repeats it is not indexed twice.
    public init(title: String) {
        self.title = title
    }

    /// The sections, the last one ended.
    public mutating func finish() -> [SearchIndex.Section] {
        close()
        return sections
    }

    /// Ends the current section; an intro with nothing in it is left out.
    private mutating func close() {
        let (body, isStable) = text.finish()
        if !anchor.isEmpty || !body.isEmpty || !code.isEmpty {
            sections.append(SearchIndex.Section(heading: heading, anchor: anchor, textUTF8: body, textIsStable: isStable, code: code, api: api))
        }
        text = SectionText()
        code = ""
        api = ""
    }

    /// A heading: an h2 or h3 starts a section (the headings the table of contents lists),
    /// others are text, but for an h1 that repeats the title.
    public mutating func heading(level: Int, text headingText: String, id: String) {
        if level == 2 || level == 3 {
            close()
            heading = headingText
            anchor = id
        } else if !(level == 1 && headingText == title) {
            text.append(headingText)
            text.endBlock()
        }
    }

    /// Prose (text, code spans, a fact's value as the page shows it).
    public mutating func text(_ s: String) { text.append(s) }
    /// A code span: text, and an API name the section weighs more.
    public mutating func codeSpan(_ s: String) {
        text.append(s)
        if !api.isEmpty { api += " " }
        api += s
    }
    /// A line break inside a paragraph.
    public mutating func softBreak() { text.softBreak() }
    /// The end of a paragraph, table cell or other block of text.
    public mutating func endBlock() { text.endBlock() }
    /// A raw HTML block: the text a reader sees in it.
    public mutating func html(_ html: String) {
        text.append(HTMLText.text(of: html))
        text.endBlock()
    }
    /// A code block: indexed, never shown.
    public mutating func code(_ block: String) {
        if !code.isEmpty { code += "\n" }
        code += block
    }
}

/// Walks the blocks in the order `HeadingOutline` does, so the n-th heading met is the n-th
/// outline entry and gets its id, and tells a builder what it meets in the order the renderer
/// does.
private struct SectionSplitter {
    let outline: [HeadingOutline.Entry]
    let facts: ((String) -> String?)?
    var headingIndex = 0
    var builder: SearchSectionBuilder

    init(outline: [HeadingOutline.Entry], title: String, facts: ((String) -> String?)?) {
        self.outline = outline
        self.facts = facts
        builder = SearchSectionBuilder(title: title)
    }

    mutating func finish() -> [SearchIndex.Section] {
        builder.finish()
    }

    mutating func blocks(_ blocks: [Block]) {
        for block in blocks { self.block(block) }
    }

    private mutating func block(_ block: Block) {
        switch block {
        case .paragraph(let content, _):
            inlines(content)
            builder.endBlock()
        case .heading(let h):
            let entry = headingIndex < outline.count ? outline[headingIndex] : nil
            headingIndex += 1
            let headingText = entry?.text ?? h.content.plainText
            builder.heading(level: h.level, text: headingText, id: entry?.id ?? HeadingSlugger.slug(headingText))
        case .blockQuote(let inner, _):
            blocks(inner)
        case .list(_, _, let items, _):
            for item in items { blocks(item.blocks) }
        case .admonition(let a):
            if let title = a.title {
                builder.text(title)
                builder.endBlock()
            }
            blocks(a.blocks)
        case .table(let table, _):
            for row in [table.header] + table.rows {
                for cell in row.cells {
                    inlines(cell.content)
                    builder.endBlock()
                }
            }
        case .code(let c):
            builder.code(c.code)
        case .html(let html, _):
            builder.html(html)
        case .thematicBreak:
            break
        case .component(let c):
            blocks(c.children)
        case .footnoteDefinition(_, let inner, _):
            blocks(inner)
        }
    }

    private mutating func inlines(_ content: [Inline]) {
        for inline in content {
            switch inline {
            case .text(let s): builder.text(InlineFact.mayContain(s) ? resolvingFacts(s) : s)
            case .code(let s): builder.codeSpan(s)
            case .emphasis(let c), .strong(let c), .strikethrough(let c): inlines(c)
            case .link(_, _, let c, _): inlines(c)
            case .image(_, _, let alt, _): inlines(alt)
            case .html, .footnoteReference: break
            case .softBreak: builder.softBreak()
            case .lineBreak: builder.text(" ")
            case .component(let c): inlines(c.children)
            }
        }
    }

    private func resolvingFacts(_ s: String) -> String {
        InlineFact.split(s).map { part in
            part.isFact ? (facts?(String(part.text)) ?? "") : String(part.text)
        }.joined()
    }
}

/// A section's text with whitespace collapsed to single spaces. A line break inside a
/// paragraph joins two Japanese or Chinese lines without a space, as a reader reads them, so a
/// phrase that spans the break can still be found. Built as UTF-8 bytes: this runs over every
/// character of the site.
struct SectionText: Sendable {
    private var out: [UInt8] = []
    private enum Gap { case none, lineBreak, space }
    private var gap = Gap.none
    /// The last scalar appended.
    private var last: UInt32?
    /// Whether every scalar appended is one NFKC leaves alone (`SearchTokenizer.isStable`):
    /// known as the text is read here, so the tokenizer need not read it once more to learn it.
    private var isStable = true

    mutating func append(_ s: String) {
        var text = s
        text.withUTF8 { bytes in
            // Text is copied in spans: a single space between two printable ASCII characters
            // stays as it is, so a line of English is one span, not one per word. Any other
            // whitespace ends the span and becomes a gap.
            var spanStart = -1
            var i = 0
            let count = bytes.count
            while i < count {
                let byte = bytes[i]
                if byte > 0x20 && byte < 0x80 {
                    if spanStart < 0 {
                        separate(before: UInt32(byte))
                        spanStart = i
                    }
                    i += 1
                    while i < count, bytes[i] > 0x20, bytes[i] < 0x80 { i += 1 }
                    last = UInt32(bytes[i - 1])
                    if i + 1 < count, bytes[i] == 0x20, bytes[i + 1] > 0x20, bytes[i + 1] < 0x80 { i += 1 }
                    continue
                }
                let (value, length) = UTF8Scalar.decode(bytes, at: i)
                // White space ends at U+3000: kana and ideographs, most of a CJK page, skip the test.
                if value <= 0x3000 && Self.isWhitespace(value) {
                    if spanStart >= 0 {
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spanStart..<i]))
                        spanStart = -1
                    }
                    if value == 0x0A || value == 0x0D {
                        if gap == .none { gap = .lineBreak }
                    } else {
                        gap = .space
                    }
                } else {
                    if spanStart < 0 {
                        separate(before: value)
                        spanStart = i
                    }
                    last = value
                    if isStable && !SearchTokenizer.isStable(value) { isStable = false }
                }
                i += length
            }
            if spanStart >= 0 { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spanStart..<count])) }
        }
    }

    /// Before text that follows a gap: a space, unless the gap is a line break between two
    /// wide characters (or nothing came before).
    private mutating func separate(before value: UInt32) {
        if let previous = last, gap != .none {
            if gap == .space || !(SearchTokenizer.isWide(previous) && SearchTokenizer.isWide(value)) { out.append(UInt8(ascii: " ")) }
        }
        gap = .none
    }

    mutating func softBreak() {
        if gap == .none { gap = .lineBreak }
    }

    /// Blocks are always apart, whatever their script.
    mutating func endBlock() {
        gap = .space
    }

    /// The text, valid UTF-8 (it was a String's, cut between scalars), and whether it is stable.
    func finish() -> (text: [UInt8], isStable: Bool) { (out, isStable) }

    /// Unicode's White_Space property, spelled out: the property lookup is slow.
    private static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}

extension SearchIndex {
    /// The sections of a parsed page (`sections(of:outline:title:facts:)`), its inline facts
    /// written as the rendered page shows them.
    public static func sections(of page: ParsedPage, facts: (any FactSource)?) -> [Section] {
        let resolve: ((String) -> String?)? = facts.map { source in
            { expression in
                guard case .success(let value) = source.value(of: expression, for: page) else { return nil }
                switch value {
                case .number(let n): return String(n)
                case .names(let names):
                    let wide = page.file.locale.hasPrefix("ja") || page.file.locale.hasPrefix("zh")
                    return names.joined(separator: wide ? "、" : ", ")
                }
            }
        }
        return sections(of: page.document, outline: page.outline, title: page.title, facts: resolve)
    }
}
