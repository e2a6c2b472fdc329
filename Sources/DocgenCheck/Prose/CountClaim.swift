/// What a counted number refers to.
public enum CountedThing: Sendable, Equatable {
    /// Methods, protocol requirements, callbacks, delegate methods.
    case methods
    /// Parameters or arguments of a function, initializer or modifier.
    case parameters
    /// Cases of an enum.
    case cases
}

/// A number in a sentence that states how many methods/parameters something has, how many
/// of them have no default (must be implemented / must be passed / are required), or how many
/// have one (are optional).
public struct CountClaim: Sendable, Equatable {
    /// The number stated (digits, full-width digits, or number words).
    public var value: Int
    /// What the number counts.
    public var thing: CountedThing
    /// `true`: "how many are required / have no default"; `false`: the total.
    public var isRequiredCount: Bool
    /// `true`: "how many are optional / have a default" ("7 of which are optional",
    /// 「任意のメソッドは 3 つ」); never with `isRequiredCount`.
    public var isOptionalCount: Bool
    /// UTF-8 byte offset of the number's text within the sentence given to
    /// ``CountClaimExtractor/claims(in:)``, so the caller can report a column and
    /// suggest a replacement.
    public var utf8Offset: Int
    /// UTF-8 byte length of the number's text (counters such as 個 or 个 are not included).
    public var utf8Length: Int
    /// Code spans or API-looking names mentioned in the same sentence before this number
    /// (e.g. "AdaptyFlowControllerDelegate", ".flow", "flow(...)") — nearest first — plus
    /// generic subject words found ("protocol", "modifier", "delegate", "プロトコル", "协议", "修饰符"…),
    /// so the caller can decide which API symbol the claim is about.
    ///
    /// Order: names before the number (nearest first), then names after it in the same clause
    /// ("4 required methods of `X`"), then subject words. The backward search stops at a table
    /// cell boundary ("|"); code spans that are versions or literals (`4.0.0-beta.1`, `true`)
    /// are left out.
    public var subjectHints: [String]

    public init(
        value: Int,
        thing: CountedThing,
        isRequiredCount: Bool,
        isOptionalCount: Bool = false,
        utf8Offset: Int,
        utf8Length: Int,
        subjectHints: [String] = []
    ) {
        self.value = value
        self.thing = thing
        self.isRequiredCount = isRequiredCount
        self.isOptionalCount = isOptionalCount
        self.utf8Offset = utf8Offset
        self.utf8Length = utf8Length
        self.subjectHints = subjectHints
    }
}
