#if canImport(UIKit)
import UIKit

@MainActor
public protocol StorefrontControllerDelegate: AnyObject {
    func storefrontController(_ controller: StorefrontController, didSelect offer: Offer)
    func storefrontController(_ controller: StorefrontController, didFinishPurchase offer: Offer, receipt: Receipt)
    func storefrontController(_ controller: StorefrontController, didFail error: StoreError) -> Bool
    func storefrontControllerDidClose(_ controller: StorefrontController)
}

@MainActor
public final class StorefrontConfiguration {
    public let placement: String
    public var showsCloseButton = true

    public init(placement: String) {
        self.placement = placement
    }
}

public final class StorefrontController: UIViewController {
    public weak var delegate: StorefrontControllerDelegate?
    public let configuration: StorefrontConfiguration

    public init(configuration: StorefrontConfiguration, delegate: StorefrontControllerDelegate? = nil) {
        self.configuration = configuration
        self.delegate = delegate
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }
}
#endif
