import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// `docgen.api.deprecated` and `docgen.api.unavailable` in a sample: every model type it
/// names (in code or in a written type), member it uses, initializer or overload it calls,
/// case it matches, and protocol requirement it implements, judged by its availability on
/// the model's platform. Of overloads, the one the call fits is judged; a use that fits an
/// available overload is fine.
struct SampleAvailabilityRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String

    func check(into judgement: inout SampleJudgement) {
        let code = inference.code
        let index = inference.index
        var reported = Set<SourceLocation>()
        func judge(_ availability: [APISurfaceAvailability]?, name: String, owner: String?, at local: SourceLocation, key: String,
                   note: Diagnostic.Note? = nil) {
            let status = AvailabilityFinding.status(availability, in: model)
            guard let finding = AvailabilityFinding.make(status, name: name, owner: owner, model: model, file: file,
                                                         at: locator.place(local), notes: note.map { [$0] } ?? []) else {
                return judgement.accept(key)
            }
            guard reported.insert(local).inserted else { return }
            judgement.report(key, finding)
        }
        // Callees of calls are judged by the overload the call fits.
        var callees = Set<Int>()
        for (position, expression) in code.expressions.enumerated() where !expression.hasError {
            guard case .call(let callee, _) = expression.kind else { continue }
            guard let call = inference.call(position) else {
                if let best = deprecatedOnUnknownReceiver(position) {
                    callees.insert(callee)
                    judge(best.member.availability, name: best.member.name, owner: best.owner.isEmpty ? nil : best.owner,
                          at: expression.nameLocation, key: "use:\(position)", note: SampleDeclarationNote.declared(best.member, in: model))
                }
                continue
            }
            callees.insert(callee)
            let chosen = call.fitting.isEmpty ? (call.candidates.count == 1 ? [0] : []) : call.fitting
            // Of the overloads the call may be of, the most available decides.
            guard let best = chosen.map({ call.candidates[$0] }).min(by: { rank($0.member.availability) < rank($1.member.availability) }) else { continue }
            judge(best.member.availability, name: best.member.name, owner: best.owner.isEmpty ? nil : best.owner, at: expression.nameLocation,
                  key: "use:\(position)", note: SampleDeclarationNote.declared(best.member, in: model))
        }
        for (position, expression) in code.expressions.enumerated() where !expression.hasError && !callees.contains(position) {
            switch expression.kind {
            case .member, .implicitMember:
                guard case .found(let members, _) = inference.lookup(position),
                      let best = members.min(by: { rank($0.member.availability) < rank($1.member.availability) }) else { continue }
                judge(best.member.availability, name: best.member.name, owner: best.owner, at: expression.nameLocation,
                      key: "use:\(position)", note: SampleDeclarationNote.declared(best.member, in: model))
            case .name:
                guard case .type(let type) = inference.value(of: position), let entry = index.entry(type) else { continue }
                judge(entry.availability, name: type, owner: nil, at: expression.nameLocation, key: "use:\(position)")
            default:
                continue
            }
        }
        // Cases matched in `switch`, `if case` and `guard case` (`case .noRuleMatch:` of a case
        // the SDK made unavailable does not compile).
        var patterns: [(SampleCasePattern, subject: Int)] = []
        for switchStatement in code.switches {
            for switchCase in switchStatement.cases {
                for case .enumCase(let pattern) in switchCase.patterns { patterns.append((pattern, switchStatement.subject)) }
            }
        }
        for match in code.caseMatches { if case .enumCase(let pattern) = match.pattern { patterns.append((pattern, match.subject)) } }
        for (position, (pattern, subject)) in patterns.enumerated() {
            guard let owner = inference.caseOwner(of: pattern, subject: subject),
                  let member = index.members(pattern.name, of: owner, roles: [.enumCase]).first?.member else { continue }
            judge(member.availability, name: member.name, owner: owner, at: pattern.nameLocation, key: "case:\(position)",
                  note: SampleDeclarationNote.declared(member, in: model))
        }
        // Types written in annotations, signatures, inheritance clauses and casts.
        for (position, reference) in code.typeReferences.enumerated() {
            for type in modelTypes(in: reference.shape) {
                guard let entry = index.entry(type) else { continue }
                judge(entry.availability, name: type, owner: nil, at: reference.location, key: "type:\(position):\(type)")
            }
        }
        // Requirements a sample implements: the SDK no longer calls a deprecated one.
        for (position, type) in code.types.enumerated() {
            for inherited in type.inherited {
                guard let path = inherited.shape.path, let protocolName = index.typeName(path, inside: nil),
                      index.entry(protocolName)?.isProtocol == true else { continue }
                for member in type.members {
                    guard let requirement = index.members(String(member.name.prefix { $0 != "(" }), of: protocolName, roles: SampleInference.instanceRoles.union(SampleInference.staticRoles).union([.initializer]))
                            .first(where: { $0.member.name == member.name }) else { continue }
                    judge(requirement.member.availability, name: requirement.member.name, owner: protocolName, at: type.nameLocation,
                          key: "requirement:\(position):\(member.name)", note: SampleDeclarationNote.declared(requirement.member, in: model))
                }
            }
        }
    }

    /// A call on a value the check cannot follow that fits only overloads the model marks
    /// deprecated or unavailable (`.observeOn(MainScheduler.instance)` on a stream an app's
    /// function returned, when every `observeOn` of the SDK is deprecated): the least severe of
    /// them. Only names that are the SDK's own: camel-case (`observeOn`, `responseJSON`; a
    /// label such as `completion:` says nothing of whose method it is), not a method of a
    /// system type SDKs extend (`map`, `sheet`), and not one the sample declares itself.
    private func deprecatedOnUnknownReceiver(_ position: Int) -> SampleCall.Candidate? {
        let code = inference.code
        guard case .call(let callee, _) = code.expressions[position].kind,
              case .member(_, let name) = code.expressions[callee].kind,
              !code.functionNames.contains(name),
              !code.types.contains(where: { $0.members.contains { $0.name.prefix { $0 != "(" } == name } }),
              !WellKnownMembers.outsideTypeMethods.values.contains(where: { $0.contains(name) }),
              name.contains(where: \.isUppercase),
              let call = SampleCall.onUnknownReceiver(position, in: inference), !call.fitting.isEmpty else { return nil }
        let fitting = call.fitting.map { call.candidates[$0] }
        guard let best = fitting.min(by: { rank($0.member.availability) < rank($1.member.availability) }),
              AvailabilityFinding.status(best.member.availability, in: model) != .available else { return nil }
        return best
    }

    private func rank(_ availability: [APISurfaceAvailability]?) -> Int {
        AvailabilityFinding.status(availability, in: model).rank
    }

    /// The model types a written type names (`Kettle` in `[Kettle]?`).
    private func modelTypes(in shape: SwiftTypeShape) -> [String] {
        switch shape {
        case .named(let components):
            let own = inference.index.typeName(components.map(\.name), inside: nil).map { [$0] } ?? []
            return own + components.flatMap { $0.arguments.flatMap(modelTypes) }
        case .optional(let inner), .array(let inner), .existential(let inner), .metatype(let inner): return modelTypes(in: inner)
        case .dictionary(let key, let value): return modelTypes(in: key) + modelTypes(in: value)
        case .function(let parameters, let result): return parameters.flatMap(modelTypes) + modelTypes(in: result)
        case .tuple(let elements), .composition(let elements): return elements.flatMap(modelTypes)
        case .unknown: return []
        }
    }
}
