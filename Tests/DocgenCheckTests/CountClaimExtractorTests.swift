@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("Count claims")
struct CountClaimExtractorTests {
    static let english: [ClaimCase] = [
        .init("The `AdaptyFlowControllerDelegate` protocol has 15 methods; 4 of them must be implemented.", "15m 4m!"),
        .init("The protocol has fifteen methods; four of them must be implemented", "15m 4m!"),
        .init("`.flow` takes 21 parameters; 7 of them have no default value and must always be passed.", "21p 7p!"),
        .init("The example below passes the seven parameters that have no default value", "7p!"),
        .init("AdaptyPaywallControllerDelegate declares 14 methods, three of which are required", "14m 3m!"),
        .init("There are 15 requirements in total, and only four lack a default implementation.", "15m 4m!"),
        .init("`.paywall(...)` (20 parameters, 6 required)", "20p 6p!"),
        .init("The observer has twenty-one callbacks.", "21m"),
        .init("The initializer takes twenty one arguments.", "21p"),
        .init("Conform to the delegate and implement its four required methods.", "4m!"),
        .init("The modifier accepts 12 parameters, 5 of which are mandatory.", "12p 5p!"),
        .init("It has 8 methods and 2 of them are non-optional.", "8m 2m!"),
        .init("A 21-parameter modifier is hard to read.", "21p"),
    ]

    static let englishOptionalAndNonCounts: [ClaimCase] = [
        .init("The delegate has 10 methods, 7 of which are optional.", "10m 7m?"),
        .init("The `flow(...)` modifier takes 21 parameters, and most of them are optional.", "21p"),
        .init("All 3 callbacks have default implementations.", "3m?"),
        .init("Return true to retry after about 2 seconds.", ""),
        .init("If the request fails with error 4105, check the API key parameter.", ""),
        .init("This method was added in SDK 3.8.", ""),
        .init("Step 2: pass the parameters to `activate(...)`.", ""),
        .init("The SDK retries the call 3 times before reporting an error to the callback.", ""),
        .init("There are 2 ways to pass parameters to the paywall.", ""),
        .init("In SDK 3.2 the `activate` method accepts a configuration object.", ""),
        .init("Call one of the following methods to present the paywall.", ""),
        .init("Use version 4.0.0-beta.1 or later to get the new callback parameters.", ""),
        // An earlier release's count, and a subset the writer picked.
        .init("The `response` API returned 4 parameters instead of an encapsulating `Response` type.", ""),
        .init("In PMK 4, this initializer provided two parameters to your closure.", ""),
        .init("`AFError` is an error type backed by five main cases.", ""),
        .init("`AFError` is an error type backed by five cases.", "5c"),
        .init("The `response` API returns 3 parameters.", "3p"),
        .init("Ensure the delegate receives exactly one `didFinishDownloading` callback per task.", ""),
        .init("The protocol declares 7 `ImageDownloader` delegate methods.", "7m"),
    ]

    static let japanese: [ClaimCase] = [
        .init("このプロトコルのメソッドは 15 個で、うち 4 個は実装が必須です。", "15m 4m!"),
        .init("`.flow` には 21 個のパラメータがあり、そのうち 7 個にはデフォルト値がありません。", "21p 7p!"),
        .init("必須のメソッドは 4 つです。", "4m!"),
        .init("`AdaptyPaywallControllerDelegate` には１５個のデリゲートメソッドがあります。", "15m"),
        .init("7 つの必須パラメータを渡してください。", "7p!"),
        .init("メソッドが15個あります。", "15m"),
        .init("この初期化子の引数は十二個です。", "12p"),
        .init("コールバックは 21 個あり、すべて任意です。", "21m"),
        .init("2 つの方法があります。", ""),
        .init("約 2 秒後に再試行します。", ""),
        .init("手順 3 でメソッドを呼び出します。", ""),
        .init("エラーコード 4105 が返された場合は、パラメータを確認してください。", ""),
        .init("一覧のメソッドを参照してください。", ""),
        .init("以前は 4 つのパラメータを返していました。", ""),
        .init("`AFError` には 5 つの主なケースがあります。", ""),
        .init("`AFError` には 5 つのケースがあります。", "5c"),
        .init("デリゲートは 2 つの `didFinishDownloading` コールバックを受け取ります。", ""),
    ]

