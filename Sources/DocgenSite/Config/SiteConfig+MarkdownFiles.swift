import DocgenMarkdown
import DocgenSupport

extension SiteConfig {
    /// `mdx: {markdownFiles: mdx|markdown}` in docgen.yaml: how `.md` pages are read
    /// (`MarkdownFiles`), nil when it does not say.
    static func markdownFiles(_ value: YAMLNode, file: String, problems: inout [Diagnostic]) -> MarkdownParser.Syntax? {
        guard case .mapping(let entries, _) = value else {
            problems.append(.error(.configType, "'mdx' must be a mapping such as 'markdownFiles: markdown'", file: file, at: value.location))
            return nil
        }
        var syntax: MarkdownParser.Syntax?
        for entry in entries {
            guard entry.key == "markdownFiles" else {
                problems.append(.warning(.configUnknownKey, "unknown key '\(entry.key)' in 'mdx' (known: markdownFiles)",
                                         file: file, at: entry.keyLocation))
                continue
            }
            switch entry.value.string {
            case "mdx"?: syntax = .mdx
            case "markdown"?: syntax = .markdown
            default:
                problems.append(.error(.configValue, "'markdownFiles' must be 'mdx' (.md pages are read as MDX) or 'markdown'",
                                       file: file, at: entry.value.location))
            }
        }
        return syntax
    }
}
