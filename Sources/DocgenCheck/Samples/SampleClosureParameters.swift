internal import SwiftSyntax

/// How many parameters a closure literal takes, as far as its text says.
///
/// `{ a, b in }`, `{ _ in }` and `{ (a: A, b) in }` state the count. A closure without a
/// signature that uses `$0`…`$n` takes at least n + 1. Swift would also reject one that uses
/// fewer than the type passes, but that depends on type checking the rule does not do, so it
/// only claims what the text proves: a lower bound. A closure with neither states nothing.
enum SampleClosureParameters {
    enum Count: Equatable {
        /// The signature lists exactly this many.
        case exactly(Int)
        /// Shorthand arguments prove at least this many; `highest` is the `$n` that proves it.
        case atLeast(Int, highest: TokenSyntax)
        /// Nothing in the text tells.
        case unknown
    }

    static func count(_ closure: ClosureExprSyntax) -> Count {
        if let clause = closure.signature?.parameterClause {
            // `if case` rather than `switch`: the toolchain's SwiftSyntax is built for library
            // evolution, so its enums may grow cases.
            if case .simpleInput(let names) = clause { return .exactly(names.count) }
            if case .parameterClause(let parameters) = clause { return .exactly(parameters.parameters.count) }
            return .unknown
        }
        let finder = ShorthandFinder(viewMode: .sourceAccurate)
        // Walk the body only: the closure itself would be skipped as "nested".
        finder.walk(closure.statements)
        guard let (index, token) = finder.highest else { return .unknown }
        return .atLeast(index + 1, highest: token)
    }

    /// The highest `$n` in a closure body, not counting closures nested inside it (their `$0`
    /// is their own).
    private final class ShorthandFinder: SyntaxVisitor {
        var highest: (Int, TokenSyntax)?

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()),
               index > (highest?.0 ?? -1) {
                highest = (index, token)
            }
            return .skipChildren
        }
    }
}
