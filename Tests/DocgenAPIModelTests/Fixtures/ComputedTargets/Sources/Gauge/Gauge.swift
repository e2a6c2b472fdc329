/// A reading between a minimum and a maximum.
public struct Gauge: Sendable {
    public init(value: Double, in range: ClosedRange<Double> = 0...1) {}
}
