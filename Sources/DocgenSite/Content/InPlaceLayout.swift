import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// Another generator's site read where it is, with no `content/` (a docgen.yaml may sit
/// beside it for `models:` and the keys it sets, or name it with `layout:`): a
/// Docusaurus site (`DocusaurusLayout`) or a Starlight one (`StarlightLayout`). Each locale's
/// pages are in a folder of that generator's, and its config (JavaScript, which docgen does not
/// run; `ConfigText` reads its literals) gives the default locale and the title.
public struct InPlaceLayout: Sendable, Equatable {
    /// A locale's pages.
    public struct Folder: Sendable, Equatable {
        public var locale: String
        /// Relative to the root (`docs`, `src/content/docs/ja`).
        public var path: String
        /// Folders directly inside `path` that are not this locale's: in Starlight the root
        /// locale's folder holds the other locales' (`src/content/docs/ja/`).
        public var skipping: Set<String> = []
        /// Pages left out by the generator's config (Docusaurus's `exclude` globs), relative to
        /// `path`: not published or checked as pages, but still read where a page imports them.
        public var excluding: [PathGlob] = []
        /// A mapping whose translations lie beside this folder's pages (`docs/{slug}.{locale}.md`,
        /// as MkDocs's i18n suffixes keep them): the files it makes for any locale code are not
        /// pages of this locale.
        public var translationsBeside: TranslationMapping? = nil
    }

    /// The generator, as messages name it (`Docusaurus`, `Starlight`, `Astro`).
    public var generator: String
    /// The generator as `layout:` names it.
    public var kind: SiteLayout { mapping != nil ? .mapped : generator == "Docusaurus" ? .docusaurus : .starlight }
    /// The config file found (`docusaurus.config.ts`).
    public var configFile: String
    public var defaultLocale: String
    /// The site's title, when the config writes it as a string literal.
    public var title: String?
    /// Every locale with pages and its folder: the default locale first.
    public var folders: [Folder]
    /// The locales with their names and language tags, when the config gives them (Starlight's
    /// `locales`); nil to take them from the folders as docgen does.
    public var locales: [SiteLocale]? = nil
    /// The absolute URL the site is published at, from the config's literals (Docusaurus's
    /// `url` and `baseUrl`, Astro's `site` and `base`), ending in `/`; nil without one.
    public var siteURL: String? = nil
    /// The locale the generator serves at the site's root (Starlight's `root` as the default).
    public var rootLocale: String? = nil
    /// The URLs the generator gives the pages, which links are written against; nil for
    /// `layout: mapped` outside a Docusaurus or Astro repository, whose links are docgen's
    /// (file paths).
    public var urls: SourceURLs? = nil
    /// Where the config names the default locale (or the locales), for findings about its folder.
    public var defaultLocaleLocation: SourceLocation? = nil
    /// Where a locale added later would get its folder, relative to the root, when that is
    /// outside every locale's folder (Docusaurus's `i18n`): `docgen serve` watches it so that a
    /// new translation is previewed without a restart. Nil where new locales' folders are inside
    /// the default one's (Starlight).
    public var newLocalesFolder: String? = nil
    /// `layout: mapped`: where each translation is, by pattern, instead of a folder per locale.
    public var mapping: TranslationMapping? = nil
    /// How the generator reads `.md` files: MDX for Docusaurus (unless its config says
    /// otherwise), Markdown for the others (`MarkdownFiles`).
    public var markdownFiles: MarkdownParser.Syntax = .markdown

