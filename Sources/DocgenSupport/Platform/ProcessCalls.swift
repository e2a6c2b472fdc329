#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few process-wide calls docgen makes, so no module above this one imports the C library.
public enum ProcessCalls {
    /// The environment variable `name`, nil when unset: one `getenv`, where
    /// `ProcessInfo.environment` copies the whole environment into a dictionary first (a
    /// millisecond of a rebuild's few dozen).
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process with `status` (what `main` returns).
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// User and system CPU time this process has used, in seconds.
    public static var cpuSeconds: Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// This process's id, for names of temporary files that must not collide.
    public static var id: Int32 { getpid() }

    /// True when standard error is a terminal (progress, colours).
    public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Writes all of `text` to standard output.
    public static func writeStandardOutput(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes all of `text` to standard error.
    public static func writeStandardError(_ text: String) { write(text, to: STDERR_FILENO) }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        _ = text.withUTF8 { FileSystem.writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
}
