import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// A call a sample makes, resolved against one model: the declarations it may call (an
/// initializer's overloads, a method's, an enum case's constructor, a SwiftUI modifier),
/// each with its parameters and how the call's arguments match them.
struct SampleCall {
    enum Kind { case initializer, method, enumCase, function, modifier, `subscript` }

    /// One declaration the call may be of.
    struct Candidate {
        let owner: String
        let member: APISurfaceMember
        let parameters: [Parameter]
        var result: SampleValue

        /// `Uploader.init(chunkSize:retries:session:)`, `.flow(isPresented:…)` for a modifier.
        func display(_ kind: Kind) -> String {
            switch kind {
            case .modifier: return ".\(member.baseName)"
            case .function: return member.name
            case .subscript: return "\(owner)[\(member.name.drop { $0 != "(" }.dropFirst().dropLast())]"
            case .enumCase:
                let labels = member.associatedValues?.map { "\($0.label ?? "_"):" }.joined() ?? ""
                return "\(owner).\(member.name)" + (member.associatedValues == nil || member.name.contains("(") ? "" : "(\(labels))")
            default: return "\(owner).\(member.name)"
            }
        }
    }

    struct Parameter {
        /// `_` when unlabelled.
        let label: String
        /// An enum case's associated value without a label has none: `value 2`, which no Swift
        /// name can be (`isUnnamedValue`).
        let name: String
        let type: String
        let isRequired: Bool
        let isVariadic: Bool
        /// The declared type as the check follows it.
        let value: SampleValue
        /// `chunkSize: Int = 4096`, for notes.
        let declaration: String
        /// True, false, or nil when a closure may or may not be passed (see `SampleArgumentMatching`).
        let takesClosure: Bool?
        /// The generic parameters in scope: the declaration's and its type's.
        let generics: Set<String>

        /// An enum case's associated value with neither label nor name (`Response?` of
        /// `case underlying(Error, Response?)`): messages name it by its place and type.
        var isUnnamedValue: Bool { label == "_" && name.contains(" ") }

        var matching: SampleArgumentMatching.Parameter {
            .init(label: label, isRequired: isRequired, takesClosure: takesClosure, isVariadic: isVariadic)
        }

        /// How many values a closure passed for it receives; nil when that depends on what
        /// the check cannot see (a single tuple parameter may also be taken apart).
        var closureArity: Int? {
            guard case .function(let parameters, _, let shape) = value.unwrapped else { return nil }
            if parameters.count == 1, case .function(let written, _) = shape.unwrapped, let only = written.first {
                if case .tuple = only { return nil }
                // A generic parameter (`T`, the type's `Element`) may stand for a tuple, which
                // `{ a, b in }` takes apart.
                if case .named(let components) = only, components.count == 1, components[0].arguments.isEmpty,
                   parameters[0].isUnknown, generics.contains(components[0].name) || components[0].name.count <= 2 { return nil }
            }
            return parameters.count
        }
    }

    let expression: Int
    let kind: Kind
    /// `Uploader.init`, `Adapty.makePurchase`, `.flow`: what the call calls, for messages.
    let display: String
    let arguments: [SampleArgument]
    private(set) var candidates: [Candidate]
    let matches: [SampleArgumentMatching]
    /// The candidates whose labels fit and whose closures take as many values as they get.
    let fitting: [Int]
    /// True when the declarations found may not be all there are (the initializers of a class
    /// with an outside superclass, a modifier recognised by its name): a call none of them
    /// fits is then left alone.
    let isOpen: Bool

    /// What the call returns, when the candidates that fit (or, if none fits, all of them)
    /// agree: an initializer gives its type whichever overload is meant.
    var result: SampleValue {
        let chosen = fitting.isEmpty ? Array(candidates.indices) : fitting
        if let agreed = Self.agreed(chosen.map { candidates[$0].result }) { return agreed }
        // `try await auth.start()` beside a `start()` that returns a publisher: with `await`,
        // Swift takes the async overload, without it the other.
        if let isAwaited {
            let effectful = chosen.filter { (candidates[$0].member.async == true) == isAwaited }
            if !effectful.isEmpty, let agreed = Self.agreed(effectful.map { candidates[$0].result }) { return agreed }
        }
        return .unknown
    }

