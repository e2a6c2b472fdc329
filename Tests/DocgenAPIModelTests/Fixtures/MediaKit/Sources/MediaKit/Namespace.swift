import Foundation

/// A type named like its module: `MediaKit.Codec` is this enum's `Codec`, not the module's.
public enum MediaKit {
    public enum Codec: Sendable {
        case aac, opus
    }
}

public typealias Seconds = Double

// An extension of a typealias extends what it stands for (`Double`).
extension Seconds {
    public var minutes: Double { self / 60 }
}

// Sugar: `[String: Track]` is `Dictionary where Key == String, Value == Track`.
extension [String: Track] {
    public var titles: [String] { values.map(\.title) }
}

extension Track? {
    public var orSilence: Track { self ?? .silence }
}
