import DocgenSupport
internal import SwiftParser
internal import SwiftSyntax

/// A Swift type as plain values, read with the Swift parser: what the call check needs to
/// follow a value through a model (which named type it is, whether it is optional, what a
/// closure of this type is passed), for code that may not import SwiftSyntax.
///
/// Attributes (`@escaping`, `@Sendable`, `@MainActor`), `inout`, effects and parameter names
/// are dropped: none of them changes which members a value has or how many values a closure
/// receives.
package indirect enum SwiftTypeShape: Sendable, Hashable {
    /// `Uploader`, `AdaptyUI.Action`, `Result<Receipt, UploadError>`: the path, each component
    /// with its generic arguments.
    case named([Component])
    /// `T?`, `T!`, `Optional<T>`.
    case optional(SwiftTypeShape)
    /// `[T]`, `Array<T>`.
    case array(SwiftTypeShape)
    /// `[K: V]`, `Dictionary<K, V>`.
    case dictionary(SwiftTypeShape, SwiftTypeShape)
    /// `(A, B) -> R`.
    case function(parameters: [SwiftTypeShape], result: SwiftTypeShape)
    /// `(A, B)`, `()`; labels dropped.
    case tuple([SwiftTypeShape])
    /// `any P`, `some P`: a value known only by a protocol.
    case existential(SwiftTypeShape)
    /// `A & B`.
    case composition([SwiftTypeShape])
    /// `T.Type`, `T.Protocol`.
    case metatype(SwiftTypeShape)
    /// Text that does not parse as a type, or a kind of type the check does not follow.
    case unknown

    package struct Component: Sendable, Hashable {
        package var name: String
        package var arguments: [SwiftTypeShape]

        package init(name: String, arguments: [SwiftTypeShape] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// The shape of `text`; `.unknown` when it is not a type.
    package static func parse(_ text: String) -> SwiftTypeShape {
        guard !text.isEmpty, text.utf8.count < 4_000, !SwiftParseGuard.refuses(text),
              let type = SwiftTypeText.parse(text) else { return .unknown }
        return shape(of: type)
    }

    /// The names in the path (`["AdaptyUI", "Action"]`), for a named type.
    package var path: [String]? {
        if case .named(let components) = self { return components.map(\.name) }
        return nil
    }

    /// The type inside any number of optionals.
    package var unwrapped: SwiftTypeShape {
        var type = self
        while case .optional(let inner) = type { type = inner }
        return type
    }

    static func shape(of type: TypeSyntax) -> SwiftTypeShape {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return sugared(.named([component(identifier.name, identifier.genericArgumentClause)]))
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let base = shape(of: member.baseType)
            guard case .named(var components) = base else { return .unknown }
            // `Swift.String` is `String`.
            if components.count == 1, components[0].name == "Swift", components[0].arguments.isEmpty { components = [] }
            components.append(component(member.name, member.genericArgumentClause))
            return sugared(.named(components))
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(shape(of: optional.wrappedType)) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(shape(of: unwrapped.wrappedType)) }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(shape(of: array.element)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return .dictionary(shape(of: dictionary.key), shape(of: dictionary.value)) }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil {
                return shape(of: only.type)
            }
            return .tuple(tuple.elements.map { shape(of: $0.type) })
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            return .function(parameters: function.parameters.map { shape(of: $0.type) }, result: shape(of: function.returnClause.type))
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return shape(of: attributed.baseType) }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return .existential(shape(of: existential.constraint)) }
        if let composition = type.as(CompositionTypeSyntax.self) { return .composition(composition.elements.map { shape(of: $0.type) }) }
        if let metatype = type.as(MetatypeTypeSyntax.self) { return .metatype(shape(of: metatype.baseType)) }
        return .unknown
    }

    private static func component(_ name: TokenSyntax, _ clause: GenericArgumentClauseSyntax?) -> Component {
        let arguments = clause?.arguments.map { argument -> SwiftTypeShape in
            if case .type(let type) = argument.argument { return shape(of: type) }
            return .unknown
        } ?? []
        return Component(name: name.identifier?.name ?? name.text, arguments: arguments)
    }

    /// `Optional<T>`, `Array<T>` and `Dictionary<K, V>` as their sugar, so both spellings are one shape.
    private static func sugared(_ shape: SwiftTypeShape) -> SwiftTypeShape {
        guard case .named(let components) = shape, components.count == 1 else { return shape }
        let only = components[0]
        switch (only.name, only.arguments.count) {
        case ("Optional", 1): return .optional(only.arguments[0])
        case ("Array", 1): return .array(only.arguments[0])
        case ("Dictionary", 2): return .dictionary(only.arguments[0], only.arguments[1])
        default: return shape
        }
    }
}
