import Foundation

public struct Track: Hashable, Sendable, Codable {
    public var title: String
    public var artist: String?
    public let duration: TimeInterval
    public static let silence = Track(title: "", duration: 0)

    public init(title: String, artist: String? = nil, duration: TimeInterval) {
        self.title = title
        self.artist = artist
        self.duration = duration
    }

    public mutating func rename(to title: String) -> Self {
        self.title = title
        return self
    }
}

public enum DurationStyle: Sendable {
    case short, long
}

@available(macOS 12, iOS 15, *)
public extension Track {
    var displayTitle: String { artist.map { "\($0) – \(title)" } ?? title }

    func formattedDuration(style: DurationStyle = .short) -> String { "\(duration)" }

    @available(iOS 16, *)
    func waveform(samples: Int) -> [Float] { [] }

    internal func cacheKey() -> String { title }
}

extension Array where Element == Track {
    public var totalDuration: TimeInterval { reduce(0) { $0 + $1.duration } }
}

extension String {
    public func asTrack(duration: TimeInterval = 0) -> Track { Track(title: self, duration: duration) }
}
