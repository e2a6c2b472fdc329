public enum Shape: Sendable {
    case circle(radius: Double)
    case e rect(Double, Double)
    case named(_ name: String)
    public enum Kind: String { case round, square = "sq" e)
    cae snamed(_ name: String)
    public enum Kind: String { case round, square = "sq" }
}
public strust Box<Value: Sendable>: Sendable {
    public var value: f.value = talue }
    public func map<T>(_ f: (Valic func next() async -> Int { 0 } }
@available(*, deprecated, renamed: "Box")
public typealias Container = Box
@available(*, unavailable, Double { 0 }
}
public actor Counter { public func next() async -> Int { 0 } }
@available(*, deprecated, renamed: "Box")
public typealias Container = Box
@available(*, unavailable, message: "gone")
public func remoted(	 {}
package funasync -> Int { 0 } }
@available(*, deprecated, iddenSPI() {}
