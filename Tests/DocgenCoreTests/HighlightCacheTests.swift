@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// Highlighted code blocks are kept for the life of the process (a preview server's too).
@Suite("Highlighting cache")
struct HighlightCacheTests {
    @Test("The highlighting cache starts again empty when full, and keeps what it holds")
    func highlightCache() {
        var cache = HighlightCache(limit: 100)
        cache.insert(String(repeating: "h", count: 40), for: "swift\u{0}a")
        cache.insert(String(repeating: "h", count: 40), for: "swift\u{0}b")
        #expect(cache.entries.count == 2 && cache.bytes == 2 * 47)
        cache.insert(String(repeating: "h", count: 40), for: "swift\u{0}a")
        #expect(cache.bytes == 2 * 47)
        cache.insert(String(repeating: "h", count: 40), for: "swift\u{0}c")
        #expect(cache.entries.keys.sorted() == ["swift\u{0}c"] && cache.bytes == 47)
    }

    @Test("Highlighted Swift kept on disk comes back only for the same language and code")
    func storeRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-highlight-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = HighlightStore(folder: folder.path)
        let code = "let x = 1 // 日本語"
        #expect(store.html(for: code, language: "swift") == nil)
        store.store("<span class=\"tok-keyword\">let</span> x", for: code, language: "swift")
        #expect(store.html(for: code, language: "swift") == "<span class=\"tok-keyword\">let</span> x")
        #expect(store.html(for: code + " ", language: "swift") == nil)
        #expect(store.html(for: code, language: "json") == nil)
        // An entry at another block's place (a collision of keys) is a miss, not its HTML.
        try FileManager.default.copyItem(atPath: store.path(code: code, language: "swift"), toPath: store.path(code: "other", language: "swift"))
        #expect(store.html(for: "other", language: "swift") == nil)
        // A folder that cannot be made is a miss and a silent no-op.
        let blocked = HighlightStore(folder: "/proc/docgen-cannot-write-here")
        blocked.store("x", for: code, language: "swift")
        #expect(blocked.html(for: code, language: "swift") == nil)
    }

    @Test("Swift blocks are highlighted from the disk cache when it has them")
    func swiftUsesStore() throws {
        let code = "let unique\(UInt64.random(in: 0...UInt64.max)) = 1"
        let store = HighlightStore.shared
        store.store("<kept/>", for: code, language: "swift")
        defer { unlink(store.path(code: code, language: "swift")) }
        #expect(CodeHighlighters.highlight(code, language: "swift") == "<kept/>")
        // JSON is cheap to highlight and never read from disk.
        store.store("<kept/>", for: "{}", language: "json")
        defer { unlink(store.path(code: "{}", language: "json")) }
        #expect(CodeHighlighters.highlight("{}", language: "json") != "<kept/>")
    }
}
