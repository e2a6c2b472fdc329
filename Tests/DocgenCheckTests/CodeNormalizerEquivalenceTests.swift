@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

/// `CodeNormalizer` works on UTF-8 bytes where it can; these compare it with the scalar and
/// Character implementation it replaced, kept here as the reference, on generated code made of
/// the characters that matter: delimiters, quotes, escapes, CR, spaces, tabs, wide and
/// combining characters.
@Suite("Code normalization on bytes matches the Character reference")
struct CodeNormalizerEquivalenceTests {
    static let alphabet: [String] = [
        "/", "/", "*", "*", "\"", "\"", "'", "#", "\\", "\n", "\n", "\r", "\r\n", " ", " ", "\t", "a", "b", "1", "(", ")",
        "日", "本", "é", "\u{301}", " \u{301}", "🎉", "\u{0600}", "\u{200D}",
    ]

    /// Deterministic pseudo-random code (a linear congruential generator), so a failure repeats.
    static func samples(count: Int) -> [String] {
        var state: UInt64 = 0x5DEE_CE66D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(60)).map { _ in alphabet[next(alphabet.count)] }.joined() }
    }

    @Test("Comments are stripped as the scalar implementation stripped them")
    func stripping() {
        for code in Self.samples(count: 2000) {
            for (nested, singleQuotes) in [(true, false), (false, false), (false, true)] {
                #expect(CodeNormalizer.stripCLike(code, nested: nested, singleQuotes: singleQuotes)
                        == Reference.stripCLike(code, nested: nested, singleQuotes: singleQuotes), "\(code.debugDescription)")
            }
        }
    }

    @Test("Lines are normalized as the Character implementation normalized them")
    func lines() {
        for code in Self.samples(count: 2000) + ["", "\n", "a\nb\n", "  x  \t y \n\n z", "é\n"] {
            for language in ["swift", "json", "js", "sh", "text"] {
                #expect(CodeNormalizer.normalize(code, language: language) == Reference.normalize(code, language: language),
                        "\(language): \(code.debugDescription)")
            }
        }
    }

    /// The implementation before the byte paths.
    enum Reference {
        static func normalize(_ code: String, language: String) -> [CodeNormalizer.Line] {
            let stripped: String
            switch CodeNormalizer.style(of: language) {
            case .cLike(let nested, let singleQuotes): stripped = stripCLike(code, nested: nested, singleQuotes: singleQuotes)
            case .hash: stripped = CodeNormalizer.stripHash(code)
            case .none: stripped = code
            }
            var lines: [CodeNormalizer.Line] = []
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
                if !text.isEmpty { lines.append(CodeNormalizer.Line(text: text, index: index)) }
            }
            return lines
        }

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
                        if !triple && s[i] == "\n" { break }
                        let quotes = triple ? 3 : 1
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
    }
}
