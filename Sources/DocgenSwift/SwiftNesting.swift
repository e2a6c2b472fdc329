import DocgenSupport
/// A guard in front of SwiftParser: it takes time exponential in the depth of nested array
/// literals and types (`[[[[…]]]]`: 16 levels take 0.3 s, 20 levels 5 s, found by fuzzing),
/// so code nested deeper than `limit` brackets is not parsed at all.
package enum SwiftNesting {
    package static let limit = 12

    /// True when `[` nests deeper than `limit` anywhere in `code` (strings and comments are
    /// not told apart: a false alarm only costs the highlighting of one block).
    package static func isTooDeep(_ code: String) -> Bool {
        var depth = 0
        for byte in code.utf8 {
            if byte == UInt8(ascii: "[") {
                depth += 1
                if depth > limit { return true }
            } else if byte == UInt8(ascii: "]") {
                depth = max(depth - 1, 0)
            }
        }
        return false
    }
}