    static let chinese: [ClaimCase] = [
        .init("该协议共有 15 个方法，其中 4 个必须实现。", "15m 4m!"),
        .init("`.flow` 共有 21 个参数，其中 7 个没有默认值。", "21p 7p!"),
        .init("必须实现的方法有 4 个。", "4m!"),
        .init("参数共 21 个。", "21p"),
        .init("该代理有 4 个必须实现的方法。", "4m!"),
        .init("`AdaptyUIObserver` 提供十二个回调。", "12m"),
        .init("该修饰符有二十个参数，其中六个是可选的。", "20p 6p?"),
        .init("有两种方法可以实现这个功能。", ""),
        .init("请在 2 秒后重试。", ""),
        .init("这是一个回调方法。", ""),
        .init("SDK 3.8 新增了 `flow` 参数。", ""),
        .init("错误码 4105 表示参数无效。", ""),
        .init("`response` 接口以前有 4 个参数。", ""),
        .init("`AFError` 有五个主要枚举值。", ""),
        .init("`AFError` 有五个枚举值。", "5c"),
        .init("代理会收到两个 `didFinishDownloading` 回调。", ""),
    ]

    /// Numbers that pick out things rather than state how many there are, and counts that are
    /// a change, a bound, or stated from an unusual direction.
    static let edgeCases: [ClaimCase] = [
        .init("最终只会以两个**必须实现**的方法之一结束。", ""),
        .init("購入は 2 つの必須メソッドのいずれかで終わります。", ""),
        .init("In SwiftUI, rename the modifier and the two parameters.", ""),
        .init("The protocol has the 15 methods listed below.", "15m"),
        .init("Each of the 3 callbacks receives the paywall.", "3m"),
        .init("None of the 12 callbacks are required.", "12m"),
        .init("The first 2 methods are called on the main thread.", ""),
        .init("You can pass up to 3 parameters to this method.", ""),
        .init("Version 4 adds 2 new methods to the delegate.", ""),
        .init("You only need to implement one method.", "1m!"),
        .init("The required method takes 3 parameters.", "3p"),
        .init("Required parameters: 7.", "7p!"),
        .init("The number of methods is 15.", "15m"),
        .init("Its first parameter is 0.", ""),
        .init("A purchase ends in exactly one of two required methods.", ""),
        .init("Only one of the 14 methods is required.", "1m! 14m"),
        .init("4 of the 15 optional methods are required.", "4m!"),
        .init("2 つのパラメータの名前を変更します。", ""),
        .init("21 個のパラメータのうち 7 個は必須です。", "21p 7p!"),
        .init("メソッドの数は 15 です。", "15m"),
        .init("新增了 2 个方法。", ""),
        .init("必須引数 7 個", "7p!"),
    ]

    @Test("Edge cases", arguments: edgeCases)
    func edgeCaseClaims(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }

    @Test("English", arguments: english)
    func englishClaims(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }

    @Test("English optional counts and other numbers", arguments: englishOptionalAndNonCounts)
    func englishNonClaims(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }

    @Test("Japanese", arguments: japanese)
    func japaneseClaims(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }

    @Test("Chinese", arguments: chinese)
    func chineseClaims(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }

    @Test("Offsets cover exactly the number's text")
    func offsets() throws {
        let cases: [(sentence: String, numbers: [String])] = [
            ("The protocol has fifteen methods; four of them must be implemented.", ["fifteen", "four"]),
            ("The initializer takes twenty one arguments.", ["twenty one"]),
            ("`AdaptyPaywallControllerDelegate` には１５個のデリゲートメソッドがあります。", ["１５"]),
            ("这个协议有二十一个方法，其中 4 个必须实现。", ["二十一", "4"]),
        ]
        for (sentence, numbers) in cases {
            let claims = CountClaimExtractor.claims(in: Substring(sentence))
            try #require(claims.count == numbers.count, "\(sentence)")
            let bytes = Array(sentence.utf8)
            for (claim, number) in zip(claims, numbers) {
                let slice = bytes[claim.utf8Offset..<(claim.utf8Offset + claim.utf8Length)]
                #expect(String(decoding: slice, as: UTF8.self) == number)
            }
        }
    }

