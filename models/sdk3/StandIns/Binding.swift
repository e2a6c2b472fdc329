/// Stand-in for SwiftUI's Binding on Linux: a value that is read and written through closures.
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
}
