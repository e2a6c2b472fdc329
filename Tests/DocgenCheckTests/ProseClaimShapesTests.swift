@testable import DocgenCheck
import Testing

/// Numbers of things a page shows are no claims about a symbol; sentences naming the required
/// members are claims about its required set. In English, Japanese and Chinese, with the
/// look-alikes that must stay what they are.
@Suite("Prose claims: shown items, required sets")
struct ProseClaimShapesTests {
    @Test("Demonstratives and quantities of shown items are not counts of the symbol", arguments: [
        ClaimCase("The following three callbacks must be implemented.", ""),
        ClaimCase("These two methods have no default.", ""),
        ClaimCase("Implement the two methods shown above.", ""),
        ClaimCase("上記の 2 つのメソッドは実装が必須です。", ""),
        ClaimCase("以下の3つのコールバックを実装します。", ""),
        ClaimCase("この 2 つのメソッドにはデフォルト実装がありません。", ""),
        ClaimCase("下面这三个回调必须实现。", ""),
        ClaimCase("这两个方法没有默认实现。", ""),
        ClaimCase("上述 3 个参数是必填的。", ""),
        // "As many as" over something no symbol has: the examples, the steps.
        ClaimCase("本页的示例多达 5 个。", ""),
        ClaimCase("迁移步骤多达 6 个。", ""),
    ])
    func shownItems(_ c: ClaimCase) {
        #expect(compactClaims(c.sentence) == c.expected)
    }

    @Test("Look-alikes that do count the symbol's members", arguments: [
        ClaimCase("The protocol has the 15 methods listed below.", "15m"),
        ClaimCase("このプロトコルには次の 15 個のメソッドがあります。", "15m"),
        ClaimCase("该协议有以下 15 个方法。", "15m"),
        ClaimCase("このプロトコルには 13 個のメソッドがあり、そのうち 4 個は実装が必須です。", "13m 4m!"),
        ClaimCase("这个协议一共定义了十五个方法。", "15m"),
        ClaimCase("该方法的参数多达 9 个。", "9p"),
    ])
    func countsStill(_ c: ClaimCase) {
        #expect(compactClaims(c.sentence) == c.expected)
    }

    @Test("Counts of an enum's cases, and the numbers next to 'case' that are none", arguments: [
        ClaimCase("`Priority` has three cases.", "3c"),
        ClaimCase("The `Priority` enum has 2 cases.", "2c"),
        ClaimCase("`Priority` には 3 つのケースがあります。", "3c"),
        ClaimCase("`Priority` の列挙子は 3 個です。", "3c"),
        ClaimCase("`Priority` 有 3 个枚举值。", "3c"),
        ClaimCase("See case 3 of the switch.", ""),
        ClaimCase("この 2 つのケースでは再試行します。", ""),
    ])
    func enumCases(_ c: ClaimCase) {
        #expect(compactClaims(c.sentence) == c.expected)
    }

    static func names(_ sentence: String) -> [[String]] {
        var read = ClaimSentence(Substring(sentence))
        return RequiredSetClaimExtractor.claims(in: &read).map(\.names)
    }

    @Test("Sentences that name the required members, in three languages")
    func requiredSets() {
        #expect(Self.names("Only `retries` is required.") == [["retries"]])
        #expect(Self.names("`retries` is the only required parameter.") == [["retries"]])
        #expect(Self.names("`Uploader.init` takes three parameters; only `retries` has no default.") == [["retries"]])
        #expect(Self.names("Only `chunkSize` and `retries` must be passed.") == [["chunkSize", "retries"]])
        #expect(Self.names("必須なのは `retries` だけです。") == [["retries"]])
        #expect(Self.names("`retries` のみが必須です。") == [["retries"]])
        #expect(Self.names("デフォルト値がないのは `retries` だけです。") == [["retries"]])
        #expect(Self.names("只有 `retries` 是必填的。") == [["retries"]])
        #expect(Self.names("`retries` 是唯一必需的参数。") == [["retries"]])
    }

    @Test("Look-alikes that name no required set: optional, negated, not only, as long as")
    func notRequiredSets() {
        #expect(Self.names("Only `session` is optional.").isEmpty)
        #expect(Self.names("`retries` is not the only required parameter.").isEmpty)
        #expect(Self.names("Not only `retries` is required.").isEmpty)
        #expect(Self.names("You can pass only `retries`.").isEmpty)
        #expect(Self.names("`retries` だけでなく `chunkSize` も必須です。").isEmpty)
        #expect(Self.names("任意なのは `session` だけです。").isEmpty)
        #expect(Self.names("不仅 `retries` 是必填的。").isEmpty)
        #expect(Self.names("只要传入 `retries`，其他参数都是必填的。").isEmpty)
        #expect(Self.names("Only the `Uploader` type is required.").isEmpty)
    }

    @Test("A list after a colon names the required set when its lead says so and it is only names")
    func requiredLists() {
        #expect(Self.names("The required methods of `Beacon` are: `start()`, `stop()` and `flush()`.") == [["start()", "stop()", "flush()"]])
        #expect(Self.names("`Beacon` requires these methods: `start()` and `stop()`.") == [["start()", "stop()"]])
        #expect(Self.names("Parameters without a default value: `retries`.") == [["retries"]])
        #expect(Self.names("`Beacon` で実装が必須のメソッドは次のとおりです：`start()`、`stop()`。") == [["start()", "stop()"]])
        #expect(Self.names("`Beacon` 必须实现的方法：`start()` 和 `stop()`。") == [["start()", "stop()"]])
    }

    @Test("Look-alikes of required lists: part of the set, alternatives, definitions, optional, no noun, more words")
    func notRequiredLists() {
        #expect(Self.names("The required methods include: `start()`.").isEmpty)
        #expect(Self.names("Some required methods: `start()`, `stop()`.").isEmpty)
        #expect(Self.names("One of the required methods: `start()`.").isEmpty)
        #expect(Self.names("Implement one of the required methods: `start()` or `stop()`.").isEmpty)
        #expect(Self.names("`retries`: required, the number of attempts.").isEmpty)
        #expect(Self.names("Optional methods: `pause()`, `resume()`.").isEmpty)
        #expect(Self.names("Required: `start()`.").isEmpty)
        #expect(Self.names("Methods without a default implementation: `start()`, then call `flush()`.").isEmpty)
        #expect(Self.names("必須のメソッドの例：`start()` など。").isEmpty)
        #expect(Self.names("必须实现的方法包括：`start()`。").isEmpty)
        #expect(Self.names("必须实现的方法之一：`start()` 或 `stop()`。").isEmpty)
    }
}
