import DocgenMarkdown
import DocgenSupport

/// A link or image destination as written in Markdown, with its place in the source.
public struct LinkReference: Sendable, Equatable {
    public var destination: String
    public var isImage: Bool
    public var location: SourceLocation
    /// The Markdown partial the link was written in (its path from the site's root), when it
    /// is one put in the page: `location` is then a place in that file.
    public var partial: String?

    public init(destination: String, isImage: Bool, location: SourceLocation, partial: String? = nil) {
        self.destination = destination
        self.isImage = isImage
        self.location = location
        self.partial = partial
    }
}

extension MarkdownDocument {
    /// Every link and image in document order, in any block (headings, table cells, lists,
    /// quotes, admonitions), inside other inlines (a link in bold text, an image in a link), in
    /// raw HTML (`<a href>`, `<img src>`, located at their block), and in an MDX page's HTML
    /// elements (`<a href>`, `<img src>`, located at the attribute; `MDXHTMLElement`).
    public var linkReferences: [LinkReference] {
        var found: [LinkReference] = []
        var partial: String?
        func raw(_ html: String, at location: SourceLocation) {
            for link in RawHTMLLinks.links(in: html) {
                found.append(LinkReference(destination: link.destination, isImage: link.isImage, location: location, partial: partial))
            }
        }
        func element(_ name: String, _ attributes: [JSXAttribute]) {
            guard let wanted = MDXHTMLElement.linkAttribute(of: name), MDXHTMLElement.isHTMLElement(name) else { return }
            for attribute in MDXHTMLElement.attributes(attributes).html where attribute.name == wanted {
                guard let value = attribute.value else { continue }
                found.append(LinkReference(destination: value, isImage: name == "img", location: attribute.location, partial: partial))
            }
        }
        func inlines(_ content: [Inline], at location: SourceLocation) {
            for inline in content {
                switch inline {
                case .link(let destination, _, let inner, let location):
                    found.append(LinkReference(destination: destination, isImage: false, location: location, partial: partial))
                    inlines(inner, at: location)
                case .image(let source, _, let alt, let location):
                    found.append(LinkReference(destination: source, isImage: true, location: location, partial: partial))
                    inlines(alt, at: location)
                case .emphasis(let inner), .strong(let inner), .strikethrough(let inner):
                    inlines(inner, at: location)
                case .html(let html, _):
                    raw(html, at: location)
                case .component(let component):
                    element(component.name, component.attributes)
                    inlines(component.children, at: location)
                case .text, .code, .softBreak, .lineBreak, .footnoteReference:
                    break
                }
            }
        }
        func blocks(_ content: [Block]) {
            for block in content {
                switch block {
                case .paragraph(let content, let location): inlines(content, at: location)
                case .heading(let heading): inlines(heading.content, at: heading.location)
                case .blockQuote(let inner, _): blocks(inner)
                case .list(_, _, let items, _): items.forEach { blocks($0.blocks) }
                case .admonition(let admonition): blocks(admonition.blocks)
                case .component(let component):
                    let outer = partial
                    partial = component.partial ?? partial
                    if component.partial == nil { element(component.name, component.attributes) }
                    blocks(component.children)
                    partial = outer
                case .footnoteDefinition(_, let inner, _): blocks(inner)
                case .table(let table, let location):
                    for row in [table.header] + table.rows { row.cells.forEach { inlines($0.content, at: location) } }
                case .html(let html, let location): raw(html, at: location)
                case .code, .thematicBreak: break
                }
            }
        }
        blocks(self.blocks)
        return found
    }
}
