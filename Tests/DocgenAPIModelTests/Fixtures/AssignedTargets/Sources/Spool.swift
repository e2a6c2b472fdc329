/// Thread on a spool.
public final class Spool {
    public private(set) var length: Int
    public init(length: Int) { self.length = length }
    public func unwind(_ amount: Int) -> Int { min(amount, length) }
}
