import Foundation

public struct UploadFile: Sendable, Identifiable, Hashable {
    public let id: UUID
    public var url: URL
    public var mimeType: String
    public var metadata: [String: String] = [:]

    public init(url: URL, mimeType: String? = nil) {
        id = UUID()
        self.url = url
        self.mimeType = mimeType ?? "application/octet-stream"
    }
}

public struct UploadRequest: Sendable {
    public var endpoint: URL
    public var headers: [String: String]
    public init(endpoint: URL, headers: [String: String] = [:]) {
        self.endpoint = endpoint
        self.headers = headers
    }
}

public protocol RequestBuilding: Sendable {
    func makeRequest(for file: UploadFile) throws -> UploadRequest
}

public struct DefaultRequestBuilder: RequestBuilding {
    public init() {}
    public func makeRequest(for file: UploadFile) throws -> UploadRequest { UploadRequest(endpoint: file.url) }
}
