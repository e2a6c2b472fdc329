import Foundation

/// A kettle on the local network. (Fixture SDK for docgen's tests: not a real product.)
public final class Kettle {
    public let name: String
    public weak var delegate: KettleDelegate?
    public private(set) var temperature: Double

    public init(name: String, capacity: Double = 1.7) {
        self.name = name
        temperature = 20
    }

    public func boil(to target: Double = 100, completion: ((Double) -> Void)? = nil) {}

    public func keepWarm(at temperature: Double, for duration: TimeInterval) {}

    @available(*, deprecated, renamed: "boil(to:completion:)")
    public func heat(_ target: Double) {}

    /// Descales the kettle; true when it is clean.
    public func descale() async -> Bool { true }

    @available(*, renamed: "descale()")
    public func descale(completion: @escaping (Bool) -> Void) {}

    /// Gives the kettle the name the app shows.
    public func rename(to name: String = "Kettle") {}
}

/// Why a brew failed: a struct whose "cases" are static values, matched with `==`.
public struct BrewError: Error, Equatable {
    let code: Int
    public static let empty = BrewError(code: 1)
    public static let overheated = BrewError(code: 2)
}

/// Brews a cup, or fails with a `BrewError`.
public func brew(completion: @escaping (Result<Double, BrewError>) -> Void) {}

/// A temperature reading.
public struct Reading: Sendable {
    public let celsius: Double
}

/// A reading still on its way.
public struct PendingReading: Sendable {
    public let requestedAt: Double
}

extension Kettle {
    /// The reading as soon as it is taken; without `await`, the request for one.
    public func read() -> PendingReading { PendingReading(requestedAt: 0) }
    public func read() async -> Reading { Reading(celsius: 0) }
}

/// A value read from the kettle's sensor, in the app's own unit. Its requirement's `_` label
/// hides it from the API, as swiftc's symbol graph does, though every conforming type implements it.
public protocol SensorValue {
    init(_sensorReading reading: Double) throws
}

extension Reading {
    /// A reading from the sensor's raw value.
    public init(sensorReading: Double) { celsius = sensorReading }
}
