import Courier
import UIKit

/// A screen of uploads: a UIKit view controller, so most of its members come from outside
/// the SDK.
open class UploadViewController: UIViewController {
    public let uploader: Uploader

    public init(uploader: Uploader) {
        self.uploader = uploader
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    public func showProgress(animated: Bool = true) {}
}
