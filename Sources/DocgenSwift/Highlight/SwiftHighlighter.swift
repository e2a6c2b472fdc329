import DocgenSupport
internal import SwiftIDEUtils
internal import SwiftParser
internal import SwiftSyntax

/// Classifies Swift with the toolchain's own parser and `SwiftIDEUtils` classifications, the
/// same ones SourceKit gives editors, so keywords used as names and argument labels come out
/// right. The renderer turns the tokens into HTML.
package enum SwiftHighlighter {
    /// A run of the code: UTF-8 offsets, and the `tok-*` class it is shown with (nil: plain).
    package struct Token: Sendable, Equatable {
        package var range: Range<Int>
        package var tokenClass: String?
    }

    /// The runs of `code`, in order, covering all of it. Code nested too deeply to parse
    /// (`SwiftParseGuard`) is one plain run.
    package static func tokens(_ code: String) -> [Token] {
        let count = code.utf8.count
        guard !SwiftParseGuard.refuses(code) else { return count == 0 ? [] : [Token(range: 0..<count, tokenClass: nil)] }
        let tree = Parser.parse(source: code)
        var tokens: [Token] = []
        var cursor = 0
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = classified.range.upperBound.utf8Offset
            guard start >= cursor, end <= count, start <= end else { continue }
            if start > cursor { tokens.append(Token(range: cursor..<start, tokenClass: nil)) }
            tokens.append(Token(range: start..<end, tokenClass: tokenClass(classified.kind)))
            cursor = end
        }
        if cursor < count { tokens.append(Token(range: cursor..<count, tokenClass: nil)) }
        return tokens
    }

    static func tokenClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: return "keyword"
        case .type: return "type"
        case .identifier, .dollarIdentifier: return nil
        case .argumentLabel: return "label"
        case .stringLiteral, .regexLiteral: return "string"
        case .integerLiteral, .floatLiteral: return "number"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "comment"
        case .attribute: return "attribute"
        case .operator: return "operator"
        case .ifConfigDirective: return "directive"
        case .editorPlaceholder: return "placeholder"
        default: return nil
        }
    }
}
