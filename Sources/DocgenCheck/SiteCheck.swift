import DocgenCore
import DocgenMarkdown
import Foundation

/// What `docgen check` found.
public struct CheckReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var pages: Int
    public var catalog: ModelCatalog

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// `docgen check`: every page parsed, its model chosen (front matter, else the model its API
/// tables match), then the rules run on every core. Content findings are collected into the
/// report; only a site or model that cannot be read at all throws.
public struct SiteCheck: Sendable {
    public var root: URL
    public var symbolGraphs: URL?
    public var compiler: ModelCompiler

    public init(root: URL, symbolGraphs: URL? = nil, compiler: ModelCompiler = ModelCompiler()) {
        self.root = root.standardizedFileURL
        self.symbolGraphs = symbolGraphs
        self.compiler = compiler
    }

    public func run() throws(DiagnosticsError) -> CheckReport {
        let config = try SiteConfig.load(root: root)
        let tree = try ContentTree.scan(root: root)
        _ = try SiteBuild.locales(config: config, folders: tree.localeFolders)
        let catalog = try ModelCatalog.load(root: root, config: config, symbolGraphs: symbolGraphs, compiler: compiler)
        let pages = tree.files.filter(\.isPage)
        let findings = pages.parallelMap { file -> [Diagnostic] in
            let (page, diagnostics) = ParsedPage.read(file)
            guard let page else { return diagnostics }
            return diagnostics + PageChecker(page: page, catalog: catalog).run()
        }
        return CheckReport(diagnostics: config.warnings + tree.warnings + findings.flatMap { $0 }, pages: pages.count, catalog: catalog)
    }
}

/// The rules on one page.
struct PageChecker {
    let page: ParsedPage
    let catalog: ModelCatalog

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let file = page.file.displayPath
        let content = PageContent(page.document)
        let locator = SourceLocator(page.text)

        var pageModel: APIModel?
        if let name = page.frontMatter.model {
            pageModel = catalog.model(named: name)
            if pageModel == nil {
                diagnostics.append(.error("docgen.model.unknown",
                                          "no model named '\(name)'; the models are \(catalog.models.map(\.name).joined(separator: ", "))",
                                          file: file, at: page.frontMatter.fields["model"]?.location))
            }
        }
        let ordered = pageModel.map { model in [model] + catalog.models.filter { $0.name != model.name } } ?? catalog.models
        var bindings: [TableRule.Binding] = []
        for table in content.tables {
            if let binding = TableRule.bind(table, models: ordered, file: file, into: &diagnostics) { bindings.append(binding) }
        }
        if pageModel == nil, page.frontMatter.model == nil {
            var votes: [String: Int] = [:]
            for binding in bindings { votes[binding.model.name, default: 0] += binding.table.table.rows.count }
            if let (name, _) = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
               let model = catalog.model(named: name) {
                pageModel = model
                let first = bindings.first { $0.model.name == name }!
                diagnostics.append(Diagnostic(
                    id: "docgen.model.inferred", severity: .note, file: file, location: first.table.location,
                    message: "no 'model' in front matter; checked against \(name), whose \(first.symbol.name) this table documents",
                    fix: .init(message: "add 'model: \(name)' to the front matter")))
            }
        }
        for binding in bindings { TableRule.check(binding, page: page, locator: locator, into: &diagnostics) }
        let models = pageModel.map { [$0] } ?? catalog.models
        NameRule(models: models, file: file, locator: locator).check(content, into: &diagnostics)
        CountRule(models: models, pageModel: pageModel, bound: bindings.map(\.symbol), file: file, locator: locator)
            .check(content, into: &diagnostics)
        FactRule(catalog: catalog, page: page, locator: locator).check(content, into: &diagnostics)
        CodeSampleRule(checker: SwiftSampleChecker(models: catalog.models, pageModel: pageModel), file: file)
            .check(content, into: &diagnostics)
        return diagnostics
    }
}
