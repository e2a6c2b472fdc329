import Foundation

/// A fresh folder under the temporary directory (empty, or a copy of a fixture), removed when
/// the value is released: tests build and write there, never into the fixtures.
public final class ScratchFolder: @unchecked Sendable {
    public let url: URL

    /// - Parameter source: a folder to copy in (a fixture site); nil for an empty folder.
    public init(copying source: URL? = nil) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-test-\(UUID().uuidString)")
        if let source {
            try FileManager.default.copyItem(at: source, to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The folder, as a site root.
    public var root: URL { url }
    /// Where a build writes by default (`<root>/_site`).
    public var output: URL { url.appendingPathComponent("_site") }

    /// Writes a file (its folders made first), relative to the folder.
    public func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    public func write(_ path: String, _ data: Data) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    /// Makes a symbolic link at `path` that leads to `destination` (as written).
    public func link(_ path: String, to destination: String) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: destination)
    }

    /// A file's text, relative to `base` (the build output by default).
    public func read(_ path: String, in base: URL? = nil) throws -> String {
        try String(contentsOf: (base ?? output).appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `folder` with its contents, for before/after comparisons.
    public static func snapshot(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                result[path] = data
            }
        }
        return result
    }

    public func snapshot(_ folder: URL) -> [String: Data] { Self.snapshot(folder) }

    /// A file `name` holding `text` in a scratch folder apart from any site: where a symbolic
    /// link out of a site's root leads, in tests that following one publishes nothing. Keep
    /// the folder while the test runs.
    public static func outside(_ name: String, _ text: String) throws -> (folder: ScratchFolder, path: String) {
        let folder = try ScratchFolder()
        try folder.write(name, text)
        return (folder, folder.root.appendingPathComponent(name).path)
    }

    /// True when some file under `folder` holds `text`.
    public static func anyFile(under folder: URL, holds text: String) -> Bool {
        snapshot(folder).values.contains { String(decoding: $0, as: UTF8.self).contains(text) }
    }
}
