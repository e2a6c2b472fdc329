// Why this overload exists: `flow(...)`'s `showAlertItem` defaults to `.constant(nil)`, which
// says nothing about `AlertItem`, and Swift may not infer `AlertItem` from a default argument
// because `showAlertBuilder` uses it too (SE-0347). A call that passes neither alert argument
// resolves here instead, with `AdaptyIdentifiablePlaceholder` as the alert item type. It is
// hidden from documentation so that the symbol graph shows `flow(...)` exactly once.
public extension View {
    @_documentation(visibility: internal)
    func flow<Placeholder: View>(
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
        placeholderBuilder: (() -> Placeholder)? = { AdaptyLoadingPlaceholderView() }
    ) -> some View {
        flow(
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
            showAlertItem: Binding<AdaptyIdentifiablePlaceholder?>.constant(nil),
            showAlertBuilder: nil,
            placeholderBuilder: placeholderBuilder
        )
    }
}
