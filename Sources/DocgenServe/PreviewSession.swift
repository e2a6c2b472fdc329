import DocgenAPIModel
import DocgenBuild
import DocgenCheck
import DocgenMarkdown
import DocgenRender
import DocgenSite
import DocgenSupport
import Dispatch
import FoundationEssentials

/// `docgen serve`: builds the site into a private folder, serves it, watches the sources, and
/// after each change rebuilds, tells open pages to reload, then runs the drift check and sends
/// its findings to the pages and the terminal. A failed build keeps the last good site served.
public final class PreviewSession: @unchecked Sendable {
    public let root: URL
    public let server: PreviewServer
    /// The session's own output folder, in the temporary folder.
    let output: URL
    private let log: @Sendable (String) -> Void
    private let builds = DispatchQueue(label: "docgen serve: builds")
    private let checks = DispatchQueue(label: "docgen serve: checks")
    /// Set by `watch()`; the build queue adds the partials each load finds to it.
    private let watcher = Locked<FileWatcher?>(nil)
    private let checkPending = Locked(false)
    /// The site the next check reads: the latest rebuild's.
    private let latestSite = Locked<LoadedSite?>(nil)
    /// Counts the changes seen: a check started before the latest one is stale.
    private let changes = Locked(0)
    private let formats: DiagnosticFormats
    /// Inline facts, kept across rebuilds (only the build queue touches it).
    private var facts: ModelFacts?
    /// The site as the last rebuild loaded it: the next edit parses only what changed, and the
    /// check reads the pages the rebuild used (only the build queue writes it).
    private var site: LoadedSite?
    /// The models the check ran against, kept until the model's sources or the config change.
    private let catalog = Locked<ModelCatalog?>(nil)
    /// Shows the first build's progress (later rebuilds take milliseconds).
    private let progress: (any BuildProgress)?
    /// True once a build succeeded.
    private let everBuilt = Locked(false)
    private var built: Bool { everBuilt.withLock { $0 } }

