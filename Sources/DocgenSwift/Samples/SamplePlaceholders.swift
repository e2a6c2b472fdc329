import DocgenSupport

/// Placeholders guides write where a value goes (`with: <paywall configuration object>`,
/// `forPaywall: <paywall>`, `apiKey: <YOUR_API_KEY>`): not Swift, so the parser would report
/// them and the rest of the call. Before a sample is parsed each one becomes an identifier of
/// the same length in bytes (`_paywall_configuration_object_`), so every place after it stays
/// where it is, and a value the check cannot follow is left alone.
///
/// A `<…>` is a placeholder where an expression or a type name starts (after `:`, `(`, `,`,
/// `=`, `[`, `{`, at the start of a line, or after `extension`, `return` and the like) and holds text on one line (no `<`, `>`, quotes, brackets or
/// operators): `Array<Int>`, `a < b` and `x as Set<String>` are left alone, and so are strings
/// and comments.
///
/// An ellipsis that stands for elided code is masked the same way (`...` and `…` are both three
/// bytes, `___`): a line that holds nothing else (a body left out), and a value left out after
/// `=` at the end of a line (`let session = ... // Some Session`).
package enum SamplePlaceholders {
    /// `code` with its placeholders masked; `code` itself when it has none.
    package static func masked(_ code: String) -> String {
        // Every sample of a site comes through here: the passes run only on code that has what
        // they look for (`...`, `…`, a comment after `=`; a first line of `case` or `default`).
        let withEllipses = code.firstRange(ofLiteral: "...") != nil || code.firstRange(ofLiteral: "…") != nil
            || code.firstRange(ofLiteral: "= //") != nil ? maskedEllipses(code) : code
        let withCases = startsWithCase(withEllipses) ? maskedSwitchFragment(withEllipses) : withEllipses
        return maskedAngles(withCases)
    }

    /// True when the first line of code (comments and blank lines aside) starts with `case`,
    /// `default` or `@unknown`.
    private static func startsWithCase(_ code: String) -> Bool {
        for line in code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard let first = line.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) else { continue }
            let rest = line[first...]
            if rest.starts(with: "//".utf8) { continue }
            return rest.starts(with: "case".utf8) || rest.starts(with: "default".utf8) || rest.starts(with: "@unknown".utf8)
        }
        return false
    }

    /// A block that is part of a `switch` (or an enum's cases), starting with `case .tapped:` or
    /// `default:`: its `case` and `default` lines, at the first one's indentation or less,
    /// become comments (`case` → `//se`), so the bodies under them parse as statements.
    private static func maskedSwitchFragment(_ code: String) -> String {
        func isCaseLine(_ text: String) -> Bool {
            text.hasPrefix("case ") || text.hasPrefix("case\t") || text.hasPrefix("default:") || text.hasPrefix("@unknown default")
        }
        var bytes = Array(code.utf8)
        var lineStart = 0
        var baseIndent: Int?
        var depth = 0
        var changed = false
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            let content = String(decoding: bytes[first..<min(lineEnd, first + 20)], as: UTF8.self)
            let indent = first - lineStart
            if first < lineEnd, !(bytes[first] == UInt8(ascii: "/") && first + 1 < lineEnd && bytes[first + 1] == UInt8(ascii: "/")),
               !(bytes[first] == UInt8(ascii: "\r")) {
                if baseIndent == nil {
                    // Only a block whose first line of code is a case.
                    guard isCaseLine(content) else { return code }
                    baseIndent = indent
                }
                // Not the cases of a `switch` the fragment itself opens (`switch state.step {`).
                if let base = baseIndent, indent <= base, depth == 0, isCaseLine(content) {
                    bytes[first] = UInt8(ascii: "/")
                    bytes[first + 1] = UInt8(ascii: "/")
                    changed = true
                }
            }
            // Braces opened and closed on the line, outside strings and comments.
            var quoted = false
            var k = first
            while k < lineEnd {
                let byte = bytes[k]
                if byte == UInt8(ascii: "\"") { quoted.toggle() }
                if !quoted {
                    if byte == UInt8(ascii: "/"), k + 1 < lineEnd, bytes[k + 1] == UInt8(ascii: "/") { break }
                    if byte == UInt8(ascii: "{") { depth += 1 }
                    if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                }
                k += 1
            }
            lineStart = lineEnd + 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : code
    }

    private static func maskedAngles(_ code: String) -> String {
        guard code.utf8.contains(UInt8(ascii: "<")) else { return code }
        var bytes = Array(code.utf8)
        var changed = false
        var i = 0
        var lastSignificant: UInt8 = UInt8(ascii: "\n")
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                i = skipString(bytes, from: i)
                lastSignificant = byte
                continue
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            case UInt8(ascii: "<") where startsExpression.contains(lastSignificant) || followsKeyword(bytes, before: i):
                if let end = placeholderEnd(bytes, from: i) {
                    for k in i...end { bytes[k] = UInt8(ascii: "_") }
                    changed = true
                    lastSignificant = UInt8(ascii: "_")
                    i = end + 1
                    continue
                }
            default:
                break
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") { lastSignificant = byte }
            i += 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : code
    }

    /// `code` with each ellipsis that stands for elided code (see the type's comment) masked.
    private static func maskedEllipses(_ code: String) -> String {
        var bytes = Array(code.utf8)
        var changed = false
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if let at = elidedEllipsis(bytes, lineStart..<lineEnd) {
                for k in at..<(at + 3) { bytes[k] = UInt8(ascii: "_") }
                changed = true
            } else if let comment = elidedByComment(bytes, lineStart..<lineEnd) {
                for k in comment { bytes[k] = UInt8(ascii: "_") }
                changed = true
            }
            lineStart = lineEnd + 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : code
    }

    /// The comment that stands for a value left out, `let data: Data = //...` or `= // an
    /// image`: after a binding's `=` that only spaces follow, up to the line's end.
    private static func elidedByComment(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int>? {
        var k = line.lowerBound
        var quotes = 0
        while k + 1 < line.upperBound {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\"") { quotes += 1 }
            if byte == UInt8(ascii: "/"), bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*") { return nil }
            if byte == UInt8(ascii: "="), quotes % 2 == 0, k > line.lowerBound, bytes[k - 1] == UInt8(ascii: " "), bytes[k + 1] == UInt8(ascii: " ") {
                var value = k + 1
                while value < line.upperBound, bytes[value] == UInt8(ascii: " ") { value += 1 }
                guard value + 1 < line.upperBound, bytes[value] == UInt8(ascii: "/"), bytes[value + 1] == UInt8(ascii: "/") else { return nil }
                // Only a binding's value: `let x: T = //…`, `var x = //…`.
                var start = line.lowerBound
                while start < k, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
                let keyword = bytes[start..<min(start + 4, k)]
                guard keyword.elementsEqual("let ".utf8) || keyword.elementsEqual("var ".utf8) else { return nil }
                var end = line.upperBound
                while end > value, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return value..<end
            }
            k += 1
        }
        return nil
    }

    /// Where the ellipsis of `line` that stands for elided code starts: the line's only content
    /// (a comment aside), or the value after an `=` that ends the line.
    private static func elidedEllipsis(_ bytes: [UInt8], _ line: Range<Int>) -> Int? {
        func isSpace(_ k: Int) -> Bool { bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") || bytes[k] == UInt8(ascii: "\r") }
        func isEllipsis(_ k: Int) -> Bool {
            guard k + 3 <= line.upperBound else { return false }
            return bytes[k..<(k + 3)].elementsEqual("...".utf8) || bytes[k..<(k + 3)].elementsEqual("…".utf8)
        }
        // Where the code of the line ends: before a `//` comment or trailing spaces.
        func endsCode(after k: Int) -> Bool {
            var j = k
            while j < line.upperBound, isSpace(j) { j += 1 }
            return j == line.upperBound || bytes[j] == UInt8(ascii: ";")
                || (j + 1 < line.upperBound && bytes[j] == UInt8(ascii: "/") && bytes[j + 1] == UInt8(ascii: "/"))
        }
        var first = line.lowerBound
        while first < line.upperBound, isSpace(first) { first += 1 }
        if isEllipsis(first), endsCode(after: first + 3) { return first }
        // `= ...` at the end: the `=` an assignment's or a binding's, not `==`, `<=`, `+=`….
        var k = first
        var quotes = 0
        while k < line.upperBound {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\"") { quotes += 1 }
            if byte == UInt8(ascii: "/"), k + 1 < line.upperBound, bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*") { return nil }
            if byte == UInt8(ascii: "="), quotes % 2 == 0, k > line.lowerBound, isSpace(k - 1), k + 1 < line.upperBound, isSpace(k + 1) {
                var value = k + 1
                while value < line.upperBound, isSpace(value) { value += 1 }
                if isEllipsis(value), endsCode(after: value + 3) { return value }
            }
            // `{ frame in ... }`: a closure's body left out after its parameters (which say its
            // arity; `{ ... }` alone says nothing and stays a syntax error).
            if quotes % 2 == 0, isEllipsis(k), k >= 3, bytes[(k - 3)..<k].elementsEqual(" in".utf8) || (k >= 4 && bytes[(k - 4)..<(k - 1)].elementsEqual(" in".utf8) && isSpace(k - 1)) {
                var next = k + 3
                while next < line.upperBound, isSpace(next) { next += 1 }
                if next < line.upperBound, bytes[next] == UInt8(ascii: "}") { return k }
            }
            k += 1
        }
        return nil
    }

    /// What may come right before a placeholder (spaces aside); a line break counts as the start.
    private static let startsExpression: Set<UInt8> = Set(":(,=[{\n".utf8)

    /// Keywords a placeholder may follow: `extension <YourDelegate>: AdaptyDelegate`,
    /// `return <the result>`.
    private static let keywords: Set<String> = ["extension", "class", "struct", "enum", "actor", "return", "throw", "try", "await", "in", "case"]

    /// True when the word before `index` (spaces aside, at least one) is one of `keywords`.
    private static func followsKeyword(_ bytes: [UInt8], before index: Int) -> Bool {
        var end = index
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end < index else { return false }
        var start = end
        while start > 0, (bytes[start - 1] >= UInt8(ascii: "a") && bytes[start - 1] <= UInt8(ascii: "z")) { start -= 1 }
        guard start < end, start == 0 || !SwiftParseGuard.isNameByte(bytes[start - 1]) else { return false }
        return keywords.contains(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// The index of the `>` that closes a placeholder opened at `start`, or nil.
    private static func placeholderEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var k = start + 1
        var letters = 0
        while k < bytes.count, k - start <= 120 {
            let byte = bytes[k]
            if byte == UInt8(ascii: ">") {
                guard letters > 0, bytes[start + 1] != UInt8(ascii: " ") else { return nil }
                // What follows must end the value: a separator, a closing bracket, a line end.
                var next = k + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                guard next == bytes.count || Set(",)]}\n\r.;:{".utf8).contains(bytes[next]) else { return nil }
                return k
            }
            if byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
                letters += 1
            } else if !Self.inner.contains(byte) {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// Besides letters (and any non-ASCII text): what a placeholder's words may hold.
    private static let inner: Set<UInt8> = Set("0123456789 _.-'#/".utf8)

    /// The index after the string literal that starts at `start` (`"…"`, `"""…"""`).
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isBlock = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var k = start + (isBlock ? 3 : 1)
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: "\\") { k += 2; continue }
            if isBlock {
                if k + 2 < bytes.count, bytes[k] == quote, bytes[k + 1] == quote, bytes[k + 2] == quote { return k + 3 }
            } else {
                if bytes[k] == quote { return k + 1 }
                if bytes[k] == UInt8(ascii: "\n") { return k }
            }
            k += 1
        }
        return k
    }
}
