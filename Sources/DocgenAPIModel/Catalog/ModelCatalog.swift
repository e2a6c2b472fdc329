import DocgenSite
import DocgenSupport
import FoundationEssentials

/// The API models a check runs against, from (in order of precedence) `--symbol-graph`, the
/// config's `symbolGraphs` or the config's `models`. docgen knows no SDK of its own: a site
/// without any has no API rules.
public struct ModelCatalog: Sendable {
    public var models: [APIModel]
    /// Where the models came from, for the report ("the models in docgen.yaml").
    public var origin: String
    /// What reading the models found that does not stop the check (a source file that does
    /// not parse, a manifest line not followed), with paths relative to the site root.
    public var warnings: [Diagnostic]

    public init(models: [APIModel], origin: String, warnings: [Diagnostic] = []) {
        self.models = models
        self.origin = origin
        self.warnings = warnings
    }

    public func model(named name: String) -> APIModel? {
        models.first { $0.name == name } ?? models.first { $0.modules.contains(name) }
    }

    /// A fingerprint of what `load` would read, made without parsing: the symbol-graph
    /// files, or the source files an extraction would read (its cache key). Nil when
    /// something cannot be read. A rebuild compares it with the last build's to know whether
    /// pages with inline facts must be made again.
    public static func fingerprint(root: URL, config: SiteConfig, symbolGraphs override: URL? = nil) -> String? {
        var hash = ContentHash.Hasher()
        for input in inputs(root: root, config: config, symbolGraphs: override) {
            hash.add(input.spec.name)
            hash.add(input.spec.platform)
            hash.add(input.spec.deploymentTarget ?? "")
            for module in input.spec.modules { hash.add(module) }
            switch input.kind {
            case .symbolGraphs:
                hash.add("symbol graphs")
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: input.directory.path) else { return nil }
                for name in names.filter({ $0.hasSuffix(".symbols.json") }).sorted() {
                    guard let data = FileManager.default.contents(atPath: input.directory.appendingPathComponent(name).path) else { return nil }
                    hash.add(name)
                    hash.add(data)
                }
            case .source, .folder:
                guard let key = try? SourceModelExtractor.cacheKey(root: input.directory.path, platform: input.spec.platform,
                                                                   modules: input.spec.modules, includeUnavailable: true)
                else { return nil }
                hash.add(key)
            }
        }
        return hash.hex
    }

    /// Reads every model: symbol graphs as they are, Swift source extracted (or taken from
    /// the cache, by content hash). Errors name the config line of the model they are about,
    /// or the file in the model's folder.
    public static func load(root: URL, config: SiteConfig, symbolGraphs override: URL? = nil,
                            cacheDirectory: URL? = CacheDirectory.url) throws(DiagnosticsError) -> ModelCatalog {
        let inputs = inputs(root: root, config: config, symbolGraphs: override)
        // A site that configures no model is checked without API rules (the check says so once).
        guard !inputs.isEmpty else { return ModelCatalog(models: [], origin: "no models") }
        var models: [APIModel] = []
        var problems: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        for input in inputs {
            do throws(DiagnosticsError) {
                let (model, found) = try read(input, root: root, cacheDirectory: cacheDirectory)
                models.append(model)
                warnings += found
            } catch {
                problems += error.diagnostics.map { located($0, input: input, root: root) }
            }
        }
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticsError(problems + warnings) }
        let origin = override.map { "symbol graphs in \($0.path)" }
            ?? (config.symbolGraphs != nil ? "symbol graphs in \(config.symbolGraphs!)" : "the models in \(SiteConfig.fileName)")
        return ModelCatalog(models: models, origin: origin, warnings: warnings.map { located($0, input: nil, root: root) })
    }

    /// Writes the symbol graphs of model `name` (as extracted, or as read from its folder)
    /// into `directory`; returns the paths written.
    public static func writeSymbolGraphs(of name: String, root: URL, config: SiteConfig, symbolGraphs override: URL? = nil,
                                         to directory: String, cacheDirectory: URL? = CacheDirectory.url) throws(DiagnosticsError) -> [String] {
        let all = inputs(root: root, config: config, symbolGraphs: override)
        guard let input = all.first(where: { $0.spec.name == name }) ?? (all.count == 1 ? all.first : nil) else {
            throw DiagnosticsError(.error(.modelUnknown, "no model '\(name)'", file: SiteConfig.fileName))
        }
        do throws(DiagnosticsError) {
            let files: [SymbolGraphFile]
            switch input.kind {
            case .symbolGraphs:
                let modules = input.spec.modules
                files = try SymbolGraphLoader.graphs(in: input.directory.path)
                    .filter { modules.isEmpty || modules.contains($0.graph.module.name) }
            case .source, .folder:
                let extracted = try SourceModelExtractor.extract(root: input.directory.path, platform: input.spec.platform,
                                                                 modules: input.spec.modules, cacheDirectory: cacheDirectory?.path,
                                                                 includeUnavailable: true).graphs
                files = SymbolGraphWriter.relativeLocations(extracted, root: input.directory.path)
            }
            return try SymbolGraphWriter.write(files, to: directory, pretty: true)
        } catch {
            throw DiagnosticsError(error.diagnostics.map { located($0, input: input, root: root) })
        }
    }

    /// A model to read: its spec, the folder, and what the folder holds.
    struct Input {
        var spec: ModelSpec
        var directory: URL
        var kind: ModelSpec.Kind
        /// The folder as the report names it: relative to the site root when inside it.
        var displayPath: String
    }

    static func inputs(root: URL, config: SiteConfig, symbolGraphs override: URL?) -> [Input] {
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL : root.appendingPathComponent(path).standardizedFileURL
        }
        func display(_ url: URL) -> String {
            let base = root.standardizedFileURL.path
            if url.path == base { return "" }
            return url.path.hasPrefix(base + "/") ? String(url.path.dropFirst(base.count + 1)) : url.path
        }
        if let graphs = override ?? config.symbolGraphs.map(resolve) {
            // One model per module of the folder, named by the module.
            let spec = ModelSpec(name: "", kind: .symbolGraphs, path: graphs.path, location: override == nil ? config.symbolGraphsLocation : nil)
            return [Input(spec: spec, directory: graphs, kind: .symbolGraphs, displayPath: display(graphs))]
        }
        return config.models.map { spec in
            let directory = resolve(spec.path)
            var kind = spec.kind
            if kind == .folder {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                kind = names.contains { $0.hasSuffix(".symbols.json") } ? .symbolGraphs : .source
            }
            return Input(spec: spec, directory: directory, kind: kind, displayPath: display(directory))
        }
    }

    /// One input's model, and the warnings reading it gave (paths inside the model's folder
    /// made relative to the site root).
    static func read(_ input: Input, root: URL, cacheDirectory: URL?) throws(DiagnosticsError) -> (APIModel, [Diagnostic]) {
        var isFolder = false
        guard FileManager.default.fileExists(atPath: input.directory.path, isDirectory: &isFolder), isFolder else {
            let what = input.spec.name.isEmpty ? "the symbol-graph folder" : "the folder of model '\(input.spec.name)'"
            throw DiagnosticsError(.error(.modelSourceMissing, "\(what), \(input.displayPath.isEmpty ? input.directory.path : input.displayPath), does not exist or is not a folder",
                                          file: nil))
        }
        switch input.kind {
        case .symbolGraphs:
            let entry = try surface(of: input, cache: cacheDirectory.map { SurfaceCache(directory: $0.path) })
            let name = input.spec.name.isEmpty ? (entry.firstModule ?? "model") : input.spec.name
            let model = APIModel(name: name, surface: entry.surface, platform: input.spec.platform, deploymentTarget: input.spec.deploymentTarget)
            return (model, [])
        case .source, .folder:
            let extraction = try SourceModelExtractor.extract(root: input.directory.path, platform: input.spec.platform, modules: input.spec.modules,
                                                               cacheDirectory: cacheDirectory?.path, includeUnavailable: true)
            let surface = SourceModelExtractor.surface(extraction, root: input.directory.path)
            return (APIModel(name: input.spec.name, surface: surface, platform: input.spec.platform, deploymentTarget: input.spec.deploymentTarget),
                    extraction.diagnostics.map { inFolder($0, input) })
        }
    }

    /// The surface of a folder of symbol graphs: from `cache` when it holds one for the
    /// folder's bytes, else decoded and read from the graphs, and then stored in `cache`.
    static func surface(of input: Input, cache: SurfaceCache?) throws(DiagnosticsError) -> SurfaceCache.Entry {
        let contents = try SymbolGraphLoader.contents(of: input.directory.path)
        let key = SurfaceCache.key(files: contents, root: input.directory.path, modules: input.spec.modules)
        // An entry whose modules lack one the model names is made again, for the error.
        if let entry = cache?.load(key), input.spec.modules.allSatisfy(entry.modules.contains) { return entry }
        var graphs: [SymbolGraph] = []
        for (name, data) in contents { graphs.append(try SymbolGraphLoader.decode(data, name: name)) }
        let modules = graphs.map(\.module.name)
        if !input.spec.modules.isEmpty {
            let known = Set(modules)
            for module in input.spec.modules where !known.contains(module) {
                throw DiagnosticsError(.error(.modelUnknownModule, "no symbol graph of module '\(module)' in \(input.displayPath); known: \(known.sorted().joined(separator: ", "))",
                                              file: nil))
            }
            graphs = graphs.filter { input.spec.modules.contains($0.module.name) }
        }
        let entry = SurfaceCache.Entry(modules: modules, firstModule: graphs.first?.module.name,
                                       surface: APISurfaceReader.surface(from: graphs, root: input.directory.path))
        cache?.store(entry, key: key)
        return entry
    }

    /// A finding about a file of the model's folder, with the path from the site root.
    private static func inFolder(_ diagnostic: Diagnostic, _ input: Input) -> Diagnostic {
        guard let file = diagnostic.file else { return diagnostic }
        var diagnostic = diagnostic
        diagnostic.file = input.displayPath.isEmpty ? file : input.displayPath + "/" + file
        return diagnostic
    }

    /// Errors without a file point at the config line that named the model's folder; those
    /// with one, into the folder.
    private static func located(_ diagnostic: Diagnostic, input: Input?, root: URL) -> Diagnostic {
        guard let input else { return diagnostic }
        guard diagnostic.file == nil else { return inFolder(diagnostic, input) }
        guard let location = input.spec.location else { return diagnostic }
        var diagnostic = diagnostic
        diagnostic.file = SiteConfig.fileName
        diagnostic.location = location
        return diagnostic
    }

    /// `sdk3/AdaptyPaywallControllerDelegate` → (`sdk3`, `AdaptyPaywallControllerDelegate`): a
    /// symbol named with the model it belongs to, as table markers and inline facts write it.
    public static func splitQualified(_ name: String) -> (model: String?, symbol: String) {
        guard let slash = name.firstIndex(of: "/") else { return (nil, name) }
        return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }

    /// The note a site without models gets, once: no API rules ran, and how to add a model.
    /// A repository read in place often has no docgen.yaml at all: the note then says so
    /// rather than pointing at a file that is not there.
    public static func noModelNote(root: URL) -> Diagnostic {
        let hasConfig = FileManager.default.fileExists(atPath: root.appendingPathComponent(SiteConfig.fileName).path)
        let models = "e.g. 'models: {sdk: ../MySDK}' (a Swift package, a folder of Swift sources, or of *.symbols.json)"
        return hasConfig
            ? .note(.modelNone, "\(SiteConfig.fileName) names no API model, so tables, counts, inline facts and Swift samples were not checked against an SDK",
                    file: SiteConfig.fileName, fix: .init(message: "add 'models:' to \(SiteConfig.fileName), \(models)"))
            : .note(.modelNone, "no \(SiteConfig.fileName) names an API model, so tables, counts, inline facts and Swift samples were not checked against an SDK",
                    file: nil, fix: .init(message: "add a \(SiteConfig.fileName) at the site's root with 'models:', \(models)"))
    }
}
