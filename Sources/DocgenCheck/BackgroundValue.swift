import DocgenCore
import Foundation

/// A value computed on a thread of its own while the caller does other work, then waited for.
/// `docgen check` loads its API models this way while the pages parse (a warm load mostly
/// waits for `swiftc --version`), and runs the site-wide rules beside the page rules. The
/// thread is not one of Dispatch's workers, so `parallelMap` keeps every core while it runs.
final class BackgroundValue<Value: Sendable>: Sendable {
    /// Behind a pthread mutex, which ThreadSanitizer sees, as it may not see the semaphore.
    private let value = Locked<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [value, done] in
            let result = work()
            value.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = 8 << 20  // as the main thread's, where this work used to run
        thread.start()
    }

    /// The value, once the work has finished. Call it once.
    func wait() -> Value {
        done.wait()
        return value.withLock { $0! }
    }
}
