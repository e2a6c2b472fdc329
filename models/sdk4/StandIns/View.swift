/// Stand-in for SwiftUI's View on Linux.
///
/// SwiftUI does not exist on Linux, so the model declares just enough of `View` for the
/// SDK's view modifiers to keep their real signatures. Nothing is ever drawn.
@MainActor
public protocol View {
    /// The type of view that this view is made of.
    associatedtype Body: View

    /// The content of this view.
    var body: Body { get }
}

/// Stand-in for SwiftUI's conformance of `Never`, which ends every chain of `body` types.
extension Never: View {
    public var body: Never {
        switch self {}
    }
}
