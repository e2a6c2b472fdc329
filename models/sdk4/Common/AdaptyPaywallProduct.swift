/// A product as offered by a flow. In SDK 4 this is a struct.
public struct AdaptyPaywallProduct: AdaptyProduct {
    /// The product's identifier in the store.
    public let vendorProductId: String
    /// The price formatted for the user's locale, if the store provided one.
    public let localizedPrice: String?
}
