import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport

/// `docgen.api.introduced`: a sentence that says from which OS version an API is available
/// ("`pin()` is available on iOS 17 and later", "`pin()` requires iOS 17", "`pin()` (iOS 17+)",
/// 「`pin()` は iOS 17 以降で利用できます」, 「`pin()` 需要 iOS 17 或更高版本」) must give the version
/// the model's `@available` introduces it in, for that OS.
///
/// A version is such a claim when a word for "and later" follows it (and later, or later, +,
/// 以降, 以上, 及以上, 或更高) and its clause has a word for availability (available, requires,
/// supported, 利用, 必要, 対応, 可用, 需要, 支持), or when it stands in parentheses right after a
/// name (`` `pin()` (iOS 17+) ``). It is about the nearest name before it in its clause (else in
/// its sentence, else the first after it), and judged against the version the model introduces
/// that API in for that OS (on the member, or on the type that declares it). Not judged:
/// a name the model does not know or gives no version for that OS, a range (iOS 15–17), a
/// negated clause, and a sentence about an earlier release.
struct IntroducedVersionRule {
    let models: [APIModel]
    let file: String
    let locator: TextLocator

    /// An OS version a sentence states an API needs.
    struct Claim: Equatable {
        /// The domain as `@available` writes it: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `macCatalyst`.
        let domain: String
        let version: [Int]
        /// Where it is in the sentence (`iOS 16.1`).
        let range: Range<String.Index>
        /// True when it stands in parentheses right after a name (`` `pin()` (iOS 17+) ``): it is that name's.
        let parenthesized: Bool
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        guard !models.isEmpty else { return }
        // A heading may say it too: "## `KettleActivity` (iOS 16.1+)".
        content.claimSentences(headings: true, cue: Self.mentionsOS) { sentence, prose, location in
            check(sentence, prose: prose, at: location, into: &diagnostics)
        }
    }

    private func check(_ sentence: Substring, prose: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        let spans = CodeSpan.spans(in: sentence)
        guard !spans.isEmpty else { return }
        for claim in Self.claims(in: sentence, spans: spans) {
            // The name it is about: the nearest before it in its clause ("`Kettle` supports iOS
            // 13 and later and `KettleActivity` requires iOS 16.1 and later" says two things),
            // else in its sentence, else the first after it; the name it stands beside in
            // parentheses.
            let clause = CodeSpan.clause(around: claim.range, in: sentence)
            let before = spans.filter { $0.range.upperBound <= claim.range.lowerBound }
            let subject = claim.parenthesized ? before.last
                : before.last { $0.range.lowerBound >= clause.startIndex } ?? before.last
                    ?? spans.first { $0.range.lowerBound >= claim.range.upperBound }
            // A page read against two releases is fine when either gives the version.
            guard let subject else { continue }
            let versions = models.compactMap { model in Self.introduced(subject.code, domain: claim.domain, in: model).map { (model, $0) } }
            guard let (model, found) = versions.first, !versions.contains(where: { Self.same($0.1.version, claim.version) }) else { continue }
            let written = String(sentence[claim.range])
            let earlier = AvailabilityRule.occurrences(of: written, in: prose[..<claim.range.lowerBound])
            let replacement = "\(Self.displayName(claim.domain)) \(found.shown)"
            diagnostics.append(.error(
                .apiIntroduced,
                "the text says '\(subject.code)' needs \(written), but \(model.name) makes it available from \(replacement)",
                file: file, at: locator.locate(written, from: location, skip: earlier),
                notes: found.member.map { [SampleDeclarationNote.declared($0, in: model)] } ?? [],
                fix: .init(message: "write '\(replacement)'", replacement: replacement)))
        }
    }

    // MARK: - What the model says

    /// The version `written` (a type, a member, a top-level function) is introduced in for
    /// `domain`: its own `@available`, else its type's; nil when the model does not know the
    /// name, knows it as several things that differ, or gives no version for that OS.
    static func introduced(_ written: String, domain: String, in model: APIModel) -> (version: [Int], shown: String, member: APISurfaceMember?)? {
        let names = SurfaceNames.of(model)
        func version(_ availability: [APISurfaceAvailability]?) -> String? {
            availability?.first { $0.domain.lowercased() == domain.lowercased() && $0.introduced != nil }?.introduced
        }
        let meaning = names.meaning(of: written)
        if let symbol = meaning.type ?? meaning.functions.first {
            return version(symbol.availability).flatMap { shown in parse(shown).map { ($0, shown, nil) } }
        }
        // A name alone is only judged when it looks like API: a selector or a camel-case name.
        guard meaning.isQualified || written.contains("(") || written.contains(where: \.isUppercase) else { return nil }
        let found = meaning.members
        let versions = found.map { owned in version(owned.member.availability) ?? version(names.type(owned.owner)?.availability) }
        guard let shown = versions.first ?? nil, let parsed = parse(shown),
              versions.allSatisfy({ $0.flatMap(parse).map { same($0, parsed) } == true }) else { return nil }
        return (parsed, shown, found.first?.member)
    }

    // MARK: - Reading the text

