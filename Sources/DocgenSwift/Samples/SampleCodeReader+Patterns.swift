import DocgenSupport
internal import SwiftSyntax

/// `case` patterns: enum cases with their associated-value patterns, and the names they bind.
extension SampleCodeReader {
    /// The pattern matched against `subject`; names it binds are visible in `scope`.
    func pattern(_ node: PatternSyntax, subject: Int, scope: Range<Int>, declaredAt: Int, bindingAll: Bool = false) -> SamplePattern {
        if let binding = node.as(ValueBindingPatternSyntax.self) {
            return pattern(binding.pattern, subject: subject, scope: scope, declaredAt: declaredAt, bindingAll: true)
        }
        if let identifier = node.as(IdentifierPatternSyntax.self) {
            bind(identifier.identifier.text, at: declaredAt, scope: scope, .value(subject))
            return .any
        }
        if node.is(WildcardPatternSyntax.self) { return .any }
        guard let expressionPattern = node.as(ExpressionPatternSyntax.self) else {
            bindNames(in: Syntax(node), at: declaredAt, scope: scope)
            return .other
        }
        let expr = expressionPattern.expression
        if expr.is(DiscardAssignmentExprSyntax.self) { return .any }
        if let (name, type) = castBinding(expr, bindingAll: bindingAll) {
            bind(name, at: declaredAt, scope: scope, .annotated(typeText(type)))
            return .other
        }
        guard var casePattern = casePattern(expr) else {
            // `case someValue:`, `case "login":`: compared with `==`, read as an expression.
            _ = expression(expr)
            return .other
        }
        // Bindings of associated values, given their source once the pattern is complete.
        var pending: [(binding: Int, index: Int)] = []
        if let call = expr.as(FunctionCallExprSyntax.self) {
            var arguments: [SampleCasePattern.Argument] = []
            for (index, element) in call.arguments.enumerated() {
                let irrefutable = isIrrefutable(element.expression, bindingAll: bindingAll)
                arguments.append(SampleCasePattern.Argument(label: element.label?.text, isIrrefutable: irrefutable,
                                                            location: place(element),
                                                            nested: irrefutable ? nil : nestedCase(element.expression, bindingAll: bindingAll)))
                if let name = boundName(element.expression, bindingAll: bindingAll) {
                    pending.append((bind(name, at: declaredAt, scope: scope, .unknown), index))
                } else if !irrefutable {
                    bindNames(in: Syntax(element.expression), at: declaredAt, scope: scope)
                }
            }
            casePattern.arguments = arguments
            casePattern.argumentsLocation = call.leftParen.map { place($0) }
        }
        for (binding, index) in pending {
            code.bindings[binding].source = .payload(subject: subject, pattern: casePattern, index: index)
        }
        return .enumCase(casePattern)
    }

    /// A sub-pattern that is an enum case pattern, with its own sub-patterns (names it binds
    /// are bound by the caller, as unknown).
    private func nestedCase(_ expr: ExprSyntax, bindingAll: Bool, depth: Int = 0) -> SampleCasePattern? {
        var inner = expr
        if let patternExpr = expr.as(PatternExprSyntax.self), let binding = patternExpr.pattern.as(ValueBindingPatternSyntax.self),
           let expressionPattern = binding.pattern.as(ExpressionPatternSyntax.self) {
            inner = expressionPattern.expression
        }
        guard depth < 8, var casePattern = casePattern(inner) else { return nil }
        if let call = inner.as(FunctionCallExprSyntax.self) {
            casePattern.arguments = call.arguments.map { element in
                let irrefutable = isIrrefutable(element.expression, bindingAll: bindingAll)
                return SampleCasePattern.Argument(label: element.label?.text, isIrrefutable: irrefutable, location: place(element),
                                                  nested: irrefutable ? nil : nestedCase(element.expression, bindingAll: bindingAll, depth: depth + 1))
            }
            casePattern.argumentsLocation = call.leftParen.map { place($0) }
        }
        return casePattern
    }

    /// `.name`, `Type.name`, `.name(…)`, `Type.name(…)`: the case and the type written before it.
    private func casePattern(_ expr: ExprSyntax) -> SampleCasePattern? {
        let callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        var qualifier: [String]?
        if let base = member.base {
            guard let path = Self.namePath(base) else { return nil }
            qualifier = path
        }
        return SampleCasePattern(name: member.declName.baseName.identifier?.name ?? member.declName.baseName.text, qualifier: qualifier,
                                 arguments: nil, nameLocation: place(member.declName), argumentsLocation: nil)
    }

    /// `AdaptyUI.Action` as `["AdaptyUI", "Action"]`; nil for anything but names and dots.
    static func namePath(_ expr: ExprSyntax) -> [String]? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let path = namePath(base) {
            return path + [member.declName.baseName.text]
        }
        return nil
    }

    /// `let error as LoginError` in a `catch` or a `case` (or `error as LoginError` after
    /// `case let`): the name and the type it is bound as.
    func castBinding(_ expr: ExprSyntax, bindingAll: Bool) -> (String, TypeSyntax)? {
        guard let cast = expr.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil,
              let name = boundName(cast.expression, bindingAll: bindingAll) else { return nil }
        return (name, cast.type)
    }

    /// `let x`, `x` after `case let`, `_`: a sub-pattern that matches anything.
    private func isIrrefutable(_ expr: ExprSyntax, bindingAll: Bool) -> Bool {
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let patternExpr = expr.as(PatternExprSyntax.self) {
            var inner = patternExpr.pattern
            if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
            return inner.is(IdentifierPatternSyntax.self) || inner.is(WildcardPatternSyntax.self)
        }
        return false
    }

    /// The name a sub-pattern binds directly (`let url`, or `url` after `case let`).
    private func boundName(_ expr: ExprSyntax, bindingAll: Bool) -> String? {
        guard let patternExpr = expr.as(PatternExprSyntax.self) else { return nil }
        var inner = patternExpr.pattern
        if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
        return inner.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}
