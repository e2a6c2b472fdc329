/// The UIKit view controller that shows a paywall and reports what happens on screen to
/// its `delegate`.
public final class AdaptyPaywallController: UIViewController {
    /// The paywall this controller shows.
    public let paywallConfiguration: AdaptyUI.PaywallConfiguration

    /// The object that receives the paywall's events.
    public weak var delegate: (any AdaptyPaywallControllerDelegate)?

    init(paywallConfiguration: AdaptyUI.PaywallConfiguration, delegate: (any AdaptyPaywallControllerDelegate)?) {
        self.paywallConfiguration = paywallConfiguration
        self.delegate = delegate
        super.init()
    }
}
