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
/// An ellipsis that stands for elided code is masked too, in the same bytes (`...` and `…` are
/// both three). Where it stands for statements or members it becomes a comment that says code
/// was left out (`isElisionMark`): a line that holds nothing else (`//_`), a
/// body that is only an ellipsis (`struct Place: TableRecord { ... }`, `.filter { ... }` →
/// `{/*___*/}`), a line of prose that opens with one (`... your logic ...`). Where it stands for
/// a value it becomes an identifier (`___`): after `=`, `return`, `throw`, `try` or `await` at
/// the end of a line, as an array's element (`[Date(), ...]`), on a line of its own after a `case` label or `=`.
/// A binding's value left out after its type (`let xs: Observable<E> ....`) becomes `=___`,
/// and a comment standing for a value (`let data: Data = //...`, `throw /* some error */`, a
/// condition `if /* other condition */ {`) an
/// identifier. Ranges (`0...10`, `items[...2]`, `items[...]`) and variadics stay as written.
package enum SamplePlaceholders {
    /// `code` with its placeholders masked; `code` itself when it has none.
    package static func masked(_ code: String) -> String {
        // Every sample of a site comes through here: the passes run only on code that has what
        // they look for (`...`, `…`, a comment for a value; a first line of `case` or `default`).
        let withEllipses = code.firstRange(ofLiteral: "...") != nil || code.firstRange(ofLiteral: "…") != nil
            || code.firstRange(ofLiteral: "= //") != nil || code.firstRange(ofLiteral: "throw /") != nil
            || code.firstRange(ofLiteral: "try /") != nil || code.firstRange(ofLiteral: "if /*") != nil
            || code.firstRange(ofLiteral: "while /*") != nil || code.firstRange(ofLiteral: "guard /*") != nil
            || code.firstRange(ofLiteral: ": /*") != nil ? maskedEllipses(code) : code
        let withCases = startsWithCase(withEllipses) ? maskedSwitchFragment(withEllipses) : withEllipses
        return maskedAngles(withCases)
    }

    /// True when the first line of code (comments and blank lines aside) starts with `case`,
    /// `default` or `@unknown`.
    package static func startsWithCase(_ code: String) -> Bool {
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
    /// become comments (`case` → `//se`), so the bodies under them parse as statements, and the
    /// braces that close the `switch` after them (lines of `}` nothing in the block opened) spaces.
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
                // A line of closing braces nothing in the fragment opened, at the cases'
                // indentation or less, closes the `switch` (and the body) the cases came from.
                if let base = baseIndent, indent <= base, depth == 0, bytes[first] == UInt8(ascii: "}"),
                   bytes[first..<lineEnd].allSatisfy({ $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
                    for k in first..<lineEnd where bytes[k] == UInt8(ascii: "}") { bytes[k] = UInt8(ascii: " ") }
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
        guard code.containsByte(UInt8(ascii: "<")) else { return code }
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
        // The brackets open at the start of each line (outside strings and comments), innermost
        // last: an array literal's elements are values (`elidedElements`).
        var open: [UInt8] = []
        var previousLine: Range<Int>?
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = lineStart..<lineEnd
            if maskElidedBodies(&bytes, line) { changed = true }
            if let dots = dotsLine(bytes, line) {
                // `....`, `.....`: more dots, the same meaning.
                write(elisionComment: &bytes, dots)
                changed = true
            } else if let at = elidedEllipsis(bytes, line) {
                // A line of its own becomes a comment, which a type's body, a call's arguments
                // (`Package(\n    ...\n    dependencies: […])`) and a list may hold; but a case
                // needs a statement (`case .a:` then `...`), and a value after `=` an expression.
                let needsValue = previousLine.map { isCaseLabel(bytes, $0) || endsWithAssignment(bytes, $0) } ?? false
                if !needsValue, firstCode(bytes, line) == at {
                    write(elisionComment: &bytes, at..<(at + 3))
                } else {
                    for k in at..<(at + 3) { bytes[k] = UInt8(ascii: "_") }
                }
                // Another value left out on the line (`let a: Tag = ..., b: Tag = ...`).
                while let next = elidedEllipsis(bytes, line) {
                    for k in next..<(next + 3) { bytes[k] = UInt8(ascii: "_") }
                }
                changed = true
            } else if let leading = elidedLine(bytes, line) {
                write(elisionComment: &bytes, leading)
                changed = true
            } else if let value = elidedTypedValue(bytes, line) {
                bytes[value.lowerBound] = UInt8(ascii: "=")
                for k in (value.lowerBound + 1)..<value.upperBound { bytes[k] = UInt8(ascii: "_") }
                changed = true
            } else if let comment = elidedByComment(bytes, line) {
                for k in comment { bytes[k] = UInt8(ascii: "_") }
                changed = true
            }
            for comment in elidedArguments(bytes, line) {
                for k in comment { bytes[k] = UInt8(ascii: "_") }
                changed = true
            }
            for at in elidedElements(bytes, line, open: open) {
                for k in at..<(at + 3) { bytes[k] = UInt8(ascii: "_") }
                changed = true
            }
            track(&open, bytes, line)
            if firstCode(bytes, line) != nil { previousLine = line }
            lineStart = lineEnd + 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : code
    }

    /// True when `text`, a comment's text without its `//` or `/* */`, is one this type wrote
    /// for an ellipsis (`//_`, `//_ // a note`, `/*___*/`; `/**/` too, for a block comment):
    /// the sample's author left code out there.
    package static func isElisionMark(_ text: Substring, block: Bool) -> Bool {
        if block && text.isEmpty { return true }
        let word = text.prefix { $0 != " " && $0 != "\t" }
        return !word.isEmpty && word.allSatisfy { $0 == "_" }
    }

    /// Makes `range` (an ellipsis, or what a line holds from one on, with no code after it) a
    /// line comment of the same length that `isElisionMark` knows: `//_…`.
    private static func write(elisionComment bytes: inout [UInt8], _ range: Range<Int>) {
        for k in range { bytes[k] = UInt8(ascii: "_") }
        bytes[range.lowerBound] = UInt8(ascii: "/")
        bytes[range.lowerBound + 1] = UInt8(ascii: "/")
    }

    /// Where the line's code starts (spaces aside), or nil for a blank line or a comment.
    private static func firstCode(_ bytes: [UInt8], _ line: Range<Int>) -> Int? {
        var k = line.lowerBound
        while k < line.upperBound, isSpace(bytes[k]) { k += 1 }
        guard k < line.upperBound, !(bytes[k] == UInt8(ascii: "/") && k + 1 < line.upperBound && bytes[k + 1] == UInt8(ascii: "/")) else { return nil }
        return k
    }

    /// True when the line's code is a `case …:` or `default:` label with nothing after it.
    private static func isCaseLabel(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        guard let first = firstCode(bytes, line) else { return false }
        let text = bytes[first..<line.upperBound]
        guard text.starts(with: "case ".utf8) || text.starts(with: "default".utf8) || text.starts(with: "@unknown".utf8) else { return false }
        var end = line.upperBound
        while end > first, isSpace(bytes[end - 1]) { end -= 1 }
        return end > first && bytes[end - 1] == UInt8(ascii: ":")
    }

    /// True when the line's code ends with `=` (a value follows on the next line).
    private static func endsWithAssignment(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        var end = line.upperBound
        while end > line.lowerBound, isSpace(bytes[end - 1]) { end -= 1 }
        return end > line.lowerBound && bytes[end - 1] == UInt8(ascii: "=")
    }

    /// Pushes and pops the brackets the line opens and closes, strings and comments aside.
    private static func track(_ open: inout [UInt8], _ bytes: [UInt8], _ line: Range<Int>) {
        for k in codePositions(bytes, line) {
            switch bytes[k] {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): open.append(bytes[k])
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): _ = open.popLast()
            default: break
            }
        }
    }

    /// The positions of the line's code, in order: outside string literals (escapes
    /// skipped) and before a `//` or `/*` comment.
    private static func codePositions(_ bytes: [UInt8], _ line: Range<Int>) -> [Int] {
        var positions: [Int] = []
        var quoted = false
        var k = line.lowerBound
        while k < line.upperBound {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\\") { k += 2; continue }
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted {
                if byte == UInt8(ascii: "/"), k + 1 < line.upperBound, bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*") { break }
                if byte != UInt8(ascii: "\"") { positions.append(k) }
            }
            k += 1
        }
        return positions
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isEllipsis(_ bytes: [UInt8], _ k: Int, end: Int) -> Bool {
        guard k >= 0, k + 3 <= end else { return false }
        return bytes[k..<(k + 3)].elementsEqual("...".utf8) || bytes[k..<(k + 3)].elementsEqual("…".utf8)
    }

    /// Masks the bodies on the line that are only an ellipsis, or open with one: `{ ... }`,
    /// `struct Place: TableRecord { ... }`, `{ ... a, b, c ... }`. Each body between its braces
    /// becomes a comment (`{/*___*/}`), so a type's body left out parses and says so; a body
    /// too short for one (`{...}`) gets an identifier.
    private static func maskElidedBodies(_ bytes: inout [UInt8], _ line: Range<Int>) -> Bool {
        var changed = false
        var after = line.lowerBound
        for k in codePositions(bytes, line) where k >= after && bytes[k] == UInt8(ascii: "{") {
            var first = k + 1
            while first < line.upperBound, isSpace(bytes[first]) { first += 1 }
            guard isEllipsis(bytes, first, end: line.upperBound) else { continue }
            // The body's end: the next `}`, with no brace, quote or comment before it.
            var close = first + 3
            while close < line.upperBound, !"{}\"".utf8.contains(bytes[close]),
                  !(bytes[close] == UInt8(ascii: "/") && close + 1 < line.upperBound && "/*".utf8.contains(bytes[close + 1])) {
                close += 1
            }
            guard close < line.upperBound, bytes[close] == UInt8(ascii: "}") else { continue }
            let body = (k + 1)..<close
            if body.count >= 4 {
                for j in body { bytes[j] = UInt8(ascii: "_") }
                bytes[body.lowerBound] = UInt8(ascii: "/")
                bytes[body.lowerBound + 1] = UInt8(ascii: "*")
                bytes[body.upperBound - 2] = UInt8(ascii: "*")
                bytes[body.upperBound - 1] = UInt8(ascii: "/")
            } else {
                for j in first..<(first + 3) { bytes[j] = UInt8(ascii: "_") }
            }
            changed = true
            after = close + 1
        }
        return changed
    }

    /// A line whose code is only four dots or more (`....`), a comment aside.
    private static func dotsLine(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int>? {
        guard let first = firstCode(bytes, line) else { return nil }
        var end = first
        while end < line.upperBound, bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end - first >= 4 else { return nil }
        var rest = end
        while rest < line.upperBound, isSpace(bytes[rest]) { rest += 1 }
        guard rest == line.upperBound || (rest + 1 < line.upperBound && bytes[rest] == UInt8(ascii: "/") && bytes[rest + 1] == UInt8(ascii: "/")) else { return nil }
        return first..<end
    }

    /// A line whose code starts with an ellipsis and a space and goes on with words, no
    /// brackets (`... b ... // your logic`): prose standing for code, from the ellipsis on.
    private static func elidedLine(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int>? {
        guard let first = firstCode(bytes, line), isEllipsis(bytes, first, end: line.upperBound),
              first + 3 < line.upperBound, isSpace(bytes[first + 3]) else { return nil }
        var end = line.upperBound
        while end > first, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard !bytes[first..<end].contains(where: { "{}()[]\"".utf8.contains($0) }) else { return nil }
        return first..<end
    }

    /// A binding with a type and its value left out, `let xs: Observable<E> ....` or `let
    /// object: NSObject ...`: the space and dots (or the fourth dot) become `=___`.
    private static func elidedTypedValue(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int>? {
        guard let first = firstCode(bytes, line) else { return nil }
        let text = bytes[first..<line.upperBound]
        guard text.starts(with: "let ".utf8) || text.starts(with: "var ".utf8),
              text.contains(UInt8(ascii: ":")), !text.contains(UInt8(ascii: "=")), !text.contains(UInt8(ascii: "\"")) else { return nil }
        var end = line.upperBound
        while end > first, isSpace(bytes[end - 1]) { end -= 1 }
        if end - 4 > first, bytes[(end - 4)..<end].elementsEqual("....".utf8), isSpace(bytes[end - 5]) { return (end - 4)..<end }
        if end - 4 > first, isEllipsis(bytes, end - 3, end: end), isSpace(bytes[end - 4]) { return (end - 4)..<end }
        return nil
    }

    /// The ellipses of the line that stand for elements of an array literal (`[Date(), ...]`,
    /// `arguments: [...]`) or for a type (`elidedType`). Not a subscript's (`items[...]` is the
    /// whole collection) and not a range's (`0...`, `...2`).
    private static func elidedElements(_ bytes: [UInt8], _ line: Range<Int>, open: [UInt8]) -> [Int] {
        var found: [Int] = []
        var stack = open
        var literal: [Bool] = open.map { _ in false }
        var after = line.lowerBound
        for k in codePositions(bytes, line) where k >= after {
            switch bytes[k] {
            case UInt8(ascii: "["):
                var before = k - 1
                while before >= line.lowerBound, isSpace(bytes[before]) { before -= 1 }
                let isSubscript = before >= line.lowerBound && before == k - 1
                    && (SwiftParseGuard.isNameByte(bytes[before]) || ")]?!>".utf8.contains(bytes[before]))
                stack.append(bytes[k])
                literal.append(!isSubscript)
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                stack.append(bytes[k])
                literal.append(false)
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                _ = stack.popLast()
                _ = literal.popLast()
            default:
                guard isEllipsis(bytes, k, end: line.upperBound) else { continue }
                if let type = elidedType(bytes, k, line) {
                    found.append(type)
                    after = k + 3
                } else if literal.last == true, stack.last == UInt8(ascii: "[") {
                    var before = k - 1
                    while before >= line.lowerBound, isSpace(bytes[before]) { before -= 1 }
                    var next = k + 3
                    while next < line.upperBound, isSpace(bytes[next]) { next += 1 }
                    let opens = before < line.lowerBound || "[,".utf8.contains(bytes[before])
                    let closes = next == line.upperBound || "],".utf8.contains(bytes[next])
                    if opens && closes {
                        found.append(k)
                        after = k + 3
                    }
                }
            }
        }
        return found
    }

    /// `at` when the ellipsis there stands for a type: a generic argument (`Promise<…>`) or
    /// an annotation's type before `!` or `?` (`var result: …!`).
    private static func elidedType(_ bytes: [UInt8], _ at: Int, _ line: Range<Int>) -> Int? {
        guard at > line.lowerBound, at + 3 < line.upperBound else { return nil }
        let before = bytes[at - 1], after = bytes[at + 3]
        if before == UInt8(ascii: "<"), after == UInt8(ascii: ">") || after == UInt8(ascii: ",") { return at }
        if at - 2 >= line.lowerBound, before == UInt8(ascii: " "), bytes[at - 2] == UInt8(ascii: ":"),
           after == UInt8(ascii: "!") || after == UInt8(ascii: "?") { return at }
        return nil
    }

    /// The comment that stands for a value left out, `let data: Data = //...` or `= // an
    /// image`: after a binding's `=` that only spaces follow, up to the line's end; and the
    /// error a `throw /* some error */` or `try /* … */` leaves out.
    private static func elidedByComment(_ bytes: [UInt8], _ line: Range<Int>) -> Range<Int>? {
        if let first = firstCode(bytes, line), let condition = elidedCondition(bytes, line, first: first) { return condition }
        if let first = firstCode(bytes, line) {
            for keyword in ["throw ", "try "] where bytes[first..<line.upperBound].starts(with: keyword.utf8) {
                var value = first + keyword.utf8.count
                while value < line.upperBound, isSpace(bytes[value]) { value += 1 }
                guard value + 1 < line.upperBound, bytes[value] == UInt8(ascii: "/"), "/*".utf8.contains(bytes[value + 1]) else { return nil }
                var end = line.upperBound
                while end > value, isSpace(bytes[end - 1]) { end -= 1 }
                // A block comment must close where the line ends.
                if bytes[value + 1] == UInt8(ascii: "*") {
                    guard end - value >= 4, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/"),
                          !bytes[(value + 2)..<(end - 2)].contains(UInt8(ascii: "/")) else { return nil }
                }
                return value..<end
            }
        }
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

    /// The block comments that stand for an argument's value: `bundle: /* your bundle */)`,
    /// the comment right after a label's colon and closing before the `)`, `,` or `]` that
    /// ends the argument (or the line's end, when the arguments go on). A comment beside a
    /// value (`bundle: .main /* the app's */)`), or in a string, stays as written.
    private static func elidedArguments(_ bytes: [UInt8], _ line: Range<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var inString = false
        var k = line.lowerBound
        while k < line.upperBound {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\\") { k += 2; continue }
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            if !inString, byte == UInt8(ascii: "/"), k + 1 < line.upperBound, bytes[k + 1] == UInt8(ascii: "/") { break }
            guard !inString, byte == UInt8(ascii: ":") else { k += 1; continue }
            var value = k + 1
            while value < line.upperBound, isSpace(bytes[value]) { value += 1 }
            guard value > k + 1, value + 1 < line.upperBound, bytes[value] == UInt8(ascii: "/"), bytes[value + 1] == UInt8(ascii: "*") else { k += 1; continue }
            var close = value + 2
            while close + 1 < line.upperBound, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) { close += 1 }
            guard close + 1 < line.upperBound else { break }
            var after = close + 2
            while after < line.upperBound, isSpace(bytes[after]) { after += 1 }
            if after == line.upperBound || bytes[after] == UInt8(ascii: ")") || bytes[after] == UInt8(ascii: ",") || bytes[after] == UInt8(ascii: "]") {
                found.append(value..<(close + 2))
            }
            k = close + 2
        }
        return found
    }

    /// The block comment that stands for a condition left out: `if /* other condition */ {`,
    /// `} else if /* … */ {`, `while /* … */ {`, `guard /* … */ else {`, the comment closing
    /// before the `{` or `else` on its line.
    private static func elidedCondition(_ bytes: [UInt8], _ line: Range<Int>, first: Int) -> Range<Int>? {
        func skipSpaces(_ k: Int) -> Int {
            var k = k
            while k < line.upperBound, isSpace(bytes[k]) { k += 1 }
            return k
        }
        func starts(_ text: String, at k: Int) -> Bool { bytes[k..<line.upperBound].starts(with: text.utf8) }
        var start = first
        if bytes[start] == UInt8(ascii: "}") { start = skipSpaces(start + 1) }
        if start < line.upperBound, starts("else ", at: start) { start = skipSpaces(start + 5) }
        guard start < line.upperBound, let keyword = ["if ", "while ", "guard "].first(where: { starts($0, at: start) }) else { return nil }
        let value = skipSpaces(start + keyword.utf8.count)
        guard value + 1 < line.upperBound, bytes[value] == UInt8(ascii: "/"), bytes[value + 1] == UInt8(ascii: "*") else { return nil }
        var close = value + 2
        while close + 1 < line.upperBound, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) { close += 1 }
        guard close + 1 < line.upperBound else { return nil }
        let after = skipSpaces(close + 2)
        guard after < line.upperBound, bytes[after] == UInt8(ascii: "{") || starts("else", at: after) else { return nil }
        return value..<(close + 2)
    }

    /// Where the ellipsis of `line` that stands for elided code starts: the line's only content
    /// (a comment aside), or the value after an `=` that ends the line.
    private static func elidedEllipsis(_ bytes: [UInt8], _ line: Range<Int>) -> Int? {
        // Where the code of the line ends: before a `//` comment or trailing spaces.
        func endsCode(after k: Int) -> Bool {
            var j = k
            while j < line.upperBound, isSpace(bytes[j]) { j += 1 }
            return j == line.upperBound || bytes[j] == UInt8(ascii: ";")
                || (j + 1 < line.upperBound && bytes[j] == UInt8(ascii: "/") && bytes[j + 1] == UInt8(ascii: "/"))
        }
        // A `,` before the next binding of a `let` or `var` that declares several.
        func endsBinding(after k: Int) -> Bool {
            var j = k
            while j < line.upperBound, isSpace(bytes[j]) { j += 1 }
            guard j < line.upperBound, bytes[j] == UInt8(ascii: ","), let start = firstCode(bytes, line) else { return false }
            return bytes[start..<line.upperBound].starts(with: "let ".utf8) || bytes[start..<line.upperBound].starts(with: "var ".utf8)
        }
        guard let first = firstCode(bytes, line) else { return nil }
        if isEllipsis(bytes, first, end: line.upperBound), endsCode(after: first + 3) { return first }
        // `return ...`, `throw …`, `try ...`: the value or the call left out.
        for keyword in ["return ", "throw ", "try ", "await "] where bytes[first..<line.upperBound].starts(with: keyword.utf8) {
            var value = first + keyword.utf8.count
            while value < line.upperBound, isSpace(bytes[value]) { value += 1 }
            if isEllipsis(bytes, value, end: line.upperBound), endsCode(after: value + 3) { return value }
        }
        // `= ...` at the end: the `=` an assignment's or a binding's, not `==`, `<=`, `+=`….
        var k = first
        var quotes = 0
        while k < line.upperBound {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\"") { quotes += 1 }
            if byte == UInt8(ascii: "/"), k + 1 < line.upperBound, bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*") { return nil }
            if byte == UInt8(ascii: "="), quotes % 2 == 0, k > line.lowerBound, isSpace(bytes[k - 1]), k + 1 < line.upperBound, isSpace(bytes[k + 1]) {
                var value = k + 1
                while value < line.upperBound, isSpace(bytes[value]) { value += 1 }
                // Up to the line's end, or a `,` before the next binding of the same `let`.
                if isEllipsis(bytes, value, end: line.upperBound), endsCode(after: value + 3) || endsBinding(after: value + 3) { return value }
            }
            // `{ frame in ... }`: a closure's body left out after its parameters.
            if quotes % 2 == 0, isEllipsis(bytes, k, end: line.upperBound), k >= 3,
               bytes[(k - 3)..<k].elementsEqual(" in".utf8) || (k >= 4 && bytes[(k - 4)..<(k - 1)].elementsEqual(" in".utf8) && isSpace(bytes[k - 1])) {
                var next = k + 3
                while next < line.upperBound, isSpace(bytes[next]) { next += 1 }
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
