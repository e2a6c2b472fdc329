import DocgenSupport
import DocgenSwift

/// The arguments of one call as written, and which declared parameter each one fills.
///
/// This follows Swift's own matching of labels: labelled arguments bind by label, in order
/// (a parameter with a default may be skipped, one written after a later one is out of
/// order), unlabelled ones to the next `_` parameter, a variadic parameter takes the
/// unlabelled arguments after its first, the unlabelled trailing closure goes by the forward
/// scan of SE-0286 (to the next parameter that takes a closure, skipping one with a default
/// when a later required one takes a closure too), and labelled trailing closures by label.
/// What it cannot place, it says so; when placing a closure depended on a parameter type the
/// check could not read, the match is `unsure` and no finding should rest on it.
struct SampleArgumentMatching {
    typealias Argument = SampleArgument

    /// A declared parameter, as matching needs it.
    struct Parameter {
        /// `_` for an unlabelled parameter.
        let label: String
        let isRequired: Bool
        /// True when a closure can be passed (a function type, possibly optional); nil when
        /// the type could not be read (a typealias of another module, a generic parameter).
        let takesClosure: Bool?
        let isVariadic: Bool
    }

    let arguments: [Argument]
    /// For each argument, the index of the parameter it fills (nil: unknown or unplaced).
    private(set) var parameterIndex: [Int?]
    /// Labelled (or unlabelled non-trailing) arguments no parameter accepts.
    private(set) var unknown: [Int] = []
    /// An unlabelled trailing closure no parameter after the others takes.
    private(set) var extraClosure: Int?
    /// Arguments written after one whose parameter comes later: (argument, the one before it).
    private(set) var outOfOrder: [(argument: Int, after: Int)] = []
    /// Required parameters no argument fills.
    private(set) var missing: [Int] = []
    /// True when the trailing closure's place depended on a parameter of unread type.
    private(set) var unsure = false

    /// True when every argument has its parameter and every required parameter an argument.
    var fits: Bool { unknown.isEmpty && extraClosure == nil && outOfOrder.isEmpty && missing.isEmpty }

    /// How far the call is from fitting, to rank overloads.
    var problemCount: Int { unknown.count + (extraClosure == nil ? 0 : 1) + outOfOrder.count + missing.count }

    init(arguments: [Argument], parameters: [Parameter]) {
        self.arguments = arguments
        parameterIndex = Array(repeating: nil, count: arguments.count)
        var used = Set<Int>()
        var latest: (parameter: Int, argument: Int)?
        var openVariadic: Int?

        for (position, argument) in arguments.enumerated() {
            // The unlabelled trailing closure comes after the parenthesised arguments and before
            // the labelled trailing closures, which is where it is in `arguments`.
            if argument.isUnlabelledTrailingClosure {
                openVariadic = nil
                placeTrailingClosure(position, parameters: parameters, used: &used, latest: &latest)
                continue
            }
            if argument.label == nil, let variadic = openVariadic {
                parameterIndex[position] = variadic
                continue
            }
            let label = argument.label ?? "_"
            let after = argument.label == nil ? (latest?.parameter ?? -1) : -1
            guard let index = parameters.indices.first(where: { $0 > after && !used.contains($0) && parameters[$0].label == label }) else {
                unknown.append(position)
                openVariadic = nil
                continue
            }
            used.insert(index)
            parameterIndex[position] = index
            openVariadic = parameters[index].isVariadic ? index : nil
            if let latest, index < latest.parameter {
                outOfOrder.append((position, latest.argument))
            } else {
                latest = (index, position)
            }
        }
        missing = parameters.indices.filter { parameters[$0].isRequired && !parameters[$0].isVariadic && !used.contains($0) }
    }

    /// SE-0286 forward scan: the next unfilled parameter after the last one filled that takes a
    /// closure, skipping one with a default when a later required closure parameter needs the
    /// closure more.
    private mutating func placeTrailingClosure(_ position: Int, parameters: [Parameter], used: inout Set<Int>,
                                               latest: inout (parameter: Int, argument: Int)?) {
        let start = (latest?.parameter ?? -1) + 1
        if start < parameters.count {
            for index in start..<parameters.count where !used.contains(index) && parameters[index].takesClosure != false {
                if parameters[index].takesClosure == nil { unsure = true }
                let laterRequired = parameters.indices.contains {
                    $0 > index && !used.contains($0) && parameters[$0].isRequired && parameters[$0].takesClosure != false
                }
                if !parameters[index].isRequired && laterRequired { continue }
                used.insert(index)
                parameterIndex[position] = index
                latest = (index, position)
                return
            }
        }
        extraClosure = position
    }
}
