public extension PlayerDelegate {
    func playerDidStart(_ player: Player) {}

    // `Error`, not `any Error`: the same type.
    func player(_ player: Player, didFail error: Error) -> Bool { false }

    var preferredQuality: Player.State.Quality { .high }
}
