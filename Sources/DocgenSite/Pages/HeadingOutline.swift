import DocgenMarkdown
import DocgenSupport

/// A page's headings with their ids, in document order. Computed once after parsing, so links
/// from other pages can be checked before any page is rendered, and reused by the renderer.
public struct HeadingOutline: Sendable {
    public struct Entry: Sendable {
        public var level: Int
        public var text: String
        public var id: String
        /// The id written as `{#id}`, when one was: `id` differs from it only when an earlier
        /// heading took it.
        public var explicitID: String?
        public var location: SourceLocation
    }

    public var entries: [Entry]

    public init(_ document: MarkdownDocument) {
        var slugger = HeadingSlugger()
        var entries: [Entry] = []
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .heading(let h):
                    let text = h.content.plainText
                    entries.append(Entry(level: h.level, text: text, id: slugger.id(for: text, explicit: h.explicitID),
                                         explicitID: h.explicitID, location: h.location))
                case .blockQuote(let inner, _): walk(inner)
                case .list(_, _, let items, _): items.forEach { walk($0.blocks) }
                case .admonition(let a): walk(a.blocks)
                case .component(let c): walk(c.children)
                default: break
                }
            }
        }
        walk(document.blocks)
        self.entries = entries
    }
}
