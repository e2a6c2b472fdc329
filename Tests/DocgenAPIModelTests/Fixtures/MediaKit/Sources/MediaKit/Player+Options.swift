extension Player {
    /// Playback options, declared in an extension of the player.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let loop = Options(rawValue: 1)
        public static let shuffle = Options(rawValue: 2)
    }

    public func apply(_ options: Options) {}
}

extension Player.Options {
    public var isLooping: Bool { contains(.loop) }
}
