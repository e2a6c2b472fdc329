import Dispatch
#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C and termination requests, for a command that runs until stopped (`serve`).
public enum InterruptSignal {
    /// Blocks until SIGINT or SIGTERM arrives (neither then ends the process by itself).
    public static func wait() {
        let stopped = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            sources.append(source)
        }
        stopped.wait()
        for source in sources { source.cancel() }
    }
}
