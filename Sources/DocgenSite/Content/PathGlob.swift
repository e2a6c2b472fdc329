/// A glob of the kind JavaScript site configs give (`**/common-content/**`, `**/_*.{md,mdx}`),
/// matched against a path relative to a folder, `/` between its segments: `**` is any number of
/// segments (none too), `*` any run of characters in one segment, `?` one character, `[abc]`
/// and `[a-z]` (`[!a]` negated) one of a set, `{a,b}` either of two (nested braces too).
/// Docusaurus reads its docs plugin's `exclude` so (with micromatch); docgen the same way.
public struct PathGlob: Sendable, Equatable, CustomStringConvertible {
    public let description: String
    /// The pattern with its braces expanded, as bytes.
    private let alternatives: [[UInt8]]

    public init(_ pattern: String) {
        description = pattern
        // A leading `./` names the folder itself.
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        alternatives = Self.expandingBraces(Array(trimmed.utf8), budget: 256)
    }

    /// True when `path` (relative, no leading `/`) matches.
    public func matches(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        // Each `**` retries what follows it at every folder below: a pattern of many of them
        // against a deep path is cut off rather than left to take exponential time.
        var budget = 100_000
        return alternatives.contains { Self.match($0[...], bytes[...], budget: &budget) }
    }

    /// `a{b,c{d,e}}f` as `abf`, `acdf`, `acef`; at most `budget` patterns (a pathological
    /// pattern is cut short rather than grown without bound).
    private static func expandingBraces(_ pattern: [UInt8], budget: Int) -> [[UInt8]] {
        guard let open = pattern.firstIndex(of: UInt8(ascii: "{")) else { return [pattern] }
        var depth = 0, parts: [[UInt8]] = [], start = open + 1, close: Int?
        for i in open..<pattern.count {
            switch pattern[i] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { parts.append(Array(pattern[start..<i])); close = i }
            case UInt8(ascii: ",") where depth == 1:
                parts.append(Array(pattern[start..<i])); start = i + 1
            default: break
            }
            if close != nil { break }
        }
        // An unclosed brace, or one without a comma, is a literal character.
        guard let close, parts.count > 1 else {
            let rest = expandingBraces(Array(pattern[(open + 1)...]), budget: budget)
            return rest.map { Array(pattern[...open]) + $0 }
        }
        var result: [[UInt8]] = []
        for part in parts {
            for expanded in expandingBraces(Array(pattern[..<open]) + part + Array(pattern[(close + 1)...]), budget: budget) {
                guard result.count < budget else { return result }
                result.append(expanded)
            }
        }
        return result
    }

    private static let slash = UInt8(ascii: "/")

    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>, budget: inout Int) -> Bool {
        var p = pattern.startIndex, s = path.startIndex
        // The last `*` seen in this segment, to retry from when what follows it fails.
        var star: (p: Int, s: Int)?
        while s < path.endIndex || p < pattern.endIndex {
            budget -= 1
            if budget < 0 { return false }
            if p < pattern.endIndex {
                // `**` as a whole segment: none or more segments.
                if pattern[p] == UInt8(ascii: "*"), p + 1 < pattern.endIndex, pattern[p + 1] == UInt8(ascii: "*"),
                   p == pattern.startIndex || pattern[p - 1] == slash {
                    var rest = p + 2
                    if rest < pattern.endIndex, pattern[rest] == slash { rest += 1 }
                    if rest == pattern.endIndex { return true }
                    var from = s
                    while true {
                        if match(pattern[rest...], path[from...], budget: &budget) { return true }
                        guard let next = path[from...].firstIndex(of: slash) else { return false }
                        from = next + 1
                    }
                }
                switch pattern[p] {
                case UInt8(ascii: "*"):
                    star = (p, s)
                    p += 1
                    continue
                case UInt8(ascii: "?"):
                    if s < path.endIndex, path[s] != slash { p += 1; s += 1; continue }
                case UInt8(ascii: "["):
                    if s < path.endIndex, path[s] != slash, let (matched, end) = classMatch(pattern, at: p, path[s]) {
                        if matched { p = end; s += 1; continue }
                    } else if s < path.endIndex, path[s] == pattern[p] {
                        p += 1; s += 1; continue
                    }
                default:
                    if s < path.endIndex, path[s] == pattern[p] { p += 1; s += 1; continue }
                }
            }
            // A `*` takes one more character, within its segment.
            if let last = star, last.s < path.endIndex, path[last.s] != slash {
                star = (last.p, last.s + 1)
                p = last.p + 1
                s = last.s + 1
                continue
            }
            return false
        }
        return true
    }

    /// Whether `byte` is in the class `[…]` at `start`, and the index after it; nil when the
    /// bracket never closes (then it is a literal `[`).
    private static func classMatch(_ pattern: ArraySlice<UInt8>, at start: Int, _ byte: UInt8) -> (Bool, Int)? {
        var i = start + 1
        let negated = i < pattern.endIndex && (pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^"))
        if negated { i += 1 }
        var matched = false, first = true
        while i < pattern.endIndex, pattern[i] != UInt8(ascii: "]") || first {
            first = false
            if i + 2 < pattern.endIndex, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                if pattern[i] <= byte && byte <= pattern[i + 2] { matched = true }
                i += 3
            } else {
                if pattern[i] == byte { matched = true }
                i += 1
            }
        }
        guard i < pattern.endIndex else { return nil }
        return (matched != negated, i + 1)
    }
}
