import Dispatch

extension Array where Element: Sendable {
    /// Maps on every core. Each task writes only its own slot, so no lock is needed. With
    /// `weight`, the heaviest elements start first, so one large input is not left to run
    /// alone at the end; the results are in the elements' order either way.
    public func parallelMap<T: Sendable>(weight: ((Element) -> Int)? = nil, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let order: [Int]? = weight.map { weight in indices.sorted { weight(self[$0]) > weight(self[$1]) } }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        self.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let elements = input
            DispatchQueue.concurrentPerform(iterations: elements.count) { step in
                let i = order?[step] ?? step
                slots[i] = transform(elements[i])
            }
        }
        // Moved out, not copied: a copy would leave the slots' references behind when the
        // buffer is freed, and whatever they hold (a page's tree) would never be.
        return [T](unsafeUninitializedCapacity: count) { output, initialized in
            for i in 0..<count { (output.baseAddress! + i).initialize(to: (results.baseAddress! + i).move()!) }
            initialized = count
        }
    }
}
