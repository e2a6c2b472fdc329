import DocgenMarkdown
import DocgenSupport

/// How a site's `.md` pages (and `.md` partials) are read: as Markdown, or as MDX the way
/// Docusaurus compiles them. `.mdx` files are always MDX.
///
/// Docusaurus 3 compiles `.md` as MDX unless its config sets `markdown: {format: 'detect'}`
/// (or `'md'`); Starlight (Astro) and docgen's own layout read `.md` as Markdown. docgen.yaml's
/// `mdx: {markdownFiles: mdx|markdown}` overrides what the layout implies.
public enum MarkdownFiles {
    /// How a site's `.md` files are read: docgen.yaml's `mdx: {markdownFiles:}`, else as the
    /// layout's generator reads them.
    public static func syntax(config: SiteConfig, layout: InPlaceLayout?) -> MarkdownParser.Syntax {
        config.markdownFiles ?? layout?.markdownFiles ?? .markdown
    }

    /// The syntax of `path` (a page or partial) when `.md` files are `markdownSyntax`; nil for
    /// a file that is no page.
    public static func syntax(of path: String, markdownSyntax: MarkdownParser.Syntax) -> MarkdownParser.Syntax? {
        PageExtension.syntax(of: path).map { $0 == .markdown ? markdownSyntax : $0 }
    }

    /// What Docusaurus's config says of `.md` files, read as text (the config is not run):
    /// `format: 'detect'` or `format: 'md'` in its `markdown` options makes them CommonMark;
    /// anything else (no `markdown` options, `format: 'mdx'`, a value docgen cannot read) is
    /// Docusaurus's default, MDX.
    static func docusaurus(config text: String) -> MarkdownParser.Syntax {
        guard let options = ConfigText.object(after: "markdown", in: Substring(text)),
              let format = ConfigText.stringLiteral(after: "format", in: options) else { return .mdx }
        return format == "detect" || format == "md" ? .markdown : .mdx
    }
}
