internal import CPlatform

/// What a command does with memory it no longer needs, chosen by the process (`docgen`'s main):
/// a command that exits when its build ends leaves what the build read and made to the exit
/// (`keptUntilExit`), since freeing every page summary, route and tree one by one costs more (a
/// tenth of a one-page rebuild) than the kernel reclaiming the memory at once; a long-lived
/// process (`serve`) frees as it goes (`freed`).
public struct MemoryPolicy: Sendable {
    public let keepsUntilExit: Bool

    public static let freed = MemoryPolicy(keepsUntilExit: false)
    public static let keptUntilExit = MemoryPolicy(keepsUntilExit: true)

    private static let kept = Locked<[Any]>([])

    /// Keeps `values` alive until the process exits, when the policy says so; else does nothing.
    public func keep(_ values: Any...) {
        guard keepsUntilExit else { return }
        Self.kept.withLock { $0.append(contentsOf: values) }
    }

    /// Turns transparent huge pages off for the rest of the process, where the system hands
    /// them out unasked (docgen does not ask jemalloc for them): zeroing 2 MB pages as the heap
    /// grows cost a build more kernel time than the page faults they save, and varied from run
    /// to run (a one-page rebuild took 40 to 87 ms after a benchmark, 45 to 51 ms without).
    public static func stopTransparentHugePages() {
        docgen_stop_huge_pages()
    }
}
