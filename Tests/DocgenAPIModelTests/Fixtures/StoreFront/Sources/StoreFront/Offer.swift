import Foundation

public struct Offer: Identifiable, Hashable, Sendable {
    public enum Period: Sendable, Hashable {
        case week, month, year
        case custom(days: Int)
    }

    public let id: String
    public var title: String
    public var price: Decimal
    public var period: Period?

    public init(id: String, title: String, price: Decimal, period: Period? = nil) {
        self.id = id
        self.title = title
        self.price = price
        self.period = period
    }
}

public struct Receipt: Sendable, Hashable {
    public let offerID: String
    public let purchasedAt: Date
}

public enum StoreError: Error, Sendable {
    case cancelled, pending
    case failed(underlying: String)
    case unavailable(reason: String)
}

public extension StoreError {
    var isRecoverable: Bool {
        if case .pending = self { return true }
        return false
    }
}
