import Foundation

extension PlayerDelegate {
    // The typealias spelled out, module qualifiers, another parameter name: still the default.
    // (`MediaKit.Track` would name the enum `MediaKit`'s member: the type shadows the module.)
    public func player(_ p: Player, didFinish track: Track, completion: @escaping (Swift.Result<Swift.Double, PlayerError>) -> Void) {}

    // Same selector, another type: not a default of `player(_:didChange:)`.
    public func player(_ player: Player, didChange state: String) {}

    func internalHelper() {}
}

extension PlayerDelegate where Self: PlaybackObserver {
    // Only for delegates that also observe: `playerShouldAutoplay` stays required.
    public func playerShouldAutoplay(_ player: Player) -> Bool { true }
}
