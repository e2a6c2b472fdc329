#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a lock: `withLock` gives one thread at a time `inout` access to it.
///
/// docgen uses this rather than the standard library's `Synchronization.Mutex`: on Linux a
/// `Mutex` that is contended waits inside the uninstrumented runtime, so ThreadSanitizer
/// misses that acquisition and reports correct code as a race (a `Mutex<[Int]>` appended to
/// under `concurrentPerform` is enough). A `pthread_mutex_t`, which TSan intercepts, keeps
/// `scripts/tsan` able to tell real races from none.
public final class Locked<State>: @unchecked Sendable {
    private var state: State
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// - Parameter spinsBeforeSleeping: for a lock held for microseconds at a time by threads
    ///   that take turns (cmark-gfm's inline phase): a waiter spins a little before it sleeps.
    public init(_ state: State, spinsBeforeSleeping: Bool = false) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        #if canImport(Glibc)
        if spinsBeforeSleeping {
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
            return
        }
        #endif
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and the value to read or change.
    public func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}

extension Locked where State == Void {
    /// Runs `body` with the lock held, for a lock that guards code rather than a value
    /// (`Locked(())`). The value is not touched: ThreadSanitizer places an `inout` access to a
    /// value of no size at the lock object's own address, which every caller reads before it
    /// locks, and reports the two as a race.
    public func withLockHeld<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
