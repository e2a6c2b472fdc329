@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

/// Phrasings written before any extraction rule existed and not looked at while the rules
/// were written or tuned; they measure how well the rules generalise.
///
/// EN1  Of the 15 methods, 4 must be implemented by your delegate.                  -> 15m 4m!
/// EN2  Only 4 of the 15 delegate methods are required.                             -> 4m! 15m
/// EN3  Exactly five methods are required to be implemented by conforming types.   -> 5m!
/// EN4  The initializer accepts twenty-one arguments, of which seven cannot be omitted. -> 21p 7p!
/// EN5  Four out of the fifteen protocol requirements must be implemented.          -> 4m! 15m
/// EN6  `AdaptyUIObserver` (twelve callbacks, none of them mandatory) is optional to adopt. -> 12m
/// EN7  The SDK retries up to 3 times, waiting 500 ms between attempts.             -> none
/// EN8  Seven of its parameters have no default value.                              -> 7p!
/// EN9  Implement the three required callbacks below.                               -> (the ones shown)
/// EN10 Version 4.0.0-beta.1 adds 2 new methods to the delegate.                    -> none (a change, not a count)
/// JA1  このデリゲートには１４個のメソッドが定義されており、そのうち３個は必ず実装する必要があります。 -> 14m 3m!
/// JA2  `.paywall(...)` の引数は全部で二十個あり、六個は省略できません。           -> 20p 6p!
/// JA3  実装必須のメソッドは次の3つです。                                          -> (the ones listed next)
/// JA4  購入の復元には 2 つの方法があり、約 5 秒かかることがあります。              -> none
/// JA5  15 個あるメソッドのうち、必須なのは 4 個だけです。                          -> 15m 4m!
/// ZH1  这个协议一共定义了十五个方法，只有四个是必须实现的。                        -> 15m 4m!
/// ZH2  `.flow` 修饰符接受 21 个参数（其中 7 个为必填）。                           -> 21p 7p!
/// ZH3  在 15 个回调中，有 4 个没有默认实现。                                       -> 15m 4m!
/// ZH4  请在 3 秒后重试，最多重试两次。                                             -> none
/// ZH5  必填参数共有七个。                                                          -> 7p!
@Suite("Count claims: held-out phrasings")
struct CountClaimHeldOutTests {
    static let cases: [ClaimCase] = [
        .init("Of the 15 methods, 4 must be implemented by your delegate.", "15m 4m!"),
        .init("Only 4 of the 15 delegate methods are required.", "4m! 15m"),
        .init("Exactly five methods are required to be implemented by conforming types.", "5m!"),
        .init("The initializer accepts twenty-one arguments, of which seven cannot be omitted.", "21p 7p!"),
        .init("Four out of the fifteen protocol requirements must be implemented.", "4m! 15m"),
        .init("`AdaptyUIObserver` (twelve callbacks, none of them mandatory) is optional to adopt.", "12m"),
        .init("The SDK retries up to 3 times, waiting 500 ms between attempts.", ""),
        .init("Seven of its parameters have no default value.", "7p!"),
        // A number of things shown ("below", 次の) is no claim about the whole protocol.
        .init("Implement the three required callbacks below.", ""),
        .init("Version 4.0.0-beta.1 adds 2 new methods to the delegate.", ""),
        .init("このデリゲートには１４個のメソッドが定義されており、そのうち３個は必ず実装する必要があります。", "14m 3m!"),
        .init("`.paywall(...)` の引数は全部で二十個あり、六個は省略できません。", "20p 6p!"),
        .init("実装必須のメソッドは次の3つです。", ""),
        .init("購入の復元には 2 つの方法があり、約 5 秒かかることがあります。", ""),
        .init("15 個あるメソッドのうち、必須なのは 4 個だけです。", "15m 4m!"),
        .init("这个协议一共定义了十五个方法，只有四个是必须实现的。", "15m 4m!"),
        .init("`.flow` 修饰符接受 21 个参数（其中 7 个为必填）。", "21p 7p!"),
        .init("在 15 个回调中，有 4 个没有默认实现。", "15m 4m!"),
        .init("请在 3 秒后重试，最多重试两次。", ""),
        .init("必填参数共有七个。", "7p!"),
    ]

    /// Second batch, written after the first batch had been used for tuning, so that one set
    /// stays unseen by the rules. Untouched since.
    ///
    /// B1  Conforming types must implement 6 of the protocol's 11 requirements.        -> 6m! 11m
    /// B2  Seventeen parameters are accepted by the initializer, and only two of them are mandatory. -> 17p 2p!
    /// B3  The modifier's 21 parameters include 7 that have no default.                -> 21p 7p!
    /// B4  None of the 12 callbacks are required.                                      -> 12m
    /// B5  A conforming type has to provide 3 methods; the remaining 9 are optional.   -> 3m!
    /// B6  It calls your completion handler up to 2 times with the parameters it received. -> none
    /// B7  このモディファイアは全部で２１個の引数を取り、そのうち必須なのは７個です。   -> 21p 7p!
    /// B8  デリゲートのメソッド 15 個のうち、4 個にはデフォルト実装がありません。       -> 15m 4m!
    /// B9  必須の引数は 6 つだけで、残りの 14 個は省略できます。                        -> 6p! 14p?
    /// B10 该修饰符的参数多达 21 个，但只有 7 个是必填的。                              -> 21p 7p!
    /// B11 实现该协议时，你必须实现其中的 4 个方法。                                    -> 4m!
    /// B12 该代理协议定义了 14 个回调方法，大部分都有默认实现。                         -> 14m
    /// B13 更多信息请参阅第 3 章中的方法说明。                                          -> none
    static let secondBatch: [ClaimCase] = [
        .init("Conforming types must implement 6 of the protocol's 11 requirements.", "6m! 11m"),
        .init("Seventeen parameters are accepted by the initializer, and only two of them are mandatory.", "17p 2p!"),
        .init("The modifier's 21 parameters include 7 that have no default.", "21p 7p!"),
        .init("None of the 12 callbacks are required.", "12m"),
        .init("A conforming type has to provide 3 methods; the remaining 9 are optional.", "3m!"),
        .init("It calls your completion handler up to 2 times with the parameters it received.", ""),
        .init("このモディファイアは全部で２１個の引数を取り、そのうち必須なのは７個です。", "21p 7p!"),
        .init("デリゲートのメソッド 15 個のうち、4 個にはデフォルト実装がありません。", "15m 4m!"),
        .init("必須の引数は 6 つだけで、残りの 14 個は省略できます。", "6p! 14p?"),
        .init("该修饰符的参数多达 21 个，但只有 7 个是必填的。", "21p 7p!"),
        .init("实现该协议时，你必须实现其中的 4 个方法。", "4m!"),
        .init("该代理协议定义了 14 个回调方法，大部分都有默认实现。", "14m"),
        .init("更多信息请参阅第 3 章中的方法说明。", ""),
    ]

    /// Still failing after the generalisations described in the report; kept visible rather
    /// than fixed with a one-off rule. 多达 ("as many as") is not among the linking words
    /// between a noun and a later count.
    @Test("Held-out phrasing, second batch", arguments: secondBatch)
    func heldOutSecondBatch(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }

    @Test("Held-out phrasing", arguments: cases)
    func heldOut(_ c: ClaimCase) { #expect(compactClaims(c.sentence) == c.expected) }
}