    @Test("Offsets are relative to the substring passed in")
    func substringOffsets() throws {
        let paragraph = "Intro text here. The delegate has 15 methods."
        let sentence = try #require(CountClaimExtractor.sentences(in: paragraph).last)
        let claim = try #require(CountClaimExtractor.claims(in: sentence.text).first)
        #expect(sentence.utf8Offset + claim.utf8Offset == Array(paragraph.utf8).firstIndex(of: UInt8(ascii: "1")))
    }

    @Test("Subject hints name the API before the number, nearest first, then subject words")
    func subjectHints() {
        func hints(_ sentence: String) -> [[String]] {
            CountClaimExtractor.claims(in: Substring(sentence)).map(\.subjectHints)
        }
        #expect(hints("The `AdaptyFlowControllerDelegate` protocol has 15 methods.") == [["AdaptyFlowControllerDelegate", "protocol"]])
        #expect(hints("AdaptyPaywallControllerDelegate declares 14 delegate methods.") == [["AdaptyPaywallControllerDelegate", "delegate"]])
        #expect(hints("Unlike `AdaptyUI`, .flow takes 21 parameters.") == [[".flow", "AdaptyUI"]])
        #expect(hints("Unlike flow(...), the modifier takes 3 parameters.") == [["flow(...)", "modifier"]])
        #expect(hints("该协议共有 15 个方法，其中 4 个必须实现。") == [["协议"], ["协议"]])
        #expect(hints("`.paywall(...)` モディファイアには 20 個のパラメータがあります。") == [[".paywall(...)", "モディファイア"]])
        // Names after the number in its clause follow the ones before it.
        #expect(hints("Implement all 4 required methods of `AdaptyPaywallControllerDelegate`.") == [["AdaptyPaywallControllerDelegate"]])
        // A table cell boundary stops the search; versions and literals are not names.
        #expect(hints("| `A` (14 methods) | `B` (15 methods) |") == [["A"], ["B"]])
        #expect(hints("In `4.0.0-beta.1` the protocol has 3 required methods.") == [["protocol"]])
    }

    @Test("Sentences without a counted noun take the fast path")
    func fastPath() {
        #expect(!CountClaimExtractor.mentionsCountedNoun("Call activate with 3 retries."))
        #expect(CountClaimExtractor.mentionsCountedNoun("The METHODS are listed."))
        #expect(CountClaimExtractor.mentionsCountedNoun("参数共 21 个。"))
        // Every stem, found at the start, in the middle and at the very end, in any ASCII case.
        for stem in ["method", "requirement", "callback", "param", "argument", "メソッド", "コールバック", "要件", "パラメ",
                     "引数", "方法", "回调", "要求", "参数", "參數"] {
            #expect(CountClaimExtractor.mentionsCountedNoun(Substring(stem)), "\(stem)")
            #expect(CountClaimExtractor.mentionsCountedNoun(Substring("pa pm " + stem.uppercased() + " x")), "\(stem)")
            #expect(CountClaimExtractor.mentionsCountedNoun(Substring("ends with a " + stem)), "\(stem)")
            #expect(!CountClaimExtractor.mentionsCountedNoun(Substring(String(stem.dropLast()))), "\(stem)")
        }
        #expect(!CountClaimExtractor.mentionsCountedNoun(""))
        #expect(!CountClaimExtractor.mentionsCountedNoun("parameter"[...].dropFirst()))
        // Stems' first two bytes without the stems; one byte alone; a katakana run of other words.
        #expect(!CountClaimExtractor.mentionsCountedNoun("A came, a cap, the mere part, the rest: argue, Camel, ARGON."))
        #expect(!CountClaimExtractor.mentionsCountedNoun("m"))
        #expect(!CountClaimExtractor.mentionsCountedNoun("メソポタミアのコール、要するに方向と回転"))
    }
}

