@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("Reading files")
struct SourceFileReadTests {
    @Test("A file is read whole whatever its size against the buffer: empty, at, around and past 4 KiB")
    func sizes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4095, 4096, 4097, 8192, 100_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = folder.appendingPathComponent("\(size).bin")
            try Data(bytes).write(to: file)
            #expect(try FileReader.readBytes(file.path, displayPath: "\(size).bin") == bytes, "\(size) bytes")
        }
    }
}
