import DocgenSupport
import FoundationEssentials

/// A Starlight site read where it is: no `content/` (a docgen.yaml may add `models:`), but an
/// `astro.config.mjs` (or `.ts`, `.mts`, `.js`) that calls `starlight(`. Pages are in
/// `src/content/docs/`, Starlight's docs collection. With `locales` in the Starlight options,
/// the root locale's pages are `src/content/docs/**` but for the other locales' folders, and
/// each other locale's are `src/content/docs/<locale>/**`; a `defaultLocale` other than `root`
/// has its pages in its own folder too, and a `root` default is published at the site's root
/// (`rootLocale`). Only literals are read from the config (`ConfigText`): Astro's `site` and
/// `base`, and the options object's `title`, `defaultLocale` and each locale's `label` and
/// `lang`.
///
/// An Astro site without Starlight whose pages are a content collection in the same folder
/// (`src/content/docs/`, the layout of many Astro docs sites with their own theme) is read the
/// same way, as an "Astro" site: its locales are Astro's `i18n` (`defaultLocale` and a
/// `locales` array of codes), the default locale's pages in `src/content/docs/` and each other
/// locale's in `src/content/docs/<code>/`, as Starlight's root locale has them.
public enum StarlightLayout {
    public static let configNames = ["astro.config.mjs", "astro.config.ts", "astro.config.mts", "astro.config.js"]
    public static let docsFolder = "src/content/docs"
    /// Starlight's key for the locale served at the site's root.
    static let rootKey = "root"

    /// The layout of `root`, or nil when it is no Starlight site docgen should read in place
    /// (an Astro config without Starlight and without `src/content/docs/` is some other Astro site).
    /// `configured`: docgen.yaml's locales, its default first, which an Astro site without
    /// `i18n` takes.
    public static func detect(root: URL, configured: [SiteLocale]? = nil) -> InPlaceLayout? {
        guard let (configFile, text) = InPlaceLayout.config(root: root, names: configNames) else { return nil }
        guard text.contains("starlight(") else {
            return InPlaceLayout.isFolder(docsFolder, in: root) ? astro(root: root, configFile: configFile, text: text, configured: configured) : nil
        }
        let options = ConfigText.object(after: "starlight", in: Substring(text)) ?? "{}"
        let entries = ConfigText.entries(of: options)
        func entry(_ key: String) -> Substring? { entries.first { $0.key == key }?.value }

        var urls = sourceURLs(root: root, text: text, rootLocale: "en")
        var layout = InPlaceLayout(generator: "Starlight", configFile: configFile, defaultLocale: "en", title: nil,
                                   folders: [.init(locale: "en", path: docsFolder)], urls: urls)
        layout.defaultLocaleLocation = ConfigText.location(ofKey: "starlight", in: Substring(text))
        let configured = entry("locales").flatMap(ConfigText.object(at:)).map(ConfigText.entries(of:)) ?? []
        if !configured.isEmpty {
            let defaultKey = entry("defaultLocale").flatMap(ConfigText.string(at:))
                ?? (configured.contains { $0.key == rootKey } ? rootKey : configured[0].key)
            var locales: [SiteLocale] = []
            var folders: [InPlaceLayout.Folder] = []
            for (key, value) in configured {
                let label = ConfigText.stringLiteral(after: "label", in: value)
                let lang = ConfigText.stringLiteral(after: "lang", in: value)
                // The root locale has no folder of its own, so its code is its language (`en`).
                let code = key == rootKey ? (lang ?? "en") : key
                let locale = SiteLocale(code: code, name: label, languageTag: lang)
                let folder = InPlaceLayout.Folder(locale: code, path: key == rootKey ? docsFolder : "\(docsFolder)/\(key)",
                                                  skipping: key == rootKey ? Set(configured.map(\.key).filter { $0 != rootKey }) : [])
                if key == defaultKey {
                    locales.insert(locale, at: 0)
                    folders.insert(folder, at: 0)
                } else if key != rootKey || defaultKey == rootKey {
                    // A root locale beside another default is Starlight's error; its pages are left out.
                    locales.append(locale)
                    if InPlaceLayout.isFolder(folder.path, in: root) { folders.append(folder) }
                }
            }
            if locales.first.map({ folders.first?.locale == $0.code }) != true {
                // `defaultLocale` names no configured locale: its folder, which the scan reports missing.
                folders.insert(.init(locale: defaultKey, path: "\(docsFolder)/\(defaultKey)"), at: 0)
                locales.insert(SiteLocale(code: defaultKey), at: 0)
            }
            if let named = entry("defaultLocale") ?? entry("locales") {
                layout.defaultLocaleLocation = ConfigText.location(of: named.startIndex, in: Substring(text))
            }
            layout.defaultLocale = folders[0].locale
            layout.folders = folders
            if defaultKey == rootKey { layout.rootLocale = folders[0].locale }
            urls.localeSegments = Dictionary(folders.map { folder in
                (folder.locale, folder.path == docsFolder ? "" : String(folder.path.dropFirst(docsFolder.count + 1)))
            }, uniquingKeysWith: { first, _ in first })
            layout.urls = urls
            layout.locales = locales
        }
        layout.siteURL = InPlaceLayout.siteURL(origin: ConfigText.stringLiteral(after: "site", in: text), base: urls.base)
        layout.title = entry("title").flatMap { title($0, defaultLocale: layout.defaultLocale) }
        return layout
    }

