/// A guard in front of SwiftParser, which takes more than linear time on three shapes of code
/// (all found by fuzzing). Code of any of them is not parsed at all.
///
/// - Square brackets nested deeply (`[[[[…]]]]` as array types or literals): time exponential
///   in the depth; 14 levels take a tenth of a second, 20 take seconds.
/// - Attributes that start no declaration (`@A x()`, `@A 1`): the parser looks ahead to the
///   end of the code for a declaration to give each one, so time grows with the square of the
///   code; 600 of them in 5 KB take 4 s, 2,000 a minute. Real code has none (each is a compile
///   error), so a few are allowed for a sample being written.
/// - Parentheses left open hundreds deep (`@A x( y( y( …`): each level's recovery reads the rest
///   of the code, so time grows with depth times length (800 levels in 4 KB take 1.3 s). Real
///   code nests a few levels; past `parenthesisLimit` the time is the depth's constant.
///
/// Brackets and attributes in comments and string literals are skipped, so real code is never
/// refused for them.
package enum SwiftParseGuard {
    /// How deep `[` may nest.
    package static let bracketLimit = 12
    /// How many attributes may start no declaration.
    package static let strayAttributeLimit = 16
    /// How deep `(` may nest.
    package static let parenthesisLimit = 32

    /// Why code is refused, and where.
    package struct Refusal: Sendable, Equatable {
        /// The UTF-8 offset of the bracket or attribute past the limit.
        package var offset: Int
        /// What the code does ("brackets nest deeper than 12 levels").
        package var reason: String
    }

    /// True when `code` is refused.
    package static func refuses(_ code: String) -> Bool { refusal(of: Array(code.utf8)) != nil }

    /// The first place past a limit, or nil when `bytes` may be parsed.
    package static func refusal(of bytes: [UInt8]) -> Refusal? {
        var depth = 0
        var parentheses = 0
        var strays = 0
        var i = 0
        let count = bytes.count
        // The last byte of code before this one that is not a space (type position: `:`, `->`…).
        var previous: UInt8 = UInt8(ascii: "\n")
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > bracketLimit { return Refusal(offset: i, reason: "brackets nest deeper than \(bracketLimit) levels") }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "("):
                parentheses += 1
                if parentheses > parenthesisLimit {
                    return Refusal(offset: i, reason: "parentheses nest deeper than \(parenthesisLimit) levels")
                }
            case UInt8(ascii: ")"):
                parentheses = max(parentheses - 1, 0)
            case UInt8(ascii: "/") where i + 1 < count && bytes[i + 1] == UInt8(ascii: "/"):
                // A lone `\r` ends a line comment too, as Swift's lexer reads it: brackets after
                // one are code (found by fuzzing: 23 of them behind `// …\r` took 21 seconds).
                while i < count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                continue
            case UInt8(ascii: "/") where i + 1 < count && bytes[i + 1] == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var level = 0
                while i < count {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") { level += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                        level -= 1
                        i += 2
                        if level == 0 { break }
                        continue
                    }
                    i += 1
                }
                continue
            case UInt8(ascii: "\""):
                // To the closing quote (or the end of a line, for a quote inside a multi-line
                // literal): interpolations with brackets are rare enough to skip too.
                i += 1
                var escaped = false
                while i < count {
                    let skipped = bytes[i]
                    i += 1
                    if escaped { escaped = false; continue }
                    if skipped == UInt8(ascii: "\\") { escaped = true; continue }
                    if skipped == UInt8(ascii: "\"") || skipped == 0x0A || skipped == 0x0D { break }
                }
                previous = UInt8(ascii: "\"")
                continue
            case UInt8(ascii: "@") where !typePositionBytes.contains(previous):
                // An `@` without a name is never Swift, and counts as a stray attribute: 76 of
                // them before 12 brackets made the parser take 15 seconds on 225 bytes.
                let bare = i + 1 >= count || !isNameByte(bytes[i + 1])
                if bare || wordAfterAttribute(bytes, from: i).map({ !declarationWords.contains($0) }) == true {
                    strays += 1
                    if strays > strayAttributeLimit {
                        return Refusal(offset: i, reason: "more than \(strayAttributeLimit) attributes start no declaration")
                    }
                }
            default:
                break
            }
            if !isSpace(byte) { previous = isNameByte(byte) ? UInt8(ascii: "a") : byte }
            i += 1
        }
        return nil
    }

    /// Bytes after which an attribute is a type's or a parameter's (`: @escaping Handler`,
    /// `, @unchecked Sendable`, `(@ViewBuilder content:`, `{ @MainActor in`), not a declaration's.
    private static let typePositionBytes: Set<UInt8> = Set(":,(<=&>{[|!?".utf8)

    /// What may follow a declaration's attributes: a declaration, a modifier, `import`, a
    /// closure's `in`, `@unknown default`, a type attribute's `(`; `"("` stands for any
    /// punctuation, which is never the lookahead the parser struggles with.
    private static let declarationWords: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "protocol", "extension", "actor", "init", "deinit", "subscript",
        "typealias", "associatedtype", "import", "case", "macro", "operator", "precedencegroup",
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override", "required",
        "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "indirect", "prefix",
        "postfix", "infix", "nonisolated", "isolated", "consuming", "borrowing", "distributed", "async", "throws",
        "rethrows", "some", "any", "inout", "in", "default", "borrowing", "sending", "(",
    ]

    /// The word after the attribute at `start` (`@name`, an argument clause right after it,
    /// and any further attributes skipped); `"("` when punctuation comes first, nil at the end.
    private static func wordAfterAttribute(_ bytes: [UInt8], from start: Int) -> String? {
        var i = start
        let count = bytes.count
        // A dotted name: `@Sendable`, `@Module.Wrapper`.
        func isName(_ b: UInt8) -> Bool { isNameByte(b) || b == UInt8(ascii: ".") }
        // A bounded walk: attributes chained beyond this many are judged by the first ones.
        for _ in 0..<8 {
            guard i < count, bytes[i] == UInt8(ascii: "@") else { break }
            i += 1
            while i < count, isName(bytes[i]) { i += 1 }
            if i < count, bytes[i] == UInt8(ascii: "(") {
                // The attribute's arguments, balanced, at most a line's worth.
                var level = 0
                let end = min(count, i + 400)
                while i < end {
                    if bytes[i] == UInt8(ascii: "(") { level += 1 } else if bytes[i] == UInt8(ascii: ")") { level -= 1; if level == 0 { i += 1; break } }
                    i += 1
                }
            }
            while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }
        guard i < count else { return nil }
        guard isName(bytes[i]) else { return "(" }
        let wordStart = i
        while i < count, isName(bytes[i]) { i += 1 }
        return String(decoding: bytes[wordStart..<i], as: UTF8.self)
    }

    /// A byte of an identifier: ASCII letters, digits, `_`, and any byte of a non-ASCII scalar.
    package static func isNameByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }

    /// Line and column (from 1, in bytes) of an offset.
    package static func position(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
