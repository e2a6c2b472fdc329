import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// Every call and member name of a sample, against one model:
/// - `docgen.swift.unknown-member`: a name the value's type (or the type, or the enum an
///   implicit member is looked up in) does not have, with the nearest it does;
/// - `docgen.swift.unknown-argument`, `docgen.swift.argument-order`,
///   `docgen.swift.missing-argument`: labels the called declaration does not declare, labels out
///   of its order, parameters without a default left out;
/// - `docgen.swift.closure-arity`: a closure literal taking another number of parameters than
///   the function type of its parameter passes;
/// - `docgen.swift.no-matching-overload`: a call none of a name's overloads fits, when no one
///   of them is clearly the one meant (the overloads are listed).
///
/// Only what resolves for sure is judged: a value of unknown type, a type with members from
/// outside the model (an outside superclass, a protocol such as `View`), a protocol
/// existential of such a protocol, a call whose trailing closure the check could not place are
/// all left alone.
struct SampleCallRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String
    /// The modules of every model the sample is judged by: none of them is an outside library.
    let judgedModules: Set<String>
    /// The sample imports a module that is neither the SDK nor one of the platform's (`import
    /// RxGRDB` beside `import GRDB`): it may add members to model types.
    private let importsOtherLibrary: Bool
    /// The sample imports a library whose name extends one of the model's modules
    /// (`StreamChatSwiftUI` beside `StreamChat`): a companion that may declare types of the
    /// same names as the SDK's, or add initializers to them.
    private let importsCompanionLibrary: Bool

    /// - Parameter isAboutCompanion: the block's section or introduction is about a companion
    ///   library (`SwinjectStoryboard`), which may add members to model types as an import would.
    init(inference: SampleInference, model: APIModel, locator: SampleLocator, file: String, judgedModules: Set<String> = [],
         isAboutCompanion: Bool = false) {
        self.inference = inference
        self.model = model
        self.locator = locator
        self.file = file
        self.judgedModules = judgedModules
        let others = inference.code.imports.filter { !Self.isSDKImport($0, model: model, judgedModules: judgedModules) }
        importsOtherLibrary = isAboutCompanion || others.contains { !Self.platformModules.contains($0) }
        importsCompanionLibrary = others.contains { name in model.modules.contains { name.count > $0.count && name.hasPrefix($0) } }
    }

    func check(into judgement: inout SampleJudgement) {
        let code = inference.code
        for (position, expression) in code.expressions.enumerated() where !expression.hasError && !inference.isQuotedFromSDK(expression.offset) {
            switch expression.kind {
            case .member, .implicitMember:
                member(position, into: &judgement)
            case .call, .subscriptCall:
                guard let call = inference.call(position) else { continue }
                self.call(call, into: &judgement)
            case .closure(let closure):
                assignedClosure(position, closure, into: &judgement)
            default:
                continue
            }
        }
    }

    // MARK: - Members

    /// True when `name` imports the SDK itself: a module of the model or of another model the
    /// page is judged by, or the model's own name, or the name a folder of sources read as one
    /// module stands for (`LampKit` for the module `LampKit_1` of a folder `LampKit-1`,
    /// `PromiseKit` for a model named `promisekit` read from `Sources`).
    private static func isSDKImport(_ name: String, model: APIModel, judgedModules: Set<String>) -> Bool {
        if model.modules.contains(name) || judgedModules.contains(name) || name.lowercased() == model.name.lowercased() { return true }
        let written = comparable(name)
        return model.modules.contains { module in
            let stem = comparable(module)
            return stem.hasPrefix(written) && stem.dropFirst(written.count).allSatisfy { $0.isNumber }
        }
    }

    /// Letters and digits, lowercased: `LampKit_1` is `lampkit1`.
    private static func comparable(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Modules of the platforms and the toolchain (every platform's, as `#if canImport` reads
    /// them), which add nothing to an SDK's types.
    static let platformModules: Set<String> = SourcePlatform.allCases.reduce(into: Set(["Swift"])) { $0.formUnion($1.frameworks) }

    private func member(_ position: Int, into judgement: inout SampleJudgement) {
        let key = "member:\(position)"
        switch inference.lookup(position) {
        case .found:
            judgement.accept(key)
        case .missing(let owner, let isStatic, let nearest):
            // A type that looks members up dynamically (`subscript(dynamicMember:)`) has them
            // all; a module the sample imports beside the SDK (`import RxGRDB`) may add them.
            if inference.index.entry(owner)?.members.contains(where: { $0.name.hasPrefix("subscript(dynamicMember:") }) == true
                || importsOtherLibrary { return }
            let expression = inference.code.expressions[position]
            switch expression.kind {
            case .member(_, let name), .implicitMember(let name):
                // Another build of the SDK has it (`#if SQLITE_HAS_CODEC`): a guide may be about that build.
                if inference.index.otherBuildConditions(ofMember: name, in: owner) != nil { return }
                if WellKnownMembers.extensionNamespaces.contains(name), !isStatic { return }
                // An app's own key on a keyed store (`$0.apiClient` on `DependencyValues`): only
                // a typo of a member the store declares is a mistake.
                if !isStatic, inference.index.isKeyedStore(owner),
                   !(inference.index.entry(owner)?.members.contains { Self.isTypo(name, of: $0.baseName) } ?? false) { return }
                report(name, owner: owner, isStatic: isStatic, nearest: nearest, at: expression, key, into: &judgement)
            default:
                break
            }
        case .unknown:
            nearMissType(position, into: &judgement)
        }
    }

    /// True when `name` is `declared` with one letter changed, added, dropped or two swapped,
    /// or in other letter case, and long enough (five letters) for that to be a slip rather than
    /// another word.
    static func isTypo(_ name: String, of declared: String) -> Bool {
        guard name != declared, min(name.count, declared.count) >= 5 else { return false }
        if name.lowercased() == declared.lowercased() { return true }
        return EditDistance.between(name, declared) == 1 || EditDistance.swapsNeighbours(name, declared)
    }

    /// `ImageEncoder.Default()` when the model has `ImageEncoders.Default` and nothing named
    /// `ImageEncoder`: a type a letter from a model type that has the member is that type,
    /// misspelt or renamed. Unknown names further away are some other library's, and a name
    /// the sample declares is the app's.
    private func nearMissType(_ position: Int, into judgement: inout SampleJudgement) {
        let code = inference.code
        guard case .member(let base, let name) = code.expressions[position].kind,
              case .name(let written) = code.expressions[base].kind, written.first?.isUppercase == true,
              case .unknown = inference.value(of: base), !inference.declaredNames.contains(written),
              !code.types.contains(where: { $0.name == written }), !importsOtherLibrary,
              case let near = inference.index.nearMissTypes(written, having: name), near.count == 1 else { return }
        judgement.report("type:\(base)", .error(
            .swiftUnknownType, "\(model.name) has no type '\(written)'; the closest is '\(near[0])', which has '\(name)'",
            file: file, at: locator.place(code.expressions[base].location),
            fix: .init(message: "did you mean '\(near[0])'?", replacement: near[0])))
    }

    private func report(_ name: String, owner: String, isStatic: Bool, nearest: SampleTypeIndex.MemberRef?,
                        at expression: SampleExpression, _ key: String, into judgement: inout SampleJudgement) {
        let isEnum = inference.index.entry(owner)?.kind == .enum
        let what = isStatic ? (isEnum ? "a case or static member" : "a static member") : "a member"
        var message = "'\(name)' is not \(what) of \(owner) in \(model.name)"
        if let nearest { message += "; the closest is '\(nearest.member.name)'" }
        // `.low` on an enum none of whose cases is near: its cases, for the writer to pick from.
        let cases = isStatic && isEnum && nearest == nil
            ? (inference.index.entry(owner)?.cases ?? []) : []
        judgement.report(key, .error(
            .swiftUnknownMember, message, file: file, at: locator.place(expression.nameLocation),
            notes: nearest.map { [SampleDeclarationNote.declared($0.member, in: model)] } ?? SampleDeclarationNote.cases(cases, in: model),
            fix: nearest.map { .init(message: "did you mean '\($0.member.name)'? If it was removed, see what replaced it", replacement: $0.member.baseName) }))
    }

    /// A closure assigned to a property or a typed binding (`uploader.onProgress = { … }`,
    /// `let handler: ProgressHandler = { … }`) must take what the type passes; a closure
    /// passed to a call is judged with the call.
    private func assignedClosure(_ position: Int, _ closure: SampleClosure, into judgement: inout SampleJudgement) {
        let expression = inference.code.expressions[position]
        let target: (name: String, type: String)
        switch expression.context {
        case .operand(let binary):
            guard case .binary("=", let lhs, let rhs) = inference.code.expressions[binary].kind, rhs == position,
                  case .found(let members, let owner) = inference.lookup(lhs), members.count == 1, let type = members[0].member.type else { return }
            target = ("'\(members[0].member.name)' of \(owner)", type)
        case .initializer(let binding):
            guard case .annotated(let annotation) = inference.code.bindings[binding].source else { return }
            target = ("'\(inference.code.bindings[binding].name)'", annotation.text)
        default:
            return
        }
        guard !SampleCall.isElided(closure, in: inference.code),
              case .function(let parameters, _, _) = inference.expectedValue(of: position).unwrapped,
              let written = SampleCall.writtenCount(closure.parameters), written != parameters.count else { return }
        let key = "closure:\(position)"
        let said: String
        let place: SourceLocation
        switch closure.parameters {
        case .exactly(let count, let location): (said, place) = ("takes \(count) parameter\(count == 1 ? "" : "s")", location)
        case .atLeast(let count, let highest, let location): (said, place) = ("uses \(highest), so it takes \(count) parameter\(count == 1 ? "" : "s")", location)
        case .none(let location): (said, place) = ("takes no parameter (it has no `in` and uses no `$0`)", location)
        case .unknown: return
        }
        judgement.report(key, .error(
            .swiftClosureArity, "the closure for \(target.name) \(said), but its type in \(model.name) passes \(parameters.count): `\(target.type)`",
            file: file, at: locator.place(place),
            fix: .init(message: "take \(parameters.count) parameter\(parameters.count == 1 ? "" : "s") (`_` for one you do not use)")))
    }

    // MARK: - Calls

    private func call(_ call: SampleCall, into judgement: inout SampleJudgement) {
        let key = "call:\(call.expression)"
        guard call.fitting.isEmpty else { return judgement.accept(key) }
        // Not placing a trailing closure for sure proves nothing.
        if call.matches.contains(where: \.unsure) { return }
        if isLiteralCoercion(call) || isProtocolInitializer(call) { return judgement.accept(key) }
        // A label starting with `_` (`String(_jsonValue: value)`) calls a member the SDK hides
        // from its API, as swiftc's symbol graph does, though apps may call or implement it.
        if call.arguments.contains(where: { ($0.label?.count ?? 0) > 1 && $0.label?.hasPrefix("_") == true }) { return judgement.accept(key) }
        // Every overload the SDK adds to an outside type that could be meant takes a tag this
        // call does not pass (`DispatchQueue.main.async { … }` beside PromiseKit's
        // `async(_: PMKNamespacer, …)`): the call is the type's own method.
        if call.kind == .modifier, Self.passesNoTag(call, index: inference.index) { return }
        // Another build of the SDK declares an overload (`#if SQLITE_HAS_CODEC`) this call may mean.
        if let candidate = call.candidates.first,
           inference.index.otherBuildConditions(ofMember: candidate.member.baseName, in: candidate.owner) != nil { return }
        // A companion library the sample imports beside the SDK may declare a type of the same
        // name (StreamChatSwiftUI's `Appearance` beside StreamChatUI's), or initializers in extensions.
        if call.isOpen || (call.kind == .initializer && importsCompanionLibrary) {
            // Declarations the model does not show (an outside superclass's initializers) may
            // take other labels, but hardly one a letter or two from a label the SDK declares:
            // `plugin:` for `plugins:` is that typo, whatever else the type inherits.
            for index in call.candidates.indices {
                let match = call.matches[index]
                guard match.extraClosure == nil, match.outOfOrder.isEmpty, !match.unknown.isEmpty else { continue }
                var meant = Set<Int>()
                let allTypos = match.unknown.allSatisfy { position in
                    guard let label = call.arguments[position].label,
                          let nearest = nearestLabel(label, in: call.candidates[index]) else { return false }
                    meant.insert(nearest)
                    return true
                }
                guard allTypos, Set(match.missing).isSubset(of: meant) else { continue }
                for problem in problems(of: call, candidate: index) { judgement.report(key, problem.finding) }
                return
            }
            return
        }
        // Arguments whose type the check knows rule out the declarations that take another.
        var candidates = call.candidates.indices.filter { acceptsArgumentTypes(call, $0) }
        if candidates.isEmpty { candidates = Array(call.candidates.indices) }
        // With `await` an async overload is the one meant: `try await getItem("id")` beside
        // `getItem(id:_ completion:)` lacks the label `id:`, not the completion. A call without
        // `await` may be one that forgot it (the effect rule's finding), so it keeps them all.
        if call.isAwaited == true {
            let async = candidates.filter { call.candidates[$0].member.async == true }
            if !async.isEmpty { candidates = async }
        }
        // The one meant takes the most of the labels written; of those, the one whose problems
        // every other has too (the others need more changes). Without one, the call is
        // reported with all of them listed.
        // A label written in the place of the one parameter left out there (`setImage(from:)`
        // for `setImage(with:)`) is meant for it, as much as a misspelt one is.
        let matched = candidates.map { candidate in
            call.matches[candidate].parameterIndex.compactMap { $0 }.count
                + call.matches[candidate].unknown.filter { position in
                    guard let label = call.arguments[position].label else { return false }
                    return nearestLabel(label, in: call.candidates[candidate]) != nil
                        || Self.replacedParameter(position, in: call, candidate: candidate, code: inference.code) != nil
                }.count
        }
        let most = matched.max() ?? 0
        let closest = candidates.indices.filter { matched[$0] == most }.map { candidates[$0] }
        let problems = closest.map { self.problems(of: call, candidate: $0) }
        let sets = problems.map { Set($0.map(\.key)) }
        if let meant = sets.indices.first(where: { index in sets.indices.allSatisfy { sets[index].isSubset(of: sets[$0]) } }) {
            for problem in problems[meant] { judgement.report(key, problem.finding) }
        } else if let meant = Self.fewestNearest(closest.indices.map { (problems: problems[$0].count, distance: labelDistance(call, closest[$0])) }),
                  call.matches[closest[meant]].unknown.allSatisfy({ position in
            // Only labels that are a slip of one the declaration has say which it is.
            call.arguments[position].label.map { nearestLabel($0, in: call.candidates[closest[meant]]) != nil } ?? false
        }) {
            // `subscribe(onNxt:)`: `on` holds the label and `onNext` is a letter from it; the
            // overload with the fewest problems and the nearest labels is the one meant.
            for problem in problems[meant] { judgement.report(key, problem.finding) }
        } else {
            judgement.report(key, noMatchingOverload(call, candidates: closest, problems: problems))
        }
    }

    /// How far the call's unknown labels are from the nearest labels of a declaration, summed.
    private func labelDistance(_ call: SampleCall, _ candidate: Int) -> Int {
        call.matches[candidate].unknown.reduce(0) { total, position in
            guard let label = call.arguments[position].label else { return total }
            let labels = call.candidates[candidate].parameters.map(\.label).filter { $0 != "_" }
            return total + (labels.map { EditDistance.between($0, label) }.min() ?? label.count)
        }
    }

    /// The position of the one entry with the fewest problems and, of those, the nearest
    /// labels; nil when two tie.
    static func fewestNearest(_ scores: [(problems: Int, distance: Int)]) -> Int? {
        guard let best = scores.indices.min(by: { (scores[$0].problems, scores[$0].distance) < (scores[$1].problems, scores[$1].distance) })
        else { return nil }
        let tied = scores.indices.filter { scores[$0].problems == scores[best].problems && scores[$0].distance == scores[best].distance }
        return tied.count == 1 ? best : nil
    }

    /// Initializers standard protocols give every type that adopts them, by their labels: what
    /// the model does not list (`StackState([…])` of a `RangeReplaceableCollection`).
    private static let protocolInitializers: [String: [[String]]] = [
        "RangeReplaceableCollection": [[], ["_"], ["repeating", "count"]],
        "SetAlgebra": [[], ["_"], ["arrayLiteral"]],
        "Decodable": [["from"]], "Codable": [["from"]],
        "RawRepresentable": [["rawValue"]],
        "LosslessStringConvertible": [["_"]],
        "BinaryInteger": [["_"], ["exactly"], ["truncatingIfNeeded"], ["clamping"]],
        "FloatingPoint": [["_"], ["exactly"]], "BinaryFloatingPoint": [["_"], ["exactly"]],
    ]

    /// True for an initializer call with the labels of one a standard protocol the type adopts gives it.
    private func isProtocolInitializer(_ call: SampleCall) -> Bool {
        guard call.kind == .initializer, let owner = call.candidates.first?.owner, let entry = inference.index.entry(owner) else { return false }
        let labels = call.arguments.map { $0.label ?? "_" }
        return entry.conformances.contains { conformance in
            Self.protocolInitializers[String(conformance.split(separator: ".").last ?? "")]?.contains(labels) == true
        }
    }

    /// True when each candidate of an outside type the SDK extends misses a tag parameter
    /// (`SampleTypeIndex.tagCase`), and there is such a candidate.
    private static func passesNoTag(_ call: SampleCall, index: SampleTypeIndex) -> Bool {
        let outside = call.candidates.indices.filter { index.extended[call.candidates[$0].owner] != nil }
        return !outside.isEmpty && outside.allSatisfy { candidate in
            call.matches[candidate].missing.contains { index.tagCase(call.candidates[candidate].parameters[$0].value) != nil }
        }
    }

    /// `SQLRequest("SELECT …")` on a type that is `ExpressibleByStringLiteral` (or by another
    /// literal) is the literal given that type (SE-0213), not a call of an initializer;
    /// `SQLRequest("SELECT \(name)")` so for an `ExpressibleByStringInterpolation` type.
    private func isLiteralCoercion(_ call: SampleCall) -> Bool {
        guard call.kind == .initializer, call.arguments.count == 1, call.arguments[0].label == nil,
              let owner = call.candidates.first?.owner else { return false }
        let accepts: (String) -> Bool
        switch inference.code.expressions[call.arguments[0].value].kind {
        case .literal: accepts = { $0.hasPrefix("ExpressibleBy") && ($0.hasSuffix("Literal") || $0 == "ExpressibleByStringInterpolation") }
        case .interpolatedString: accepts = { $0 == "ExpressibleByStringInterpolation" }
        default: return false
        }
        let index = inference.index
        var pending = [owner]
        var seen = Set<String>()
        while let next = pending.popLast(), seen.count < 32 {
            guard seen.insert(next).inserted, let entry = index.entry(next) else { continue }
            for conformance in entry.conformances {
                let name = String(conformance.split(separator: ".").last ?? "")
                if accepts(name) { return true }
                pending.append(name)
            }
        }
        return false
    }

    /// False when an argument's value is of a model type other than its parameter's.
    private func acceptsArgumentTypes(_ call: SampleCall, _ candidate: Int) -> Bool {
        for (position, argument) in call.arguments.enumerated() {
            guard let parameter = call.matches[candidate].parameterIndex[position],
                  case .instance(let written) = inference.value(of: argument.value).unwrapped,
                  case .instance(let declared) = call.candidates[candidate].parameters[parameter].value.unwrapped,
                  written != declared, inference.index.entry(declared)?.isProtocol == false,
                  !inference.index.inherits(written, from: declared) else { continue }
            return false
        }
        return true
    }

    private func noMatchingOverload(_ call: SampleCall, candidates: [Int], problems: [[Problem]]) -> Diagnostic {
        let node = inference.code.expressions[call.expression]
        let written = call.arguments.map { $0.label.map { "\($0):" } ?? "_:" }.joined()
        let list = candidates.map { "'\(call.candidates[$0].member.name)'" }.joined(separator: ", ")
        let notes = zip(candidates, problems).map { candidate, found -> Diagnostic.Note in
            var note = SampleDeclarationNote.declared(call.candidates[candidate].member, in: model)
            if let first = found.first { note.message += ": \(first.finding.message)" }
            return note
        }
        return .error(
            .swiftNoMatchingOverload,
            "no declaration of \(call.display) in \(model.name) takes these arguments (\(written)); it has \(candidates.count): \(list)",
            file: file, at: locator.place(node.nameLocation), notes: notes,
            fix: .init(message: "pass the arguments of one of them"))
    }

    /// A finding about a call judged against one declaration, with a key saying what is wrong
    /// (the same problem has the same key for every overload).
    struct Problem {
        var key: String
        var finding: Diagnostic
    }

    /// The findings of a call judged against one declaration.
    private func problems(of call: SampleCall, candidate index: Int) -> [Problem] {
        let candidate = call.candidates[index]
        let match = call.matches[index]
        let display = call.kind == .modifier ? call.display : candidate.display(call.kind)
        let node = inference.code.expressions[call.expression]
        var findings: [Problem] = []
        var missing = match.missing
        let used = Set(match.parameterIndex.compactMap { $0 })
        for position in match.unknown {
            let argument = call.arguments[position]
            let before = missing.count
            if argument.label == nil, let earlier = Self.earlierUnlabelled(position, in: call, match: match, candidate: candidate) {
                // `enqueue(priority: .high, file)`: the unlabelled parameter comes first.
                findings.append(Problem(key: "order:\(position)", finding: .error(
                    .swiftArgumentOrder,
                    "this unlabelled argument must come before '\(earlier)': Swift requires the arguments of \(display) in the order \(model.name) declares them",
                    file: file, at: locator.place(argument.anchor),
                    fix: .init(message: "move it before '\(earlier)'"))))
                continue
            }
            let finding = unknownArgument(argument, candidate: candidate, display: display, missing: &missing, used: used,
                                          replacing: Self.replacedParameter(position, in: call, candidate: index, code: inference.code),
                                          slot: argument.label == nil ? Self.labelledSlot(position, match: match, candidate: candidate, used: used) : nil)
            findings.append(Problem(key: (missing.count < before ? "label:" : "unknown:") + "\(position)", finding: finding))
        }
        if let extra = match.extraClosure {
            findings.append(Problem(key: "extra", finding: .error(
                .swiftUnknownArgument, "\(display) in \(model.name) takes no trailing closure here",
                file: file, at: locator.place(call.arguments[extra].anchor),
                notes: [SampleDeclarationNote.declared(candidate.member, in: model)],
                fix: .init(message: "pass the closure as a labelled argument, or remove it"))))
        }
        for (position, before) in match.outOfOrder {
            let argument = call.arguments[position], earlier = call.arguments[before]
            let label = argument.label ?? "_", earlierLabel = earlier.label ?? "_"
            findings.append(Problem(key: "order:\(position)", finding: .error(
                .swiftArgumentOrder,
                "'\(label)' must come before '\(earlierLabel)': Swift requires the arguments of \(display) in the order \(model.name) declares them",
                file: file, at: locator.place(argument.anchor),
                notes: match.parameterIndex[position].map { [note(candidate, $0)] } ?? [],
                fix: .init(message: "move '\(label)' before '\(earlierLabel)'"))))
        }
        if !missing.isEmpty, !node.leavesArgumentsOut {
            // An enum case's unnamed associated value (`case underlying(Error, Response?)`) has
            // no name to quote: its place and type.
            func shown(_ i: Int) -> String {
                let parameter = candidate.parameters[i]
                if parameter.isUnnamedValue { return "associated value \(i + 1) (`\(parameter.type)`)" }
                return "'\(parameter.label == "_" ? parameter.name : parameter.label)'"
            }
            let names = missing.map(shown)
            let verb = missing.count == 1 ? "has" : "have"
            findings.append(Problem(key: "missing:" + names.joined(separator: ","), finding: .error(
                .swiftMissingArgument,
                "this \(display) call does not pass \(names.joined(separator: ", ")), which \(verb) no default in \(model.name)",
                file: file, at: locator.place(node.nameLocation),
                notes: missing.map { note(candidate, $0) },
                fix: .init(message: "pass " + missing.map { i in
                    let parameter = candidate.parameters[i]
                    if parameter.isUnnamedValue { return shown(i) }
                    return parameter.label == "_" ? "a value for '\(parameter.name)'" : "'\(parameter.label):'"
                }.joined(separator: ", ")))))
        }
        for (position, parameter, arity) in call.arityMismatches(index) {
            if let finding = closureArity(call.arguments[position], parameter: candidate.parameters[parameter], arity: arity,
                                          display: display, candidate: candidate, parameterIndex: parameter) {
                findings.append(Problem(key: "arity:\(position):\(arity)", finding: finding))
            }
        }
        return findings
    }

    private func note(_ candidate: SampleCall.Candidate, _ parameter: Int) -> Diagnostic.Note {
        SampleDeclarationNote.declared(candidate.member, text: candidate.parameters[parameter].declaration, in: model)
    }

    /// A label no parameter takes: repeated, unlabelled where a label is due, labelled where
    /// none is, or close to one (the nearest, which then is not reported missing too).
    /// For an unlabelled argument no parameter after the last one filled takes: the label of an
    /// argument written before it whose parameter comes after an unlabelled one.
    private static func earlierUnlabelled(_ position: Int, in call: SampleCall, match: SampleArgumentMatching,
                                          candidate: SampleCall.Candidate) -> String? {
        guard let unlabelled = candidate.parameters.indices.first(where: { candidate.parameters[$0].label == "_" }) else { return nil }
        for earlier in 0..<position {
            if let parameter = match.parameterIndex[earlier], parameter > unlabelled, let label = call.arguments[earlier].label { return label }
        }
        return nil
    }

    /// The parameter a labelled argument no parameter takes stands in the place of: the one
    /// required, labelled parameter left out between the parameters its neighbours fill, when
    /// other arguments of the call fill parameters of this declaration or it is the only one
    /// (a call whose every label is unknown says nothing of which overload it means) and no other unknown label
    /// stands in the same place, and the value could be one the parameter takes. Nil otherwise.
    static func replacedParameter(_ position: Int, in call: SampleCall, candidate: Int, code: SampleCode) -> Int? {
        let match = call.matches[candidate]
        guard call.arguments[position].label != nil,
              match.parameterIndex.contains(where: { $0 != nil }) || call.candidates.count == 1 else { return nil }
        func slot(_ position: Int) -> Int? {
            let before = match.parameterIndex[..<position].compactMap { $0 }.max() ?? -1
            let after = match.parameterIndex[(position + 1)...].compactMap { $0 }.min() ?? call.candidates[candidate].parameters.count
            let left = match.missing.filter { $0 > before && $0 < after && call.candidates[candidate].parameters[$0].label != "_" }
            return left.count == 1 ? left[0] : nil
        }
        guard let replaced = slot(position),
              mayPass(call.arguments[position], to: call.candidates[candidate].parameters[replaced], in: code) else { return nil }
        let rivals = match.unknown.filter { $0 != position && call.arguments[$0].label != nil && slot($0) == replaced }
        return rivals.isEmpty ? replaced : nil
    }

    /// False when the argument's value cannot be what the parameter takes: a literal or a
    /// case (`.normal`) for a closure, a closure for what takes none, an array literal for a
    /// model type.
    static func mayPass(_ argument: SampleArgument, to parameter: SampleCall.Parameter, in code: SampleCode) -> Bool {
        if parameter.takesClosure == false, argument.closure != nil { return false }
        var kind = code.expressions[argument.value].kind
        if case .call(let callee, _) = kind { kind = code.expressions[callee].kind }
        // The parameter's type without its optional, when it is a standard value type.
        let type = parameter.type.split(separator: "?").first.map { String($0).trimmingSpaces() } ?? ""
        switch kind {
        case .implicitMember:
            // A case or static member of the parameter's type: not of a standard value type,
            // which has none a sample would pass so (`.standard` for a `String`).
            guard parameter.takesClosure != true, !parameter.type.isEmpty else { return false }
            return !["String", "Int", "Double", "Float", "Bool", "URL", "Data", "Date", "UUID"].contains(type)
        case .literal, .interpolatedString:
            guard parameter.takesClosure != true else { return false }
            // A literal of a kind the parameter's standard type is not made from (`"a.example"` for a `URL`).
            var literal = code.expressions[argument.value].literal
            if case .interpolatedString = kind { literal = .string }
            let excluded: Set<String> = switch literal {
            case .string?: ["URL", "Int", "Double", "Float", "Bool", "Data", "Date", "UUID", "TimeInterval", "CGFloat"]
            case .integer?, .float?: ["String", "URL", "Bool", "Data", "Date", "UUID"]
            case .boolean?: ["String", "URL", "Int", "Double", "Float", "Data", "Date", "UUID", "TimeInterval", "CGFloat"]
            default: []
            }
            return !excluded.contains(type)
        case .other(let elements):
            let isArray = !elements.isEmpty && elements.allSatisfy { code.expressions[$0].context == .element(of: argument.value) }
            if isArray, case .instance = parameter.value.unwrapped { return false }
            return true
        default:
            return true
        }
    }

    /// The one labelled parameter an unlabelled argument at `position` stands where: declared
    /// between the parameters the arguments around it reach, and passed by none
    /// (`Uploader(4096, retries: 3)` is `chunkSize:`); nil when there is none or more than one.
    private static func labelledSlot(_ position: Int, match: SampleArgumentMatching, candidate: SampleCall.Candidate, used: Set<Int>) -> Int? {
        let before = match.parameterIndex[..<position].compactMap { $0 }.max() ?? -1
        let after = match.parameterIndex[(position + 1)...].compactMap { $0 }.min() ?? candidate.parameters.count
        guard before < after else { return nil }
        let open = ((before + 1)..<after).filter { !used.contains($0) && candidate.parameters[$0].label != "_" }
        return open.count == 1 ? open[0] : nil
    }

    /// - Parameter replacing: the parameter the argument stands in the place of (`replacedParameter`).
    /// - Parameter slot: for an unlabelled argument, the labelled parameter in whose place it is written (`labelledSlot`).
    private func unknownArgument(_ argument: SampleArgument, candidate: SampleCall.Candidate, display: String,
                                 missing: inout [Int], used: Set<Int>, replacing: Int? = nil, slot: Int? = nil) -> Diagnostic {
        let parameters = candidate.parameters
        guard let label = argument.label else {
            if let first = slot ?? missing.first.flatMap({ parameters[$0].label != "_" ? $0 : nil }) {
                missing.removeAll { $0 == first }
                let wanted = parameters[first].label
                return .error(.swiftUnknownArgument, "this argument needs the label '\(wanted):' of \(display) in \(model.name)",
                              file: file, at: locator.place(argument.anchor), notes: [note(candidate, first)],
                              fix: .init(message: "write '\(wanted): ' before the value"))
            }
            // Every unlabelled parameter is taken by an earlier argument: one too many.
            if parameters.contains(where: { $0.label == "_" }) {
                let count = parameters.filter { $0.label == "_" }.count
                return .error(.swiftUnknownArgument,
                              "\(display) in \(model.name) takes \(count) unlabelled argument\(count == 1 ? "" : "s"); this one is too many",
                              file: file, at: locator.place(argument.anchor), fix: .init(message: "remove this argument"))
            }
            return .error(.swiftUnknownArgument, "\(display) in \(model.name) takes no unlabelled argument here; every parameter it declares has a label",
                          file: file, at: locator.place(argument.anchor))
        }
        if let repeated = parameters.indices.first(where: { parameters[$0].label == label }) {
            // Declared, so it was already matched: the call passes it twice.
            return .error(.swiftUnknownArgument, "'\(label)' is passed more than once to \(display)",
                          file: file, at: locator.place(argument.anchor), notes: [note(candidate, repeated)],
                          fix: .init(message: "remove one of the '\(label)' arguments"))
        }
        // Of the parameters no other argument fills.
        let nearest = Self.nearestLabel(label, in: parameters, excluding: used)
        let close = nearestLabel(label, in: candidate) != nil
        if !close, let unlabelled = missing.first(where: { parameters[$0].label == "_" }) {
            missing.removeAll { $0 == unlabelled }
            return .error(.swiftUnknownArgument, "'\(label):' is not a label of \(display) in \(model.name): the parameter '\(parameters[unlabelled].name)' takes its value unlabelled",
                          file: file, at: locator.place(argument.anchor), notes: [note(candidate, unlabelled)],
                          fix: .init(message: "remove '\(label):'"))
        }
        // A label that is none of the declared ones, written where the one parameter left out
        // goes: that parameter renamed (`from:` for `with:`), one mistake.
        if !close, let replaced = replacing, missing.contains(replaced) {
            missing.removeAll { $0 == replaced }
            let wanted = parameters[replaced].label
            return .error(.swiftUnknownArgument,
                          "'\(label)' is not a parameter of \(display) in \(model.name); in its place it takes '\(wanted)'",
                          file: file, at: locator.place(argument.anchor), notes: [note(candidate, replaced)],
                          fix: .init(message: "did you mean '\(wanted)'?", replacement: wanted))
        }
        var message = "'\(label)' is not a parameter of \(display) in \(model.name)"
        if let nearest { message += "; the closest is '\(parameters[nearest].label)'" }
        // A misspelt or renamed label (`timout:` for `timeout:`) is one mistake, as the compiler
        // reports it: the parameter it was meant for is not reported missing too.
        if let nearest, missing.contains(nearest), Self.isClose(parameters[nearest].label, to: label) {
            missing.removeAll { $0 == nearest }
        }
        return .error(.swiftUnknownArgument, message, file: file, at: locator.place(argument.anchor),
                      notes: nearest.map { [note(candidate, $0)] } ?? [],
                      fix: nearest.map { .init(message: "did you mean '\(parameters[$0].label)'? If the parameter was removed, delete the argument",
                                               replacement: parameters[$0].label) })
    }

    /// The parameter whose label is nearest to `label`: one that contains it (`paywall` in
    /// `paywallConfiguration`) first, then by edit distance, then declaration order.
    private static func nearestLabel(_ label: String, in parameters: [SampleCall.Parameter], excluding used: Set<Int> = []) -> Int? {
        parameters.indices.filter { parameters[$0].label != "_" && !used.contains($0) }.min { a, b in
            let ka = (parameters[a].label.contains(label) ? 0 : 1, EditDistance.between(parameters[a].label, label), a)
            let kb = (parameters[b].label.contains(label) ? 0 : 1, EditDistance.between(parameters[b].label, label), b)
            return ka < kb
        }
    }

    /// The nearest label when it is close enough to be the one meant (a typo, a shortening).
    private func nearestLabel(_ label: String, in candidate: SampleCall.Candidate) -> Int? {
        guard let nearest = Self.nearestLabel(label, in: candidate.parameters) else { return nil }
        return Self.isClose(candidate.parameters[nearest].label, to: label) ? nearest : nil
    }

    /// True when a written label (or name) is near enough a declared one to be meant for it: one
    /// holds the other (`config`, `configuration`; `set`, `setImage`), or a few edits apart
    /// (`timout`, `timeout`).
    static func isClose(_ declared: String, to label: String) -> Bool {
        declared.contains(label) || label.contains(declared) || EditDistance.between(declared, label) <= max(2, label.count / 3)
    }

    /// `isClose` whatever the letter case: a hint for a member or case written in other case.
    static func isNear(_ declared: String, to written: String) -> Bool {
        isClose(declared.lowercased(), to: written.lowercased())
    }

    private func closureArity(_ argument: SampleArgument, parameter: SampleCall.Parameter, arity: Int, display: String,
                              candidate: SampleCall.Candidate, parameterIndex: Int) -> Diagnostic? {
        let written: String
        let place: SourceLocation
        switch argument.closure {
        case .exactly(let count, let location)?:
            written = "takes \(count) parameter\(count == 1 ? "" : "s")"
            place = location
        case .atLeast(let count, let highest, let location)?:
            written = "uses \(highest), so it takes \(count) parameter\(count == 1 ? "" : "s")"
            place = location
        case .none(let location)?:
            written = "takes no parameter (it has no `in` and uses no `$0`)"
            place = location
        case .unknown?, nil:
            return nil
        }
        // An unlabelled trailing closure is named by the parameter it was matched to.
        let name = argument.label.map { "the '\($0)' closure" }
            ?? "the trailing closure ('\(parameter.label == "_" ? parameter.name : parameter.label)')"
        return .error(.swiftClosureArity,
                      "\(name) \(written), but \(display) in \(model.name) passes \(arity): `\(parameter.type)`",
                      file: file, at: locator.place(place), notes: [note(candidate, parameterIndex)],
                      fix: .init(message: "take \(arity) parameter\(arity == 1 ? "" : "s") (`_` for one you do not use)"))
    }
}
