extension AdaptyUI {
    /// A paywall prepared for display, to pass to `View.paywall(...)` or to create an
    /// `AdaptyPaywallController`. Stand-in: its contents are not modelled.
    public struct PaywallConfiguration: Sendable {}
}
