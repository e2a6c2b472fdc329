import DocgenAPIModel
import DocgenSite
import DocgenSupport
import FoundationEssentials

/// `docgen model`: the API surface the check uses, of the site's models or of an SDK's
/// source read directly; optionally written as DocC symbol graphs.
public struct ModelCommand: SiteCommand {
    public static let name = "model"
    public static let summary = "Print the API surface of the site's models, or of a Swift source tree."
    public static let options: [CommandOption<ModelCommand>] = [
        .root,
        .value("source", "DIR", "Read the API from the Swift package or folder of .swift files DIR instead of the site's models.", \.source),
        .value("module", "NAME", "With --source: a module to read (repeatable; default: the package's library targets).",
               parse: { command, value throws(UsageError) in command.modules.append(value) }),
        .value("platform", "NAME", "With --source: evaluate #if for ios (default), macos, tvos, watchos, visionos or linux.", \.platform),
        .value("model", "NAME", "Only the site's model NAME.", \.model),
        .value("symbol-graph", "DIR", "Read the symbol graphs in DIR instead of the models in docgen.yaml.", \.symbolGraph),
        .value("format", "FORMAT", "text (default) or json: {\"symbols\": [{\"name\", \"kind\", \"members\": [...]}]}.",
               parse: { command, value throws(UsageError) in
                   guard ["text", "json"].contains(value) else { throw UsageError("--format must be text or json, not '\(value)'", command: name) }
                   command.format = value
               }),
        .value("emit-symbol-graph", "OUT", "Also write the model as DocC symbol graphs (Module.symbols.json, Module@Other.symbols.json) into OUT.",
               \.emitSymbolGraph),
    ]

    public var root: String?
    public var source: String?
    public var modules: [String] = []
    public var platform: String?
    public var model: String?
    public var symbolGraph: String?
    public var format = "text"
    public var emitSymbolGraph: String?

    public init() {}

    public func validate() throws(UsageError) {
        if source == nil, !modules.isEmpty || platform != nil {
            throw UsageError("--module and --platform go with --source; a site's models say theirs in \(SiteConfig.fileName)", command: Self.name)
        }
        if source != nil, model != nil || symbolGraph != nil {
            throw UsageError("--source reads one source tree; --model and --symbol-graph are for a site's models", command: Self.name)
        }
    }

    public func run(in context: CommandContext) -> Int32 {
        if let source {
            return runOnSource(context.url(source), in: context)
        }
        let root = context.root(self.root)
        do {
            let config = try SiteConfig.load(root: root)
            var catalog = try ModelCatalog.load(root: root, config: config, symbolGraphs: symbolGraph.map(context.url))
            guard !catalog.models.isEmpty else {
                context.print([ModelCatalog.noModelNote(root: root)], root: root)
                return 1
            }
            if let model {
                guard let chosen = catalog.model(named: model) else {
                    context.print([.error(.modelUnknown, "no model '\(model)'; the models are \(catalog.models.map(\.name).joined(separator: ", "))",
                                          file: SiteConfig.fileName)], root: root)
                    return 1
                }
                catalog.models = [chosen]
            }
            context.print(catalog.warnings, root: root)
            if let emitSymbolGraph {
                guard catalog.models.count == 1 else {
                    context.standardError("Error: --emit-symbol-graph writes one model; name it with --model (\(catalog.models.map(\.name).joined(separator: ", ")))\n")
                    return 64
                }
                let written = try ModelCatalog.writeSymbolGraphs(of: catalog.models[0].name, root: root, config: config,
                                                                 symbolGraphs: symbolGraph.map(context.url), to: context.url(emitSymbolGraph).path)
                report(written, in: context.url(emitSymbolGraph), context)
            }
            context.standardOutput(format == "json" ? ModelPrinter.json(catalog.models) : ModelPrinter.text(catalog))
            return 0
        } catch {
            context.print(error.diagnostics, root: root)
            return 1
        }
    }

    private func runOnSource(_ directory: URL, in context: CommandContext) -> Int32 {
        let spec = ModelSpec(name: directory.lastPathComponent, kind: .source, path: directory.path, platform: platform ?? "ios", modules: modules)
        var config = SiteConfig()
        config.models = [spec]
        do {
            let catalog = try ModelCatalog.load(root: directory, config: config)
            context.print(catalog.warnings, root: directory)
            if let emitSymbolGraph {
                let written = try ModelCatalog.writeSymbolGraphs(of: spec.name, root: directory, config: config, to: context.url(emitSymbolGraph).path)
                report(written, in: context.url(emitSymbolGraph), context)
            }
            context.standardOutput(format == "json" ? ModelPrinter.json(catalog.models) : ModelPrinter.text(catalog.models[0]))
            return 0
        } catch {
            context.print(error.diagnostics, root: directory)
            return 1
        }
    }

    private func report(_ written: [String], in directory: URL, _ context: CommandContext) {
        context.standardError("wrote \(written.count) symbol graph\(written.count == 1 ? "" : "s") to \(context.displayPath(directory))\n")
    }
}
