/// Puts two spellings of one type into the same form, to match a protocol requirement with
/// its default implementation the way the type checker would see them: `any P` is `P`, a
/// module-qualified name is the bare name, `Self.Element` is `Element`, `@escaping` is
/// dropped, and typealiases are replaced by what they stand for. Works on the printed type
/// (a token scan), so symbol graphs read from swiftc can be normalized the same way.
package struct TypeNameNormalizer: Sendable {
    /// Module names a qualifier may start with (`Foundation.URL`, `Adapty.AdaptyError`).
    package var modules: Set<String>
    /// Typealias targets by full path (`Player.Completion`) and by bare name when unique.
    private var aliases: [String: String] = [:]

    package init(modules: Set<String>, typealiases: [(path: [String], target: String)] = []) {
        self.modules = modules
        var byName: [String: [String]] = [:]
        for alias in typealiases {
            aliases[alias.path.joined(separator: ".")] = alias.target
            byName[alias.path.last ?? "", default: []].append(alias.target)
        }
        for (name, targets) in byName where aliases[name] == nil && Set(targets).count == 1 {
            aliases[name] = targets[0]
        }
    }

    /// The normalized form of a type, as one string of tokens separated by spaces.
    package func normalize(_ type: String) -> String {
        tokens(type, depth: 0).joined(separator: " ")
    }

    /// The normalized form with each name of `wildcards` read as `_`: a protocol's associated
    /// types and `Self`, which a default implementation may write either way
    /// (`Extension<Self>` for a requirement's `Extension<ExtendedType>`).
    package func normalize(_ type: String, wildcards: Set<String>) -> String {
        guard !wildcards.isEmpty else { return normalize(type) }
        return tokens(type, depth: 0).map { wildcards.contains($0) ? "_" : $0 }.joined(separator: " ")
    }

    private func tokens(_ type: String, depth: Int) -> [String] {
        let raw = Self.droppingParameterNames(Self.lex(type))
        var result: [String] = []
        var index = 0
        while index < raw.count {
            let token = raw[index]
            let previous = result.last
            // `any P` is `P`; `@escaping` says nothing about the type.
            if token == "any" || token == "@escaping" {
                index += 1
                continue
            }
            if Self.isIdentifier(token), previous != "." {
                // `Self.Element` and `Module.Type`: drop the qualifier.
                if index + 2 < raw.count, raw[index + 1] == ".", Self.isIdentifier(raw[index + 2]),
                   token == "Self" || modules.contains(token) {
                    index += 2
                    continue
                }
                // The longest dotted path naming a typealias.
                var end = index
                var path = token
                var matched: (end: Int, target: String)? = aliases[path].map { (index, $0) }
                while end + 2 < raw.count, raw[end + 1] == ".", Self.isIdentifier(raw[end + 2]) {
                    end += 2
                    path += "." + raw[end]
                    if let target = aliases[path] { matched = (end, target) }
                }
                if let matched, depth < 8, raw.indices.contains(matched.end + 1) ? raw[matched.end + 1] != "<" : true {
                    var replacement = tokens(matched.target, depth: depth + 1)
                    let next = raw.indices.contains(matched.end + 1) ? raw[matched.end + 1] : nil
                    if replacement.contains("->"), next == "?" || next == "!" || next == "." {
                        replacement = ["("] + replacement + [")"]
                    }
                    result += replacement
                    index = matched.end + 1
                    continue
                }
            }
            result.append(token)
            index += 1
        }
        return result
    }

    /// The tokens without the parameter names of function types (`(_ result: R) -> Void` is
    /// `(R) -> Void`); a tuple's labels (`(name: String, Int)`) are part of its type and stay.
    static func droppingParameterNames(_ raw: [String]) -> [String] {
        guard raw.contains(":"), raw.contains("->") else { return raw }
        // Where each `(` closes.
        var closing = [Int?](repeating: nil, count: raw.count)
        var open: [Int] = []
        for (index, token) in raw.enumerated() {
            if token == "(" { open.append(index) } else if token == ")", let start = open.popLast() { closing[start] = index }
        }
        var dropped = Set<Int>()
        for (start, end) in closing.enumerated() {
            guard let end else { continue }
            // A function type's parameters: `->` follows, perhaps after its effects.
            var next = end + 1
            while next < raw.count, ["async", "throws", "rethrows"].contains(raw[next]) { next += 1 }
            // `throws(E)`: the error type's parentheses.
            if next < raw.count, raw[next] == "(", let typed = closing[next], typed + 1 < raw.count, raw[typed + 1] == "->" { next = typed + 1 }
            guard next < raw.count, raw[next] == "->" else { continue }
            // Each element's leading `name:` or `_ name:` (at this level only).
            var depth = 0
            var elementStart = start + 1
            var index = start + 1
            while index < end {
                let token = raw[index]
                if token == "(" || token == "[" || token == "<" { depth += 1 }
                if token == ")" || token == "]" || token == ">" { depth -= 1 }
                if depth == 0, token == "," { elementStart = index + 1 }
                if depth == 0, token == ":", index > elementStart, index - elementStart <= 2,
                   raw[elementStart..<index].allSatisfy(isIdentifier) {
                    dropped.formUnion(elementStart...index)
                }
                index += 1
            }
        }
        return dropped.isEmpty ? raw : raw.indices.filter { !dropped.contains($0) }.map { raw[$0] }
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isXIDStart
    }

    /// Identifiers (with a leading `@` for attributes), `->`, `...`, and single punctuation.
    static func lex(_ text: String) -> [String] {
        var tokens: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
                continue
            }
            if scalar == "@" || scalar == "_" || scalar == "`" || scalar.properties.isXIDStart || scalar.properties.numericType != nil {
                var end = index + 1
                while end < scalars.count, scalars[end] == "_" || scalars[end] == "`" || scalars[end].properties.isXIDContinue { end += 1 }
                tokens.append(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
                continue
            }
            if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
                tokens.append("->")
                index += 2
                continue
            }
            if scalar == ".", index + 2 < scalars.count, scalars[index + 1] == ".", scalars[index + 2] == "." {
                tokens.append("...")
                index += 3
                continue
            }
            tokens.append(String(scalar))
            index += 1
        }
        return tokens
    }
}
