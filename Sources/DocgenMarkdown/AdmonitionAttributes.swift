/// The attributes written in braces at the end of an admonition's opening line, as
/// remark-directive writes them: `:::note{model=sdk3}`, `:::tip[SDK 3]{model="sdk3"}`,
/// `:::warning Migrating {model: sdk3}`. They are not part of the title: the check reads them
/// (`model` scopes the admonition to a model), the renderer never shows them.
enum AdmonitionAttributes {
    /// `rest` (what follows `:::kind`) without its trailing `{…}`, and the attributes in it.
    /// Text whose braces hold anything but `key=value` or `key: value` pairs comes back
    /// unchanged with no attributes (a title may end in braces of its own).
    static func split(_ rest: Substring) -> (rest: Substring, attributes: [String: String]) {
        var trimmed = rest
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        guard trimmed.last == "}", let open = trimmed.lastIndex(of: "{") else { return (rest, [:]) }
        let words = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        var attributes: [String: String] = [:]
        var index = 0
        while index < words.count {
            let word = words[index]
            guard let separator = word.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return (rest, [:]) }
            let key = word[..<separator]
            var value = word[word.index(after: separator)...]
            // `model: sdk3`: the value is the next word.
            if value.isEmpty, index + 1 < words.count {
                index += 1
                value = words[index]
            }
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = value.dropFirst().dropLast()
            }
            guard !key.isEmpty, !value.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                return (rest, [:])
            }
            attributes[String(key)] = String(value)
            index += 1
        }
        return attributes.isEmpty ? (rest, [:]) : (trimmed[..<open], attributes)
    }
}
