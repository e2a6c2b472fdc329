import DocgenSupport
import FoundationEssentials

/// What a type's declaration says that its name and conformances do not: its generic
/// parameters (`<Item>`), a protocol's class bound (`AnyObject`, not a conformance) and its
/// `where` clause, read from the signature (`final class Cache<Key> where Key: Hashable`).
struct TypeDeclarationParts {
    var genericParameters = ""
    var classBound: String?
    var whereClause: String?

    init(_ symbol: APISurfaceSymbol) {
        guard let signature = symbol.signature, [.struct, .class, .enum, .actor, .protocol].contains(symbol.kind) else { return }
        let simpleName = symbol.name.split(separator: ".").last.map(String.init) ?? symbol.name
        // The name follows the keyword: its first whole-word match after a space.
        guard let nameRange = Self.wordRange(of: simpleName, in: signature) else { return }
        let characters = Array(signature)
        var position = signature.distance(from: signature.startIndex, to: nameRange.upperBound)
        if position < characters.count, characters[position] == "<", let end = Self.closing(characters, from: position) {
            genericParameters = String(characters[position...end])
            position = end + 1
        }
        var rest = String(characters[position...])
        if let range = Self.topLevelWhere(in: rest) {
            whereClause = String(rest[range.upperBound...]).trimmingSpaces()
            rest = String(rest[..<range.lowerBound])
        }
        rest = rest.trimmingSpaces()
        mergeConstraints()
        if symbol.kind == .protocol, rest.hasPrefix(":") {
            let bounds = rest.dropFirst().split(separator: ",").map { $0.trimmingSpaces() }
            classBound = bounds.first { $0 == "AnyObject" || $0 == "class" }
        }
    }

    /// `<A> where A: Authenticator` as `<A: Authenticator>`, the way a guide writes it; a
    /// constraint on anything but a parameter itself (`A.Token == String`) stays in `where`.
    private mutating func mergeConstraints() {
        guard let clause = whereClause, genericParameters.count > 2 else { return }
        var bounds: [String: [String]] = [:]
        var others: [String] = []
        for constraint in Self.topLevelItems(clause) {
            let sides = constraint.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
            if sides.count == 2, !sides[1].hasPrefix(":"), !constraint.contains("=="),
               Self.topLevelItems(String(genericParameters.dropFirst().dropLast())).contains(sides[0]) {
                bounds[sides[0], default: []].append(sides[1])
            } else {
                others.append(constraint)
            }
        }
        let parameters = Self.topLevelItems(String(genericParameters.dropFirst().dropLast()))
        genericParameters = "<" + parameters.map { name in
            bounds[name].map { "\(name): \($0.joined(separator: " & "))" } ?? name
        }.joined(separator: ", ") + ">"
        whereClause = others.isEmpty ? nil : others.joined(separator: ", ")
    }

    /// The comma-separated items of `text` outside brackets, trimmed.
    private static func topLevelItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                items.append(current.trimmingSpaces())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingSpaces().isEmpty { items.append(current.trimmingSpaces()) }
        return items
    }

    /// The range of `word` in `text` after a space and not followed by an identifier character.
    private static func wordRange(of word: String, in text: String) -> Range<String.Index>? {
        for range in text.ranges(of: " " + word) {
            let end = range.upperBound
            if end == text.endIndex || !(text[end].isLetter || text[end].isNumber || text[end] == "_") {
                return text.index(after: range.lowerBound)..<end
            }
        }
        return nil
    }

    /// The `>` that closes the `<` at `start`.
    private static func closing(_ characters: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<characters.count {
            switch characters[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]":
                depth -= 1
                if depth == 0 { return characters[index] == ">" ? index : nil }
            default: break
            }
        }
        return nil
    }

    /// ` where ` outside brackets.
    private static func topLevelWhere(in text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            default:
                if depth == 0, text[index...].hasPrefix(" where ") { return index..<text.index(index, offsetBy: 7) }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
