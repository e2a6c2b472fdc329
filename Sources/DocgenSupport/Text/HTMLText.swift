/// The text a reader sees in a raw HTML block (`<details><summary>Example</summary>`): tags and
/// comments dropped, the common entities decoded. Not an HTML parser; raw HTML in guides is
/// a few disclosure boxes, and a miss costs a search term, never a page.
package enum HTMLText {
    package static func text(of html: String) -> String {
        guard html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) else { return html }
        var out = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            out += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                guard let end = rest.firstRange(ofLiteral: "-->") else { return out }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<") {
                guard let end = rest.firstIndex(of: ">") else { return out }
                out += " "
                rest = rest[rest.index(after: end)...]
            } else if let (character, length) = entity(at: rest) {
                out.append(character)
                rest = rest.dropFirst(length)
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        out += rest
        return out
    }

    /// `text` with its character references (`&amp;`, `&#39;`, `&#x2F;`) decoded and nothing
    /// else changed: an attribute value as a browser reads it.
    package static func decodingReferences(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            if let (character, length) = entity(at: rest) {
                out.append(character)
                rest = rest.dropFirst(length)
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }

    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]

    /// A character reference at the start of `text` and its length in characters.
    private static func entity(at text: Substring) -> (Character, Int)? {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return nil }
        let name = text[text.index(after: text.startIndex)..<semicolon]
        let length = name.count + 2
        if let character = named[String(name)] { return (character, length) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (Character(scalar), length)
    }
}
