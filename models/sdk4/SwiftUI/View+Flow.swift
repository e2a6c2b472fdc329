public extension View {
    /// Presents a flow over this view while `isPresented` is `true`, and reports its events
    /// through the closures.
    ///
    /// Seven parameters have no default and must always be passed: `isPresented`,
    /// `flowConfiguration`, and the closures for a finished or failed purchase, a finished
    /// or failed restore, and a UI error. Swift requires the arguments in this order.
    ///
    /// - Parameters:
    ///   - isPresented: Shows the flow while `true`; set it to `false` to close the flow.
    ///   - fullScreen: `true` presents the flow full screen, `false` as a sheet.
    ///   - flowConfiguration: The flow to show. Optional in type, but it has no default.
    ///   - didAppear: The flow appeared.
    ///   - didDisappear: The flow disappeared.
    ///   - didPerformAction: The user tapped a button that has an action.
    ///   - didSelectProduct: The user selected a product.
    ///   - didStartPurchase: A purchase started.
    ///   - didFinishPurchase: A purchase ended without an error, including a cancelled one.
    ///     The flow stays open until you set `isPresented` to `false`.
    ///   - didFailPurchase: A purchase failed with an error.
    ///   - didFinishWebPaymentNavigation: The user came back from a web payment page.
    ///   - didStartRestore: A restore started.
    ///   - didFinishRestore: A restore succeeded, with the user's profile.
    ///   - didFailRestore: A restore failed.
    ///   - didReceiveError: The UI layer reported an error, such as a script exception
    ///     (`AdaptyUIError.jsException`, code 4105).
    ///   - didFailLoadingProducts: Products failed to load; return `true` to retry.
    ///   - didPartiallyLoadProducts: Some products failed to load; receives their IDs.
    ///   - didReceiveAnalyticEvent: The flow sent an analytics event, with its parameters.
    ///   - showAlertItem: An alert to show on top of the flow. Defaults to `.constant(nil)`,
    ///     which never shows one.
    ///   - showAlertBuilder: Builds the alert for the current `showAlertItem` value.
    ///   - placeholderBuilder: The view shown while the flow is not ready. Defaults to a
    ///     loading placeholder, `AdaptyLoadingPlaceholderView`.
    /// - Returns: This view, able to present the flow.
    func flow<Placeholder: View, AlertItem: Identifiable>(
        isPresented: Binding<Bool>,
        fullScreen: Bool = true,
        flowConfiguration: AdaptyUI.FlowConfiguration?,
        didAppear: (() -> Void)? = nil,
        didDisappear: (() -> Void)? = nil,
        didPerformAction: ((AdaptyUI.Action) -> Void)? = nil,
        didSelectProduct: ((AdaptyProduct) -> Void)? = nil,
        didStartPurchase: ((AdaptyPaywallProduct) -> Void)? = nil,
        didFinishPurchase: @escaping (AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void,
        didFailPurchase: @escaping (AdaptyPaywallProduct, AdaptyError) -> Void,
        didFinishWebPaymentNavigation: ((AdaptyPaywallProduct?, AdaptyError?) -> Void)? = nil,
        didStartRestore: (() -> Void)? = nil,
        didFinishRestore: @escaping (AdaptyProfile) -> Void,
        didFailRestore: @escaping (AdaptyError) -> Void,
        didReceiveError: @escaping (AdaptyUIError) -> Void,
        didFailLoadingProducts: ((AdaptyError) -> Bool)? = nil,
        didPartiallyLoadProducts: (([String]) -> Void)? = nil,
        didReceiveAnalyticEvent: ((String, [String: any Sendable]) -> Void)? = nil,
        showAlertItem: Binding<AlertItem?> = .constant(nil),
        showAlertBuilder: ((AlertItem) -> Alert)? = nil,
        placeholderBuilder: (() -> Placeholder)? = { AdaptyLoadingPlaceholderView() }
    ) -> some View {
        AdaptyFlowPresentation(
            content: self,
            isPresented: isPresented,
            fullScreen: fullScreen,
            flowConfiguration: flowConfiguration,
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
            didReceiveError: didReceiveError,
            didFailLoadingProducts: didFailLoadingProducts,
            didPartiallyLoadProducts: didPartiallyLoadProducts,
            didReceiveAnalyticEvent: didReceiveAnalyticEvent,
            showAlertItem: showAlertItem,
            showAlertBuilder: showAlertBuilder,
            placeholderBuilder: placeholderBuilder
        )
    }
}
