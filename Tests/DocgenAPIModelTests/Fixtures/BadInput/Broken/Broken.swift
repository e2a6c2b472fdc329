public struct Recovered {
    public func fine() {}
    public func broken( -> Int {
}