    /// OS names as guides write them, and the `@available` domain each is.
    private static let systems: [(written: String, domain: String)] = [
        ("Mac Catalyst", "macCatalyst"), ("iPadOS", "iOS"), ("iOS", "iOS"), ("macOS", "macOS"), ("OS X", "macOS"),
        ("tvOS", "tvOS"), ("watchOS", "watchOS"), ("visionOS", "visionOS"),
    ]

    static func displayName(_ domain: String) -> String {
        systems.first { $0.domain == domain && $0.written != "iPadOS" && $0.written != "OS X" }?.written ?? domain
    }

    static func mentionsOS(_ text: some StringProtocol) -> Bool {
        systems.contains { text.contains($0.written) }
    }

    /// Words after a version that make it a floor.
    private static let laterWords = ["+", "and later", "or later", "and above", "or above", "and newer", "or newer", "and higher", "or higher",
                                     "onwards", "onward", "以降", "以上", "及以上", "或更高", "及更高", "或以上", "及其以上", "起", "开始", "開始"]
    /// Words for availability, one of which the claim's clause must have.
    private static let availabilityWords = ["availab", "require", "support", "introduc", "need", "minimum", "利用", "使用", "対応", "必要", "使え",
                                            "動作", "可用", "适用", "適用", "需要", "要求", "支持", "引入", "兼容"]
    private static let negations = ["不需要", "无需", "無需", "不要求", "必要ありません", "必要ない", "不要"]

    /// The versions of `sentence` (outside its code spans) that claim an API needs them.
    static func claims(in sentence: Substring, spans: [CodeSpan]) -> [Claim] {
        var claims: [Claim] = []
        var i = sentence.startIndex
        while i < sentence.endIndex {
            if let span = spans.first(where: { $0.range.contains(i) }) {
                i = span.range.upperBound
                continue
            }
            guard let system = systems.first(where: { sentence[i...].hasPrefix($0.written) }) else {
                i = sentence.index(after: i)
                continue
            }
            // A name that only starts with one (`iOSApp`) is not it.
            if i > sentence.startIndex, sentence[sentence.index(before: i)].isLetter {
                i = sentence.index(after: i)
                continue
            }
            var j = sentence.index(i, offsetBy: system.written.count)
            while j < sentence.endIndex, sentence[j] == " " || sentence[j] == "\u{00A0}" { j = sentence.index(after: j) }
            var digits = ""
            var versionEnd = j
            while versionEnd < sentence.endIndex, sentence[versionEnd].isASCII, sentence[versionEnd].isNumber || sentence[versionEnd] == "." {
                digits.append(sentence[versionEnd])
                versionEnd = sentence.index(after: versionEnd)
            }
            while digits.hasSuffix(".") {
                digits.removeLast()
                versionEnd = sentence.index(before: versionEnd)
            }
            guard let version = parse(digits) else {
                i = j
                continue
            }
            let rest = sentence[versionEnd...]
            let trimmed = rest.drop { $0 == " " || $0 == "\u{3000}" }
            // A range (iOS 15–17, iOS 15 to 17) says nothing of a floor.
            let isRange = trimmed.hasPrefix("-") || trimmed.hasPrefix("–") || trimmed.hasPrefix("~") || trimmed.hasPrefix("〜") || trimmed.hasPrefix("to ")
            let hasLater = laterWords.contains { trimmed.hasPrefix($0) } || trimmed.hasPrefix("版本及以上") || trimmed.hasPrefix("版本或更高")
            let before = sentence[..<i]
            let opensParenthesis = before.last == "(" || before.last == "（"
            // The parenthesis opens right after a name, or after spaces that follow one.
            let besideName = opensParenthesis && spans.contains { span in
                let parenthesis = sentence.index(before: i)
                return span.range.upperBound <= parenthesis && sentence[span.range.upperBound..<parenthesis].allSatisfy { $0 == " " }
            }
            let clause = CodeSpan.clause(around: i..<versionEnd, in: sentence)
            let lowered = clause.lowercased()
            let hasCue = availabilityWords.contains { lowered.contains($0) }
            if !isRange, (besideName && hasLater) || (hasCue && (hasLater || Self.leadsFloor(before))),
               !DefaultValueRule.isNegated(clause), !negations.contains(where: { clause.contains($0) }) {
                claims.append(Claim(domain: system.domain, version: version, range: i..<versionEnd, parenthesized: besideName))
            }
            i = versionEnd
        }
        return claims
    }

    /// "requires iOS 17", "available from iOS 17", "需要 iOS 17": words that make a version
    /// without "and later" a floor.
    static func leadsFloor(_ before: Substring) -> Bool {
        let words = before.lowercased().split(whereSeparator: { $0 == " " }).suffix(3).joined(separator: " ")
        return ["requires", "require", "required", "needs", "from", "since", "starting with", "starting in", "introduced in", "minimum",
                "需要", "要求", "从", "從", "自"].contains { words.hasSuffix($0) }
    }

    /// `16.1` as `[16, 1]`; nil for anything but one to three numbers.
    static func parse(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        return numbers.count == parts.count ? numbers : nil
    }

    /// `16` and `16.0.0` are the same version.
    static func same(_ a: [Int], _ b: [Int]) -> Bool {
        let count = max(a.count, b.count)
        return (0..<count).allSatisfy { (a.count > $0 ? a[$0] : 0) == (b.count > $0 ? b[$0] : 0) }
    }
}

