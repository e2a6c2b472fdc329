import DocgenSupport

/// A sentence that names which members are the required ones: "only `retries` is required",
/// "`retries` is the only required parameter", 「必須なのは `retries` だけです」,
/// 「只有 `retries` 是必填的」.
struct RequiredSetClaim: Sendable, Equatable {
    /// The members named (code spans), as written.
    var names: [String]
    /// UTF-8 offset and length of the first name's code span in the sentence, backticks included.
    var utf8Offset: Int
    var utf8Length: Int
}

/// Finds required-set claims in English, Japanese and Chinese sentences. A clause is one when
/// it has an "only" word (only, sole; だけ, のみ, しか; 只有, 仅, 唯一), a required cue
/// (`RequirementCues`: required, no default, 必須, 没有默认值…) and member names in
/// backticks. "not only" (だけでなく, 不仅) and optional cues ("only `x` is optional") make none.
enum RequiredSetClaimExtractor {
    static func claims(in sentence: Substring) -> [RequiredSetClaim] {
        // Most sentences have no code span, or no "only" word: both are byte tests.
        guard sentence.utf8.contains(UInt8(ascii: "`")), mentionsOnly(sentence) else { return [] }
        let (tokens, _) = ClaimTokenizer.tokenize(sentence)
        let clauses = ClaimClauseMap(tokens)
        var found: [RequiredSetClaim] = []
        var seen = Set<Range<Int>>()
        for index in tokens.indices {
            let clause = clauses.clause(of: index)
            guard seen.insert(clause).inserted, let claim = claim(in: tokens, clause) else { continue }
            found.append(claim)
        }
        return found
    }

    private static func claim(in tokens: [ClaimToken], _ clause: Range<Int>) -> RequiredSetClaim? {
        guard let only = clause.first(where: { isOnly(tokens, at: $0, limit: clause.upperBound) }),
              !isNegated(tokens, only: only, clause: clause),
              RequirementCues.cue(in: tokens, range: clause, anchor: only) == .required else { return nil }
        let names = clause.filter { tokens[$0].kind == .code && isMemberName(tokens[$0].text) }
        guard let first = names.first else { return nil }
        return RequiredSetClaim(names: names.map { tokens[$0].text }, utf8Offset: tokens[first].utf8Range.lowerBound,
                                utf8Length: tokens[first].utf8Range.count)
    }

    /// A member's name (`retries`, `didFinishPurchase`, `flowController(_:didPerform:)`), not a
    /// type's or a qualified symbol's (`Uploader.init` names whose members they are).
    private static func isMemberName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || first == "_" else { return false }
        return !text.contains(".") && !text.contains(" ")
    }

    private static let englishOnly: Set<String> = ["only", "sole", "solely"]
    private static let cjkOnly: [[Unicode.Scalar]] = CountVocabulary.longestFirst(
        ["だけ", "のみ", "しか", "只有", "仅有", "僅有", "唯一", "仅", "僅", "只"].map(CountVocabulary.scalars))
    private static let cjkNotOnly: [[Unicode.Scalar]] = CountVocabulary.longestFirst(
        ["だけでなく", "だけではなく", "のみならず", "のみでなく", "できるだけ", "不仅", "不僅", "不只", "不止", "只要"].map(CountVocabulary.scalars))

    private static func isOnly(_ tokens: [ClaimToken], at index: Int, limit: Int) -> Bool {
        switch tokens[index].kind {
        case .word: return englishOnly.contains(tokens[index].lower)
        case .cjk: return ClaimTokenMatch.longestCJK(cjkOnly, in: tokens, at: index, limit: limit) != nil
        default: return false
        }
    }

    /// "not only", "not the only", だけでなく, 不仅.
    private static func isNegated(_ tokens: [ClaimToken], only: Int, clause: Range<Int>) -> Bool {
        if tokens[only].kind == .cjk {
            for start in max(clause.lowerBound, only - 3)...only where ClaimTokenMatch.longestCJK(cjkNotOnly, in: tokens, at: start, limit: clause.upperBound) != nil {
                return true
            }
            return false
        }
        let before = tokens[max(clause.lowerBound, only - 2)..<only]
        return before.contains { $0.kind == .word && ["not", "isn't", "aren't", "never"].contains($0.lower) }
    }

    /// Whether an "only" word may occur: cheaper than tokenizing every sentence with a code span.
    private static func mentionsOnly(_ sentence: Substring) -> Bool {
        let lowered = sentence.lowercased()
        return ["only", "sole", "だけ", "のみ", "しか", "只", "仅", "僅", "唯一"].contains { lowered.contains($0) }
    }
}
