import DocgenAPIModel
import DocgenBuild
import DocgenSite
import DocgenSupport
import FoundationEssentials

/// `docgen build`: every locale into `--out`.
public struct BuildCommand: SiteCommand, MemoryPolicyCommand {
    public static let name = "build"
    public static let summary = "Build the static site of every locale."
    public static let options: [CommandOption<BuildCommand>] = [
        .root,
        .value("out", "DIR", "Where to write the site (default: <root>/_site).", \.out),
        .flag("quiet", "Print nothing but problems.", \.quiet),
    ]

    public var root: String?
    public var out: String?
    public var quiet = false
    /// What the build does with memory it no longer needs (the process decides).
    public var memory = MemoryPolicy.freed

    public init() {}

    public func run(in context: CommandContext) -> Int32 {
        let root = context.root(self.root)
        let showProgress = context.isTerminal && !quiet
        let progress = TerminalProgress()
        do {
            // Inline facts load the API model only if a page uses one.
            let facts = ModelFacts(catalog: { () throws(DiagnosticsError) -> ModelCatalog in
                try ModelCatalog.load(root: root, config: try SiteConfig.load(root: root))
            }, fingerprint: {
                (try? SiteConfig.load(root: root)).flatMap { ModelCatalog.fingerprint(root: root, config: $0) }
            })
            var build = SiteBuild(root: root, out: out.map(context.url), facts: facts)
            build.memory = memory
            build.log = { [context] in context.standardError($0 + "\n") }
            let report: BuildReport
            if context.environment("DOCGEN_TIMINGS") != nil {
                let timer = PhaseTimer()
                report = try build.run(progress: timer)
                context.standardError(timer.report())
            } else {
                report = showProgress ? try build.run(progress: progress) : try build.run()
            }
            if showProgress { progress.clear() }
            context.print(report.warnings, root: root)
            if showProgress {
                let locales = report.pages.keys.sorted().map { code in
                    let fallback = report.fallbacks[code].map { " (\($0) untranslated)" } ?? ""
                    return "\(code) \(report.pages[code]!)\(fallback)"
                }.joined(separator: ", ")
                let total = report.pages.values.reduce(0, +)
                let warnings = report.warnings.filter { $0.severity == .warning }.count
                context.standardError("Built \(total) pages (\(locales)) in \(NumberText.fixed(report.seconds, 2)) s, \(warnings) warning\(warnings == 1 ? "" : "s") → \(context.displayPath(report.output))\n")
            }
            return 0
        } catch {
            if showProgress { progress.clear() }
            context.print(error.diagnostics, root: root)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            context.standardError("Build failed: \(errors) error\(errors == 1 ? "" : "s"); the previous output, if any, is unchanged.\n")
            return 1
        }
    }
}
