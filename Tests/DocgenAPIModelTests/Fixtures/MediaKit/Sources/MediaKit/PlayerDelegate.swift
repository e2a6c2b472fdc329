/// Told what a player does. Defaults are spread over three files.
@MainActor
public protocol PlayerDelegate: AnyObject {
    func playerDidStart(_ player: Player)
    func player(_ player: Player, didChange state: Player.State)
    func player(_ player: Player, didFail error: any Error) -> Bool
    func player(_ player: Player, didFinish track: Track, completion: @escaping Player.Completion)
    func playerShouldAutoplay(_ player: Player) -> Bool
    func player(_ player: Player, didReach progress: Double)
    func playerDidStop(_ player: Player)
    var preferredQuality: Player.State.Quality { get }
}

public protocol PlaybackObserver: AnyObject {
    func observe()
}
