import DocgenAPIModel
import DocgenSupport

/// Which symbol a prose claim is about. A claim is about the symbol its sentence names or,
/// failing that, the nearest one named before it in the same section (earlier sentences,
/// earlier paragraphs, the section's heading). A name that no model has but that looks like
/// API (`UIApplicationDelegate`, `SKPaymentTransactionObserver`) ends the search: the claim is
/// about that, and is left alone. Names a model knows as something else (a class when the
/// claim counts a protocol's methods, a parameter's name) are passed over.
struct ClaimSubject {
    let models: [APIModel]
    /// What the models say of each name asked about: a page's claims each look back over the
    /// names before them in their section, so the same names are asked about again and again.
    private let facts = FactsByName()

    init(models: [APIModel]) {
        self.models = models
    }

    /// The symbols a name could be the subject as (in the order `classify` tries them), and
    /// whether a model knows it as something else or it looks like API of another framework.
    private struct NameFacts {
        var candidates: [(symbol: APISymbol, model: APIModel)]
        var isKnown: Bool
        var looksOutside: Bool
    }

    private final class FactsByName {
        var byName: [String: NameFacts] = [:]
    }

    enum Resolution {
        /// The claim is about this symbol of this model.
        case symbol(APISymbol, APIModel)
        /// The claim is about something no model has.
        case outside
    }

    /// The first of `names` (nearest first) that decides the claim's subject, if any: a
    /// symbol `accepts` takes, or an outside name.
    func resolve(_ names: [String], accepts: (APISymbol) -> Bool) -> Resolution? {
        for written in names {
            switch classify(written, accepts: accepts) {
            case .subject(let symbol, let model): return .symbol(symbol, model)
            case .outside: return .outside
            case .passOver: continue
            }
        }
        return nil
    }

    private enum Class {
        case subject(APISymbol, APIModel)
        case outside
        case passOver
    }

    private func classify(_ written: String, accepts: (APISymbol) -> Bool) -> Class {
        let known = facts(of: written)
        guard let known else { return .passOver }
        for candidate in known.candidates where accepts(candidate.symbol) { return .subject(candidate.symbol, candidate.model) }
        if known.isKnown { return .passOver }
        return known.looksOutside ? .outside : .passOver
    }

    /// The models' facts about `written`, made once per name; nil for no name or a subject word.
    private func facts(of written: String) -> NameFacts? {
        if let found = facts.byName[written] { return found }
        var name = written
        while name.first == "`" { name.removeFirst() }
        while name.last == "`" { name.removeLast() }
        guard !name.isEmpty, !Self.isSubjectWord(name) else { return nil }
        var candidates: [(symbol: APISymbol, model: APIModel)] = []
        // A selector (`uploader(_:shouldRetry:after:)`) is first the function that declares
        // it, of all those with its base name (a protocol's requirements, a type's factory).
        if let open = name.firstIndex(of: "("), name.hasSuffix(":)") {
            let base = String(name[..<open])
            for model in models {
                for symbol in model.symbols where symbol.kind == .function && (symbol.name == base || symbol.qualifiedName == base)
                    && model.surface.members(qualified: symbol.qualifiedName).contains(where: { $0.name == name }) {
                    candidates.append((symbol, model))
                }
            }
        }
        for form in Self.forms(of: name) {
            for model in models {
                if let symbol = model.symbol(named: form) { candidates.append((symbol, model)) }
            }
        }
        // A type, for a claim about parameters, is its initializer (`Uploader` takes three).
        for model in models where SurfaceNames.of(model).type(name) != nil {
            if let initializer = model.symbol(named: name + ".init") { candidates.append((initializer, model)) }
        }
        let made = NameFacts(candidates: candidates, isKnown: isKnown(name), looksOutside: Self.looksLikeOutsideAPI(name))
        facts.byName[written] = made
        return made
    }

    /// `Uploader.init(chunkSize:retries:)` → `Uploader.init`; `Uploader(…)` → `Uploader.init`.
    private static func forms(of name: String) -> [String] {
        var forms = [name]
        if let open = name.firstIndex(of: "(") {
            let base = String(name[..<open])
            forms.append(base)
            if let first = base.split(separator: ".").last?.first, first.isUppercase { forms.append(base + ".init") }
        }
        return forms
    }

    /// True when some model has a symbol, type or member of this name.
    private func isKnown(_ name: String) -> Bool {
        let base = String(name.beforeParameters)
        return models.contains { model in
            model.symbol(named: name) != nil || model.symbol(named: base) != nil || SurfaceNames.of(model).knows(name)
                || SurfaceNames.of(model).knows(base) || !MemberNames.symbols(naming: name, in: model).isEmpty
        }
    }

    /// `UIApplicationDelegate`, `SKPaymentTransactionObserver`, `NotificationCenter`: a type's
    /// name (an upper-case start, lower case inside), not a standard value type.
    static func looksLikeOutsideAPI(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), name.count >= 3,
              name.unicodeScalars.contains(where: { ("a"..."z").contains($0) }),
              name.unicodeScalars.allSatisfy({ CharacterSet.identifier($0) || $0 == "." }) else { return false }
        return !standardTypes.contains(String(name.split(separator: ".").first ?? ""))
    }

    /// Types a sentence may mention beside a count without being its subject.
    private static let standardTypes: Set<String> = [
        "Bool", "String", "Int", "Double", "Float", "URL", "Data", "Date", "UUID", "Error", "Void", "Any", "AnyObject",
        "Result", "Optional", "Array", "Dictionary", "Set", "Task", "Binding", "View", "Text", "Image", "Button",
        "Never", "Character", "Decimal", "TimeInterval", "Sendable", "Codable", "Equatable", "Hashable",
    ]

    private static func isSubjectWord(_ name: String) -> Bool {
        CountVocabulary.englishSubjectWords.contains(name.lowercased())
            || CountVocabulary.cjkSubjectWords.contains(Array(name.unicodeScalars))
    }
}

private enum CharacterSet {
    static func identifier(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
