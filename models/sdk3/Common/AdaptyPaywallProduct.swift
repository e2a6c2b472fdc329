/// A product of a paywall, with its subscription offer determined. A protocol in SDK 3
/// (SDK 4 makes it a struct).
public protocol AdaptyPaywallProduct: AdaptyPaywallProductWithoutDeterminingOffer {}
