import DocgenSupport
import DocgenSwift

/// What `SourceModelExtractor.extract` returns: the symbol graphs of the selected modules
/// and the warnings reading them gave (a file that does not parse, a manifest line not
/// followed), the same whether parsed now or read from the cache.
package struct SourceExtraction: Sendable, Codable {
    package var graphs: [SymbolGraphFile]
    package var diagnostics: [Diagnostic]
    /// True when the result came from the cache and nothing was parsed.
    package var fromCache: Bool
    /// The cache key (a hash of every selected file's bytes, the platform, the modules and
    /// the extraction format), nil when no cache folder was given.
    package var cacheKey: String?

    package init(graphs: [SymbolGraphFile], diagnostics: [Diagnostic], fromCache: Bool, cacheKey: String?) {
        self.graphs = graphs
        self.diagnostics = diagnostics
        self.fromCache = fromCache
        self.cacheKey = cacheKey
    }

    /// The graphs without their file names.
    package var symbolGraphs: [SymbolGraph] { graphs.map(\.graph) }
}
