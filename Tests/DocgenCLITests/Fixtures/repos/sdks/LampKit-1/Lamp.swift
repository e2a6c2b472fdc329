import Foundation

// A smart lamp, version 1 of its SDK. (Fixture SDK for docgen's tests: not a real product.)

public enum Brightness: Sendable {
    case low, medium, high
}

public enum LampError: Error {
    case unreachable
    case overheated
}

public protocol LampDelegate: AnyObject {
    func lampDidTurnOn(_ lamp: Lamp)
    func lampDidTurnOff(_ lamp: Lamp)
    func lamp(_ lamp: Lamp, didFail error: LampError)
}

public extension LampDelegate {
    func lampDidTurnOff(_ lamp: Lamp) {}
    func lamp(_ lamp: Lamp, didFail error: LampError) {}
}

public final class Lamp {
    public let name: String
    public weak var delegate: LampDelegate?

    public init(name: String, room: String? = nil) {
        self.name = name
    }

    public func switchOn() {}

    public func turnOn(brightness: Brightness = .medium) {}

    public func turnOff() {}
}
