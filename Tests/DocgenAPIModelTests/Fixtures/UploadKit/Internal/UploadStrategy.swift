open class UploadStrategy: @unchecked Sendable {
    public init() {}
    public required init(name: String) {}
    open func chunkSize(for file: UploadFile) -> Int { 1 << 20 }
    public class func recommended() -> UploadStrategy { UploadStrategy() }
    open class var label: String { "default" }
    internal var tuning: Int { 0 }
}

public final class ChunkedStrategy: UploadStrategy, @unchecked Sendable {
    public let chunks: Int

    public init(chunks: Int) {
        self.chunks = chunks
        super.init()
    }

    public required init(name: String) {
        chunks = 1
        super.init()
    }

    override public func chunkSize(for file: UploadFile) -> Int { 1 << 16 }
}

internal struct HiddenHelper {
    public func notVisible() {}
}

extension HiddenHelper {
    public func stillHidden() {}
}
