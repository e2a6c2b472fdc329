import Foundation

@propertyWrapper
public struct Clamped<Value: Comparable & Sendable>: Sendable {
    public var wrappedValue: Value {
        get { storage }
        set { storage = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    private var storage: Value
    public let range: ClosedRange<Value>

    public init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        storage = wrappedValue
        self.range = range
    }
}

public struct UploadConfiguration: Sendable {
    public static let standard = UploadConfiguration()

    @Clamped(0...10) public var retries: Int = 3
    public var headers: [String: String]
    public var chunkSizes: [Int: [String]] = [:]
    public private(set) var createdBy = "UploadKit"

    public init(retries: Int = 3, headers: [String: String] = [:]) {
        self.headers = headers
        self.retries = retries
    }
}

public enum UploadError: Error, Sendable {
    case offline
    case rejected(status: Int, body: String)
    case tooLarge(limit: Int64, actual: Int64)
    case underlying(any Error & Sendable)
}

public struct UploadReceipt: Sendable, Hashable {
    public enum Status: String, Codable, Sendable, CaseIterable {
        case stored
        case deduplicated = "dedup"
    }

    public let status: Status
    public let size: Int64
}

public struct UploadPolicy: Codable, Sendable {
    public var maxSize: Int
}

extension UploadPolicy {
    // A custom decoder in an extension: swiftc synthesizes no `init(from:)`.
    public init(from decoder: any Decoder) throws {
        maxSize = 0
    }
}

@resultBuilder
public enum HeaderBuilder {
    public static func buildBlock(_ parts: (String, String)...) -> [String: String] {
        Dictionary(parts, uniquingKeysWith: { _, last in last })
    }
}

extension UploadRequest {
    public init(endpoint: URL, @HeaderBuilder headers: () -> [String: String]) {
        self.init(endpoint: endpoint, headers: headers())
    }
}
