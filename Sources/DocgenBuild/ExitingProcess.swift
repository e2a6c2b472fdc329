import DocgenSupport
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
    /// Turns transparent huge pages off for the rest of the process, where the system hands
    /// them out unasked (docgen does not ask, `CAllocatorSettings`): zeroing 2 MB pages as the
    /// heap grows costs a build more kernel time than the page faults they save, and varies
    /// from run to run.
    static func stopHugePages() {
        docgen_stop_huge_pages()
    }
}
