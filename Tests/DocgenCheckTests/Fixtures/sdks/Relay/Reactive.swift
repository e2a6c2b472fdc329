/// A chain of calls; its reactive namespace comes from RxSwift's `ReactiveCompatible`.
public final class Pipeline: Sendable {
    public init() {}
    /// A pipeline with the default session.
    public static func defaultSession() -> Pipeline { Pipeline() }
    /// Starts the calls.
    public func start() {}
}

extension Pipeline: ReactiveCompatible {}

/// A pipeline that also adopts another library's protocol, which may add any member.
public final class ObservedPipeline: Sendable {
    public init() {}
    /// Starts the calls.
    public func start() {}
}

extension ObservedPipeline: ObservableConvertibleType {}
