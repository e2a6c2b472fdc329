public typealias ProgressHandler = @Sendable (Double) -> Void

@available(macOS 12, iOS 15, *)
public protocol UploadTaskDelegate: AnyObject, Sendable {
    associatedtype Metadata: Sendable = [String: String]

    func uploader(_ uploader: Uploader, willStart file: UploadFile) -> Self.Metadata
    func uploader(_ uploader: Uploader, didProgress fraction: Double, handler: ProgressHandler)
    func uploader(_ uploader: Uploader, builderFor file: UploadFile) -> any RequestBuilding
    func uploader(_ uploader: Uploader, didFinish file: UploadFile, result: Result<UploadReceipt, UploadError>)
    @available(macOS 13, iOS 16, *)
    func uploaderDidCancel(_ uploader: Uploader)
    static var identifier: String { get }
}

@available(macOS 12, iOS 15, *)
extension UploadTaskDelegate {
    public func uploader(_ uploader: Uploader, didProgress fraction: Double, handler: @Sendable (Double) -> Void) {}

    public func uploader(_ uploader: Uploader, builderFor file: UploadKit.UploadFile) -> RequestBuilding {
        DefaultRequestBuilder()
    }

    public static var identifier: String { "default" }
}

@available(macOS 12, iOS 15, *)
extension UploadTaskDelegate where Metadata == [String: String] {
    public func uploader(_ uploader: Uploader, willStart file: UploadFile) -> Metadata { [:] }
}
