import Foundation

public struct UploadSession: Sendable {
    public static let standard = UploadSession(timeout: 60)
    public static let background = UploadSession(timeout: 600)

    public var timeout: TimeInterval
    public var configuration = SessionConfiguration()

    public init(timeout: TimeInterval) {
        self.timeout = timeout
    }
}

public struct SessionConfiguration: Sendable {
    public var allowsCellular = true
    public var maxConnections = 4

    public init() {}
}

public struct UploadConfiguration: Sendable {
    public var chunkSize: Int = 1 << 20
    public var retries = 3
    public var headers: [String: String] = [:]
    /// Computed: no setting a table of the properties must list.
    public var isChunked: Bool { chunkSize < Int.max }

    public init() {}
}

/// Its initializer takes a parameter for each property: a table of them documents the
/// initializer, whose defaults the model knows.
public struct RetryPolicy: Sendable {
    public var maxAttempts: Int
    public var delayFactor: Double

    public init(maxAttempts: Int = 3, delayFactor: Double = 1.5) {
        self.maxAttempts = maxAttempts
        self.delayFactor = delayFactor
    }
}

/// Where files go.
public enum Destination: Sendable {
    case standard
    case bucket(name: String, region: Region = .auto)
    case url(URL)
}

public enum Region: String, Sendable {
    case auto, eu, us
}
