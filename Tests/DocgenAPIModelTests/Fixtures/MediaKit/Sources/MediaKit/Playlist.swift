import Foundation

public struct Playlist<Item: Sendable>: Sendable {
    public var items: [Item]
    public init(items: [Item] = []) { self.items = items }
    public func map<Other: Sendable>(_ transform: (Item) throws -> Other) rethrows -> Playlist<Other> {
        Playlist<Other>(items: try items.map(transform))
    }
}

extension Playlist where Item == Track {
    public var duration: TimeInterval { items.reduce(0) { $0 + $1.duration } }
}

extension Playlist: Equatable where Item: Equatable {}

public actor DownloadQueue {
    public init() {}
    public func enqueue(_ url: URL) async -> Int { 0 }
    public nonisolated var label: String { "downloads" }
}

public func measure<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    try body()
}

@MainActor
public func makePlayer(identifier: String = "main") -> Player {
    Player(identifier: identifier)
}

public let mediaKitVersion = "1.0"
public let mediaKitBuild = mediaKitVersion
