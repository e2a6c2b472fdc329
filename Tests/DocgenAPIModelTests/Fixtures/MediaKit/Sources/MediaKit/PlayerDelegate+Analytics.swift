import Foundation

extension PlayerDelegate {
    // The typealias spelled out, a module qualifier, another parameter name: still the default.
    public func player(_ p: Player, didFinish track: MediaKit.Track, completion: @escaping (Result<Double, PlayerError>) -> Void) {}

    // Same selector, another type: not a default of `player(_:didChange:)`.
    public func player(_ player: Player, didChange state: String) {}

    func internalHelper() {}
}

extension PlayerDelegate where Self: PlaybackObserver {
    // Only for delegates that also observe: `playerShouldAutoplay` stays required.
    public func playerShouldAutoplay(_ player: Player) -> Bool { true }
}
