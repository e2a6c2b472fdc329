
/// Turns source code into HTML with `tok-*` spans. A highlighter never fails: code it cannot
/// read comes back escaped and unhighlighted.
public protocol CodeHighlighter: Sendable {
    func highlight(_ code: String) -> String
}

/// The highlighters by fence language.
public enum CodeHighlighters {
    public static func highlighter(for language: String) -> (any CodeHighlighter)? {
        switch language.lowercased() {
        case "swift": return SwiftHighlighter()
        case "json", "jsonc", "json5": return JSONHighlighter()
        default: return nil
        }
    }

    /// Translations repeat their original's code blocks byte for byte, so each distinct block
    /// is highlighted once per build.
    private static let cache = Locked<[String: String]>([:])

    /// The highlighted HTML of `code`, or nil when no highlighter knows `language`.
    public static func highlight(_ code: String, language: String) -> String? {
        guard let highlighter = highlighter(for: language) else { return nil }
        let key = language + "\u{0}" + code
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let html = highlighter.highlight(code)
        cache.withLock { $0[key] = html }
        return html
    }
}

extension String {
    /// Appends `text` to an HTML buffer, in a span of `tokenClass` when given.
    mutating func appendToken(_ text: Substring, class tokenClass: String?) {
        if let tokenClass {
            self += "<span class=\"tok-\(tokenClass)\">"
            text.appendHTMLEscaped(to: &self)
            self += "</span>"
        } else {
            text.appendHTMLEscaped(to: &self)
        }
    }
}
