@testable import DocgenCheck
import DocgenSupport
import Testing

/// How the introduced-version rule reads a sentence: which OS versions claim a floor.
@Suite("Introduced versions in prose: floors, conditions, ranges and negations (en, ja, zh)")
struct IntroducedVersionReadingTests {
    @Test("OS versions that claim a floor: 'and later' with a word for availability, or in parentheses beside a name")
    func introducedClaims() {
        func claims(_ text: String) -> [String] {
            let sentence = Substring(text)
            return IntroducedVersionRule.claims(in: sentence, spans: CodeSpan.spans(in: sentence)).map { "\($0.domain) \($0.version.map(String.init).joined(separator: "."))" }
        }
        #expect(claims("`a()` is available on iOS 16.1 and later.") == ["iOS 16.1"])
        #expect(claims("`a()` requires iPadOS 17 or later and macOS 14+.") == ["iOS 17", "macOS 14"])
        #expect(claims("`a()` requires iOS 17.") == ["iOS 17"])
        #expect(claims("`a()` (iOS 16+) shows it.") == ["iOS 16"])
        #expect(claims("`a()` は iOS 16 以降で利用できます。") == ["iOS 16"])
        #expect(claims("`a()` 需要 iOS 16 或更高版本。") == ["iOS 16"])
        // A parenthesis with names only after it (the prose fuzzer's crash): a range, no claim.
        #expect(claims("`a()` requires iOS 14.0 or later (iOS 14–17), and `b()` does not.") == ["iOS 14.0"])
        for none in ["On iOS 17 and later, `a()` also updates it.", "`a()` runs on iOS 16–17 with `b`.", "`a()` does not require iOS 17.",
                     "`a()` 不需要 iOS 17。", "`a()` に iOS 17 は必要ありません。", "`a()` works on iOS 17.", "`iOS 17` is a `String`."] {
            #expect(claims(none).isEmpty, "\(none)")
        }
        #expect(IntroducedVersionRule.same([16], [16, 0, 0]) && !IntroducedVersionRule.same([16], [16, 1]))
        #expect(IntroducedVersionRule.parse("16.1") == [16, 1] && IntroducedVersionRule.parse("16.x") == nil && IntroducedVersionRule.parse("") == nil)
    }
}
