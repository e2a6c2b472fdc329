import DocgenAPIModel
import DocgenBuild
import DocgenCheck
import DocgenMarkdown
import DocgenServe
import DocgenSite
import DocgenSupport
import Dispatch
import FoundationEssentials
import Glibc

/// The command-line layer: parses arguments, runs the command's action, prints results and
/// problems, and returns the exit code (0 success, 1 problems found, 64 usage error).
public struct DocgenCommandLine {

    /// Where output goes; tests capture it.
    public var standardOutput: @Sendable (String) -> Void = { StandardStream.write($0, to: STDOUT_FILENO) }
    public var standardError: @Sendable (String) -> Void = { StandardStream.write($0, to: STDERR_FILENO) }
    /// Whether standard error is a terminal (progress, summary, colours).
    public var isTerminal: Bool = isatty(STDERR_FILENO) != 0
    public var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    public init() {}

    public func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch {
            standardError("Error: \(error.message)\n")
            if let name = error.command, let spec = Commands.all.first(where: { $0.name == name }) {
                standardError("Usage: \(spec.usage)\n  See 'docgen \(name) --help'.\n")
            } else {
                standardError("Usage: docgen <command> [options]\n  See 'docgen --help'.\n")
            }
            return 64
        }
    }

    private func dispatch(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            standardError(Commands.help)
            return 64
        }
        switch first {
        case "--help", "-h", "help":
            standardOutput(Commands.help)
            return 0
        case "--version":
            standardOutput("docgen \(DocgenVersion.release)\n")
            return 0
        default:
            break
        }
        guard let spec = Commands.all.first(where: { $0.name == first }) else {
            throw UsageError(message: "unknown command '\(first)'", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            standardOutput(spec.help)
            return 0
        }
        let parsed = try ParsedArguments.parse(rest, command: spec)
        let root = parsed.values["root"].map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
            ?? currentDirectory
        switch spec.name {
        case "build":
            let out = parsed.values["out"].map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
            return build(root: root, out: out, quiet: parsed.flags.contains("quiet"))
        case "check":
            let format = parsed.values["format"] ?? "human"
            guard ["human", "json", "github", "sarif"].contains(format) else {
                throw UsageError(message: "unknown format '\(format)'; use human, json, github or sarif", command: "check")
            }
            return check(root: root, format: format, symbolGraphs: url(parsed.values["symbol-graph"]),
                         warningsAsErrors: parsed.flags.contains("warnings-as-errors"))
        case "serve":
            let portText = parsed.values["port"] ?? "8080"
            guard let port = UInt16(portText) else {
                throw UsageError(message: "'--port' must be a number from 0 to 65535, not '\(portText)'", command: "serve")
            }
            return serve(root: root, port: port)
        case "model":
            return model(root: root, symbolGraphs: url(parsed.values["symbol-graph"]))
        case "translated":
            guard !parsed.positionals.isEmpty else {
                throw UsageError(message: "name the translations to record, such as content/ja/flow-events.md", command: "translated")
            }
            // A relative path is the current folder's, else the site root's (`--root site content/ja/x.md`).
            let files = parsed.positionals.map { path -> URL in
                let here = URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
                let inRoot = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
                return path.hasPrefix("/") || FileManager.default.fileExists(atPath: here.path)
                    || !FileManager.default.fileExists(atPath: inRoot.path) ? here : inRoot
            }
            return translated(root: root, files: files)
        default:
            throw UsageError(message: "unknown command '\(spec.name)'", command: nil)
        }
    }

    private func url(_ path: String?) -> URL? {
        path.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
    }

    private func serve(root: URL, port: UInt16) -> Int32 {
        let log = standardError
        // A root with no content has nothing to preview or watch: say so instead of serving nothing.
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(ContentTree.folderName).path, isDirectory: &isDirectory),
              isDirectory else {
            print([.error("docgen.input.no-content",
                          "no '\(ContentTree.folderName)' folder in \(root.path); put pages in \(ContentTree.folderName)/<locale>/, e.g. \(ContentTree.folderName)/en/index.md",
                          file: nil)], root: root)
            return 1
        }
        let session: PreviewSession
        do {
            session = try PreviewSession(root: root, port: port) { log($0 + "\n") }
        } catch {
            standardError("error: \(error.description)\n")
            return 1
        }
        session.watch()
        standardError("Serving \(displayPath(root)) at \(session.url) (every locale; live reload). Press Ctrl-C to stop.\n")
        standardOutput(session.url + "\n")
        // Stop cleanly on Ctrl-C or a termination request: close the server, remove the preview folder.
        let stopped = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            sources.append(source)
        }
        stopped.wait()
        session.stop()
        standardError("Stopped.\n")
        return 0
    }

    private func model(root: URL, symbolGraphs: URL?) -> Int32 {
        do {
            let config = try SiteConfig.load(root: root)
            let catalog = try ModelCatalog.load(root: root, config: config, symbolGraphs: symbolGraphs)
            standardOutput(ModelPrinter.text(catalog))
            return 0
        } catch {
            print(error.diagnostics, root: root)
            return 1
        }
    }

    private func check(root: URL, format: String, symbolGraphs: URL?, warningsAsErrors: Bool) -> Int32 {
        let diagnostics: [Diagnostic]
        var summary = ""
        var translations: TranslationReport?
        do {
            let report = try SiteCheck(root: root, symbolGraphs: symbolGraphs).run()
            diagnostics = report.diagnostics.sorted(by: Self.order)
            summary = "\(report.pages) pages checked against \(report.catalog.models.map(\.name).joined(separator: ", ")) (\(report.catalog.origin)): "
                + "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")\n"
            translations = report.translations.flatMap { $0.isEmpty ? nil : TranslationReport(status: $0) }
        } catch {
            diagnostics = error.diagnostics
        }
        let sources = SourceCache(root: root)
        let formats = DiagnosticFormats(toolVersion: DocgenVersion.release, sourceText: sources.text)
        switch format {
        case "json": standardOutput(formats.json(diagnostics, members: translations.map { [("translations", $0.json)] } ?? []))
        case "github": standardOutput(formats.github(diagnostics))
        case "sarif": standardOutput(formats.sarif(diagnostics))
        default:
            let printer = DiagnosticPrinter(colors: isTerminal, sourceText: sources.text)
            for diagnostic in diagnostics { standardOutput(printer.format(diagnostic) + "\n") }
            if let translations { standardOutput(translations.table) }
            standardOutput(summary.isEmpty ? "check failed\n" : summary)
            if let translations { standardOutput(translations.summaryLine + "\n") }
        }
        let failing = diagnostics.contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    /// `docgen translated FILE...`: records in each translation the revision of its English page.
    private func translated(root: URL, files: [URL]) -> Int32 {
        let marker = TranslationMarker(root: root)
        var failed: [Diagnostic] = []
        for file in files {
            do {
                let outcome = try marker.mark(file)
                let sections = outcome.revision.headingSections.count
                standardOutput(outcome.changed
                    ? "\(outcome.file): recorded \(outcome.source) at \(outcome.revision.hash) (\(sections) section\(sections == 1 ? "" : "s"))\n"
                    : "\(outcome.file): already records \(outcome.source) as it is (\(outcome.revision.hash))\n")
            } catch {
                failed += error.diagnostics
            }
        }
        print(failed, root: root)
        return failed.contains { $0.severity == .error } ? 1 : 0
    }

    private func build(root: URL, out: URL?, quiet: Bool) -> Int32 {
        let showProgress = isTerminal && !quiet
        let progress = TerminalProgress()
        do {
            // Inline facts load the API model only if a page uses one.
            let facts = ModelFacts(catalog: { () throws(DiagnosticsError) -> ModelCatalog in
                try ModelCatalog.load(root: root, config: try SiteConfig.load(root: root))
            }, fingerprint: {
                (try? SiteConfig.load(root: root)).flatMap { ModelCatalog.fingerprint(root: root, config: $0) }
            })
            var build = SiteBuild(root: root, out: out, facts: facts)
            build.freesMemory = false
            let report: BuildReport
            if ProcessInfo.processInfo.environment["DOCGEN_TIMINGS"] != nil {
                let timer = PhaseTimer()
                report = try build.run(progress: timer)
                standardError(timer.report())
            } else {
                report = showProgress ? try build.run(progress: progress) : try build.run()
            }
            if showProgress { progress.clear() }
            print(report.warnings, root: root)
            if showProgress {
                let locales = report.pages.keys.sorted().map { code in
                    let fallback = report.fallbacks[code].map { " (\($0) untranslated)" } ?? ""
                    return "\(code) \(report.pages[code]!)\(fallback)"
                }.joined(separator: ", ")
                let total = report.pages.values.reduce(0, +)
                let warnings = report.warnings.filter { $0.severity == .warning }.count
                standardError("Built \(total) pages (\(locales)) in \(NumberText.fixed(report.seconds, 2)) s, \(warnings) warning\(warnings == 1 ? "" : "s") → \(displayPath(report.output))\n")
            }
            return 0
        } catch {
            if showProgress { progress.clear() }
            print(error.diagnostics, root: root)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            standardError("Build failed: \(errors) error\(errors == 1 ? "" : "s"); the previous output, if any, is unchanged.\n")
            return 1
        }
    }

    private func print(_ diagnostics: [Diagnostic], root: URL) {
        guard !diagnostics.isEmpty else { return }
        let printer = DiagnosticPrinter(colors: isTerminal, sourceText: SourceCache(root: root).text)
        for diagnostic in diagnostics.sorted(by: Self.order) {
            standardError(printer.format(diagnostic) + "\n")
        }
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let fa = a.file ?? "", fb = b.file ?? ""
        if fa != fb { return fa < fb }
        return (a.location ?? SourceLocation(line: 0, column: 0)) < (b.location ?? SourceLocation(line: 0, column: 0))
    }

    private func displayPath(_ url: URL) -> String {
        let cwd = currentDirectory.standardizedFileURL.path
        return url.path.hasPrefix(cwd + "/") ? String(url.path.dropFirst(cwd.count + 1)) : url.path
    }
}

/// Files' text by path relative to the root, read once each, for excerpts and columns.
final class SourceCache: Sendable {
    private let root: URL
    private let cache = Locked<[String: SourceText?]>([:])

    init(root: URL) {
        self.root = root
    }

    @Sendable func text(_ file: String) -> SourceText? {
        if let hit = cache.withLock({ $0[file] }) { return hit }
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)).map(SourceText.init)
        cache.withLock { $0[file] = text }
        return text
    }
}
