/// Stand-in for SwiftUI's Alert on Linux: a title and an optional message.
public struct Alert {
    /// The alert's title.
    public let title: String
    /// The text under the title, if any.
    public let message: String?

    /// Creates an alert.
    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }
}
