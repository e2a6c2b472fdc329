/// The store's own global actor: purchases are queued on it.
@globalActor
public actor StoreActor {
    public static let shared = StoreActor()
}

/// Isolated to `StoreActor`, and so `Sendable`; its members are isolated too.
@StoreActor
public final class PurchaseQueue {
    public private(set) var pending: [Offer] = []

    public init() {}

    public func enqueue(_ offer: Offer) {
        pending.append(offer)
    }

    nonisolated public func label() -> String { "purchases" }
}

extension PurchaseQueue {
    public func drain() -> [Offer] {
        defer { pending = [] }
        return pending
    }
}

@StoreActor
public protocol PurchaseObserving: AnyObject {
    func queueDidChange(_ queue: PurchaseQueue)
}

/// Isolated through the protocol its declaration conforms to.
public final class PurchaseLogger: PurchaseObserving {
    public init() {}
    public func queueDidChange(_ queue: PurchaseQueue) {}
}

public final class ReceiptPrinter {
    public init() {}
}

@StoreActor
extension ReceiptPrinter {
    public func print(_ receipt: Receipt) {}
}
