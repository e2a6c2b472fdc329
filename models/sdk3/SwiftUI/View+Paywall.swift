public extension View {
    /// Presents a paywall over this view while `isPresented` is `true`, and reports its
    /// events through the closures.
    ///
    /// Six parameters have no default and must always be passed: `isPresented`,
    /// `paywallConfiguration`, and the closures for a failed purchase, a finished or failed
    /// restore, and a rendering failure. Swift requires the arguments in this order.
    ///
    /// - Parameters:
    ///   - isPresented: Shows the paywall while `true`; set it to `false` to close it.
    ///   - fullScreen: `true` presents the paywall full screen, `false` as a sheet.
    ///   - paywallConfiguration: The paywall to show. Optional in type, but it has no default.
    ///   - didAppear: The paywall appeared.
    ///   - didDisappear: The paywall disappeared.
    ///   - didPerformAction: The user tapped a button that has an action.
    ///   - didSelectProduct: The user selected a product.
    ///   - didStartPurchase: A purchase started.
    ///   - didFinishPurchase: A purchase ended without an error, including a cancelled one.
    ///   - didFailPurchase: A purchase failed with an error.
    ///   - didFinishWebPaymentNavigation: The user came back from a web payment page.
    ///   - didStartRestore: A restore started.
    ///   - didFinishRestore: A restore succeeded, with the user's profile.
    ///   - didFailRestore: A restore failed.
    ///   - didFailRendering: The paywall could not be rendered.
    ///   - didFailLoadingProducts: Products failed to load; return `true` to retry.
    ///   - didPartiallyLoadProducts: Some products failed to load; receives their IDs.
    ///   - showAlertItem: An alert to show on top of the paywall. Defaults to
    ///     `.constant(nil)`, which never shows one.
    ///   - showAlertBuilder: Builds the alert for the current `showAlertItem` value.
    ///   - placeholderBuilder: The view shown while the paywall is not ready. Defaults to a
    ///     loading placeholder, `AdaptyLoadingPlaceholderView`.
    /// - Returns: This view, able to present the paywall.
    func paywall<Placeholder: View, AlertItem: Identifiable>(
        isPresented: Binding<Bool>,
        fullScreen: Bool = true,
        paywallConfiguration: AdaptyUI.PaywallConfiguration?,
        didAppear: (() -> Void)? = nil,
        didDisappear: (() -> Void)? = nil,
        didPerformAction: ((AdaptyUI.Action) -> Void)? = nil,
        didSelectProduct: ((AdaptyProduct) -> Void)? = nil,
        didStartPurchase: ((AdaptyPaywallProduct) -> Void)? = nil,
        didFinishPurchase: ((AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void)? = nil,
        didFailPurchase: @escaping (AdaptyPaywallProduct, AdaptyError) -> Void,
        didFinishWebPaymentNavigation: ((AdaptyPaywallProduct?, AdaptyError?) -> Void)? = nil,
        didStartRestore: (() -> Void)? = nil,
        didFinishRestore: @escaping (AdaptyProfile) -> Void,
        didFailRestore: @escaping (AdaptyError) -> Void,
        didFailRendering: @escaping (AdaptyUIError) -> Void,
        didFailLoadingProducts: ((AdaptyError) -> Bool)? = nil,
        didPartiallyLoadProducts: (([String]) -> Void)? = nil,
        showAlertItem: Binding<AlertItem?> = .constant(nil),
        showAlertBuilder: ((AlertItem) -> Alert)? = nil,
        placeholderBuilder: (() -> Placeholder)? = { AdaptyLoadingPlaceholderView() }
    ) -> some View {
        AdaptyPaywallPresentation(
            content: self,
            isPresented: isPresented,
            fullScreen: fullScreen,
            paywallConfiguration: paywallConfiguration,
            didAppear: didAppear,
            didDisappear: didDisappear,
            didPerformAction: didPerformAction,
            didSelectProduct: didSelectProduct,
            didStartPurchase: didStartPurchase,
            didFinishPurchase: didFinishPurchase,
            didFailPurchase: didFailPurchase,
            didFinishWebPaymentNavigation: didFinishWebPaymentNavigation,
            didStartRestore: didStartRestore,
            didFinishRestore: didFinishRestore,
            didFailRestore: didFailRestore,
            didFailRendering: didFailRendering,
            didFailLoadingProducts: didFailLoadingProducts,
            didPartiallyLoadProducts: didPartiallyLoadProducts,
            showAlertItem: showAlertItem,
            showAlertBuilder: showAlertBuilder,
            placeholderBuilder: placeholderBuilder
        )
    }
}
