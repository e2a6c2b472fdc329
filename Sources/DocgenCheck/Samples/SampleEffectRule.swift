import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// The effects of the calls a sample makes, against one model:
/// - `docgen.swift.missing-await`: a call to an `async` function or initializer without `await`;
/// - `docgen.swift.missing-try`: a call to a throwing one without `try`;
/// - `docgen.swift.needless-try`: `try` written right before a call that cannot throw, with
///   nothing else in its reach that could.
///
/// What a call calls is the declarations its arguments fit (`SampleCall.fitting`): a method
/// with an `async` overload and a completion-handler one is judged by the one the labels and
/// trailing closure pick, and only when every fitting declaration agrees. A `rethrows`
/// function throws only what its closures throw, so it is never judged for `try`. Where
/// `try` and `await` stand is the reader's (`SampleEffectMarks`).
struct SampleEffectRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String

    /// How a declaration throws, for these rules.
    private enum Throwing { case no, yes, depends }

    func check(into judgement: inout SampleJudgement) {
        let code = inference.code
        for (position, expression) in code.expressions.enumerated() where !expression.hasError && !inference.isQuotedFromSDK(expression.offset) {
            switch expression.kind {
            case .call, .subscriptCall: break
            case .member, .implicitMember:
                property(position, expression, into: &judgement)
                continue
            default: continue
            }
            guard let call = inference.call(position), !call.fitting.isEmpty,
                  !call.matches.contains(where: \.unsure) else { continue }
            let fitting = call.fitting.map { call.candidates[$0] }
            // A method of a class open only through an outside protocol (`Application: Service`)
            // that fits the model's declaration is that declaration; an outside superclass's or
            // an outside type's own overloads may take the call instead.
            if call.isOpen, call.kind != .method || fitting.contains(where: { inference.index.inheritsOutsideClass($0.owner) }) { continue }
            // A member the SDK adds to another module's type (`Set.union(_:)` taking a cursor)
            // sits beside the type's own overloads, which the model does not show: which one a
            // call picks depends on argument types the check does not know.
            if fitting.contains(where: { inference.index.extended[$0.owner] != nil }) { continue }
            let key = "effects:\(position)"
            judgement.accept(key)
            let marks = expression.marks
            let display = fitting.count == 1 ? fitting[0].display(call.kind) : call.display
            let note = fitting.count == 1 ? [SampleDeclarationNote.declared(fitting[0].member, in: model)] : []
            let place = locator.place(expression.nameLocation)
            if !marks.isAwaited, fitting.allSatisfy({ $0.member.async == true }) {
                judgement.report(key, .error(
                    .swiftMissingAwait, "\(display) is async in \(model.name): the call needs `await`",
                    file: file, at: place, notes: note,
                    fix: .init(message: "write `await` before the call (in an async context: a `Task { … }` or an async function)")))
            }
            let throwing = fitting.map { Self.throwing($0.member.throws) }
            if !marks.isTried, throwing.allSatisfy({ $0 == .yes }) {
                judgement.report(key, .error(
                    .swiftMissingTry, "\(display) throws in \(model.name): the call needs `try`",
                    file: file, at: place, notes: note,
                    fix: .init(message: "write `try` before the call, inside `do { … } catch { … }` or a throwing function")))
            }
            if let tryPlace = marks.ownTry, throwing.allSatisfy({ $0 == .no }), !mayThrow(inside: call) {
                judgement.report(key, .warning(
                    .swiftNeedlessTry, "\(display) does not throw in \(model.name), and nothing else this `try` covers can",
                    file: file, at: locator.place(tryPlace), notes: note,
                    fix: .init(message: "remove `try` (and the `do`/`catch` around it if nothing else throws there)")))
            }
        }
    }

    /// A property read (not a method called): its getter's effects (`var value: T { get async throws }`).
    private func property(_ position: Int, _ expression: SampleExpression, into judgement: inout SampleJudgement) {
        if case .callee = expression.context { return }
        guard case .found(let members, let owner) = inference.lookup(position), !members.isEmpty,
              members.allSatisfy({ SampleTypeIndex.role(of: $0.member) == .property || SampleTypeIndex.role(of: $0.member) == .staticProperty })
        else { return }
        let key = "effects:\(position)"
        judgement.accept(key)
        let marks = expression.marks
        let display = "'\(members[0].member.name)' of \(owner)"
        let note = [SampleDeclarationNote.declared(members[0].member, in: model)]
        let place = locator.place(expression.nameLocation)
        if !marks.isAwaited, members.allSatisfy({ $0.member.async == true }) {
            judgement.report(key, .error(
                .swiftMissingAwait, "\(display) is read asynchronously in \(model.name) (`get async`): reading it needs `await`",
                file: file, at: place, notes: note, fix: .init(message: "write `await` before it")))
        }
        if !marks.isTried, members.allSatisfy({ Self.throwing($0.member.throws) == .yes }) {
            judgement.report(key, .error(
                .swiftMissingTry, "\(display) throws when read in \(model.name) (`get throws`): reading it needs `try`",
                file: file, at: place, notes: note, fix: .init(message: "write `try` before it")))
        }
    }

    private static func throwing(_ text: String?) -> Throwing {
        guard let text else { return .no }
        if text == "rethrows" { return .depends }
        // `throws(Never)` is a function that cannot throw, spelled as typed throws.
        if text.filter({ $0 != " " }) == "throws(Never)" { return .no }
        return .yes
    }

    /// True when something else the call's `try` covers may throw: another call or subscript
    /// in its arguments or in what it is called on, a property whose getter throws or that the
    /// check cannot see, an expression the reader did not take apart. Closures are their own
    /// context: what throws inside one needs a `try` of its own.
    private func mayThrow(inside call: SampleCall) -> Bool {
        let code = inference.code
        var parts = call.arguments.map(\.value)
        switch code.expressions[call.expression].kind {
        case .call(let callee, _):
            if case .member(let base, _) = code.expressions[callee].kind { parts.append(base) }
        case .subscriptCall(let base, _):
            parts.append(base)
        default:
            break
        }
        while let position = parts.popLast() {
            switch code.expressions[position].kind {
            case .name, .literal, .closure:
                continue
            case .implicitMember:
                guard case .found(let members, _) = inference.lookup(position),
                      members.allSatisfy({ $0.member.throws == nil }) else { return true }
            case .member(let base, _):
                // A type's name (`Destination.standard`'s `Destination`) reads nothing.
                if case .type = inference.value(of: position) { continue }
                guard case .found(let members, _) = inference.lookup(position),
                      members.allSatisfy({ $0.member.throws == nil }) else { return true }
                parts.append(base)
            case .optionalChain(let inner), .forceUnwrap(let inner), .same(let inner), .cast(let inner, _):
                parts.append(inner)
            case .binary(_, let lhs, let rhs):
                parts += [lhs, rhs]
            case .other(let inner), .interpolatedString(let inner):
                // `.other([])` stands for what the reader read elsewhere (an `if` expression).
                if inner.isEmpty { return true }
                parts += inner
            case .call, .subscriptCall:
                return true
            }
        }
        return false
    }
}
