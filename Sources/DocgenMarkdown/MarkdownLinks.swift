/// A link or image destination as written in Markdown, with its place in the source.
public struct LinkReference: Sendable, Equatable {
    public var destination: String
    public var isImage: Bool
    public var location: SourceLocation

    public init(destination: String, isImage: Bool, location: SourceLocation) {
        self.destination = destination
        self.isImage = isImage
        self.location = location
    }
}

extension MarkdownDocument {
    /// Every link and image in document order, in any block (headings, table cells, lists,
    /// quotes, admonitions) and inside other inlines (a link in bold text, an image in a link).
    public var linkReferences: [LinkReference] {
        var found: [LinkReference] = []
        func inlines(_ content: [Inline]) {
            for inline in content {
                switch inline {
                case .link(let destination, _, let inner, let location):
                    found.append(LinkReference(destination: destination, isImage: false, location: location))
                    inlines(inner)
                case .image(let source, _, let alt, let location):
                    found.append(LinkReference(destination: source, isImage: true, location: location))
                    inlines(alt)
                case .emphasis(let inner), .strong(let inner), .strikethrough(let inner):
                    inlines(inner)
                case .text, .code, .html, .softBreak, .lineBreak:
                    break
                }
            }
        }
        func blocks(_ content: [Block]) {
            for block in content {
                switch block {
                case .paragraph(let content, _): inlines(content)
                case .heading(let heading): inlines(heading.content)
                case .blockQuote(let inner, _): blocks(inner)
                case .list(_, _, let items, _): items.forEach { blocks($0.blocks) }
                case .admonition(let admonition): blocks(admonition.blocks)
                case .table(let table, _):
                    for row in [table.header] + table.rows { row.cells.forEach { inlines($0.content) } }
                case .code, .html, .thematicBreak: break
                }
            }
        }
        blocks(self.blocks)
        return found
    }
}
