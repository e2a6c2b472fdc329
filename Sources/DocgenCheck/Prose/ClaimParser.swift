import DocgenSupport
/// Finds the count claims in one tokenized sentence.
///
/// Works in three passes: attach each number to the noun it counts (after it, through a
/// partitive "of the", or before it in Japanese/Chinese), let nounless subset numbers
/// ("four of them", "其中 7 个") inherit the noun of the claim before them, then read each
/// number's clause for a required/optional cue.
struct ClaimParser {
    private let tokens: [ClaimToken]
    private let scalars: [Unicode.Scalar]
    private let clauses: ClaimClauseMap
    /// Japanese and Chinese share characters; kana tell them apart, and decide whether
    /// 方法 means "method" (Chinese) or "way" (Japanese).
    private let isJapanese: Bool
    private let hasCJK: Bool
    private var nounsByStart: [Int: NounMatch] = [:]
    private var nounsByEnd: [Int: NounMatch] = [:]
    /// Token indices inside a noun but not its first token.
    private var nounInterior: Set<Int> = []

    struct NounMatch {
        var range: Range<Int>
        var thing: CountedThing
        var needsCounter: Bool
    }

    /// A number that counts methods or parameters, before its cue is read.
    private struct Candidate {
        var index: Int
        var thing: CountedThing?
        /// A part of a set named elsewhere ("four of them"): only a claim when it is the required part.
        var isSubset = false
        /// The superset in "four of the fifteen methods": the total, unless its own modifiers
        /// say otherwise ("one of two required methods").
        var isPartitiveObject = false
        /// For a subset with a superset of its own ("4 of the 15 methods"), where the superset's
        /// phrase begins: cues inside it describe the superset, not the subset.
        var partitiveStart: Int? = nil
        /// Token range of the number with its classifier and noun.
        var phrase: Range<Int>
    }

    init(tokens: [ClaimToken], scalars: [Unicode.Scalar]) {
        self.tokens = tokens
        self.scalars = scalars
        self.clauses = ClaimClauseMap(tokens)
        self.isJapanese = tokens.contains { $0.kind == .cjk && (0x3040...0x30FF).contains($0.scalar.value) && $0.scalar != "・" }
        self.hasCJK = tokens.contains { $0.kind == .cjk }
        findNouns()
    }

