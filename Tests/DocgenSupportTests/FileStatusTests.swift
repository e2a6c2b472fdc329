import DocgenSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("A file's identity from one stat")
struct FileStatusTests {
    @Test("The identity is device, inode, size and modification time to the nanosecond, in decimal", arguments: [0, 1, 9, 10, 4096, 123_457])
    func identity(size: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.md").path
        try Data(repeating: 0x61, count: size).write(to: URL(fileURLWithPath: path))
        var info = stat()
        try #require(stat(path, &info) == 0)
        let expected = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)"
        let status = try #require(FileSystem.status(path))
        #expect(status.identity == expected)
        #expect(status.modified == Int(info.st_mtim.tv_sec))
        let listed = FileSystem.statuses(in: folder.path, names: ["page.md", "missing.md"])
        #expect(listed.first??.identity == expected)
        #expect(listed.last! == nil)
    }
}
