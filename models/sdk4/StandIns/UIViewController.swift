/// Stand-in for UIKit's UIViewController on Linux: only what the SDK's controllers need.
@MainActor
open class UIViewController {
    /// Creates a view controller.
    public init() {}

    /// Stand-in for dismissing a presented view controller; it only runs `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
}
