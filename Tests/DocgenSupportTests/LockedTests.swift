import Dispatch
import DocgenSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Locked")
struct LockedTests {
    /// A counter outside any lock's value, changed only inside the lock's critical section.
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test("A lock that guards code lets one thread at a time through, as a lock that guards a value does")
    func codeLock() {
        let lock = Locked(())
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                lock.withLockHeld {
                    // Read, yield the core now and then, write: without the lock, increments are lost.
                    let seen = counter.value
                    if seen % 997 == 0 { sched_yield() }
                    counter.value = seen + 1
                }
            }
        }
        #expect(counter.value == 8 * 20_000)
        let value = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { value.withLock { $0 += 1 } }
        }
        #expect(value.withLock { $0 } == 8 * 20_000)
    }
}
