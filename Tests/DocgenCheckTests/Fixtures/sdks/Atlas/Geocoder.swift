import Foundation

public struct Place: Sendable {
    public struct Address: Sendable {
        public let street: String?
        public let city: String
        public let country: String
    }

    public let name: String
    public let coordinate: Coordinate
    public let address: Address?
}

public enum GeoError: Error, Sendable {
    case notFound
    case rateLimited(retryAfter: Double)
    case network(description: String)
}

/// Finds places by name, and names for places.
public final class Geocoder: Sendable {
    public static let shared = Geocoder()

    public init() {}

    public func lookup(_ query: String, limit: Int = 5) async throws -> [Place] { [] }
    public func lookup(_ query: String, limit: Int = 5, completion: @escaping @Sendable (Result<[Place], GeoError>) -> Void) {}
    public func reverse(_ coordinate: Coordinate) async throws -> Place? { nil }
    /// A place by its identifier: the async form, and one with a completion handler last and unlabelled.
    public func place(id: String, region: String? = nil, language: String = "en") async throws -> Place? { nil }
    public func place(id: String, region: String? = nil, language: String = "en", _ completion: @escaping @Sendable (Result<Place?, GeoError>) -> Void) {}
    /// Places near a coordinate, only through a handler whose type is a generic alias.
    public func nearby(_ coordinate: Coordinate, radius: Double = 500, completion: @escaping GeoHandler<[Place]>) {}
}

/// What a geocoding call calls back with.
public typealias GeoHandler<Value> = @Sendable (Result<Value, GeoError>) -> Void

@available(*, unavailable, message: "Use Geocoder.shared.lookup(_:limit:)")
public func geocode(_ query: String) -> [Place] { [] }

public func distance(from start: Coordinate, to end: Coordinate) -> Double { 0 }

public typealias TileHandler = @Sendable (Tile) -> Void

public struct Tile: Sendable {
    public let x: Int
    public let y: Int
    public let zoom: Int
    public let data: Data
}

public final class TileLoader {
    public init(cacheSize: Int = 64) {}

    public func load(zoom: Int, onTile: @escaping TileHandler, onFinish: (() -> Void)? = nil) {}
}

extension Geocoder {
    /// Places whose names match, from the offline index.
    public func search(_ query: String, limit: Int = 5, region: String? = nil) -> [Place] { [] }

    /// The old search, kept so that code written for it gets a renaming fix-it.
    @available(*, unavailable, renamed: "search(_:limit:region:)")
    public func search(text: String, limit: Int, region: String?, country: String) -> [Place] { [] }

    /// Removed: the tiles of regions are loaded as the map shows them.
    @available(*, unavailable, message: "Tiles load as the map shows them.")
    public func prefetch(regions: [String], zoomLevels: [Int]) {}

    /// A route between two places.
    public func route(from start: Coordinate, to end: Coordinate, avoiding: [String] = [], mode: String = "drive", alternatives: Int = 0) -> [Coordinate] { [] }
}
