import DocgenSupport
/// Collects what a count claim may be about: code spans and API-looking names before the
/// number (nearest first), then generic subject words ("protocol", "修饰符"…).
struct ClaimSubjectHints {
    let tokens: [ClaimToken]
    let scalars: [Unicode.Scalar]

    /// Hints for the number at `numberIndex` whose phrase ends before `phraseEnd`. Names after
    /// the phrase in the same clause ("4 required methods of `X`") come after those before it.
    func hints(numberIndex: Int, phraseEnd: Int, clauseEnd: Int) -> [String] {
        var names: [String] = []
        var subjects: [String] = []
        func add(_ hint: String, to list: inout [String]) {
            if !list.contains(hint) { list.append(hint) }
        }
        // Subject words inside the number's own phrase ("15 delegate methods") are nearest.
        for i in (numberIndex + 1)..<max(numberIndex + 1, phraseEnd) where i < tokens.count {
            if let word = subjectWord(at: i) { add(word, to: &subjects) }
        }
        var i = numberIndex - 1
        while i >= 0 {
            let token = tokens[i]
            switch token.kind {
            case .symbol where token.scalar == "|" || token.scalar == "｜":
                // A table cell boundary: the cells before describe other symbols.
                i = -1
                continue
            case .code:
                if Self.looksLikeName(token.text) { add(token.text, to: &names) }
            case .word:
                if let name = apiName(at: i) { add(name, to: &names) }
                if let word = subjectWord(at: i) { add(word, to: &subjects) }
            case .cjk:
                if let phrase = ClaimTokenMatch.longestCJK(CountVocabulary.cjkSubjectWords, in: tokens, endingAt: i + 1, floor: 0) {
                    add(String(String.UnicodeScalarView(phrase)), to: &subjects)
                    i -= phrase.count
                    continue
                }
            default:
                break
            }
            i -= 1
        }
        // From the number on: the phrase itself may hold the words that start a list ("2
        // parameters such as `send`"); names are taken after it.
        var j = numberIndex + 1
        while j < clauseEnd {
            // What a colon introduces lists the things counted ("takes 3 arguments: a binding of
            // a store of ``StackState``…"), not what has them.
            if tokens[j].kind == .symbol, tokens[j].scalar == ":" || tokens[j].scalar == "：" { break }
            // So do a parenthesis and words that name examples or members ("a closure with 2
            // parameters carrying `channel` and `currentUserId`", "2 parameters (`a`, `b`)").
            if tokens[j].kind == .symbol, tokens[j].scalar == "(" || tokens[j].scalar == "（" { break }
            if tokens[j].kind == .word, Self.isEnumerating(tokens[j].lower) { break }
            if j < phraseEnd {
                j += 1
                continue
            }
            if tokens[j].kind == .code {
                if Self.looksLikeName(tokens[j].text) { add(tokens[j].text, to: &names) }
            } else if tokens[j].kind == .word, let name = apiName(at: j) {
                add(name, to: &names)
            }
            j += 1
        }
        return names + subjects.filter { !names.contains($0) }
    }

    /// Words after a count that introduce the things counted, not what has them (asked of
    /// every word after a number: compared, not hashed).
    private static func isEnumerating(_ word: String) -> Bool {
        switch word {
        case "carrying", "named", "called", "namely", "including", "like", "such", "e.g", "i.e", "viz": return true
        default: return false
        }
    }

    /// Code spans that are versions (`4.0.0-beta.1`), literals (`true`) or statements
    /// (`let x = 1`) cannot be the symbol a count is about.
    private static func looksLikeName(_ code: String) -> Bool {
        guard let first = code.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        if ["true", "false", "nil"].contains(code) { return false }
        return !code.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    private func subjectWord(at i: Int) -> String? {
        let token = tokens[i]
        if token.kind == .word, CountVocabulary.englishSubjectWords.contains(token.lower) { return token.lower }
        return nil
    }

    /// ".flow", "flow(...)", "AdaptyPaywallControllerDelegate", "customer_user_id"; not "The" or "iOS".
    private func apiName(at i: Int) -> String? {
        let token = tokens[i]
        if i > 0, tokens[i - 1].kind == .symbol, tokens[i - 1].scalar == ".", !token.spaceBefore,
           i == 1 || tokens[i - 1].spaceBefore {
            return "." + token.text
        }
        if i + 1 < tokens.count, tokens[i + 1].kind == .symbol, tokens[i + 1].scalar == "(", !tokens[i + 1].spaceBefore {
            // Up to the closing parenthesis, so "flow(...)" reads as written.
            if let close = tokens[(i + 1)...].prefix(24).firstIndex(where: { $0.kind == .symbol && $0.scalar == ")" }) {
                return String(String.UnicodeScalarView(scalars[token.scalarRange.lowerBound..<tokens[close].scalarRange.upperBound]))
            }
            return token.text + "()"
        }
        guard !CountVocabulary.notAPINames.contains(token.lower) else { return nil }
        if token.text.contains("_") { return token.text }
        var sawLower = false
        for scalar in token.text.unicodeScalars {
            if ("a"..."z").contains(scalar) { sawLower = true }
            else if ("A"..."Z").contains(scalar), sawLower { return token.text }
        }
        return nil
    }
}
