import DocgenCore
import DocgenMarkdown
internal import SwiftSyntax

/// `docgen.swift.unknown-method` and `docgen.swift.signature-mismatch`: delegate methods a
/// sample implements that the model's protocol does not declare as written.
///
/// A method whose selector is not a requirement compiles as an ordinary method and is never
/// called by the SDK, and one whose parameter types differ does not satisfy the requirement;
/// neither shows up until a reader's app misbehaves. A `func` is taken for a delegate method
/// when its base name is a requirement's (`flowController`), or when it is written inside a
/// type or extension that conforms to the protocol and takes the protocol's controller first.
/// Helpers that merely share a base name (`func flowController(for id: String)`) outside such
/// a context are ordinary app code and are left alone.
struct SampleDelegateRule: Sendable {
    static let unknownMethodID = "docgen.swift.unknown-method"
    static let signatureMismatchID = "docgen.swift.signature-mismatch"

    private let indexes: [ModelIndex]

    init(models: [APIModel]) {
        indexes = models.map(ModelIndex.init)
    }

    func check(_ sample: ParsedSwiftSample, locator: SampleLocator, file: String) -> [Diagnostic] {
        guard indexes.contains(where: { !$0.protocols.isEmpty }) else { return [] }
        let collector = FunctionCollector(viewMode: .sourceAccurate)
        collector.walk(sample.tree)
        var findings: [Diagnostic] = []
        for function in collector.functions {
            // A signature the parser had to repair says nothing reliable about the selector.
            guard !function.signature.hasError, !function.name.hasError else { continue }
            let written = WrittenMethod(function)
            findings += SampleCandidates.judge(indexes) { index in
                evaluate(written, against: index, locator: locator, file: file)
            }
        }
        return findings
    }

    /// nil when the model knows nothing of the method; otherwise the findings (none when it fits).
    private func evaluate(_ method: WrittenMethod, against index: ModelIndex, locator: SampleLocator, file: String) -> [Diagnostic]? {
        var protocols = index.protocols.filter { $0.baseNames.contains(method.baseName) }
        if protocols.isEmpty {
            // A misnamed method inside a conformance (`paywallControllerDidAppear` kept in an
            // `AdaptyFlowControllerDelegate` extension) is still meant as a requirement.
            protocols = index.protocols.filter { method.conformances.contains($0.symbol.name) && method.takesController(of: $0) }
            guard !protocols.isEmpty else { return nil }
        }
        for candidate in protocols {
            if let member = candidate.symbol.member(named: method.selector) {
                return signatureFindings(method, member: member, model: index.model, locator: locator, file: file)
            }
        }
        let intended = protocols.filter { method.conformances.contains($0.symbol.name) || method.takesController(of: $0) }
        guard !intended.isEmpty else { return [] }
        return [unknownMethod(method, protocols: intended, model: index.model, locator: locator, file: file)]
    }

    private func unknownMethod(_ method: WrittenMethod, protocols: [ProtocolIndex], model: APIModel,
                               locator: SampleLocator, file: String) -> Diagnostic {
        // Nearest by edit distance over the whole selector; on a tie, the same base name wins,
        // then declaration order.
        let ranked = protocols.flatMap { candidate in candidate.requirements.map { (candidate.symbol, $0) } }
            .enumerated()
            .min { a, b in
                let ka = (EditDistance.between(a.element.1.name, method.selector), a.element.1.baseName == method.baseName ? 0 : 1, a.offset)
                let kb = (EditDistance.between(b.element.1.name, method.selector), b.element.1.baseName == method.baseName ? 0 : 1, b.offset)
                return ka < kb
            }?.element
        let owner = ranked?.0.name ?? protocols[0].symbol.name
        var message = "'\(method.selector)' is not a requirement of \(owner) in \(model.name), so the SDK never calls it"
        if let nearest = ranked?.1 { message += "; the nearest requirement is '\(nearest.name)'" }
        return .error(Self.unknownMethodID, message, file: file, at: locator.location(of: method.function.name),
                      notes: ranked.map { [SampleDeclarationNote.declared($0.1, in: model)] } ?? [],
                      fix: ranked.map { .init(message: "implement '\($0.1.name)' instead, or remove the method") })
    }

