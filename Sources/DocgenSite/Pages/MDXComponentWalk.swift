import DocgenMarkdown
import DocgenSupport

/// Every JSX element of an MDX page, in page order: in flow and in text, inside lists, quotes,
/// admonitions, tables and other elements. The content of a partial put in place is not
/// entered: the partial's own file holds it (and reports on it).
enum MDXComponentWalk {
    /// One element: its name, attributes and place, and whether it is a partial put in place.
    struct Element {
        var name: String
        var attributes: [JSXAttribute]
        var location: SourceLocation
        var isPartial: Bool
    }

    static func elements(of document: MarkdownDocument, _ visit: (Element) -> Void) {
        func inlines(_ content: [Inline]) {
            for inline in content {
                switch inline {
                case .component(let c):
                    visit(Element(name: c.name, attributes: c.attributes, location: c.location, isPartial: false))
                    inlines(c.children)
                case .emphasis(let inner), .strong(let inner), .strikethrough(let inner), .link(_, _, let inner, _), .image(_, _, let inner, _):
                    inlines(inner)
                case .text, .code, .html, .softBreak, .lineBreak, .footnoteReference:
                    break
                }
            }
        }
        func blocks(_ content: [Block]) {
            for block in content {
                switch block {
                case .component(let c):
                    visit(Element(name: c.name, attributes: c.attributes, location: c.location, isPartial: c.partial != nil))
                    if c.partial == nil { blocks(c.children) }
                case .paragraph(let content, _): inlines(content)
                case .heading(let heading): inlines(heading.content)
                case .blockQuote(let inner, _), .footnoteDefinition(_, let inner, _): blocks(inner)
                case .list(_, _, let items, _): items.forEach { blocks($0.blocks) }
                case .admonition(let admonition): blocks(admonition.blocks)
                case .table(let table, _):
                    for row in [table.header] + table.rows { row.cells.forEach { inlines($0.content) } }
                case .code, .html, .thematicBreak: break
                }
            }
        }
        blocks(document.blocks)
    }
}
