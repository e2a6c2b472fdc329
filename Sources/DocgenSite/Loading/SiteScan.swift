import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// What every command reads of a site before its pages: the config, the content tree and the
/// locales they give, and the findings about them.
public struct SiteScan: Sendable {
    public let root: URL
    public let config: SiteConfig
    public let tree: ContentTree
    public let locales: [SiteLocale]
    /// Warnings about the config and the content tree.
    public let warnings: [Diagnostic]
    /// The folders' category files, read (`SiteCategory`).
    public let categories: [SiteCategory]
    /// The category files' text, one after another: part of what every page's sidebar depends on.
    public let categoriesText: String

    /// The page files, in the content tree's order (locale by locale).
    public var pageFiles: [ContentFile] { tree.files.filter(\.isPage) }
    /// Every other file of the content tree, published as it is.
    public var assetFiles: [ContentFile] { tree.files.filter { !$0.isPage } }
    /// The files of the generator's static folders, published at the site's root
    /// (`ContentTree.staticFiles`).
    public var staticFiles: [ContentFile] { tree.staticFiles }

    /// Reads the config and scans `content/`; errors (an unknown locale folder, a link out of
    /// the root) throw together. `knownPages` gives, by display path, the settled identity
    /// each page had when the caller last read it (a rebuild's manifest, a preview's last
    /// load), asked for only by a layout with drafts: such a page still having it is still no
    /// draft, and is not read to find out (`ContentTree.scan`).
    public init(root: URL, knownPages: (@Sendable () -> [String: String])? = nil) throws(DiagnosticsError) {
        self.root = root.standardizedFileURL
        var config = try SiteConfig.load(root: self.root)
        // A component docgen renders itself (`Tabs`…) is rendered, and checked, as ever,
        // whatever an entry under `components:` says: said, not silently ignored.
        var builtIn: [Diagnostic] = []
        for name in config.components.keys.sorted() where MDXComponents.isKnown(name) {
            config.components[name] = nil
            builtIn.append(.warning(.configBuiltinComponent, "<\(name)> is a component docgen renders itself; its entry under 'components' is ignored",
                                    file: SiteConfig.fileName, at: config.componentLocations[name],
                                    fix: .init(message: "remove the entry, or rename the component in the pages")))
        }
        tree = try ContentTree.scan(root: self.root, config: config, knownPages: knownPages)
        // A site with no page would build an empty site and pass every check: never a silent green.
        guard tree.files.contains(where: \.isPage) else {
            let folders = tree.layout.map { $0.folders.map(\.path).joined(separator: ", ") } ?? "\(ContentTree.folderName)/<locale>/"
            throw DiagnosticsError([.error(.inputNoContent, "no page (.md or .mdx) in \(folders)", file: nil)] + tree.warnings)
        }
        // A Docusaurus or Starlight site's config gives the default locale, locales and title
        // that docgen.yaml (there for `models:`, when there is one) does not set itself.
        if let layout = tree.layout {
            if !config.keysSet.contains("defaultLocale") { config.defaultLocale = layout.defaultLocale }
            if let title = layout.title, !config.keysSet.contains("title") { config.title = title }
            if let locales = layout.locales, !config.keysSet.contains("locales") { config.locales = locales }
            if let url = layout.siteURL, !config.keysSet.contains("baseURL") { config.baseURL = url }
            config.sourceURLs = layout.urls
            // Pages published by name sit side by side: unless the config says otherwise,
            // their URLs end in the name, and a relative link (`setup`) resolves beside it.
            if config.urlStyle == .flat, config.sourceURLs?.trailingSlashIsSet == false { config.sourceURLs?.trailingSlash = false }
            config.rootLocale = layout.rootLocale
        }
        self.config = config
        globalPartials = try GlobalPartials.find(root: self.root, config: config)
        locales = try SiteLocale.resolve(config: config, folders: tree.localeFolders)
        var categories: [SiteCategory] = []
        var categoriesText = ""
        var problems: [Diagnostic] = []
        for file in tree.categoryFiles {
            let read = SiteCategory.read(file)
            if let category = read.category { categories.append(category) }
            categoriesText += "\u{0}\(file.displayPath)\u{0}\(read.text)"
            problems += read.problems
        }
        self.categories = categories
        self.categoriesText = categoriesText
        warnings = config.warnings + builtIn + tree.warnings + problems
    }

    /// The partials every MDX page may use without importing them (`GlobalPartials`).
    public let globalPartials: [String: String]

    /// A store for one load's partials, read as this site reads them.
    public func partialStore() -> PartialStore {
        PartialStore(markdownFiles: markdownSyntax, globals: globalPartials)
    }

    /// Whose rules the pages' front matter follows (`ParsedPage.parse`).
    public var pageLayout: SiteLayout { tree.layout?.kind ?? .docgen }

    /// How `.md` pages and partials are read: docgen.yaml's `mdx: {markdownFiles:}`, else as
    /// the layout's generator reads them (`MarkdownFiles`).
    public var markdownSyntax: MarkdownParser.Syntax { MarkdownFiles.syntax(config: config, layout: tree.layout) }

    /// True for a page of the default locale: the source translations record. Only its
    /// revision (section hashes) is ever compared with, so only its revision is made.
    public func isOriginal(_ file: ContentFile) -> Bool {
        file.locale == config.defaultLocale
    }
}