    private func signatureFindings(_ method: WrittenMethod, member: APIMember, model: APIModel,
                                   locator: SampleLocator, file: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (written, declared) in zip(method.function.signature.parameterClause.parameters, member.parameters) {
            let sampleType = SwiftTypeText.canonical(written.type)
            guard sampleType != SwiftTypeText.canonical(declared.type) else { continue }
            findings.append(.error(
                Self.signatureMismatchID,
                "'\(member.name)' takes a different parameter type in \(model.name): the sample declares `\(WrittenMethod.text(of: written))`, \(model.name) declares `\(declared.type)`",
                file: file, at: locator.location(of: written.type),
                notes: [SampleDeclarationNote.declared(member, in: model)],
                fix: .init(message: "write `\(declared.type)`", replacement: declared.type)))
        }
        let writtenReturn = method.function.signature.returnClause?.type
        let sampleReturn = writtenReturn.map(SwiftTypeText.canonical).flatMap(Self.nonVoid)
        let modelReturn = member.returnType.map(SwiftTypeText.canonical).flatMap(Self.nonVoid)
        if sampleReturn != modelReturn {
            let said = writtenReturn.map { "returns `\($0.trimmedDescription)`" } ?? "returns nothing"
            let expected = member.returnType.flatMap { Self.nonVoid(SwiftTypeText.canonical($0)) == nil ? nil : "returns `\($0)`" } ?? "returns nothing"
            let place = writtenReturn.map { locator.location(of: $0) }
                ?? locator.location(of: method.function.signature.parameterClause.rightParen)
            findings.append(.error(
                Self.signatureMismatchID,
                "'\(member.name)' has a different return type in \(model.name): the sample \(said), \(model.name) \(expected)",
                file: file, at: place, notes: [SampleDeclarationNote.declared(member, in: model)]))
        }
        return findings
    }

    /// nil for the empty result types, so `-> Void`, `-> ()` and no arrow compare equal.
    private static func nonVoid(_ canonical: String) -> String? {
        canonical == "Void" || canonical == "()" ? nil : canonical
    }
}

// MARK: - The model side

extension SampleDelegateRule {
    /// One model's protocols, indexed by what a method declaration is matched on.
    struct ModelIndex: Sendable {
        let model: APIModel
        let protocols: [ProtocolIndex]

        init(_ model: APIModel) {
            self.model = model
            protocols = model.symbols.filter { $0.kind == .protocol }.map(ProtocolIndex.init)
        }
    }

    struct ProtocolIndex: Sendable {
        let symbol: APISymbol
        /// The methods among the requirements (a protocol may also require properties).
        let requirements: [APIMember]
        let baseNames: Set<String>
        /// The canonical type every method takes first (`AdaptyFlowController`), when they share one.
        let controllerType: String?

        init(_ symbol: APISymbol) {
            self.symbol = symbol
            requirements = symbol.members.filter { $0.kind == .requirement && $0.name.contains("(") }
            baseNames = Set(requirements.map(\.baseName))
            let firstTypes = Set(requirements.map { $0.parameters.first.map { SwiftTypeText.canonical($0.type) } })
            controllerType = firstTypes.count == 1 ? firstTypes.first ?? nil : nil
        }
    }
}

// MARK: - The sample side

extension SampleDelegateRule {
    /// A `func` as the sample writes it, with what the rule matches on.
    struct WrittenMethod {
        let function: FunctionDeclSyntax
        /// `flowController` (backticks removed).
        let baseName: String
        /// `flowController(_:didSelectProduct:)`, from the argument labels (`_` when unlabelled).
        let selector: String
        /// The names the enclosing type or extension conforms to (`AdaptyFlowControllerDelegate`).
        let conformances: Set<String>
        /// The canonical type of the first parameter.
        let firstParameterType: String?

        init(_ function: FunctionDeclSyntax) {
            self.function = function
            baseName = function.name.identifier?.name ?? function.name.text
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.identifier?.name ?? $0.firstName.text):" }
            selector = "\(baseName)(\(labels.joined()))"
            conformances = Self.conformances(around: function)
            firstParameterType = function.signature.parameterClause.parameters.first.map { SwiftTypeText.canonical($0.type) }
        }

        func takesController(of candidate: ProtocolIndex) -> Bool {
            guard let controller = candidate.controllerType, let firstParameterType else { return false }
            return controller == firstParameterType
        }

        /// `didSelectProduct product: AdaptyPaywallProduct` as written, on one line.
        static func text(of parameter: FunctionParameterSyntax) -> String {
            let names = [parameter.firstName.text] + (parameter.secondName.map { [$0.text] } ?? [])
            let text = names.joined(separator: " ") + ": " + parameter.type.trimmedDescription
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// The inherited names of the nearest enclosing type or extension, last path component
        /// only (`AdaptyUI.Foo` and `Foo` are the same protocol to a guide).
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
    }

    /// Every `func` declaration in a block, at any depth.
    final class FunctionCollector: SyntaxVisitor {
        var functions: [FunctionDeclSyntax] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            return .visitChildren
        }
    }
}
