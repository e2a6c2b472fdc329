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
