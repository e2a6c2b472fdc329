import DocgenSupport
/// Decides whether a clause says its count is of required things ("must be implemented",
/// "no default value", "必須", "没有默认值"), of optional things, or neither.
///
/// Phrases are matched left to right, longest first, and a match consumes its tokens, so a
/// negated form wins over the plain form it contains: "not required" is optional,
/// "non-optional" is required, 没有默认 is required although it contains 有默认.
enum RequirementCue: Sendable, Equatable {
    case required
    case optional
}

enum RequirementCues {
    // MARK: English (sequences of lower-cased words)

    private static let englishRequired: [[String]] = words([
        "required", "mandatory", "non-optional", "nonoptional", "compulsory", "obligatory",
        "must be", "must always be", "must also be", "must implement", "must pass",
        "must provide", "must supply", "must specify", "must set", "must override",
        "have to", "has to", "need to be", "needs to be", "need to implement",
        "needs to implement", "need to pass", "needs to pass",
        "cannot be omitted", "can't be omitted", "can not be omitted", "may not be omitted",
        "cannot be left out", "cannot be skipped",
        "no default", "no defaults", "without a default", "without default", "without defaults",
        "lack a default", "lacks a default", "lack default", "lack defaults", "lacking a default",
        "lacking default", "don't have a default", "do not have a default",
        "doesn't have a default", "does not have a default", "don't have default",
        "do not have default", "don't have defaults", "do not have defaults", "not have a default",
        "not have default", "not have defaults",
    ])

    private static let englishOptional: [[String]] = words([
        "optional", "optionally", "not required", "not mandatory", "need not", "needn't",
        "isn't required", "aren't required", "isn't mandatory", "aren't mandatory", "isn't needed", "aren't needed",
        "don't need", "do not need", "doesn't need", "does not need", "don't have to",
        "do not have to", "doesn't have to", "does not have to", "not have to",
        "can be omitted", "may be omitted", "can be skipped", "can be left out",
        "have a default", "has a default", "have default", "has default", "have defaults",
        "with a default", "with default", "with defaults", "defaulted",
    ])

    /// Verbs of obligation that put the cue before an English number: "you must implement 4
    /// methods", "you only need to implement one method". Kept apart from the phrases above
    /// because most English cues before a number belong to another noun ("the required method
    /// takes 3 parameters").
    private static let englishObligations: [[String]] = words([
        "must", "must always", "need to", "needs to", "only need to", "have to", "has to",
        "are required to", "is required to",
    ])
    private static let englishObligedActions: Set<String> = [
        "implement", "pass", "provide", "supply", "specify", "override", "adopt", "set",
    ]
    private static let englishSkippableBeforeNumber: Set<String> = ["the", "all", "only", "exactly", "just", "these", "those"]

    /// Whether an obligation verb governs the English number at `index`.
    static func obligationGoverns(_ tokens: [ClaimToken], number index: Int, floor: Int) -> Bool {
        var k = index - 1
        while k >= floor, tokens[k].kind == .word, englishSkippableBeforeNumber.contains(tokens[k].lower) { k -= 1 }
        guard k >= floor, tokens[k].kind == .word, englishObligedActions.contains(tokens[k].lower) else { return false }
        return englishObligations.contains { phrase in
            let start = k - phrase.count
            guard start >= floor else { return false }
            return phrase.indices.allSatisfy { tokens[start + $0].kind == .word && tokens[start + $0].lower == phrase[$0] }
        }
    }

    // MARK: Japanese and Chinese (sequences of characters)

    private static let cjkRequired: [[Unicode.Scalar]] = CountVocabulary.longestFirst([
        "必須", "必ず", "必要", "しなければ", "なければならない", "なくてはならない",
        "省略できない", "省略できません", "省略不可", "省略不能",
        "必须", "必填", "必需", "必选", "必傳", "必传", "没有默认", "沒有預設", "无默认",
        "無默認", "没默认", "不能省略", "不可省略", "不得省略", "不可缺少", "不可或缺",
        "需要实现", "需实现", "一定要",
    ].map(CountVocabulary.scalars))

    private static let cjkOptional: [[Unicode.Scalar]] = CountVocabulary.longestFirst([
        "必須ではない", "必須ではありません", "必須でない", "必須じゃない", "必要ない",
        "必要はない", "必要はありません", "必要ありません", "必要がない", "必要がありません",
        "不要", "任意", "オプション", "省略可能", "省略可", "省略でき",
        "可选", "可選", "非必须", "非必需", "非必填", "不必", "不是必须", "不是必需", "不需要",
        "无需", "无须", "可以省略", "可省略", "有默认", "有預設", "选填", "不必须",
    ].map(CountVocabulary.scalars))

    /// Japanese writes "has no default" many ways (デフォルト値がない, デフォルトの値がありません,
    /// 既定値なし…), so after デフォルト/既定 a short window decides instead of a phrase list.
    private static let japaneseDefaultWords: [[Unicode.Scalar]] = ["デフォルト", "既定"].map(CountVocabulary.scalars)
    private static let japaneseAbsence: [[Unicode.Scalar]] = ["ない", "無い", "無し", "なし", "ません", "持たない"].map(CountVocabulary.scalars)
    private static let japanesePresence: [[Unicode.Scalar]] = ["ある", "あり", "持つ", "持って", "付き", "付"].map(CountVocabulary.scalars)
    private static let defaultWindow = 8

