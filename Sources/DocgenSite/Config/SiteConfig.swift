import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// `docgen.yaml` at the site root. Every key is optional; a content folder with no config
/// builds with the defaults (locales from the folders, English first).
public struct SiteConfig: Sendable {
    public static let fileName = "docgen.yaml"

    public var title: String
    /// The absolute URL the site is published at, ending in `/`; canonical URLs, hreflang and
    /// the sitemap are built from it.
    public var baseURL: String
    public var defaultLocale: String
    /// The locales in the order the language switcher lists them; nil means "from the folders".
    public var locales: [SiteLocale]?
    /// API models by the name pages use (`model: sdk4`): an SDK's Swift source, read as the
    /// compiler would for a platform, or symbol graphs (see `ModelSpec`).
    public var models: [ModelSpec] = []
    /// A folder of symbol graphs to check against instead of the models, each module a model.
    public var symbolGraphs: String?
    /// Where the config names `symbolGraphs`.
    public var symbolGraphsLocation: SourceLocation?
    /// The largest file of `content/` published as it is (an image, a video), in bytes:
    /// `limits: {assetMiB: N}`, 100 MiB by default. Assets are streamed, never held whole; a
    /// larger one is an error naming it, not a build that copies gigabytes.
    public var assetLimit = 100 * 1024 * 1024
    /// Problems in the config that do not stop a build (an unknown key).
    public var warnings: [Diagnostic] = []
    /// `html:`, what pages' raw HTML may do (see `SiteConfig+Safety.swift`).
    public var rawHTML: RawHTMLMode = .safe
    /// `assets: {allowActive: true}`: publish the files in `content/` a browser runs as pages.
    public var allowsActiveAssets = false
    /// `editURL:`, the start of every page's "Edit this page" link, followed by the page's path
    /// from the site root (`content/ja/flow-events.md`); none without it.
    public var editURL: String?
    /// The site's root folder on disk, where `load(root:)` read the configuration: a link to a
    /// file of the repository outside the pages is looked for there.
    public var rootPath: String?
    /// `layout:`, where the pages are: found from the files by default (`SiteLayout`).
    public var layout: SiteLayout = .auto
    /// Where the config names `layout`, for findings about the layout it names.
    public var layoutLocation: SourceLocation?
    /// `urls:`, what a page's URL is made of: its path (the default) or its name alone.
    public var urlStyle: PageURLStyle = .paths
    /// `partials:`, a folder of Markdown partials every MDX page uses without importing them
    /// (`GlobalPartials`), relative to the root.
    public var partialsFolder: String?
    /// Where the config names `partials`.
    public var partialsLocation: SourceLocation?
    /// `source:` and `translations:` of `layout: mapped`.
    public var mapping: TranslationMapping?
    /// `mdx: {markdownFiles: …}`: how `.md` pages are read, when docgen.yaml says; nil to
    /// follow the layout (`MarkdownFiles`).
    public var markdownFiles: MarkdownParser.Syntax?
    /// MDX components docgen does not render itself, by name, and what each becomes.
    public var components: [String: ComponentHandling] = [:]
    /// Names the site's Swift samples use without declaring them, with their types
    /// (`sampleNames: {app: Application, req: Request}`): the check reads them as values of
    /// those types wherever a page does not declare them itself.
    public var sampleNames: [String: String] = [:]
    /// Where each of `components` is named in docgen.yaml, for findings about the entry.
    public var componentLocations: [String: SourceLocation] = [:]
    /// The URLs the Docusaurus or Starlight site read in place gives its pages, which its
    /// links are written against; nil for docgen's own layout.
    public var sourceURLs: SourceURLs?
    /// The locale published at the site's root (`/guides/x/`) instead of in a folder of its own
    /// (`/ja/guides/x/` beside it): Starlight's `root` locale when it is the default.
    public var rootLocale: String?
    /// The keys docgen.yaml sets: they win over what another generator's config says.
    public var keysSet: Set<String> = []

    public init(title: String = "Documentation", baseURL: String = "/", defaultLocale: String = "en",
                locales: [SiteLocale]? = nil) {
        self.title = title
        self.baseURL = baseURL
        self.defaultLocale = defaultLocale
        self.locales = locales
    }

    /// The path part of `baseURL` (`/docs/` for `https://example.com/docs/`), for pages such as
    /// `404.html` that are served at any depth and so cannot use relative links.
    public var basePath: String {
        guard let schemeEnd = baseURL.firstRange(ofLiteral: "://") else { return baseURL }
        let afterHost = baseURL[schemeEnd.upperBound...].drop(while: { $0 != "/" })
        return afterHost.isEmpty ? "/" : String(afterHost)
    }

