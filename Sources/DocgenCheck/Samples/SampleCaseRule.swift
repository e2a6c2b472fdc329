import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// Enum case patterns of a sample against one model's enums:
/// - `docgen.swift.unknown-case`: `case .name` (in a `switch`, `if case`, `guard case`) where
///   the enum matched has no case or static value of that name;
/// - `docgen.swift.case-payload`: a pattern listing another number of associated values than
///   the case has, a label the case has not at that place, parentheses on a case without values;
/// - `docgen.swift.non-exhaustive-switch`: a `switch` over a value of a model enum, without
///   `default`, that leaves cases out.
///
/// The enum is the one the pattern writes (`AdaptyUI.Action.close`) or the subject's type when
/// the check knows it; constructions (`.openURL(url:in:)`) are calls, checked by `SampleCallRule`.
struct SampleCaseRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String

    func check(into judgement: inout SampleJudgement) {
        let code = inference.code
        for (position, switchStatement) in code.switches.enumerated() {
            // A case the enum lacks covers none of its cases: the others are still missed.
            var resolved = true
            for (caseIndex, switchCase) in switchStatement.cases.enumerated() {
                for (patternIndex, pattern) in switchCase.patterns.enumerated() {
                    guard case .enumCase(let casePattern) = pattern else { continue }
                    let key = "pattern:\(position):\(caseIndex):\(patternIndex)"
                    if check(casePattern, subject: switchStatement.subject, key: key, into: &judgement) == .unresolved { resolved = false }
                }
            }
            if resolved { exhaustiveness(position, into: &judgement) }
        }
        for (position, match) in code.caseMatches.enumerated() {
            guard case .enumCase(let casePattern) = match.pattern else { continue }
            check(casePattern, subject: match.subject, key: "match:\(position)", into: &judgement)
        }
    }

    /// What one pattern turned out to be.
    private enum PatternCheck { case enumCase, notACase, unresolved }

    /// Checks one pattern: a case of its enum, not one (reported), or not judged (the enum is
    /// unknown, or it is a static value).
    @discardableResult
    private func check(_ pattern: SampleCasePattern, subject: Int, key: String, into judgement: inout SampleJudgement) -> PatternCheck {
        guard !inference.code.expressions[subject].hasError else { return .unresolved }
        guard let owner = inference.caseOwner(of: pattern, subject: subject) else {
            staticValue(pattern, subject: subject, key: key, into: &judgement)
            return .unresolved
        }
        // `.none` and `.some` of an optional subject are Optional's.
        if pattern.qualifier == nil, inference.value(of: subject).isOptional, ["none", "some"].contains(pattern.name) { return .unresolved }
        return check(pattern, owner: owner, key: key, into: &judgement)
    }

    /// `case .userCancelled:` on a value of a struct or class of the model (an error type whose
    /// "cases" are static values, matched with `==`): the type must have that static member,
    /// and a static property has no values for the pattern to bind (`case .unknown(let message)`).
    private func staticValue(_ pattern: SampleCasePattern, subject: Int, key: String, into judgement: inout SampleJudgement) {
        guard pattern.qualifier == nil, case .instance(let owner) = inference.value(of: subject).unwrapped,
              let kind = inference.index.entry(owner)?.kind, kind == .struct || kind == .class else { return }
        switch inference.lookup(pattern.name, on: .type(owner)) {
        case .missing(_, _, let nearest):
            reportMissing(pattern, .swiftUnknownMember, "is not a static member of \(owner)", nearest: nearest, key: key, into: &judgement)
        case .found(let members, _):
            guard pattern.arguments != nil, members.allSatisfy({ SampleTypeIndex.role(of: $0.member) == .staticProperty }) else { return }
            judgement.report(key, .error(
                .swiftCasePayload,
                "'\(pattern.name)' is a static property of \(owner) in \(model.name), not an enum case: a pattern cannot bind values of it",
                file: file, at: locator.place(pattern.argumentsLocation ?? pattern.nameLocation),
                notes: [SampleDeclarationNote.declared(members[0].member, in: model)]))
        case .unknown:
            return
        }
    }

    /// A pattern naming what its type lacks (`what`: "is not a case of KettleError"), at the
    /// name, with the nearest the type has, or else a note listing the enum's `cases` (when
    /// there are few enough to read).
    private func reportMissing(_ pattern: SampleCasePattern, _ rule: Rule, _ what: String, nearest: SampleTypeIndex.MemberRef?,
                               cases: [APISurfaceMember] = [], key: String, into judgement: inout SampleJudgement) {
        var message = "'\(pattern.name)' \(what) in \(model.name)"
        if let nearest { message += "; the closest is '\(nearest.member.name)'" }
        judgement.report(key, .error(
            rule, message, file: file, at: locator.place(pattern.nameLocation),
            notes: nearest.map { [SampleDeclarationNote.declared($0.member, in: model)] } ?? SampleDeclarationNote.cases(cases, in: model),
            fix: nearest.map { .init(message: "did you mean '.\($0.member.baseName)'?", replacement: $0.member.baseName) }))
    }

    /// The enum a sub-pattern at `position` of case `member` is matched against: its associated
    /// value's type, when that is a model enum.
    private func nestedOwner(_ member: APISurfaceMember, owner: String, at position: Int) -> String? {
        guard let values = member.associatedValues, values.indices.contains(position),
              case .instance(let type) = inference.index.value(ofText: values[position].type, owner: owner, generics: []).unwrapped,
              inference.index.entry(type)?.kind == .enum else { return nil }
        return type
    }

    @discardableResult
    private func check(_ pattern: SampleCasePattern, owner: String, key: String, into judgement: inout SampleJudgement) -> PatternCheck {
        let index = inference.index
        guard let member = index.members(pattern.name, of: owner, roles: [.enumCase]).first?.member else {
            // A static value of the enum is matched with `==`.
            if !index.members(pattern.name, of: owner, roles: [.staticProperty, .staticMethod]).isEmpty {
                judgement.accept(key)
                return .unresolved
            }
            let cases = allCases(of: owner)
            let nearest = SampleInference.closeNearest(pattern.name, among: cases)
            reportMissing(pattern, .swiftUnknownCase, "is not a case of \(owner)", nearest: nearest,
                          cases: nearest == nil ? cases.map(\.member) : [], key: key, into: &judgement)
            return .notACase
        }
        judgement.accept(key)
        guard let written = pattern.arguments else { return .enumCase }
        // Sub-patterns that are cases of an enum the associated value is
        // (`.responseValidationFailed(reason: .unacceptableStatusCode(code: let code))`).
        for (position, argument) in written.enumerated() {
            guard let nested = argument.nested, let nestedOwner = nestedOwner(member, owner: owner, at: position) else { continue }
            check(nested, owner: nestedOwner, key: key + ":\(position)", into: &judgement)
        }
        let declared = member.associatedValues ?? []
        let place = locator.place(pattern.argumentsLocation ?? pattern.nameLocation)
        let note = SampleDeclarationNote.declared(member, in: model)
        if declared.isEmpty {
            judgement.report(key, .error(.swiftCasePayload, "'\(member.name)' of \(owner) has no associated values in \(model.name), so its pattern takes no parentheses",
                                         file: file, at: place, notes: [note], fix: .init(message: "write '.\(member.name)'")))
            return .enumCase
        }
        let list = declared.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ")
        if written.count != declared.count {
            var message = "\(owner).\(member.baseName) has \(declared.count) associated value\(declared.count == 1 ? "" : "s") in \(model.name) (\(list)), but the pattern lists \(written.count)"
            if written.count == 1 { message += ": it would bind them all as one tuple, which Swift deprecates" }
            let fix = declared.map { _ in "_" }.joined(separator: ", ")
            judgement.report(key, .error(.swiftCasePayload, message, file: file, at: place, notes: [note],
                                         fix: .init(message: "match all \(declared.count) (`.\(member.baseName)(\(fix))`, binding the ones you use)")))
            return .enumCase
        }
        for (position, (argument, value)) in zip(written, declared).enumerated() {
            guard let label = argument.label, label != value.label else { continue }
            let expected = value.label.map { "is labelled '\($0)'" } ?? "has no label"
            judgement.report(key, .error(.swiftCasePayload,
                "associated value \(position + 1) of \(owner).\(member.baseName) \(expected) in \(model.name), not '\(label)'",
                file: file, at: locator.place(argument.location), notes: [note],
                fix: .init(message: value.label.map { "write '\($0):'" } ?? "remove '\(label):'", replacement: value.label)))
        }
        return .enumCase
    }

    /// True when `patterns` of one case together match all its values: each leaves every
    /// associated value but one (the same one) unnarrowed, and their sub-patterns there cover
    /// every case of that value's enum (`.processorError(reason: .processingFailed(…))` when
    /// the reason enum has that one case).
    private func coversByNesting(_ patterns: [SampleCasePattern], caseNamed name: String, of owner: String) -> Bool {
        guard let member = inference.index.members(name, of: owner, roles: [.enumCase]).first?.member else { return false }
        var position: Int?
        var names = Set<String>()
        for pattern in patterns {
            guard let arguments = pattern.arguments else { return false }
            let narrowing = arguments.indices.filter { !arguments[$0].isIrrefutable }
            guard narrowing.count == 1, position == nil || position == narrowing[0],
                  let nested = arguments[narrowing[0]].nested, nested.coversCase else { return false }
            position = narrowing[0]
            names.insert(nested.name)
        }
        guard let position, let inner = nestedOwner(member, owner: owner, at: position) else { return false }
        return allCases(of: inner).allSatisfy { names.contains($0.member.baseName) }
    }

    private func allCases(of owner: String) -> [SampleTypeIndex.MemberRef] {
        guard let entry = inference.index.entry(owner) else { return [] }
        return entry.cases.map { .init(owner: owner, member: $0) }
    }

    private func exhaustiveness(_ position: Int, into judgement: inout SampleJudgement) {
        let switchStatement = inference.code.switches[position]
        let subject = inference.value(of: switchStatement.subject)
        guard case .instance(let owner) = subject, inference.index.entry(owner)?.kind == .enum else { return }
        var covered = Set<String>()
        // Patterns of a case that narrow one associated value to cases of its enum.
        var narrowed: [String: [SampleCasePattern]] = [:]
        for switchCase in switchStatement.cases {
            if switchCase.isDefault { return }
            for pattern in switchCase.patterns {
                switch pattern {
                case .any: if !switchCase.hasWhere { return }
                case .enumCase(let casePattern) where casePattern.coversCase && !switchCase.hasWhere: covered.insert(casePattern.name)
                case .enumCase(let casePattern) where !switchCase.hasWhere: narrowed[casePattern.name, default: []].append(casePattern)
                default: break
                }
            }
        }
        for (name, patterns) in narrowed where !covered.contains(name) && coversByNesting(patterns, caseNamed: name, of: owner) {
            covered.insert(name)
        }
        // Cases no app can use need no handling.
        let cases = allCases(of: owner).filter {
            if case .unavailable = APIAvailabilityStatus($0.member.availability, platform: model.platform, target: model.deploymentTarget) { return false }
            return true
        }
        let missing = cases.filter { !covered.contains($0.member.baseName) }
        let key = "switch:\(position)"
        guard !missing.isEmpty else { return judgement.accept(key) }
        let names = missing.map { "'\($0.member.baseName)'" }.joined(separator: ", ")
        judgement.report(key, .warning(
            .swiftNonExhaustiveSwitch,
            "this switch over \(owner) has no default and misses \(names) (\(cases.count) cases in \(model.name)); Swift requires every case",
            file: file, at: locator.place(switchStatement.location),
            notes: missing.prefix(3).map { SampleDeclarationNote.declared($0.member, in: model) },
            fix: .init(message: "handle " + missing.map { "`case .\($0.member.baseName):`" }.joined(separator: ", ") + ", or add `default:`")))
    }
}
