/// Built step by step: in a class, `Self` is `Self` (swiftc does not write the class's name).
public final class UploadPlanBuilder {
    public private(set) var retries = 0
    public private(set) var chunkSize = 262_144

    public init() {}

    @discardableResult
    public func with(retries: Int) -> Self {
        self.retries = retries
        return self
    }

    @discardableResult
    public func with(chunkSize: Int) -> Self {
        self.chunkSize = chunkSize
        return self
    }
}

public protocol Resumable {
    func resumed(from offset: Int64) -> Self
}
