/// A product of a paywall before the SDK has determined which subscription offer applies
/// to the user. A protocol in SDK 3; it does not exist in SDK 4.
public protocol AdaptyPaywallProductWithoutDeterminingOffer: AdaptyProduct {}
