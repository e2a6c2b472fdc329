/// A temperature, in degrees Celsius.
public typealias Celsius = Double

/// Decides when a kettle boils. Its closures run on the main actor.
public protocol KettleScheduler: AnyObject {
    func kettle(_ kettle: Kettle, willBoilAfter delay: Double, then start: @MainActor @Sendable @escaping () -> Void)
    func kettle(_ kettle: Kettle, targetFor hour: Int) -> Celsius
}

public extension KettleScheduler {
    func kettle(_ kettle: Kettle, targetFor hour: Int) -> Celsius { 100 }
}
