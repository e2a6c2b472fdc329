/// Courier's namespace on the app's objects: `avatarView.courier.send(file)`, as Kingfisher's
/// `kf` and RxSwift's `rx` are.
public protocol CourierCompatible: AnyObject {
    associatedtype CourierBase
    /// As RxSwift declares `rx`: a requirement over the associated type, met by the extension.
    var courier: CourierWrapper<CourierBase> { get }
    static var courier: CourierWrapper<CourierBase>.Type { get }
}

extension CourierCompatible {
    public var courier: CourierWrapper<Self> { CourierWrapper(base: self) }
    public static var courier: CourierWrapper<Self>.Type { CourierWrapper<Self>.self }
}

public struct CourierWrapper<Base> {
    public let base: Base

    public init(base: Base) {
        self.base = base
    }

    /// Uploads `files` for every object of the type: `UIView.courier.sendAll(files)`.
    public static func sendAll(_ files: [UploadFile]) {}

    /// Uploads `file` for the object the wrapper wraps.
    public func send(_ file: UploadFile, level: Priority = .normal, completion: ((Receipt) -> Void)? = nil) {}
}
