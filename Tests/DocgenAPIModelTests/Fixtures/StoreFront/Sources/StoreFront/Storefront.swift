import Foundation

/// The entry point: static methods only.
public enum Storefront {
    public static func activate(apiKey: String, observerMode: Bool = false) async throws {}

    public static func offers(for placement: String, locale: String? = nil) async throws -> [Offer] { [] }

    public static func purchase(_ offer: Offer) async throws(StoreError) -> Receipt {
        throw .cancelled
    }

    public static func purchase(_ offer: Offer, quantity: Int) async throws -> Receipt {
        throw StoreError.cancelled
    }

    public static func restore() async throws -> [Receipt] { [] }

    #if !STOREFRONT_KIDS
    public static func collectAdvertisingIdentifier() -> String? { nil }
    #endif

    @available(*, deprecated, renamed: "offers(for:locale:)")
    public static func products(for placement: String) async throws -> [Offer] { [] }
}
