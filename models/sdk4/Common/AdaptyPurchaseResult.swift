/// How a purchase that did not fail with an error ended.
public enum AdaptyPurchaseResult: Sendable {
    /// The user cancelled the purchase.
    case userCancelled
    /// The purchase waits for an outside approval, such as Ask to Buy.
    case pending
    /// The purchase succeeded; `profile` already reflects it. The transaction is the
    /// store's own type, which the model leaves opaque.
    case success(profile: AdaptyProfile, transaction: any Sendable)

    /// Whether the user cancelled the purchase.
    public var isPurchaseCancelled: Bool {
        if case .userCancelled = self { true } else { false }
    }

    /// Whether the purchase waits for approval.
    public var isPurchasePending: Bool {
        if case .pending = self { true } else { false }
    }

    /// Whether the purchase succeeded.
    public var isPurchaseSuccess: Bool {
        if case .success = self { true } else { false }
    }

    /// The updated profile after a successful purchase; `nil` otherwise.
    public var profile: AdaptyProfile? {
        if case let .success(profile, _) = self { profile } else { nil }
    }
}
