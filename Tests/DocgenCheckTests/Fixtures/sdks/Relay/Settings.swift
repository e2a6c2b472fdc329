/// A key of a value kept in `Settings`: apps declare their own.
public protocol SettingKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values calls read, each under its key. Apps add their own as computed properties over
/// the subscript, as SwiftUI's `EnvironmentValues` are extended.
public struct Settings: Sendable {
    public init() {}

    public subscript<Key: SettingKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }

    /// Seconds before a call gives up.
    public var timeout: Double {
        get { 30 }
        set {}
    }

    /// Seconds between two tries of a call.
    public var retryInterval: Double {
        get { 2 }
        set {}
    }
}

/// Runs `body` with settings changed by `update`.
public func withSettings<R>(_ update: (inout Settings) -> Void, body: () throws -> R) rethrows -> R {
    try body()
}

/// The headers of a call, by position: its subscript takes an index, not a key type.
public struct HeaderList: Sendable {
    public init() {}

    public subscript(index: Int) -> String { "" }

    /// How many headers there are.
    public var count: Int { 0 }
}

/// The timeout every call used before `Settings`.
@available(*, deprecated, message: "Use Settings.timeout.")
public var timeout: Double = 30

/// Whether calls are logged.
@available(*, deprecated, message: "Use a RequestAdapter that logs.")
public var logging: Bool = false
