import DocgenSite
import DocgenSupport

/// `llms.txt` at the site root (the llmstxt.org format): the site's title, then per locale a
/// list of its pages, each linking to the page's Markdown copy (`<route>index.md`).
package enum LLMSText {
    package static func file(_ index: SiteIndex) -> [UInt8] {
        var out = "# \(index.config.title)\n\n"
        out += "> Each page of this site as Markdown, by language.\n"
        for locale in index.locales {
            let pages = (index.order[locale.code] ?? []).compactMap { index.page($0, in: locale.code) }.filter { !$0.isFallback }
            guard !pages.isEmpty else { continue }
            out += "\n## \(locale.name)\n\n"
            for page in pages {
                out += "- [\(escaped(page.summary.title))](\(index.absoluteURL(page.route))index.md)\n"
            }
        }
        return Array(out.utf8)
    }

    /// A title as a link's text: brackets and backslashes escaped, lines joined.
    private static func escaped(_ title: String) -> String {
        // Most titles have none of them: looked for in the bytes, not Character by Character.
        guard title.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\\")
            || $0 == 0x0A || $0 == 0x0D }) else { return title }
        var out = ""
        for character in title {
            switch character {
            case "[", "]", "\\": out += "\\" + String(character)
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
