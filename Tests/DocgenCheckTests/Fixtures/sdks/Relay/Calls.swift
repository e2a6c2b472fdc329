import Foundation

/// A request on its way.
public class Call: @unchecked Sendable {
    public func authenticate(username: String, password: String) -> Self { self }
    public func validate() -> Self { self }
    public func cancel() {}
}

/// A call whose response is data.
public final class DataCall: Call, @unchecked Sendable {
    public func responseString(completion: @escaping (String?) -> Void) -> Self { self }
    public var body: Data { get async throws { Data() } }
}

/// Sends calls.
public final class Client: Sendable {
    public static let shared = Client()

    public init(timeout: Double = 60) {}

    public func call(_ url: String, method: String = "GET", headers: [String: String] = [:], retries: Int = 2) -> DataCall { DataCall() }

    public func download(_ url: String, persistence: URLCredential.Persistence = .forSession, backoff: Backoff = .seconds(3)) -> DataCall { DataCall() }

    /// Writes a line to the log; Swift fills in where it was written.
    public func log(_ message: String, level: Int = 0, file: StaticString = #fileID, line: UInt = #line) {}
}

/// How long to wait before a call is sent again.
public enum Backoff: Sendable {
    case seconds(Double)
    case none
}

/// Observes calls; every method has a default, so a monitor implements the ones it needs.
public protocol CallMonitor: Sendable {
    func callDidStart(_ call: Call)
    func callDidFinish(_ call: Call)
    func call(_ call: Call, didReceive data: Data)
    func call(_ call: Call, didFailWith error: RelayError)
    func callDidCancel(_ call: Call)
}

extension CallMonitor {
    public func callDidStart(_ call: Call) {}
    public func callDidFinish(_ call: Call) {}
    public func call(_ call: Call, didReceive data: Data) {}
    public func call(_ call: Call, didFailWith error: RelayError) {}
    public func callDidCancel(_ call: Call) {}
}

public enum RelayError: Error {
    case invalidURL(String)
    case responseFailed(reason: ResponseFailure)
    case encodingFailed(reason: EncodingFailure)
    case cancelled
}

public enum ResponseFailure: Sendable {
    case unacceptableStatus(code: Int)
    case emptyBody
}

/// One way encoding fails.
public enum EncodingFailure: Sendable {
    case missingURL
}

/// A step of a call's pipeline, with a completion handler.
public protocol PipelineStep {
    func handle(_ call: DataCall, next: @escaping (DataCall) -> Void)
}

/// The same step with `async`: a protocol of its own whose requirement has the selector of
/// `PipelineStep`'s and other types.
public protocol AsyncPipelineStep: PipelineStep {
    func handle(_ call: DataCall, next: (DataCall) async -> DataCall) async
}

extension AsyncPipelineStep {
    public func handle(_ call: DataCall, next: @escaping (DataCall) -> Void) {}
}

/// A queue of calls: a class that conforms to a standard protocol whose members the check
/// does not list, so other members may come from outside the model.
public final class CallQueue: CustomReflectable {
    public init() {}
    public var customMirror: Mirror { Mirror(self, children: []) }
    public func drain() async throws {}
}

/// The calls a client has made: a collection, so its members are its own and the standard
/// library's collection protocols'.
public struct CallLog: RandomAccessCollection {
    public init() {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> DataCall { fatalError() }
    public func export() -> String { "" }
}

extension Sequence where Element == DataCall {
    /// What a sequence of calls sent, in bytes: a member the SDK adds to every such sequence.
    public func totalBytes() -> Int { 0 }
}

/// Where calls go: its static members are made with an initializer the SDK keeps internal.
public struct Endpoint: Sendable {
    public static let production = Endpoint(host: "api.example.com")
    init(host: String) {}
    public init(url: URL) {}
}

extension Endpoint {
    /// The staging endpoint of a region, made with the internal initializer.
    public static func regional(_ region: String) -> Endpoint { Endpoint(host: "\(region).example.com") }
}

/// Watches calls: an NSObject subclass that declares no initializer (it has NSObject's `init()`).
open class CallObserver: NSObject {
    open func watch(_ call: DataCall) {}
}
