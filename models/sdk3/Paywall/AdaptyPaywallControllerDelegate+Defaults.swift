/// The defaults of `AdaptyPaywallControllerDelegate`. A failed purchase and the two ways a
/// restore ends have none, so every conforming type must implement them.
public extension AdaptyPaywallControllerDelegate {
    /// Does nothing.
    func paywallControllerDidAppear(_ controller: AdaptyPaywallController) {}

    /// Does nothing.
    func paywallControllerDidDisappear(_ controller: AdaptyPaywallController) {}

    /// Dismisses the controller for `.close`, opens the URL for `.openURL`, and ignores
    /// custom actions.
    func paywallController(_ controller: AdaptyPaywallController, didPerform action: AdaptyUI.Action) {
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
    func paywallController(
        _ controller: AdaptyPaywallController,
        didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer
    ) {}

    /// Does nothing.
    func paywallController(_ controller: AdaptyPaywallController, didStartPurchase product: AdaptyPaywallProduct) {}

    /// Dismisses the controller unless the user cancelled the purchase.
    func paywallController(
        _ controller: AdaptyPaywallController,
        didFinishPurchase product: AdaptyPaywallProduct,
        purchaseResult: AdaptyPurchaseResult
    ) {
        if !purchaseResult.isPurchaseCancelled {
            controller.dismiss(animated: true)
        }
    }

    /// Does nothing.
    func paywallControllerDidStartRestore(_ controller: AdaptyPaywallController) {}

    /// Does nothing.
    func paywallController(_ controller: AdaptyPaywallController, didFailRenderingWith error: AdaptyUIError) {}

    /// Returns `false`: loading is not retried.
    func paywallController(_ controller: AdaptyPaywallController, didFailLoadingProductsWith error: AdaptyError) -> Bool {
        false
    }

    /// Does nothing.
    func paywallController(_ controller: AdaptyPaywallController, didPartiallyLoadProducts failedIds: [String]) {}

    /// Does nothing.
    func paywallController(
        _ controller: AdaptyPaywallController,
        didFinishWebPaymentNavigation product: AdaptyPaywallProduct?,
        error: AdaptyError?
    ) {}
}
