import Foundation

public struct UploadFile: Sendable, Identifiable, Hashable {
    public let id: String
    public var url: URL
    public var mimeType: String
    public var metadata: [String: String] = [:]

    public init(url: URL, mimeType: String? = nil) {
        id = url.lastPathComponent
        self.url = url
        self.mimeType = mimeType ?? "application/octet-stream"
    }
}

/// What the server kept of an upload.
public struct Receipt: Sendable {
    public enum Status: Sendable, Equatable {
        case stored
        case deduplicated
        case quarantined(reason: String)
    }

    public let fileID: String
    public let status: Status
    public let parts: [Part]
    public let checksums: [String: Checksum]
    /// The file as the server stored it, when it kept one: optional.
    public var storedFile: UploadFile? { nil }
}

public struct Part: Sendable {
    public let index: Int
    public let size: Int
    public var isVerified = false
}

public struct Checksum: Sendable {
    public let algorithm: String
    public let value: String
    public var isValid: Bool { !value.isEmpty }
}

public enum UploadError: Error, Sendable {
    case offline
    case rejected(status: Int, body: String)
    case tooLarge(limit: Int64, actual: Int64)
}

/// Everything an upload goes through, for an app that logs it.
public enum UploadEvent: Sendable {
    case started(UploadFile)
    case progressed(UploadFile, fraction: Double)
    case finished(UploadFile, Receipt)
    case failed(UploadFile, UploadError)
}
