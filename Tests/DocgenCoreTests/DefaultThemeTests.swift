import DocgenBuild
import DocgenMarkdown
import DocgenRender
import DocgenSearch
import DocgenSite
import DocgenSupport
import DocgenSwift
import DocgenTheme
import Foundation
import Testing

@Suite("Default theme")
struct DefaultThemeTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")

    @Test("The theme compiled into docgen is the repository's templates/ folder, file for file")
    func embeddedMatchesFolder() throws {
        var onDisk: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.templates.path))
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = Self.templates.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                onDisk[path] = [UInt8](try Data(contentsOf: url))
            }
        }
        #expect(Set(onDisk.keys) == Set(DocgenTheme.files.keys))
        // Besides templates/: Mermaid, assembled in gzipped from Sources/CThemeScripts and
        // inflated by zlib; what gzip itself makes of the file.
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-dc", Self.templates.deletingLastPathComponent().appendingPathComponent("Sources/CThemeScripts/mermaid.min.js.gz").path]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        let mermaid = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        #expect(mermaid.count > 2_000_000)
        #expect(DocgenTheme.mermaid == [UInt8](mermaid))
        for (path, bytes) in onDisk {
            #expect(DocgenTheme.files[path] == bytes, "\(path) differs from the embedded copy")
        }
    }
}
