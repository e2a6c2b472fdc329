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
///
/// A list after a colon is one too, when what comes before the colon says it lists the required
/// members and the list is nothing but names: "The required methods are: `a`, `b` and `c`.",
/// 「実装が必須のメソッドは次のとおりです：`a`、`b`」, 「必须实现的方法：`a` 和 `b`」. A list
/// that says it is part of the set ("include", "such as", "for example", 例えば, 例如, 包括) or
/// offers alternatives ("or", または, 或) is none.
enum RequiredSetClaimExtractor {
    /// The claims of `sentence`, tokenized through it (the other extractors share its tokens).
    static func claims(in sentence: inout ClaimSentence) -> [RequiredSetClaim] {
        // Most sentences have no code span, or no "only" word or colon: all are byte tests.
        let text = sentence.text
        guard text.containsByte(UInt8(ascii: "`")) else { return [] }
        let hasOnly = mentionsOnly(text)
        let hasColon = text.containsByte(UInt8(ascii: ":")) || text.contains("：")
        guard hasOnly || hasColon else { return [] }
        let tokens = sentence.tokens().tokens
        if hasColon, let listed = listClaim(in: tokens) { return [listed] }
        guard hasOnly else { return [] }
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
        guard let only = onlyWord(tokens, in: clause),
              RequirementCues.cue(in: tokens, range: clause, anchor: only) == .required else { return nil }
        let names = clause.filter { tokens[$0].kind == .code && ProseNames.isMemberName(tokens[$0].text) }
        guard let first = names.first else { return nil }
        return RequiredSetClaim(names: names.map { tokens[$0].text }, utf8Offset: tokens[first].utf8Range.lowerBound,
                                utf8Length: tokens[first].utf8Range.count)
    }

    /// "The required methods are: `a`, `b`.": a required cue and a counted noun before the
    /// sentence's first colon, and after it only member names and the words that join them.
    private static func listClaim(in tokens: [ClaimToken]) -> RequiredSetClaim? {
        guard let colon = tokens.firstIndex(where: { $0.kind == .symbol && ($0.scalar == ":" || $0.scalar == "：") }),
              colon > 0, colon + 1 < tokens.count else { return nil }
        let lead = tokens[..<colon]
        // A code span right before the colon ("`x`: …") starts a definition, not a list.
        // "`Beacon` requires these methods:" says which are required, as "required" does.
        let requires = lead.contains { $0.kind == .word && ($0.lower == "requires" || $0.lower == "require") }
        guard lead.last?.kind != .code,
              RequirementCues.cue(in: tokens, range: 0..<colon, anchor: colon) ?? (requires ? .required : nil) == .required,
              namesCountedThings(lead), !saysPart(lead) else { return nil }
        var names: [Int] = []
        for index in (colon + 1)..<tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .code:
                guard ProseNames.isMemberName(token.text) else { return nil }
                names.append(index)
            case .word:
                guard listJoiners.contains(token.lower) else { return nil }
            case .cjk:
                guard cjkListJoiners.contains(token.scalar) else { return nil }
            case .symbol:
                guard listPunctuation.contains(token.scalar) else { return nil }
            case .number:
                return nil
            }
        }
        guard let first = names.first else { return nil }
        return RequiredSetClaim(names: names.map { tokens[$0].text }, utf8Offset: tokens[first].utf8Range.lowerBound,
                                utf8Length: tokens[first].utf8Range.count)
    }

    /// Words between a list's names; "or" offers alternatives, so it is not one.
    private static let listJoiners: Set<String> = ["and", "as", "well"]
    private static let cjkListJoiners: Set<Unicode.Scalar> = ["と", "和", "与", "與", "及", "で", "す"]
    private static let listPunctuation: Set<Unicode.Scalar> = [",", "，", "、", ".", "。", ";", "；", "(", ")", "（", "）"]

    /// The lead names what is counted: methods, parameters, callbacks (as the count claims
    /// read them), in English, Japanese or Chinese.
    private static func namesCountedThings(_ lead: ArraySlice<ClaimToken>) -> Bool {
        if lead.contains(where: { $0.kind == .word && CountVocabulary.englishNouns[$0.lower] != nil }) { return true }
        let text = cjkText(lead)
        return (CountVocabulary.japaneseNouns + CountVocabulary.chineseNouns).contains { text.contains(String(String.UnicodeScalarView($0.scalars))) }
    }

    /// The lead's kana and ideographs, as one string.
    private static func cjkText(_ lead: ArraySlice<ClaimToken>) -> String {
        String(String.UnicodeScalarView(lead.filter { $0.kind == .cjk }.map(\.scalar)))
    }

    /// The lead says the list is part of the set, or picks from it.
    private static func saysPart(_ lead: ArraySlice<ClaimToken>) -> Bool {
        if lead.contains(where: { $0.kind == .word && partWords.contains($0.lower) }) { return true }
        // "One of the required methods:", "two of them".
        if zip(lead, lead.dropFirst()).contains(where: { $0.kind == .number && $1.kind == .word && $1.lower == "of" }) { return true }
        let text = cjkText(lead)
        return cjkPartWords.contains { text.contains($0) }
    }

    private static let partWords: Set<String> = [
        "include", "includes", "including", "such", "example", "e", "g", "eg", "some", "among", "several", "many", "most",
        "first", "main", "key", "or", "either", "other", "also",
    ]
    private static let cjkPartWords = ["例えば", "たとえば", "など", "含", "一部", "いくつか", "例如", "比如", "包括", "一些", "部分", "之一", "または", "或"]

    private static let englishOnly: Set<String> = ["only", "sole", "solely"]
    private static let cjkOnly: [[Unicode.Scalar]] = CountVocabulary.longestFirst(
        ["だけ", "のみ", "しか", "只有", "仅有", "僅有", "唯一", "仅", "僅", "只"].map(CountVocabulary.scalars))
    private static let cjkNotOnly: [[Unicode.Scalar]] = CountVocabulary.longestFirst(
        ["だけでなく", "だけではなく", "のみならず", "のみでなく", "できるだけ", "不仅", "不僅", "不只", "不止", "只要"].map(CountVocabulary.scalars))

    /// The clause's first "only" word, unless it is negated ("not only", だけでなく): what makes
    /// a sentence a claim about the whole set of required members.
    static func onlyWord(_ tokens: [ClaimToken], in clause: Range<Int>) -> Int? {
        guard let only = clause.first(where: { isOnly(tokens, at: $0, limit: clause.upperBound) }),
              !isNegated(tokens, only: only, clause: clause) else { return nil }
        return only
    }

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
