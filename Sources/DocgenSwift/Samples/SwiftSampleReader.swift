import DocgenSupport
import DocgenSupport
internal import SwiftParser
internal import SwiftSyntax

/// Reads a ```swift sample with the toolchain's Swift parser into a `SwiftSample`.
package enum SwiftSampleReader {
    /// Parses `code` (the block's text between the fences, indentation removed). Code nested
    /// deeper than `SwiftNesting.limit` must be refused by the caller first.
    package static func read(_ code: String) -> SwiftSample {
        let tree = Parser.parse(source: code)
        let locator = Locator(tree: tree)
        var sample = SwiftSample()
        sample.syntaxProblems = SampleSyntaxProblems.find(in: tree) { locator.location(of: $0) }
        let collector = Collector(locator: locator)
        collector.walk(tree)
        sample.functions = collector.functions
        sample.memberCalls = collector.memberCalls
        return sample
    }
}

/// Positions in the block as lines and UTF-8 columns from 1.
private struct Locator {
    let converter: SourceLocationConverter

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    func location(of position: AbsolutePosition) -> DocgenSupport.SourceLocation {
        let local = converter.location(for: position)
        return DocgenSupport.SourceLocation(line: local.line, column: local.column)
    }

    /// Where `node`'s text starts (after its leading comments and spaces).
    func location(of node: some SyntaxProtocol) -> DocgenSupport.SourceLocation {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }
}

/// Every `func` declaration and member call of a block, at any depth.
private final class Collector: SyntaxVisitor {
    let locator: Locator
    var functions: [SwiftSample.Function] = []
    var memberCalls: [SwiftSample.MemberCall] = []

    init(locator: Locator) {
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(function(node))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            memberCalls.append(memberCall(node, member: member))
        }
        return .visitChildren
    }

    private func function(_ node: FunctionDeclSyntax) -> SwiftSample.Function {
        let baseName = node.name.identifier?.name ?? node.name.text
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { "\($0.firstName.identifier?.name ?? $0.firstName.text):" }
        return SwiftSample.Function(
            baseName: baseName,
            selector: "\(baseName)(\(labels.joined()))",
            parameters: parameters.map { parameter in
                SwiftSample.Parameter(firstName: parameter.firstName.text, secondName: parameter.secondName?.text, type: typeText(parameter.type))
            },
            returnType: node.signature.returnClause.map { typeText($0.type) },
            nameLocation: locator.location(of: node.name),
            rightParenLocation: locator.location(of: node.signature.parameterClause.rightParen),
            conformances: Self.conformances(around: node),
            hasError: node.signature.hasError || node.name.hasError)
    }

    private func typeText(_ type: TypeSyntax) -> SwiftSample.TypeText {
        SwiftSample.TypeText(text: type.trimmedDescription, canonical: SwiftTypeText.canonical(type), location: locator.location(of: type))
    }

    /// The inherited names of the nearest enclosing type or extension.
    private static func conformances(around function: FunctionDeclSyntax) -> Set<String> {
        var node = function.parent
        while let current = node {
            if let group = current.asProtocol((any DeclGroupSyntax).self) {
                let types = group.inheritanceClause?.inheritedTypes.map(\.type) ?? []
                return Set(types.compactMap { type in
                    type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
                })
            }
            node = current.parent
        }
        return []
    }

    private func memberCall(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> SwiftSample.MemberCall {
        let base: SwiftSample.MemberCall.Base
        if let expression = member.base {
            base = expression.is(FunctionCallExprSyntax.self) ? .call : .other
        } else {
            base = .none
        }
        var arguments = call.arguments.map { argument in
            SwiftSample.Argument(label: argument.label.map { $0.identifier?.name ?? $0.text },
                                 anchor: locator.location(of: argument.label.map(Syntax.init) ?? Syntax(argument.expression)),
                                 isUnlabelledTrailingClosure: false,
                                 closure: argument.expression.as(ClosureExprSyntax.self).map(closureParameters))
        }
        if let closure = call.trailingClosure {
            arguments.append(SwiftSample.Argument(label: nil, anchor: locator.location(of: closure), isUnlabelledTrailingClosure: true,
                                                  closure: closureParameters(closure)))
        }
        for element in call.additionalTrailingClosures {
            arguments.append(SwiftSample.Argument(label: element.label.identifier?.name ?? element.label.text,
                                                  anchor: locator.location(of: element.label), isUnlabelledTrailingClosure: false,
                                                  closure: closureParameters(element.closure)))
        }
        let hasError = call.arguments.hasError || call.additionalTrailingClosures.hasError
            || call.leftParen?.presence == .missing || call.rightParen?.presence == .missing
        return SwiftSample.MemberCall(name: member.declName.baseName.text, nameLocation: locator.location(of: member.declName),
                                      base: base, arguments: arguments, hasError: hasError)
    }

    private func closureParameters(_ closure: ClosureExprSyntax) -> SwiftSample.ClosureParameters {
        if let clause = closure.signature?.parameterClause {
            let location = locator.location(of: clause)
            // `if case` rather than `switch`: the toolchain's SwiftSyntax is built for library
            // evolution, so its enums may grow cases.
            if case .simpleInput(let names) = clause { return .exactly(names.count, location: location) }
            if case .parameterClause(let parameters) = clause { return .exactly(parameters.parameters.count, location: location) }
            return .unknown
        }
        let finder = ShorthandFinder(viewMode: .sourceAccurate)
        // Walk the body only: the closure itself would be skipped as "nested".
        finder.walk(closure.statements)
        guard let (index, token) = finder.highest else { return .unknown }
        return .atLeast(index + 1, highest: token.text, location: locator.location(of: token))
    }
}

/// The highest `$n` in a closure body, not counting closures nested inside it (their `$0` is
/// their own).
private final class ShorthandFinder: SyntaxVisitor {
    var highest: (Int, TokenSyntax)?

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()), index > (highest?.0 ?? -1) {
            highest = (index, token)
        }
        return .skipChildren
    }
}
