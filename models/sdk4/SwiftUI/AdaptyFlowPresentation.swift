/// Stand-in for the view that `View.flow(...)` returns: it keeps the presented flow's
/// settings and callbacks, and shows the content it modifies.
struct AdaptyFlowPresentation<Content: View, Placeholder: View, AlertItem: Identifiable>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let fullScreen: Bool
    let flowConfiguration: AdaptyUI.FlowConfiguration?
    let didAppear: (() -> Void)?
    let didDisappear: (() -> Void)?
    let didPerformAction: ((AdaptyUI.Action) -> Void)?
    let didSelectProduct: ((AdaptyProduct) -> Void)?
    let didStartPurchase: ((AdaptyPaywallProduct) -> Void)?
    let didFinishPurchase: (AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void
    let didFailPurchase: (AdaptyPaywallProduct, AdaptyError) -> Void
    let didFinishWebPaymentNavigation: ((AdaptyPaywallProduct?, AdaptyError?) -> Void)?
    let didStartRestore: (() -> Void)?
    let didFinishRestore: (AdaptyProfile) -> Void
    let didFailRestore: (AdaptyError) -> Void
    let didReceiveError: (AdaptyUIError) -> Void
    let didFailLoadingProducts: ((AdaptyError) -> Bool)?
    let didPartiallyLoadProducts: (([String]) -> Void)?
    let didReceiveAnalyticEvent: ((String, [String: any Sendable]) -> Void)?
    let showAlertItem: Binding<AlertItem?>
    let showAlertBuilder: ((AlertItem) -> Alert)?
    let placeholderBuilder: (() -> Placeholder)?

    var body: Content {
        content
    }
}
