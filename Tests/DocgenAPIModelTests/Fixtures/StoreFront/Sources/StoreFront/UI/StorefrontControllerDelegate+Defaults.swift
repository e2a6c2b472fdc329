#if canImport(UIKit)
import UIKit

public extension StorefrontControllerDelegate {
    func storefrontController(_ controller: StorefrontController, didSelect offer: Offer) {}
}

extension StorefrontControllerDelegate where Self: UIViewController {
    // A default only for delegates that are view controllers: still required.
    public func storefrontControllerDidClose(_ controller: StorefrontController) {
        controller.dismiss(animated: true)
    }
}
#endif
