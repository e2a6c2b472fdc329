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

    public init() {}
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
