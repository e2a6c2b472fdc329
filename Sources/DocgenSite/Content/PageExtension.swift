import DocgenMarkdown

/// The files of `content/<locale>/` that are pages, by their extension: `.md` is Markdown and
/// `.mdx` is MDX (a Docusaurus or Starlight page), read with MDX's grammar and published like
/// Markdown, `guide.mdx` at `guide/` as `guide.md` would be.
public enum PageExtension {
    /// The syntax of a page's body, or nil for a file that is no page.
    public static func syntax(of path: String) -> MarkdownParser.Syntax? {
        let utf8 = path.utf8
        if utf8.count >= 3 && utf8.suffix(3).elementsEqual(".md".utf8) { return .markdown }
        if utf8.count >= 4 && utf8.suffix(4).elementsEqual(".mdx".utf8) { return .mdx }
        return nil
    }

    /// The format of a page docgen does not read, by its extension (`.markdown`, `.mdown`,
    /// `.mkd`: Markdown under another name; `.mdoc`: Markdoc; `.rst`, `.adoc`), or nil.
    public static func unreadFormat(of name: String) -> String? {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return nil }
        // The extensions below are 3 to 8 letters long: a page's `.md` is told apart without
        // making a string, once per file of the content tree.
        let count = utf8.distance(from: dot, to: utf8.endIndex) - 1
        guard count >= 3 && count <= 8 else { return nil }
        switch String(decoding: utf8[utf8.index(after: dot)...], as: UTF8.self).lowercased() {
        case "markdown", "mdown", "mkd", "mkdn", "mdwn": return "Markdown"
        case "mdoc", "markdoc": return "Markdoc"
        case "rst": return "reStructuredText"
        case "adoc", "asciidoc": return "AsciiDoc"
        default: return nil
        }
    }

    /// The bytes of the page extension that ends `path` (3 for `.md`, 4 for `.mdx`), 0 for none:
    /// what a route or a title drops from a file name.
    public static func length(in path: UnsafeBufferPointer<UInt8>) -> Int {
        if path.count >= 3 && path.suffix(3).elementsEqual(".md".utf8) { return 3 }
        if path.count >= 4 && path.suffix(4).elementsEqual(".mdx".utf8) { return 4 }
        return 0
    }

    /// `path` without its page extension (`guides/setup.mdx` → `guides/setup`).
    public static func stem(of path: String) -> Substring {
        switch syntax(of: path) {
        case .markdown: return path.dropLast(3)
        case .mdx: return path.dropLast(4)
        case nil: return Substring(path)
        }
    }

    /// The other spelling of a page's path (`setup.md` ↔ `setup.mdx`), so that a link keeps
    /// working when one locale's page is Markdown and another's MDX; nil for no page.
    public static func alternate(of path: String) -> String? {
        switch syntax(of: path) {
        case .markdown: return path + "x"
        case .mdx: return String(path.dropLast())
        case nil: return nil
        }
    }
}
