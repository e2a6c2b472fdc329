import DocgenSupport
/// Matching Japanese/Chinese phrases against the tokenizer's one-character tokens.
enum ClaimTokenMatch {
    /// The longest of `phrases` (sorted longest first) that starts at `tokens[i]`, within `limit`.
    static func longestCJK(_ phrases: [[Unicode.Scalar]], in tokens: [ClaimToken], at i: Int, limit: Int) -> [Unicode.Scalar]? {
        for phrase in phrases where matches(phrase, tokens, from: i, limit: limit) {
            return phrase
        }
        return nil
    }

    /// The longest of `phrases` (sorted longest first) that ends just before `tokens[end]`,
    /// starting no earlier than `floor`.
    static func longestCJK(_ phrases: [[Unicode.Scalar]], in tokens: [ClaimToken], endingAt end: Int, floor: Int) -> [Unicode.Scalar]? {
        for phrase in phrases where end - phrase.count >= floor && matches(phrase, tokens, from: end - phrase.count, limit: end) {
            return phrase
        }
        return nil
    }

    static func matches(_ phrase: [Unicode.Scalar], _ tokens: [ClaimToken], from start: Int, limit: Int) -> Bool {
        guard start >= 0, start + phrase.count <= min(limit, tokens.count) else { return false }
        for (k, scalar) in phrase.enumerated() {
            let token = tokens[start + k]
            guard token.kind == .cjk || token.kind == .symbol, token.scalar == scalar else { return false }
        }
        return true
    }
}