    /// The cue in `tokens[range]`; when both kinds occur, the one nearest `anchor` (the number)
    /// wins, because a sentence can describe both the required and the optional ones.
    static func cue(in tokens: [ClaimToken], range: Range<Int>, anchor: Int) -> RequirementCue? {
        located(in: tokens, range: range, anchor: anchor)?.cue
    }

    /// The same cue, with the tokens it spans.
    static func located(in tokens: [ClaimToken], range: Range<Int>, anchor: Int) -> (cue: RequirementCue, tokens: Range<Int>)? {
        var best: (cue: RequirementCue, tokens: Range<Int>, distance: Int)? = nil
        var i = range.lowerBound
        while i < range.upperBound {
            guard let (cue, end) = match(in: tokens, at: i, limit: range.upperBound) else {
                i += 1
                continue
            }
            let distance = abs(i - anchor)
            if best == nil || distance < best!.distance { best = (cue, i..<end, distance) }
            i = end
        }
        return best.map { ($0.cue, $0.tokens) }
    }

    private static func match(in tokens: [ClaimToken], at i: Int, limit: Int) -> (RequirementCue, Int)? {
        switch tokens[i].kind {
        case .word:
            let optional = longestWordMatch(englishOptional, tokens, i, limit)
            let required = longestWordMatch(englishRequired, tokens, i, limit)
            return pick(optional: optional, required: required)
        case .cjk:
            if let end = japaneseDefault(tokens, i, limit) { return end }
            var optional = ClaimTokenMatch.longestCJK(cjkOptional, in: tokens, at: i, limit: limit).map { i + $0.count }
            if let end = optional, isArbitrary(tokens, i, end, limit) { optional = nil }
            let required = ClaimTokenMatch.longestCJK(cjkRequired, in: tokens, at: i, limit: limit).map { i + $0.count }
            return pick(optional: optional, required: required)
        default:
            return nil
        }
    }

    /// 任意 is "optional" (引数は任意です, 任意のメソッド, 任意項目) unless what follows makes it
    /// Chinese "any, arbitrary" (任意编辑, 任意一个, 任意的, 任意类型).
    private static func isArbitrary(_ tokens: [ClaimToken], _ start: Int, _ end: Int, _ limit: Int) -> Bool {
        guard end - start == 2, tokens[start].scalar == "任", tokens[start + 1].scalar == "意", end < limit,
              tokens[end].kind == .cjk else { return false }
        let next = tokens[end].scalar
        return chineseAnyFollowers.contains(next)
    }

    private static let chineseAnyFollowers: Set<Unicode.Scalar> = [
        "的", "地", "一", "个", "两", "多", "种", "何", "位", "次", "类", "值", "字", "对", "编", "修", "改", "更", "调", "数",
    ]

    /// The longer match wins; on a tie the optional reading wins, as its phrases are the
    /// negated or qualified forms.
    private static func pick(optional: Int?, required: Int?) -> (RequirementCue, Int)? {
        switch (optional, required) {
        case let (o?, r?): r > o ? (.required, r) : (.optional, o)
        case let (o?, nil): (.optional, o)
        case let (nil, r?): (.required, r)
        case (nil, nil): nil
        }
    }

    private static func longestWordMatch(_ phrases: [[String]], _ tokens: [ClaimToken], _ i: Int, _ limit: Int) -> Int? {
        var best: Int? = nil
        for phrase in phrases where i + phrase.count <= limit {
            var matched = true
            for (k, word) in phrase.enumerated() where tokens[i + k].kind != .word || tokens[i + k].lower != word {
                matched = false
                break
            }
            if matched, best.map({ i + phrase.count > $0 }) ?? true { best = i + phrase.count }
        }
        return best
    }

    private static func japaneseDefault(_ tokens: [ClaimToken], _ i: Int, _ limit: Int) -> (RequirementCue, Int)? {
        guard let word = ClaimTokenMatch.longestCJK(japaneseDefaultWords, in: tokens, at: i, limit: limit) else { return nil }
        let windowEnd = min(limit, i + word.count + defaultWindow)
        // Absence first: ありません begins with あり.
        for j in (i + word.count)..<windowEnd {
            if let hit = ClaimTokenMatch.longestCJK(japaneseAbsence, in: tokens, at: j, limit: windowEnd) {
                return (.required, j + hit.count)
            }
        }
        for j in (i + word.count)..<windowEnd {
            if let hit = ClaimTokenMatch.longestCJK(japanesePresence, in: tokens, at: j, limit: windowEnd) {
                return (.optional, j + hit.count)
            }
        }
        return nil
    }

    private static func words(_ phrases: [String]) -> [[String]] {
        phrases.map { $0.split(separator: " ").map(String.init) }
    }
}
