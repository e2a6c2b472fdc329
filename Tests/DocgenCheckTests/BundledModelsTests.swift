import DocgenBundledModels
import DocgenCore
import Foundation
import Testing

@Suite("Bundled models")
struct BundledModelsTests {
    static let sources = SampleModels.repository.appendingPathComponent("Sources/DocgenBundledModels")

    /// Every file under a folder, path relative to it → contents.
    static func folder(_ url: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: url.path))
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let file = url.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = [UInt8](try Data(contentsOf: file))
            }
        }
        return files
    }

    @Test("The sources compiled into docgen are the model folders, file for file", arguments: BundledModels.all.map(\.module))
    func embeddedMatchFolders(module: String) throws {
        let onDisk = try Self.folder(Self.sources.appendingPathComponent(module))
        let embedded = try #require(BundledModels.files(module: module))
        #expect(Set(onDisk.keys) == Set(embedded.keys))
        for (path, bytes) in onDisk {
            #expect(embedded[path] == bytes, "\(module)/\(path) differs from the embedded copy")
        }
    }

    @Test("A bundled model is written once into the cache folder, complete, and found there again")
    func writtenToCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-bundled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let folder = try #require(BundledModels.directory(module: "AdaptySDK4", cache: cache))
        #expect(try Self.folder(folder) == BundledModels.files(module: "AdaptySDK4"))
        // Only the finished folder is left: no staging folder beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path) == [folder.lastPathComponent])
        let modified = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: folder.path)
        #expect(BundledModels.directory(module: "AdaptySDK4", cache: cache)?.path == folder.path)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect(attributes[.modificationDate] as? Date == modified, "the folder was written again")
        #expect(BundledModels.directory(module: "NoSuchModule", cache: cache) == nil)
    }

    @Test("An unwritable cache folder gives nil, not a crash")
    func unwritableCache() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-bundled-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(BundledModels.directory(module: "AdaptySDK3", cache: file) == nil)
    }
}
