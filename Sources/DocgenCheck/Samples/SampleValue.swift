import DocgenSwift

/// What the call check knows about the value of an expression in a sample: a value of a
/// model type, the type itself, a value of a type the sample declares, a container of them,
/// a function, or nothing (`unknown`: a Foundation, SwiftUI or app value, or anything the
/// check could not follow; no finding is ever made about it).
indirect enum SampleValue: Sendable, Hashable {
    /// A value of a model type (its qualified name).
    case instance(String)
    /// The model type itself (`Uploader` in `Uploader(…)`, `AdaptyUI.Action` in `AdaptyUI.Action.close`).
    case type(String)
    /// A value of an outside type the model extends (`View`): only the model's members are known.
    case extended(String)
    /// A value of a type the sample declares (its index in `SampleCode.types`).
    case sample(Int)
    case optional(SampleValue)
    case array(SampleValue)
    case dictionary(key: SampleValue, value: SampleValue)
    /// The standard library's `Result`: what `.success(let value)` and `.failure(let error)`
    /// bind (its members are not followed).
    case result(success: SampleValue, failure: SampleValue)
    /// A function or closure: what it is passed, and what it returns.
    case function(parameters: [SampleValue], result: SampleValue, shape: SwiftTypeShape)
    case unknown

    /// The value inside any optionals: members are looked up on it (`a?.b`, `if let`).
    var unwrapped: SampleValue {
        var value = self
        while case .optional(let inner) = value { value = inner }
        return value
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var isUnknown: Bool { self == .unknown }

    /// The value wrapped in an optional, unless it is unknown (nothing to wrap) or already one.
    var optionalized: SampleValue {
        switch self {
        case .unknown, .optional: self
        default: .optional(self)
        }
    }
}
