import DocgenSwift

/// Builds a symbol graph's declaration fragments the way swiftc prints a declaration: no
/// access modifier, `@MainActor` where the declaration is isolated, generic constraints in a
/// `where` clause, accessors of computed properties (`{ get }`, `{ get set }`), default
/// values as written, types split into `typeIdentifier`s. Adjacent text is merged.
struct DeclarationFragments {
    private(set) var fragments: [SymbolGraph.Fragment] = []
    /// Precise identifiers of the types the graphs declare, by name, for `typeIdentifier`s.
    var typeIdentifiers: [String: String] = [:]

    init(typeIdentifiers: [String: String] = [:]) {
        self.typeIdentifiers = typeIdentifiers
    }

    mutating func add(_ kind: String, _ spelling: String, _ precise: String? = nil) {
        guard !spelling.isEmpty else { return }
        if kind == "text", precise == nil, let last = fragments.last, last.kind == "text", last.preciseIdentifier == nil {
            fragments[fragments.count - 1].spelling += spelling
        } else {
            fragments.append(SymbolGraph.Fragment(kind: kind, spelling: spelling, preciseIdentifier: precise))
        }
    }

    mutating func text(_ spelling: String) { add("text", spelling) }
    mutating func keyword(_ spelling: String) { add("keyword", spelling) }

    private static let typeKeywords: Set<String> = ["any", "some", "inout", "borrowing", "consuming", "sending", "isolated",
                                                    "each", "repeat", "Any", "Self", "throws", "rethrows", "async"]

    /// A type's text as fragments: names are `typeIdentifier`s, `@escaping` an `attribute`.
    mutating func type(_ written: String) {
        var index = written.startIndex
        var previous: Character?
        while index < written.endIndex {
            let character = written[index]
            if character == "@" || character == "_" || character.isLetter {
                var end = written.index(after: index)
                while end < written.endIndex, written[end] == "_" || written[end].isLetter || written[end].isNumber { end = written.index(after: end) }
                let word = String(written[index..<end])
                if word.hasPrefix("@") {
                    add("attribute", word)
                } else if Self.typeKeywords.contains(word) || (previous == "." && (word == "Type" || word == "Protocol")) {
                    if previous == "." { text(word) } else { keyword(word) }
                } else {
                    add("typeIdentifier", word, previous == "." ? nil : typeIdentifiers[word])
                }
                previous = word.last
                index = end
            } else {
                text(String(character))
                if !character.isWhitespace { previous = character }
                index = written.index(after: index)
            }
        }
    }

    /// `@MainActor ` (or a global actor of the graphs, `@AdaptyActor `) as swiftc writes it,
    /// when isolated.
    mutating func isolation(_ actor: String?) {
        guard let actor else { return }
        add("attribute", "@")
        add("attribute", actor, actor == "MainActor" ? "s:ScM" : typeIdentifiers[actor])
        text(" ")
    }

    mutating func attributes(_ attributes: [String]) {
        for attribute in attributes {
            add("attribute", "@" + attribute)
            text(" ")
        }
    }

    mutating func modifiers(_ modifiers: [String]) {
        for modifier in modifiers {
            keyword(modifier)
            text(" ")
        }
    }

    /// `<T, U>`.
    mutating func genericParameters(_ parameters: [SourceGenericParameter]) {
        guard !parameters.isEmpty else { return }
        text("<")
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text(", ") }
            if parameter.isPack { keyword("each"); text(" ") }
            add("genericParameter", parameter.name)
        }
        text(">")
    }

    /// ` where T : Sendable, Element == Track`.
    mutating func whereClause(_ requirements: [SourceRequirement]) {
        guard !requirements.isEmpty else { return }
        text(" ")
        keyword("where")
        text(" ")
        for (index, requirement) in requirements.enumerated() {
            if index > 0 { text(", ") }
            type(requirement.subject)
            text(requirement.kind == .sameType ? " == " : " : ")
            type(requirement.constraint)
        }
    }

    /// `(_ item: String, at time: Double = 0)`; a subscript's unlabelled parameter prints
    /// its name alone, an enum case's associated values print their labels only.
    mutating func parameters(_ parameters: [SourceParameter], style: ParameterStyle) {
        text("(")
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text(", ") }
            switch style {
            case .function:
                add("externalParam", parameter.label ?? "_")
                if let name = parameter.name {
                    text(" ")
                    add("internalParam", name)
                }
                text(": ")
            case .subscript:
                if let label = parameter.label {
                    add("externalParam", label)
                    if let name = parameter.name { text(" "); add("internalParam", name) }
                    text(": ")
                } else if let name = parameter.name {
                    add("internalParam", name)
                    text(": ")
                }
            case .enumCase:
                if let label = parameter.label {
                    add("externalParam", label)
                    text(": ")
                } else if parameter.name != nil {
                    add("externalParam", "_")
                    text(": ")
                }
            }
            type(parameter.type)
            if parameter.isVariadic { text("...") }
            if let value = parameter.defaultValue { text(" = " + value) }
        }
        text(")")
    }

    enum ParameterStyle { case function, `subscript`, enumCase }

    /// ` async throws(E) -> Result`.
    mutating func effects(async: Bool, throwing: SourceDeclaration.Throwing) {
        if async { text(" "); keyword("async") }
        switch throwing {
        case .none: break
        case .throws: text(" "); keyword("throws")
        case .rethrows: text(" "); keyword("rethrows")
        case .typed(let error): text(" "); keyword("throws"); text("("); type(error); text(")")
        }
    }
}
