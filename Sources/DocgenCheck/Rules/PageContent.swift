import DocgenMarkdown
import DocgenSupport

/// The parts of a page the rules read, gathered in one walk: tables with the marker written
/// just before them, paragraphs, headings and list items, each with its place in the file.
struct PageContent {
    struct MarkedTable {
        var table: Table
        var location: SourceLocation
        /// The symbol named by `<!-- docgen:symbol NAME -->` right before the table.
        var marker: String?
        var markerLocation: SourceLocation?
    }

    var tables: [MarkedTable] = []
    var paragraphs: [(content: [Inline], location: SourceLocation)] = []
    var headings: [Heading] = []
    /// Lists, each as its items' first paragraphs.
    var lists: [[(content: [Inline], location: SourceLocation)]] = []
    var codeBlocks: [CodeBlock] = []

    static let markerPrefix = "<!-- docgen:symbol "

    init(_ document: MarkdownDocument) {
        walk(document.blocks)
    }

    private mutating func walk(_ blocks: [Block]) {
        var pendingMarker: (String, SourceLocation)?
        for block in blocks {
            defer {
                if case .html = block {} else { pendingMarker = nil }
            }
            switch block {
            case .html(let html, let location):
                let trimmed = html.trimmingWhitespace
                if trimmed.hasPrefix(Self.markerPrefix), trimmed.hasSuffix("-->") {
                    let name = String(trimmed.dropFirst(Self.markerPrefix.count).dropLast(3)).trimmingWhitespace
                    pendingMarker = (name, location)
                }
            case .table(let table, let location):
                tables.append(MarkedTable(table: table, location: location, marker: pendingMarker?.0, markerLocation: pendingMarker?.1))
            case .paragraph(let content, let location):
                paragraphs.append((content, location))
            case .heading(let heading):
                headings.append(heading)
            case .list(_, _, let items, _):
                var entries: [(content: [Inline], location: SourceLocation)] = []
                for item in items {
                    if case .paragraph(let content, let location)? = item.blocks.first { entries.append((content, location)) }
                    walk(item.blocks)
                }
                lists.append(entries)
            case .blockQuote(let inner, _):
                walk(inner)
            case .admonition(let admonition):
                walk(admonition.blocks)
            case .footnoteDefinition(_, let inner, _):
                walk(inner)
            case .code(let block):
                codeBlocks.append(block)
            case .thematicBreak:
                break
            }
        }
    }
}

extension Array where Element == Inline {
    /// Plain text with code spans kept in backticks, as the prose rules read sentences.
    var proseText: String {
        var out = ""
        for inline in self {
            switch inline {
            case .text(let s): out += s
            case .code(let s): out += "`\(s)`"
            case .emphasis(let c), .strong(let c), .strikethrough(let c): out += c.proseText
            case .link(_, _, let c, _): out += c.proseText
            case .image(_, _, let alt, _): out += alt.plainText
            case .html, .footnoteReference: break
            case .softBreak, .lineBreak: out += " "
            }
        }
        return out
    }

    /// The name a list item or table cell starts with: its leading code span or bold text.
    /// A struck-through name (`~~didCancelPurchase~~`) is history, not a claim: nil.
    var leadingName: String? {
        switch first {
        case .code(let s)?: return s
        case .strong(let c)?: return c.leadingName ?? (c.contains { if case .strikethrough = $0 { return true }; return false } ? nil : c.plainText)
        default: return nil
        }
    }
}
