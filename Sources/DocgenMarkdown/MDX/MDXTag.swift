import DocgenSupport

/// One JSX tag as the grammar read it: an opening, closing or self-closing tag. Opening and
/// closing tags are matched into elements when the tree is built, where the containers they
/// sit in (a paragraph, a list item, an admonition) are known.
struct MDXTag: Sendable {
    enum Kind: Sendable { case opening, closing, selfClosing }

    var kind: Kind
    /// `Tabs`, `Tabs.Item`, `svg:rect`; "" for a fragment.
    var name: String
    var attributes: [JSXAttribute]
    /// Where the `<` is.
    var location: SourceLocation

    /// The tag as a reader would name it in a message: `<Tabs>`, `</Tabs>`, `<>`.
    var written: String { kind == .closing ? "</\(name)>" : "<\(name)>" }
}