    /// Whether page URLs end in `/`, as links are written against them: Astro's `trailingSlash`
    /// (`'never'` is URLs without it, so a relative link resolves from the page's folder;
    /// `'always'` and the default, `'ignore'`, are Starlight's URLs with it).
    static func trailingSlash(_ text: String) -> Bool {
        ConfigText.stringLiteral(after: "trailingSlash", in: text) != "never"
    }

    /// A page's URL: Astro's base, the locale's key (none for `rootLocale`), the page's slug,
    /// and `/` unless `trailingSlash` says not.
    private static func sourceURLs(root: URL, text: String, rootLocale: String) -> SourceURLs {
        var urls = SourceURLs(base: ConfigText.stringLiteral(after: "base", in: text) ?? "/", docsPath: "", localeSegments: [rootLocale: ""],
                              trailingSlash: trailingSlash(text), absoluteLinksStayInLocale: false, staticFolders: ["public"],
                              otherPageFolders: ["src/pages"], root: root.path)
        urls.slugsFilePaths = true
        urls.trailingSlashIsSet = ConfigText.stringLiteral(after: "trailingSlash", in: text) != nil
        return urls
    }

    /// The URLs an Astro site (with Starlight or without) gives its pages, and the URL it is
    /// published at, for `layout: mapped` in an Astro repository: nil without an Astro config.
    /// The locales' segments are the caller's to set.
    static func urls(root: URL) -> (urls: SourceURLs, siteURL: String?)? {
        guard let (_, text) = InPlaceLayout.config(root: root, names: configNames) else { return nil }
        let urls = sourceURLs(root: root, text: text, rootLocale: "")
        return (urls, InPlaceLayout.siteURL(origin: ConfigText.stringLiteral(after: "site", in: text), base: urls.base))
    }

    /// An Astro site's own layout: Starlight's folders and URLs, Astro's `i18n` locales, or
    /// `configured` (docgen.yaml's) when its config has none.
    private static func astro(root: URL, configFile: String, text: String, configured: [SiteLocale]?) -> InPlaceLayout {
        let i18n = ConfigText.object(after: "i18n", in: Substring(text)).map(ConfigText.entries(of:)) ?? []
        var codes = i18n.first { $0.key == "locales" }.flatMap { ConfigText.strings(at: $0.value) } ?? []
        var defaultLocale = i18n.first { $0.key == "defaultLocale" }.flatMap { ConfigText.string(at: $0.value) } ?? codes.first ?? "en"
        if codes.isEmpty, let configured, let first = configured.first {
            codes = configured.map(\.code)
            defaultLocale = first.code
        }
        let others = codes.filter { $0 != defaultLocale }
        var urls = sourceURLs(root: root, text: text, rootLocale: defaultLocale)
        var folders = [InPlaceLayout.Folder(locale: defaultLocale, path: docsFolder, skipping: Set(others))]
        for code in others where InPlaceLayout.isFolder("\(docsFolder)/\(code)", in: root) {
            folders.append(.init(locale: code, path: "\(docsFolder)/\(code)"))
            urls.localeSegments[code] = code
        }
        var layout = InPlaceLayout(generator: "Astro", configFile: configFile, defaultLocale: defaultLocale, title: nil, folders: folders, urls: urls)
        if let configured, !configured.isEmpty, codes == configured.map(\.code) {
            layout.locales = configured
        } else if !codes.isEmpty {
            layout.locales = [SiteLocale(code: defaultLocale)] + others.map { SiteLocale(code: $0) }
            layout.defaultLocaleLocation = ConfigText.location(ofKey: "i18n", in: Substring(text))
        }
        layout.rootLocale = defaultLocale
        layout.siteURL = InPlaceLayout.siteURL(origin: ConfigText.stringLiteral(after: "site", in: text), base: urls.base)
        return layout
    }

    /// `title: 'Docs'`, or the default locale's of `title: { en: 'Docs', ja: 'ドキュメント' }`.
    private static func title(_ value: Substring, defaultLocale: String) -> String? {
        if let title = ConfigText.string(at: value) { return title }
        let titles = ConfigText.object(at: value).map(ConfigText.entries(of:)) ?? []
        let chosen = titles.first { $0.key == defaultLocale } ?? titles.first { $0.key.lowercased() == defaultLocale.lowercased() } ?? titles.first
        return chosen.flatMap { ConfigText.string(at: $0.value) }
    }

}