    /// Whether the call is written with `await` (nil when the reader cannot tell).
    var isAwaited: Bool?

    /// The one value all of `values` are, nil when they differ or there are none.
    private static func agreed(_ values: [SampleValue]) -> SampleValue? {
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Gives the candidates declared to return `Self` (or `Self?`) the receiver's type.
    mutating func returnsReceiver(_ receiver: SampleValue) {
        for (position, candidate) in candidates.enumerated() {
            switch candidate.member.returnType.map(SwiftTypeText.canonical) {
            case "Self": candidates[position].result = receiver
            case "Self?": candidates[position].result = .optional(receiver)
            default: continue
            }
        }
    }

    /// The closure arguments that take a different number of parameters than the candidate's
    /// function type passes: (argument, its parameter, how many the type passes).
    func arityMismatches(_ candidate: Int) -> [(argument: Int, parameter: Int, arity: Int)] {
        Self.arityMismatches(arguments, candidates[candidate], matches[candidate])
    }

    private static func arityMismatches(_ arguments: [SampleArgument], _ candidate: Candidate,
                                        _ match: SampleArgumentMatching) -> [(argument: Int, parameter: Int, arity: Int)] {
        var found: [(Int, Int, Int)] = []
        for (position, argument) in arguments.enumerated() {
            guard let closure = argument.closure, let parameter = match.parameterIndex[position],
                  let arity = candidate.parameters[parameter].closureArity else { continue }
            if let written = writtenCount(closure), written != arity { found.append((position, parameter, arity)) }
        }
        return found
    }

    /// A method called on a value the check cannot follow (`response.observeOn(…)` on what an
    /// app's function returned): the model's methods of that name, on any of its types and on
    /// the outside types it extends, none of them known to be the one meant. For the
    /// availability rule, which judges such a call only when every overload it fits agrees.
    static func onUnknownReceiver(_ expression: Int, in inference: SampleInference) -> SampleCall? {
        let code = inference.code
        guard case .call(let callee, let arguments) = code.expressions[expression].kind,
              case .member(let base, let name) = code.expressions[callee].kind,
              inference.value(of: base).isUnknown else { return nil }
        let members = inference.index.declaredMethods(name) + inference.index.extendedMethods(name)
        guard !members.isEmpty else { return nil }
        return make(expression, kind: .method, display: name, arguments: withElidedClosures(arguments, in: code), members: members,
                    isOpen: true, in: inference)
    }

    /// The arguments with each closure whose body was left out (`{ ... }` over lines, `{ // … }`)
    /// marked as taking an unknown number of parameters: a body elided says nothing of the
    /// `$0` it would use.
    private static func withElidedClosures(_ arguments: [SampleArgument], in code: SampleCode) -> [SampleArgument] {
        guard arguments.contains(where: { if case .none? = $0.closure { return true }; return false }) else { return arguments }
        return arguments.map { argument in
            guard case .none? = argument.closure, case .closure(let closure) = code.expressions[argument.value].kind,
                  isElided(closure, in: code) else { return argument }
            var marked = argument
            marked.closure = .unknown
            return marked
        }
    }

    /// True when a closure's body holds an ellipsis (masked as `___` before parsing) or a
    /// comment saying code was left out.
    static func isElided(_ closure: SampleClosure, in code: SampleCode) -> Bool {
        if code.elidedBodies.contains(closure.body.lowerBound) { return true }
        return code.expressions.contains { expression in
            guard closure.body.contains(expression.offset), case .name(let name) = expression.kind else { return false }
            return name.utf8.count >= 3 && name.utf8.allSatisfy { $0 == UInt8(ascii: "_") }
        }
    }

    /// How many parameters a closure literal takes, when its text says.
    static func writtenCount(_ closure: SwiftSample.ClosureParameters) -> Int? {
        switch closure {
        case .exactly(let count, _), .atLeast(let count, _, _): count
        case .none: 0
        case .unknown: nil
        }
    }

    // MARK: - Resolving

    static func resolve(_ expression: Int, in inference: SampleInference) -> SampleCall? {
        let code = inference.code
        let node = code.expressions[expression]
        guard !node.hasError else { return nil }
        switch node.kind {
        case .call(let callee, let arguments):
            return resolveCall(expression, callee: callee, arguments: withElidedClosures(arguments, in: inference.code), in: inference)
        case .subscriptCall(let base, let arguments):
            let roles: Set<SampleTypeIndex.Role>
            let owner: String
            switch inference.value(of: base).unwrapped {
            case .instance(let type): (owner, roles) = (type, [.subscript])
            case .type(let type): (owner, roles) = (type, [.staticSubscript])
            default: return nil
            }
            let members = inference.index.members("subscript", of: owner, roles: roles)
            guard !members.isEmpty else { return nil }
            return make(expression, kind: .subscript, display: "\(owner)[…]", arguments: arguments, members: members,
                        isOpen: !inference.index.isClosed(owner), in: inference)
        default:
            return nil
        }
    }

    private static func resolveCall(_ expression: Int, callee: Int, arguments: [SampleArgument], in inference: SampleInference) -> SampleCall? {
        let code = inference.code
        let index = inference.index
        switch code.expressions[callee].kind {
        case .name(let name):
            if case .type(let type) = inference.value(of: callee) {
                return initializers(of: type, expression, arguments: arguments, in: inference,
                                    isSpecializedOutside: isSpecializedOutsideModel(callee, in: inference))
            }
            guard inference.binding(named: name, at: code.expressions[callee].offset) == nil, !inference.declaredNames.contains(name) else { return nil }
            return function(name, module: nil, expression, arguments: arguments, in: inference)
        case .member(let base, let name) where isModuleName(base, in: inference):
            // `NukeExtensions.loadImage(with:into:)`: a function named with its module.
            guard case .name(let module) = code.expressions[base].kind else { return nil }
            return function(name, module: module, expression, arguments: arguments, in: inference)
        case .member(let base, "init"):
            switch inference.value(of: base) {
            case .type(let type):
                return initializers(of: type, expression, arguments: arguments, in: inference,
                                    isSpecializedOutside: isSpecializedOutsideModel(base, in: inference))
            // `super.init(…)` in a subclass, `self.init(…)` in an extension of a model type.
            case .instance(let type):
                guard case .name(let name) = code.expressions[base].kind, name == "super" || name == "self" else { return nil }
                return initializers(of: type, expression, arguments: arguments, in: inference)
            default:
                return nil
            }
        case .implicitMember("init"):
            guard case .instance(let type) = inference.expectedValue(of: expression).unwrapped else { return nil }
            return initializers(of: type, expression, arguments: arguments, in: inference)
        case .member(_, let name), .implicitMember(let name):
            switch inference.lookup(callee) {
            case .found(let members, let owner):
                if let nested = members.first(where: { SampleTypeIndex.role(of: $0.member) == .nestedType }) {
                    return initializers(of: nested.owner + "." + nested.member.name, expression, arguments: arguments, in: inference)
                }
                let callable = members.filter { [.method, .staticMethod, .enumCase].contains(SampleTypeIndex.role(of: $0.member)) }
                guard !callable.isEmpty else { return nil }
                let isCase = callable.allSatisfy { SampleTypeIndex.role(of: $0.member) == .enumCase }
                let kind: Kind = isCase ? .enumCase : (index.extended[owner] != nil ? .modifier : .method)
                let display = kind == .modifier ? ".\(name)" : "\(owner).\(name)"
                // A class with an outside superclass may inherit other overloads
                // (`present(_:animated:completion:)` of UIViewController).
                let isOpen = kind == .method && index.entry(owner).map { $0.kind == .class && !index.isClosed(owner) } == true
                    || kind == .modifier && Self.overloadsOutsideAPI(callable)
                var call = make(expression, kind: kind, display: display, arguments: arguments, members: callable,
                                isOpen: isOpen, in: inference)
                // A method returning `Self` returns the receiver's type, not the class that declares it
                // (`DataRequest`'s `authenticate(…)`, declared on `Request`).
                if case .member(let base, _) = code.expressions[callee].kind, case .instance = inference.value(of: base).unwrapped {
                    call.returnsReceiver(inference.value(of: base).unwrapped)
                }
                return call
            case .missing:
                return nil
            case .unknown:
                return modifier(name, expression, callee: callee, arguments: arguments, in: inference)
            }
        default:
            return nil
        }
    }

    /// A call of the model's top-level function `name` (of `module` only, when the call names it).
    private static func function(_ name: String, module: String?, _ expression: Int, arguments: [SampleArgument],
                                 in inference: SampleInference) -> SampleCall? {
        let members = inference.index.functionMembers(name).filter { module == nil || $0.member.module == module }
        guard !members.isEmpty else { return nil }
        return make(expression, kind: .function, display: module.map { "\($0).\(name)" } ?? name, arguments: arguments, members: members,
                    isOpen: false, in: inference)
    }

    /// True when `expression` is a bare name of one of the model's modules that is not also a
    /// type, a value or something the sample declares.
    private static func isModuleName(_ expression: Int, in inference: SampleInference) -> Bool {
        guard case .name(let name) = inference.code.expressions[expression].kind, inference.index.modules.contains(name),
              inference.index.entry(name) == nil, inference.value(of: expression).isUnknown,
              inference.binding(named: name, at: inference.code.expressions[expression].offset) == nil,
              !inference.declaredNames.contains(name) else { return false }
        return true
    }

    /// `Type(…)`, `Type.init(…)`, `.init(…)`.
    private static func initializers(of type: String, _ expression: Int, arguments: [SampleArgument], in inference: SampleInference,
                                     isSpecializedOutside: Bool = false) -> SampleCall? {
        let index = inference.index
        let members = index.members("init", of: type, roles: [.initializer])
        guard !members.isEmpty else { return nil }
        // A class may inherit initializers from an outside superclass the model does not show,
        // and a generic type given an app's type (`Mock<Human>`) may get more from the app's
        // constrained extensions (`extension Mock where O == Human`), as generated code adds.
        let isOpen = isSpecializedOutside || (index.entry(type).map { $0.kind == .class && index.inheritsOutsideClass(type) } ?? true)
        return make(expression, kind: .initializer, display: "\(type).init", arguments: arguments, members: members, isOpen: isOpen,
                    in: inference)
    }

    /// True when the type named at `position` is given a generic argument that is no type of
    /// the model and none the page declares (`Mock<Human>`: a code generator's type, whose
    /// extensions the page does not show).
    private static func isSpecializedOutsideModel(_ position: Int, in inference: SampleInference) -> Bool {
        inference.code.expressions[position].genericArguments.contains { argument in
            let path = argument.split(separator: ".").map(String.init)
            return inference.index.typeName(path, inside: nil) == nil && !inference.declaredNames.contains(argument)
                && !inference.pageTypeNames.contains(argument) && !inference.pageTypeNames.contains(path.last ?? "")
        }
    }

    /// A member of an outside type the model extends (a SwiftUI modifier such as `.flow`),
    /// called on a value the check cannot follow. It is taken for that member when it is
    /// chained on a view being built (`Button(…) { … }.flow(…)`, `.flow(…)`) or passes a label
    /// the member declares; `store.flow(id:)` on an app's own object is left alone.
    private static func modifier(_ name: String, _ expression: Int, callee: Int, arguments: [SampleArgument],
                                 in inference: SampleInference) -> SampleCall? {
        let code = inference.code
        var members: [SampleTypeIndex.MemberRef] = []
        for type in inference.index.extended.keys.sorted() {
            members += inference.index.members(name, of: type, roles: [.method])
        }
        guard !members.isEmpty else { return nil }
        var chained = true
        if case .member(let base, _) = code.expressions[callee].kind {
            chained = { if case .call = code.expressions[base].kind { return true }; return false }()
            // A value the sample or the model types is no view being built.
            if !inference.value(of: base).isUnknown { return nil }
        }
        // Views are built by chained calls; a UIKit class the SDK extends (`UIStackView.padding(_:)`)
        // is not, and its method says nothing of SwiftUI's `.padding(.vertical, 8)`.
        chained = chained && members.contains { inference.index.extended[$0.owner]?.module == "SwiftUI" }
        // A label the SDK declares, or one a letter or two from it (`ofCont:` for `ofCount:`):
        // the call means the SDK's method, misspelt.
        // The model's own types may declare the name too (`DataRequest.validate(_:)` beside the
        // `URLRequest.validate()` the SDK adds), and the value may be one of them.
        let declaredRefs = inference.index.declaredMethods(name)
        let passesDeclaredLabel = arguments.contains { argument in
            argument.label.map { label in
                (members + declaredRefs).contains { $0.member.parameters?.contains { $0.label == label || Self.isMisspeltLabel(label, of: $0.label) } == true }
            } ?? false
        }
        // `queue.async(.promise, …)`: the tag an overload the SDK adds takes says which is meant.
        let own = members.map { candidate($0, kind: .modifier, in: inference.index) }
        let tags = Set(own.flatMap { $0.parameters.compactMap { inference.index.tagCase($0.value) } })
        let passesTag = arguments.contains { argument in
            if case .implicitMember(let name) = code.expressions[argument.value].kind { return tags.contains(name) }
            return false
        }
        guard chained || passesDeclaredLabel || passesTag else { return nil }
        // The overloads of the model's own types are candidates as well.
        let declared = declaredRefs.map { candidate($0, kind: .modifier, in: inference.index) }
        return make(expression, kind: .modifier, display: ".\(name)", arguments: arguments, candidates: own + declared,
                    isOpen: overloadsOutsideAPI(members))
    }

    /// True when `written` is the label `declared` with a letter or two wrong (one for short
    /// labels), or in another case: a misspelt label, not another method's. (Looser than
    /// `SampleCallRule.isTypo`, which judges member names.)
    static func isMisspeltLabel(_ written: String, of declared: String) -> Bool {
        guard written != declared, written.count >= 4, declared.count >= 4, declared != "_" else { return false }
        if written.lowercased() == declared.lowercased() { return true }
        return EditDistance.between(written, declared, within: declared.count >= 7 ? 2 : 1) != nil
    }

    /// True when a member the SDK adds to an outside type is declared in a constrained
    /// extension (`extension PrimitiveSequence where Element == Response { func map(_:atKeyPath:) }`,
    /// `extension Array where Element == Response { func filter(statusCode:) }`), or has the
    /// name of one of the type's own methods (`WellKnownMembers.outsideTypeMethods`): such a
    /// member is an overload beside the type's own (`map(_:)`, `filter(_:)`, `sheet(item:)`),
    /// which the model does not show, so a call none of the SDK's fits is the type's own.
    private static func overloadsOutsideAPI(_ members: [SampleTypeIndex.MemberRef]) -> Bool {
        members.contains { ref in
            ref.member.constraints != nil
                // A method the outside type has of its own (`View.sheet`, `DispatchQueue.async`).
                || WellKnownMembers.outsideTypeMethods[String(ref.owner.split(separator: ".").last ?? "")]?.contains(ref.member.baseName) == true
                // A sequence's or collection's own (`first`, `map`): on a value the check cannot
                // follow, `.first()` is as likely an array's as `HTTPHeaders.first(name:)`.
                || standardSequenceMembers.contains(ref.member.baseName)
        }
    }

    /// What the standard library's sequence and collection protocols give every conforming type.
    private static let standardSequenceMembers: Set<String> = StandardProtocolMembers.protocols.values.reduce(into: []) { $0.formUnion($1) }

    private static func make(_ expression: Int, kind: Kind, display: String, arguments: [SampleArgument],
                             members: [SampleTypeIndex.MemberRef], isOpen: Bool, in inference: SampleInference) -> SampleCall {
        make(expression, kind: kind, display: display, arguments: arguments,
             candidates: members.map { candidate($0, kind: kind, in: inference.index) }, isOpen: isOpen)
    }

    private static func make(_ expression: Int, kind: Kind, display: String, arguments: [SampleArgument],
                             candidates: [Candidate], isOpen: Bool) -> SampleCall {
        let matches = candidates.map { SampleArgumentMatching(arguments: arguments, parameters: $0.parameters.map(\.matching)) }
        let fitting = candidates.indices.filter { matches[$0].fits && arityMismatches(arguments, candidates[$0], matches[$0]).isEmpty }
        return SampleCall(expression: expression, kind: kind, display: display, arguments: arguments, candidates: candidates,
                          matches: matches, fitting: fitting, isOpen: isOpen)
    }

    private static func candidate(_ ref: SampleTypeIndex.MemberRef, kind: Kind, in index: SampleTypeIndex) -> Candidate {
        let member = ref.member
        // The declaration's generic parameters, its type's, and a protocol's associated types
        // (`Element` of a protocol extension's `subscribe(onNext:)`): what the check cannot name.
        let owner = index.entry(ref.owner)
        let generics = Set(GenericNames.declared(in: member.signature) + (owner?.genericParameters ?? []))
            .union(index.associatedTypes(of: ref.owner))
        var parameters: [Parameter] = []
        if let values = member.associatedValues {
            for (position, value) in values.enumerated() {
                let label = value.label ?? "_"
                parameters.append(parameter(label: label, name: value.label ?? "value \(position + 1)", type: value.type,
                                            defaultValue: value.default, owner: ref.owner, generics: generics, in: index))
            }
        } else {
            for written in member.parameters ?? [] {
                parameters.append(parameter(label: written.label, name: written.name, type: written.type, defaultValue: written.default,
                                            owner: ref.owner, generics: generics, in: index))
            }
        }
        let result: SampleValue
        switch SampleTypeIndex.role(of: member) {
        case .initializer, .enumCase: result = ref.owner.isEmpty ? .unknown : .instance(ref.owner)
        default: result = index.value(ofText: member.returnType, owner: ref.owner.isEmpty ? nil : ref.owner, generics: generics)
        }
        return Candidate(owner: ref.owner, member: member, parameters: parameters, result: result)
    }

    private static func parameter(label: String, name: String, type: String, defaultValue: String?, owner: String,
                                  generics: Set<String>, in index: SampleTypeIndex) -> Parameter {
        let isVariadic = type.hasSuffix("...")
        let written = isVariadic ? String(type.dropLast(3)) : type
        let value = index.value(ofText: written, owner: owner.isEmpty ? nil : owner, generics: generics)
        // An enum case's unnamed associated value (`Parameter.isUnnamedValue`) is its type alone.
        let declaration = label == "_" && name.contains(" ") ? type
            : (label == "_" ? "_ \(name)" : (label == name ? label : "\(label) \(name)")) + ": \(type)"
            + (defaultValue.map { " = \($0)" } ?? "")
        return Parameter(label: label, name: name, type: type, isRequired: defaultValue == nil, isVariadic: isVariadic, value: value,
                         declaration: declaration, takesClosure: takesClosure(written, value: value, generics: generics, in: index),
                         generics: generics)
    }

    /// Whether a closure can be passed for a parameter of this type: yes for a function type
    /// (through typealiases and optionals), no for any other type the text names, unknown for
    /// a generic parameter or a name that may be another module's typealias of a function.
    private static func takesClosure(_ type: String, value: SampleValue, generics: Set<String>, in index: SampleTypeIndex) -> Bool? {
        if index.functionType(value) != nil { return true }
        guard value.isUnknown else { return false }
        let shape = index.shape(type).unwrapped
        switch shape {
        case .function: return true
        case .named(let components):
            let last = components.last?.name ?? ""
            if components.count == 1, generics.contains(last) || last == "Any" { return nil }
            let functionLike = ["Handler", "Completion", "Callback", "Block", "Closure", "Listener", "Action", "Builder"]
            return functionLike.contains { last.hasSuffix($0) } ? nil : false
        case .existential, .composition: return nil
        default: return false
        }
    }
}
