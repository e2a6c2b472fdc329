import DocgenSupport
import DocgenSwift
import FoundationEssentials

/// The API model of an SDK's source, in three calls for a command line:
///
/// ```swift
/// let extraction = try SourceModelExtractor.extract(root: dir, platform: "ios", modules: [], cacheDirectory: cache)
/// try SourceModelExtractor.writeGraphs(extraction, to: out)          // --emit-symbol-graph OUT
/// let json = SourceModelExtractor.surfaceJSON(extraction, root: dir)  // --format json
/// ```
package enum SourceModelExtractor {
    /// Reads `root` (a Swift package, or a folder of `.swift` files) as the compiler would for
    /// `platform`, and returns its symbol graphs.
    ///
    /// - Parameters:
    ///   - modules: targets or library products to read; empty for the package's library
    ///     products' targets.
    ///   - cacheDirectory: where results are kept by content hash; nil for no cache.
    ///   - includeUnavailable: keep declarations `@available(*, unavailable)` (swiftc drops them).
    /// - Throws: `DiagnosticsError` with `docgen.model.source-missing` (no such folder),
    ///   `no-swift-files`, `unknown-platform`, `unknown-module` (listing the known ones),
    ///   `manifest` (no target to read). Files that do not parse are warnings in the result.
    package static func extract(root: String, platform: String = "ios", modules: [String] = [], cacheDirectory: String? = nil,
                                includeUnavailable: Bool = false) throws(DiagnosticsError) -> SourceExtraction {
        let plan = try SourcePlan.make(root: root, platform: platform, modules: modules)
        let cache = cacheDirectory.map(ExtractionCache.init)
        let key = cache.map { _ in ExtractionCache.key(for: plan, includeUnavailable: includeUnavailable) }
        if let cache, let key, let hit = cache.load(key) { return hit }
        let model = SourceModelReader.read(plan)
        var result = SourceExtraction(graphs: SymbolGraphWriter.graphs(for: model, includeUnavailable: includeUnavailable),
                                      diagnostics: model.diagnostics, fromCache: false, cacheKey: key)
        if let cache, let key {
            do {
                try cache.store(result, key: key)
            } catch {
                // The result is good without the cache; say why it will be parsed again.
                result.diagnostics += error.diagnostics.map { var warning = $0; warning.severity = .warning; return warning }
            }
        }
        return result
    }

    /// The key `extract` would cache the result under: the plan's files read and hashed,
    /// nothing parsed.
    package static func cacheKey(root: String, platform: String = "ios", modules: [String] = [],
                                 includeUnavailable: Bool = false) throws(DiagnosticsError) -> String {
        ExtractionCache.key(for: try SourcePlan.make(root: root, platform: platform, modules: modules), includeUnavailable: includeUnavailable)
    }

    /// Writes the graphs into `directory` (`Module.symbols.json`, `Module@Other.symbols.json`).
    @discardableResult
    package static func writeGraphs(_ extraction: SourceExtraction, to directory: String, pretty: Bool = true) throws(DiagnosticsError) -> [String] {
        try SymbolGraphWriter.write(extraction.graphs, to: directory, pretty: pretty)
    }

    /// The API surface of the graphs, locations relative to `root` when given.
    package static func surface(_ extraction: SourceExtraction, root: String? = nil) -> APISurface {
        APISurfaceReader.surface(from: extraction.symbolGraphs, root: root.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    }

    /// The surface as JSON (`{"symbols": [{"name", "kind", "members": [...]}]}`).
    package static func surfaceJSON(_ extraction: SourceExtraction, root: String? = nil, pretty: Bool = true) -> Data {
        surface(extraction, root: root).json(pretty: pretty)
    }
}
