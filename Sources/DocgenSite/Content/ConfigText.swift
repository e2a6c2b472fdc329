import DocgenSupport

/// The few literals docgen reads from a JavaScript or TypeScript site config
/// (`docusaurus.config.ts`, `astro.config.mjs`) without running it: string literals after a
/// key, and object literals (`{ … }`) walked by their keys. Comments, strings and template
/// literals are stepped over so that a brace or a key inside them is not taken for code;
/// anything docgen cannot know without running the file (a variable, a call, a template
/// with `${}`) reads as nil, and the caller falls back to its default.
enum ConfigText {
    /// The string literal of the first `key: '…'` (or `"…"`) in `text`; nil when the value is
    /// anything else (a variable, a template literal), which docgen cannot know.
    static func stringLiteral(after key: String, in text: Substring) -> String? {
        value(after: key, in: text).flatMap(string(at:))
    }

    /// The text after the first `key:` in `text` (from its value to the end of `text`).
    static func value(after key: String, in text: Substring) -> Substring? {
        var rest = text
        while let found = rest.firstRange(of: key) {
            defer { rest = rest[found.upperBound...] }
            guard isWholeKey(found, in: rest) else { continue }
            let value = rest[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard value.first == ":" else { continue }
            return value.dropFirst().drop(while: \.isWhitespace)
        }
        return nil
    }

    static func stringLiteral(after key: String, in text: String) -> String? {
        stringLiteral(after: key, in: Substring(text))
    }

    /// The object literal that a value's text is (after any whitespace), or nil.
    static func object(at text: Substring) -> Substring? {
        let text = text.drop(while: \.isWhitespace)
        guard text.first == "{", let end = closingBrace(of: text) else { return nil }
        return text[...end]
    }

    /// The object literal `{ … }` (braces included) of the first `key: {` in `text`, or of the
    /// first argument of the first `key({` call; nil when there is none or it is never closed.
    static func object(after key: String, in text: Substring) -> Substring? {
        var rest = text
        while let found = rest.firstRange(of: key) {
            defer { rest = rest[found.upperBound...] }
            guard isWholeKey(found, in: rest) else { continue }
            var value = rest[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard value.first == ":" || value.first == "(" else { continue }
            value = value.dropFirst().drop(while: \.isWhitespace)
            guard value.first == "{", let end = closingBrace(of: value) else { continue }
            return value[...end]
        }
        return nil
    }

    /// The top-level entries of an object literal (`{ root: {…}, 'zh-cn': {…} }`): each key
    /// (bare or quoted) and the text of its value, in order. Spread entries and computed keys,
    /// which need the code run, are left out.
    static func entries(of object: Substring) -> [(key: String, value: Substring)] {
        guard object.first == "{" else { return [] }
        var result: [(key: String, value: Substring)] = []
        var i = object.index(after: object.startIndex)
        let end = object.index(before: object.endIndex)
        while i < end {
            i = skipTrivia(object, from: i, to: end)
            guard i < end else { break }
            // The key.
            var key: String?
            if object[i] == "'" || object[i] == "\"" {
                key = string(at: object[i..<end])
                i = skipValue(object, from: i, to: end)
            } else {
                let start = i
                while i < end, object[i].isLetter || object[i].isNumber || object[i] == "_" || object[i] == "$" { i = object.index(after: i) }
                if i > start { key = String(object[start..<i]) }
            }
            i = skipTrivia(object, from: i, to: end)
            guard let key, i < end, object[i] == ":" else {
                // Not `key: value` (a spread, a shorthand, a method): skip to the next entry.
                i = skipValue(object, from: i, to: end)
                if i < end { i = object.index(after: i) }
                continue
            }
            i = skipTrivia(object, from: object.index(after: i), to: end)
            let valueStart = i
            i = skipValue(object, from: i, to: end)
            result.append((key, object[valueStart..<i]))
            if i < end { i = object.index(after: i) }  // the comma
        }
        return result
    }

    /// The line and column of `index` in `text` (columns count characters).
    static func location(of index: Substring.Index, in text: Substring) -> SourceLocation {
        let before = text[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.reversed().prefix { $0 != "\n" }.count + 1
        return SourceLocation(line: line, column: column)
    }

    /// Where the first whole `key` is in `text`.
    static func location(ofKey key: String, in text: Substring) -> SourceLocation? {
        var rest = text
        while let found = rest.firstRange(of: key) {
            if isWholeKey(found, in: rest) { return location(of: found.lowerBound, in: text) }
            rest = rest[found.upperBound...]
        }
        return nil
    }

    // MARK: - Scanning

    /// False when `found` is the end of a longer name (`siteTitle` for `title`) or a property
    /// reached through a dot.
    private static func isWholeKey(_ found: Range<Substring.Index>, in text: Substring) -> Bool {
        guard found.lowerBound > text.startIndex, let before = text[..<found.lowerBound].last else { return true }
        return !(before.isLetter || before.isNumber || before == "_" || before == "." || before == "$")
    }

    /// The string literal that `text` starts with (after any whitespace), when it has no
    /// escapes or line breaks.
    static func string(at text: Substring) -> String? {
        let text = text.drop(while: \.isWhitespace)
        guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
        let body = text.dropFirst().prefix { $0 != quote && $0 != "\n" }
        guard body.endIndex < text.endIndex, text[body.endIndex] == quote, !body.contains("\\") else { return nil }
        return String(body)
    }

    /// The string literals of the array literal `text` starts with (`['en', "ja"]`); nil when
    /// it is no array or holds anything but plain string literals (a variable, a spread).
    static func strings(at text: Substring) -> [String]? {
        var rest = text.drop(while: \.isWhitespace)
        guard rest.first == "[" else { return nil }
        rest = rest.dropFirst()
        var found: [String] = []
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard let first = rest.first else { return nil }
            if first == "]" { return found }
            guard let string = string(at: rest) else { return nil }
            found.append(string)
            rest = rest.dropFirst(string.count + 2)
        }
    }

    /// The index of the `}` that closes the `{` `text` starts with.
    private static func closingBrace(of text: Substring) -> Substring.Index? {
        let end = skipValue(text, from: text.startIndex, to: text.endIndex)
        guard end > text.startIndex else { return nil }
        let last = text.index(before: end)
        return text[last] == "}" ? last : nil
    }

    /// Past whitespace and comments.
    private static func skipTrivia(_ text: Substring, from start: Substring.Index, to end: Substring.Index) -> Substring.Index {
        var i = start
        while i < end {
            if text[i].isWhitespace {
                i = text.index(after: i)
            } else if text[i...].hasPrefix("//") {
                i = text[i..<end].firstIndex(of: "\n") ?? end
            } else if text[i...].hasPrefix("/*") {
                i = text[text.index(i, offsetBy: 2)..<end].firstRange(of: "*/")?.upperBound ?? end
            } else {
                break
            }
        }
        return i
    }

    /// Past one value: to the `,` or closing bracket that ends it at its own depth (or past
    /// the bracket it starts with, when it starts with one), stepping over strings and comments.
    private static func skipValue(_ text: Substring, from start: Substring.Index, to end: Substring.Index) -> Substring.Index {
        var depth = 0
        var i = start
        while i < end {
            let c = text[i]
            switch c {
            case "'", "\"", "`":
                i = text.index(after: i)
                while i < end, text[i] != c {
                    if text[i] == "\\" { i = text.index(after: i); if i == end { break } }
                    if c != "`", text[i] == "\n" { break }
                    i = text.index(after: i)
                }
                if i < end { i = text.index(after: i) }
                if depth == 0, start < i, text[start] == c { return i }
                continue
            case "/" where text[i...].hasPrefix("//") || text[i...].hasPrefix("/*"):
                i = skipTrivia(text, from: i, to: end)
                continue
            case "{", "[", "(":
                depth += 1
            case "}", "]", ")":
                if depth == 0 { return i }
                depth -= 1
                if depth == 0, "{[(".contains(text[start]) { return text.index(after: i) }
            case "," where depth == 0:
                return i
            default:
                break
            }
            i = text.index(after: i)
        }
        return i
    }
}
