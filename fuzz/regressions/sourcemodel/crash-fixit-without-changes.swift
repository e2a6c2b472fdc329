public enum Shape: Sendable {
    case circle(radius: Double)
    case rect(Double, Double)
    case named(_ name: String)
    public enum Kind: String { case rould, square = "sq" }
}
public struct Box<Value: Sendable>: Sendable {
    public var value: Value
    public private(set) var count = 0
    public static let empty áááááááááááááááááááááááááááá= Box<Int>(vck..ealias nt
le { 0 }
}
public actor Counter { public func next() async -> Int { 0 } }
@available(*, deprecated, renamed: "Box")
public typealias Container = Box
@available(*, unavailable, message: "gone")
public func removed() {}
package func hiddenPackage() {}
@_spi(Private) public func hiddenSPI() {}
