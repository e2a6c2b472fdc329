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
    /// (`CAllocatorSettings`), which makes reading a rebuild's manifest and hashing every page
    /// cheaper to map (a rebuild with nothing changed: 32 ms instead of 35); once pages are
    /// parsed and rendered, a build's allocations are scattered, and zeroing a 2 MB page for
    /// each costs more kernel time than the page faults it saves (a one-page rebuild: 40 ms
    /// with them, 35 without; a full build's hundreds of MB more still).
    static func stopHugePages() {
        docgen_stop_huge_pages()
    }
}
