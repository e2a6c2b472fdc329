import DocgenHTML
import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// Sanitizes the body of a page that has raw HTML, once, as one fragment, so the structure a
/// writer builds across blocks survives (`<details>` in one HTML block, Markdown paragraphs,
/// `</details>` in a later one). Raw HTML is judged by `HTMLPolicy.documentation`, docgen's
/// own markup around it by `HTMLPolicy.docgenMarkup`; each complete block with no raw HTML in
/// it is not parsed at all but copied as it was rendered (`MarkupLayout.opaque`), so the
/// parse costs a few microseconds for a page with a `<details>` or two. Warnings point into
/// the `.md` file: each finding's offset is mapped back to its raw HTML node and the line and
/// column within it.
enum BodySanitizer {
    static let page = HTMLSanitizer(policy: .documentation)
    static let docgen = HTMLSanitizer(policy: .docgenMarkup)

    /// The sanitized body, and a warning for each thing dropped from the page's raw HTML
    /// (with no file: the caller knows it).
    static func sanitize(_ body: HTMLBuffer, _ record: RawHTMLRecord) -> (body: HTMLBuffer, warnings: [Diagnostic]) {
        let bytes = body.bytes
        // Blocks that follow one another with nothing between them are one opaque range,
        // named by the first: after a complete element the parser is where it was before it,
        // so the ones after it change nothing around them (but in broken HTML, where a
        // later one would have closed a heading or left an <svg> the first did not). A page
        // is then a handful of elements to parse, not one per block.
        var opaque: [(range: Range<Int>, element: String)] = []
        for range in record.plainBlocks {
            if let last = opaque.last, last.range.upperBound == range.lowerBound {
                opaque[opaque.count - 1].range = last.range.lowerBound..<range.upperBound
            } else if let name = elementName(in: bytes, at: range.lowerBound) {
                opaque.append((range, name))
            }
        }
        let layout = MarkupLayout(untrusted: record.nodes.map(\.output), opaque: opaque)
        let result = page.sanitize(bytes, layout: layout, own: docgen)
        return (HTMLBuffer(bytes: result.html), result.findings.compactMap { warning(for: $0, record: record, body: bytes) })
    }

    /// The warning for a finding, located in the page; nil for what is not the writer's to
    /// fix (a comment, which is simply left out, or docgen's own markup).
    private static func warning(for finding: HTMLFinding, record: RawHTMLRecord, body: [UInt8]) -> Diagnostic? {
        switch finding.subject {
        case .comment:
            return nil
        case .lostMarkup:
            // Swallowed by the raw HTML before it, where the fix is.
            guard let node = record.nodes.last(where: { $0.output.lowerBound < finding.offset }) else { return nil }
            return .warning(.htmlDropped, "Markdown after this raw HTML was lost: \(finding.reason.explanation)",
                            file: nil, at: node.location)
        case .everything:
            guard let region = finding.region else { return nil }
            return .warning(.htmlUnparsed, "raw HTML on this page is shown as text: \(finding.reason.explanation)",
                            file: nil, at: record.nodes[region].location)
        case .element, .attribute, .url:
            guard let region = finding.region else { return nil }
            let node = record.nodes[region]
            let emitted = body[node.output]
            let offset = literalOffset(finding.offset - node.output.lowerBound, emitted: emitted, literal: node.literal)
            return .warning(.htmlDropped, "raw HTML: \(finding)", file: nil, at: location(of: offset, in: node))
        }
    }

    /// The name of the element a rendered block starts with (`<figure class=…>` → `figure`).
    private static func elementName(in bytes: [UInt8], at start: Int) -> String? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
        var end = start + 1
        while end < bytes.count, (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z")) || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
            end += 1
        }
        return end > start + 1 ? String(decoding: bytes[(start + 1)..<end], as: UTF8.self) : nil
    }

    /// The offset in a node's literal of an offset in what was emitted for it: the same but
    /// for the link values `RawHTMLLinks` rewrote (an offset inside one is its value's start).
    static func literalOffset(_ offset: Int, emitted: ArraySlice<UInt8>, literal: String) -> Int {
        guard !emitted.elementsEqual(literal.utf8) else { return offset }
        let original = RawHTMLLinks.links(in: literal)
        let rewritten = RawHTMLLinks.links(in: String(decoding: emitted, as: UTF8.self))
        // The emitted offset minus the literal one, past the last link before `offset`.
        var shift = 0
        for (before, after) in zip(original, rewritten) {
            // An unquoted value was written back in quotes.
            let added = before.isQuoted ? 0 : 1
            let start = after.range.lowerBound - added, end = after.range.upperBound + added
            if offset < start { break }
            if offset < end { return before.range.lowerBound }
            shift = end - before.range.upperBound
        }
        return max(0, offset - shift)
    }

    /// Where a byte of a node's literal is in the page. An HTML block's lines all start at
    /// the column of its container (its first line's indentation is in the literal); inline
    /// HTML starts where cmark placed it, and a later line of it is counted from its block's
    /// column (cmark drops a paragraph line's indentation).
    static func location(of offset: Int, in node: RawHTMLRecord.Node) -> SourceLocation {
        let utf8 = Array(node.literal.utf8)
        let offset = min(offset, utf8.count)
        var line = 0, lineStart = 0
        for i in 0..<offset where utf8[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        let column: Int
        if node.isBlock {
            let indentation = utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            column = node.location.column - indentation + (offset - lineStart)
        } else {
            column = (line == 0 ? node.location.column : node.blockColumn) + (offset - lineStart)
        }
        return SourceLocation(line: node.location.line + line, column: max(1, column))
    }
}
