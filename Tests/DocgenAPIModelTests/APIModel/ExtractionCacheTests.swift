import DocgenAPIModel
import DocgenSwift
import Foundation
import DocgenSupport
import Testing

/// A second extraction of the same files reads the cache; a changed file misses it.
@Suite("Extraction cache")
struct ExtractionCacheTests {
    @Test("the second run is a cache hit with the same graphs; a changed file is parsed again")
    func hitAndInvalidate() throws {
        let root = try Fixtures.copy("MediaKit")
        let cache = try Fixtures.scratch("cache")
        defer {
            Fixtures.remove((root as NSString).deletingLastPathComponent)
            Fixtures.remove(cache)
        }
        let first = try SourceModelExtractor.extract(root: root, cacheDirectory: cache)
        #expect(!first.fromCache)
        let key = try #require(first.cacheKey)
        let second = try SourceModelExtractor.extract(root: root, cacheDirectory: cache)
        #expect(second.fromCache)
        #expect(second.cacheKey == key)
        #expect(second.graphs == first.graphs)
        #expect(second.diagnostics == first.diagnostics)
        // Another platform or module selection is another entry.
        #expect(!(try SourceModelExtractor.extract(root: root, platform: "linux", cacheDirectory: cache)).fromCache)
        #expect(!(try SourceModelExtractor.extract(root: root, modules: ["MediaKit"], cacheDirectory: cache)).fromCache)
        // One changed byte in one file.
        let file = root + "/Sources/MediaKit/PlayerError.swift"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "case decoding", with: "case decodingFailed")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let third = try SourceModelExtractor.extract(root: root, cacheDirectory: cache)
        #expect(!third.fromCache)
        #expect(third.cacheKey != key)
        #expect(third.graphs.flatMap(\.graph.symbols).contains { $0.pathComponents == ["PlayerError", "decodingFailed"] })
        #expect(try SourceModelExtractor.extract(root: root, cacheDirectory: cache).fromCache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache + "/source-models")
        #expect(entries.allSatisfy { $0.hasSuffix(".json") }, "no temporary file left behind: \(entries)")
    }

    @Test("an unwritable cache is a warning, and the result is still returned")
    func unwritable() throws {
        let root = try Fixtures.path("UploadKit")
        let blocker = try Fixtures.scratch("blocked") + "/file"
        defer { Fixtures.remove((blocker as NSString).deletingLastPathComponent) }
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let extraction = try SourceModelExtractor.extract(root: root, cacheDirectory: blocker)
        #expect(!extraction.graphs.isEmpty)
        #expect(extraction.diagnostics.contains { $0.id == Rule.modelCache.id && $0.severity == .warning })
    }
}
