import DocgenSupport
import DocgenSwift
import FoundationEssentials

/// Extraction results kept on disk under `directory/source-models/<key>.json`, where the key
/// hashes every selected file's path and bytes, the platform, the modules (names, defines,
/// dependencies), the root's path (locations in the graphs name it) and docgen's extraction
/// format version: a second extraction of the same tree reads JSON instead of parsing, and a
/// changed byte anywhere misses. Entries are written whole (a temporary file renamed into
/// place), so processes sharing the cache never read half an entry.
package struct ExtractionCache: Sendable {
    /// Changes whenever what an extraction produces changes; old entries are then not read.
    package static let formatVersion = 11  // 11: SWIFT_PACKAGE defined, a manifest closure's `#if` read for the host; 10: stored properties' literal start values; 9: zlib and the SDKs' other system library modules; 8: a Swift 6.3 compiler, FoundationEssentials on Linux only; 7: canImport() of what a target depends on; 6: declarations of `#if` branches other custom conditions turn on

    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// The key of a plan's extraction.
    package static func key(for plan: SourcePlan, includeUnavailable: Bool) -> String {
        var hash = ContentHash.Hasher()
        hash.add("docgen-extraction-\(formatVersion)")
        hash.add(SymbolGraphWriter.generator)
        hash.add(plan.platform.rawValue)
        hash.add(plan.root)
        hash.add(includeUnavailable ? "unavailable" : "available")
        for module in plan.packageModules { hash.add(module) }
        for diagnostic in plan.diagnostics { hash.add(diagnostic.id + diagnostic.message) }
        for module in plan.modules {
            hash.add("module")
            hash.add(module.name)
            for define in module.defines { hash.add(define) }
            hash.add("dependencies")
            for dependency in module.dependencies { hash.add(dependency) }
            for file in module.files {
                hash.add(file.path)
                hash.add(String(file.bytes.count))
                hash.add(bytes: file.bytes)
            }
        }
        return hash.hex
    }

    private func path(_ key: String) -> String { directory.appendingPathComponent("source-models").appendingPathComponent("\(key).json") }

    /// The stored result for `key`, or nil when there is none (or it cannot be read).
    package func load(_ key: String) -> SourceExtraction? {
        guard let data = FileManager.default.contents(atPath: path(key)),
              var result = try? JSONDecoder().decode(SourceExtraction.self, from: data) else { return nil }
        result.fromCache = true
        result.cacheKey = key
        return result
    }

    /// Stores a result under `key`.
    package func store(_ result: SourceExtraction, key: String) throws(DiagnosticsError) {
        let folder = directory.appendingPathComponent("source-models")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError(.error(.modelCache, "cannot create the cache folder \(folder)", file: nil))
        }
        var stored = result
        stored.fromCache = false
        stored.cacheKey = key
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(stored) else {
            throw DiagnosticsError(.error(.modelCache, "cannot encode the extraction for the cache", file: nil))
        }
        if let error = data.withUnsafeBytes({ FileSystem.writeFileAtomically(path(key), $0) }) {
            throw DiagnosticsError(.error(.modelCache, "cannot write the cache entry \(path(key)): \(error.message)", file: nil))
        }
    }
}
