import Foundation

/// Plays tracks. (This comment must never reach a symbol graph docgen writes.)
@MainActor
public final class Player {
    public typealias Completion = (Result<Double, PlayerError>) -> Void

    /// What the player is doing.
    public enum State: Equatable, Sendable {
        case idle
        case buffering(progress: Double, _ reason: String)
        case playing(Track)
        case failed(PlayerError)

        public enum Quality: String, Sendable {
            case low
            case high = "hd"
            public static let standard = Quality.low
        }
    }

    public weak var delegate: (any PlayerDelegate)?
    public private(set) var state: State = .idle
    public var volume: Double = 1.0
    public let identifier: String
    public static let shared = Player(identifier: "shared")
    public static var defaultVolume: Double { 0.8 }
    public static let defaultIdentifier = "main"
    public let fallbackIdentifier = Player.defaultIdentifier
    public var isPlaying: Bool { state != .idle }
    public var rate: Float {
        get { 1 }
        set { _ = newValue }
    }

    public init(identifier: String) {
        self.identifier = identifier
    }

    public convenience init?(url: URL, autoplay: Bool = false) {
        guard !url.path.isEmpty else { return nil }
        self.init(identifier: url.path)
    }

    /// Starts `track` at `time`.
    public func play(_ track: Track, at time: TimeInterval = 0, completion: @escaping Completion = { _ in }) async throws(PlayerError) -> Bool {
        state = .playing(track)
        return true
    }

    public func pause() {
        state = .idle
    }

    public func seek(to time: Double, validate: (Double) throws -> Bool) rethrows {
        _ = try validate(time)
    }

    @discardableResult
    public func enqueue(_ tracks: Track...) -> Int { tracks.count }

    public subscript(index: Int) -> Track? { nil }

    public func load<Item: Decodable & Sendable>(_ type: Item.Type, from data: Data) throws -> Item where Item: Equatable {
        try JSONDecoder().decode(type, from: data)
    }

    func reset() {}
    package func debugDump() -> String { "" }
    @_spi(Testing) public func inject(state: State) { self.state = state }
    private func secret() {}
    public func _privateByName() {}

    @available(*, deprecated, renamed: "play(_:at:completion:)")
    public func start(_ track: Track) {}

    @available(*, unavailable, message: "Use pause()")
    public func stop() {}

    @available(iOS, introduced: 13, deprecated: 16, message: "Use volume")
    @available(macOS, obsoleted: 99)
    public func setGain(_ gain: Float) {}

    @available(iOS, unavailable)
    public func desktopOnlyVisualizer() {}

    @available(swift, introduced: 5.9)
    public func modernOnly() {}

    nonisolated public func describe() -> String { "Player" }
}
