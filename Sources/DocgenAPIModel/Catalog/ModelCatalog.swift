import DocgenSite
import DocgenSupport
import FoundationEssentials

/// The API models a check runs against, from (in order of precedence) `--symbol-graph`, the
/// config's `symbolGraphs` or the config's `models`. docgen knows no SDK of its own: a site
/// without any has no API rules.
public struct ModelCatalog: Sendable {
    public var models: [APIModel]
    /// Where the models came from, for the report ("compiled from Sources/AdaptySDK4").
    public var origin: String

    public init(models: [APIModel], origin: String) {
        self.models = models
        self.origin = origin
    }

    public func model(named name: String) -> APIModel? {
        models.first { $0.name == name || $0.module == name }
    }

    /// A fingerprint of what `load` would read, made without compiling or decoding: the
    /// symbol-graph files, or the models' Swift sources and the compiler's identity (path,
    /// size, time). Nil when something cannot be read. A rebuild compares it with the last
    /// build's to know whether pages with inline facts must be made again.
    public static func fingerprint(root: URL, config: SiteConfig, symbolGraphs override: URL? = nil) -> String? {
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path).standardizedFileURL
        }
        var hash = ContentHash.Hasher()
        func add(files: [(relative: String, url: URL)]) -> Bool {
            for file in files.sorted(by: { $0.relative < $1.relative }) {
                guard let data = FileManager.default.contents(atPath: file.url.path) else { return false }
                hash.add(file.relative)
                hash.add(data)
            }
            return true
        }
        if let directory = override ?? config.symbolGraphs.map(resolve) {
            hash.add("symbol graphs")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            guard add(files: names.filter { $0.hasSuffix(".json") }.map { ($0, directory.appendingPathComponent($0)) }) else { return nil }
            return hash.hex
        }
        let sources = config.models.map { (name: $0.name, module: $0.module ?? moduleName($0.sources), directory: resolve($0.sources)) }
        for source in sources {
            hash.add(source.name)
            hash.add(source.module)
            guard let files = try? ModelCompiler.swiftFiles(in: source.directory, model: source.name),
                  add(files: files.map { ($0.relative, $0.url) }) else { return nil }
        }
        guard let swiftc = ModelCompiler.swiftcPath(), let identity = ModelCompiler.fileIdentity(swiftc) else { return nil }
        hash.add(swiftc + "\u{0}" + identity)
        return hash.hex
    }

    public static func load(root: URL, config: SiteConfig, symbolGraphs override: URL? = nil,
                            compiler: ModelCompiler = ModelCompiler()) throws(DiagnosticsError) -> ModelCatalog {
        var names: [String: String] = [:]  // module → page-facing name
        for model in config.models { names[model.module ?? Self.moduleName(model.sources)] = model.name }

        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path).standardizedFileURL
        }
        /// Errors without a file point at the config line that named the folder.
        func located(_ error: DiagnosticsError, at location: SourceLocation?) -> DiagnosticsError {
            guard let location else { return error }
            return DiagnosticsError(error.diagnostics.map { diagnostic in
                guard diagnostic.file == nil else { return diagnostic }
                var diagnostic = diagnostic
                diagnostic.file = SiteConfig.fileName
                diagnostic.location = location
                return diagnostic
            })
        }
        if let directory = override ?? config.symbolGraphs.map(resolve) {
            let graphs: [SymbolGraph]
            do {
                graphs = try SymbolGraphReader.graphs(in: directory)
            } catch {
                throw located(error, at: override == nil ? config.symbolGraphsLocation : nil)
            }
            return ModelCatalog(models: graphs.map { SymbolGraphReader.model(named: names[$0.module.name] ?? $0.module.name, from: $0) },
                                origin: "symbol graphs in \(directory.path)")
        }
        let sources: [ModelSource] = config.models.map {
            ModelSource(name: $0.name, module: $0.module ?? Self.moduleName($0.sources), directory: resolve($0.sources))
        }
        let declared = Dictionary(config.models.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        // A site that configures no model is checked without API rules (the check says so once).
        guard !sources.isEmpty else { return ModelCatalog(models: [], origin: "no models") }
        let origin = "the models in \(SiteConfig.fileName)"
        var models: [APIModel] = []
        var problems: [Diagnostic] = []
        var swiftc = SwiftcProbe()
        for source in sources {
            do throws(DiagnosticsError) {
                let directory = try compiler.symbolGraphs(for: source, swiftc: &swiftc)
                let graphs = try SymbolGraphReader.graphs(in: directory)
                guard let graph = graphs.first(where: { $0.module.name == source.module }) else {
                    throw DiagnosticsError(.error(.modelSymbolGraph, "no symbol graph for module \(source.module) in \(directory.path)", file: nil))
                }
                models.append(SymbolGraphReader.model(named: source.name, from: graph))
            } catch {
                problems += located(error, at: declared[source.name] ?? nil).diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return ModelCatalog(models: models, origin: origin)
    }

    /// `sdk3/AdaptyPaywallControllerDelegate` → (`sdk3`, `AdaptyPaywallControllerDelegate`): a
    /// symbol named with the model it belongs to, as table markers and inline facts write it.
    public static func splitQualified(_ name: String) -> (model: String?, symbol: String) {
        guard let slash = name.firstIndex(of: "/") else { return (nil, name) }
        return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }

    /// The note a site without models gets, once: no API rules ran, and how to add a model.
    public static let noModelNote = Diagnostic.note(
        .modelNone, "\(SiteConfig.fileName) names no API model, so tables, counts, inline facts and Swift samples were not checked against an SDK",
        file: SiteConfig.fileName,
        fix: .init(message: "add 'models:' to \(SiteConfig.fileName), e.g. 'models: {sdk: path/to/symbol-graphs}' (a folder of *.symbols.json or of Swift sources)"))

    static func moduleName(_ sources: String) -> String {
        sources.split(separator: "/").last.map(String.init) ?? sources
    }
}
