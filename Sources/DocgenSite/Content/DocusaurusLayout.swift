import DocgenSupport
import FoundationEssentials

/// A Docusaurus site read where it is: no `content/` (a docgen.yaml may add `models:`), but a
/// `docusaurus.config.js` or `.ts` at the root. The default locale's pages are `docs/**`, each
/// other locale's `i18n/<locale>/docusaurus-plugin-content-docs/current/**`, as the docs plugin
/// keeps them. Only string literals are read from the config: `defaultLocale`, `title`, `url`
/// and `baseUrl` (the site's URL), `routeBasePath` (where the docs are under it, `docs` by
/// default) and `trailingSlash: true`, which links are written against (`SourceURLs`), and
/// `markdown: {format: …}`, which says whether `.md` pages are MDX (`MarkdownFiles`).
public enum DocusaurusLayout {
    public static let configNames = ["docusaurus.config.ts", "docusaurus.config.js"]
    public static let docsFolder = "docs"
    /// Where the other locales' folders are (`i18n/<locale>/docusaurus-plugin-content-docs/current`).
    public static let i18nFolder = "i18n"

    /// The layout of `root`, or nil when it is no Docusaurus site docgen should read in place.
    public static func detect(root: URL) -> InPlaceLayout? {
        guard let (configFile, text) = InPlaceLayout.config(root: root, names: configNames) else { return nil }
        let defaultLocale = ConfigText.stringLiteral(after: "defaultLocale", in: text) ?? "en"
        // The docs plugin's `exclude: ['**/common-content/**']`: files its pages import, kept
        // in the docs folder but published by none (each locale's folder alike).
        let excluding = excludedGlobs(in: text)
        var folders = [InPlaceLayout.Folder(locale: defaultLocale, path: docsFolder, excluding: excluding)]
        let i18n = root.appendingPathComponent(i18nFolder)
        for locale in ((try? FileManager.default.contentsOfDirectory(atPath: i18n.path)) ?? []).sorted() where !locale.hasPrefix(".") && locale != defaultLocale {
            let path = "\(i18nFolder)/\(locale)/docusaurus-plugin-content-docs/current"
            if InPlaceLayout.isFolder(path, in: root) { folders.append(.init(locale: locale, path: path, excluding: excluding)) }
        }
        // A page's URL: baseUrl, the locale (none for the default), routeBasePath, its slug.
        var segments: [String: String] = [:]
        for folder in folders { segments[folder.locale] = folder.locale == defaultLocale ? "" : folder.locale }
        var urls = SourceURLs(base: ConfigText.stringLiteral(after: "baseUrl", in: text) ?? "/",
                              docsPath: ConfigText.stringLiteral(after: "routeBasePath", in: text) ?? docsFolder,
                              localeSegments: segments, trailingSlash: text.contains("trailingSlash: true"),
                              absoluteLinksStayInLocale: true, staticFolders: ["static"], otherPageFolders: ["src/pages"],
                              root: root.path)
        urls.docIDs = true
        urls.trailingSlashIsSet = text.contains("trailingSlash:")
        var layout = InPlaceLayout(generator: "Docusaurus", configFile: configFile, defaultLocale: defaultLocale,
                                   title: ConfigText.stringLiteral(after: "title", in: text), folders: folders, urls: urls,
                                   defaultLocaleLocation: ConfigText.location(ofKey: "defaultLocale", in: Substring(text)),
                                   newLocalesFolder: i18nFolder)
        layout.siteURL = InPlaceLayout.siteURL(origin: ConfigText.stringLiteral(after: "url", in: text), base: urls.base)
        layout.markdownFiles = MarkdownFiles.docusaurus(config: text)
        return layout
    }

    /// The string literals of the config's first `exclude: [...]` (the docs plugin's option);
    /// none when there is none or it holds anything but string literals.
    static func excludedGlobs(in text: String) -> [PathGlob] {
        (ConfigText.value(after: "exclude", in: Substring(text)).flatMap(ConfigText.strings(at:)) ?? []).map(PathGlob.init)
    }
}
