/// Courier's namespace on the app's objects: `avatarView.courier.send(file)`, as Kingfisher's
/// `kf` and RxSwift's `rx` are.
public protocol CourierCompatible: AnyObject {}

extension CourierCompatible {
    public var courier: CourierWrapper<Self> { CourierWrapper(base: self) }
}

public struct CourierWrapper<Base> {
    public let base: Base

    public init(base: Base) {
        self.base = base
    }

    /// Uploads `file` for the object the wrapper wraps.
    public func send(_ file: UploadFile, level: Priority = .normal, completion: ((Receipt) -> Void)? = nil) {}
}