@Suite("Count claims: sentence splitting")
struct CountClaimSentenceTests {
    func texts(_ paragraph: String) -> [String] {
        CountClaimExtractor.sentences(in: paragraph).map { String($0.text) }
    }

    @Test func englishSentences() {
        #expect(texts("The protocol has 15 methods. Four must be implemented!  Really?") ==
            ["The protocol has 15 methods.", "Four must be implemented!", "Really?"])
    }

    @Test func periodsThatDoNotEndSentences() {
        #expect(texts("Use `.flow` or `flow(...)`, e.g. in SDK 3.2. Then build.") ==
            ["Use `.flow` or `flow(...)`, e.g. in SDK 3.2.", "Then build."])
    }

    @Test func cjkSentencesAndClauses() {
        #expect(texts("メソッドは 15 個です。うち 4 個が必須です。") == ["メソッドは 15 個です。", "うち 4 個が必須です。"])
        #expect(texts("共有 21 个参数；其中 7 个没有默认值，其余可选。") == ["共有 21 个参数；其中 7 个没有默认值，其余可选。"])
        #expect(texts("它有 3 个方法！对吗？") == ["它有 3 个方法！", "对吗？"])
    }

    @Test func listItemsEndAtLineEnds() {
        #expect(texts("- 15 methods\n- 21 parameters; 7 required\n") == ["- 15 methods", "- 21 parameters; 7 required"])
    }

    @Test func softWrapsDoNotEndSentences() {
        #expect(texts("The protocol has 15\nmethods; 4 of them must be implemented.\n\nNext paragraph") ==
            ["The protocol has 15\nmethods; 4 of them must be implemented.", "Next paragraph"])
        #expect(texts("A soft\r\nwrap.\r\n\r\nNew paragraph.") == ["A soft\r\nwrap.", "New paragraph."])
        #expect(texts("- 15 methods\r\n- 21 parameters") == ["- 15 methods", "- 21 parameters"])
        #expect(texts("Steps:\n1. Pass the 7 required parameters\n2) Implement 4 methods") ==
            ["Steps:", "1. Pass the 7 required parameters", "2) Implement 4 methods"])
    }

    @Test("A text with nothing that can end a sentence is one, trimmed; a terminator splits it, a look-alike does not")
    func singleSentences() {
        #expect(texts("  `paywallDidAppear`\t") == ["`paywallDidAppear`"])
        #expect(texts("\u{3000}`名前` は必須\u{3000}") == ["`名前` は必須"])
        #expect(texts(" ") == [])
        #expect(texts("") == [])
        #expect(CountClaimExtractor.sentences(in: "\u{3000} `a` b").map(\.utf8Offset) == [4])
        // Each terminator or line break alone in the text.
        #expect(texts("a。b") == ["a。", "b"])
        #expect(texts("a！b") == ["a！", "b"])
        #expect(texts("a？b") == ["a？", "b"])
        #expect(texts("Stop. Go") == ["Stop.", "Go"])
        #expect(texts("- a\n- b") == ["- a", "- b"])
        #expect(texts("a\u{2028}b") == ["a\u{2028}b"])  // a soft break: the full splitter reads it
        // Characters whose UTF-8 differs from a terminator's in the last byte only.
        #expect(texts("a〃b＂c\u{2029}d") == ["a〃b＂c\u{2029}d"])
    }

    @Test func utf8Offsets() {
        let paragraph = "メソッドは 15 個です。 うち 4 個が必須です。"
        let sentences = CountClaimExtractor.sentences(in: paragraph)
        #expect(sentences.count == 2)
        for sentence in sentences {
            let bytes = Array(paragraph.utf8)[sentence.utf8Offset..<(sentence.utf8Offset + sentence.text.utf8.count)]
            #expect(String(decoding: bytes, as: UTF8.self) == String(sentence.text))
        }
    }
}
