import DocgenSupport
import FoundationEssentials

/// Surfaces read from folders of symbol graphs, kept on disk under
/// `directory/surfaces/<key>.json` beside the extraction cache (`ExtractionCache`): reading a
/// surface back is a small JSON file instead of decoding every graph and parsing every
/// declaration again, which was most of a warm `docgen check`. The key hashes every graph
/// file's name and bytes, the folder's path (locations in the surface name it), the modules
/// the model keeps, docgen's output format and this cache's format version, so a changed
/// byte anywhere misses. An entry that cannot be read or decoded is a miss, and the surface
/// made instead replaces it; entries are written whole (a temporary file renamed into place),
/// so processes sharing the cache never read half of one.
package struct SurfaceCache: Sendable {
    /// Changes whenever `APISurface` or how it is read from graphs changes; old entries are
    /// then not read.
    package static let formatVersion = 5  // 5: properties' start values; 4: requirements' default arguments from the protocol's extension; 3: names of other builds' `#if` branches (`conditional`)

    /// What an entry holds: the surface of the graphs kept, the module names of every graph
    /// of the folder (to say which modules a model may keep), and the first kept graph's
    /// module (the name of a model that has none of its own).
    package struct Entry: Sendable, Codable, Equatable {
        var version: Int = SurfaceCache.formatVersion
        var modules: [String]
        var firstModule: String?
        var surface: APISurface
    }

    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// The key of the surface made from `files` (a folder's graphs, by name) at `root`,
    /// keeping the modules `modules` (all when empty).
    package static func key(files: [(name: String, data: Data)], root: String, modules: [String]) -> String {
        var hash = ContentHash.Hasher()
        hash.add("docgen-surface-\(formatVersion)")
        hash.add(DocgenVersion.outputFormat)
        hash.add(SymbolGraphWriter.generator)
        hash.add(root)
        for module in modules { hash.add("module " + module) }
        for file in files {
            hash.add(file.name)
            hash.add(String(file.data.count))
            hash.add(file.data.withUnsafeBytes { ContentHash.of($0) })
        }
        return hash.hex
    }

    private var folder: String { directory.appendingPathComponent("surfaces") }

    private func path(_ key: String) -> String { folder.appendingPathComponent("\(key).json") }

    /// The stored entry for `key`, or nil when there is none, or it cannot be read or
    /// decoded, or another format wrote it.
    package func load(_ key: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path(key)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.version == Self.formatVersion else { return nil }
        return entry
    }

    /// Stores `entry` under `key`. A cache that cannot be written only costs the next check
    /// its time, so failing to write is not reported.
    package func store(_ entry: Entry, key: String) {
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              let data = try? JSONEncoder().encode(entry) else { return }
        _ = data.withUnsafeBytes { FileSystem.writeFileAtomically(path(key), $0) }
    }
}
