import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value computed on a thread of its own while the caller does other work, then waited for.
/// `docgen check` loads its API models this way while the pages parse (a warm load mostly
/// waits for `swiftc --version`) and runs the site-wide rules beside the page rules; a build
/// reads its last manifest while it hashes the pages. The thread is not one of Dispatch's
/// workers, so `parallelMap` keeps every core while it runs.
public final class BackgroundValue<Value: Sendable>: Sendable {
    /// Behind a pthread mutex, which ThreadSanitizer sees, as it may not see the semaphore.
    private let value = Locked<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    public init(_ work: @escaping @Sendable () -> Value) {
        let value = self.value
        let done = self.done
        DetachedThread.spawn {
            let result = work()
            value.withLock { $0 = result }
            done.signal()
        }
    }

    /// The value, once the work has finished. Call it once.
    public func wait() -> Value {
        done.wait()
        return value.withLock { $0! }
    }
}

/// A thread of its own that nobody joins: `BackgroundValue`'s, and the preview's file watcher.
public enum DetachedThread {
    private final class Job {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread with the main thread's stack size (where this
    /// work used to run), or here when no thread can be had.
    public static func spawn(_ body: @escaping @Sendable () -> Void) {
        let job = Unmanaged.passRetained(Job(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, job)
        pthread_attr_destroy(&attributes)
        if started != 0 { Unmanaged<Job>.fromOpaque(job).takeRetainedValue().run() }
    }
}
