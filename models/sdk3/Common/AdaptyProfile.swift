/// The user's profile: who the user is and what they have access to.
public struct AdaptyProfile: Sendable {
    /// The profile's identifier.
    public let profileId: String
}