    public static func load(root: URL) throws(DiagnosticsError) -> SiteConfig {
        var config = try loadFile(root: root)
        config.rootPath = root.path
        return config
    }

    private static func loadFile(root: URL) throws(DiagnosticsError) -> SiteConfig {
        let url = root.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return SiteConfig() }
        let text = try FileReader.readText(url, displayPath: fileName)
        let node: YAMLNode
        do {
            node = try YAMLReader.read(text)
        } catch {
            let what = error.isOverLimit ? "is too large to read" : "is not valid YAML"
            throw DiagnosticsError(.error(.configSyntax, "\(fileName) \(what): \(error.message)", file: fileName, at: error.location))
        }
        return try parse(node)
    }

    static func parse(_ node: YAMLNode) throws(DiagnosticsError) -> SiteConfig {
        let file = fileName
        guard case .mapping(let entries, _) = node else {
            throw DiagnosticsError(.error(.configType, "\(file) must be a mapping of keys to values", file: file, at: node.location))
        }
        var config = SiteConfig()
        var problems: [Diagnostic] = []
        for entry in entries {
            config.keysSet.insert(entry.key)
            switch entry.key {
            case "title":
                if let s = entry.value.string { config.title = s } else {
                    problems.append(.error(.configType, "'title' must be text", file: file, at: entry.value.location))
                }
            case "baseURL":
                if var s = entry.value.string {
                    if !s.hasSuffix("/") { s += "/" }
                    config.baseURL = s
                } else {
                    problems.append(.error(.configType, "'baseURL' must be a URL", file: file, at: entry.value.location))
                }
            case "defaultLocale":
                if let s = entry.value.string {
                    config.defaultLocale = s
                    if let problem = SiteLocale.codeProblem(s) {
                        problems.append(.error(.configLocaleCode, "defaultLocale \(problem)", file: file, at: entry.value.location))
                    }
                } else {
                    problems.append(.error(.configType, "'defaultLocale' must be a locale code", file: file, at: entry.value.location))
                }
            case "locales":
                guard case .sequence(let items, _) = entry.value else {
                    problems.append(.error(.configType, "'locales' must be a list such as '- code: en'",
                                           file: file, at: entry.value.location))
                    continue
                }
                var locales: [SiteLocale] = []
                for item in items {
                    // A code names the locale's folder in the output: it must not be a path.
                    if let code = item.string ?? item["code"]?.string, let problem = SiteLocale.codeProblem(code) {
                        problems.append(.error(.configLocaleCode, "locale \(problem)", file: file,
                                               at: (item["code"] ?? item).location))
                        continue
                    }
                    if let code = item.string {
                        locales.append(SiteLocale(code: code))
                    } else if let code = item["code"]?.string {
                        locales.append(SiteLocale(code: code, name: item["name"]?.string, languageTag: item["hreflang"]?.string))
                    } else {
                        problems.append(.error(.configType, "each locale needs a 'code'", file: file, at: item.location))
                    }
                }
                config.locales = locales
            case "symbolGraphs":
                if let s = entry.value.string {
                    config.symbolGraphs = s
                    config.symbolGraphsLocation = entry.value.location
                } else {
                    problems.append(.error(.configType, "'symbolGraphs' must be a folder", file: file, at: entry.value.location))
                }
            case "models":
                guard case .mapping(let models, _) = entry.value else {
                    problems.append(.error(.configType, "'models' must map names to folders, e.g. 'sdk: ../MySDK'",
                                           file: file, at: entry.value.location))
                    continue
                }
                for model in models {
                    if let spec = ModelSpec.read(name: model.key, model.value, file: file, problems: &problems) {
                        config.models.append(spec)
                    }
                }
            case "limits":
                guard case .mapping(let limits, _) = entry.value else {
                    problems.append(.error(.configType, "'limits' must map limits to numbers, e.g. 'assetMiB: 200'",
                                           file: file, at: entry.value.location))
                    continue
                }
                for limit in limits {
                    switch limit.key {
                    case "assetMiB":
                        guard let text = limit.value.string, let mib = Int(text), mib > 0, mib <= 1 << 20 else {
                            problems.append(.error(.configType, "'assetMiB' must be a whole number of MiB from 1 to 1048576",
                                                   file: file, at: limit.value.location))
                            continue
                        }
                        config.assetLimit = mib * 1024 * 1024
                    default:
                        problems.append(.warning(.configUnknownKey, "unknown limit '\(limit.key)' in \(file); the limits are: assetMiB",
                                                 file: file, at: limit.keyLocation))
                    }
                }
            case "editURL":
                if let s = entry.value.string, s.contains("://") {
                    config.editURL = s.hasSuffix("/") ? s : s + "/"
                } else {
                    problems.append(.error(.configType, "'editURL' must be an absolute URL, e.g. https://github.com/org/repo/edit/main/",
                                           file: file, at: entry.value.location))
                }
            case "layout":
                if let s = entry.value.string, let layout = SiteLayout(rawValue: s) {
                    config.layout = layout
                    config.layoutLocation = entry.value.location
                } else {
                    problems.append(.error(.configValue, "'layout' must be one of \(SiteLayout.allCases.map(\.rawValue).joined(separator: ", "))",
                                           file: file, at: entry.value.location))
                }
            case "urls":
                if let s = entry.value.string, let style = PageURLStyle(rawValue: s) {
                    config.urlStyle = style
                } else {
                    problems.append(.error(.configValue, "'urls' must be one of \(PageURLStyle.allCases.map(\.rawValue).joined(separator: ", ")): a page's URL is its path, or its file's name alone",
                                           file: file, at: entry.value.location))
                }
            case "partials":
                if let s = entry.value.string, !s.isEmpty, !s.hasPrefix("/"), !s.split(separator: "/").contains("..") {
                    var folder = s
                    while folder.hasSuffix("/") { folder.removeLast() }
                    config.partialsFolder = folder
                    config.partialsLocation = entry.value.location
                } else {
                    problems.append(.error(.configValue, "'partials' must be a folder inside the site's root, e.g. src/components/reusable",
                                           file: file, at: entry.value.location))
                }
            case "source", "translations":
                // Read with `layout`, below: they mean something only to `layout: mapped`.
                break
            case "components":
                guard case .mapping(let components, _) = entry.value else {
                    problems.append(.error(.configType, "'components' must map component names to unwrap, drop, {model: NAME} or {partial: NAME}",
                                           file: file, at: entry.value.location))
                    continue
                }
                for component in components {
                    // An entry for a component docgen renders itself is set aside by the scan
                    // (`SiteScan`), which knows those components.
                    guard let handling = ComponentHandling.read(name: component.key, component.value, file: file, problems: &problems) else { continue }
                    config.components[component.key] = handling
                    config.componentLocations[component.key] = component.keyLocation
                }
            case "sampleNames":
                guard case .mapping(let names, _) = entry.value else {
                    problems.append(.error(.configType, "'sampleNames' must map names to types, e.g. 'sampleNames: {app: Application}'",
                                           file: file, at: entry.value.location))
                    continue
                }
                for name in names {
                    let isIdentifier = name.key.first.map { $0.isLetter || $0 == "_" } == true
                        && name.key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                    guard isIdentifier, let type = name.value.string, !type.isEmpty, type.first?.isLetter == true else {
                        problems.append(.error(.configType, "'sampleNames' maps a Swift name to a type name, e.g. 'app: Application'; '\(name.key)' does not",
                                               file: file, at: name.keyLocation))
                        continue
                    }
                    config.sampleNames[name.key] = type
                }
            case "mdx":
                config.markdownFiles = markdownFiles(entry.value, file: file, problems: &problems)
            case "html":
                config.rawHTML = rawHTMLMode(entry.value, problems: &problems)
            case "assets":
                config.allowsActiveAssets = activeAssetsAllowance(entry.value, problems: &problems)
            default:
                problems.append(.warning(.configUnknownKey, "unknown key '\(entry.key)' in \(file)",
                                         file: file, at: entry.keyLocation))
            }
        }
        if config.layout == .mapped {
            config.mapping = TranslationMapping.read(source: node["source"], translations: node["translations"], layoutLocation: config.layoutLocation,
                                                     file: file, singleLocale: (config.locales?.count ?? 1) == 1, problems: &problems)
        } else {
            for key in ["source", "translations"] {
                guard case .mapping(let entries, _) = node, let entry = entries.first(where: { $0.key == key }) else { continue }
                problems.append(.error(.configValue, "'\(key)' is a key of layout: mapped; add 'layout: mapped' or remove it",
                                       file: file, at: entry.keyLocation))
            }
        }
        if let locales = config.locales, !locales.contains(where: { $0.code == config.defaultLocale }) {
            problems.append(.error(.configDefaultLocale,
                                   "defaultLocale '\(config.defaultLocale)' is not one of the locales (\(locales.map(\.code).joined(separator: ", ")))",
                                   file: file, at: node["defaultLocale"]?.location ?? node.location))
        }
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticsError(problems) }
        config.warnings = problems
        return config
    }
}
