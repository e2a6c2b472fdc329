import Foundation

/// A point on the globe. (Fixture SDK for docgen's tests: maps, not a real product.)
public struct Coordinate: Sendable, Hashable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    public func distance(to other: Coordinate) -> Double { 0 }
}

public struct Region: Sendable {
    public let center: Coordinate
    public let span: Double

    public init(center: Coordinate, span: Double) {
        self.center = center
        self.span = span
    }
}

/// Where the map looks from.
public struct Camera: Sendable {
    public var center: Coordinate
    public var zoom: Double
    public var heading: Double

    public init(center: Coordinate, zoom: Double = 12, heading: Double = 0) {
        self.center = center
        self.zoom = zoom
        self.heading = heading
    }

    public static func looking(at coordinate: Coordinate, zoom: Double = 12) -> Camera {
        Camera(center: coordinate, zoom: zoom)
    }
}
