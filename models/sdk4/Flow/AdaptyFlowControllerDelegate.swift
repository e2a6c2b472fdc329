/// Receives the events of an `AdaptyFlowController`.
///
/// Of the 15 methods, four have no default and must be implemented: the two ways a
/// purchase ends and the two ways a restore ends. The others have defaults in a protocol
/// extension.
@MainActor
public protocol AdaptyFlowControllerDelegate: AnyObject {
    /// The flow appeared on screen. Default: does nothing.
    func flowControllerDidAppear(_ controller: AdaptyFlowController)

    /// The flow left the screen. Default: does nothing.
    func flowControllerDidDisappear(_ controller: AdaptyFlowController)

    /// The user tapped a button that has an action. Default: dismisses the controller for
    /// `.close`, opens the URL for `.openURL`, and ignores custom actions.
    func flowController(_ controller: AdaptyFlowController, didPerform action: AdaptyUI.Action)

    /// The user selected a product. Default: does nothing.
    func flowController(_ controller: AdaptyFlowController, didSelectProduct product: AdaptyPaywallProduct)

    /// A purchase of `product` started. Default: does nothing.
    func flowController(_ controller: AdaptyFlowController, didStartPurchase product: AdaptyPaywallProduct)

    /// A purchase ended without an error: it succeeded, is pending, or the user cancelled it.
    /// Required. The controller does not dismiss itself; do it here when appropriate.
    func flowController(
        _ controller: AdaptyFlowController,
        didFinishPurchase product: AdaptyPaywallProduct,
        purchaseResult: AdaptyPurchaseResult
    )

    /// A purchase of `product` failed with `error`. Required.
    func flowController(_ controller: AdaptyFlowController, didFailPurchase product: AdaptyPaywallProduct, error: AdaptyError)

    /// A restore of earlier purchases started. Default: does nothing.
    func flowControllerDidStartRestore(_ controller: AdaptyFlowController)

    /// A restore succeeded with the user's `profile`; check it for access, since it may
    /// have restored nothing. Required.
    func flowController(_ controller: AdaptyFlowController, didFinishRestoreWith profile: AdaptyProfile)

    /// A restore failed with `error`. Required.
    func flowController(_ controller: AdaptyFlowController, didFailRestoreWith error: AdaptyError)

    /// The UI layer reported an error, for example a rendering failure or an exception in
    /// the flow's script (`AdaptyUIError.jsException`, code 4105). Default: does nothing.
    func flowController(_ controller: AdaptyFlowController, didReceiveError error: AdaptyUIError)

    /// Loading the flow's products failed. Return `true` to try again after about two
    /// seconds. Default: returns `false`, so loading is not retried.
    func flowController(_ controller: AdaptyFlowController, didFailLoadingProductsWith error: AdaptyError) -> Bool

    /// Some products could not be loaded while the others were; `failedIds` lists the
    /// ones that failed. Default: does nothing.
    func flowController(_ controller: AdaptyFlowController, didPartiallyLoadProducts failedIds: [String])

    /// The user came back from a web payment page, with the product, an error, or both.
    /// Default: does nothing.
    func flowController(
        _ controller: AdaptyFlowController,
        didFinishWebPaymentNavigation product: AdaptyPaywallProduct?,
        error: AdaptyError?
    )

    /// The flow sent an analytics event with a name and parameters, to forward to your
    /// own analytics. Default: does nothing.
    func flowController(
        _ controller: AdaptyFlowController,
        didReceiveAnalyticEvent name: String,
        params: [String: any Sendable]
    )
}
