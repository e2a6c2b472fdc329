/// The defaults of `AdaptyFlowControllerDelegate`. The four methods that end a purchase or
/// a restore have none, so every conforming type must implement them.
public extension AdaptyFlowControllerDelegate {
    /// Does nothing.
    func flowControllerDidAppear(_ controller: AdaptyFlowController) {}

    /// Does nothing.
    func flowControllerDidDisappear(_ controller: AdaptyFlowController) {}

    /// Dismisses the controller for `.close`, opens the URL for `.openURL`, and ignores
    /// custom actions.
    func flowController(_ controller: AdaptyFlowController, didPerform action: AdaptyUI.Action) {
        switch action {
        case .close:
            controller.dismiss(animated: true)
        case let .openURL(url):
            UIApplication.shared.open(url)
        case .custom:
            break
        }
    }

    /// Does nothing.
    func flowController(_ controller: AdaptyFlowController, didSelectProduct product: AdaptyPaywallProduct) {}

    /// Does nothing.
    func flowController(_ controller: AdaptyFlowController, didStartPurchase product: AdaptyPaywallProduct) {}

    /// Does nothing.
    func flowControllerDidStartRestore(_ controller: AdaptyFlowController) {}

    /// Does nothing.
    func flowController(_ controller: AdaptyFlowController, didReceiveError error: AdaptyUIError) {}

    /// Returns `false`: loading is not retried.
    func flowController(_ controller: AdaptyFlowController, didFailLoadingProductsWith error: AdaptyError) -> Bool {
        false
    }

    /// Does nothing.
    func flowController(_ controller: AdaptyFlowController, didPartiallyLoadProducts failedIds: [String]) {}

    /// Does nothing.
    func flowController(
        _ controller: AdaptyFlowController,
        didFinishWebPaymentNavigation product: AdaptyPaywallProduct?,
        error: AdaptyError?
    ) {}

    /// Does nothing.
    func flowController(
        _ controller: AdaptyFlowController,
        didReceiveAnalyticEvent name: String,
        params: [String: any Sendable]
    ) {}
}
