import Foundation

/// A call whose response arrives in pieces.
public final class StreamCall: @unchecked Sendable {
    /// What a check of the response is given: the request, the response and the data so far.
    public typealias Check = (URLRequest?, HTTPURLResponse, Data?) -> Bool

    /// Fails the call when `check` returns false.
    public func verify(_ check: @escaping Check) -> Self { self }

    /// Fails the call on another status code.
    public func verify(statusCode: Range<Int>) -> Self { self }
}

extension URLRequest {
    /// Throws when the request has no URL.
    public func verify() throws {}
}

/// Tells Relay's overloads of system methods from the system's own (`.relay`).
public enum RelayTag: Sendable {
    case relay
}

extension DispatchQueue {
    /// Runs `body` on the queue, its result given to the feed.
    public func async<T>(_: RelayTag, execute body: @escaping () throws -> T) -> Feed<T> { Feed() }
}

/// The headers every call sends unless it sets its own.
public struct DefaultHeaders: Sendable {
    public init() {}
}

/// Observes streams; each method has a default. Its requirements share a selector: one for raw
/// data, one for decoded values.
public protocol StreamMonitor: Sendable {
    func stream(_ call: StreamCall, didDecode value: Result<Data?, RelayError>)
    func stream<Value: Sendable>(_ call: StreamCall, didDecode value: Result<Value, RelayError>)
}

extension StreamMonitor {
    public func stream(_ call: StreamCall, didDecode value: Result<Data?, RelayError>) {}
    public func stream<Value: Sendable>(_ call: StreamCall, didDecode value: Result<Value, RelayError>) {}
}

#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Shows a stream's progress in a sheet, beside SwiftUI's own `sheet` modifiers.
    public func sheet(stream: StreamCall, isPresented: Binding<Bool>) -> some View { self }

    /// Relay's own modifier: a call's status as a badge.
    public func relayBadge(for call: StreamCall) -> some View { self }

    /// Pushed a stream's screen, beside SwiftUI's own `navigationDestination` modifiers.
    @available(*, deprecated, message: "Use SwiftUI's navigationDestination(item:destination:)")
    public func navigationDestination(stream: StreamCall) -> some View { self }
}
#endif

/// What a stream tells its app.
public enum StreamEvent: Sendable {
    case opened
    case closed
}

/// An app's action type that can carry a stream's event: an enum's case witnesses the
/// requirement (`case stream(StreamEvent)`).
public protocol StreamAction {
    static func stream(_ event: StreamEvent) -> Self
}

#if canImport(UIKit)
import UIKit

/// The view type of the platform Relay runs on.
public typealias RelayPlatformView = UIView

/// Shows a placeholder while a stream loads; a view gets both methods for free.
public protocol StreamPlaceholder {
    func add(to view: RelayPlatformView)
    func remove(from view: RelayPlatformView)
}

extension StreamPlaceholder where Self: RelayPlatformView {
    public func add(to view: RelayPlatformView) {}
    public func remove(from view: RelayPlatformView) {}
}
#endif

/// Calls in order: a range-replaceable collection, so `CallList([a, b])` is the standard
/// library's initializer.
public struct CallList: RangeReplaceableCollection, @unchecked Sendable {
    public init() {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> DataCall { DataCall() }
    public func index(after i: Int) -> Int { i + 1 }
}

/// Values that may end in a failure.
public final class Flow<Value, Failure: Error> {
    public init() {}
}

extension Flow {
    /// A guard: only a flow that cannot fail hands out its values alone.
    @available(*, unavailable, message: "Handle the failure first: values(_:) is for flows that cannot fail")
    public func values(_ action: @escaping (Value) -> Void) {}

    @available(*, unavailable, renamed: "values(_:)")
    public func observe(_ action: @escaping (Value) -> Void) {}
}

extension Flow where Failure == Never {
    /// Calls `action` with each value.
    public func values(_ action: @escaping (Value) -> Void) {}
}

/// Takes a stream's chunks; each method has a default.
public protocol StreamConsumer {
    func consume(_ call: StreamCall, deliver chunk: @escaping (Data) -> Void)
    func consume(_ call: StreamCall, finish done: @escaping @Sendable () -> Void)
}

extension StreamConsumer {
    public func consume(_ call: StreamCall, deliver chunk: @escaping (Data) -> Void) {}
    public func consume(_ call: StreamCall, finish done: @escaping @Sendable () -> Void) {}
}

extension URLRequest {
    /// Signs the request; Relay's own extension of a Foundation type.
    @available(*, deprecated, message: "Relay signs requests itself now.")
    public func sign(with key: String) {}
}

extension StreamCall {
    /// Signs the call's request.
    @available(*, deprecated, message: "Sign the request instead.")
    public func sign(with key: String) -> Self { self }

    /// Checks the status code.
    @available(*, deprecated, message: "Use verify(statusCode:).")
    public func checkStatus() -> Self { self }
}

extension DataCall {
    /// Checks the status code.
    @available(*, deprecated, message: "Use filter(statusCode:).")
    public func checkStatus() {}
}

extension StreamCall {
    /// Fails the call after `seconds`; `Settings` has a `timeout` property of the same base name.
    public func timeout(_ seconds: Double) -> Self { self }
}
