extension AdaptyUI {
    /// A flow prepared for display, to pass to `View.flow(...)` or to create an
    /// `AdaptyFlowController`. Stand-in: its contents are not modelled.
    public struct FlowConfiguration: Sendable {}
}
