import DocgenAPIModel
import DocgenMarkdown
import DocgenRender
import DocgenSite
import DocgenSupport
import DocgenSwift
import FoundationEssentials

/// What `docgen check` found.
public struct CheckReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var pages: Int
    public var catalog: ModelCatalog
    /// Where each translation stands; nil when the site could not be indexed.
    public var translations: TranslationStatus?
    /// The pages the check read (`pageTexts`).
    var loaded: [LoadedPage] = []

    /// The text of each page and partial the check read, by display path, as it was read:
    /// what a report quotes for a finding, without reading the file again. Made when asked
    /// (the command line's report asks; the preview server's re-checks do not).
    public var pageTexts: [String: String] {
        var texts: [String: String] = [:]
        // Read through the optional, not bound: a copy of each parsed page was as much as the rest.
        for page in loaded {
            if let text = page.page?.text { texts[page.file.displayPath] = text }
            for partial in page.page?.partials ?? [] { texts[partial.page.file.displayPath] = partial.page.text }
        }
        return texts
    }

    public var errorCount: Int { diagnostics.reduce(0) { $1.severity == .error ? $0 + 1 : $0 } }
    public var warningCount: Int { diagnostics.reduce(0) { $1.severity == .warning ? $0 + 1 : $0 } }
}

/// `docgen check`: every page parsed while the API models load, its model chosen (front
/// matter, else the model its API tables match), then the rules run on every core, and beside
/// them the site-wide rules: links resolved in each page's locale, and translations compared
/// with their English pages. Content findings are collected into the report; only a site or
/// model that cannot be read at all throws.
public struct SiteCheck: Sendable {
    public var root: URL
    public var symbolGraphs: URL?
    /// Where extracted models are cached; nil for none.
    public var cacheDirectory: URL?
    /// What becomes of the loaded site after the check: a command that exits next leaves its
    /// thousands of trees to the exit (`MemoryPolicy`).
    public var memory: MemoryPolicy

    public init(root: URL, symbolGraphs: URL? = nil, cacheDirectory: URL? = CacheDirectory.url, memory: MemoryPolicy = .freed) {
        self.root = root.standardizedFileURL
        self.symbolGraphs = symbolGraphs
        self.cacheDirectory = cacheDirectory
        self.memory = memory
    }

    public func run() throws(DiagnosticsError) -> CheckReport {
        try run(until: { false })!
    }

    /// The check, given up (nil) as soon as `cancelled` says so: the preview server stops a
    /// check that a newer edit made stale, so the rebuild for that edit has the cores.
    public func run(until cancelled: @escaping @Sendable () -> Bool) throws(DiagnosticsError) -> CheckReport? {
        let scan = try SiteScan(root: root)
        let loading = BackgroundValue { [root, symbolGraphs, cacheDirectory] () -> Result<ModelCatalog, DiagnosticsError> in
            do throws(DiagnosticsError) {
                return .success(try ModelCatalog.load(root: root, config: scan.config, symbolGraphs: symbolGraphs, cacheDirectory: cacheDirectory))
            } catch {
                return .failure(error)
            }
        }
        let partials = scan.partialStore()
        let pages = scan.pageFiles.parallelMap { file in
            cancelled() ? LoadedPage(file: file, hash: nil, page: nil, problems: [])
                : LoadedPage.read(file, isOriginal: scan.isOriginal(file), layout: scan.pageLayout, markdownFiles: scan.markdownSyntax, partials: partials)
        }
        let catalog = try loading.wait().get()
        if cancelled() { return nil }
        let site = LoadedSite(scan: scan, pages: pages)
        defer { memory.keep(site) }
        return run(site: site, catalog: catalog, until: cancelled)
    }

