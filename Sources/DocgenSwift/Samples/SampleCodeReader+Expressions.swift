import DocgenSupport
internal import SwiftSyntax

/// Expressions into `SampleCode.expressions`: each is appended after its parts, and a part's
/// `context` says how its parent uses it.
extension SampleCodeReader {
    @discardableResult
    func append(_ kind: SampleExpression.Kind, node: Syntax, nameNode: Syntax? = nil, hasError: Bool) -> Int {
        code.expressions.append(SampleExpression(kind: kind, location: place(node), nameLocation: place(nameNode ?? node),
                                                 offset: start(node), hasError: hasError))
        return code.expressions.count - 1
    }

    /// The index of `node` in the arena (its parts are appended first).
    func expression(_ node: ExprSyntax) -> Int {
        let syntax = Syntax(node)
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return append(.name(reference.baseName.identifier?.name ?? reference.baseName.text), node: syntax, hasError: node.hasError)
        }
        // `super.init(…)`, `super.viewDidLoad()`: the superclass's members, read like `self`'s.
        if node.is(SuperExprSyntax.self) { return append(.name("super"), node: syntax, hasError: node.hasError) }
        if let member = node.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.identifier?.name ?? member.declName.baseName.text
            let index: Int
            if let base = member.base {
                let baseIndex = expression(base)
                index = append(.member(base: baseIndex, name: name), node: syntax, nameNode: Syntax(member.declName), hasError: node.hasError)
            } else {
                index = append(.implicitMember(name), node: syntax, nameNode: Syntax(member.declName), hasError: node.hasError)
            }
            // A property's getter may be async or throw (`{ get async throws }`).
            code.expressions[index].marks = effectMarks(of: syntax)
            return index
        }
        // `Interceptor<Token>(…)`, `Interceptor<Token>.Window`: the generic type, as the check reads types.
        if let specialized = node.as(GenericSpecializationExprSyntax.self) {
            let index = expression(specialized.expression)
            code.expressions[index].genericArguments = specialized.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
            return index
        }
        if let call = node.as(FunctionCallExprSyntax.self) {
            let callee = expression(call.calledExpression)
            // `Queue(...)`, `Queue(path: p, ...)`: an ellipsis where arguments go leaves them out.
            let written = call.arguments.filter { !Self.isEllipsis($0.expression) || $0.label != nil }
            var arguments = written.map { argument(label: $0.label, value: $0.expression) }
            if let closure = call.trailingClosure { arguments.append(trailingClosure(closure)) }
            for element in call.additionalTrailingClosures {
                arguments.append(argument(label: element.label, value: ExprSyntax(element.closure)))
            }
            let hasError = call.arguments.hasError || call.additionalTrailingClosures.hasError
                || call.leftParen?.presence == .missing || call.rightParen?.presence == .missing
            let index = append(.call(callee: callee, arguments: arguments), node: syntax,
                               nameNode: Syntax(Self.nameNode(of: call.calledExpression)), hasError: hasError)
            code.expressions[index].marks = effectMarks(of: syntax)
            // `placeholder: { … }, // the rest of the implementation`: the sample shows some arguments on purpose.
            code.expressions[index].leavesArgumentsOut = written.count < call.arguments.count
                || Self.saysCodeIsLeftOut(call.arguments.flatMap { [$0.leadingTrivia, $0.trailingTrivia] } + [call.rightParen?.leadingTrivia ?? []])
                // `.timeout(/* a TimeInterval */)`: a comment standing for the arguments.
                || call.arguments.isEmpty && Self.hasComment([call.leftParen?.trailingTrivia ?? [], call.rightParen?.leadingTrivia ?? []])
            for (position, argument) in arguments.enumerated() { code.expressions[argument.value].context = .argument(call: index, index: position) }
            code.expressions[callee].context = .callee(of: index)
            return index
        }
        if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
            let base = expression(subscriptCall.calledExpression)
            var arguments = subscriptCall.arguments.map { argument(label: $0.label, value: $0.expression) }
            if let closure = subscriptCall.trailingClosure { arguments.append(trailingClosure(closure)) }
            let index = append(.subscriptCall(base: base, arguments: arguments), node: syntax, hasError: node.hasError)
            code.expressions[index].marks = effectMarks(of: syntax)
            for (position, argument) in arguments.enumerated() { code.expressions[argument.value].context = .argument(call: index, index: position) }
            return index
        }
        if let chain = node.as(OptionalChainingExprSyntax.self) {
            return append(.optionalChain(expression(chain.expression)), node: syntax, hasError: node.hasError)
        }
        if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
            return append(.forceUnwrap(expression(unwrap.expression)), node: syntax, hasError: node.hasError)
        }
        if let tryExpr = node.as(TryExprSyntax.self) {
            let index = same(tryExpr.expression, node: syntax)
            if tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { code.expressions[index].isOptionalTry = true }
            return index
        }
        if let awaitExpr = node.as(AwaitExprSyntax.self) { return same(awaitExpr.expression, node: syntax) }
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return same(only.expression, node: syntax)
        }
        if let cast = node.as(AsExprSyntax.self) {
            let inner = expression(cast.expression)
            return append(.cast(inner, typeText(cast.type)), node: syntax, hasError: node.hasError)
        }
        if let infix = node.as(InfixOperatorExprSyntax.self) {
            let op: String? = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
                ?? (infix.operator.is(AssignmentExprSyntax.self) ? "=" : nil)
            let lhs = expression(infix.leftOperand), rhs = expression(infix.rightOperand)
            guard let op, ["==", "!=", "=", "??", "===", "!=="].contains(op) else {
                return append(.other([lhs, rhs]), node: syntax, hasError: node.hasError)
            }
            let index = append(.binary(operator: op, lhs, rhs), node: syntax, hasError: node.hasError)
            code.expressions[lhs].context = .operand(of: index)
            code.expressions[rhs].context = .operand(of: index)
            return index
        }
        if let closure = node.as(ClosureExprSyntax.self) {
            return self.closure(closure)
        }
        if let ifExpr = node.as(IfExprSyntax.self) {
            ifStatement(ifExpr)
            return append(.other([]), node: syntax, hasError: node.hasError)
        }
        if let switchExpr = node.as(SwitchExprSyntax.self) {
            switchStatement(switchExpr)
            return append(.other([]), node: syntax, hasError: node.hasError)
        }
        if node.is(StringLiteralExprSyntax.self) || node.is(IntegerLiteralExprSyntax.self) || node.is(FloatLiteralExprSyntax.self)
            || node.is(BooleanLiteralExprSyntax.self) || node.is(NilLiteralExprSyntax.self) {
            let parts = subexpressions(of: syntax)
            if !parts.isEmpty, node.is(StringLiteralExprSyntax.self) {
                return append(.interpolatedString(parts), node: syntax, hasError: node.hasError)
            }
            let index = append(parts.isEmpty ? .literal : .other(parts), node: syntax, hasError: node.hasError)
            code.expressions[index].literal = node.is(StringLiteralExprSyntax.self) ? .string : node.is(IntegerLiteralExprSyntax.self) ? .integer
                : node.is(FloatLiteralExprSyntax.self) ? .float : node.is(BooleanLiteralExprSyntax.self) ? .boolean : .nil
            return index
        }
        if let array = node.as(ArrayExprSyntax.self) {
            // `[.transition(.fade(0.2)), .cacheOriginalImage]`: each element takes the element type
            // of the array its place expects.
            let elements = array.elements.map { expression($0.expression) }
            let index = append(.other(elements), node: syntax, hasError: node.hasError)
            for element in elements { code.expressions[element].context = .element(of: index) }
            return index
        }
        return append(.other(subexpressions(of: syntax)), node: syntax, hasError: node.hasError)
    }

    /// What marks the effects of the call `node` (`SampleEffectMarks`): the `try` and `await`
    /// among the expressions around it, up to the closure or statement that holds it.
    func effectMarks(of node: Syntax) -> SampleEffectMarks {
        var marks = SampleEffectMarks(isTried: false, isAwaited: false)
        var current = node.parent
        var child = node
        while let parent = current {
            if let tryExpr = parent.as(TryExprSyntax.self) {
                if !marks.isTried, child == node || child.as(AwaitExprSyntax.self)?.expression.id == node.id {
                    marks.ownTry = place(tryExpr.tryKeyword)
                }
                marks.isTried = true
            } else if parent.is(AwaitExprSyntax.self) {
                marks.isAwaited = true
            } else if parent.is(SequenceExprSyntax.self) {
                return .unknown
            } else if let binding = parent.as(PatternBindingSyntax.self) {
                let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
                if declaration?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.async) }) == true { return .unknown }
                return marks
            } else if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockSyntax.self)
                        || parent.is(MemberBlockItemSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                return marks
            }
            child = parent
            current = parent.parent
        }
        return marks
    }

    private func same(_ inner: ExprSyntax, node: Syntax) -> Int {
        append(.same(expression(inner)), node: node, hasError: node.hasError)
    }

    private func argument(label: TokenSyntax?, value: ExprSyntax) -> SampleArgument {
        let index = expression(value)
        return SampleArgument(label: label.map { $0.identifier?.name ?? $0.text }, anchor: place(label.map(Syntax.init) ?? Syntax(value)),
                              value: index, isUnlabelledTrailingClosure: false,
                              closure: value.as(ClosureExprSyntax.self).map(closureParameters))
    }

    private func trailingClosure(_ closure: ClosureExprSyntax) -> SampleArgument {
        SampleArgument(label: nil, anchor: place(closure), value: self.closure(closure), isUnlabelledTrailingClosure: true,
                       closure: closureParameters(closure))
    }

    /// `...` or `…` written as a value.
    static func isEllipsis(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text == "..." || text == "…"
    }

    static func hasComment(_ trivia: [Trivia]) -> Bool {
        trivia.flatMap { Array($0) }.contains { piece in
            switch piece {
            case .lineComment, .blockComment: true
            default: false
            }
        }
    }

    /// The token findings about a call point at: the callee's last name (`start` in
    /// `uploader.start()`, `Uploader` in `Uploader(…)`).
    static func nameNode(of callee: ExprSyntax) -> Syntax {
        if let member = callee.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return Syntax(reference) }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { return nameNode(of: specialized.expression) }
        return Syntax(callee)
    }

    /// The expressions directly inside a node the arena has no kind for, statements in
    /// closures and blocks read as statements.
    func subexpressions(of node: Syntax) -> [Int] {
        var found: [Int] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let expr = child.as(ExprSyntax.self) {
                found.append(expression(expr))
            } else if let block = child.as(CodeBlockSyntax.self) {
                self.block(block)
            } else if let items = child.as(CodeBlockItemListSyntax.self) {
                statements(items, scopeEnd: end(items), type: nil)
            } else if let type = child.as(TypeSyntax.self) {
                _ = typeText(type)
            } else {
                found += subexpressions(of: child)
            }
        }
        return found
    }

    /// What a statement in an unusual place holds.
    func others(in node: Syntax, scopeEnd: Int) {
        _ = subexpressions(of: node)
    }

    // MARK: - Closures

    private func closure(_ node: ClosureExprSyntax) -> Int {
        let body = range(node)
        var names: [String] = []
        var types: [SampleTypeText?] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?:
            names = list.map(\.name.text)
            types = list.map { _ in nil }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters {
                names.append((parameter.secondName ?? parameter.firstName).text)
                types.append(parameter.type.map(typeText))
            }
        default:
            break
        }
        // The closure first, so its parameters can name it; its body after.
        let index = append(.closure(SampleClosure(parameters: closureParameters(node), names: names, types: types, body: body)),
                           node: Syntax(node), hasError: node.hasError)
        for (position, name) in names.enumerated() where name != "_" {
            let source: SampleBinding.Source = types[position].map { .annotated($0) } ?? .closureParameter(closure: index, index: position)
            bind(name, at: body.lowerBound, scope: body, source)
        }
        statements(node.statements, scopeEnd: body.upperBound, type: nil)
        return index
    }

    /// How many parameters a closure literal takes, as far as its text says.
    func closureParameters(_ closure: ClosureExprSyntax) -> SwiftSample.ClosureParameters {
        if let clause = closure.signature?.parameterClause {
            let location = place(clause)
            // `if case` rather than `switch`: the toolchain's SwiftSyntax is built for library
            // evolution, so its enums may grow cases.
            if case .simpleInput(let names) = clause { return .exactly(names.count, location: location) }
            if case .parameterClause(let parameters) = clause { return .exactly(parameters.parameters.count, location: location) }
            return .unknown
        }
        // `{ in … }` and `{ () in … }`-less closures: none written; `$n` says how many are used.
        if closure.signature != nil { return .unknown }
        let finder = ShorthandFinder(viewMode: .sourceAccurate)
        // Walk the body only: the closure itself would be skipped as "nested".
        finder.walk(closure.statements)
        // A `$n` too large to read proves nothing.
        if finder.unreadable { return .unknown }
        guard let (index, token) = finder.highest else {
            // A body that did not parse (`{ ... }`) or says code is left out (`{ /* … */ }`)
            // may use `$0` in what it does not show.
            let elided = closure.statements.hasError
                || closure.statements.tokens(viewMode: .all).contains { $0.text == "..." || $0.text == "…" || $0.presence == .missing }
                || Self.saysCodeIsLeftOut([closure.leftBrace.trailingTrivia, closure.rightBrace.leadingTrivia]
                                          + closure.statements.map(\.leadingTrivia))
            return elided ? .unknown : .none(location: place(closure.leftBrace))
        }
        return .atLeast(index + 1, highest: token.text, location: place(token))
    }

    // MARK: - if and switch

    func ifStatement(_ node: IfExprSyntax) {
        conditions(node.conditions, scope: range(node.body), declaredAt: start(node.body))
        block(node.body)
        switch node.elseBody {
        case .ifExpr(let next)?: ifStatement(next)
        case .codeBlock(let body)?: block(body)
        default: break
        }
    }

    func switchStatement(_ node: SwitchExprSyntax) {
        let subject = expression(node.subject)
        var cases: [SampleSwitch.Case] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let scope = range(switchCase)
            switch switchCase.label {
            case .default:
                cases.append(SampleSwitch.Case(patterns: [], isDefault: true, hasWhere: false))
            case .case(let label):
                var patterns: [SamplePattern] = []
                var hasWhere = false
                for item in label.caseItems {
                    patterns.append(pattern(item.pattern, subject: subject, scope: scope, declaredAt: scope.lowerBound))
                    if let condition = item.whereClause?.condition {
                        hasWhere = true
                        _ = expression(condition)
                    }
                }
                cases.append(SampleSwitch.Case(patterns: patterns, isDefault: false, hasWhere: hasWhere))
            @unknown default:
                break
            }
            statements(switchCase.statements, scopeEnd: scope.upperBound, type: nil)
        }
        code.switches.append(SampleSwitch(subject: subject, cases: cases, location: place(node.switchKeyword)))
    }
}

/// The highest `$n` in a closure body, not counting closures nested inside it (their `$0` is
/// their own).
final class ShorthandFinder: SyntaxVisitor {
    var highest: (Int, TokenSyntax)?
    /// A `$n` whose number does not fit an `Int`.
    var unreadable = false

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind {
            if let index = Int(text.dropFirst()) {
                if index > (highest?.0 ?? -1) { highest = (index, token) }
            } else {
                unreadable = true
            }
        }
        return .skipChildren
    }
}
