import DocgenSupport

/// A clause that says named members are required, or that they are optional: "`didFailPurchase`
/// and `didFinishRestore` are required", "Handling `didFinishPurchase` isn't required",
/// 「`retries` は必須です」, 「`session` 是可选的」.
struct RequirementClaim: Sendable {
    /// The members named (code spans), as written, with their UTF-8 offsets in the sentence.
    var names: [(text: String, utf8Offset: Int)]
    /// What the clause says of them.
    var isRequired: Bool
    /// The types the names were written with (`RequestRetrier` of
    /// `RequestRetrier.retry(_:for:dueTo:completion:)`): the claim's subject first of all.
    var owners: [String] = []
}

/// Finds requirement claims, clause by clause, in English, Japanese and Chinese. A clause is one
/// when it names members in backticks and has a required or optional cue (`RequirementCues`)
/// after them, and no word that makes it conditional ("if", "when", "unless", 場合, 时) or
/// about something else the member does ("required to call", "must be called"). A clause with an
/// "only" word is a required-set claim instead (`RequiredSetClaimExtractor`).
enum RequirementClaimExtractor {
    /// The claims of `sentence`, tokenized through it (the other extractors share its tokens).
    static func claims(in sentence: inout ClaimSentence) -> [RequirementClaim] {
        guard sentence.text.containsByte(UInt8(ascii: "`")) else { return [] }
        let tokens = sentence.tokens().tokens
        let clauses = ClaimClauseMap(tokens)
        var found: [RequirementClaim] = []
        var seen = Set<Range<Int>>()
        // A list split by commas ("`a`, `b`, and `c` are required") has its cue in its last
        // clause: the clauses of names alone before it take that cue.
        var pending: [(text: String, utf8Offset: Int)] = []
        for index in tokens.indices {
            let clause = clauses.clause(of: index)
            guard seen.insert(clause).inserted else { continue }
            var made = claims(in: tokens, clause)
            if !made.isEmpty {
                made[0].names = pending + made[0].names
                found += made
                pending = []
            } else if let names = namesOnly(tokens, clause) {
                pending += names
            } else {
                pending = []
            }
        }
        return found
    }

    /// The member names of a clause that holds nothing else (names, "and", "or", punctuation).
    private static func namesOnly(_ tokens: [ClaimToken], _ clause: Range<Int>) -> [(text: String, utf8Offset: Int)]? {
        var names: [(text: String, utf8Offset: Int)] = []
        for token in tokens[clause] {
            switch token.kind {
            case .code where ProseNames.isMemberName(token.text): names.append((token.text, token.utf8Range.lowerBound))
            case .word where ["and", "or"].contains(token.lower): continue
            case .symbol: continue
            case .cjk where ["と", "、", "和", "及"].contains(token.scalar): continue
            default: return nil
            }
        }
        return names.isEmpty ? nil : names
    }

    /// The clause's claims: one per run of names and the cue after them ("`a` is required and
    /// `b` is optional" makes two).
    /// `Type.member` written as one name: the type and the member's name.
    static func qualified(_ text: String) -> (owner: String, member: String)? {
        let selector = text.firstIndex(of: "(") ?? text.endIndex
        guard let dot = text[..<selector].lastIndex(of: "."), text.first?.isUppercase == true else { return nil }
        let member = String(text[text.index(after: dot)...])
        return ProseNames.isMemberName(member) ? (String(text[..<dot]), member) : nil
    }

    /// The member a code span names, unqualified.
    private static func memberName(_ token: ClaimToken) -> String? {
        guard token.kind == .code else { return nil }
        return ProseNames.isMemberName(token.text) ? token.text : qualified(token.text)?.member
    }

    private static func claims(in tokens: [ClaimToken], _ clause: Range<Int>) -> [RequirementClaim] {
        let names = clause.filter { memberName(tokens[$0]) != nil }
        // A condition anywhere before the cue holds for it: "If you show progress, `x` is required".
        guard !names.isEmpty, !isConditional(tokens, 0..<clause.upperBound),
              RequiredSetClaimExtractor.onlyWord(tokens, in: clause) == nil else { return [] }
        // A cue between two names ends the run of the first.
        var runs: [[Int]] = [[names[0]]]
        for (name, next) in zip(names, names.dropFirst()) {
            if RequirementCues.cue(in: tokens, range: (name + 1)..<next, anchor: name) != nil { runs.append([]) }
            runs[runs.count - 1].append(next)
        }
        var found: [RequirementClaim] = []
        for (number, run) in runs.enumerated() {
            let last = run[run.count - 1]
            let end = number + 1 < runs.count ? runs[number + 1][0] : clause.upperBound
            // The cue comes after the names: "`x` is required", not "the required `x` view".
            guard let (cue, span) = RequirementCues.located(in: tokens, range: (last + 1)..<end, anchor: last),
                  !saysSomethingElse(tokens, from: last + 1, to: end), !isConditional(tokens, 0..<0, afterCue: span.upperBound..<end),
                  !namesWhatItIs(tokens, cue: span, end: end), linksToNames(tokens, from: last + 1, to: span.lowerBound) else { continue }
            found.append(RequirementClaim(names: run.map { (memberName(tokens[$0])!, tokens[$0].utf8Range.lowerBound) }, isRequired: cue == .required,
                                          owners: run.compactMap { qualified(tokens[$0].text)?.owner }))
        }
        return found
    }

