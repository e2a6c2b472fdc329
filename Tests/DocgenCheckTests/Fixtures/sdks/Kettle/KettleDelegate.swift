/// Told what a kettle does.
public protocol KettleDelegate: AnyObject {
    func kettle(_ kettle: Kettle, didReach temperature: Double)
    func kettleDidBoil(_ kettle: Kettle)
    func kettle(_ kettle: Kettle, didFail error: KettleError)
    func kettle(_ kettle: Kettle, didKeepWarmFor duration: TimeInterval)
}

public extension KettleDelegate {
    func kettle(_ kettle: Kettle, didReach temperature: Double) {}
    func kettle(_ kettle: Kettle, didKeepWarmFor duration: TimeInterval) {}
}

public enum KettleError: Error {
    case empty
    case overheated(temperature: Double)
    case disconnected
    @available(*, unavailable, renamed: "disconnected")
    case unplugged
}
