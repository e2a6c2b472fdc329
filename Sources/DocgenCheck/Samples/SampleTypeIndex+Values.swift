import DocgenAPIModel
import DocgenSwift

/// Types written in the model or in a sample, as the values the check follows: a model type's
/// name resolved where it is written (nested types of the owner first), typealiases followed
/// (with their generic arguments put in), generic parameters left unknown.
extension SampleTypeIndex {
    /// The value a type written in the model stands for. `owner` is the type whose member
    /// writes it (nil at top level); `generics` are the generic parameter names in scope.
    func value(of shape: SwiftTypeShape, owner: String?, generics: Set<String>, depth: Int = 0) -> SampleValue {
        guard depth < 12 else { return .unknown }
        switch shape {
        case .named(let components):
            let names = components.map(\.name)
            if names.count == 1, generics.contains(names[0]) { return .unknown }
            if names == ["Self"] { return owner.map { .instance($0) } ?? .unknown }
            if names == ["Void"] { return .unknown }
            if let alias = alias(names, inside: owner) {
                var substitutions: [String: SwiftTypeShape] = [:]
                for (name, argument) in zip(alias.generics, components.last?.arguments ?? []) { substitutions[name] = argument }
                let target = substitute(self.shape(alias.target), substitutions)
                return value(of: target, owner: alias.context, generics: generics.subtracting(substitutions.keys.map { $0 }), depth: depth + 1)
            }
            if let type = typeName(names, inside: owner) { return .instance(type) }
            if names.count == 1, extended[names[0]] != nil { return .extended(names[0]) }
            if names == ["Result"] || names == ["Swift", "Result"], let arguments = components.last?.arguments, arguments.count == 2 {
                let success = value(of: arguments[0], owner: owner, generics: generics, depth: depth + 1)
                let failure = value(of: arguments[1], owner: owner, generics: generics, depth: depth + 1)
                return success.isUnknown && failure.isUnknown ? .unknown : .result(success: success, failure: failure)
            }
            return .unknown
        case .optional(let inner):
            return value(of: inner, owner: owner, generics: generics, depth: depth + 1).optionalized
        case .array(let element):
            let value = self.value(of: element, owner: owner, generics: generics, depth: depth + 1)
            return value.isUnknown ? .unknown : .array(value)
        case .dictionary(let key, let element):
            let value = self.value(of: element, owner: owner, generics: generics, depth: depth + 1)
            return value.isUnknown ? .unknown : .dictionary(key: self.value(of: key, owner: owner, generics: generics, depth: depth + 1), value: value)
        case .function(let parameters, let result):
            return .function(parameters: parameters.map { value(of: $0, owner: owner, generics: generics, depth: depth + 1) },
                             result: value(of: result, owner: owner, generics: generics, depth: depth + 1), shape: shape)
        case .existential(let constraint):
            // `any P` and `some P`: a value known by the protocol only, which reaches what P declares.
            return value(of: constraint, owner: owner, generics: generics, depth: depth + 1)
        case .metatype(let base):
            if case .instance(let type) = value(of: base, owner: owner, generics: generics, depth: depth + 1) { return .type(type) }
            return .unknown
        case .tuple, .composition, .unknown:
            return .unknown
        }
    }

    /// The value of a type's text written in the model.
    func value(ofText text: String?, owner: String?, generics: Set<String>) -> SampleValue {
        guard let text, !text.isEmpty else { return .unknown }
        return value(of: shape(text), owner: owner, generics: generics)
    }

    /// The function type `shape` stands for, typealiases followed: what a closure passed for it
    /// receives. Nil when it is no function type.
    func functionType(_ value: SampleValue) -> (parameters: [SampleValue], shape: SwiftTypeShape)? {
        if case .function(let parameters, _, let shape) = value.unwrapped { return (parameters, shape) }
        return nil
    }

    /// A typealias named `names` inside `owner`: its target text, generic parameters and the
    /// type it is declared in (where its target's names are resolved).
    private func alias(_ names: [String], inside owner: String?) -> (target: String, generics: [String], context: String?)? {
        guard let name = typeName(names, inside: owner) ?? memberAliasName(names, inside: owner) else { return nil }
        if let entry = entry(name), entry.kind == .typealias, let target = entry.aliasTarget {
            return (target, entry.genericParameters, Self.parent(of: name))
        }
        // A typealias declared inside a type is one of its members.
        guard let parent = Self.parent(of: name), let entry = entry(parent) else { return nil }
        let last = String(name.split(separator: ".").last ?? "")
        guard let member = entry.members.first(where: { $0.kind == .typealias && $0.name == last }), let target = member.type else { return nil }
        return (target, GenericNames.declared(in: member.signature), parent)
    }

    /// `Outer.Alias` for an alias member of a model type, written as `names` inside `owner`.
    private func memberAliasName(_ names: [String], inside owner: String?) -> String? {
        var scope = owner?.split(separator: ".").map(String.init) ?? []
        while true {
            let candidate = (scope + names).joined(separator: ".")
            if let parent = Self.parent(of: candidate), let entry = entry(parent),
               entry.members.contains(where: { $0.kind == .typealias && $0.name == names.last }) {
                return candidate
            }
            guard !scope.isEmpty else { return nil }
            scope.removeLast()
        }
    }

    static func parent(of name: String) -> String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    private func substitute(_ shape: SwiftTypeShape, _ substitutions: [String: SwiftTypeShape]) -> SwiftTypeShape {
        guard !substitutions.isEmpty else { return shape }
        switch shape {
        case .named(let components):
            if components.count == 1, components[0].arguments.isEmpty, let replacement = substitutions[components[0].name] { return replacement }
            return .named(components.map { .init(name: $0.name, arguments: $0.arguments.map { substitute($0, substitutions) }) })
        case .optional(let inner): return .optional(substitute(inner, substitutions))
        case .array(let element): return .array(substitute(element, substitutions))
        case .dictionary(let key, let value): return .dictionary(substitute(key, substitutions), substitute(value, substitutions))
        case .function(let parameters, let result):
            return .function(parameters: parameters.map { substitute($0, substitutions) }, result: substitute(result, substitutions))
        case .tuple(let elements): return .tuple(elements.map { substitute($0, substitutions) })
        case .existential(let inner): return .existential(substitute(inner, substitutions))
        case .composition(let elements): return .composition(elements.map { substitute($0, substitutions) })
        case .metatype(let inner): return .metatype(substitute(inner, substitutions))
        case .unknown: return .unknown
        }
    }
}
