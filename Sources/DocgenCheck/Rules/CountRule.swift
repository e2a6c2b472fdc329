import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// `docgen.count.mismatch` and `docgen.count.required-set`: a sentence that says how many
/// methods or parameters a symbol has, or how many have no default, must say what the model
/// says; one that says which are the required ones ("only `retries` is required") must name
/// exactly those.
///
/// The subject is the symbol the sentence names, else the nearest named before it in the
/// same section, else the one symbol of the kind a table of the section documents
/// (`ClaimSubject`); a claim about a symbol no model has is left alone. Of a function's
/// overloads, a claim that fits any one is right.
struct CountRule {
    let models: [APIModel]
    /// The symbols the tables of this part of the page document, with their sections.
    let bound: [(symbol: APISymbol, section: Int)]
    let file: String
    let locator: TextLocator
    /// The page's title: a changelog's counts are of what each release changed.
    var pageTitle = ""

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        if PageHistory.titleIsChangelog(pageTitle) { return }
        let subjects = ClaimSubject(models: models)
        // Sections under a changelog's category heading (`### Added`), found once.
        var categories: [Int: Bool] = [:]
        func inChangelogCategory(_ section: Int) -> Bool {
            guard section >= 0, section < content.texts.count, content.texts[section].kind == .heading else { return false }
            if let known = categories[section] { return known }
            let says = PageHistory.headingIsChangelogCategory(content.texts[section].prose)
            categories[section] = says
            return says
        }
        // API names mentioned so far in each section, in order.
        var mentioned: [Int: [String]] = [:]
        for text in content.texts {
            let prose = text.prose
            var names = mentioned[text.section] ?? []
            defer { mentioned[text.section] = names }
            // A sentence is part of its paragraph: with no counted noun and no code span in the
            // paragraph, none of its sentences has a claim, and splitting them would be wasted.
            guard text.kind != .heading, CountClaimExtractor.mentionsCountedNoun(Substring(prose)) || prose.containsByte(UInt8(ascii: "`")),
                  !inChangelogCategory(text.section) else {
                names += ProseNames.names(in: Substring(prose))
                continue
            }
            // Where each literal was last found: the next one is searched after it, so a
            // paragraph repeating a claim thousands of times is not searched from its start each time.
            var lastFound: [String: SourceLocation] = [:]
            func locate(_ literal: String) -> SourceLocation? {
                let previous = lastFound[literal]
                let found = locator.find(literal, from: previous.map { SourceLocation(line: $0.line, column: $0.column + 1) } ?? text.location)
                if let found { lastFound[literal] = found }
                return found
            }
            for sentence in CountClaimExtractor.sentences(in: prose) {
                // The nearest names only: a claim's subject is named a few sentences before it,
                // and looking back over every name of a long section made a page's check
                // quadratic in its length.
                let before = Array(names.suffix(Self.lookBack).reversed())
                var read = ClaimSentence(sentence.text)
                for claim in CountClaimExtractor.claims(in: &read) {
                    let literal = String(decoding: Array(sentence.text.utf8)[claim.utf8Offset..<(claim.utf8Offset + claim.utf8Length)], as: UTF8.self)
                    let found = locate(literal)
                    if claim.thing == .cases {
                        checkCases(claim, at: found ?? text.location, into: &diagnostics)
                        continue
                    }
                    let kind: APISymbol.Kind = claim.thing == .methods ? .protocol : .function
                    guard let (symbol, model) = subject(hints: claim.subjectHints, before: before, section: text.section, subjects: subjects,
                                                        accepts: { $0.kind == kind }) else { continue }
                    check(claim, symbol: symbol, model: model, countsTypes: Self.mentionsRequirements(sentence.text),
                          at: found ?? text.location, into: &diagnostics)
                }
                for claim in RequiredSetClaimExtractor.claims(in: &read) {
                    let named = ProseNames.names(in: sentence.text).filter { !claim.names.contains($0) }
                    let literal = String(decoding: Array(sentence.text.utf8)[claim.utf8Offset..<(claim.utf8Offset + claim.utf8Length)], as: UTF8.self)
                    let found = locate(literal)
                    guard let (symbol, model) = subject(hints: named.reversed(), before: before, section: text.section, subjects: subjects,
                                                        accepts: { symbol in claim.names.allSatisfy { MemberNames.member($0, in: symbol) != nil } })
                    else { continue }
                    check(claim, symbol: symbol, model: model, at: found ?? text.location, into: &diagnostics)
                }
                for claim in RequirementClaimExtractor.claims(in: &read) {
                    let written = claim.names.map(\.text)
                    let named = claim.owners.reversed() + ProseNames.names(in: sentence.text).filter { !written.contains($0) }
                    // Most of the names must be the symbol's: one of them may be the drift itself
                    // (a callback the SDK removed).
                    let accepts = { (symbol: APISymbol) in
                        written.filter { MemberNames.member($0, in: symbol) != nil }.count * 2 >= written.count + (written.count > 1 ? 1 : 0)
                    }
                    guard let (symbol, model) = subject(hints: named.reversed(), before: before, section: text.section, subjects: subjects, accepts: accepts)
                        ?? agreeingSymbol(for: written, accepts: accepts) else { continue }
                    // A page read against several models: a symbol of another that says the same is enough.
                    if models.count > 1, models.contains(where: { other in
                        other.symbols.contains { candidate in
                            written.allSatisfy { MemberNames.member($0, in: candidate)?.isRequired == claim.isRequired }
                        }
                    }) { continue }
                    check(claim, symbol: symbol, model: model, locate: locate, fallback: text.location, into: &diagnostics)
                }
                names += ProseNames.names(in: sentence.text)
            }
        }
    }

    /// Whether a sentence counts requirements rather than methods (要件, 要求).
    static func mentionsRequirements(_ sentence: Substring) -> Bool {
        sentence.lowercased().contains("requirement") || sentence.contains("要件") || sentence.contains("要求")
    }

    /// How many of the section's names before a claim (nearest first) may be its subject.
    static let lookBack = 64

    /// The claim's subject: by the sentence's names, the section's earlier names, or the
    /// section's one table of that kind; nil when it is about something no model has.
    private func subject(hints: [String], before: [String], section: Int, subjects: ClaimSubject,
                         accepts: (APISymbol) -> Bool) -> (APISymbol, APIModel)? {
        switch subjects.resolve(hints + before, accepts: accepts) {
        case .symbol(let symbol, let model)?: return (symbol, model)
        case .outside?: return nil
        case nil:
            let tabled = bound.filter { $0.section == section && accepts($0.symbol) }
            guard tabled.count == 1, let model = models.first(where: { $0.symbols.contains { $0.qualifiedName == tabled[0].symbol.qualifiedName } }) else { return nil }
            return (tabled[0].symbol, model)
        }
    }

    /// - Parameter countsTypes: the sentence counts requirements, which a protocol's associated
    ///   types are too; methods ("four methods besides its associated type") leave them out.
    private func check(_ claim: CountClaim, symbol: APISymbol, model: APIModel, countsTypes: Bool, at location: SourceLocation,
                       into diagnostics: inout [Diagnostic]) {
        var counts = Self.overloads(of: symbol, in: model)
        let current = symbol.currentMembers
        let members = current.filter { !$0.isAssociatedType }
        if members.count != current.count {
            let withoutTypes = (members.count, members.filter(\.isRequired).count, Set<String>())
            if countsTypes { counts.append(withoutTypes) } else { counts = [withoutTypes] }
        }
        let required = members.filter(\.isRequired).count
        func counted(_ total: Int, _ required: Int) -> Int {
            claim.isRequiredCount ? required : claim.isOptionalCount ? total - required : total
        }
        let actual = counted(members.count, required)
        guard !counts.contains(where: { counted($0.total, $0.required) == claim.value }) else { return }
        let (noun, one) = symbol.kind == .protocol
            ? (members.count == current.count ? ("requirements", "requirement") : ("methods and properties", "method or property"))
            : ("parameters", "parameter")
        let have = actual == 1 ? "has" : "have"
        let what = claim.isRequiredCount ? "\(actual) of its \(members.count) \(noun) \(have) no default"
            : claim.isOptionalCount ? "\(actual) of its \(members.count) \(noun) \(have) \(symbol.kind == .protocol ? "a default implementation" : "a default value")"
            : "it has \(actual) \(actual == 1 ? one : noun)"
        let placed = claim.isRequiredCount || claim.isOptionalCount ? "" : Self.placedNote(symbol, members)
        let fact = "{{api:\(symbol.factName).\(claim.isRequiredCount ? "required" : claim.isOptionalCount ? "optional" : "count")}}"
        let qualifier = claim.isRequiredCount ? "required " : claim.isOptionalCount ? "optional " : ""
        diagnostics.append(.error(
            .countMismatch,
            "the text says \(claim.value) \(qualifier)\(claim.thing == .methods ? "method" : "parameter")\(claim.value == 1 ? "" : "s") of \(symbol.displayName), but \(what) in \(model.name)\(placed)",
            file: file, at: location, notes: declaredNote(symbol),
            fix: .init(message: "write \(fact) so the number follows the API", replacement: fact)))
    }

    /// A count of an enum's cases ("`Priority` has 4 cases", 「`Priority` には 3 つのケースがあります」).
    /// "Case" is an everyday word ("in 2 cases"), so the enum must be named in the sentence
    /// itself, and the first type of a model it names decides: an enum is checked, another kind
    /// of type leaves the claim alone. Counts of required or optional cases mean nothing and are
    /// left alone too.
    private func checkCases(_ claim: CountClaim, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        guard !claim.isRequiredCount, !claim.isOptionalCount else { return }
        for hint in claim.subjectHints {
            let name = String(hint.drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed())
            guard name.first?.isUppercase == true, !name.contains("("), !name.contains(" ") else { continue }
            let path = name.split(separator: ".").map(String.init)
            for model in models {
                let index = SampleTypeIndex.of(model)
                guard let type = index.typeName(path, inside: nil), let entry = index.entry(type) else { continue }
                guard entry.kind == .enum else { return }
                let cases = Set(entry.cases.map { String($0.name.prefix { $0 != "(" }) })
                guard cases.count != claim.value else { return }
                diagnostics.append(.error(
                    .countMismatch,
                    "the text says \(claim.value) \(claim.value == 1 ? "case" : "cases") of \(type), but it has \(cases.count) in \(model.name)",
                    file: file, at: location,
                    notes: entry.location.map { [Diagnostic.Note(file: $0.file, location: SourceLocation(line: $0.line, column: 1),
                                                                 message: "\(type) is declared here: \(cases.sorted().joined(separator: ", "))")] } ?? [],
                    fix: .init(message: "write \(cases.count)", replacement: String(cases.count))))
                return
            }
        }
    }

    /// With no subject named: the symbols of the first model that has the names, when they all
    /// agree on whether each name is required (a callback several views take alike).
    private func agreeingSymbol(for names: [String], accepts: (APISymbol) -> Bool) -> (APISymbol, APIModel)? {
        for model in models {
            let symbols = model.symbols.filter(accepts)
            guard let first = symbols.first else { continue }
            let agree = names.allSatisfy { name in
                Set(symbols.compactMap { MemberNames.member(name, in: $0)?.isRequired }).count <= 1
            }
            return agree ? (first, model) : nil
        }
        return nil
    }

    /// `docgen.names.required-mismatch`: each member a clause says is required (or optional)
    /// must be so in the model.
    private func check(_ claim: RequirementClaim, symbol: APISymbol, model: APIModel,
                       locate: (String) -> SourceLocation?, fallback: SourceLocation, into diagnostics: inout [Diagnostic]) {
        for (written, _) in claim.names {
            guard let member = MemberNames.member(written, in: symbol), member.isRequired != claim.isRequired else { continue }
            let why = member.isRequired
                ? (member.kind == .requirement ? "it has no default implementation" : "it has no default value")
                : (member.kind == .requirement ? "a default implementation exists" : "it has a default value")
            diagnostics.append(.error(
                .namesRequiredMismatch,
                "the text says '\(written)' is \(claim.isRequired ? "required" : "optional"), but it is \(member.isRequired ? "required" : "optional") "
                    + "in \(model.name) (\(why); \(symbol.displayName))",
                file: file, at: locate("`\(written)`") ?? locate(written) ?? fallback,
                notes: [TableRule.declared(member, in: model)],
                fix: .init(message: "say it is \(member.isRequired ? "required" : "optional")")))
        }
    }

    private func check(_ claim: RequiredSetClaim, symbol: APISymbol, model: APIModel, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        let claimed = Set(claim.names.compactMap { MemberNames.member($0, in: symbol)?.name })
        let sets = Self.overloads(of: symbol, in: model).map(\.requiredNames)
        guard !sets.contains(claimed) else { return }
        let required = symbol.requiredMembers.map(\.name)
        let list = claim.names.map { "'\($0)'" }.joined(separator: ", ")
        func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
        var actual = required.isEmpty ? "every one of its \(symbol.kind == .protocol ? "requirements has a default" : "parameters has a default")"
            : "only \(quoted(required)) \(required.count == 1 ? "has" : "have") no default"
        // Say which named ones are not required, so the reader sees what is wrong at once.
        let defaulted = claim.names.filter { name in MemberNames.member(name, in: symbol).map { !$0.isRequired } ?? false }
        if !required.isEmpty, !defaulted.isEmpty {
            actual += "; \(quoted(defaulted)) \(defaulted.count == 1 ? "has" : "have") \(symbol.kind == .protocol ? "a default implementation" : "a default value")"
        }
        let fact = "{{api:\(symbol.factName).required-names}}"
        diagnostics.append(.error(
            .countRequiredSet,
            "the text says only \(list) \(claim.names.count == 1 ? "is" : "are") required of \(symbol.displayName), but \(actual) in \(model.name)",
            file: file, at: location, notes: declaredNote(symbol),
            fix: .init(message: "name the required ones, or write \(fact) so the list follows the API")))
    }

    private func declaredNote(_ symbol: APISymbol) -> [Diagnostic.Note] {
        symbol.location.map { [Diagnostic.Note(file: $0.file, location: SourceLocation(line: $0.line, column: 1), message: "\(symbol.displayName) is declared here")] } ?? []
    }

    /// The member and required counts of a symbol's overloads (a protocol has one).
    private static func overloads(of symbol: APISymbol, in model: APIModel) -> [(total: Int, required: Int, requiredNames: Set<String>)] {
        let current = symbol.currentMembers
        var own = [(current.count, symbol.requiredMembers.count, Set(symbol.requiredMembers.map(\.name)))]
        guard symbol.kind == .function else { return own }
        // Parameters whose default is the call's place (`fileID: StaticString = #fileID`) are
        // never passed by hand: "takes 3 arguments" may leave them out.
        let placed = current.filter(isFilledIn).count
        if placed > 0 { own.append((current.count - placed, own[0].1, own[0].2)) }
        let members = model.surface.members(qualified: symbol.qualifiedName).filter { $0.parameters != nil }
            + model.surface.functions(baseName: symbol.qualifiedName)
                .map { APISurfaceMember(name: $0.name, kind: .method, signature: $0.signature ?? "", parameters: $0.parameters, module: $0.module) }
        var counts: [(total: Int, required: Int, requiredNames: Set<String>)] = []
        for member in members {
            let parameters = member.parameters ?? []
            let required = parameters.filter(\.required)
            let names = Set(required.map { $0.label == "_" ? $0.name : $0.label })
            counts.append((parameters.count, required.count, names))
            let placed = parameters.filter { isCallerLocation($0.default) }.count
            if placed > 0 { counts.append((parameters.count - placed, required.count, names)) }
        }
        return counts + own
    }

    /// ", 3 besides fileID, filePath, line and column, which Swift fills in", for a function with
    /// parameters defaulted to the call's place; empty for others.
    private static func placedNote(_ symbol: APISymbol, _ members: [APIMember]) -> String {
        guard symbol.kind == .function else { return "" }
        let placed = members.filter(isFilledIn).map(\.name)
        guard !placed.isEmpty else { return "" }
        let list = placed.count == 1 ? placed[0] : placed.dropLast().joined(separator: ", ") + " and " + placed[placed.count - 1]
        return ", \(members.count - placed.count) besides \(list), which Swift fills in"
    }

    /// True for a parameter (`line: UInt = #line`) whose default Swift fills in at each call.
    private static func isFilledIn(_ parameter: APIMember) -> Bool {
        guard let equals = parameter.declaration.lastIndex(of: "=") else { return false }
        return isCallerLocation(String(parameter.declaration[parameter.declaration.index(after: equals)...]))
    }

    /// True for a default that is the caller's place or context (`#fileID`, `#line`, `#function`,
    /// `#isolation`…), which Swift fills in at each call.
    private static func isCallerLocation(_ defaultValue: String?) -> Bool {
        guard let value = defaultValue?.trimmingWhitespace, value.first == "#" else { return false }
        return ["#fileID", "#filePath", "#file", "#line", "#column", "#function", "#dsohandle", "#isolation"].contains(value)
    }
}
