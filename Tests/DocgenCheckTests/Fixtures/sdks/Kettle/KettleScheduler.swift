/// Decides when a kettle boils. Its closures run on the main actor.
public protocol KettleScheduler: AnyObject {
    func kettle(_ kettle: Kettle, willBoilAfter delay: Double, then start: @MainActor @Sendable @escaping () -> Void)
}
