import Foundation
import Testing

/// A copy of a fixture site (or an empty folder) in a fresh temporary directory, removed when
/// the value is released; builds write into it, never into the fixtures.
final class TemporarySite {
    let root: URL

    init(fixture: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-test-\(UUID().uuidString)")
        if let fixture {
            let source = try #require(Bundle.module.url(forResource: "Fixtures/sites/\(fixture)", withExtension: nil))
            try FileManager.default.copyItem(at: source, to: root)
        } else {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var output: URL { root.appendingPathComponent("_site") }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String, in base: URL? = nil) throws -> String {
        try String(contentsOf: (base ?? output).appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `folder` with its contents, for before/after comparisons.
    func snapshot(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                result[path] = data
            }
        }
        return result
    }
}
