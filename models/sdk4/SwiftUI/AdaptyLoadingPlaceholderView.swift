/// The view `View.flow(...)` shows while the flow is not ready, unless a
/// `placeholderBuilder` is passed. Stand-in: a primitive view with no content.
public struct AdaptyLoadingPlaceholderView: View {
    /// Creates the loading placeholder.
    public init() {}

    /// A primitive stand-in view has no body to evaluate.
    public var body: Never {
        preconditionFailure("AdaptyLoadingPlaceholderView is a primitive stand-in view")
    }
}
