#if canImport(UIKit)
import UIKit

/// Shows an upload's progress: responders (views, view controllers) get it for free.
public protocol UploadPresenting {
    func presentUpload(_ file: UploadFile)
}

extension UploadPresenting where Self: UIResponder {
    public func presentUpload(_ file: UploadFile) {}
}

/// The base of Courier's own views: public for subclassing, hidden from the API by its `_`.
open class _UploadView: UIView {}

extension Uploader {
    /// Shows this uploader's progress on `presenter` (any view or view controller).
    public func showProgress(on presenter: any UploadPresenting, fallback: UploadPresenting? = nil, animated: Bool = true) {}
}
#endif
