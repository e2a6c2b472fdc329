/// The language-neutral text of a code block, for comparing a translation's samples with the
/// English ones: comments are prose, which translators translate, so they are removed (`//`
/// and `/* */` in Swift, JSON and the other C-like languages, `#` in shell, YAML, Python and
/// Ruby), outside string literals, where `//` is part of a URL. Then each line is trimmed, runs
/// of spaces become one, and blank lines go, so re-wrapping a comment or aligning code around a
/// longer comment does not count as a difference. No parser is involved: a snippet that does
/// not compile is compared all the same.
enum CodeNormalizer {
    /// A kept line and its index in the block (from 0), to report a difference where it is.
    struct Line: Equatable {
        var text: String
        var index: Int
    }

    enum CommentStyle {
        case cLike(nested: Bool, singleQuotes: Bool)
        case hash
        case none
    }

    static func style(of language: String) -> CommentStyle {
        switch language.lowercased() {
        case "swift": return .cLike(nested: true, singleQuotes: false)
        case "json", "jsonc", "json5", "kotlin", "kt", "java", "go", "rust", "rs", "c", "h", "cpp", "c++", "objc",
             "objective-c", "objectivec", "m", "csharp", "cs", "scala", "groovy", "gradle", "proto", "graphql":
            return .cLike(nested: false, singleQuotes: false)
        case "js", "javascript", "jsx", "ts", "typescript", "tsx", "dart":
            return .cLike(nested: false, singleQuotes: true)
        case "sh", "bash", "shell", "zsh", "console", "yaml", "yml", "python", "py", "ruby", "rb", "toml", "dockerfile",
             "makefile", "make", "perl", "r", "properties", "ini", "conf":
            return .hash
        default: return .none
        }
    }

    static func normalize(_ code: String, language: String) -> [Line] {
        let stripped: String
        switch style(of: language) {
        case .cLike(let nested, let singleQuotes): stripped = stripCLike(code, nested: nested, singleQuotes: singleQuotes)
        case .hash: stripped = stripHash(code)
        case .none: stripped = code
        }
        var lines: [Line] = []
        for (index, line) in stripped.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = ""
            var pendingSpace = false
            for character in line {
                if character == " " || character == "\t" || character == "\r" {
                    pendingSpace = !text.isEmpty
                    continue
                }
                if pendingSpace { text.append(" ") }
                pendingSpace = false
                text.append(character)
            }
            if !text.isEmpty { lines.append(Line(text: text, index: index)) }
        }
        return lines
    }

    /// `//` to the end of the line and `/* … */` (nested, as Swift allows, when `nested`)
    /// removed outside `"…"` strings (and `"""…"""`, `#"…"#`); newlines inside a block
    /// comment are kept so that line indices stay those of the block.
    static func stripCLike(_ code: String, nested: Bool, singleQuotes: Bool) -> String {
        let s = Array(code.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        while i < s.count {
            let c = s[i]
            if c == "/", at(i + 1) == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", at(i + 1) == "*" {
                var depth = 1
                i += 2
                while i < s.count, depth > 0 {
                    if nested, s[i] == "/", at(i + 1) == "*" { depth += 1; i += 2; continue }
                    if s[i] == "*", at(i + 1) == "/" { depth -= 1; i += 2; continue }
                    if s[i] == "\n" { out.append("\n") }
                    i += 1
                }
                out.append(" ")
                continue
            }
            if c == "\"" || (singleQuotes && c == "'") {
                // A string: copied as is up to its closing quote.
                var hashes = 0
                var k = i - 1
                while k >= 0, s[k] == "#" { hashes += 1; k -= 1 }
                let triple = c == "\"" && at(i + 1) == "\"" && at(i + 2) == "\""
                let open = triple ? 3 : 1
                for _ in 0..<open { out.append(s[i]); i += 1 }
                while i < s.count {
                    if s[i] == "\\" && hashes == 0 {
                        out.append(s[i])
                        if let next = at(i + 1) { out.append(next) }
                        i += 2
                        continue
                    }
                    if !triple && s[i] == "\n" { break }  // an unterminated string ends with its line
                    let quotes = triple ? 3 : 1
                    // A raw string (`#"…"#`) closes only at a quote followed by as many `#`.
                    if s[i] == c, !triple || (at(i + 1) == c && at(i + 2) == c),
                       (0..<hashes).allSatisfy({ at(i + quotes + $0) == "#" }) {
                        for _ in 0..<(quotes + hashes) { out.append(s[i]); i += 1 }
                        break
                    }
                    out.append(s[i])
                    i += 1
                }
                continue
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }

    /// `#` comments removed: a `#` at the start of a line or after a space, outside quotes.
    static func stripHash(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var quote: Character?
            var previous: Character = " "
            for index in line.indices {
                let c = line[index]
                if let open = quote {
                    if c == open && previous != "\\" { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == "#", previous == " " || previous == "\t" {
                    return line[..<index]
                }
                previous = c
            }
            return line
        }.joined(separator: "\n")
    }
}
