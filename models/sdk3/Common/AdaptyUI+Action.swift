import Foundation

extension AdaptyUI {
    /// What a button on a paywall asks the app to do when the user taps it.
    public enum Action: Sendable, Equatable {
        /// Close the paywall.
        case close
        /// Open a link.
        case openURL(url: URL)
        /// An action identified by a string the paywall's designer chose; `"login"` is the
        /// conventional id of a login button.
        case custom(id: String)
    }
}
