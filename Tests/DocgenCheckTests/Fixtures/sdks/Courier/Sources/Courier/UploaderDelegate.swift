/// Told what an uploader does. Only finishing and failing need an answer.
public protocol UploaderDelegate: AnyObject {
    func uploader(_ uploader: Uploader, didStart file: UploadFile)
    func uploader(_ uploader: Uploader, didFinish file: UploadFile, receipt: Receipt)
    func uploader(_ uploader: Uploader, didFail file: UploadFile, error: UploadError)
    func uploaderDidBecomeIdle(_ uploader: Uploader)
    func uploader(_ uploader: Uploader, shouldRetry file: UploadFile, after error: UploadError) -> Bool
    /// Courier 1's name for finishing: no conformance can implement it now, and no count includes it.
    @available(swift, obsoleted: 1, renamed: "uploader(_:didFinish:receipt:)")
    func uploader(_ uploader: Uploader, didComplete file: UploadFile)
}

public extension UploaderDelegate {
    func uploader(_ uploader: Uploader, didStart file: UploadFile) {}
    func uploaderDidBecomeIdle(_ uploader: Uploader) {}
    func uploader(_ uploader: Uploader, shouldRetry file: UploadFile, after error: UploadError) -> Bool { true }
    func uploader(_ uploader: Uploader, didComplete file: UploadFile) {}
}

/// The library's entry points.
public enum Courier {
    public static let version = "2.4.0"

    public static func make(config: UploadConfiguration) -> Uploader {
        Uploader(configuration: config)
    }

    public static func configure(_ change: (inout UploadConfiguration) -> Void) {}

    @available(*, deprecated, renamed: "make(config:)")
    public static func build(config: UploadConfiguration) -> Uploader { make(config: config) }

    @available(*, deprecated, message: "Courier logs through os.Logger; this does nothing")
    public static func setLogLevel(_ level: Int) {}
}

/// An `NSObject` delegate (an Objective-C class) is told of failures through the notification
/// center instead: it need not implement the failure callback.
public extension UploaderDelegate where Self: NSObject {
    func uploader(_ uploader: Uploader, didFail file: UploadFile, error: UploadError) {}
}

/// Courier 1's name for the delegate.
@available(*, deprecated, renamed: "UploaderDelegate")
public typealias UploadDelegate = UploaderDelegate
