import DocgenAPIModel
import DocgenCheck
import DocgenSupport
import FoundationEssentials

/// `docgen check`: the drift check, for CI.
public struct CheckCommand: SiteCommand, MemoryPolicyCommand {
    public enum Format: String, Sendable, CaseIterable {
        case human, json, github, sarif
    }

    public static let name = "check"
    public static let summary = "Check the guides against the API model and their translations."
    public static let options: [CommandOption<CheckCommand>] = [
        .root,
        .value("format", "FORMAT", "human (default), json, github or sarif.") { command, value throws(UsageError) in
            guard let format = Format(rawValue: value) else {
                throw UsageError("unknown format '\(value)'; use human, json, github or sarif", command: name)
            }
            command.format = format
        },
        .flag("warnings-as-errors", "Exit 1 on warnings too.", \.warningsAsErrors),
        .value("symbol-graph", "DIR", "Check against the symbol graphs in DIR instead of the models in docgen.yaml.", \.symbolGraph),
    ]

    public var root: String?
    public var format = Format.human
    public var warningsAsErrors = false
    public var symbolGraph: String?
    /// What the check does with the site it loaded once it is done (the process decides).
    public var memory = MemoryPolicy.freed

    public init() {}

    public func run(in context: CommandContext) -> Int32 {
        let root = context.root(self.root)
        let diagnostics: [Diagnostic]
        var summary = ""
        var translations: TranslationReport?
        var pageTexts: [String: String] = [:]
        do {
            let report = try SiteCheck(root: root, symbolGraphs: symbolGraph.map(context.url), memory: memory).run()
            diagnostics = CommandContext.ordered(report.diagnostics)
            let against = report.catalog.models.isEmpty
                ? "no API model" : "\(report.catalog.models.map(\.name).joined(separator: ", ")) (\(report.catalog.origin))"
            summary = "\(report.pages) page\(report.pages == 1 ? "" : "s") checked against \(against): "
                + "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")\n"
            translations = report.translations.flatMap { $0.isEmpty ? nil : TranslationReport(status: $0) }
            pageTexts = report.pageTexts
        } catch {
            diagnostics = error.diagnostics
        }
        let sources = FileTextCache(root: root, known: pageTexts)
        let formats = DiagnosticFormats(toolVersion: DocgenVersion.release, sourceText: sources.text)
        switch format {
        case .json: context.standardOutput(formats.json(diagnostics, members: translations.map { [("translations", $0.json)] } ?? []))
        case .github: context.standardOutput(formats.github(diagnostics))
        case .sarif: context.standardOutput(formats.sarif(diagnostics))
        case .human:
            let printer = DiagnosticPrinter(colors: context.isTerminal, sourceText: sources.text)
            for diagnostic in diagnostics { context.standardOutput(printer.format(diagnostic) + "\n") }
            if let translations { context.standardOutput(translations.table) }
            context.standardOutput(summary.isEmpty ? "check failed\n" : summary)
            if let translations { context.standardOutput(translations.summaryLine + "\n") }
        }
        let failing = diagnostics.contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
        return failing ? 1 : 0
    }
}
