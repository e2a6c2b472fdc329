import DocgenSupport
/// Reads `key="value"` and `key=value` pairs after the language word of a fence's info string.
enum InfoStringAttributes {
    static func parse(_ info: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(info)
        // Skip the language word.
        rest = rest.drop(while: { $0 != " " && $0 != "\t" })
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard !rest.isEmpty else { break }
            let key = rest.prefix(while: { $0 != "=" && $0 != " " && $0 != "\t" })
            rest = rest.dropFirst(key.count)
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst()
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix(while: { $0 != quote })
                rest = rest.dropFirst(value.count)
                rest = rest.dropFirst()  // closing quote
            } else {
                value = rest.prefix(while: { $0 != " " && $0 != "\t" })
                rest = rest.dropFirst(value.count)
            }
            if !key.isEmpty { result[String(key)] = String(value) }
        }
        return result
    }
}
