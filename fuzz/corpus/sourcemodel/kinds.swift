public enum Shape: Sendable {
    case circle(radius: Double)
    case rect(Double, Double)
    case named(_ name: String)
    public enum Kind: String { case round, square = "sq" }
}
public struct Box<Value: Sendable>: Sendable {
    public var value: Value
    public private(set) var count = 0
    public static let empty = Box<Int>(value: 0)
    public subscript(index: Int) -> Value? { nil }
    public init?(value: Value) { self.value = value }
    public func map<T>(_ f: (Value) throws -> T) rethrows -> Box<T> where T: Sendable { fatalError() }
}
extension Box: Equatable where Value: Equatable {}
extension Array where Element == Shape {
    public var area: Double { 0 }
}
public actor Counter { public func next() async -> Int { 0 } }
@available(*, deprecated, renamed: "Box")
public typealias Container = Box
@available(*, unavailable, message: "gone")
public func removed() {}
package func hiddenPackage() {}
@_spi(Private) public func hiddenSPI() {}
