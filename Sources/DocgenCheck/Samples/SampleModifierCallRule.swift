import DocgenAPIModel
import DocgenSite
import DocgenSupport
import DocgenSwift
import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// Calls of the model's SwiftUI modifiers (`.flow(…)`, `.paywall(…)`): labels the modifier does
/// not declare (`docgen.swift.unknown-argument`), labels out of the declared order
/// (`docgen.swift.argument-order`), parameters without a default left out
/// (`docgen.swift.missing-argument`), and closure literals whose parameter count does not fit
/// the parameter's function type (`docgen.swift.closure-arity`).
///
/// A modifier is a function symbol the model declares on `View` (its symbol-graph path starts
/// with `View`). Other functions of a model, such as the stand-ins' `dismiss(animated:…)`,
/// are minimal copies of platform API, so calls of them are not judged. A call is taken for a
/// modifier call when it is `.name(…)` with the modifier's name and either passes a label the
/// modifier declares or is chained on a view being built (`Button(…) { … }.flow(…)`, `.flow(…)`);
/// `store.flow(id:)` on an app's own object is left alone.
struct SampleModifierCallRule: Sendable {
    static let unknownArgumentID = Rule.swiftUnknownArgument
    static let argumentOrderID = Rule.swiftArgumentOrder
    static let missingArgumentID = Rule.swiftMissingArgument
    static let closureArityID = Rule.swiftClosureArity

    private let indexes: [ModelIndex]
    private let names: Set<String>

    init(models: [APIModel]) {
        indexes = models.map(ModelIndex.init)
        names = Set(indexes.flatMap { $0.modifiers.keys })
    }

    func check(_ sample: SwiftSample, locator: SampleLocator, file: String) -> [Diagnostic] {
        guard !names.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for call in sample.memberCalls where names.contains(call.name) {
            // Arguments the parser had to repair (or a call it had to close) would be reported as
            // wrong or missing labels on top of the syntax error that explains them.
            guard !call.hasError else { continue }
            findings += SampleCandidates.judge(indexes) { index in
                index.modifiers[call.name].map { evaluate(call, modifier: $0, model: index.model, locator: locator, file: file) }
            }
        }
        return findings
    }

    private func evaluate(_ call: SwiftSample.MemberCall, modifier: Modifier, model: APIModel,
                          locator: SampleLocator, file: String) -> [Diagnostic] {
        let match = SampleArgumentMatching(arguments: call.arguments, parameters: modifier.parameters.map(\.matching))
        let passesDeclaredLabel = match.arguments.contains { argument in
            argument.label.map { label in modifier.parameters.contains { $0.label == label } } ?? false
        }
        // `.flow(…)` alone, or on a call (`Button(…) { … }.flow(…)`), is a view being modified.
        let chainedOnView = call.base != .other
        guard passesDeclaredLabel || chainedOnView else { return [] }

        let display = ".\(modifier.symbol.name)"
        var findings: [Diagnostic] = []
        for position in match.unknown {
            findings.append(unknownArgument(match.arguments[position], modifier: modifier, model: model, locator: locator, file: file))
        }
        for (position, before) in match.outOfOrder {
            let argument = match.arguments[position], earlier = match.arguments[before]
            let label = argument.label ?? "_", earlierLabel = earlier.label ?? "_"
            findings.append(.error(
                Self.argumentOrderID,
                "'\(label)' must come before '\(earlierLabel)': Swift requires the arguments of \(display) in the order \(model.name) declares them",
                file: file, at: locator.place(argument.anchor),
                notes: match.parameterIndex[position].map { [SampleDeclarationNote.declared(modifier.parameters[$0].member, in: model)] } ?? [],
                fix: .init(message: "move '\(label)' before '\(earlierLabel)'")))
        }
        if !match.missing.isEmpty {
            let missing = match.missing.map { modifier.parameters[$0].member }
            let list = missing.map { "'\($0.name)'" }.joined(separator: ", ")
            let verb = missing.count == 1 ? "has" : "have"
            findings.append(.error(
                Self.missingArgumentID,
                "this \(display) call does not pass \(list), which \(verb) no default in \(model.name)",
                file: file, at: locator.place(call.nameLocation),
                notes: missing.map { SampleDeclarationNote.declared($0, in: model) },
                fix: .init(message: "pass \(missing.map { "'\($0.name):'" }.joined(separator: ", "))")))
        }
        for (position, argument) in match.arguments.enumerated() {
            guard let index = match.parameterIndex[position], let arity = modifier.parameters[index].arity,
                  let closure = argument.closure else { continue }
            if let finding = closureArity(closure, argument: argument, parameter: modifier.parameters[index], arity: arity,
                                          display: display, model: model, locator: locator, file: file) {
                findings.append(finding)
            }
        }
        return findings
    }

