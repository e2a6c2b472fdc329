import Foundation

/// What the store holds for the user, read from the server: getters with effects.
public struct Wallet: Sendable {
    public init() {}

    public var balance: Decimal {
        get async throws { 0 }
    }

    public var lastReceipt: Receipt? {
        get async { nil }
    }

    public var cachedBalance: Decimal {
        get throws(StoreError) { throw .pending }
    }

    public subscript(offerID: String) -> Receipt? {
        get async throws(StoreError) { nil }
    }
}

extension Storefront {
    public static var region: String? {
        get async { nil }
    }
}

public protocol ReceiptValidating: Sendable {
    var isValid: Bool { get async throws }
}

/// Something with a price. Catalog items conform through `CatalogEntry`, which is internal.
public protocol PricedItem: CustomStringConvertible {
    var price: Decimal { get }
}

/// Not public: the types conforming to it are `PricedItem`, `CustomStringConvertible` and
/// `Sendable` all the same.
protocol CatalogEntry: PricedItem, Sendable {}

public struct GiftCard: CatalogEntry {
    public var price: Decimal
    public var description: String { "gift card" }
}

public final class OfferBundle {
    public let offers: [Offer]

    public init(offers: [Offer]) {
        self.offers = offers
    }
}

extension OfferBundle: CatalogEntry {
    public var price: Decimal { offers.reduce(0) { $0 + $1.price } }
    public var description: String { "\(offers.count) offers" }
}
