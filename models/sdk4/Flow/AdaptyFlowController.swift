/// The UIKit view controller that shows a flow. It reports what happens on screen to its
/// `delegate`, and it does not dismiss itself after a purchase.
public final class AdaptyFlowController: UIViewController {
    /// The flow this controller shows.
    public let flowConfiguration: AdaptyUI.FlowConfiguration

    /// The object that receives the flow's events.
    public weak var delegate: (any AdaptyFlowControllerDelegate)?

    init(flowConfiguration: AdaptyUI.FlowConfiguration, delegate: (any AdaptyFlowControllerDelegate)?) {
        self.flowConfiguration = flowConfiguration
        self.delegate = delegate
        super.init()
    }
}
