@testable import DocgenCore
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
}
