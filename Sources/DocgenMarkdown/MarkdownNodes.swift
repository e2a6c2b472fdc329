import DocgenSupport
/// An immutable Markdown tree, converted from cmark-gfm's C tree so that nothing outside this
/// module holds a `cmark_node` pointer.
public struct MarkdownDocument: Sendable {
    public var blocks: [Block]
    /// Problems found while parsing that are not cmark's (an unclosed admonition, say).
    public var problems: [MarkdownProblem]
    /// An MDX page's `import` statements, in order; always empty for Markdown. They are not
    /// blocks: nothing of them is content.
    public var imports: [MDXImport]
    /// An MDX page's `export` statements, in order; always empty for Markdown.
    public var exports: [MDXExport]

    public init(blocks: [Block], problems: [MarkdownProblem] = [], imports: [MDXImport] = [], exports: [MDXExport] = []) {
        self.blocks = blocks
        self.problems = problems
        self.imports = imports
        self.exports = exports
    }
}

/// A parse problem with its location in the Markdown source.
public struct MarkdownProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case unclosedAdmonition = "unclosed-admonition"
        case strayAdmonitionClose = "stray-admonition-close"
        case unknownAdmonitionKind = "unknown-admonition"
        case tooDeep = "too-deep"
        case tableTooLarge = "table-too-large"
        case tooComplex = "too-complex"
        /// MDX: `<Tabs>` with no `</Tabs>` before the end of its container (the page, an
        /// admonition, a list item; for an inline element, its paragraph, heading or cell).
        case unclosedTag = "mdx-unclosed-tag"
        /// MDX: a closing tag that closes no open element.
        case strayClosingTag = "mdx-stray-closing-tag"
        /// MDX: a closing tag whose name is not the innermost open element's.
        case mismatchedClosingTag = "mdx-mismatched-closing-tag"
        /// MDX: a tag that breaks JSX's grammar (an attribute value without quotes, an
        /// unterminated string, a closing tag with attributes…).
        case invalidTag = "mdx-invalid-tag"
        /// MDX: a `{` whose expression never closes (braces are counted outside JavaScript
        /// strings, template literals and comments).
        case unclosedExpression = "mdx-unclosed-expression"
        /// MDX: ESM that is not `import`/`export` statements, or ends inside one.
        case invalidESM = "mdx-invalid-esm"
        /// MDX: `<!--` with no `-->` (HTML comments are not MDX, but are read as comments).
        case unclosedComment = "mdx-unclosed-comment"
        /// A heading ending in `{#…}` that is no id (`{#two words}`, `{#}`).
        case malformedHeadingID = "heading-id"
        /// A fenced code block with no closing fence: it runs to the end of its container.
        case unclosedFence = "unclosed-fence"
    }

    public var kind: Kind
    public var location: SourceLocation
    public var message: String

    public init(kind: Kind, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }
}

public enum ListKind: Sendable, Equatable {
    case bullet
    case ordered(start: Int)
}

public enum TableAlignment: Sendable, Equatable {
    case none, left, center, right
}

/// A table cell and where it starts in the source.
public struct TableCell: Sendable {
    public var content: [Inline]
    public var location: SourceLocation
}

public struct TableRow: Sendable {
    public var cells: [TableCell]
    public var location: SourceLocation
}

/// A GFM table: the header row, then the body rows.
public struct Table: Sendable {
    public var alignments: [TableAlignment]
    public var header: TableRow
    public var rows: [TableRow]
}

/// A fenced or indented code block; `info` is the whole info string.
public struct CodeBlock: Sendable {
    public var info: String
    public var code: String
    /// The line of the opening fence; the code starts on the next line.
    public var location: SourceLocation
    public var isFenced: Bool
    /// False for a fence never closed: the block runs to the end of its container.
    public var isClosed = true

