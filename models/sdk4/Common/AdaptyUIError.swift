/// An error from the SDK's UI layer while it shows a flow. Stand-in: only the case the
/// guides use is modelled.
public enum AdaptyUIError: Error {
    /// Code 4105: the flow's script threw at run time; the message says why.
    case jsException(String)

    /// The SDK's numeric code for the error.
    public var errorCode: Int {
        switch self {
        case .jsException: 4105
        }
    }
}
