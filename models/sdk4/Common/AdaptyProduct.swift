/// A product from the store, as the SDK describes it.
public protocol AdaptyProduct: Sendable {
    /// The product's identifier in the store.
    var vendorProductId: String { get }
    /// The price formatted for the user's locale, if the store provided one.
    var localizedPrice: String? { get }
}