    /// The first word of the info string (`swift` in ```` ```swift title="x" ````).
    public var language: String {
        // On bytes: splitting the whole info string into Characters to keep its first word
        // cost more than the rest of a code block's reading.
        let word = info.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 }).prefix(while: { $0 != 0x20 && $0 != 0x09 })
        return String(Substring(word))
    }

    /// `key="value"` attributes after the language in the info string.
    public var attributes: [String: String] { InfoStringAttributes.parse(info) }
}

/// An admonition (`:::note Title` … `:::`), the Docusaurus and Starlight syntax.
public struct Admonition: Sendable {
    public var kind: String
    public var title: String?
    public var blocks: [Block]
    public var location: SourceLocation
    /// `{model=sdk3}` written at the end of the opening line (not part of the title).
    public var attributes: [String: String] = [:]
}

public struct ListItem: Sendable {
    /// `nil` for an ordinary item; checked state for a task-list item.
    public var task: Bool?
    public var blocks: [Block]
    public var location: SourceLocation
}

public struct Heading: Sendable {
    public var level: Int
    public var content: [Inline]
    /// An explicit `{#id}` written after the heading text, removed from `content`.
    public var explicitID: String?
    public var location: SourceLocation
}

/// A block of a page. Only the large cases are boxed (`indirect`): a paragraph, the most
/// common block, is stored in its array as it is, with no allocation of its own.
public enum Block: Sendable {
    case paragraph([Inline], SourceLocation)
    indirect case heading(Heading)
    indirect case blockQuote([Block], SourceLocation)
    indirect case list(ListKind, tight: Bool, items: [ListItem], SourceLocation)
    indirect case code(CodeBlock)
    indirect case html(String, SourceLocation)
    case thematicBreak(SourceLocation)
    indirect case table(Table, SourceLocation)
    indirect case admonition(Admonition)
    /// An MDX JSX element in flow position (`<Tabs>` on a line of its own), with its Markdown
    /// content as blocks.
    indirect case component(Component)
    /// A footnote's text (`[^label]: …`). cmark-gfm moves every one that is referred to to the
    /// end of the document, in the order of their first references, and drops the others.
    indirect case footnoteDefinition(label: String, [Block], SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .paragraph(_, let l), .blockQuote(_, let l), .list(_, _, _, let l), .html(_, let l),
             .thematicBreak(let l), .table(_, let l), .footnoteDefinition(_, _, let l):
            return l
        case .heading(let h): return h.location
        case .code(let c): return c.location
        case .admonition(let a): return a.location
        case .component(let c): return c.location
        }
    }
}

/// An inline of a block. The cases with a few fields are boxed (`indirect`); text, code spans
/// and emphasis, nearly every inline of a page, are stored in their arrays as they are: a
/// page's text is tens of thousands of them, each an allocation when every case was boxed.
public enum Inline: Sendable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    indirect case link(destination: String, title: String, [Inline], SourceLocation)
    indirect case image(source: String, title: String, alt: [Inline], SourceLocation)
    /// Raw inline HTML and where it starts (cmark places inline HTML exactly).
    indirect case html(String, SourceLocation)
    case softBreak
    case lineBreak
    /// An MDX JSX element inside a paragraph, heading or table cell (`<Kbd>⌘K</Kbd>`), with
    /// its Markdown content as inlines.
    indirect case component(InlineComponent)
    /// A reference to a footnote (`[^label]`).
    case footnoteReference(label: String)
}

extension Array where Element == Inline {
    /// The text a reader sees, without markup (used for heading slugs, titles, alt text).
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    func appendPlainText(to out: inout String) {
        for inline in self {
            switch inline {
            case .text(let s), .code(let s): out += s
            case .emphasis(let c), .strong(let c), .strikethrough(let c): c.appendPlainText(to: &out)
            case .link(_, _, let c, _): c.appendPlainText(to: &out)
            case .image(_, _, let alt, _): alt.appendPlainText(to: &out)
            case .html, .footnoteReference: break
            case .softBreak, .lineBreak: out += " "
            case .component(let c): c.children.appendPlainText(to: &out)
            }
        }
    }
}
