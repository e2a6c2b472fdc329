/// Told what a kettle does.
public protocol KettleDelegate: AnyObject {
    func kettle(_ kettle: Kettle, didReach temperature: Double)
    func kettleDidBoil(_ kettle: Kettle)
    func kettle(_ kettle: Kettle, didFail error: KettleError)
}

public extension KettleDelegate {
    func kettle(_ kettle: Kettle, didReach temperature: Double) {}
}

public enum KettleError: Error {
    case empty
    case overheated(temperature: Double)
    case disconnected
}
