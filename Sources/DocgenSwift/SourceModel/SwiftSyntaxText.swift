internal import SwiftSyntax

/// Source text of a node without its comments: tokens joined by one space wherever the
/// source had trivia between them. Declarations keep no comment of the SDK this way, and a
/// line break inside a default value reads as a space.
enum SwiftSyntaxText {
    static func text(_ node: some SyntaxProtocol) -> String {
        var result = ""
        var previousHadTrailing = false
        var first = true
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.presence == .missing { continue }
            if !first, previousHadTrailing || !token.leadingTrivia.isEmpty { result += " " }
            result += token.text
            previousHadTrailing = !token.trailingTrivia.isEmpty
            first = false
        }
        return result
    }
}
