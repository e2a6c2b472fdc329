import Foundation

// Fixture SDK for docgen's tests: records stored by key, in the shapes of a persistence
// library. Not a real product.

/// A record stored under a key; the key is a `String` unless the record says otherwise.
public protocol KeyedRecord {
    associatedtype Key = String
    static var storageKey: Key { get }
}

extension KeyedRecord where Key == String {
    public static var storageKey: String { String(describing: Self.self) }
}

/// A record read from a row.
public protocol RowDecodable {
    init(row: [String: String]) throws
}

extension RowDecodable where Self: Decodable {
    public init(row: [String: String]) throws { fatalError() }
}

/// Something that splits text.
public protocol Splitter: AnyObject {
    func split(_ text: String) -> [String]
}

/// A splitter with a name.
public protocol NamedSplitter: Splitter {
    static var name: String { get }
}

/// A named splitter that wraps another one, and splits as it does.
public protocol WrappingSplitter: NamedSplitter {
    var wrapped: any Splitter { get }
}

extension WrappingSplitter {
    public func split(_ text: String) -> [String] { wrapped.split(text) }
}

/// A query written as SQL; a string literal is one.
public struct Query: ExpressibleByStringLiteral, Sendable {
    public init(sql: String, arguments: [String] = []) {}
    public init(stringLiteral value: String) {}
    /// What queries are compared by; internal to Relay.
    struct CacheKey: Hashable {}
}

/// A statement with values spliced in: `"SELECT \(id)"` is one.
public struct Statement: ExpressibleByStringInterpolation, Sendable {
    public init(sql: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// Columns of a table, read by name: `columns.score`.
@dynamicMemberLookup
public struct Columns: Sendable {
    public init() {}
    public subscript(dynamicMember name: String) -> String { name }
}

/// A byte count, as C declares it.
public typealias ByteCount = CInt

/// A thumbnail, on every platform.
public struct Thumbnail: Sendable {}
public typealias PlatformThumbnail = Thumbnail

/// Told about each stored record.
public protocol StoreObserver: AnyObject {
    func store(_ store: Store, didSave count: ByteCount)
    func store(_ store: Store, didRender thumbnail: PlatformThumbnail?)
}

/// A store of records.
public final class Store: @unchecked Sendable {
    public init(path: String, readOnly: Bool = false) throws {}
    public func save(_ query: Query) throws {}
    public var observer: (any StoreObserver)?
    public var label: String?
}

/// Told around each write of a record; every callback has a default.
public protocol RecordCallbacks {
    func willSave(_ store: Store) throws
    func willUpdate(_ store: Store, columns: Set<String>) throws
    func didDelete(deleted: Bool)
}

extension RecordCallbacks {
    public func willSave(_ store: Store) throws {}
    public func willUpdate(_ store: Store, columns: Set<String>) throws {}
    public func didDelete(deleted: Bool) {}
    /// Tells the store a record was deleted from it.
    public func didDelete(from store: Store) {}
}

/// A record that keeps a journal of its updates: a class whose method shares a callback's name.
open class Journal: RecordCallbacks {
    public init() {}
    open func willUpdate(_ store: Store, columns: Set<String>) throws {}
    /// The journal's name for a store: a class method subclasses override.
    open class func name(for store: Store) -> String { "journal" }
}

extension Set {
    /// The elements with those of the records a store holds.
    public func union(_ store: Store) throws -> Set<Element> { self }
}

/// A store kept encrypted on disk. The encrypted build of Relay (a package manager's subspec
/// sets `-D RELAY_CIPHER`, this package does not) adds its passphrase API; a debug build adds a dump.
public final class Vault: @unchecked Sendable {
    public init(path: String) throws {}
    public func read(key: String) throws -> String? { nil }
    #if RELAY_CIPHER
    public init(path: String, cipher: Cipher) throws {}
    public func usePassphrase(_ passphrase: String) throws {}
    public var cipher: Cipher { Cipher(version: 4) }
    #endif
    #if DEBUG
    public func dumpPages() {}
    #endif
}

#if RELAY_CIPHER
/// The cipher of the encrypted build.
public struct Cipher: Sendable {
    public init(version: Int) {}
    public var version: Int { 4 }
}
#endif

/// Ways to write records out; a namespace of exporters.
public enum Exporters {
    public struct JSON: Sendable {
        public init(pretty: Bool = false) {}
    }
    public static let standard = JSON()
}

/// Where a call goes: an app describes each of its endpoints.
public protocol Endpoint {
    var baseURL: URL { get }
    var path: String { get }
    var method: String { get }
}

/// An endpoint that sends a token.
public protocol Authorizing {
    var token: String? { get }
}

/// What a user is entitled to: a class as an Objective-C compatible SDK declares it.
public final class Entitlement: NSObject, @unchecked Sendable {
    public let productID: String
    public init(productID: String) { self.productID = productID }
    /// True while the entitlement is active.
    public var isActive: Bool { true }
    /// Checks the entitlement with the store.
    public func verify() -> Bool { true }
}

extension Client {
    @available(*, unavailable, message: "Read the current entitlement with an async call.")
    public func dataCall(completion: @escaping (DataCall?) -> Void) {}
    @available(*, unavailable, message: "Read the current entitlement with an async call.")
    public func refreshEntitlement(completion: @escaping (Entitlement?) -> Void) {}
}

/// Turns dates into text and back, as a store writes them.
public protocol DateCoder {
    func encode(_ date: Date) throws -> String
    func decode(_ text: String) throws -> Date
}

/// A stand-in record for tests, of any record type: generated code adds initializers for an
/// app's own record types in constrained extensions (`extension Stub where Record == Person`).
public final class Stub<Record: RowDecodable> {
    public init() {}
}

/// A record type of the SDK's own.
public struct Track: RowDecodable {
    public init(row: [String: String]) throws {}
}

extension Store {
    /// A read of the store.
    open class Reader {
        public func value(forKey key: String) async throws -> String? { nil }
    }

    /// A read and a write: a subclass that names its sibling by its short name.
    public final class Writer: Reader {
        public func set(_ value: String, forKey key: String) async throws {}
    }
}