    /// English words that may stand between names and their cue: a verb of being, an adverb,
    /// what the names are ("`x` and `y` parameters are required", "`x` is an optional
    /// argument"), a place ("`apply(_:to:)` in an `Authenticator` is required"). Any other word
    /// makes the cue another thing's: "the single piece of `destination` state rather than
    /// checking multiple optional values" says nothing of `destination`.
    private static let englishLinks: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "isn't", "aren't", "wasn't", "weren't", "remains", "remain",
        "stays", "stay", "becomes", "become", "also", "always", "still", "entirely", "completely", "fully", "now",
        "both", "all", "each", "too", "then", "therefore", "thus", "a", "an", "the", "not", "never", "considered",
        "treated", "marked", "as", "in", "on", "of", "for", "by", "its", "their", "this", "these", "that", "those",
        "parameter", "parameters", "argument", "arguments", "method", "methods", "callback", "callbacks", "closure",
        "closures", "property", "properties", "field", "fields", "member", "members", "requirement", "requirements",
        "function", "functions", "initializer", "initializers", "handler", "handlers", "delegate", "protocol", "type",
        "implementing", "implementation", "handling", "passing", "providing", "setting", "and", "or", "so",
    ]

    /// True when the words between the last name and an English cue are `englishLinks` (or code
    /// spans and punctuation); a Japanese or Chinese cue is judged by its particles elsewhere.
    private static func linksToNames(_ tokens: [ClaimToken], from start: Int, to cue: Int) -> Bool {
        guard cue < tokens.count, tokens[cue].kind == .word, start < cue else { return true }
        return tokens[start..<cue].allSatisfy { $0.kind != .word || englishLinks.contains($0.lower) }
    }

    private static let conditionalWords: Set<String> = [
        "if", "when", "unless", "whenever", "once", "while", "before", "after", "until",
    ]
    /// Words that make a cue conditional only after it: "required for uploads", "required in
    /// iOS 15", "required to …"; before the names they say where ("In `call(…)`, `method` is
    /// required", "Implementing `x` in a `P` is optional").
    private static let conditionalAfterCue: Set<String> = ["for", "in", "to", "on"]
    private static let cjkConditional = ["場合", "とき", "時は", "なら", "如果", "时", "時", "若", "才"]

    /// "`x` is required if you…", "only when", 「…場合は必須」, 「使用时必填」; with `afterCue`, the
    /// words that make what follows a cue conditional.
    private static func isConditional(_ tokens: [ClaimToken], _ clause: Range<Int>, afterCue: Range<Int>? = nil) -> Bool {
        if tokens[clause].contains(where: { $0.kind == .word && conditionalWords.contains($0.lower) }) { return true }
        if let afterCue, tokens[afterCue].contains(where: { $0.kind == .word && conditionalAfterCue.contains($0.lower) }) { return true }
        let text = String(String.UnicodeScalarView(tokens[clause].filter { $0.kind == .cjk }.map(\.scalar)))
        return cjkConditional.contains { text.contains($0) }
    }

    /// "`rootQueue` must be a serial queue", "must be of type", 「`rootQueue` は小さな数である必要が
    /// あります」, 「`rootQueue` 必须是串行队列」: the cue says what the value must be, not whether it
    /// can be left out.
    private static func namesWhatItIs(_ tokens: [ClaimToken], cue: Range<Int>, end: Int) -> Bool {
        let start = cue.upperBound
        // 「である必要」: the copula before the cue.
        if cue.lowerBound >= 3, tokens[(cue.lowerBound - 3)..<cue.lowerBound].allSatisfy({ $0.kind == .cjk }),
           String(String.UnicodeScalarView(tokens[(cue.lowerBound - 3)..<cue.lowerBound].map(\.scalar))).hasSuffix("である") { return true }
        guard start > 0, start < end, start < tokens.count else { return false }
        let next = tokens[start]
        if next.kind == .word { return tokens[start - 1].lower == "be" && ["a", "an", "the", "of", "one"].contains(next.lower) }
        return next.kind == .cjk && ["是", "为", "為"].contains(next.scalar)
    }

    /// "`x` must be called first", "`x` is required to …": the cue is about what the reader
    /// does with the member, not about its default.
    private static func saysSomethingElse(_ tokens: [ClaimToken], from start: Int, to end: Int) -> Bool {
        tokens[start..<end].contains { $0.kind == .word && ["called", "call", "invoked", "set", "used", "use"].contains($0.lower) }
    }
}
