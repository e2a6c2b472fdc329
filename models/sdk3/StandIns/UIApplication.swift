import Foundation

/// Stand-in for UIKit's UIApplication on Linux: only opening a URL, which the default
/// handling of `AdaptyUI.Action.openURL(url:)` needs.
@MainActor
public final class UIApplication {
    /// The app's single application object.
    public static let shared = UIApplication()

    private init() {}

    /// Stand-in for asking the system to open `url`; it does nothing on Linux.
    public func open(_ url: URL) {}
}
