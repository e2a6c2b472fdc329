import DocgenAPIModel
import DocgenSite
import DocgenSupport

/// `docgen model`: the API surface the check uses.
public struct ModelCommand: SiteCommand {
    public static let name = "model"
    public static let summary = "Print the API surface of the site's models."
    public static let options: [CommandOption<ModelCommand>] = [
        .root,
        .value("symbol-graph", "DIR", "Read the symbol graphs in DIR instead of the models in docgen.yaml.", \.symbolGraph),
    ]

    public var root: String?
    public var symbolGraph: String?

    public init() {}

    public func run(in context: CommandContext) -> Int32 {
        let root = context.root(self.root)
        do {
            let config = try SiteConfig.load(root: root)
            let catalog = try ModelCatalog.load(root: root, config: config, symbolGraphs: symbolGraph.map(context.url))
            guard !catalog.models.isEmpty else {
                context.print([ModelCatalog.noModelNote], root: root)
                return 1
            }
            context.standardOutput(ModelPrinter.text(catalog))
            return 0
        } catch {
            context.print(error.diagnostics, root: root)
            return 1
        }
    }
}
