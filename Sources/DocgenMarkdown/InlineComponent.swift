import DocgenSupport

/// An MDX JSX element inside text (a paragraph, heading or table cell): `<Kbd>⌘K</Kbd>`,
/// `<Badge text="new" />`, `<br/>`. Its content is Markdown, read as inlines; like
/// `Component`, a pass that does not know the component treats it as its children.
public struct InlineComponent: Sendable {
    /// As written: `Kbd`, `Icons.Check`, `br`; "" for a fragment.
    public var name: String
    public var attributes: [JSXAttribute]
    public var children: [Inline]
    /// Where the opening tag's `<` is.
    public var location: SourceLocation
    /// `<Name … />`: written without children or a closing tag.
    public var isSelfClosing: Bool

    public init(name: String, attributes: [JSXAttribute], children: [Inline], location: SourceLocation, isSelfClosing: Bool) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
        self.isSelfClosing = isSelfClosing
    }

    /// `<>` … `</>`.
    public var isFragment: Bool { name.isEmpty }
}
