import DocgenSupport
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
        if let lines = asciiLines(stripped) { return lines }
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

    /// The lines of `normalize` for text that is ASCII without a CR, where every byte is a
    /// Character (a CR and LF would make one); nil for any other text, which takes the
    /// Character path. Most code is ASCII once its comments are gone, and bytes are far cheaper.
    private static func asciiLines(_ text: String) -> [Line]? {
        var text = text
        return text.withUTF8 { bytes -> [Line]? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            var lines: [Line] = []
            var current: [UInt8] = []
            var index = 0
            var pendingSpace = false
            func endLine() {
                if !current.isEmpty { lines.append(Line(text: String(decoding: current, as: UTF8.self), index: index)) }
                current.removeAll(keepingCapacity: true)
                pendingSpace = false
                index += 1
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\n"):
                    endLine()
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    pendingSpace = !current.isEmpty
                default:
                    if pendingSpace { current.append(UInt8(ascii: " ")) }
                    pendingSpace = false
                    current.append(byte)
                }
            }
            endLine()
            return lines
        }
    }

    /// `//` to the end of the line and `/* … */` (nested, as Swift allows, when `nested`)
    /// removed outside `"…"` strings (and `"""…"""`, `#"…"#`); newlines inside a block
    /// comment are kept so that line indices stay those of the block.
    ///
    /// Scanned as UTF-8 bytes: every delimiter is ASCII, and in UTF-8 an ASCII byte is never
    /// part of a longer character, so the bytes of other characters are copied through
    /// unchanged, as their scalars would be.
    static func stripCLike(_ code: String, nested: Bool, singleQuotes: Bool) -> String {
        var code = code
        let out = code.withUTF8 { stripCLike($0, nested: nested, singleQuotes: singleQuotes) }
        return String(decoding: out, as: UTF8.self)
    }

    private static func stripCLike(_ s: UnsafeBufferPointer<UInt8>, nested: Bool, singleQuotes: Bool) -> [UInt8] {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), hash = UInt8(ascii: "#")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        func at(_ k: Int) -> UInt8? { k < s.count ? s[k] : nil }
        while i < s.count {
            let c = s[i]
            if c == slash, at(i + 1) == slash {
                while i < s.count, s[i] != newline { i += 1 }
                continue
            }
            if c == slash, at(i + 1) == star {
                var depth = 1
                i += 2
                while i < s.count, depth > 0 {
                    if nested, s[i] == slash, at(i + 1) == star { depth += 1; i += 2; continue }
                    if s[i] == star, at(i + 1) == slash { depth -= 1; i += 2; continue }
                    if s[i] == newline { out.append(newline) }
                    i += 1
                }
                out.append(UInt8(ascii: " "))
                continue
            }
            if c == quote || (singleQuotes && c == apostrophe) {
                // A string: copied as is up to its closing quote.
                var hashes = 0
                var k = i - 1
                while k >= 0, s[k] == hash { hashes += 1; k -= 1 }
                let triple = c == quote && at(i + 1) == quote && at(i + 2) == quote
                let open = triple ? 3 : 1
                for _ in 0..<open { out.append(s[i]); i += 1 }
                while i < s.count {
                    if s[i] == backslash && hashes == 0 {
                        // The escaped byte is copied; the rest of its character, if any, follows as plain bytes.
                        out.append(s[i])
                        if let next = at(i + 1) { out.append(next) }
                        i += 2
                        continue
                    }
                    if !triple && s[i] == newline { break }  // an unterminated string ends with its line
                    let quotes = triple ? 3 : 1
                    // A raw string (`#"…"#`) closes only at a quote followed by as many `#`.
                    if s[i] == c, !triple || (at(i + 1) == c && at(i + 2) == c),
                       (0..<hashes).allSatisfy({ at(i + quotes + $0) == hash }) {
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
        return out
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
