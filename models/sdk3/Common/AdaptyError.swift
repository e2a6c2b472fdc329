/// An error from the SDK: a failed purchase, restore or product request.
public struct AdaptyError: Error, CustomStringConvertible {
    /// The SDK's numeric code for the error.
    public let errorCode: Int
    /// A readable account of what went wrong.
    public let description: String
}
