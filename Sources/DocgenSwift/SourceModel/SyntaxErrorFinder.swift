internal import SwiftSyntax

/// Finds the syntax errors SwiftParser recovered from, in source order: tokens it had to
/// invent (`expected ')'`) and text it could not place (`unexpected code`). Only nodes that
/// contain an error are entered, so a file with one error costs a walk down to it.
final class SyntaxErrorFinder: SyntaxAnyVisitor {
    struct Problem {
        var position: AbsolutePosition
        var message: String
    }

    private(set) var first: Problem?
    private(set) var count = 0

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.hasError else { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            let text = SwiftSyntaxText.text(unexpected)
            record(unexpected.positionAfterSkippingLeadingTrivia, "unexpected code '\(text.count > 40 ? text.prefix(40) + "…" : text)'")
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self), token.presence == .missing {
            record(token.position, token.text.isEmpty ? "expected \(Self.describe(token.tokenKind))" : "expected '\(token.text)'")
        }
        return .visitChildren
    }

    private func record(_ position: AbsolutePosition, _ message: String) {
        count += 1
        if first == nil { first = Problem(position: position, message: message) }
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        case .stringSegment: "a string"
        default: "more code"
        }
    }
}