    /// The check of a site already loaded, against models already loaded: what the preview
    /// server runs after a rebuild, on the pages the rebuild used.
    public func run(site: LoadedSite, catalog: ModelCatalog,
                    until cancelled: @escaping @Sendable () -> Bool = { false }) -> CheckReport? {
        let scan = site.scan
        // The site rules need the pages but not the model: they run beside the page rules, so
        // their serial steps (routing, translation status) take no time of their own.
        let siteRules = SiteRules(config: scan.config, locales: scan.locales, layout: scan.tree.layout, pages: site.parsed,
                                  assets: scan.assetFiles, cancelled: cancelled)
        let checking = BackgroundValue { siteRules.run() }
        let added = catalog.models.isEmpty ? [:]
            : CodeSampleRule.addedMembers(ofSite: site.pages.compactMap(\.page).flatMap { [$0] + $0.partialPages }, components: scan.config.components)
        let results = site.pages.parallelMap { loaded -> [Diagnostic] in
            guard let page = loaded.page, !cancelled() else { return loaded.problems }
            // A partial is checked as its own file, once for each page that includes it (with
            // that page's model); the same finding from several pages is reported once, below.
            let own = PageChecker(page: page.withoutPartialContent, catalog: catalog, components: scan.config.components,
                                  sampleNames: scan.config.sampleNames, siteAddedMembers: added).run()
            return loaded.problems + own + page.partialPages.flatMap { partial in
                // The page's model, if unknown, is the page's finding (at its `model:`), not the partial's.
                PageChecker(page: partial, catalog: catalog, components: scan.config.components, sampleNames: scan.config.sampleNames,
                            siteAddedMembers: added).run().filter {
                    $0.rule != .modelUnknown || $0.location != nil
                }
            }
        }
        let checked = checking.wait()
        if cancelled() { return nil }
        // A site without models gets no API rules, and one note saying how to add a model.
        let modelNote = catalog.models.isEmpty ? [ModelCatalog.noModelNote(root: scan.root)] : []
        // A component's template partial is the theme's business, but a missing one fails the build.
        let templates = (try? Theme.load(root: scan.root)).map { $0.missingComponentTemplates(scan.config) } ?? []
        let diagnostics = scan.warnings + templates + catalog.warnings + modelNote
            + ParityModelAgreement.fold(Diagnostic.unique(results.flatMap { $0 } + checked.diagnostics))
        return CheckReport(diagnostics: UnknownComponentWarnings.fold(diagnostics, configured: scan.config.components),
                           pages: site.pages.count, catalog: catalog, translations: checked.status, loaded: site.pages)
    }
}

/// The rules that read a page together with the rest of the site.
struct SiteRules {
    let config: SiteConfig
    let locales: [SiteLocale]
    /// The Docusaurus or Starlight layout the pages were read from, which places each locale's folder.
    var layout: InPlaceLayout? = nil
    let pages: [ParsedPage]
    let assets: [ContentFile]
    /// Checked between pages: a cancelled check's findings are thrown away.
    var cancelled: @Sendable () -> Bool = { false }

