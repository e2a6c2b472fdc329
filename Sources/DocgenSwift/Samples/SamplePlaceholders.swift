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
package enum SamplePlaceholders {
    /// `code` with its placeholders masked; `code` itself when it has none.
    package static func masked(_ code: String) -> String {
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
