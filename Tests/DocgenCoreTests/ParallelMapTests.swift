@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("parallelMap")
struct ParallelMapTests {
    final class Counted: Sendable {
        static let alive = Locked(0)
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive.withLock { $0 += 1 }
        }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    @Test("Results come in order, and nothing the transform made outlives them")
    func orderAndOwnership() {
        let before = Counted.alive.withLock { $0 }
        do {
            let results = Array(0..<1000).parallelMap { Counted($0 * 2) }
            #expect(results.map(\.value) == Array(0..<1000).map { $0 * 2 })
            #expect(Counted.alive.withLock { $0 } == before + 1000)
        }
        // A leaked reference per slot kept every page's tree of a build alive until exit.
        #expect(Counted.alive.withLock { $0 } == before)
    }
}
