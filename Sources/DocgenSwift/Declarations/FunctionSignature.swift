import DocgenSupport
internal import SwiftParser
internal import SwiftSyntax

/// A function declaration's parameters and return type, read with SwiftParser (a symbol
/// graph's declaration fragments, joined, are Swift source).
package struct FunctionSignature: Sendable, Equatable {
    package struct Parameter: Sendable, Equatable {
        /// The argument label (`_` when there is none).
        package var label: String
        package var name: String
        package var type: String
        /// The default value's source, nil when the argument must be passed.
        package var defaultValue: String?
    }

    package var parameters: [Parameter]
    package var returnType: String?

    /// Nil when `declaration` is not a function declaration (or nests too deeply to parse).
    package init?(_ declaration: String) {
        guard !SwiftParseGuard.refuses(declaration) else { return nil }
        let tree = Parser.parse(source: declaration)
        guard let function = tree.statements.lazy.compactMap({ $0.item.as(FunctionDeclSyntax.self) }).first else { return nil }
        parameters = function.signature.parameterClause.parameters.map { parameter in
            Parameter(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                      type: parameter.type.trimmedDescription,
                      defaultValue: parameter.defaultValue?.value.trimmedDescription)
        }
        returnType = function.signature.returnClause?.type.trimmedDescription
    }
}
