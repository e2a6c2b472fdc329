import Foundation

/// The package's own folders, for tests that read the sources, the sample site or the models.
public enum Repository {
    /// The package root: this file is `Tests/DocgenTestSupport/Repository.swift`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static var sources: URL { root.appendingPathComponent("Sources") }
    /// The sample site's models (`models/sdk4`, `models/sdk3`).
    public static func model(_ name: String) -> URL { root.appendingPathComponent("models/\(name)") }
}
