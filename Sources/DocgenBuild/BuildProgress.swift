/// Receives a build's progress: each phase with its amount of work, and work done.
public protocol BuildProgress: Sendable {
    func begin(phase: String, total: Int)
    func advance(by count: Int)
}

/// Progress that goes nowhere (`--quiet`, tests, output that is not a terminal).
public struct SilentProgress: BuildProgress {
    public init() {}
    public func begin(phase: String, total: Int) {}
    public func advance(by count: Int) {}
}
