extension MarkdownParser {
    /// The language of a page's body.
    public enum Syntax: Sendable, Equatable {
        /// GitHub-flavoured Markdown, as cmark-gfm reads it (raw HTML kept, tag filter applied).
        case markdown
        /// MDX 2/3 as Docusaurus and Starlight read it. JSX elements become `Block.component`
        /// and `Inline.component` with their Markdown content as children; ESM statements
        /// become `MarkdownDocument.imports` and `exports`; `{expressions}` and `{/* comments */}`
        /// are not content and leave nothing, but for an expression that is one string literal
        /// (`{' '}`, `{"text"}`), which is its text; HTML comments are dropped but for docgen's
        /// own (`<!-- docgen:symbol X -->`), which stay `.html` blocks; there is no other raw
        /// HTML and no indented code. Invalid MDX is a located `MarkdownProblem`, and the rest
        /// of the page still parses. See `MDXScanner` for the rules and the deviations from MDX.
        case mdx
    }
}
