import BundledSDK3Sources
import BundledSDK4Sources
import DocgenCore
import FoundationEssentials
import Glibc

/// The SDK models that ship with docgen (the `AdaptySDK4` and `AdaptySDK3` targets), their
/// sources compiled into the binary. A site checks against them when neither its config nor
/// `--symbol-graph` names another model.
public enum BundledModels {
    /// Page-facing name and module of each bundled model.
    public static let all: [(name: String, module: String)] = [("sdk4", "AdaptySDK4"), ("sdk3", "AdaptySDK3")]

    /// A bundled model's sources: path relative to its folder → contents.
    public static func files(module: String) -> [String: [UInt8]]? {
        switch module {
        case "AdaptySDK4": BundledSDK4Sources.files
        case "AdaptySDK3": BundledSDK3Sources.files
        default: nil
        }
    }

    /// A folder with a bundled model's sources, for the compiler: written once into docgen's
    /// cache folder, named after their contents (another docgen's sources go to another
    /// folder), and complete when it exists (written beside it, then renamed into place).
    /// Nil when it cannot be written.
    public static func directory(module: String, cache: URL = CacheDirectory.url) -> URL? {
        guard let files = files(module: module) else { return nil }
        var contents: [UInt8] = []
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            contents += Array(path.utf8) + [0] + Array(String(bytes.count).utf8) + [0] + bytes
        }
        let parent = cache.appendingPathComponent("bundled-models")
        let folder = parent.appendingPathComponent("\(module)-\(ContentHash.of(contents))")
        if FileManager.default.fileExists(atPath: folder.path) { return folder }
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).\(getpid())")
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            for (path, bytes) in files {
                let file = staging.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: file)
            }
        } catch {
            return nil
        }
        // Another process may have put the same folder in place first: theirs is as good.
        if rename(staging.path, folder.path) != 0 && !FileManager.default.fileExists(atPath: folder.path) { return nil }
        return folder
    }
}
