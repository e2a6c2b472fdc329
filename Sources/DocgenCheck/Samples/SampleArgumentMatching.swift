import DocgenSupport
import DocgenSwift
import DocgenSwift

/// The arguments of one call as written, and which declared parameter each one fills.
///
/// This follows Swift's own matching closely enough for documentation samples: labelled
/// arguments bind by label, unlabelled ones to the next `_` parameter, the unlabelled
/// trailing closure by the forward scan of SE-0286, and labelled trailing closures by label.
/// What it cannot place, it leaves unplaced rather than guess.
struct SampleArgumentMatching {
    typealias Argument = SwiftSample.Argument

    /// A declared parameter, as matching needs it.
    struct Parameter {
        /// `_` for an unlabelled parameter.
        let label: String
        let isRequired: Bool
        /// True when a closure can be passed (a function type, possibly optional).
        let takesClosure: Bool
    }

    let arguments: [Argument]
    /// For each argument, the index of the parameter it fills (nil: unknown or unplaced).
    private(set) var parameterIndex: [Int?]
    /// Labelled (or unlabelled non-trailing) arguments no parameter accepts.
    private(set) var unknown: [Int] = []
    /// Arguments written after one whose parameter comes later: (argument, the one before it).
    private(set) var outOfOrder: [(argument: Int, after: Int)] = []
    /// Required parameters no argument fills.
    private(set) var missing: [Int] = []

    init(arguments: [Argument], parameters: [Parameter]) {
        self.arguments = arguments
        parameterIndex = Array(repeating: nil, count: arguments.count)
        var used = Set<Int>()
        var latest: (parameter: Int, argument: Int)?

        for (position, argument) in arguments.enumerated() {
            // The unlabelled trailing closure comes after the parenthesised arguments and before
            // the labelled trailing closures, which is where it is in `arguments`.
            if argument.isUnlabelledTrailingClosure {
                placeTrailingClosure(position, parameters: parameters, used: &used, latest: &latest)
                continue
            }
            let label = argument.label ?? "_"
            let after = argument.label == nil ? (latest?.parameter ?? -1) : -1
            guard let index = parameters.indices.first(where: { $0 > after && !used.contains($0) && parameters[$0].label == label }) else {
                unknown.append(position)
                continue
            }
            used.insert(index)
            parameterIndex[position] = index
            if let latest, index < latest.parameter {
                outOfOrder.append((position, latest.argument))
            } else {
                latest = (index, position)
            }
        }
        missing = parameters.indices.filter { parameters[$0].isRequired && !used.contains($0) }
    }

    /// SE-0286 forward scan: the next unfilled parameter after the last one filled that takes a
    /// closure, skipping one with a default when a later required closure parameter needs the
    /// closure more.
    private mutating func placeTrailingClosure(_ position: Int, parameters: [Parameter], used: inout Set<Int>,
                                               latest: inout (parameter: Int, argument: Int)?) {
        let start = (latest?.parameter ?? -1) + 1
        guard start < parameters.count else { return }
        for index in start..<parameters.count where !used.contains(index) && parameters[index].takesClosure {
            let laterRequired = parameters.indices.contains { $0 > index && !used.contains($0) && parameters[$0].isRequired && parameters[$0].takesClosure }
            if !parameters[index].isRequired && laterRequired { continue }
            used.insert(index)
            parameterIndex[position] = index
            latest = (index, position)
            return
        }
    }
}
