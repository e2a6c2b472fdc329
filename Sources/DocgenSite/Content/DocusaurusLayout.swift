import DocgenSupport
import FoundationEssentials

/// A Docusaurus site read where it is: no `docgen.yaml` and no `content/`, but a
/// `docusaurus.config.js` or `.ts` at the root. The default locale's pages are `docs/**`, each
/// other locale's `i18n/<locale>/docusaurus-plugin-content-docs/current/**`, as the docs plugin
/// keeps them. The config is JavaScript, which docgen does not run: only its `defaultLocale`
/// and `title` string literals are read from its text.
public struct DocusaurusLayout: Sendable, Equatable {
    public static let configNames = ["docusaurus.config.ts", "docusaurus.config.js"]
    public static let docsFolder = "docs"

    /// The config file found (`docusaurus.config.ts`).
    public var configFile: String
    public var defaultLocale: String
    /// The site's `title`, when the config writes it as a string literal.
    public var title: String?
    /// Every locale with pages and its folder, relative to the root: the default locale first.
    public var folders: [(locale: String, path: String)]

    public static func == (a: DocusaurusLayout, b: DocusaurusLayout) -> Bool {
        a.configFile == b.configFile && a.defaultLocale == b.defaultLocale && a.title == b.title
            && a.folders.map(\.locale) == b.folders.map(\.locale) && a.folders.map(\.path) == b.folders.map(\.path)
    }

    /// The layout of `root`, or nil when it is no Docusaurus site docgen should read in place
    /// (a `docgen.yaml` or a `content/` folder says the site is docgen's own).
    public static func detect(root: URL) -> DocusaurusLayout? {
        let fm = FileManager.default
        guard !fm.fileExists(atPath: root.appendingPathComponent(SiteConfig.fileName).path),
              !fm.fileExists(atPath: root.appendingPathComponent(ContentTree.folderName).path),
              let configFile = configNames.first(where: { fm.fileExists(atPath: root.appendingPathComponent($0).path) }) else { return nil }
        let text = (try? FileReader.readText(root.appendingPathComponent(configFile), displayPath: configFile)) ?? ""
        let defaultLocale = stringLiteral(after: "defaultLocale", in: text) ?? "en"
        var folders = [(locale: defaultLocale, path: docsFolder)]
        let i18n = root.appendingPathComponent("i18n")
        for locale in ((try? fm.contentsOfDirectory(atPath: i18n.path)) ?? []).sorted() where !locale.hasPrefix(".") && locale != defaultLocale {
            let path = "i18n/\(locale)/docusaurus-plugin-content-docs/current"
            var isDirectory = false
            if fm.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), isDirectory {
                folders.append((locale, path))
            }
        }
        return DocusaurusLayout(configFile: configFile, defaultLocale: defaultLocale,
                                title: stringLiteral(after: "title", in: text), folders: folders)
    }

    /// The string literal of the first `key: '…'` (or `"…"`) in the config's text; nil when
    /// the value is anything else (a variable, a template literal), which docgen cannot know.
    static func stringLiteral(after key: String, in text: String) -> String? {
        var rest = Substring(text)
        while let found = rest.firstRange(of: key) {
            defer { rest = rest[found.upperBound...] }
            // A whole key: not the end of a longer name (`siteTitle`).
            if found.lowerBound > rest.startIndex, let before = rest[..<found.lowerBound].last, before.isLetter || before.isNumber || before == "_" { continue }
            var value = rest[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard value.first == ":" else { continue }
            value = value.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard let quote = value.first, quote == "'" || quote == "\"" else { return nil }
            let body = value.dropFirst().prefix { $0 != quote && $0 != "\n" }
            guard body.endIndex < value.endIndex, value[body.endIndex] == quote, !body.contains("\\") else { return nil }
            return String(body)
        }
        return nil
    }
}
