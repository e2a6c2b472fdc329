@testable import DocgenCheck
import DocgenSupport
import Testing

/// How the default-value rule reads a sentence: its numbers, clauses, negations and history.
@Suite("Default values in prose: numbers, clauses, negations and history (en, ja, zh)")
struct DefaultValueReadingTests {
    @Test("Numbers: thousands separators, decimals and full-width digits are values; scaled, versioned and glued ones are not")
    func numbers() {
        func values(_ text: String) -> [Double] { DefaultValueRule.numbers(in: Substring(text)).map(\.value) }
        #expect(values("keeps 86,400 seconds or 1,000,000 items") == [86_400, 1_000_000])
        #expect(values("holds 1.7 litres, retries ３ times") == [1.7, 3])
        #expect(values("waits 2 minutes, 50 % of 1 MB, 100 万件, 3 千个") == [])
        #expect(values("SDK 4, iOS 15, version 2, v3, 4.2.1 and 3x") == [])
    }

    @Test("Clauses: commas, semicolons, colons and 'and' cut them; a comma inside a number or code does not")
    func clauses() {
        let clauses = DefaultValueRule.clauses(of: "By default `a` is 86,400, `b` is 3; `c(x:y:)` waits: `d` is 2 and `e` is 1")
            .map { String($0).trimmingWhitespace }
        #expect(clauses == ["By default `a` is 86,400", "`b` is 3", "`c(x:y:)` waits", "`d` is 2", "`e` is 1"])
        #expect(DefaultValueRule.clauses(of: "默认情况下，`a` 为 3：`b` 默认为 4、`c` 为 5").count == 4)
    }

    @Test("Negations and releases before this one state no current default; 'since' a release does")
    func negationsAndHistory() {
        for negated in ["`a` does not default to `true`", "`a` のデフォルトは 5 ではありません", "`a` 默认不是 5", "`a` 的默认值不再是 5"] {
            #expect(DefaultValueRule.isNegated(negated), "\(negated)")
        }
        #expect(!DefaultValueRule.isNegated("`a` defaults to 3, notably"))
        for past in ["In 2.0, `a` defaulted to 5", "The old default of `a` was 5", "If you relied on `a` defaulting to 5",
                     "In Kit 3.x the default of `a` is 5", "Kit 1.0 では `a` のデフォルトは 5 でした", "`a` 过去默认为 5，现在默认为 3",
                     "在 Kit 3.x 中，`a` 的默认值是 5"] {
            #expect(DefaultValueRule.isHistory(past), "\(past)")
        }
        for current in ["Since SDK 2, `a` defaults to 3", "SDK 2 以降、`a` のデフォルトは 3 です", "从 SDK 2 开始，`a` 默认为 3",
                        "By default `a` holds 1.7 litres"] {
            #expect(!DefaultValueRule.isHistory(current), "\(current)")
        }
    }
}
