internal import SwiftSyntax

/// Prints a type as swiftc prints it in symbol-graph declarations: as written, with sugar
/// kept (`Optional<Int>` stays, `Int?` stays), `[Key : Value]` with spaces around the colon,
/// `Self` of a struct or enum as the type's name; comments and line breaks dropped. In the
/// natural style (`natural`), as a guide writes it: `[Key: Value]`.
struct SwiftTypePrinter {
    /// The name `Self` stands for (a struct's or enum's), or nil to keep `Self`.
    var selfName: String?
    var natural = false

    func print(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            var name = identifier.name.text
            if name == "Self", let selfName { name = selfName }
            return name + genericArguments(identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return print(member.baseType) + "." + member.name.text + genericArguments(member.genericArgumentClause)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return wrapped(optional.wrappedType) + "?"
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return wrapped(unwrapped.wrappedType) + "!"
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return "[" + print(array.element) + "]"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "[" + print(dictionary.key) + (natural ? ": " : " : ") + print(dictionary.value) + "]"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return "(" + tuple.elements.map(tupleElement).joined(separator: ", ") + ")"
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            var text = "(" + function.parameters.map(tupleElement).joined(separator: ", ") + ")"
            if let effects = function.effectSpecifiers {
                if effects.asyncSpecifier != nil { text += " async" }
                if let clause = effects.throwsClause {
                    text += " " + clause.throwsSpecifier.text
                    if let thrown = clause.type { text += "(" + print(thrown) + ")" }
                }
            }
            return text + " -> " + print(function.returnClause.type)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            var parts: [String] = []
            for specifier in attributed.specifiers { parts.append(SwiftSyntaxText.text(specifier)) }
            for element in attributed.attributes {
                if case .attribute(let attribute) = element { parts.append(SwiftSyntaxText.text(attribute)) }
            }
            for specifier in attributed.lateSpecifiers { parts.append(SwiftSyntaxText.text(specifier)) }
            parts.append(print(attributed.baseType))
            return parts.joined(separator: " ")
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) {
            return some.someOrAnySpecifier.text + " " + print(some.constraint)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map { print($0.type) }.joined(separator: " & ")
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return wrapped(metatype.baseType) + "." + metatype.metatypeSpecifier.text
        }
        if let pack = type.as(PackExpansionTypeSyntax.self) {
            return "repeat " + print(pack.repetitionPattern)
        }
        if let element = type.as(PackElementTypeSyntax.self) {
            return "each " + print(element.pack)
        }
        if let suppressed = type.as(SuppressedTypeSyntax.self) {
            return "~" + print(suppressed.type)
        }
        if type.is(ClassRestrictionTypeSyntax.self) { return "AnyObject" }
        return SwiftSyntaxText.text(type)
    }

    /// Function and composition types need parentheses under `?`, `!` and `.Type`.
    private func wrapped(_ type: TypeSyntax) -> String {
        let text = print(type)
        if type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            || type.is(AttributedTypeSyntax.self) {
            return "(" + text + ")"
        }
        return text
    }

    private func tupleElement(_ element: TupleTypeElementSyntax) -> String {
        var text = ""
        if let first = element.firstName {
            text += first.text
            if let second = element.secondName { text += " " + second.text }
            text += ": "
        }
        if let specifier = element.inoutKeyword { text += specifier.text + " " }
        text += print(element.type)
        if element.ellipsis != nil { text += "..." }
        return text
    }

    private func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> String {
        guard let clause else { return "" }
        let arguments = clause.arguments.map { argument -> String in
            switch argument.argument {
            case .type(let type): return print(type)
            default: return SwiftSyntaxText.text(argument.argument)
            }
        }
        return "<" + arguments.joined(separator: ", ") + ">"
    }
}
