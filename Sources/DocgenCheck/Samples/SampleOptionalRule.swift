import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// `docgen.swift.non-optional-binding` and `docgen.swift.optional-argument`: optionals where
/// Swift wants none, and none where it wants one.
///
/// `docgen.swift.non-optional-binding`: `if let x = e`, `guard let x = e` or `while let x = e`
/// where `e` reads a property of a model type that is not optional (`challenge.oobCode`, a
/// `String`). Swift requires an optional value there: the sample does not compile, and usually
/// the guide still describes an SDK whose property was optional.
///
/// Only a property whose declared type is known not to be optional is judged: a model type, a
/// standard or well-known type, an array, a dictionary or a function; a generic parameter, or a
/// name that may be an outside typealias of an optional, is left alone. A value read through
/// `?.` or `try?` is optional.
///
/// `docgen.swift.optional-argument`: a call's argument that reads a model property declared
/// optional (`settings.lastSession`, a `UploadSession?`), for a parameter that every declaration
/// the call may be of types as surely not optional. A local name is left alone (`if let` and
/// `guard let` may have unwrapped it), and so is a value unwrapped (`!`, `??`) or converted.
struct SampleOptionalRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String

    func check(into judgement: inout SampleJudgement) {
        checkBindings(into: &judgement)
        checkArguments(into: &judgement)
    }

    private func checkArguments(into judgement: inout SampleJudgement) {
        let code = inference.code
        for (position, expression) in code.expressions.enumerated() where !expression.hasError {
            guard case .call = expression.kind, let call = inference.call(position) else { continue }
            // The declarations the arguments fit; none, and the call has findings of its own.
            let fitting = call.candidates.indices.filter {
                call.matches[$0].unknown.isEmpty && call.matches[$0].missing.isEmpty && call.matches[$0].outOfOrder.isEmpty
            }
            guard !fitting.isEmpty else { continue }
            for (index, argument) in call.arguments.enumerated() {
                guard let (member, owner) = optionalProperty(argument.value), let type = member.type else { continue }
                let parameters = fitting.compactMap { candidate in
                    call.matches[candidate].parameterIndex[index].map { (call.candidates[candidate], call.candidates[candidate].parameters[$0]) }
                }
                guard parameters.count == fitting.count,
                      parameters.allSatisfy({ !$0.1.isVariadic && isNonOptional($0.1.type, owner: $0.0.owner, generics: $0.1.generics) }),
                      let (candidate, parameter) = parameters.first else { continue }
                let display = call.kind == .modifier ? call.display : candidate.display(call.kind)
                judgement.report("optional-argument:\(argument.value)", .error(
                    .swiftOptionalArgument,
                    "'\(member.name)' of \(owner) is optional in \(model.name) ('\(type)'), but \(display) takes a non-optional '\(parameter.type)' here: unwrap it first",
                    file: file, at: locator.place(code.expressions[argument.value].nameLocation),
                    notes: [SampleDeclarationNote.declared(member, in: model),
                            SampleDeclarationNote.declared(candidate.member, text: parameter.declaration, in: model)],
                    fix: .init(message: "unwrap it (`if let`, `guard let`, `??`), or check what the SDK made optional")))
            }
        }
    }

    /// The optional property of a model type `position` reads as it is (through parentheses,
    /// `try` or `await`): every member it may be is a property of that type declared optional.
    private func optionalProperty(_ position: Int) -> (APISurfaceMember, String)? {
        guard let position = readThrough(position), case .member = inference.code.expressions[position].kind,
              !inference.code.expressions[position].hasError, !inference.isOptionallyChained(position),
              let (members, owner) = propertyRead(position), let first = members.first, let type = first.member.type,
              !type.hasSuffix("!") else { return nil }
        let generics = Set(inference.index.entry(first.owner)?.genericParameters ?? [])
        guard case .optional = inference.index.value(ofText: type, owner: first.owner, generics: generics) else { return nil }
        return (first.member, owner)
    }

    /// The expression `position` stands for through parentheses, `try` and `await`; nil through
    /// `try?`, whose value is optional whatever it reads.
    private func readThrough(_ position: Int) -> Int? {
        var position = position
        while true {
            let expression = inference.code.expressions[position]
            if expression.isOptionalTry { return nil }
            guard case .same(let inner) = expression.kind else { return position }
            position = inner
        }
    }

    /// The members `position` (a member expression) may read and their owner, when every one
    /// is a property, all of one declared type.
    private func propertyRead(_ position: Int) -> ([SampleTypeIndex.MemberRef], String)? {
        guard case .found(let members, let owner) = inference.lookup(position), let first = members.first,
              members.allSatisfy({ [.property, .staticProperty].contains(SampleTypeIndex.role(of: $0.member)) && $0.member.type == first.member.type })
        else { return nil }
        return (members, owner)
    }

    private func checkBindings(into judgement: inout SampleJudgement) {
        let code = inference.code
        for value in code.conditionalBindings {
            // `(e)`, `await e` and `try e` are `e`; `try? e` is optional.
            guard let position = readThrough(value) else { continue }
            let expression = code.expressions[position]
            guard !expression.hasError, !inference.isOptionallyChained(position),
                  let (member, owner) = nonOptionalProperty(position), let type = member.type else { continue }
            judgement.report("binding:\(value)", .error(
                .swiftNonOptionalBinding,
                "'\(member.name)' of \(owner) is a '\(type)' in \(model.name), not an optional: `if let` and `guard let` need an optional value",
                file: file, at: locator.place(expression.nameLocation),
                notes: [SampleDeclarationNote.declared(member, in: model)],
                fix: .init(message: "use the value directly (`let x = …`), or check what replaced the optional")))
        }
    }

    /// The property `position` reads and its owner, when every member it may be is a property
    /// of that type whose declared type is not optional.
    private func nonOptionalProperty(_ position: Int) -> (APISurfaceMember, String)? {
        switch inference.code.expressions[position].kind {
        case .member, .implicitMember: break
        default: return nil
        }
        guard let (members, owner) = propertyRead(position), let first = members.first,
              // An `@objc optional` requirement is read as an optional whatever its type.
              !members.contains(where: { $0.member.kind == .requirement && $0.member.required == false && $0.member.defaults == nil }),
              let type = first.member.type, isNonOptional(type, owner: first.owner) else { return nil }
        return (first.member, owner)
    }

    /// True when `text`, a type written in the model inside `owner`, is surely not optional;
    /// `generics` are the generic parameters in scope besides the owner's.
    private func isNonOptional(_ text: String, owner: String, generics extra: Set<String> = []) -> Bool {
        let index = inference.index
        let generics = Set(index.entry(owner)?.genericParameters ?? []).union(extra)
        switch index.value(ofText: text, owner: owner, generics: generics) {
        case .optional: return false
        case .instance, .array, .dictionary, .function, .result, .extended: return true
        case .type, .sample, .unknown: break
        }
        switch index.shape(text) {
        case .array, .dictionary, .function, .tuple:
            return true
        case .named(let components):
            // A standard or well-known type; not a generic parameter or an unknown name.
            guard components.count == 1, components[0].arguments.isEmpty, !generics.contains(components[0].name) else { return false }
            return WellKnownTypes.entry(components[0].name) != nil || WellKnownTypes.moduleByPrefix(components[0].name) != nil
        default:
            return false
        }
    }

}
