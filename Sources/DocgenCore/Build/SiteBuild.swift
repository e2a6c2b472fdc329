import Dispatch
import Foundation

/// What a finished build reports.
public struct BuildReport: Sendable {
    /// Pages written per locale code, fallbacks included.
    public var pages: [String: Int]
    /// Fallback pages (untranslated) per locale code.
    public var fallbacks: [String: Int]
    public var warnings: [Diagnostic]
    public var output: URL
    public var seconds: Double
    /// Each page's route (`ja/flow-events/`) and the file it was built from.
    public var sources: [String: String] = [:]
}

/// `docgen build`: read → parse → route → render → write, each phase on every core where the
/// work is per page. Content problems are collected over the whole site and reported together;
/// any error leaves the previous output untouched.
public struct SiteBuild: Sendable {
    public var root: URL
    public var out: URL
    /// Resolves `{{api:…}}` inline facts; pages that use one fail to build without it.
    public var facts: (any FactSource)?

    public init(root: URL, out: URL? = nil, facts: (any FactSource)? = nil) {
        self.root = root.standardizedFileURL
        self.out = (out ?? root.appendingPathComponent("_site")).standardizedFileURL
        self.facts = facts
    }

    public func run(progress: some BuildProgress = SilentProgress()) throws(DiagnosticsError) -> BuildReport {
        let clock = ContinuousClock.now
        progress.begin(phase: "read", total: 0)
        let output = try OutputDirectory(out: out, root: root)
        let facts = self.facts
        let config = try SiteConfig.load(root: root)
        let theme = try Theme.load(root: root)
        let tree = try ContentTree.scan(root: root)
        let locales = try Self.locales(config: config, folders: tree.localeFolders)
        var diagnostics = config.warnings + tree.warnings

        let pageFiles = tree.files.filter(\.isPage)
        progress.begin(phase: "parse", total: pageFiles.count)
        let parsed = pageFiles.parallelMap { file -> (ParsedPage?, [Diagnostic]) in
            let result = ParsedPage.read(file)
            progress.advance(by: 1)
            return result
        }
        diagnostics += parsed.flatMap(\.1)
        try Self.stopOnErrors(diagnostics)
        let index = try SiteIndex.make(config: config, locales: locales, pages: parsed.compactMap(\.0))
        if !config.baseURL.contains("://") {
            diagnostics.append(.warning("docgen.config.base-url",
                                        "no absolute baseURL in \(SiteConfig.fileName); canonical links and sitemap.xml use site-relative URLs",
                                        file: nil))
        }

        var assetPaths: [String: Set<String>] = [:]
        for file in tree.files where !file.isPage { assetPaths[file.locale, default: []].insert(file.path) }
        let assets = assetPaths
        let routed = locales.flatMap { locale in
            (index.order[locale.code] ?? []).compactMap { index.page($0, in: locale.code) }
        }
        let context = PageContext(index: index, theme: theme)

        try output.begin()
        progress.begin(phase: "render", total: routed.count)
        let rendered = routed.parallelMap { page -> [Diagnostic] in
            defer { progress.advance(by: 1) }
            var renderer = HTMLRenderer(outline: page.source.outline,
                                        links: SiteLinkRewriter(index: index, page: page, assets: assets),
                                        admonitionTitles: Self.admonitionTitles(theme.strings(for: page.locale)),
                                        facts: facts.map { ($0, page.source) })
            let body = renderer.render(page.source.document)
            // A fallback page repeats the original's findings; report them once.
            var found = page.isFallback ? [] : renderer.links.diagnostics + renderer.diagnostics.map { diagnostic in
                var located = diagnostic
                located.file = located.file ?? page.source.file.displayPath
                return located
            }
            do {
                let html = try theme.templates.render("page.html", context: context.context(for: page, contentHTML: body))
                try output.write(page.route + "index.html", html)
            } catch let error as TemplateError {
                found.append(.error("docgen.template.render", error.message, file: error.file, at: error.location))
            } catch let error as DiagnosticsError {
                found += error.diagnostics
            } catch {
                found.append(.error("docgen.output.unwritable", "\(error)", file: nil))
            }
            return found
        }
        diagnostics += rendered.flatMap { $0 }
        do throws(DiagnosticsError) {
            try Self.stopOnErrors(diagnostics)
            progress.begin(phase: "write", total: 0)
            for file in tree.files where !file.isPage {
                guard let data = FileManager.default.contents(atPath: file.url.path) else {
                    throw DiagnosticsError(.error("docgen.input.unreadable", "cannot read file", file: file.displayPath))
                }
                try output.write("\(file.locale)/\(file.path)", [UInt8](data))
            }
            for (name, bytes) in theme.assets { try output.write("assets/\(name)", bytes) }
            try output.write("index.html", try renderTemplate(theme, "index.html", context.rootContext()))
            try output.write("404.html", try renderTemplate(theme, "404.html", context.notFoundContext()))
            try output.write("sitemap.xml", Sitemap.xml(index, alternates: context.alternates(of:)))
            try output.commit()
        } catch {
            output.discard()
            throw error
        }

        var pages: [String: Int] = [:]
        var fallbacks: [String: Int] = [:]
        for page in routed {
            pages[page.locale, default: 0] += 1
            if page.isFallback { fallbacks[page.locale, default: 0] += 1 }
        }
        let elapsed = ContinuousClock.now - clock
        var sources: [String: String] = [:]
        for page in routed { sources[page.route] = page.source.file.displayPath }
        return BuildReport(pages: pages, fallbacks: fallbacks, warnings: diagnostics, output: output.url,
                           seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                           sources: sources)
    }

