import DocgenSupport

/// Values derived from one model, made once and kept with it: a rule's index of the model is
/// built by the first page that needs it and shared by every page after. Each model read gets
/// a memo of its own, so a model read again (the preview server after an SDK edit) is indexed
/// again, and its identity tells caches of findings apart.
package final class ModelMemo: Sendable {
    private let values = Locked<[String: any Sendable]>([:])
    /// Distinct for each model read in this process: a key for caches of findings (an
    /// address could be reused by a later model; a counter is not).
    package let identity: Int

    private static let counter = Locked(0)

    package init() {
        identity = Self.counter.withLock { $0 += 1; return $0 }
    }

    /// The value kept under `key`, made by `make` the first time (two threads asking at once
    /// may both make it; one is kept).
    package func value<Value: Sendable>(_ key: String, _ make: () -> Value) -> Value {
        if let found = values.withLock({ $0[key] }) as? Value { return found }
        let made = make()
        return values.withLock { stored in
            if let found = stored[key] as? Value { return found }
            stored[key] = made
            return made
        }
    }
}
