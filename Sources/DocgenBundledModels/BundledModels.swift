import Foundation

/// The SDK models that ship with docgen (the `AdaptySDK4` and `AdaptySDK3` targets), as
/// source folders copied beside the executable. A site checks against them when neither its
/// config nor `--symbol-graph` names another model.
public enum BundledModels {
    /// Page-facing name and module of each bundled model.
    public static let all: [(name: String, module: String)] = [("sdk4", "AdaptySDK4"), ("sdk3", "AdaptySDK3")]

    /// The folder of a bundled model's sources, or nil when the resource bundle is not beside
    /// the executable (a binary copied elsewhere alone). Unlike `Bundle.module`, this never traps.
    public static func directory(module: String) -> URL? {
        let bundleName = "docgen_DocgenBundledModels.resources"
        // /proc/self/exe names the running binary wherever it was started from.
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executable = URL(fileURLWithPath: exe).deletingLastPathComponent()
        for base in [executable, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()] {
            let candidate = base.appendingPathComponent(bundleName).appendingPathComponent(module)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
