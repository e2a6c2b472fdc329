import DocgenSupport
import DocgenSwift

/// Turns source code into HTML with `tok-*` spans. A highlighter never fails: code it cannot
/// read comes back escaped and unhighlighted.
public protocol CodeHighlighter: Sendable {
    func highlight(_ code: String) -> String

    /// True when highlighting costs more than reading a file: results are then kept between
    /// runs (`HighlightStore`).
    var isCostly: Bool { get }
}

extension CodeHighlighter {
    public var isCostly: Bool { false }
}

/// The highlighters by fence language.
public enum CodeHighlighters {
    public static func highlighter(for language: String) -> (any CodeHighlighter)? {
        switch language.lowercased() {
        case "swift": return SwiftCodeHighlighter()
        case "json", "jsonc", "json5": return JSONHighlighter()
        default: return GrammarHighlighter(language: language)
        }
    }

    /// Translations repeat their original's code blocks byte for byte, so each distinct block
    /// is highlighted once per build. Bounded: a preview server lives through thousands of
    /// edits, each a new block.
    private static let cache = Locked(HighlightCache(limit: 64 << 20))

    /// The highlighted HTML of `code`, or nil when no highlighter knows `language`.
    public static func highlight(_ code: String, language: String) -> String? {
        guard let highlighter = highlighter(for: language) else { return nil }
        let key = language + "\u{0}" + code
        if let hit = cache.withLock({ $0.entries[key] }) { return hit }
        let store = highlighter.isCostly ? HighlightStore.shared : nil
        let html = store?.html(for: code, language: language) ?? {
            let html = highlighter.highlight(code)
            store?.store(html, for: code, language: language)
            return html
        }()
        cache.withLock { $0.insert(html, for: key) }
        return html
    }
}

/// Highlighted blocks by language and code, up to `limit` UTF-8 bytes of keys and values;
/// past it, it starts again empty (cheaper than tracking use, and a build refills it at once).
struct HighlightCache {
    let limit: Int
    private(set) var entries: [String: String] = [:]
    private(set) var bytes = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func insert(_ html: String, for key: String) {
        if let old = entries.updateValue(html, forKey: key) {
            bytes += html.utf8.count - old.utf8.count
            return
        }
        let size = key.utf8.count + html.utf8.count
        if bytes + size > limit {
            entries = [key: html]
            bytes = size
        } else {
            bytes += size
        }
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
