public struct Intact {
    public init() {}
}