    private mutating func findNouns() {
        let cjkNouns = isJapanese ? CountVocabulary.japaneseNouns : CountVocabulary.chineseNouns
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            var match: NounMatch? = nil
            if token.kind == .word, let thing = CountVocabulary.englishNouns[token.lower] {
                match = NounMatch(range: i..<(i + 1), thing: thing, needsCounter: false)
            } else if token.kind == .cjk,
                      let noun = cjkNouns.first(where: { ClaimTokenMatch.matches($0.scalars, tokens, from: i, limit: tokens.count) }) {
                match = NounMatch(range: i..<(i + noun.scalars.count), thing: noun.thing, needsCounter: noun.needsCounter)
            }
            if let match {
                nounsByStart[match.range.lowerBound] = match
                nounsByEnd[match.range.upperBound] = match
                nounInterior.formUnion(match.range.dropFirst())
                i = match.range.upperBound
            } else {
                i += 1
            }
        }
    }

    // MARK: Claims

    func claims() -> [CountClaim] {
        var candidates: [Candidate] = []
        /// Superset number index → its subset's number index.
        var partitiveObjects: [Int: Int] = [:]
        for i in tokens.indices where tokens[i].kind == .number && tokens[i].isPlausibleCount {
            guard var candidate = candidate(at: i, partitiveObjects: &partitiveObjects) else { continue }
            candidate.isPartitiveObject = partitiveObjects[i] != nil || isQuantifiedSuperset(i)
            candidates.append(candidate)
        }
        inheritNouns(&candidates)

        let primaries = candidates.indices.filter { !candidates[$0].isPartitiveObject }
        let hints = ClaimSubjectHints(tokens: tokens, scalars: scalars)
        var claims: [CountClaim] = []
        var requiredNumbers: Set<Int> = []
        for (k, candidate) in candidates.enumerated() {
            guard let thing = candidate.thing else { continue }
            if hasCJK, isPickOne(candidate) { continue }
            if countsShownItems(candidate) || isChangeAfter(candidate) { continue }
            var isRequired = false
            var isOptional = false
            if candidate.isPartitiveObject {
                // "one of two required methods" picks one of a few alternatives; neither number
                // says how many the API has. "Only one of the 14 methods is required" does.
                if let subset = partitiveObjects[candidate.index], tokens[subset].value == 1, !requiredNumbers.contains(subset) {
                    continue
                }
                switch RequirementCues.cue(in: tokens, range: (candidate.index + 1)..<candidate.phrase.upperBound, anchor: candidate.index) {
                case .optional?: continue
                case .required?: isRequired = true
                case nil: break
                }
            } else {
                let position = primaries.firstIndex(of: k)!
                let previous = position > 0 ? candidates[primaries[position - 1]] : nil
                let next = position + 1 < primaries.count ? candidates[primaries[position + 1]] : nil
                let range = cueRange(candidate, previous: previous, next: next)
                var cue = RequirementCues.cue(in: tokens, range: range, anchor: candidate.index)
                if let partitiveStart = candidate.partitiveStart {
                    // Skip the superset's phrase: in "4 of the 15 optional methods are required"
                    // only "are required" is about the 4.
                    let before = range.lowerBound..<max(range.lowerBound, min(partitiveStart, range.upperBound))
                    let after = min(max(candidate.phrase.upperBound, range.lowerBound), range.upperBound)..<range.upperBound
                    cue = RequirementCues.cue(in: tokens, range: before, anchor: candidate.index)
                        ?? RequirementCues.cue(in: tokens, range: after, anchor: candidate.index)
                }
                if cue == nil, !hasCJK,
                   RequirementCues.obligationGoverns(tokens, number: candidate.index, floor: clauses.clause(of: candidate.index).lowerBound) {
                    cue = .required
                }
                switch cue {
                case .optional?:
                    // "the 2 optional parameters" refers back to ones already named, unless the
                    // clause says something has them.
                    guard !isMentionNotCount(candidate) else { continue }
                    isOptional = true
                case .required?: isRequired = true
                case nil:
                    // "four of them are new" says nothing checkable.
                    if candidate.isSubset || isMentionNotCount(candidate) { continue }
                }
            }
            let token = tokens[candidate.index]
            if isRequired { requiredNumbers.insert(candidate.index) }
            claims.append(CountClaim(
                value: token.value,
                thing: thing,
                isRequiredCount: isRequired,
                isOptionalCount: isOptional,
                utf8Offset: token.utf8Range.lowerBound,
                utf8Length: token.utf8Range.count,
                subjectHints: hints.hints(
                    numberIndex: candidate.index,
                    phraseEnd: candidate.phrase.upperBound,
                    clauseEnd: clauses.clause(of: candidate.index).upperBound
                )
            ))
        }
        return claims
    }

    /// "these three methods", "the following 3 callbacks", "the two methods below", 「上記の 2 つ
    /// のメソッド」, 「以下の3つ」, 「下面这三个回调」, 「这两个方法」: the number counts things the
    /// page shows or has just named, not every member the symbol has. A clause that says
    /// something has them ("the protocol has the 15 methods listed below", 「次の 15 個のメソッド
    /// があります」, 「该协议有以下 15 个方法」) still counts the symbol's members.
    private func countsShownItems(_ candidate: Candidate) -> Bool {
        let i = candidate.index
        if introducesPickedList(candidate) { return true }
        var pointed = false
        if i > 0 {
            let previous = tokens[i - 1]
            if previous.kind == .word, CountVocabulary.englishDemonstratives.contains(previous.lower) { pointed = true }
            if previous.kind == .cjk || previous.kind == .symbol,
               ClaimTokenMatch.longestCJK(CountVocabulary.cjkDemonstratives, in: tokens, endingAt: i, floor: 0) != nil { pointed = true }
        }
        let end = candidate.phrase.upperBound
        if !hasCJK, end < tokens.count, tokens[end].kind == .word, CountVocabulary.englishShownAfter.contains(tokens[end].lower) { pointed = true }
        guard pointed else { return false }
        let clause = clauses.clause(of: i)
        if hasCJK {
            // Japanese says it after the phrase (…があります), Chinese before the demonstrative (有以下…).
            // In Japanese the having word is the counted things' own only up to the next は or に:
            // in 「この 2 つのメソッドにはデフォルト実装がありません」 what is had is the default.
            let having = CountVocabulary.cjkHavingWords
            var searched = isJapanese ? min(end, clause.upperBound)..<clause.upperBound : clause.lowerBound..<i
            if isJapanese, let topic = searched.first(where: { tokens[$0].kind == .cjk && (tokens[$0].scalar == "は" || tokens[$0].scalar == "に") }) {
                searched = searched.lowerBound..<topic
            }
            return !searched.contains { ClaimTokenMatch.longestCJK(having, in: tokens, at: $0, limit: searched.upperBound) != nil }
        }
        return !tokens[clause.lowerBound..<i].contains { $0.kind == .word && CountVocabulary.englishHavingVerbs.contains($0.lower) }
    }

    /// "`PersistableRecord` provides three upsert methods:", 「3 つの削除メソッドがあります：」,
    /// 「提供两个删除方法：」, a list after it: a modifier that picks some of the members
    /// (`upsert`, 削除, 删除) and a colon that ends the sentence to introduce them. The number
    /// counts the list, not the symbol's members. Modifiers every member may carry ("15
    /// delegate methods:", 「2 つの必須メソッド」) pick nothing.
    private func introducesPickedList(_ candidate: Candidate) -> Bool {
        let colons: Set<Unicode.Scalar> = [":", "："]
        guard let last = tokens.last, last.kind == .symbol, colons.contains(last.scalar) else { return false }
        var modifiers: [ClaimToken] = []
        if let noun = nounsByEnd[candidate.phrase.upperBound], noun.range.lowerBound > candidate.index {
            // "three upsert methods", 「2 つの削除メソッド」, 「两个删除方法」: between the number and its noun.
            if !hasCJK, !(candidate.phrase.upperBound < tokens.count && colons.contains(tokens[candidate.phrase.upperBound].scalar)) { return false }
            modifiers = Array(tokens[(candidate.index + 1)..<noun.range.lowerBound])
        } else if hasCJK, let noun = nounsByStart[candidate.phrase.lowerBound] {
            // 「削除用のメソッドが 2 つ」: the words right before the noun, back to a particle.
            var j = noun.range.lowerBound - 1
            while j >= 0, tokens[j].kind == .cjk || tokens[j].kind == .word, !CountVocabulary.cjkParticles.contains(tokens[j].scalar) {
                modifiers.insert(tokens[j], at: 0)
                j -= 1
            }
        }
        let words = modifiers.filter { $0.kind == .word }.map(\.lower)
        let cjk = String(String.UnicodeScalarView(modifiers.filter {
            $0.kind == .cjk && !CountVocabulary.countCounters.contains($0.scalar) && $0.scalar != "の" && $0.scalar != "的"
        }.map(\.scalar)))
        if words.contains(where: { !CountVocabulary.englishUnpickingModifiers.contains($0) }) { return true }
        return !cjk.isEmpty && !CountVocabulary.cjkUnpickingModifiers.contains(where: { cjk.contains($0) })
    }

    /// "rename the modifier and the two parameters", "2 つのパラメータの名前を変更": the number
    /// picks out things already known rather than stating how many there are. English needs a
    /// verb of having ("has", "takes", "there are") or a partitive ("of the 15 methods") to
    /// make "the N things" a count; Japanese and Chinese counted nouns that only qualify
    /// another noun (…の名前, …的名称) are not counts either.
    /// "两个必须实现的方法之一": one of a few alternatives, so the number counts those.
    private func isPickOne(_ candidate: Candidate) -> Bool {
        let end = candidate.phrase.upperBound
        return (end..<min(end + 2, tokens.count)).contains { start in
            ClaimTokenMatch.longestCJK(CountVocabulary.cjkPickOneMarkers, in: tokens, at: start, limit: tokens.count) != nil
        }
    }

    private func isMentionNotCount(_ candidate: Candidate) -> Bool {
        let i = candidate.index
        guard candidate.phrase.lowerBound == i else { return false }  // Noun before: "メソッドは 15 個".
        if hasCJK {
            let end = candidate.phrase.upperBound
            guard end + 1 < tokens.count, tokens[end].kind == .cjk, tokens[end].scalar == "の" || tokens[end].scalar == "的" else { return false }
            return ClaimTokenMatch.longestCJK(CountVocabulary.cjkSubsetMarkers, in: tokens, at: end + 1, limit: tokens.count) == nil
                && !(tokens[end + 1].kind == .cjk && tokens[end + 1].scalar == "中")
        }
        guard i > 0, tokens[i - 1].kind == .word, CountVocabulary.englishDefiniteDeterminers.contains(tokens[i - 1].lower) else { return false }
        if i > 1, tokens[i - 2].kind == .word, tokens[i - 2].lower == "of" || tokens[i - 2].lower == "all" { return false }
        let clause = clauses.clause(of: i)
        return !tokens[clause.lowerBound..<i].contains { $0.kind == .word && CountVocabulary.englishHavingVerbs.contains($0.lower) }
    }

    /// A nounless subset takes the noun of the nearest claim before it:
    /// "15 methods; four of them must be implemented".
    private func inheritNouns(_ candidates: inout [Candidate]) {
        var lastThing: CountedThing? = nil
        for k in candidates.indices {
            if let thing = candidates[k].thing {
                lastThing = thing
            } else if let lastThing {
                candidates[k].thing = lastThing
                if !candidates[k].isPartitiveObject { candidates[k].isSubset = true }
            }
        }
    }

    /// The tokens whose cues speak about `candidate`: its clause, cut where the neighbouring
    /// claims' phrases begin and end. English puts the cue after the number ("4 must be
    /// implemented", "seven parameters that have no default") or right before it ("the
    /// required 4", "required parameters: 7"); Japanese and Chinese put it anywhere in the clause ("必須のメソッドは 4 つ").
    private func cueRange(_ candidate: Candidate, previous: Candidate?, next: Candidate?) -> Range<Int> {
        let clause = clauses.clause(of: candidate.index)
        var lower = max(clause.lowerBound, previous?.phrase.upperBound ?? 0)
        let upper = min(clause.upperBound, next?.phrase.lowerBound ?? tokens.count)
        if !hasCJK { lower = max(lower, min(candidate.index, candidate.phrase.lowerBound) - 2) }
        return lower..<max(lower, upper)
    }

    // MARK: Attaching a number to its noun

    private func candidate(at i: Int, partitiveObjects: inout [Int: Int]) -> Candidate? {
        if isIdentifier(at: i) || isInexactOrChange(at: i) { return nil }
        var after = i + 1
        var hasCounter = false
        if after < tokens.count, tokens[after].kind == .cjk || tokens[after].kind == .symbol {
            let scalar = tokens[after].scalar
            if CountVocabulary.otherCounters.contains(scalar) { return nil }
            if CountVocabulary.countCounters.contains(scalar) {
                hasCounter = true
                after += 1
                if !isJapanese, tokens[i].numberStyle == .cjkNumerals, tokens[i].value == 1, !isCountedSingular(i) { return nil }
            }
        }
        if after < tokens.count, tokens[after].kind == .word, CountVocabulary.englishUnits.contains(tokens[after].lower) {
            return nil
        }

        switch englishPartitive(at: i) {
        case let .subset(thing, object, end, supersetStart):
            if let object { partitiveObjects[object] = i }
            return Candidate(index: i, thing: thing, isSubset: true, partitiveStart: supersetStart, phrase: i..<end)
        case .otherThings:
            return nil
        case .notPartitive:
            break
        }
        if let noun = nounAfter(after, hasCounter: hasCounter) {
            return Candidate(index: i, thing: noun.thing, phrase: i..<noun.range.upperBound)
        }
        if hasCJK, !modifiesFollowingNoun(after), let noun = nounBefore(i, hasCounter: hasCounter) {
            return Candidate(index: i, thing: noun.thing, phrase: noun.range.lowerBound..<after)
        }
        if !hasCJK, endsStatement(after), let noun = englishNounBefore(i) {
            return Candidate(index: i, thing: noun.thing, phrase: noun.range.lowerBound..<after)
        }
        if isBare(i, after: after, hasCounter: hasCounter) {
            return Candidate(index: i, thing: nil, phrase: i..<after)
        }
        return nil
    }

    /// "step 2", "error 4105", "version 3", "第 2", "バージョン 4": ordinals and identifiers.
    private func isIdentifier(at i: Int) -> Bool {
        guard i > 0 else { return false }
        let previous = tokens[i - 1]
        switch previous.kind {
        case .word: return CountVocabulary.englishIdentifierWords.contains(previous.lower)
        case .symbol: return previous.scalar == "#" || previous.scalar == "＃"
        case .cjk: return ClaimTokenMatch.longestCJK(CountVocabulary.cjkIdentifierWords, in: tokens, endingAt: i, floor: 0) != nil
        default: return false
        }
    }

    /// "another 2 methods", "more than 10", "新增了 2 个方法", "约 3 个": not a count of all of them.
    private func isInexactOrChange(at i: Int) -> Bool {
        guard i > 0 else { return false }
        let previous = tokens[i - 1]
        if previous.kind == .word {
            // "up to 3 parameters" is a maximum.
            if previous.lower == "to", i > 1, tokens[i - 2].lower == "up" { return true }
            return CountVocabulary.englishInexactBefore.contains(previous.lower)
        }
        guard previous.kind == .cjk else { return false }
        return ClaimTokenMatch.longestCJK(CountVocabulary.cjkNonTotalWords, in: tokens, endingAt: i, floor: 0) != nil
    }

    /// "two methods were added in 3.1", 「メソッドが 2 つ追加されました」: the counted things are a
    /// change, said after them in their clause.
    private func isChangeAfter(_ candidate: Candidate) -> Bool {
        let clause = clauses.clause(of: candidate.index)
        let after = min(candidate.phrase.upperBound, clause.upperBound)..<clause.upperBound
        if !hasCJK {
            return after.prefix(4).contains { tokens[$0].kind == .word && CountVocabulary.englishChangeAfter.contains(tokens[$0].lower) }
        }
        return after.contains { ClaimTokenMatch.longestCJK(CountVocabulary.cjkChangeAfter, in: tokens, at: $0, limit: after.upperBound) != nil }
    }

    /// Chinese 一个 is mostly the article "a" (这是一个回调方法); it counts only as 只有一个, 共一个….
    private func isCountedSingular(_ i: Int) -> Bool {
        tokens[max(0, i - 3)..<i].contains { $0.kind == .cjk && CountVocabulary.chineseSingularCountMarkers.contains($0.scalar) }
    }

    private func nounAfter(_ start: Int, hasCounter: Bool) -> NounMatch? {
        guard start < tokens.count else { return nil }
        switch tokens[start].kind {
        case .cjk: return cjkNounAfter(start, hasCounter: hasCounter)
        case .word, .code, .symbol: return englishNounAfter(start)
        default: return nil
        }
    }

    /// "15 methods", "four required methods", "15 `AdaptyUI` delegate methods", "a 21-parameter
    /// initializer": up to three modifiers, none of them a function word or a plural noun
    /// ("2 ways to pass parameters" counts ways).
    private func englishNounAfter(_ start: Int) -> NounMatch? {
        let maxModifiers = 3
        var modifiers = 0
        var j = start
        while j < tokens.count, modifiers <= maxModifiers {
            if let noun = nounsByStart[j], tokens[j].kind == .word { return noun }
            let token = tokens[j]
            switch token.kind {
            case .word:
                if CountVocabulary.englishPhraseBreakers.contains(token.lower)
                    || CountVocabulary.englishUnits.contains(token.lower)
                    || CountVocabulary.englishNonTotalModifiers.contains(token.lower)
                    || Self.looksPlural(token.lower) { return nil }
                modifiers += 1
            case .code:
                // "exactly one `didFinishDownloading` callback" counts calls of that member; a
                // type's name ("15 `AdaptyUI` delegate methods") only says whose they are.
                if let first = token.text.first, first.isLowercase || first == "." { return nil }
                modifiers += 1
            case .symbol where token.scalar == "-" && !token.spaceBefore:
                break
            default:
                return nil
            }
            j += 1
        }
        return nil
    }

    /// A plural noun between a number and a counted noun is what the number counts.
    private static func looksPlural(_ word: String) -> Bool {
        guard word.count > 3, word.hasSuffix("s") else { return false }
        return !(word.hasSuffix("ss") || word.hasSuffix("ous") || word.hasSuffix("is") || word.hasSuffix("us"))
    }

    /// "21 個のパラメータ", "15 個あるメソッド", "4 个必须实现的方法", "15 个方法".
    /// Japanese modifiers may run up to a particle; Chinese ones end in 的 or are a short word (必填参数).
    private func cjkNounAfter(_ start: Int, hasCounter: Bool) -> NounMatch? {
        let breakers = isJapanese ? CountVocabulary.japaneseBreakers : CountVocabulary.chineseBreakers
        let maxBetween = 12
        var j = start
        while j < tokens.count, j - start <= maxBetween {
            if let noun = nounsByStart[j], tokens[j].kind == .cjk {
                if noun.needsCounter && !hasCounter { return nil }
                if !isJapanese, j > start, j - start > 2, tokens[j - 1].scalar != "的" { return nil }
                return noun
            }
            let token = tokens[j]
            switch token.kind {
            case .number: return nil
            // 「2 つの `didFinishDownloading` コールバック」: calls of that member.
            case .code where token.text.first.map { $0.isLowercase || $0 == "." } == true:
                return nil
            case .symbol where CountVocabulary.clauseSeparators.contains(token.scalar) || "。.!?！？：:".unicodeScalars.contains(token.scalar):
                return nil
            case .cjk where ClaimTokenMatch.longestCJK(breakers, in: tokens, at: j, limit: tokens.count) != nil
                || ClaimTokenMatch.longestCJK(CountVocabulary.cjkNonTotalWords, in: tokens, at: j, limit: tokens.count) != nil:
                return nil
            default:
                break
            }
            j += 1
        }
        return nil
    }

    /// "メソッドが15個", "引数は全部で二十個", "参数共 21 个", "必须实现的方法有 4 个": the noun,
    /// then linking particles, then the number. Without a classifier the link must say
    /// "number of" (メソッドの数は 15), or any "X は 3" would count.
    private func nounBefore(_ i: Int, hasCounter: Bool) -> NounMatch? {
        let floor = clauses.clause(of: i).lowerBound
        var end = i
        var saysNumberOf = false
        for _ in 0..<4 {
            if let noun = nounsByEnd[end], noun.range.lowerBound >= floor {
                if noun.needsCounter && !hasCounter { return nil }
                return hasCounter || saysNumberOf ? noun : nil
            }
            guard let linker = linker(endingAt: end, floor: floor) else { return nil }
            if linker.contains("数") { saysNumberOf = true }
            end -= linker.count
        }
        return nil
    }

    /// The linker ending at `end`, longest first, but never one that starts inside a noun:
    /// in 引数は, the linker is は, not 数は.
    private func linker(endingAt end: Int, floor: Int) -> [Unicode.Scalar]? {
        for linker in CountVocabulary.cjkLinkers
        where end - linker.count >= floor && ClaimTokenMatch.matches(linker, tokens, from: end - linker.count, limit: end) {
            if !nounInterior.contains(end - linker.count) { return linker }
        }
        return nil
    }

    /// "Required parameters: 7", "The number of methods is 15", "parameter count: 21". A
    /// verb link needs "number"/"count"/"total", or "its first parameter is 0" would count.
    private func englishNounBefore(_ i: Int) -> NounMatch? {
        var k = i - 1
        guard k > 0 else { return nil }
        let isColon: Bool
        switch tokens[k].kind {
        case .symbol where tokens[k].scalar == ":" || tokens[k].scalar == "=": isColon = true
        case .word where ["is", "are", "was", "equals", "totals"].contains(tokens[k].lower): isColon = false
        default: return nil
        }
        k -= 1
        var saysNumberOf = false
        if tokens[k].kind == .word, tokens[k].lower == "count" || tokens[k].lower == "total" {
            saysNumberOf = true
            k -= 1
        }
        guard k >= 0, tokens[k].kind == .word, let noun = nounsByStart[k] else { return nil }
        let floor = clauses.clause(of: i).lowerBound
        if !saysNumberOf {
            saysNumberOf = tokens[max(floor, k - 4)..<k].contains { $0.kind == .word && ["number", "count", "total"].contains($0.lower) }
        }
        return saysNumberOf || (isColon && tokens[k].lower.hasSuffix("s")) ? noun : nil
    }

    /// Whether the number ends its statement: end of sentence, punctuation, or "in total".
    private func endsStatement(_ after: Int) -> Bool {
        guard after < tokens.count else { return true }
        let next = tokens[after]
        if next.kind == .symbol { return ".,;)!?".unicodeScalars.contains(next.scalar) }
        return next.kind == .word && (next.lower == "in" || next.lower == "total")
    }

    /// "3 つの方法", "3 个的": the number modifies the noun after it, so it cannot be the
    /// predicate of a noun before it. "メソッド 15 個のうち" is a partitive, not a modifier.
    private func modifiesFollowingNoun(_ after: Int) -> Bool {
        guard after < tokens.count, tokens[after].kind == .cjk, tokens[after].scalar == "の" || tokens[after].scalar == "的" else {
            return false
        }
        return !isPartitiveWord(at: after + 1)
    }

    /// うち, 中, 中で after の/的: "15 個のうち", "15 个中的".
    private func isPartitiveWord(at index: Int) -> Bool {
        guard index < tokens.count, tokens[index].kind == .cjk else { return false }
        return tokens[index].scalar == "中" || ClaimTokenMatch.matches(["う", "ち"], tokens, from: index, limit: tokens.count)
    }

    /// A number with no noun that is the subject or predicate of something already named:
    /// "four of them must…", "only four lack…", "6 required)", "うち 4 個は…", "其中 7 个没有…".
    private func isBare(_ i: Int, after: Int, hasCounter: Bool) -> Bool {
        guard after < tokens.count else { return true }
        let next = tokens[after]
        if next.kind == .symbol, ".,;:)!?。，；：）、—".unicodeScalars.contains(next.scalar) { return true }
        if next.kind == .word { return CountVocabulary.englishBareFollowers.contains(next.lower) }
        guard hasCJK else { return false }
        if ClaimTokenMatch.longestCJK(CountVocabulary.cjkSubsetMarkers, in: tokens, endingAt: i, floor: 0) != nil { return true }
        return hasCounter && ClaimTokenMatch.longestCJK(CountVocabulary.cjkBareFollowers, in: tokens, at: after, limit: tokens.count) != nil
    }

    /// "the", "its", and possessives: "of the protocol's 11 requirements".
    private static func isDeterminer(_ word: String) -> Bool {
        CountVocabulary.englishPartitiveDeterminers.contains(word) || word.hasSuffix("'s") || word.hasSuffix("’s")
    }

    /// "none of the 12 callbacks", "all of its 21 parameters": the number names the whole set,
    /// and what the clause says (required, optional) is about the quantifier, not the number.
    private func isQuantifiedSuperset(_ i: Int) -> Bool {
        var k = i - 1
        while k >= 0, tokens[k].kind == .word, Self.isDeterminer(tokens[k].lower) { k -= 1 }
        guard k < i - 1, k >= 1, tokens[k].kind == .word, tokens[k].lower == "of" else { return false }
        return tokens[k - 1].kind == .word && CountVocabulary.englishQuantifiers.contains(tokens[k - 1].lower)
    }

    private enum Partitive {
        case notPartitive
        /// A subset of `thing` (nil: of a pronoun, so of the claim before); `object` is the
        /// superset's number, if it has one.
        case subset(thing: CountedThing?, object: Int?, end: Int, supersetStart: Int?)
        /// "2 of the SDK's functions": a part of something that is not counted here.
        case otherThings
    }

    /// "four of them", "three of which", "seven of its parameters", "only 4 of the 15 delegate
    /// methods", "four out of the fifteen requirements": the number is a subset; its noun comes
    /// from the superset, or from the claim before when the superset is a pronoun.
    private func englishPartitive(at i: Int) -> Partitive {
        var j = i + 1
        if j + 1 < tokens.count, tokens[j].lower == "out", tokens[j + 1].lower == "of" {
            j += 2
        } else if j < tokens.count, tokens[j].kind == .word, tokens[j].lower == "of" {
            j += 1
        } else {
            return .notPartitive
        }
        while j < tokens.count, tokens[j].kind == .word, Self.isDeterminer(tokens[j].lower) {
            // "these"/"those" may be the pronoun itself: "four of these must…".
            if let noun = englishNounAfter(j + 1) { return .subset(thing: noun.thing, object: nil, end: noun.range.upperBound, supersetStart: j) }
            j += 1
        }
        guard j < tokens.count else { return .subset(thing: nil, object: nil, end: j, supersetStart: nil) }
        if tokens[j].kind == .word, CountVocabulary.englishPartitivePronouns.contains(tokens[j].lower) {
            return .subset(thing: nil, object: nil, end: j + 1, supersetStart: nil)
        }
        if CountVocabulary.englishPartitivePronouns.contains(tokens[j - 1].lower), tokens[j - 1].kind == .word {
            return .subset(thing: nil, object: nil, end: j, supersetStart: nil)
        }
        let supersetStart = j
        var object: Int? = nil
        if tokens[j].kind == .number, tokens[j].isPlausibleCount {
            object = j
            j += 1
        }
        if let noun = englishNounAfter(j) {
            return .subset(thing: noun.thing, object: object, end: noun.range.upperBound, supersetStart: supersetStart)
        }
        // "4 of the 15 are required": the superset's noun comes from the claim before.
        return object != nil ? .subset(thing: nil, object: object, end: j, supersetStart: supersetStart) : .otherThings
    }
}
