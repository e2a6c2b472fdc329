import Foundation

// A smart lamp, version 2 of its SDK. (Fixture SDK for docgen's tests: not a real product.)

public enum Brightness: Sendable {
    case dim, normal, bright
}

public enum LampError: Error {
    case unreachable
    case overheated
    case firmwareOutdated(required: String)
}

public protocol LampDelegate: AnyObject {
    func lampDidTurnOn(_ lamp: Lamp)
    func lampDidTurnOff(_ lamp: Lamp)
    func lamp(_ lamp: Lamp, didFail error: LampError)
    func lamp(_ lamp: Lamp, didChange brightness: Brightness)
}

public extension LampDelegate {
    func lampDidTurnOff(_ lamp: Lamp) {}
    func lamp(_ lamp: Lamp, didChange brightness: Brightness) {}
}

public final class Lamp {
    public let name: String
    public weak var delegate: LampDelegate?

    public init(name: String, room: String) {
        self.name = name
    }

    @available(*, deprecated, renamed: "turnOn(brightness:fade:)")
    public func switchOn() {}

    public func turnOn(brightness: Brightness = .normal, fade: Double = 0) {}

    public func turnOff() {}
}
