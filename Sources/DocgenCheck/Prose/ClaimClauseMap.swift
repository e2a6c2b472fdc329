import DocgenSupport
/// Which clause each token of a sentence belongs to. A required cue ("must be implemented",
/// "其中 7 个没有默认值") speaks about the count in its own clause only, so
/// "has 21 parameters, and most of them are optional" keeps 21 a total.
struct ClaimClauseMap {
    /// `ranges[clauseOfToken[i]]` is the token range of the clause holding token `i`.
    private let clauseOfToken: [Int]
    private let ranges: [Range<Int>]

    init(_ tokens: [ClaimToken]) {
        var clauseOfToken: [Int] = []
        var ranges: [Range<Int>] = []
        clauseOfToken.reserveCapacity(tokens.count)
        var start = 0
        for (i, token) in tokens.enumerated() {
            if token.kind == .symbol, CountVocabulary.clauseSeparators.contains(token.scalar) {
                // The separator ends the clause before it.
                clauseOfToken.append(ranges.count)
                ranges.append(start..<(i + 1))
                start = i + 1
                continue
            }
            if token.kind == .word, i > start, CountVocabulary.englishClauseConjunctions.contains(token.lower),
               i + 1 < tokens.count, Self.startsSubject(tokens[i + 1]) {
                ranges.append(start..<i)
                start = i
            }
            clauseOfToken.append(ranges.count)
        }
        ranges.append(start..<tokens.count)
        self.clauseOfToken = clauseOfToken
        self.ranges = ranges
    }

    /// "…and four of them…", "…but most are optional": a conjunction followed by a new
    /// subject starts a clause; "…and must always be passed" does not.
    private static func startsSubject(_ token: ClaimToken) -> Bool {
        switch token.kind {
        case .number: true
        case .word: CountVocabulary.englishSubjectStarters.contains(token.lower)
        default: false
        }
    }

    /// The token range of the clause containing token `index`.
    func clause(of index: Int) -> Range<Int> {
        ranges[clauseOfToken[index]]
    }
}
