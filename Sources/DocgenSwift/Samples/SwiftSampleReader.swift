import DocgenSupport
internal import SwiftParser
internal import SwiftSyntax

/// Reads a ```swift sample with the toolchain's Swift parser into a `SwiftSample`.
package enum SwiftSampleReader {
    /// Parses `code` (the block's text between the fences, indentation removed), with its
    /// placeholders (`<paywall object>`) masked (`SamplePlaceholders`). Code nested that
    /// `SwiftParseGuard` refuses must be refused by the caller first.
    package static func read(_ code: String) -> SwiftSample {
        let source = SamplePlaceholders.masked(code)
        let tree = Parser.parse(source: source)
        let locator = Locator(tree: tree)
        var sample = SwiftSample()
        // A message quotes the sample as written, not as masked (`<paywall object>`, not `_paywall_object_`).
        sample.syntaxProblems = SampleSyntaxProblems.find(in: tree, isASCII: !source.utf8.contains { $0 >= 0x80 },
                                                          written: !tree.hasError || source == code ? nil : Array(code.utf8)) { locator.location(of: $0) }
        let collector = Collector(locator: locator)
        collector.walk(tree)
        sample.functions = collector.functions
        sample.listings = collector.listings
        sample.code = SampleCodeReader.read(tree) { locator.location(of: $0) }
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

/// Every `func` declaration of a block, at any depth.
private final class Collector: SyntaxVisitor {
    let locator: Locator
    var functions: [SwiftSample.Function] = []
    var listings: [SwiftSample.Listing] = []

    init(locator: Locator) {
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(function(node))
        if node.body == nil, !node.hasError {
            let baseName = node.name.identifier?.name ?? node.name.text
            listing(Syntax(node), baseName: baseName, parameters: node.signature.parameterClause.parameters, name: node.name)
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil, !node.hasError {
            listing(Syntax(node), baseName: "init", parameters: node.signature.parameterClause.parameters, name: node.initKeyword)
        }
        return .visitChildren
    }

    /// A body-less declaration: in a type or extension, or a protocol's requirement (a guide
    /// restating the SDK's protocol lists its requirements).
    private func listing(_ node: Syntax, baseName: String, parameters: FunctionParameterListSyntax, name: TokenSyntax) {
        let group = Self.enclosingGroup(of: node)
        let labels = parameters.map { "\($0.firstName.identifier?.name ?? $0.firstName.text):" }
        let owner: String? = group.flatMap { group in
            if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.trimmedDescription.prefix { $0 != "<" }.trimmingSpaces()
            }
            return group.asProtocol((any NamedDeclSyntax).self)?.name.text
        }
        listings.append(SwiftSample.Listing(baseName: baseName, selector: "\(baseName)(\(labels.joined()))", owner: owner,
                                            nameLocation: locator.location(of: name),
                                            defaults: parameters.map { $0.defaultValue.map { locator.location(of: $0.value) } }))
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
            isInProtocol: Self.enclosingGroup(of: node)?.is(ProtocolDeclSyntax.self) == true,
            hasError: node.signature.hasError || node.name.hasError,
            isOverride: node.modifiers.contains { $0.name.tokenKind == .keyword(.override) })
    }

    private func typeText(_ type: TypeSyntax) -> SwiftSample.TypeText {
        SwiftSample.TypeText(text: type.trimmedDescription, canonical: SwiftTypeText.canonical(type), location: locator.location(of: type))
    }

    /// The inherited names of the nearest enclosing type or extension.
    private static func conformances(around function: FunctionDeclSyntax) -> Set<String> {
        guard let group = enclosingGroup(of: function)?.asProtocol((any DeclGroupSyntax).self) else { return [] }
        let types = group.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        return Set(types.compactMap { type in
            type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        })
    }

    /// The nearest type, protocol or extension around a declaration.
    private static func enclosingGroup(of declaration: some SyntaxProtocol) -> Syntax? {
        var node = declaration.parent
        while let current = node {
            if current.asProtocol((any DeclGroupSyntax).self) != nil { return current }
            node = current.parent
        }
        return nil
    }
}