    func run() -> (diagnostics: [Diagnostic], status: TranslationStatus?) {
        let index: SiteIndex
        do {
            index = try SiteIndex.make(config: config, locales: locales, pages: pages.map(\.summary))
        } catch {
            return (error.diagnostics, nil)
        }
        let assets = Dictionary(grouping: self.assets, by: \.locale).mapValues { Set($0.map(\.path)) }
        // Where links are the generator's URLs, translations' links are compared by the pages
        // they reach: resolved here once, with the rest of the links.
        let linksAreURLs = config.sourceURLs != nil
        let links = LinkRule(index: index, assets: assets, keepsPageKeys: linksAreURLs)
        let cancelled = self.cancelled
        let linkFindings = pages.parallelMap { cancelled() ? LinkRule.Findings() : links.check($0) }
        var diagnostics = linkFindings.flatMap(\.diagnostics)
        if let note = LinkRule.byNameNote(linkFindings) { diagnostics.append(note) }
        var keysByFile: [String: [String: String]] = [:]
        for (page, found) in zip(pages, linkFindings) { keysByFile[page.file.displayPath] = found.pageKeys }
        let pageKeys = keysByFile
        let pages = self.pages.map(\.withoutPartialContent)
        let status = TranslationStatus.make(index: index)
        let byPath = Dictionary(pages.map { ($0.file.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics += TranslationRule(status: status, pages: byPath, layout: layout).check()
        let byPlace = Dictionary(pages.map { ("\($0.file.locale)\u{0}\($0.file.path)", $0) }, uniquingKeysWith: { first, _ in first })
        let groups: [(ParsedPage, [ParsedPage])] = status.originals.compactMap { original in
            guard let page = byPath[original.file.displayPath] else { return nil }
            let translations = status.locales.compactMap { byPlace["\($0)\u{0}\(original.file.path)"] }
            return translations.isEmpty ? nil : (page, translations)
        }
        diagnostics += groups.parallelMap { cancelled() ? [] : ParityRule(original: $0.0, translations: $0.1, status: status,
                                                                        index: linksAreURLs ? index : nil, pageKeys: pageKeys,
                                                                        mapping: config.mapping).check() }.flatMap { $0 }
        return (diagnostics, status)
    }
}

/// The rules on one page: each part of it (the page's own model, and each section or block
/// scoped to another by a marker or an admonition's attribute) against its model.
struct PageChecker {
    let page: ParsedPage
    let catalog: ModelCatalog
    /// docgen.yaml's `components:`, which scope a component's children to a model or drop them.
    var components: [String: ComponentHandling] = [:]
    /// `sampleNames` of the site's configuration.
    var sampleNames: [String: String] = [:]
    /// What the samples of the site's pages add to types (`CodeSampleRule.addedMembers(ofSite:)`).
    var siteAddedMembers: [String: Set<String>] = [:]

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let file = page.file.displayPath
        let content = PageContent(page.document, components: components)
        let locator = TextLocator(page.text)

        var pageModel: APIModel?
        if let name = page.frontMatter.model {
            pageModel = catalog.model(named: name)
            if pageModel == nil {
                diagnostics.append(.error(.modelUnknown, "no model named '\(name)'; \(knownModels)",
                                          file: file, at: page.frontMatter.fields["model"]?.location))
            }
        }
        // A scope naming no model of the site is reported once per place, and its part is
        // then checked as the page's.
        var scopeModels: [ModelScope: APIModel] = [:]
        for declaration in content.scopeDeclarations {
            guard let name = declaration.model else { continue }
            if let model = catalog.model(named: name) {
                scopeModels[declaration] = model
            } else {
                diagnostics.append(.error(.modelUnknown, "no model named '\(name)' for this part of the page; \(knownModels)",
                                          file: file, at: declaration.location))
            }
        }
        let pagePart = content.only(.page)
        let ordered = pageModel.map { model in [model] + catalog.models.filter { $0.name != model.name } } ?? catalog.models
        // The Android or Flutter guide of a multi-platform site (its code all Kotlin, Dart,
        // TypeScript…, none Swift) documents another SDK of the same names: its tables and prose
        // are not read against a Swift model, unless its front matter or a marker names one.
        let documentsAnotherSDK = pageModel == nil && page.frontMatter.model == nil && scopeModels.isEmpty
            && OtherPlatformCode.isAll(content.codeBlocks)
        var bindings: [TableRule.Binding] = []
        // A tab of another platform (Android beside iOS) is that SDK's, as such a page is.
        let readsModel = { (scope: ModelScope) in !documentsAnotherSDK && scope.platform != ModelScope.otherSDK }
        for table in content.tables where readsModel(table.scope) {
            let models = scopeModels[table.scope].map { [$0] } ?? ordered
            if let binding = TableRule.bind(table, models: models, context: { content.sectionText(table.section) }, file: file, into: &diagnostics) {
                bindings.append(binding)
            }
        }
        // A page without `model:` is read against the model its tables match first, but not
        // only: such a page (an overview, a guide with SDK 3 and SDK 4 tabs) may show code of
        // either, and a construct another model accepts is fine.
        var inferred: APIModel?
        if pageModel == nil, page.frontMatter.model == nil {
            var votes: [String: Int] = [:]
            for binding in bindings where binding.table.scope == .page { votes[binding.model.name, default: 0] += binding.table.table.rows.count }
            if let (name, _) = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
               let model = catalog.model(named: name) {
                inferred = model
                let first = bindings.first { $0.model.name == name && $0.table.scope == .page }!
                diagnostics.append(Diagnostic(rule: .modelInferred, severity: .note, file: file, location: first.table.location,
                    message: "no 'model' in front matter; checked against \(name) first, whose \(first.symbol.name) this table documents "
                        + "(what another model of the site accepts is fine)",
                    fix: .init(message: "add 'model: \(name)' to the front matter")))
            }
        }
        let preferred = pageModel ?? inferred
        let candidates = preferred.map { model in [model] + catalog.models.filter { $0.name != model.name } } ?? catalog.models
        // A part labelled with a platform (a tab) is read by the site's model of the page's SDK
        // for that platform; without one it stays the page's.
        if let base = preferred {
            let read = { (model: APIModel) in SourcePlatform(named: model.platform)?.rawValue ?? model.platform }
            for declaration in content.scopeDeclarations where declaration.model == nil {
                guard let platform = declaration.platform, read(base) != platform,
                      let reading = catalog.models.first(where: { read($0) == platform && !Set($0.modules).isDisjoint(with: base.modules) })
                else { continue }
                scopeModels[declaration] = reading
            }
        }
        for binding in bindings { TableRule.check(binding, page: page, locator: locator, into: &diagnostics) }
        for scope in content.scopes where readsModel(scope) {
            let part = scope == .page ? pagePart : content.only(scope)
            let scoped = scopeModels[scope] ?? pageModel
            let models = scoped.map { [$0] } ?? candidates
            NameRule(models: models, otherModels: catalog.models, partIsMarked: scopeModels[scope] != nil, file: file, locator: locator,
                     pageTitle: page.title)
                .check(part, into: &diagnostics)
            ListRule(models: models, file: file, locator: locator, pageTitle: page.title).check(part, into: &diagnostics)
            CountRule(models: models, bound: bindings.filter { $0.table.scope == scope && $0.symbol.kind != .type }.map { ($0.symbol, $0.table.section) },
                      file: file, locator: locator, pageTitle: page.title).check(part, into: &diagnostics)
            DefaultValueRule(models: models, file: file, locator: locator).check(part, into: &diagnostics)
            ReturnTypeRule(models: models, file: file, locator: locator).check(part, into: &diagnostics)
            IntroducedVersionRule(models: models, file: file, locator: locator).check(part, into: &diagnostics)
            FactRule(catalog: catalog, page: page, locator: locator, model: (scoped ?? inferred)?.name).check(part, into: &diagnostics)
            AvailabilityRule(models: models, file: file, locator: locator, pageTitle: page.title).check(part, into: &diagnostics)
        }
        let checkers = content.codeScopes.map { scope in
            SwiftSampleChecker.shared(models: candidates, pageModel: scopeModels[scope] ?? pageModel)
        }
        CodeSampleRule(checker: { checkers[$0] }, file: file, sampleNames: sampleNames, siteAddedMembers: siteAddedMembers,
                       isMigrationGuide: PageHistory.titleTellsHistory(page.title), isChangelog: PageHistory.titleIsChangelog(page.title))
            .check(content, into: &diagnostics)
        return diagnostics
    }

    private var knownModels: String {
        catalog.models.isEmpty ? "\(SiteConfig.fileName) names no models" : "the models are \(catalog.models.map(\.name).joined(separator: ", "))"
    }
}