    private func unknownArgument(_ argument: SampleArgumentMatching.Argument, modifier: Modifier, model: APIModel,
                                 locator: SampleLocator, file: String) -> Diagnostic {
        let display = ".\(modifier.symbol.name)"
        guard let label = argument.label else {
            return .error(Self.unknownArgumentID, "\(display) in \(model.name) takes no unlabelled argument here; every parameter it declares has a label",
                          file: file, at: locator.place(argument.anchor))
        }
        if let repeated = modifier.parameters.first(where: { $0.label == label }) {
            // Declared, so it was already matched: the call passes it twice.
            return .error(Self.unknownArgumentID, "'\(label)' is passed more than once to \(display)",
                          file: file, at: locator.place(argument.anchor),
                          notes: [SampleDeclarationNote.declared(repeated.member, in: model)],
                          fix: .init(message: "remove one of the '\(label)' arguments"))
        }
        // Nearest label: one that contains the written label (`paywall` in `paywallConfiguration`)
        // first, then by edit distance, then declaration order.
        let nearest = modifier.parameters.enumerated().min { a, b in
            let ka = (a.element.label.contains(label) ? 0 : 1, EditDistance.between(a.element.label, label), a.offset)
            let kb = (b.element.label.contains(label) ? 0 : 1, EditDistance.between(b.element.label, label), b.offset)
            return ka < kb
        }?.element
        var message = "'\(label)' is not a parameter of \(display) in \(model.name)"
        if let nearest { message += "; the closest is '\(nearest.label)'" }
        return .error(Self.unknownArgumentID, message, file: file, at: locator.place(argument.anchor),
                      notes: nearest.map { [SampleDeclarationNote.declared($0.member, in: model)] } ?? [],
                      fix: nearest.map { .init(message: "did you mean '\($0.label)'? If the parameter was removed, delete the argument",
                                               replacement: $0.label) })
    }

    private func closureArity(_ closure: SwiftSample.ClosureParameters, argument: SampleArgumentMatching.Argument, parameter: ModifierParameter,
                              arity: Int, display: String, model: APIModel, locator: SampleLocator, file: String) -> Diagnostic? {
        let written: String
        let place: SourceLocation
        switch closure {
        case .exactly(let count, let location):
            guard count != arity else { return nil }
            written = "takes \(count) parameter\(count == 1 ? "" : "s")"
            place = location
        case .atLeast(let count, let highest, let location):
            guard count > arity else { return nil }
            written = "uses \(highest), so it takes at least \(count) parameters"
            place = location
        case .unknown:
            return nil
        }
        // An unlabelled trailing closure is named by the parameter it was matched to.
        let name = argument.label.map { "the '\($0)' closure" } ?? "the trailing closure ('\(parameter.label)')"
        let type = parameter.member.type ?? ""
        return .error(Self.closureArityID,
                      "\(name) \(written), but \(display) in \(model.name) passes \(arity): `\(type)`",
                      file: file, at: locator.place(place),
                      notes: [SampleDeclarationNote.declared(parameter.member, in: model)],
                      fix: .init(message: "take \(arity) parameter\(arity == 1 ? "" : "s") (`_` for one you do not use)"))
    }
}

// MARK: - The model side

extension SampleModifierCallRule {
    /// One model's SwiftUI modifiers by name.
    struct ModelIndex: Sendable {
        let model: APIModel
        let modifiers: [String: Modifier]

        init(_ model: APIModel) {
            self.model = model
            var modifiers: [String: Modifier] = [:]
            for symbol in model.symbols where symbol.kind == .function && symbol.qualifiedName.split(separator: ".").first == "View" {
                modifiers[symbol.name] = Modifier(symbol)
            }
            self.modifiers = modifiers
        }
    }

    struct Modifier: Sendable {
        let symbol: APISymbol
        let parameters: [ModifierParameter]

        init(_ symbol: APISymbol) {
            self.symbol = symbol
            parameters = symbol.members.filter { $0.kind == .parameter }.map(ModifierParameter.init)
        }
    }

    struct ModifierParameter: Sendable {
        let member: APIMember
        /// The function type's parameter count, nil when the parameter takes no closure.
        let arity: Int?
        let label: String
        let isRequired: Bool

        init(_ member: APIMember) {
            self.member = member
            arity = member.type.flatMap(SwiftTypeText.functionArity)
            // A parameter member is named by its label, or by its name when it has none; the
            // declaration (`_ url: URL`) tells which.
            label = member.declaration.hasPrefix("_ ") ? "_" : member.name
            isRequired = member.isRequired
        }

        var matching: SampleArgumentMatching.Parameter {
            .init(label: label, isRequired: isRequired, takesClosure: arity != nil)
        }
    }
}
