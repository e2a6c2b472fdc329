import CAllocatorSettings

/// Values kept alive until the process exits, for a command that ends when its build does:
/// freeing every page summary, route and source one by one costs more (a tenth of a one-page
/// rebuild) than the kernel reclaiming the memory at once. A long-lived process (`serve`)
/// never hands anything here.
enum ExitingProcess {
    private static let kept = Locked<[Any]>([])

    static func keep(_ values: Any...) {
        kept.withLock { $0.append(contentsOf: values) }
    }
}

extension ExitingProcess {
    /// Turns transparent huge pages off for the rest of the process. jemalloc asks for them
    /// (`CAllocatorSettings`), which makes a rebuild's few dozen MB cheaper to map; a full build
    /// grows its heap by hundreds of MB, and zeroing 2 MB pages then costs more kernel time
    /// than the page faults it saves.
    static func stopHugePages() {
        docgen_stop_huge_pages()
    }
}