    /// The layout docgen.yaml (`config`) names or the files show; nil for docgen's own.
    public static func detect(root: URL, config: SiteConfig) throws(DiagnosticsError) -> InPlaceLayout? {
        guard config.layout == .mapped else {
            // docgen.yaml's locales, its default first: an Astro site without `i18n` takes them.
            let configured = config.locales.flatMap { locales in
                locales.count > 1 ? locales.filter { $0.code == config.defaultLocale } + locales.filter { $0.code != config.defaultLocale } : nil
            }
            return try detect(root: root, layout: config.layout, at: config.layoutLocation, configured: configured)
        }
        guard let mapping = config.mapping else {
            throw DiagnosticsError(.error(.configValue, "layout: mapped needs 'translations'", file: SiteConfig.fileName, at: config.layoutLocation))
        }
        var source = Folder(locale: config.defaultLocale, path: mapping.source)
        if mapping.pattern.hasPrefix(mapping.source + "/") || mapping.source == "." { source.translationsBeside = mapping }
        var layout = InPlaceLayout(generator: "mapped", configFile: SiteConfig.fileName, defaultLocale: config.defaultLocale, title: nil,
                                   folders: [source],
                                   defaultLocaleLocation: mapping.sourceLocation, newLocalesFolder: mapping.translationsFolder, mapping: mapping)
        // The locales are docgen.yaml's, else the folders beside each other where {locale} is.
        if config.locales == nil, let folder = mapping.localesFolder {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            let found = names.sorted().filter { !$0.hasPrefix(".") && $0 != config.defaultLocale && isFolder("\(folder)/\($0)", in: root) }
            layout.locales = ([config.defaultLocale] + found).map { SiteLocale(code: $0) }
        }
        // In a Docusaurus or Astro repository, links are written against that generator's URLs
        // (its base, the default locale at the root and each other under its code), as its
        // own layout reads them.
        let generator = DocusaurusLayout.detect(root: root).map { ($0.urls, $0.siteURL, $0.markdownFiles, $0.title) }
            ?? StarlightLayout.urls(root: root).map { ($0.urls, $0.siteURL, MarkdownParser.Syntax.markdown, String?.none) }
        if let (urls, siteURL, markdownFiles, title) = generator, var urls {
            let codes = (config.locales ?? layout.locales ?? []).map(\.code)
            urls.localeSegments = Dictionary(([config.defaultLocale] + codes).map { ($0, $0 == config.defaultLocale ? "" : $0) },
                                             uniquingKeysWith: { first, _ in first })
            layout.urls = urls
            layout.siteURL = siteURL
            layout.markdownFiles = markdownFiles
            layout.title = title
        }
        return layout
    }

    /// The layout of `root` as `layout:` asks: nil for docgen's own (`content/`). `auto` reads
    /// another generator's site only when there is no `content/` folder, which says the site is
    /// docgen's; a docgen.yaml beside the other config (for `models:`) does not. A layout named
    /// in docgen.yaml whose config is not at the root is an error located at `layout:`.
    /// `configured`: docgen.yaml's locales, default first, for an Astro site without `i18n`.
    public static func detect(root: URL, layout: SiteLayout = .auto, at location: SourceLocation? = nil,
                              configured: [SiteLocale]? = nil) throws(DiagnosticsError) -> InPlaceLayout? {
        switch layout {
        case .docgen:
            return nil
        case .auto:
            guard !FileManager.default.fileExists(atPath: root.appendingPathComponent(ContentTree.folderName).path) else { return nil }
            return DocusaurusLayout.detect(root: root) ?? StarlightLayout.detect(root: root, configured: configured)
        case .mapped:
            // Its keys are docgen.yaml's: `detect(root:config:)` reads them.
            throw DiagnosticsError(.error(.configValue, "layout: mapped needs 'translations'", file: SiteConfig.fileName, at: location))
        case .docusaurus, .starlight:
            let found = layout == .docusaurus ? DocusaurusLayout.detect(root: root) : StarlightLayout.detect(root: root, configured: configured)
            guard let found else {
                let names = layout == .docusaurus ? DocusaurusLayout.configNames : StarlightLayout.configNames
                let what = layout == .starlight ? " calling starlight( or beside a \(StarlightLayout.docsFolder) folder" : ""
                throw DiagnosticsError(.error(.inputNoContent, "layout: \(layout.rawValue), but no \(names.joined(separator: " or "))\(what) at the site root",
                                              file: SiteConfig.fileName, at: location))
            }
            return found
        }
    }

    /// The first of `names` at `root` and its text.
    static func config(root: URL, names: [String]) -> (name: String, text: String)? {
        let fm = FileManager.default
        guard let name = names.first(where: { fm.fileExists(atPath: root.appendingPathComponent($0).path) }) else { return nil }
        return (name, (try? FileReader.readText(root.appendingPathComponent(name), displayPath: name)) ?? "")
    }

    /// `origin` (`https://docs.example.com`) followed by the base path (`/sdk/`), ending in `/`.
    static func siteURL(origin: String?, base: String) -> String? {
        guard var url = origin, url.contains("://") else { return nil }
        while url.hasSuffix("/") { url.removeLast() }
        url += base.hasPrefix("/") ? base : "/" + base
        return url.hasSuffix("/") ? url : url + "/"
    }

    static func isFolder(_ path: String, in root: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory
    }
}
