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
        // Besides templates/: Mermaid, assembled in from Sources/CThemeScripts.
        #expect(Set(onDisk.keys) == Set(DocgenTheme.files.keys).subtracting(["assets/mermaid.min.js"]))
        let mermaid = try Data(contentsOf: Self.templates.deletingLastPathComponent().appendingPathComponent("Sources/CThemeScripts/mermaid.min.js"))
        #expect(DocgenTheme.files["assets/mermaid.min.js"] == [UInt8](mermaid))
        for (path, bytes) in onDisk {
            #expect(DocgenTheme.files[path] == bytes, "\(path) differs from the embedded copy")
        }
    }
}
