import Foundation
import Testing

/// Paths of the fixture SDKs under `Fixtures/`, and scratch folders for tests.
enum Fixtures {
    /// The absolute path of `Fixtures/<name>`.
    static func path(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil), "no fixture \(name)")
        return url.standardizedFileURL.path
    }

    /// A new empty folder under the temporary folder, removed by `remove`.
    static func scratch(_ label: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-apimodel-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A copy of a fixture in a scratch folder, for tests that change files.
    static func copy(_ name: String) throws -> String {
        let target = try scratch(name) + "/" + name
        try FileManager.default.copyItem(atPath: try path(name), toPath: target)
        return target
    }
}
