import Foundation

/// What an upload reports as it goes, in fractions of 1.
public typealias ProgressHandler = @Sendable (Double) -> Void
/// A callback with the result of an operation.
public typealias CompletionHandler<Value> = (Result<Value, UploadError>) -> Void

/// Uploads files in chunks, retrying failed chunks.
public final class Uploader {
    public static let shared = Uploader(chunkSize: 1 << 20, retries: 3)

    public let session: UploadSession
    public let chunkSize: Int
    public var onProgress: ((Double) -> Void)?
    /// Called when the queue empties: a closure property named like a delegate callback.
    public var didBecomeIdle: (() -> Void)?
    /// Whether uploads resume when the app launches again.
    public var shouldResumeOnLaunch = true
    /// The fraction of the queue sent, published for SwiftUI and Combine (`$sentFraction`).
    @Published public var sentFraction: Double = 0
    public weak var delegate: UploaderDelegate?
    public private(set) var isRunning = false

    public init(chunkSize: Int = 1 << 20, retries: Int, session: UploadSession = .standard) {
        self.chunkSize = chunkSize
        self.session = session
    }

    public convenience init(configuration: UploadConfiguration) {
        self.init(chunkSize: configuration.chunkSize, retries: configuration.retries)
    }

    public func start() {}
    public func pause() {}
    #if os(iOS)
    /// Hands the completion handler of a background session's events to the uploader (iOS only).
    public func handleBackgroundEvents(identifier: String, completion: @escaping () -> Void) {}
    #endif
    public func cancel(reason: CancelReason = .userRequested) {}

    public func upload(_ file: UploadFile, to destination: Destination = .standard) async throws -> Receipt {
        Receipt(fileID: file.id, status: .stored, parts: [], checksums: [:])
    }

    public func upload(_ file: UploadFile, to destination: Destination = .standard, completion: @escaping CompletionHandler<Receipt>) {}

    public func enqueue(_ files: UploadFile..., priority: Priority = .normal) {}

    public func observe(_ handler: @escaping ProgressHandler) {}

    /// Resumes every paused upload, reporting their overall progress.
    public func resumeAll(onProgress: ((Double) -> Void)? = nil) {}
    /// Resumes everything paused, reporting on `queue`.
    public func resumeAll(on queue: DispatchQueue) {}

    public func retry(times: Int = 3, backoff: @escaping (Int) -> TimeInterval, then completion: @escaping () -> Void) {}

    public subscript(file id: String) -> UploadFile? { nil }

    @available(*, deprecated, renamed: "start()")
    public func begin() {}

    @available(*, unavailable, renamed: "cancel(reason:)")
    public func abort() {}

    @available(iOS, deprecated: 15, message: "Pass a Destination: upload(_:to:)")
    public func upload(_ file: UploadFile, toPath path: String) {}

    @available(iOS, obsoleted: 14, message: "Uploads are always asynchronous; use upload(_:to:)")
    public func uploadSynchronously(_ file: UploadFile) {}

    @available(macOS, deprecated: 12, message: "Not on iOS")
    public func legacyMacUpload(_ file: UploadFile) {}
}

/// Why an upload was cancelled.
public enum CancelReason: Sendable {
    case userRequested
    case networkLost
    case custom(String)
}

public enum Priority: Int, Sendable {
    case low, normal, high
}
