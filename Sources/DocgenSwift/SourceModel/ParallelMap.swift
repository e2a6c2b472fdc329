import Dispatch

extension Array where Element: Sendable {
    /// `map` on every core: the transform runs once per element, on threads of Dispatch's
    /// pool, and the results come back in order. `weight` orders the work (heaviest first),
    /// so one large file is not left to run alone at the end.
    func parallelMap<T: Sendable>(weight: (Element) -> Int = { _ in 0 }, _ transform: @escaping @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let order = indices.sorted { weight(self[$0]) > weight(self[$1]) }
        let slots = SlotBuffer<T>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { step in
            let index = order[step]
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values()
    }
}

/// Results written by many threads, each to its own slot, read once all are done.
private final class SlotBuffer<T: Sendable>: @unchecked Sendable {
    // Each slot is written by exactly one iteration and read only after
    // `concurrentPerform` returns, which orders every write before the read.
    private let storage: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    func values() -> [T] { storage.map { $0! } }
}
