/// A dial with a value between its bounds.
public struct Dial {
    public var value: Double
    public init(value: Double = 0) { self.value = value }
    public mutating func turn(by amount: Double) { value += amount }
}
