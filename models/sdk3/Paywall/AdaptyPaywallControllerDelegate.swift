/// Receives the events of an `AdaptyPaywallController`.
///
/// Of the 14 methods, three have no default and must be implemented: a failed purchase and
/// the two ways a restore ends. The others have defaults in a protocol extension.
@MainActor
public protocol AdaptyPaywallControllerDelegate: AnyObject {
    /// The paywall appeared on screen (since 3.5). Default: does nothing.
    func paywallControllerDidAppear(_ controller: AdaptyPaywallController)

    /// The paywall left the screen (since 3.5). Default: does nothing.
    func paywallControllerDidDisappear(_ controller: AdaptyPaywallController)

    /// The user tapped a button that has an action. Default: dismisses the controller for
    /// `.close`, opens the URL for `.openURL`, and ignores custom actions.
    func paywallController(_ controller: AdaptyPaywallController, didPerform action: AdaptyUI.Action)

    /// The user selected a product, whose subscription offer is not determined yet.
    /// Default: does nothing.
    func paywallController(
        _ controller: AdaptyPaywallController,
        didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer
    )

    /// A purchase of `product` started. Default: does nothing.
    func paywallController(_ controller: AdaptyPaywallController, didStartPurchase product: AdaptyPaywallProduct)

    /// A purchase ended without an error: it succeeded, is pending, or the user cancelled it.
    /// Default: dismisses the controller unless the purchase was cancelled.
    func paywallController(
        _ controller: AdaptyPaywallController,
        didFinishPurchase product: AdaptyPaywallProduct,
        purchaseResult: AdaptyPurchaseResult
    )

    /// A purchase of `product` failed with `error`. Required.
    func paywallController(
        _ controller: AdaptyPaywallController,
        didFailPurchase product: AdaptyPaywallProduct,
        error: AdaptyError
    )

    /// A restore of earlier purchases started. Default: does nothing.
    func paywallControllerDidStartRestore(_ controller: AdaptyPaywallController)

    /// A restore succeeded with the user's `profile`; check it for access, since it may
    /// have restored nothing. Required.
    func paywallController(_ controller: AdaptyPaywallController, didFinishRestoreWith profile: AdaptyProfile)

    /// A restore failed with `error`. Required.
    func paywallController(_ controller: AdaptyPaywallController, didFailRestoreWith error: AdaptyError)

    /// The paywall could not be rendered. The error is an `AdaptyUIError` since 3.8 (an
    /// `AdaptyError` before). Default: does nothing.
    func paywallController(_ controller: AdaptyPaywallController, didFailRenderingWith error: AdaptyUIError)

    /// Loading the paywall's products failed. Return `true` to try again after about two
    /// seconds. Default: returns `false`, so loading is not retried.
    func paywallController(_ controller: AdaptyPaywallController, didFailLoadingProductsWith error: AdaptyError) -> Bool

    /// Some products could not be loaded while the others were; `failedIds` lists the
    /// ones that failed (since 3.2). Default: does nothing.
    func paywallController(_ controller: AdaptyPaywallController, didPartiallyLoadProducts failedIds: [String])

    /// The user came back from a web payment page, with the product, an error, or both
    /// (since 3.6). Default: does nothing.
    func paywallController(
        _ controller: AdaptyPaywallController,
        didFinishWebPaymentNavigation product: AdaptyPaywallProduct?,
        error: AdaptyError?
    )
}
