import Foundation

// Fixture SDK for docgen's tests: options a client reads, values parsed from text, streams,
// and members added to outside generic types under constraints. Not a real product.

/// A setting read from the environment: `@Setting(key: "RELAY_TIMEOUT") var timeout = 30.0`.
@propertyWrapper
public struct Setting<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value, key: String) { self.wrappedValue = wrappedValue }
}

/// Options a client reads at start-up; Relay makes them with `init()`.
public protocol ClientOptions {
    init()
    func validate() throws
}

extension ClientOptions {
    public func validate() throws {}
}

/// A value written in a query string.
public protocol QueryValue {
    init?(query: String)
}

extension String: QueryValue {
    public init?(query: String) { self = query }
}

/// A string-backed enum is a query value by its raw value.
extension QueryValue where Self: RawRepresentable, RawValue == String {
    public init?(query: String) { self.init(rawValue: query) }
}

/// A value written in a header.
public protocol HeaderValue {
    init?(header: String)
}

extension Int: HeaderValue {
    public init?(header: String) { self.init(header, radix: 10) }
}

/// An enum is a header value when its raw type is one.
extension RawRepresentable where Self: HeaderValue, RawValue: HeaderValue {
    public init?(header: String) {
        guard let raw = RawValue(header: header) else { return nil }
        self.init(rawValue: raw)
    }
}

/// Values delivered one after another.
public final class Feed<Element>: @unchecked Sendable {
    public init() {}
    /// The pairs of two feeds' values.
    public static func pair<A, B>(_ a: Feed<A>, _ b: Feed<B>) -> Feed<(A, B)> { Feed<(A, B)>() }
    public func subscribe(onNext: @escaping (Element) -> Void) {}
    /// Watches values and the failure, each handler optional.
    public func watch(onValue: ((Element) -> Void)? = nil, onFailure: ((RelayError) -> Void)? = nil) {}
    /// Called with how many values were delivered, once the feed ends.
    public var onEnd: ((Int) -> Void)? = nil
}

extension Array where Element == DataCall {
    /// The calls that ended with this status code.
    public func filter(statusCode: Int) -> [DataCall] { self }
}

extension Result where Success == Data {
    /// Decodes the data.
    public func map<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(type, from: get())
    }
}

extension URLRequest {
    /// The request with Relay's headers.
    public func relayed(timeout: Double) -> URLRequest { self }
    /// The first value of a header: a method named like a sequence's own `first(where:)`.
    public func first(header name: String) -> String? { nil }
}

extension DataCall {
    /// Throws when the call ended with another status code.
    public func filter(statusCode: Int) throws -> DataCall { self }
    /// The call's outcome.
    public func result() -> Result<Data, RelayError> { .success(Data()) }
}

extension Client {
    @available(*, deprecated, renamed: "call(_:method:headers:retries:)")
    public func request(_ url: String) -> DataCall { DataCall() }
}

/// A session's settings; it can be copied.
public final class Session: @unchecked Sendable {
    public init(configuration: URLSessionConfiguration = .default, interceptors: [any Interceptor] = []) {}
}

extension Session: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Runs a call as an operation; it inherits `Operation`'s initializers too.
open class CallOperation: Operation, @unchecked Sendable {
    public init(call: DataCall, priority: Int = 0) {}
}

extension Call {
    @available(*, deprecated, renamed: "responseString(completion:)")
    public func observe(_ handler: @escaping (Data) -> Void) {}
    @available(*, deprecated, message: "Calls cannot be paused.")
    public func pause() {}
}

extension Feed {
    @available(*, deprecated, renamed: "subscribe(onNext:)")
    public func observe(_ handler: @escaping (Element) -> Void) {}
    /// Stops delivering values until `resume()`.
    public func pause() {}
}

/// Something that delivers values of one type.
public protocol ValueSource {
    associatedtype Element
}

/// A value source with operators.
public protocol ValueStream: ValueSource {}

extension ValueStream {
    /// Calls `body` with every value.
    public func forEach(_ body: @escaping (Element) -> Void) {}
}

/// A stream of pairs, or of anything else.
public final class Pairs<Element>: ValueStream {
    public init() {}
}

extension Feed {
    /// Delivers values on `queue`.
    public func observe(on queue: DispatchQueue) -> Feed { self }
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ queue: DispatchQueue) -> Feed { self }
    /// Stops delivering, saying why.
    public func cancelAll(reason: String) {}
}

extension Call {
    @available(*, deprecated, message: "Cancel each call.")
    public func cancelAll(reason: String) {}
}
