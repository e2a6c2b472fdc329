/// The kettle on the Lock Screen while it boils. (Fixture: API newer than the rest of the SDK.)
@available(iOS 16.1, macOS 13.0, *)
public final class KettleActivity {
    public init(kettle: Kettle) {}

    /// Shows the activity.
    public func show() {}

    /// Keeps the activity on screen after the kettle has boiled.
    @available(iOS 17.0, macOS 14.0, *)
    public func pin() {}
}