    private func renderTemplate(_ theme: Theme, _ name: String, _ context: TemplateValue) throws(DiagnosticsError) -> String {
        do {
            return try theme.templates.render(name, context: context)
        } catch {
            throw DiagnosticsError(.error("docgen.template.render", error.message, file: error.file, at: error.location))
        }
    }

    static func stopOnErrors(_ diagnostics: [Diagnostic]) throws(DiagnosticsError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
    }

    static func admonitionTitles(_ strings: [String: String]) -> [String: String] {
        var titles: [String: String] = [:]
        for (key, value) in strings where key.hasPrefix("admonition.") {
            titles[String(key.dropFirst("admonition.".count))] = value
        }
        return titles
    }

    /// The site's locales: from the config when it lists them, else from the folders; the
    /// default locale first. A folder that is not a locale is an error.
    public static func locales(config: SiteConfig, folders: [String]) throws(DiagnosticsError) -> [SiteLocale] {
        var problems: [Diagnostic] = []
        let configured = config.locales
        for folder in folders {
            let known = configured.map { $0.contains { $0.code == folder } } ?? (SiteLocale.knownNames[folder] != nil)
            if !known {
                let list = configured.map { $0.map(\.code) } ?? SiteLocale.knownNames.keys.sorted()
                problems.append(.error("docgen.input.unknown-locale",
                                       "'\(folder)' is not a locale of this site (\(list.joined(separator: ", "))); add it to 'locales' in \(SiteConfig.fileName) or rename the folder",
                                       file: "\(ContentTree.folderName)/\(folder)"))
            }
        }
        if !folders.contains(config.defaultLocale) {
            problems.append(.error("docgen.input.no-default-locale",
                                   "no '\(ContentTree.folderName)/\(config.defaultLocale)' folder for the default locale '\(config.defaultLocale)'",
                                   file: ContentTree.folderName))
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var locales = configured ?? folders.map { SiteLocale(code: $0) }
        if let i = locales.firstIndex(where: { $0.code == config.defaultLocale }), i != 0 {
            locales.insert(locales.remove(at: i), at: 0)
        }
        return locales
    }
}