    /// Builds once and starts serving on 127.0.0.1:`port`; `log` receives terminal lines.
    /// - Parameter allowedHosts: names besides the loopback ones that requests may give in
    ///   `Host` (`--allow-host`).
    /// - Parameters:
    ///   - waitsForFirstBuild: false to return as soon as the server listens, while the first
    ///     build runs (`waitForFirstBuild()`); every URL meanwhile answers a page that says so.
    ///   - progress: the first build's progress.
    public init(root: URL, port: UInt16, allowedHosts: [String] = [], waitsForFirstBuild: Bool = true,
                progress: (any BuildProgress)? = nil, log: @escaping @Sendable (String) -> Void) throws(ServeError) {
        self.root = root.standardizedFileURL
        self.log = log
        self.progress = progress
        output = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))/site")
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw ServeError(description: "cannot create the preview folder \(output.path): \(error)")
        }
        let sourceRoot = self.root
        formats = DiagnosticFormats(toolVersion: "docgen") { file in
            (try? String(contentsOf: sourceRoot.appendingPathComponent(file), encoding: .utf8)).map(TextLines.init)
        }
        do {
            server = try PreviewServer(folder: output, port: port, basePath: (try? SiteConfig.load(root: self.root))?.basePath ?? "/",
                                       allowedHosts: allowedHosts)
        } catch {
            // Nothing to serve: leave no preview folder behind.
            try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
            throw error
        }
        rebuild(changed: [])
        if waitsForFirstBuild { builds.sync {} }
    }

    /// Returns once the first build is done, or has failed.
    public func waitForFirstBuild() {
        builds.sync {}
    }

    public var url: String { "http://127.0.0.1:\(server.port)/" }

    /// Starts watching the pages' folders (`content/`, or a Docusaurus or Starlight site's),
    /// `templates/`, the configs and the model sources (`PreviewSources`).
    public func watch() {
        let sources = PreviewSources(root: root)
        let watcher = FileWatcher(folders: sources.folders, files: sources.files) { [weak self] paths in
            self?.rebuild(changed: paths)
        }
        watcher.start()
        self.watcher.withLock { $0 = watcher }
        builds.async { [self] in if let site { watchPartials(of: site) } }
    }

    /// Watches the Markdown partials the site's pages import, wherever they are: a Docusaurus
    /// site keeps them beside its pages or anywhere under the root (`@site/src/partials/…`),
    /// outside the folders `PreviewSources` names.
    private func watchPartials(of site: LoadedSite) {
        let paths = Set(site.pages.lazy.compactMap(\.page).flatMap { $0.partials.map(\.file.absolutePath) })
        guard !paths.isEmpty else { return }
        watcher.withLock { $0?.watch(files: paths.sorted().map { URL(fileURLWithPath: $0) }) }
    }

    public func stop() {
        watcher.withLock { $0?.stop() }
        server.stop()
        // No other process builds into this session's folder: its lock file goes with it.
        (try? OutputDirectory(out: output, root: root))?.forgetLock()
        try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
    }

    /// Rebuilds on the build queue; `changed` are the paths that triggered it.
    func rebuild(changed: [String]) {
        // Counted now, on the watcher's thread, so a check running for an earlier change stops
        // before this rebuild starts.
        changes.withLock { $0 += 1 }
        builds.async { [self] in
            let start = ContinuousClock.now
            // The model is read again only when its sources or the config changed.
            let modelChanged = changed.contains { $0.hasSuffix(".swift") || $0.hasSuffix(SiteConfig.fileName) }
            if modelChanged { catalog.withLock { $0 = nil } }
            if facts == nil || modelChanged {
                facts = ModelFacts(catalog: { [root] () throws(DiagnosticsError) -> ModelCatalog in
                    try ModelCatalog.load(root: root, config: try SiteConfig.load(root: root))
                }, fingerprint: { [root] in
                    (try? SiteConfig.load(root: root)).flatMap { ModelCatalog.fingerprint(root: root, config: $0) }
                })
            }
            do throws(DiagnosticsError) {
                let site = try SiteLoader.load(root: root, previous: self.site)
                self.site = site
                watchPartials(of: site)
                let first = !built
                let report = try SiteBuild(root: root, out: output, facts: facts).run(site: site, progress: AnyProgress(first ? progress : nil))
                everBuilt.withLock { $0 = true }
                server.update(sources: report.sources, status: status(ok: true, report.warnings), built: true, failure: .some(nil))
                server.hub.publish(event: "reload", data: "{}")
                let elapsed = ContinuousClock.now - start
                log("\(first ? "built" : "rebuilt") \(report.pages.values.reduce(0, +)) pages in \(Int((elapsed / .milliseconds(1)).rounded())) ms"
                    + (changed.isEmpty ? "" : " after a change to \(changed.map(relative).joined(separator: ", "))"))
                print(report.warnings, changed: nil)
                scheduleCheck(site: site, changed: changed)
            } catch {
                let failed = status(ok: false, error.diagnostics)
                if built {
                    server.update(status: failed)
                } else {
                    server.update(status: failed, failure: .some(BuildingPage.failed(error.diagnostics)))
                    // The building pages reload, now onto the findings.
                    server.hub.publish(event: "reload", data: "{}")
                }
                server.hub.publish(event: "status", data: failed)
                log(built ? "build failed; still serving the last good site"
                          : "the first build failed; every page of \(url) shows the errors until the site builds")
                print(error.diagnostics, changed: nil)
            }
        }
    }

    /// Runs `docgen check` after a build on the site the build loaded, once for any number of
    /// builds that queued meanwhile (the latest site is checked).
    private func scheduleCheck(site: LoadedSite, changed: [String]) {
        latestSite.withLock { $0 = site }
        guard checkPending.withLock({ pending in defer { pending = true }; return !pending }) else { return }
        checks.async { [self] in
            checkPending.withLock { $0 = false }
            let change = changes.withLock { $0 }
            guard let site = latestSite.withLock({ $0 }) else { return }
            do throws(DiagnosticsError) {
                let models: ModelCatalog
                if let kept = catalog.withLock({ $0 }) {
                    models = kept
                } else {
                    models = try ModelCatalog.load(root: root, config: site.config)
                    catalog.withLock { $0 = models }
                }
                // A newer change rebuilds and then checks again: this check gives way.
                guard let report = SiteCheck(root: root).run(site: site, catalog: models,
                                                             until: { [changes] in changes.withLock { $0 } != change }) else {
                    return
                }
                let findings = report.diagnostics.filter { $0.severity != .note }
                server.update(status: status(ok: true, findings))
                server.hub.publish(event: "status", data: status(ok: true, findings))
                let changedFiles = Set(changed.map(relative))
                print(findings, changed: changedFiles.isEmpty ? nil : changedFiles)
                log("check: \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")")
            } catch {
                log("check could not run: \(error.diagnostics.first?.message ?? "unknown error")")
            }
        }
    }

    private func status(ok: Bool, _ diagnostics: [Diagnostic]) -> String {
        let items = formats.json(diagnostics)
        // `{"diagnostics": [...]}` → `{"ok": …, "diagnostics": [...]}` on one line for the event stream.
        let body = items.drop(while: { $0 != "[" }).dropLast(2).replacing(literal: "\n", with: "")
        return "{\"ok\": \(ok), \"built\": \(built), \"diagnostics\": \(body)}"
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }

    private func print(_ diagnostics: [Diagnostic], changed: Set<String>?) {
        let printer = DiagnosticPrinter(showsSource: true, colors: false) { [root] file in
            (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)).map(TextLines.init)
        }
        for diagnostic in diagnostics where changed == nil || changed!.contains(diagnostic.file ?? "") {
            log(printer.format(diagnostic))
        }
    }
}

/// A build progress of any kind, or none.
struct AnyProgress: BuildProgress {
    let base: (any BuildProgress)?

    init(_ base: (any BuildProgress)?) { self.base = base }

    func begin(phase: String, total: Int) { base?.begin(phase: phase, total: total) }
    func advance(by count: Int) { base?.advance(by: count) }
}
