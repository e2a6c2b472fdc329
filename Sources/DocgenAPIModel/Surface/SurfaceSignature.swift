import DocgenSwift

/// Prints a declaration the one way the surface shows it, whether it was read from swiftc's
/// fragments or docgen's: attributes sorted, modifiers in a fixed order, no isolation
/// (`@MainActor`, `nonisolated`: swiftc prints the inferred isolation docgen cannot always
/// see), generic constraints in the `where` clause, types and default values as written,
/// accessors of computed properties with their getter's effects (`{ get async }`). An enum
/// case's associated values show their labels.
enum SurfaceSignature {
    private static let modifierOrder = [
        "override", "required", "convenience", "final", "optional", "dynamic", "lazy", "weak", "unowned", "unowned(safe)",
        "unowned(unsafe)", "static", "class", "mutating", "nonmutating", "indirect", "consuming", "borrowing", "distributed",
    ]

    static func modifiers(_ declaration: SourceDeclaration) -> [String] {
        declaration.modifiers.filter { !$0.hasPrefix("nonisolated") }.sorted { a, b in
            (modifierOrder.firstIndex(of: a) ?? modifierOrder.count, a) < (modifierOrder.firstIndex(of: b) ?? modifierOrder.count, b)
        }
    }

    static func render(_ declaration: SourceDeclaration) -> String {
        var text = ""
        for attribute in declaration.attributes.sorted() { text += "@\(attribute) " }
        for modifier in modifiers(declaration) { text += modifier + " " }
        text += declaration.keyword
        switch declaration.kind {
        case .initializer: text += declaration.failability ?? ""
        case .subscript: break
        default: text += " " + declaration.name
        }
        if !declaration.genericParameters.isEmpty {
            text += "<" + declaration.genericParameters.map { ($0.isPack ? "each " : "") + $0.name }.joined(separator: ", ") + ">"
        }
        switch declaration.kind {
        case .function, .initializer, .subscript:
            text += "(" + declaration.parameters.map { parameter($0, subscript: declaration.kind == .subscript) }.joined(separator: ", ") + ")"
            if declaration.kind != .subscript { text += effects(declaration) }
            if let result = declaration.returnType { text += " -> " + result }
        case .enumCase:
            if declaration.labels != nil {
                text += "(" + declaration.parameters.map { value in
                    (value.label.map { "\($0): " } ?? "") + value.type + (value.defaultValue.map { " = \($0)" } ?? "")
                }.joined(separator: ", ") + ")"
            }
        case .variable:
            text += ": " + (declaration.type ?? "_")
        case .typealias:
            text += " = " + (declaration.type ?? "")
        case .associatedType:
            if !declaration.inheritedTypes.isEmpty { text += ": " + declaration.inheritedTypes.joined(separator: ", ") }
            if let value = declaration.type { text += " = " + value }
        case .protocol:
            if !declaration.inheritedTypes.isEmpty { text += ": " + declaration.inheritedTypes.joined(separator: ", ") }
        case .struct, .class, .enum, .actor:
            break
        }
        if !declaration.requirements.isEmpty {
            text += " where " + declaration.requirements.sorted(by: canonicalOrder).map { $0.text(compilerStyle: false) }.joined(separator: ", ")
        }
        switch declaration.accessors {
        case .get?: text += " { get" + effects(declaration) + " }"
        case .getSet?: text += " { get set }"
        default: break
        }
        return text
    }

    private static func canonicalOrder(_ a: SourceRequirement, _ b: SourceRequirement) -> Bool {
        (a.subject.split(separator: ".").count, a.subject, a.kind.rawValue, a.constraint)
            < (b.subject.split(separator: ".").count, b.subject, b.kind.rawValue, b.constraint)
    }

    static func parameter(_ parameter: SourceParameter, subscript isSubscript: Bool) -> String {
        var text: String
        if isSubscript {
            text = parameter.label.map { label in parameter.name.map { "\(label) \($0)" } ?? label } ?? parameter.name ?? "_"
        } else {
            text = parameter.label ?? "_"
            if let name = parameter.name { text += " " + name }
        }
        text += ": " + parameter.type + (parameter.isVariadic ? "..." : "")
        if let value = parameter.defaultValue { text += " = " + value }
        return text
    }

    static func effects(_ declaration: SourceDeclaration) -> String {
        var text = declaration.isAsync ? " async" : ""
        if let throwing = throwsText(declaration.throwing) { text += " " + throwing }
        return text
    }

    static func throwsText(_ throwing: SourceDeclaration.Throwing) -> String? {
        switch throwing {
        case .none: nil
        case .throws: "throws"
        case .rethrows: "rethrows"
        case .typed(let error): "throws(\(error))"
        }
    }
}
