import Foundation

public final class Uploader: Sendable {
    public let configuration: UploadConfiguration

    public init(configuration: UploadConfiguration = .standard) {
        self.configuration = configuration
    }

    public func upload<S: Sequence>(_ files: S, to endpoint: URL, progress: ProgressHandler? = nil) async throws -> [UploadReceipt]
        where S.Element == UploadFile {
        []
    }

    public func upload(_ file: UploadFile) async throws(UploadError) -> UploadReceipt {
        throw .offline
    }

    public func cancel(_ id: UploadFile.ID) {}

    public subscript(file id: UploadFile.ID) -> UploadFile? { nil }

    public static subscript(named name: String) -> Uploader? { nil }

    public func makeBuilder() -> some RequestBuilding { DefaultRequestBuilder() }

    #if os(iOS)
    public var backgroundSessionIdentifier: String? { nil }
    #endif

    @available(*, deprecated, message: "Use upload(_:)")
    public func send(_ file: UploadFile) {}

    @available(macOS, deprecated: 13, renamed: "upload(_:)")
    public func post(_ file: UploadFile) {}

    // `renamed:` alone, as SDKs point to an async alternative: swiftc's graphs drop it, docgen keeps it.
    @available(*, renamed: "upload(_:)")
    public func upload(_ file: UploadFile, completion: @escaping @Sendable (UploadReceipt?) -> Void) {}

    package func drain() {}
    @_spi(Internal) public func resetForTesting() {}
}

@available(macOS 13, iOS 16, *)
extension Uploader {
    public func uploadInBackground(_ file: UploadFile) async throws -> UploadReceipt {
        try await upload(file)
    }

    @available(iOS 17, *)
    public func resumable(_ file: UploadFile, from offset: Int64 = 0) async throws -> UploadReceipt {
        try await upload(file)
    }
}

public func retrying<T: Sendable>(times: Int = 3, _ operation: @Sendable () async throws -> T) async rethrows -> T {
    try await operation()
}
