import DocgenMarkdown
import DocgenRender
import DocgenSearch
import DocgenSite
import DocgenSupport
import Dispatch
import FoundationEssentials

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
    /// What the build does with what it read and made once done with it: freed, or left to the
    /// exit of a process that ends with the build (the process decides).
    public var memory = MemoryPolicy.freed
    /// Tells the user what the build is waiting for (another build of the same output).
    public var log: (@Sendable (String) -> Void)?
    /// The latest "Last updated" date a page may show, in seconds since 1970: by default
    /// `SOURCE_DATE_EPOCH`, for builds that must not depend on when files were copied.
    public var sourceDateEpoch: Int? = ProcessCalls.environment("SOURCE_DATE_EPOCH").flatMap { Int($0) }

    public init(root: URL, out: URL? = nil, facts: (any FactSource)? = nil) {
        self.root = root.standardizedFileURL
        self.out = (out ?? root.appendingPathComponent("_site")).standardizedFileURL
        self.facts = facts
    }

    /// Builds the site. Given `site` (a preview server's, kept across edits), its pages are
    /// used as they were loaded: nothing is read or parsed again. Without it, the build reads
    /// what it needs: every page in a full build, each where it is parsed; in a rebuild, every
    /// page's hash and the changed pages' text.
    public func run(site: LoadedSite? = nil, progress: some BuildProgress = SilentProgress()) throws(DiagnosticsError) -> BuildReport {
        let clock = ContinuousClock.now
        progress.begin(phase: "read", total: 0)
        // The theme is read on a thread of its own while the output is locked and the content
        // scanned: none needs the others, and a one-page rebuild waited for each in turn.
        let themeLoad = BackgroundValue { [root = self.root] in Result { () throws(DiagnosticsError) in try Theme.load(root: root) } }
        let output = try OutputDirectory(out: out, root: root)
        // One build of an output at a time: the second waits, and the output is never mixed.
        let lock = try output.lock { [log, out] in log?("waiting for another docgen build of \(out.path) to finish") }
        defer { withExtendedLifetime(lock) {} }
        progress.begin(phase: "scan", total: 0)
        // A layout with drafts reads the start of every page to find them, but for the pages
        // the last build read whose identity is the same still.
        let scanned = site.map { Result<SiteScan, DiagnosticsError>.success($0.scan) } ?? Result { () throws(DiagnosticsError) in
            try SiteScan(root: self.root) { [output] in output.pageIdentities() }
        }
        // The theme's problems first, as when it was read first.
        let theme = try themeLoad.wait().get()
        let scan = try scanned.get()
        try Self.stopOnErrors(theme.missingComponentTemplates(scan.config))
        var diagnostics = scan.warnings + theme.localesWithoutStrings(scan.locales)
        if !scan.config.baseURL.contains("://") {
            diagnostics.append(.warning(.configBaseURL,
                                        "no absolute baseURL in \(SiteConfig.fileName); canonical links and sitemap.xml use site-relative URLs",
                                        file: nil))
        }

        let environment = Self.environmentHash(root: root, theme: theme, categories: scan.categoriesText, layoutConfig: scan.tree.layout?.configFile)
        let pageFiles = scan.pageFiles
        // The last build's manifest is read on a thread of its own while the cores read the
        // pages: a rebuild needs both, and neither needs the other.
        let previousManifest = output.hasManifest
            ? BackgroundValue { [output] in output.manifest(environment: environment, pages: pageFiles) } : nil
        progress.begin(phase: "sources", total: 0)
        // One `stat` a page, on every core, while the manifest is read: the pages' file times,
        // and their identities, which tell a rebuild the pages it need not read. Taken before
        // any page is read, so a page written while the build reads it has another identity
        // next time. A caller's loaded site was read already.
        let now = FileStatus.now()
        let statuses = site == nil ? SiteLoader.statuses(of: pageFiles) : []
        let modified: [Int?]? = site == nil ? statuses.map { $0?.modified } : nil
        // "Last updated": in a full build, one `git log` on a thread of its own while the pages
        // are read; a rebuild reads them again from the last build's, at the same commit.
        let root = self.root, clamp = sourceDateEpoch
        let freshDates = previousManifest == nil
            ? BackgroundValue { PageDates.read(root: root, files: pageFiles, clamp: clamp, modified: modified) } : nil
        progress.begin(phase: "manifest", total: 0)
        let previous = previousManifest?.wait()

        // A rebuild hashes every page whose identity is not the one the manifest recorded, each
        // core its share in a buffer of its own, and decodes and parses just the ones that
        // changed. A full build reads each page where it parses it.
        var readProblems: [Diagnostic] = []
        var sources: [PageInput] = []
        sources.reserveCapacity(pageFiles.count)
        if let site {
            for loaded in site.pages {
                guard let hash = loaded.hash else {
                    readProblems += loaded.problems
                    continue
                }
                sources.append(PageInput(file: loaded.file, hash: hash, isOriginal: scan.isOriginal(loaded.file), layout: scan.pageLayout, markdownFiles: scan.markdownSyntax,
                                      loaded: (loaded.page, loaded.problems), identity: loaded.identity))
            }
        } else if let previous {
            // The manifest's pages are these files, in this order (`BuildManifest.read`).
            let known: [String?] = pageFiles.indices.map { i in
                guard let identity = statuses[i]?.identity, previous.identities[pageFiles[i].displayPath] == identity else { return nil }
                return previous.pages[i].hash
            }
            for (i, (file, hash)) in zip(pageFiles, SiteLoader.hashes(of: pageFiles, known: known)).enumerated() {
                switch hash {
                case .success(let hash):
                    sources.append(PageInput(file: file, hash: hash, isOriginal: scan.isOriginal(file), layout: scan.pageLayout, markdownFiles: scan.markdownSyntax,
                                             identity: statuses[i]?.settledIdentity(now: now)))
                case .failure(let error): readProblems += error.diagnostics
                }
            }
        } else {
            sources = pageFiles.indices.map { i in
                PageInput(file: pageFiles[i], hash: nil, isOriginal: scan.isOriginal(pageFiles[i]), layout: scan.pageLayout, markdownFiles: scan.markdownSyntax,
                          identity: statuses[i]?.settledIdentity(now: now))
            }
        }
        // Assets are known by their identity here; their bytes are streamed when copied, and
        // hashed only when new or changed.
        // Files a browser runs as documents (HTML, SVG) are published only when the config allows.
        let (assetFiles, assetWarnings) = ActiveAssets.gate(scan.assetFiles + scan.staticFiles, allowed: scan.config.allowsActiveAssets)
        diagnostics += assetWarnings
        let staticPaths = Set(scan.staticFiles.map(\.displayPath))
        var assets: [AssetInput] = []
        for file in assetFiles {
            guard let identity = FileSystem.identity(file.absolutePath), let size = FileSystem.size(file.absolutePath) else {
                readProblems.append(.error(.inputUnreadable, "cannot read file: \(SystemError.current.message)", file: file.displayPath))
                continue
            }
            if size > scan.config.assetLimit {
                readProblems.append(.error(.inputAssetTooLarge,
                                           "the file is \(NumberText.fixed(Double(size) / 1_048_576, 1)) MiB; docgen publishes files up to \(scan.config.assetLimit / 1_048_576) MiB (limits: assetMiB in \(SiteConfig.fileName))",
                                           file: file.displayPath))
                continue
            }
            // A static folder's file is the site's, at its root; a locale folder's, its locale's.
            let prefix = staticPaths.contains(file.displayPath) ? "" : SiteIndex.prefix(of: file.locale, rootLocale: scan.config.rootLocale)
            assets.append(AssetInput(file: file, identity: identity, prefix: prefix))
        }
        try Self.stopOnErrors(readProblems)
        let dates = freshDates ?? BackgroundValue {
            PageDates.read(root: root, files: pageFiles, previous: previous?.dates, clamp: clamp, modified: modified)
        }
        var inputs = Inputs(config: scan.config, theme: theme, locales: scan.locales, sources: sources, assets: assets, environment: environment,
                            categories: scan.categories, dates: dates)
        inputs.markdownFiles = scan.markdownSyntax
        inputs.globalPartials = scan.globalPartials
        if let previous {
            do {
                if let report = try incremental(inputs, previous: previous, output: output, diagnostics: diagnostics,
                                                progress: progress, clock: clock) {
                    return report
                }
            } catch where OutputDirectory.LinkInOutput.isIt(error) {
                // Someone put a link inside the output: a full build replaces the whole tree.
            }
        }
        return try full(inputs, output: output, diagnostics: diagnostics, progress: progress, clock: clock)
    }

    /// A page's source file and, in a rebuild, its content hash as the build started: read
    /// (again), decoded and parsed only when the page is built, unless the caller loaded it.
    struct PageInput: Sendable {
        var file: ContentFile
        /// Nil in a full build, which hashes what it parses.
        var hash: String?
        /// True for a page of the default locale. Only its revision is ever compared with
        /// (translations record theirs in front matter), so only its revision is made.
        var isOriginal: Bool
        /// Whose front-matter rules the page follows.
        var layout: SiteLayout = .docgen
        /// How a `.md` page is read (`MarkdownFiles`).
        var markdownFiles: MarkdownParser.Syntax = .markdown
        /// The page as the caller's `LoadedSite` parsed it, if it gave one.
        var loaded: (page: ParsedPage?, problems: [Diagnostic])? = nil
        /// The file's identity before it was read, when it had settled (`FileStatus`): what
        /// the manifest records for the next build.
        var identity: String? = nil

        /// The page as it is now, with the hash of what was parsed: if the file changed since
        /// it was hashed, the next build sees that it differs.
        func parse(partials: PartialStore? = nil) -> (page: ParsedPage?, diagnostics: [Diagnostic]) {
            if let loaded { return (loaded.page, loaded.problems) }
            do throws(DiagnosticsError) {
                let bytes = try FileReader.readBytes(file.absolutePath, displayPath: file.displayPath, limit: FileReader.maxPageBytes)
                let text = try FileReader.decode(bytes, displayPath: file.displayPath)
                return ParsedPage.parse(text, file: file, hash: ContentHash.ofSource(bytes), revision: isOriginal, layout: layout,
                                        markdownFiles: markdownFiles, partials: partials)
            } catch {
                return (nil, error.diagnostics)
            }
        }
    }

    /// Everything a build reads, read once.
    struct Inputs {
        var config: SiteConfig
        var theme: Theme
        var locales: [SiteLocale]
        var sources: [PageInput]
        var assets: [AssetInput]
        var environment: String
        /// The folders' category files (sidebar titles and order).
        var categories: [SiteCategory]
        /// How `.md` pages and partials are read (`MarkdownFiles`).
        var markdownFiles: MarkdownParser.Syntax = .markdown
        /// The partials pages use without importing them (`GlobalPartials`).
        var globalPartials: [String: String] = [:]
        /// When each page last changed; waited for when the pages are routed.
        var datesValue: BackgroundValue<PageDates>
        var dates: PageDates { datesResult.value(datesValue) }
        private let datesResult = Once<PageDates>()

        init(config: SiteConfig, theme: Theme, locales: [SiteLocale], sources: [PageInput], assets: [AssetInput], environment: String,
             categories: [SiteCategory], dates: BackgroundValue<PageDates>) {
            self.config = config
            self.theme = theme
            self.locales = locales
            self.sources = sources
            self.assets = assets
            self.environment = environment
            self.categories = categories
            self.datesValue = dates
        }

        /// The site index of `summaries`, with the categories and dates.
        func index(_ summaries: [PageSummary]) throws(DiagnosticsError) -> SiteIndex {
            var index = try SiteIndex.make(config: config, locales: locales, pages: summaries, categories: categories)
            index.updated = dates.seconds
            return index
        }
    }

    /// A value computed once, from whichever thread asks first.
    final class Once<Value: Sendable>: Sendable {
        private let stored = Locked<Value?>(nil)

        func value(_ background: BackgroundValue<Value>) -> Value {
            stored.withLock { stored in
                if let stored { return stored }
                let value = background.wait()
                stored = value
                return value
            }
        }
    }

    /// A file of `content/` published as it is, known by its identity until it is copied.
    struct AssetInput: Sendable {
        var file: ContentFile
        var identity: String
        /// Where its locale is published (`ja/`; `` for the root locale).
        var prefix: String

        /// Where it is published, and its key in the manifest: `locale/path` (`path` in the
        /// root locale).
        var key: String { prefix + file.path }
    }

    /// A build from nothing into a staging folder that replaces the output when complete.
    private func full(_ inputs: Inputs, output: OutputDirectory, diagnostics: [Diagnostic],
                      progress: some BuildProgress, clock: ContinuousClock.Instant) throws(DiagnosticsError) -> BuildReport {
        var diagnostics = diagnostics
        let (summaries, index, routed, slots) = try parseAndRoute(inputs, diagnostics: &diagnostics, progress: progress)

        progress.begin(phase: "staging", total: 0)
        try output.begin()
        // The site files need only the index, and the manifest's page lines only the
        // summaries: made on a thread of their own while the pages are rendered on every core,
        // as the status pages take a while alone.
        let siteFiles = Locked<DiagnosticsError?>(nil)
        let manifestLines = Locked<[ArraySlice<UInt8>?]>([])
        let siteFilesDone = DispatchGroup()
        DispatchQueue.global().async(group: siteFilesDone) {
            do throws(DiagnosticsError) {
                try writeSiteFiles(index: index, inputs: inputs) { path, bytes throws(DiagnosticsError) in try output.write(path, bytes) }
            } catch {
                siteFiles.withLock { $0 = error }
            }
            let lines = BuildManifest.lines(of: summaries)
            manifestLines.withLock { $0 = lines }
        }
        // Pages are rendered in groups of a few, and each group's search fragments are written
        // as soon as its pages are (a group's pages fill whole fragment files), their
        // documents kept only for their postings. A locale's head and dictionary are written
        // by the worker that finishes its last group, while the others render on.
        let layout = Self.groupLayout(routed, locales: inputs.locales.map(\.code))
        let searchFiles = Locked(SearchFileAssembly(layout))
        let searchProblems = Locked<[Diagnostic]>([])
        let rendered = render(routed, groups: layout.map(\.pages), sources: slots, index: index,
                              inputs: inputs, progress: progress) { path, bytes throws(DiagnosticsError) in
            try output.write(path, bytes)
        } groupMade: { number, documents in
            do throws(DiagnosticsError) {
                let job = layout[number]
                let first = job.pages.lowerBound - job.localeStart
                for start in stride(from: 0, to: documents.count, by: SearchIndex.fragmentPages) {
                    let file = SearchIndexWriter.fragments(locale: job.locale, file: (first + start) / SearchIndex.fragmentPages,
                                                           (start..<min(start + SearchIndex.fragmentPages, documents.count)).map { i in
                        SearchIndexWriter.fragment(documents[i], url: routed[job.pages.lowerBound + i].route)
                    })
                    try output.write(Self.published(file.path, rootLocale: inputs.config.rootLocale), file.bytes)
                }
                guard let (locale, all) = searchFiles.withLock({ $0.add(documents.map { $0.withoutFragment() }, number: number) }) else { return }
                for file in SearchIndexWriter.head(locale: locale, documents: all) {
                    try output.write(Self.published(file.path, rootLocale: inputs.config.rootLocale), file.bytes)
                }
            } catch {
                searchProblems.withLock { $0 += error.diagnostics }
            }
        }
        diagnostics += Self.collapsingWriteErrors(Diagnostic.unique(rendered.flatMap(\.findings)) + searchProblems.withLock { $0 })
        progress.begin(phase: "site files", total: 0)
        siteFilesDone.wait()
        do throws(DiagnosticsError) {
            try Self.stopOnErrors(diagnostics, components: inputs.config.components)
            if let error = siteFiles.withLock({ $0 }) { throw error }
            progress.begin(phase: "write", total: 0)
            try Self.stopOnErrors(Self.collisions(inputs.assets, routed: routed, locales: inputs.locales, rootLocale: inputs.config.rootLocale))
            var records: [String: BuildManifest.AssetRecord] = [:]
            for asset in inputs.assets {
                let hash = try output.copy(asset.file, to: asset.key, limit: inputs.config.assetLimit)
                records[asset.key] = BuildManifest.AssetRecord(hash: hash, identity: asset.identity)
            }
            progress.begin(phase: "commit", total: 0)
            let previousOutputs = BuildManifest.outputs(at: output.url.appendingPathComponent(OutputDirectory.markerName))
            let manifest = manifest(inputs, summaries: summaries, assets: records, outputs: output.stagedEntries() + [OutputDirectory.markerName],
                                    warnings: diagnostics)
            try output.commit(manifest: manifest.encoded(reusing: manifestLines.withLock { $0 }), previousOutputs: previousOutputs)
        } catch {
            output.discard()
            throw error
        }
        memory.keep(inputs, summaries, index, routed, rendered)
        return report(routed, output: output, diagnostics: diagnostics, components: inputs.config.components, clock: clock)
    }

    /// Parses every source on every core and routes the site. The trees go only into the
    /// slots of the pages made from them (`PageSlots`), so rendering can free them one by one.
    private func parseAndRoute(_ inputs: Inputs, diagnostics: inout [Diagnostic], progress: some BuildProgress)
        throws(DiagnosticsError) -> (summaries: [PageSummary], index: SiteIndex, routed: [RoutedPage], slots: PageSlots) {
        progress.begin(phase: "parse", total: inputs.sources.count)
        // Each page is read, parsed and summarised by one core: the summary reads the whole
        // text. The text is not needed after: it goes, so rendering reuses its memory instead
        // of asking the kernel for more.
        let partials = PartialStore(markdownFiles: inputs.markdownFiles, globals: inputs.globalPartials)
        var parsedResults = inputs.sources.parallelMap { source -> (page: ParsedPage?, summary: PageSummary?, problems: [Diagnostic]) in
            defer { progress.advance(by: 1) }
            let (parsed, problems) = source.parse(partials: partials)
            guard let page = parsed else { return (nil, nil, problems) }
            // The text stays: the page's Markdown copy is written from it.
            return (page, page.summary, problems)
        }
        // A partial's findings come from each page that includes it: they are one finding.
        diagnostics += Diagnostic.unique(parsedResults.flatMap(\.problems))
        try Self.stopOnErrors(diagnostics, components: inputs.config.components)
        progress.begin(phase: "route", total: 0)
        // Trees and summaries are moved, never copied, from here to their slots: a copy
        // retains each of their strings and arrays, made on the other core and no longer in
        // this one's cache.
        var parsed: [ParsedPage?] = []
        var summaries: [PageSummary] = []
        parsed.reserveCapacity(parsedResults.count)
        summaries.reserveCapacity(parsedResults.count)
        parsedResults.withUnsafeMutableBufferPointer { results in
            for i in results.indices {
                switch (results.baseAddress! + i).move() {
                case (let page?, let summary?, _):
                    parsed.append(page)
                    summaries.append(summary)
                default:
                    break
                }
                (results.baseAddress! + i).initialize(to: (nil, nil, []))
            }
        }
        let index = try inputs.index(summaries)
        let routed = Self.routed(index)
        // `summaryIndex` is the page's place among the summaries, which is its place in `parsed`.
        // A tree goes to the last page made from it, copies to the others (its fallbacks).
        var lastUse = [Int](repeating: -1, count: parsed.count)
        for (i, page) in routed.enumerated() { lastUse[page.summaryIndex] = i }
        let slots = parsed.withUnsafeMutableBufferPointer { trees in
            PageSlots(count: routed.count) { i in
                let source = routed[i].summaryIndex
                guard lastUse[source] == i else { return trees[source] }
                let tree = (trees.baseAddress! + source).move()
                (trees.baseAddress! + source).initialize(to: nil)
                return tree
            }
        }
        return (summaries, index, routed, slots)
    }

    /// A rebuild that renders only the pages whose sources changed, when no change reaches
    /// another page (titles, order, slugs, heading ids, the set of pages all as before).
    /// Nil when a full build is needed. Files are replaced one by one, each atomically.
    private func incremental(_ inputs: Inputs, previous: BuildManifest, output: OutputDirectory, diagnostics: [Diagnostic],
                             progress: some BuildProgress, clock: ContinuousClock.Instant) throws(DiagnosticsError) -> BuildReport? {
        var diagnostics = diagnostics
        progress.begin(phase: "compare", total: 0)
        // The manifest was read against the pages now: its pages are the sources, in order.
        guard previous.pages.count == inputs.sources.count else { return nil }
        // A page with inline facts is made again when the model may have changed too; the
        // fingerprint reads the model's sources, so it is taken only if a page uses facts.
        lazy var factsChanged = factsFingerprint(previous.pages).map { $0 != previous.facts } ?? true
        var changed: [Int] = []
        // A page whose date changed (a commit, a touched file) shows another "Last updated".
        let dates = inputs.dates
        let rootPath = root.path
        // The summaries' fields are read where they are: a copy of each would retain all its strings.
        for i in inputs.sources.indices {
            let path = previous.pages[i].file.displayPath
            // A page with Markdown partials was built from their bytes too (`PageSummary.partials`).
            let hash = inputs.sources[i].hash.map { PartialStore.combinedHash($0, partials: previous.pages[i].partials, root: rootPath) }
            if previous.pages[i].hash != hash || (previous.pages[i].usesFacts && factsChanged)
                || dates.seconds[path] != previous.dates.seconds[path] {
                changed.append(i)
            }
        }
        // An asset whose identity is as recorded is as it was; any other is hashed, streamed.
        var records: [String: BuildManifest.AssetRecord] = [:]
        var changedAssets: [AssetInput] = []
        for asset in inputs.assets {
            if let old = previous.assets[asset.key], old.identity == asset.identity {
                records[asset.key] = old
                continue
            }
            switch FileSystem.hashFile(asset.file.absolutePath, limit: inputs.config.assetLimit) {
            case .success(let hash):
                records[asset.key] = BuildManifest.AssetRecord(hash: hash, identity: asset.identity)
                if previous.assets[asset.key]?.hash != hash { changedAssets.append(asset) }
            case .failure:
                return nil  // read again, with its error, by a full build
            }
        }
        if changed.isEmpty && records == previous.assets && dates == previous.dates {
            // Nothing to do: report the last build's findings again.
            let index = try inputs.index(previous.pages)
            memory.keep(inputs, previous, index)
            // The last build's findings again, but those about files in content/ (a stray or
            // unpublished file) that this run found again itself.
            let kept = previous.warnings.values.flatMap { $0 }.filter { !diagnostics.contains($0) }
            return report(Self.routed(index), output: output, diagnostics: diagnostics + kept, components: inputs.config.components, clock: clock)
        }
        progress.begin(phase: "parse", total: changed.count)
        var parsed: [String: ParsedPage] = [:]
        var parsedAt: [(index: Int, page: ParsedPage)] = []
        var fresh: [Diagnostic] = []
        let partials = PartialStore(markdownFiles: inputs.markdownFiles, globals: inputs.globalPartials)
        for i in changed {
            let (page, problems) = inputs.sources[i].parse(partials: partials)
            fresh += problems
            guard let page else { continue }
            if !page.summary.affectsOnlyItself(comparedTo: previous.pages[i]) { return nil }
            parsed[page.file.displayPath] = page
            parsedAt.append((i, page))
        }
        fresh = Diagnostic.unique(fresh)
        try Self.stopOnErrors(diagnostics + fresh, components: inputs.config.components)
        // The status pages show every page's state, which a changed page may change (its
        // revision, or the source it records): rendered again from the summaries when a state
        // differs. Revisions are read from the manifest only for that.
        // `summaries` is the one copy of the manifest's summaries this makes.
        let related = Self.translationRelated(parsedAt.map(\.page), pages: previous.pages, inputs: inputs)
        guard let relatedRevisions = previous.revisions(of: related) else { return nil }
        var summaries = previous.pages
        for (i, own, translated) in relatedRevisions {
            summaries[i].revision = own
            summaries[i].translatedRevision = translated
        }
        let before = Dictionary(related.map { ($0, summaries[$0]) }, uniquingKeysWith: { first, _ in first })
        for (i, page) in parsedAt { summaries[i] = page.summary }
        let statesDiffer = Self.translationStatesDiffer(of: parsedAt.map(\.page), before: before, after: summaries,
                                                       related: related, inputs: inputs)
        if statesDiffer {
            guard let all = previous.revisions() else { return nil }
            let reparsed = Set(parsedAt.map(\.index))
            for (i, own, translated) in all where !reparsed.contains(i) {
                summaries[i].revision = own
                summaries[i].translatedRevision = translated
            }
        }
        progress.begin(phase: "index", total: 0)
        let index = try inputs.index(summaries)
        let routed = Self.routed(index)
        // The changed pages, and the fallbacks made from them, in each locale.
        var changedKeys: [String] = []
        for (_, page) in parsedAt where !changedKeys.contains(page.file.path) { changedKeys.append(page.file.path) }
        let toRender = index.locales.flatMap { locale in
            changedKeys.compactMap { index.page($0, in: locale.code) }.filter { parsed[$0.summary.file.displayPath] != nil }
        }
        // Written only after every page rendered cleanly: a failed rebuild changes nothing.
        let renderedPages = Locked<[(String, [UInt8])]>([])
        let rendered = render(toRender, groups: [toRender.indices],
                              sources: PageSlots(count: toRender.count) { parsed[toRender[$0].summary.file.displayPath] }, index: index,
                              inputs: inputs, progress: progress) { path, bytes throws(DiagnosticsError) in
            renderedPages.withLock { $0.append((path, bytes)) }
        }
        var pending = renderedPages.withLock { $0 }
        fresh = Diagnostic.unique(fresh + rendered.flatMap(\.findings))
        try Self.stopOnErrors(diagnostics + fresh, components: inputs.config.components)
        try Self.stopOnErrors(Self.collisions(changedAssets, routed: routed, locales: inputs.locales, rootLocale: inputs.config.rootLocale))
        let copies = changedAssets.map { (path: $0.key, source: $0.file.absolutePath) }
        let touched = Set(toRender.map(\.locale))
        // Findings of the files not rebuilt are those of the last build.
        var warnings = previous.warnings
        for file in parsed.keys { warnings[file] = nil }
        for diagnostic in fresh { warnings[diagnostic.file ?? "", default: []].append(diagnostic) }
        diagnostics += warnings.values.flatMap { $0 }.filter { diagnostic in
            !diagnostics.contains(diagnostic)
        }
        // The manifest is made and encoded on a thread of its own while the search index is
        // patched: neither needs the other, and each was a quarter of what a one-page rebuild
        // did after its page was rendered. The lines of the pages not parsed again are written
        // as they were read.
        var unchanged: [ArraySlice<UInt8>?] = previous.lines
        for (i, _) in parsedAt { unchanged[i] = nil }
        let manifestMade = BackgroundValue { [self, records, diagnostics, unchanged, summaries] in
            let kept = manifest(inputs, summaries: summaries, assets: records, outputs: previous.outputs, warnings: diagnostics)
            return (kept, kept.encoded(reusing: unchanged))
        }
        progress.begin(phase: "search", total: 0)
        var removing: [String] = []
        if !touched.isEmpty {
            // The changed pages' documents were made as they were rendered; the other pages'
            // postings are read back from the last index.
            let documents = Dictionary(zip(toRender, rendered.flatMap(\.documents)).map { ($0.route, $1) }, uniquingKeysWith: { first, _ in first })
            let loadedPages = Dictionary(inputs.sources.compactMap { source in source.loaded?.page.map { (source.file.displayPath, $0) } },
                                         uniquingKeysWith: { first, _ in first })
            let facts = self.facts
            let base = output.url.path
            let rootLocale = inputs.config.rootLocale
            let (files, stale) = searchIndexes(routed, locales: touched, changed: documents, rootLocale: rootLocale, read: { path in
                try? FileReader.readBytes(base + "/" + Self.published(path, rootLocale: rootLocale), displayPath: "")
            }, list: { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: base + "/" + Self.published(folder, rootLocale: rootLocale))) ?? []).sorted()
            }) { i, analyzer in
                let page = routed[i]
                if let document = documents[page.route] { return document }
                // A loaded site has the page parsed already; otherwise it is read again.
                let source = loadedPages[page.summary.file.displayPath]
                    ?? PageInput(file: page.summary.file, hash: "", isOriginal: false).parse().page
                return SearchDocument(title: page.summary.title, sections: source.map { SearchIndex.sections(of: $0, facts: facts) } ?? [],
                                      analyzer: analyzer)
            }
            pending += files
            removing = stale
        }
        if statesDiffer {
            progress.begin(phase: "status", total: 0)
            // Replaced where the HTML differs.
            for page in try StatusPage.render(index: index, theme: inputs.theme, context: PageContext(index: index, theme: inputs.theme)) {
                let bytes = Array(page.html.utf8)
                if FileManager.default.contents(atPath: output.url.appendingPathComponent(page.path).path).map([UInt8].init) != bytes {
                    pending.append((page.path, bytes))
                }
            }
        }
        progress.begin(phase: "write", total: 0)
        // The pages and the marker are replaced together, or nothing is.
        // Assets gone from the sources go from the output too, as a full build would not write them.
        var removed = previous.assets.keys.filter { records[$0] == nil }.sorted() + removing
        // The first diagram of the site brings the script that draws it, the last takes it away.
        let diagramsBefore = previous.pages.contains(where: \.usesDiagrams), diagramsAfter = summaries.contains(where: \.usesDiagrams)
        if diagramsAfter && !diagramsBefore {
            pending.append(("assets/\(Theme.diagramScriptName)", inputs.theme.diagramScript))
        } else if diagramsBefore && !diagramsAfter {
            removed.append("assets/\(Theme.diagramScriptName)")
        }
        let (kept, encoded) = manifestMade.wait()
        try output.replace(pending.map { ($0.0, $0.1) } + [(OutputDirectory.markerName, encoded)],
                           copies: copies, limit: inputs.config.assetLimit, removing: removed)
        memory.keep(inputs, previous, summaries, index, routed, unchanged, kept)
        return report(routed, output: output, diagnostics: diagnostics, components: inputs.config.components, clock: clock)
    }

    /// The positions in `pages` of the pages whose translation states a change to `changed`
    /// may change: each changed page's original and its translations, in every locale.
    private static func translationRelated(_ changed: [ParsedPage], pages: [PageSummary], inputs: Inputs) -> [Int] {
        // A few keys, compared as they are: cheaper than hashing every page's path.
        let keys = changed.map(\.file.path)
        guard !keys.isEmpty else { return [] }
        return pages.indices.filter { keys.contains(pages[$0].file.path) }
    }

    /// True when a changed page changes what the translation status pages report: its own
    /// state, if it is a translation, or its translations' states, if it is an original. In a
    /// rebuild no page came or went and no title changed, so nothing else can. `related` are
    /// the positions in `after` (and the keys of `before`, the same pages as they were) of the
    /// changed pages' originals and translations.
    private static func translationStatesDiffer(of changed: [ParsedPage], before: [Int: PageSummary], after: [PageSummary],
                                                related: [Int], inputs: Inputs) -> Bool {
        let defaultLocale = inputs.config.defaultLocale
        func summary(_ summaries: (Int) -> PageSummary?, _ locale: String, _ key: String) -> PageSummary? {
            for i in related {
                if let page = summaries(i), page.file.locale == locale && page.file.path == key { return page }
            }
            return nil
        }
        let before = { (i: Int) in before[i] }
        let after = { (i: Int) in after[i] }
        for page in changed {
            let key = page.file.path
            for locale in inputs.locales.map(\.code) where locale != defaultLocale && (page.file.locale == defaultLocale || page.file.locale == locale) {
                guard let old = summary(before, defaultLocale, key), let new = summary(after, defaultLocale, key) else { continue }
                let a = TranslationStatus.entry(key: key, locale: locale, original: old, translation: summary(before, locale, key))
                let b = TranslationStatus.entry(key: key, locale: locale, original: new, translation: summary(after, locale, key))
                if a.state != b.state || a.changes != b.changes { return true }
            }
        }
        return false
    }

    /// What a rebuild writes and removes of the search index of each locale in `locales`:
    /// the changed pages' fragments and the head and chunks that differ, from the last index
    /// (`read`, a file of the output by path) and `changed`, the new documents of the changed
    /// pages by route. When the last index cannot be read back, the locale's whole index is
    /// made again from `document(i)`, the search document of `routed[i]`, on every core.
    private func searchIndexes(_ routed: [RoutedPage], locales: Set<String>, changed: [String: SearchDocument], rootLocale: String?,
                               read: (String) -> [UInt8]?, list: (String) -> [String],
                               document: @escaping @Sendable (Int, SearchAnalyzer) -> SearchDocument) -> (write: [(String, [UInt8])], remove: [String]) {
        var write: [(String, [UInt8])] = []
        var remove: [String] = []
        for locale in locales.sorted() {
            let span = routed.indices.filter { routed[$0].locale == locale }
            guard let first = span.first else { continue }
            var pages: [Int: (document: SearchDocument, url: String)] = [:]
            for i in span { if let doc = changed[routed[i].route] { pages[i - first] = (doc, routed[i].route) } }
            if let rebuilt = SearchIndexWriter.rebuild(locale: locale, pageCount: span.count, changed: pages, read: read) {
                write += rebuilt.write.map { ($0.path, $0.bytes) }
                remove += rebuilt.remove
                continue
            }
            let groups = stride(from: 0, to: span.count, by: Self.groupSize).map { Array(span[$0..<min($0 + Self.groupSize, span.count)]) }
            let documents = groups.parallelMap { group in
                let analyzer = SearchAnalyzer(locale: locale)
                return group.map { document($0, analyzer) }
            }.flatMap { $0 }
            let files = SearchIndexWriter.files(locale: locale, documents: documents, urls: span.map { routed[$0].route })
            write += files.map { ($0.path, $0.bytes) }
            // Chunks and fragment files of the index that was there go, unless written again
            // (an index of another format may have had more fragment files).
            let written = Set(files.map(\.path))
            let chunks = "\(locale)/\(SearchIndex.folderName)/t"
            for name in list(chunks) where !written.contains(chunks + "/" + name) {
                remove.append(chunks + "/" + name)
            }
            // Fragment files are in folders of their own (an index of version 4 had them in
            // `f/` itself); a folder left empty goes with its last file.
            let fragments = "\(locale)/\(SearchIndex.folderName)/f"
            for name in list(fragments) {
                let entry = fragments + "/" + name
                if name.hasSuffix(".json") {
                    if !written.contains(entry) { remove.append(entry) }
                    continue
                }
                for file in list(entry) where !written.contains(entry + "/" + file) {
                    remove.append(entry + "/" + file)
                }
            }
        }
        return (write.map { (Self.published($0.0, rootLocale: rootLocale), $0.1) }, remove.map { Self.published($0, rootLocale: rootLocale) })
    }

    /// Where a search index file `SearchIndexWriter` names by its locale (`en/search-index.json`)
    /// is published: the root locale's at the root, beside its pages.
    static func published(_ path: String, rootLocale: String?) -> String {
        guard let rootLocale, path.hasPrefix(rootLocale + "/") else { return path }
        return String(path.dropFirst(rootLocale.count + 1))
    }

    /// Pages rendered together, and whose search documents are handed on together: a
    /// multiple of `SearchIndex.fragmentPages`, so that each group writes whole fragment files.
    static let groupSize = 2 * SearchIndex.fragmentPages

    /// A group of pages of one locale: its number, the routed pages it holds, and where the
    /// locale's pages start.
    struct PageGroup: Sendable {
        var locale: String
        var number: Int
        var pages: Range<Int>
        var localeStart: Int
    }

    /// The groups of `locales`, in the order of the routed pages (which come locale by locale).
    static func groupLayout(_ routed: [RoutedPage], locales: [String]) -> [PageGroup] {
        var spans: [String: Range<Int>] = [:]
        var first = 0
        for i in routed.indices where i + 1 == routed.count || routed[i + 1].locale != routed[i].locale {
            spans[routed[i].locale] = first..<(i + 1)
            first = i + 1
        }
        let wanted = Set(locales)
        return spans.filter { wanted.contains($0.key) }.sorted { $0.value.lowerBound < $1.value.lowerBound }.flatMap { locale, span in
            stride(from: span.lowerBound, to: span.upperBound, by: groupSize).enumerated().map { number, start in
                PageGroup(locale: locale, number: number, pages: start..<min(start + groupSize, span.upperBound), localeStart: span.lowerBound)
            }
        }
    }

    /// The documents of a full build's pages as their groups are rendered, in any order:
    /// hands back a locale's documents, in page order, once the last of its groups is in.
    struct SearchFileAssembly {
        private let layout: [PageGroup]
        private var documents: [[SearchDocument]?]
        private var missing: [String: Int] = [:]

        init(_ layout: [PageGroup]) {
            self.layout = layout
            documents = Array(repeating: nil, count: layout.count)
            for job in layout { missing[job.locale, default: 0] += 1 }
        }

        /// Adds group `number` of the layout; the locale and its documents when it completes one.
        mutating func add(_ group: [SearchDocument], number: Int) -> (locale: String, documents: [SearchDocument])? {
            let locale = layout[number].locale
            documents[number] = group
            missing[locale]! -= 1
            guard missing[locale] == 0 else { return nil }
            let all = layout.indices.filter { layout[$0].locale == locale }.flatMap { documents[$0]! }
            for i in layout.indices where layout[i].locale == locale { documents[i] = nil }
            return (locale, all)
        }
    }

    /// A group of pages rendered: what was found on them, and their search documents (made
    /// while each page's tree is at hand, as it is freed after) unless they were handed on.
    struct RenderedGroup: Sendable {
        var findings: [Diagnostic] = []
        var documents: [SearchDocument] = []
    }

    /// Renders `pages` on every core, group by group (`groups` are consecutive ranges of
    /// `pages`), taking each page's tree from `sources`, and hands each page's HTML to `write`.
    /// With `groupMade`, each group's search documents are handed to it with the group's
    /// number as soon as its pages are rendered, on the thread that rendered them.
    private func render(_ pages: [RoutedPage], groups: [Range<Int>], sources: PageSlots, index: SiteIndex,
                        inputs: Inputs, progress: some BuildProgress,
                        write: @escaping @Sendable (String, [UInt8]) throws(DiagnosticsError) -> Void,
                        groupMade: (@Sendable (Int, [SearchDocument]) -> Void)? = nil) -> [RenderedGroup] {
        let assets = Dictionary(grouping: inputs.assets.map(\.file), by: \.locale).mapValues { Set($0.map(\.path)) }
        let facts = self.facts
        progress.begin(phase: "render", total: pages.count)
        // One worker per core, each with its own copy of the theme and the values every page
        // shows (`PrivateCopy`), takes the next group until none is left: pages differ in
        // size, and a worker that finishes early takes more instead of waiting. Every other
        // worker takes from the back, so two workers seldom write in the same folder at once
        // (a locale's page folders share one, whose lock each `mkdir` takes). A rebuild's page
        // or two are one worker with the theme as it is.
        let isolated = pages.count >= 64
        let workerCount = min(groups.count, isolated ? ProcessInfo.processInfo.activeProcessorCount : 1)
        let waiting = Locked(0..<groups.count)
        let memory = self.memory
        let done = Array(0..<workerCount).parallelMap { worker -> [(number: Int, group: RenderedGroup)] in
            let theme = isolated ? inputs.theme.privateCopy() : inputs.theme
            let context = PageContext(index: index, theme: theme, pages: isolated ? nil : pages, worker: isolated)
            // A command that exits after the build leaves the trees to the exit (`MemoryPolicy`):
            // freeing them one by one costs more than the memory they would leave for others.
            var trees: [ParsedPage] = []
            defer { memory.keep(trees) }
            // Per locale, made once a worker rather than once a page.
            var admonitionTitles: [String: [String: String]] = [:]
            // Per locale, its word breaks and stems, remembered across the worker's pages.
            var analyzers: [String: SearchAnalyzer] = [:]
            // Per locale, its UI strings (`Theme.strings(for:)` merges two dictionaries).
            var stringsByLocale: [String: [String: String]] = [:]
            var done: [(number: Int, group: RenderedGroup)] = []
            while true {
                guard let number = waiting.withLock({ worker % 2 == 0 ? $0.popFirst() : $0.popLast() }) else { break }
                var rendered = RenderedGroup()
                for i in groups[number] {
                    defer { progress.advance(by: 1) }
                    let page = pages[i]
                    let analyzer = analyzers[page.locale] ?? SearchAnalyzer(locale: page.locale)
                    analyzers[page.locale] = analyzer
                    guard let source = sources.take(i) else {
                        rendered.documents.append(SearchDocument(title: page.summary.title, sections: [], analyzer: analyzer))
                        continue
                    }
                    let localeStrings = stringsByLocale[page.locale]
                        ?? theme.strings(for: inputs.locales.first { $0.code == page.locale } ?? SiteLocale(code: page.locale))
                    stringsByLocale[page.locale] = localeStrings
                    let titles = admonitionTitles[page.locale] ?? Self.admonitionTitles(localeStrings)
                    admonitionTitles[page.locale] = titles
                    var renderer = HTMLRenderer(outline: source.outline,
                                                links: SiteLinkRewriter(index: index, page: page, assets: assets),
                                                admonitionTitles: titles,
                                                facts: facts.map { ($0, source) }, rawHTML: inputs.config.rawHTML,
                                                sectionsTitle: source.title,
                                                footnoteLabels: (localeStrings["footnotes"] ?? "Footnotes", localeStrings["footnoteBack"] ?? "Back to the text"),
                                                components: inputs.config.components, templates: theme.templates)
                    let body = renderer.renderHTML(source.document)
                    let sections = renderer.sections()
                    // A fallback page repeats the original's findings; report them once.
                    if !page.isFallback {
                        rendered.findings += renderer.links.diagnostics + renderer.diagnostics.map { diagnostic in
                            var located = diagnostic
                            located.file = located.file ?? source.file.displayPath
                            return located
                        }
                    }
                    do {
                        let html = try theme.templates.renderHTML("page.html", context: context.context(for: page, parsed: source, contentHTML: body),
                                                                  memo: context.loopMemo)
                        try write(page.route + "index.html", html.bytes)
                        // Beside it, the page as Markdown, for readers' tools and llms.txt.
                        try write(page.route + "index.md", source.markdownCopy())
                    } catch let error as TemplateError {
                        rendered.findings.append(.error(.templateRender, error.message, file: error.file, at: error.location))
                    } catch let error as DiagnosticsError {
                        rendered.findings += error.diagnostics
                    } catch {
                        rendered.findings.append(.error(.outputUnwritable, "\(error)", file: nil))
                    }
                    rendered.documents.append(SearchDocument(title: page.summary.title, sections: sections, analyzer: analyzer))
                    if memory.keepsUntilExit { trees.append(source) }
                }
                if let groupMade {
                    groupMade(number, rendered.documents)
                    rendered.documents = []
                }
                done.append((number, rendered))
            }
            return done
        }
        var rendered = Array(repeating: RenderedGroup(), count: groups.count)
        for (number, group) in done.joined() { rendered[number] = group }
        return rendered
    }

    /// The root index, 404 page, sitemap, theme assets and translation status pages.
    private func writeSiteFiles(index: SiteIndex, inputs: Inputs,
                                write: (String, [UInt8]) throws(DiagnosticsError) -> Void) throws(DiagnosticsError) {
        let context = PageContext(index: index, theme: inputs.theme)
        // Mermaid (2.7 MB) only for a site that has a diagram.
        let diagrams = Self.usesDiagrams(index)
        for (name, bytes) in inputs.theme.assets where name != Theme.diagramScriptName { try write("assets/\(name)", bytes) }
        if diagrams { try write("assets/\(Theme.diagramScriptName)", inputs.theme.diagramScript) }
        // With a root locale, its home page is the site's index.html.
        if inputs.config.rootLocale == nil {
            try write("index.html", Array(try renderTemplate(inputs.theme, "index.html", context.rootContext()).utf8))
        }
        try write("404.html", Array(try renderTemplate(inputs.theme, "404.html", context.notFoundContext()).utf8))
        for file in Sitemap.files(index, alternates: context.alternates(of:)) { try write(file.path, Array(file.xml.utf8)) }
        try write("llms.txt", LLMSText.file(index))
        for page in try StatusPage.render(index: index, theme: inputs.theme, context: context) { try write(page.path, Array(page.html.utf8)) }
    }

    static func usesDiagrams(_ index: SiteIndex) -> Bool {
        index.pages.values.contains { $0.values.contains { $0.summary.usesDiagrams } }
    }

    private func manifest(_ inputs: Inputs, summaries: [PageSummary], assets: [String: BuildManifest.AssetRecord], outputs: [String],
                          warnings: [Diagnostic]) -> BuildManifest {
        var manifest = BuildManifest(environment: inputs.environment, facts: factsFingerprint(summaries) ?? "", pages: summaries, assets: assets,
                                     outputs: outputs,
                                     warnings: Dictionary(grouping: warnings.filter { $0.file?.hasPrefix(ContentTree.folderName + "/") == true }, by: { $0.file ?? "" }))
        manifest.dates = inputs.dates
        // A page with partials is built from their bytes too: it is read again every time.
        let withPartials = Set(summaries.filter { !$0.partials.isEmpty }.map(\.file.displayPath))
        // By position, as the inputs' fields are read where they are: a copy of each would
        // retain every string of it.
        for i in inputs.sources.indices {
            if let identity = inputs.sources[i].identity, !withPartials.contains(inputs.sources[i].file.displayPath) {
                manifest.identities[inputs.sources[i].file.displayPath] = identity
            }
        }
        return manifest
    }

    /// Assets that would be written where docgen writes a page of its own (`<page>/index.html`,
    /// a locale's search index or status page): errors, not silent replacements.
    static func collisions(_ assets: [AssetInput], routed: [RoutedPage], locales: [SiteLocale], rootLocale: String? = nil) -> [Diagnostic] {
        guard !assets.isEmpty else { return [] }
        var generated = Set(routed.map { $0.route + "index.html" })
        generated.formUnion(routed.map { $0.route + "index.md" })
        generated.insert("llms.txt")
        for locale in locales {
            generated.insert(SiteIndex.prefix(of: locale.code, rootLocale: rootLocale) + SearchIndex.fileName)
            generated.insert(SiteIndex.statusRoute(locale.code, rootLocale: rootLocale) + "index.html")
        }
        var searchFolders = locales.map { SiteIndex.prefix(of: $0.code, rootLocale: rootLocale) + "\(SearchIndex.folderName)/" }
        // The root locale's files share the root with the theme's.
        if rootLocale != nil {
            searchFolders.append("assets/")
            generated.formUnion(["404.html", "sitemap.xml"])
        }
        return assets.filter { asset in generated.contains(asset.key) || searchFolders.contains { asset.key.hasPrefix($0) } }.map { asset in
            .error(.siteGeneratedFile, "this file would be published at /\(asset.key), where docgen writes a page of its own; rename or move it",
                   file: asset.file.displayPath)
        }
    }

    /// What the inline facts of `pages` come from (`FactSource.fingerprint`): "" when no page
    /// uses one, nil when unknown.
    private func factsFingerprint(_ pages: some Sequence<PageSummary>) -> String? {
        guard pages.contains(where: \.usesFacts) else { return "" }
        return facts?.fingerprint
    }

    private static func routed(_ index: SiteIndex) -> [RoutedPage] {
        index.locales.flatMap { locale in (index.order[locale.code] ?? []).compactMap { index.page($0, in: locale.code) } }
    }

    /// The build's report; its unknown-component warnings folded to one per name for the whole
    /// site only here, since the manifest keeps each page's own for the next build.
    private func report(_ routed: [RoutedPage], output: OutputDirectory, diagnostics: [Diagnostic],
                        components: [String: ComponentHandling], clock: ContinuousClock.Instant) -> BuildReport {
        var pages: [String: Int] = [:]
        var fallbacks: [String: Int] = [:]
        var sources: [String: String] = [:]
        sources.reserveCapacity(routed.count)
        // Counted per run of one locale's pages (they come locale by locale), not per page.
        var first = 0
        var fallbackCount = 0
        for (i, page) in routed.enumerated() {
            sources[page.route] = page.summary.file.displayPath
            if page.isFallback { fallbackCount += 1 }
            if i + 1 == routed.count || routed[i + 1].locale != page.locale {
                pages[page.locale, default: 0] += i + 1 - first
                if fallbackCount > 0 { fallbacks[page.locale, default: 0] += fallbackCount }
                first = i + 1
                fallbackCount = 0
            }
        }
        let elapsed = ContinuousClock.now - clock
        return BuildReport(pages: pages, fallbacks: fallbacks,
                           warnings: UnknownComponentWarnings.fold(diagnostics, configured: components), output: output.url,
                           seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                           sources: sources)
    }

    /// docgen's version, the config and the theme: what every page's HTML depends on.
    /// - Parameter layoutConfig: a Docusaurus or Starlight site's config file, whose title and
    ///   locales are on every page too; hashed whole, as docgen.yaml is, since docgen reads
    ///   only some of its literals and a rebuild too many is better than a stale title.
    static func environmentHash(root: URL, theme: Theme, categories: String = "", layoutConfig: String? = nil) -> String {
        var text = "docgen \(DocgenVersion.outputFormat)\n" + categories + "\n"
        text += (try? String(contentsOf: root.appendingPathComponent(SiteConfig.fileName), encoding: .utf8)) ?? ""
        if let layoutConfig {
            text += "\u{0}\(layoutConfig)\u{0}" + ((try? String(contentsOf: root.appendingPathComponent(layoutConfig), encoding: .utf8)) ?? "")
        }
        for (name, template) in theme.templates.templates.sorted(by: { $0.key < $1.key }) { text += "\u{0}\(name)\u{0}\(template.source)" }
        for (locale, strings) in theme.strings.sorted(by: { $0.key < $1.key }) {
            text += "\u{0}\(locale)" + strings.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        }
        for (name, bytes) in theme.assets.sorted(by: { $0.key < $1.key }) { text += "\u{0}\(name)\u{0}" + ContentHash.of(bytes) }
        return ContentHash.of(text)
    }

    private func renderTemplate(_ theme: Theme, _ name: String, _ context: TemplateValue) throws(DiagnosticsError) -> String {
        do {
            return try theme.templates.render(name, context: context)
        } catch {
            throw DiagnosticsError(.error(.templateRender, error.message, file: error.file, at: error.location))
        }
    }

    /// A full disk fails every page written after it: report the first file, and how many more.
    static func collapsingWriteErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let unwritable = diagnostics.filter { $0.id == Rule.outputUnwritable.id }
        guard unwritable.count > 1 else { return diagnostics }
        var first = unwritable[0]
        first.message += " (and \(unwritable.count - 1) more file\(unwritable.count == 2 ? "" : "s"))"
        return diagnostics.filter { $0.id != Rule.outputUnwritable.id } + [first]
    }

    /// Throws when any diagnostic is an error; the warnings thrown with them are folded as a
    /// finished build's are (one per unconfigured component name, none for configured ones).
    static func stopOnErrors(_ diagnostics: [Diagnostic], components: [String: ComponentHandling] = [:]) throws(DiagnosticsError) {
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticsError(UnknownComponentWarnings.fold(diagnostics, configured: components))
        }
    }

    static func admonitionTitles(_ strings: [String: String]) -> [String: String] {
        var titles: [String: String] = [:]
        for (key, value) in strings where key.hasPrefix("admonition.") {
            titles[String(key.dropFirst("admonition.".count))] = value
        }
        return titles
    }
}
