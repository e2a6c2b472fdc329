import DocgenSupport

/// An MDX JSX element in flow position: `<Tabs groupId="lang">` … `</Tabs>` on lines of their
/// own, `<CardList ids={[…]} />`, `<details>`, a fragment `<>` … `</>`. Its content is
/// Markdown, read as blocks: the tree builder does not know what `Tabs` renders, so every pass
/// that does not either treats a component as a transparent container of its children.
public struct Component: Sendable {
    /// As written: `Tabs`, `Tabs.Item` (member), `svg:rect` (namespace), `details`; "" for a
    /// fragment.
    public var name: String
    public var attributes: [JSXAttribute]
    public var children: [Block]
    /// Where the opening tag's `<` is.
    public var location: SourceLocation
    /// `<Name … />`: written without children or a closing tag.
    public var isSelfClosing: Bool
    /// Set when `children` are a Markdown partial's content put in place of the element
    /// (`import Note from './_note.md'` then `<Note />`): the partial's path from the site root.
    /// The children's locations are lines of that file, not of the page, so the page's own
    /// checks leave them out and check the partial as the file it is.
    public var partial: String?

    public init(name: String, attributes: [JSXAttribute], children: [Block], location: SourceLocation, isSelfClosing: Bool) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
        self.isSelfClosing = isSelfClosing
    }

    /// `<>` … `</>`.
    public var isFragment: Bool { name.isEmpty }
}
