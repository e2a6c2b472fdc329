import DocgenSupport
internal import SwiftParser
internal import SwiftSyntax

/// Swift types compared as a reader compares them, and the arity of a function type, both
/// read with the Swift parser rather than by pattern matching on text.
///
/// The model's types come from symbol-graph declaration fragments (`[String : any Sendable]`)
/// and the samples' types from a guide's code (`[String: any Sendable]`): the spelling differs
/// in spacing and sugar while the type is the same, so both are reduced to one canonical text.
package enum SwiftTypeText {
    /// The canonical text of a type written as source: no spaces except where a word needs
    /// one (`some View`), sugar for `Optional`/`Array`/`Dictionary`, no `Swift.` prefix,
    /// no parentheses around a single type, no `any` (`Error` and `any Error` are one type). Text that does not parse as a type comes back with
    /// its whitespace removed, so two such texts still compare sensibly.
    package static func canonical(_ text: String) -> String {
        guard let type = parse(text) else { return text.filter { !$0.isWhitespace } }
        return canonical(type)
    }

    /// The canonical text of a parsed type (see `canonical(_:)` for a string).
    static func canonical(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return named(foundationAliases[identifier.name.text] ?? identifier.name.text, arguments: identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let base = canonical(member.baseType)
            // `Swift.String` is `String`, `Foundation.TimeInterval` is `Double`; other module or type qualifiers stay.
            guard base == "Swift" || base == "Foundation" else {
                return "\(base).\(named(member.name.text, arguments: member.genericArgumentClause))"
            }
            return named(foundationAliases[member.name.text] ?? member.name.text, arguments: member.genericArgumentClause)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return optionalText(canonical(optional.wrappedType), wrapped: optional.wrappedType)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            let inner = canonical(unwrapped.wrappedType)
            return needsParentheses(unwrapped.wrappedType) ? "(\(inner))!" : "\(inner)!"
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return "[\(canonical(array.element))]"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "[\(canonical(dictionary.key)):\(canonical(dictionary.value))]"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            // `(T)` is `T`; a labelled element or several elements make a real tuple.
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil {
                return canonical(only.type)
            }
            return "(" + tuple.elements.map { element in
                let label = element.firstName.map { "\($0.text):" } ?? ""
                return label + canonical(element.type) + (element.ellipsis == nil ? "" : "...")
            }.joined(separator: ",") + ")"
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            // Parameter names in a function type (`(_ product: P) -> Void`) are not part of it.
            let parameters = function.parameters.map { canonical($0.type) + ($0.ellipsis == nil ? "" : "...") }
            var effects = ""
            if let specifiers = function.effectSpecifiers {
                effects = words(specifiers.tokens(viewMode: .sourceAccurate))
                if !effects.isEmpty { effects = " " + effects }
            }
            return "(" + parameters.joined(separator: ",") + ")" + effects + "->" + canonical(function.returnClause.type)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let prefix = words(attributed.specifiers.tokens(viewMode: .sourceAccurate))
            let attributes = words(attributed.attributes.tokens(viewMode: .sourceAccurate))
            let late = words(attributed.lateSpecifiers.tokens(viewMode: .sourceAccurate))
            return [prefix, attributes, late, canonical(attributed.baseType)].filter { !$0.isEmpty }.joined(separator: " ")
        }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            // `any Error` is `Error`: a protocol written alone is its existential.
            if existential.someOrAnySpecifier.tokenKind == .keyword(.any) { return canonical(existential.constraint) }
            return "\(existential.someOrAnySpecifier.text) \(canonical(existential.constraint))"
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map { canonical($0.type) }.joined(separator: "&")
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            let base = canonical(metatype.baseType)
            let wrapped = needsParentheses(metatype.baseType) ? "(\(base))" : base
            return "\(wrapped).\(metatype.metatypeSpecifier.text)"
        }
        return words(type.tokens(viewMode: .sourceAccurate))
    }

    /// The number of parameters of the function type `text` denotes, looking through
    /// attributes (`@escaping`), optionals (`((A) -> Void)?`, `Optional<…>`) and parentheses;
    /// nil when it is no function type.
    package static func functionArity(_ text: String) -> Int? {
        guard var type = parse(text) else { return nil }
        // Each step removes one wrapper; the bound only guards against odd input.
        for _ in 0..<16 {
            if let function = type.as(FunctionTypeSyntax.self) {
                return function.parameters.count
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                      let only = tuple.elements.first, only.firstName == nil {
                type = only.type
            } else if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
                      let argument = singleTypeArgument(identifier.genericArgumentClause) {
                type = argument
            } else {
                return nil
            }
        }
        return nil
    }

    /// `text` parsed as a type, or nil when the parser had to recover (not a type, or more).
    static func parse(_ text: String) -> TypeSyntax? {
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError, type.trimmedDescription == text.trimmingWhitespace else { return nil }
        return type
    }

    // MARK: - Pieces

    /// A named type with its generic arguments, turning the standard library's long forms into sugar.
    /// Foundation's typealiases of standard types: a sample writing `Double` where the SDK
    /// declares `TimeInterval` declares the same type.
    private static let foundationAliases = ["TimeInterval": "Double"]

    private static func named(_ name: String, arguments clause: GenericArgumentClauseSyntax?) -> String {
        guard let clause else { return name }
        let types = clause.arguments.map { argument -> String in
            // A type, or a value for an integer generic parameter (`InlineArray<3, Int>`).
            if case .type(let type) = argument.argument { return canonical(type) }
            return words(argument.argument.tokens(viewMode: .sourceAccurate))
        }
        switch (name, types.count) {
        case ("Optional", 1):
            return optionalText(types[0], wrapped: singleTypeArgument(clause))
        case ("Array", 1):
            return "[\(types[0])]"
        case ("Dictionary", 2):
            return "[\(types[0]):\(types[1])]"
        default:
            return name + "<" + types.joined(separator: ",") + ">"
        }
    }

    private static func optionalText(_ inner: String, wrapped: TypeSyntax?) -> String {
        guard let wrapped else { return "\(inner)?" }
        return needsParentheses(wrapped) ? "(\(inner))?" : "\(inner)?"
    }

    /// True for a type that must be parenthesised before a postfix `?`, `!` or `.Type`.
    private static func needsParentheses(_ type: TypeSyntax) -> Bool {
        var type = type
        // `((A) -> B)?` is written with the parentheses the tuple node holds: look inside.
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.firstName == nil {
            type = only.type
        }
        if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any) {
            return needsParentheses(existential.constraint)
        }
        return type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            || type.is(CompositionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
    }

    private static func singleTypeArgument(_ clause: GenericArgumentClauseSyntax?) -> TypeSyntax? {
        guard let clause, clause.arguments.count == 1, let first = clause.arguments.first,
              case .type(let type) = first.argument else { return nil }
        return type
    }

    /// Token texts joined without spaces, except one between two words (`any Sendable`,
    /// `async throws`), where removing it would merge them.
    private static func words(_ tokens: some Sequence<TokenSyntax>) -> String {
        var out = ""
        for token in tokens where token.presence == .present {
            let text = token.text
            if let last = out.last, let first = text.first, isWordCharacter(last), isWordCharacter(first) {
                out.append(" ")
            }
            out += text
        }
        return out
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }
}
