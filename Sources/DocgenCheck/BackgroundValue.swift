import Foundation

/// A value computed on a thread of its own while the caller does other work, then waited for.
/// `docgen check` loads its API models this way while the pages parse: a warm load mostly
/// waits for `swiftc --version`, time both cores can spend parsing. The thread is not one of
/// Dispatch's workers, so `parallelMap` keeps every core while it runs.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    // Written once by the worker before `done` is signalled, read only after waiting on it.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            value = work()
            done.signal()
        }
        thread.stackSize = 8 << 20  // as the main thread's, where this work used to run
        thread.start()
    }

    /// The value, once the work has finished. Call it once.
    func wait() -> Value {
        done.wait()
        return value!
    }
}
