/// Whether the text a never-closed fence took in as code was meant as Markdown: a fence never
/// closed ends its block at the end of the page (or of its list item or quote), so a block
/// that holds only code there renders as it would closed, and is not worth a warning. What
/// shows the writer meant the block to end: a heading, an admonition, a fence (the next
/// block's opening, or a closing one with an info string), a JSX or HTML tag where the
/// block's language has none, or a paragraph of prose after a blank line.
enum SwallowedMarkdown {
    /// True when a line of `code`, the literal of a block fenced with `info`, reads as Markdown.
    static func found(in code: String, info: String) -> Bool {
        let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map { $0.lowercased() } ?? ""
        let isMarkdown = markdownLanguages.contains(language)
        let hashComments = hashCommentLanguages.contains(language)
        let isMarkup = markupLanguages.contains(language)
        let isPlainText = plainTextLanguages.contains(language)
        var afterBlank = false
        for raw in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            defer { afterBlank = line.isEmpty }
            guard let first = line.first else { continue }
            if line.hasPrefix("```") || line.hasPrefix("~~~") || line.hasPrefix(":::") { return true }
            if isMarkdown { continue }
            if first == "#", !hashComments, isHeading(line) { return true }
            if first == "<", !isMarkup, let next = line.dropFirst().first, next.isLetter || next == "/" { return true }
            if afterBlank, !isPlainText, isProse(line) { return true }
        }
        return false
    }

    /// `## Next steps`: one to six `#` and a space before some text.
    private static func isHeading(_ line: Substring) -> Bool {
        let marks = line.prefix { $0 == "#" }.count
        let rest = line.dropFirst(marks)
        return (1...6).contains(marks) && rest.first == " " && rest.contains { $0 != " " }
    }

    /// A sentence: an English one (a capital, four words or more, a full stop or colon at the
    /// end, no code punctuation), or a line that starts with a Japanese or Chinese character.
    private static func isProse(_ line: Substring) -> Bool {
        guard let first = line.unicodeScalars.first else { return false }
        if isCJK(first) { return true }
        guard ("A"..."Z").contains(first), let last = line.last, last == "." || last == ":" else { return false }
        if line.contains(where: { "(){}[];=<>\"`/\\".contains($0) }) { return false }
        return line.split(separator: " ").count >= 4
    }

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }

    /// Languages whose blocks hold headings and fences of their own.
    private static let markdownLanguages: Set<String> = ["markdown", "md", "mdx"]
    /// Languages in which a line may start with `#` (a comment, a directive).
    private static let hashCommentLanguages: Set<String> = [
        "sh", "bash", "shell", "zsh", "fish", "console", "shell-session", "terminal", "python", "py", "ruby", "rb", "podfile",
        "gemfile", "yaml", "yml", "toml", "ini", "conf", "properties", "perl", "r", "powershell", "ps1", "dockerfile",
        "makefile", "make", "cmake", "nginx", "elixir", "julia", "nim", "tcl", "awk", "sed", "gitignore", "diff", "c", "cpp",
        "c++", "objc", "objective-c", "objectivec", "h", "m", "mm", "cs", "csharp", "text", "txt", "plaintext", "plain", "",
    ]
    /// Languages whose lines may start with a tag.
    private static let markupLanguages: Set<String> = [
        "html", "xml", "svg", "plist", "xaml", "jsx", "tsx", "vue", "svelte", "astro", "erb", "php", "handlebars", "hbs",
        "text", "txt", "plaintext", "plain", "",
    ]
    /// Blocks of output or notes, which may hold sentences.
    private static let plainTextLanguages: Set<String> = ["text", "txt", "plaintext", "plain", "log", "output", "console"]
}
