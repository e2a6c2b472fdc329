import Foundation

/// A step every call passes through.
public protocol CallMiddleware: Sendable {
    func handle(_ call: Call, next: @escaping (Call) -> Void)
}

/// The same step written with `async`: it has the callback form for free.
public protocol AsyncCallMiddleware: CallMiddleware {
    func handle(_ call: Call, next: (Call) async -> Void) async
}

extension AsyncCallMiddleware {
    public func handle(_ call: Call, next: @escaping (Call) -> Void) {}
}

/// What inspects calls, whichever part of them.
public protocol CallInspector: AsyncCallMiddleware {}

/// A middleware that only looks at a call's request: it passes every call on by itself.
public protocol RequestInspector: CallInspector {
    func inspect(_ request: URLRequest)
}

extension RequestInspector {
    public func handle(_ call: Call, next: (Call) async -> Void) async { await next(call) }
}

/// An inspector of a request's headers alone.
public protocol HeaderInspector: RequestInspector {
    func inspect(headers: [String: String])
}

extension HeaderInspector {
    public func inspect(_ request: URLRequest) {}
}
