import Foundation

// Fixture SDK for docgen's tests, in the shapes of a networking library: not a real product.

/// A credential a request carries.
public protocol Credential: Sendable {
    var requiresRefresh: Bool { get }
}

/// Applies credentials to requests and refreshes them.
public protocol Authenticator: AnyObject, Sendable {
    associatedtype Token: Credential
    func apply(_ token: Token, to request: inout URLRequest)
    func refresh(_ token: Token, completion: @escaping @Sendable (Result<Token, any Error>) -> Void)
    func didRequest(_ request: URLRequest, failedWith error: any Error) -> Bool
}

/// An authenticator that refreshes ahead of time: its requirement names the `Token` of the
/// protocol it refines.
public protocol RefreshingAuthenticator: Authenticator {
    func refreshIfNeeded(_ token: Token, force: Bool) -> Token
}

/// Changes a request before it is sent.
public protocol RequestAdapter: Sendable {
    func adapt(_ request: URLRequest, completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void)
}

/// Decides whether a failed call is sent again.
public protocol RequestRetrier: Sendable {
    func retry(_ call: Call, dueTo error: any Error, completion: @escaping @Sendable (_ decision: RetryDecision) -> Void)
}

/// Both: each half has a default, so a type implements the half it needs.
public protocol Interceptor: RequestAdapter, RequestRetrier {}

extension Interceptor {
    public func adapt(_ request: URLRequest, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) {
        completion(.success(request))
    }

    public func retry(_ call: Call, dueTo error: any Error, completion: @escaping @Sendable (RetryDecision) -> Void) {
        completion(.doNotRetry)
    }
}

public enum RetryDecision: Sendable {
    case retry
    case retryAfter(Double)
    case doNotRetry
}

/// A namespace for the library's additions to a type: `value.relay`.
public protocol Extended {
    associatedtype Base
    var relay: Extension<Base> { get }
}

public struct Extension<Base> {
    public let base: Base
}

extension Extended {
    public var relay: Extension<Self> { Extension(base: self) }
}

/// Applies an authenticator's token to every call, refreshing it when it says so.
public final class AuthInterceptor<A: Authenticator>: Interceptor, @unchecked Sendable {
    public init(authenticator: A, token: A.Token, window: Window = Window()) {}

    /// How often a token may be refreshed.
    public struct Window: Sendable {
        public init(interval: Double = 30, attempts: Int = 5) {}
    }
}

/// Signs in and out. A requirement cannot declare default arguments, so the protocol's
/// extension gives them: callers of any session may leave `audience`, `scope` and
/// `federated` out.
public protocol SignInSession {
    func signIn(user: String, audience: String?, scope: String) -> Bool
    func signOut(federated: Bool) async throws
}

extension SignInSession {
    public func signIn(user: String, audience: String? = nil, scope: String = "openid") -> Bool { false }
    public func signOut(federated: Bool = false) async throws {}
}

/// The session the app signs in with.
public func currentSession() -> any SignInSession { fatalError("fixture") }
