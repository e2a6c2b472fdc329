/// An error from the SDK's UI layer while it shows a paywall. Stand-in: one
/// representative case is modelled. SDK 3 has no `jsException` case (code 4105 is new in
/// SDK 4).
public enum AdaptyUIError: Error {
    /// The paywall cannot be shown on this platform.
    case platformNotSupported
}
