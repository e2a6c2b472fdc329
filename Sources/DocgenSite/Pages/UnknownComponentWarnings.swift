import DocgenSupport

/// The site's `docgen.mdx.unknown-component` warnings, one per component name. Each page
/// warns of every place (pages are parsed, and kept between builds, one by one); a site that
/// uses `<Card>` on every page needs to hear of it once, at the first place, with the count,
/// and not at all once docgen.yaml's `components:` says what it is.
public enum UnknownComponentWarnings {
    public static func fold(_ diagnostics: [Diagnostic], configured: [String: ComponentHandling]) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            if let name = name(of: diagnostic) { counts[name, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return diagnostics }
        var reported: Set<String> = []
        return diagnostics.compactMap { diagnostic in
            guard let name = name(of: diagnostic) else { return diagnostic }
            guard configured[name] == nil, reported.insert(name).inserted else { return nil }
            let count = counts[name] ?? 1
            var first = diagnostic
            first.message = "<\(name)> is not a component docgen renders; its content is published without it"
                + (count > 1 ? " (\(count) places on the site, the first here)" : "")
                + "; say what it is under 'components:' in docgen.yaml (unwrap, drop, {model: NAME} or {partial: NAME})"
            return first
        }
    }

    /// A page's warning of one place (`ParsedPage`), which starts with the component's name.
    static func message(name: String) -> String {
        "<\(name)> is not a component docgen renders; its content is published without it"
    }

    private static func name(of diagnostic: Diagnostic) -> String? {
        guard diagnostic.id == Rule.mdxUnknownComponent.id, diagnostic.message.hasPrefix("<"),
              let end = diagnostic.message.firstIndex(of: ">") else { return nil }
        return String(diagnostic.message[diagnostic.message.index(after: diagnostic.message.startIndex)..<end])
    }
}
