/// The generic parameter names a declaration introduces (`S` in `func upload<S: Sequence>(…)`,
/// `Success` in `typealias AdaptyResult<Success> = …`), read from its signature text: a type
/// written with one of them depends on the caller, and the check does not follow it.
enum GenericNames {
    static func declared(in signature: String) -> [String] {
        // The clause comes right after the declared name, before any `(`, `=`, `:` or `{`.
        var depth = 0
        var clause = ""
        var inClause = false
        for character in signature {
            if !inClause {
                if character == "<" { inClause = true; depth = 1; continue }
                if "(=:{".contains(character) { return [] }
                continue
            }
            if character == "<" { depth += 1 }
            if character == ">" {
                depth -= 1
                if depth == 0 { break }
            }
            clause.append(character)
        }
        guard inClause else { return [] }
        var names: [String] = []
        var level = 0
        var current = ""
        for character in clause + "," {
            if "<([".contains(character) { level += 1 }
            if ">)]".contains(character) { level -= 1 }
            if character == ",", level == 0 {
                let name = current.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty, name != "each" { names.append(String(name)) }
                current = ""
            } else {
                current.append(character)
            }
        }
        return names
    }
}
