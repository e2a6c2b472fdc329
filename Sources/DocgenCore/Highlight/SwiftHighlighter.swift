internal import SwiftIDEUtils
internal import SwiftParser
internal import SwiftSyntax

/// Highlights Swift with the toolchain's own parser and `SwiftIDEUtils` classifications, the
/// same ones SourceKit gives editors, so keywords used as names and argument labels come out right.
public struct SwiftHighlighter: CodeHighlighter {
    /// The compiler's parser and classifier, milliseconds for a block.
    public var isCostly: Bool { true }

    public init() {}

    public func highlight(_ code: String) -> String {
        guard !SwiftNesting.isTooDeep(code) else { return code.htmlEscaped }
        let tree = Parser.parse(source: code)
        return Self.html(for: tree, source: code)
    }

    /// HTML for an already parsed tree of `source` (so a check and the page share one parse).
    static func html(for tree: SourceFileSyntax, source: String) -> String {
        let utf8 = Array(source.utf8)
        var out = ""
        out.reserveCapacity(utf8.count * 2)
        var cursor = 0
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = classified.range.upperBound.utf8Offset
            guard start >= cursor, end <= utf8.count, start <= end else { continue }
            if start > cursor {
                out.appendToken(Substring(String(decoding: utf8[cursor..<start], as: UTF8.self)), class: nil)
            }
            let text = Substring(String(decoding: utf8[start..<end], as: UTF8.self))
            out.appendToken(text, class: tokenClass(classified.kind))
            cursor = end
        }
        if cursor < utf8.count {
            out.appendToken(Substring(String(decoding: utf8[cursor...], as: UTF8.self)), class: nil)
        }
        return out
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
