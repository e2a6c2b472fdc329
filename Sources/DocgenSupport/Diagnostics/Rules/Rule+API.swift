extension Rule {
    static let tables: [Rule] = [tableMissingMember, tableRequiredMismatch, tableRequiredValue, tableTypeMismatch, tableDuplicateMember, tableUnknownSymbol]
    static let prose: [Rule] = [namesUnknown, namesRequiredMismatch, countMismatch, countRequiredSet, defaultMismatch, returnMismatch]
    static let facts: [Rule] = [factUnknown, factUnavailable]
    static let availability: [Rule] = [apiDeprecated, apiUnavailable, apiIntroduced]

    public static let apiDeprecated = Rule(
        "docgen.api.deprecated", .warning, "a sample, table, heading or sentence uses deprecated or renamed API",
        explanation: """
        The model marks the type or member `@available(…, deprecated…)`, often with `renamed:`, for the platform the model was \
        read for (`platform:` in docgen.yaml). Without a `deploymentTarget:` a deprecation in any version counts, as \
        an app built for the newest OS sees it. A declaration marked `@available(*, renamed: …)` alone (how an SDK \
        points from a completion-handler method to its async alternative, or from an old spelling to a new one) \
        is reported too: Swift compiles it without a word, but a guide should show the form the SDK names. \
        The fix is the replacement the SDK names (`renamed:`) or its message. \
        A sentence that itself says the API is deprecated, renamed or replaced, one under a heading that says so \
        (`### Deprecated`), or a struck-through name, is history and left alone.
        """,
        bad: "kettle.heat(90)", good: "kettle.boil(to: 90)")

    public static let apiUnavailable = Rule(
        "docgen.api.unavailable", .error, "a sample, table, heading or sentence uses unavailable or obsoleted API",
        explanation: """
        The model marks the type or member `@available(…, unavailable)` or obsoleted in a version the app is built \
        for: code using it does not compile. The fix is the replacement the SDK names (`renamed:` or `message:`).
        """,
        bad: "Uploader.shared.post(file)", good: "Uploader.shared.upload(file)")

    public static let tableMissingMember = Rule(
        "docgen.table.missing-member", .error, "a table of a symbol's members leaves some out",
        explanation: """
        A table whose first column names most of a protocol's requirements (or a function's parameters, or the \
        properties of a type its section names), or one marked `<!-- docgen:symbol NAME -->`, is read as the list \
        of them; members the model has and the table lacks are named (a type's read-only computed properties \
        excepted).
        """,
        bad: "| `didAppear` | optional |   (the protocol has four)", good: "| `didAppear` | optional |\n| `didFinishPurchase` | required |  …")

    public static let tableRequiredMismatch = Rule(
        "docgen.table.required-mismatch", .error, "a Required cell that disagrees with the model",
        explanation: """
        "Required" means what the compiler sees: a protocol requirement with no default implementation, a \
        parameter with no default value. The Required column is read in English, Japanese and Chinese \
        (required/optional, 必須/任意, 必填/可选, yes/no).
        """,
        bad: "| `didFinishPurchase` | optional |", good: "| `didFinishPurchase` | required |")

    public static let tableRequiredValue = Rule(
        "docgen.table.required-value", .warning, "a Required cell that says neither required nor optional",
        explanation: "The cell cannot be compared with the model; write the locale's word for required or optional.",
        bad: "| `didAppear` | sometimes |", good: "| `didAppear` | optional |")

    public static let tableTypeMismatch = Rule(
        "docgen.table.type-mismatch", .error, "a Type cell that names another type than the model declares",
        explanation: """
        In a table bound to a function's parameters or a type's properties, a column headed Type (型, タイプ, 类型, \
        類型) gives each row's type. It must be the type the model declares, spelled any way Swift allows: \
        `Optional<T>` is `T?`, `Array<T>` is `[T]`, `()` is `Void`, a nested type may be written with or without \
        its outer type, attributes (`@escaping`, `@Sendable`) and argument labels are left out. A cell that leaves \
        the optional off a type the model makes optional is not judged (the Required column says that); one that \
        adds it is, unless the argument may be left out (a parameter with a default value, or one an overload with \
        the table's other parameters goes without); so is one that names another type. Types the model cannot tell apart from the declared one (a \
        typealias, a generic parameter, a type from outside the SDK and the standard library, any type where the \
        model declares a protocol, which a conforming type stands for) are not judged, nor are words (`closure`, \
        `string`).
        """,
        bad: "| `retries` | `Double` |   (the model declares `retries: Int`)", good: "| `retries` | `Int` |")

    public static let tableDuplicateMember = Rule(
        "docgen.table.duplicate-member", .warning, "a member listed twice in one table",
        explanation: "The second row is ignored; it is usually a copy-paste left behind.")

    public static let tableUnknownSymbol = Rule(
        "docgen.table.unknown-symbol", .error, "a table marker names a symbol no model has",
        explanation: "`<!-- docgen:symbol NAME -->` binds the next table to a symbol (`model/NAME` names the model); `none` opts a table out.",
        bad: "<!-- docgen:symbol FlowDelegate -->", good: "<!-- docgen:symbol AdaptyFlowControllerDelegate -->")

    public static let namesUnknown = Rule(
        "docgen.names.unknown", .error, "a member named in a table, heading, list or prose that the model does not have",
        explanation: """
        A method or parameter that was never released, or was removed, named as if it exists; the message names \
        the closest real one. Checked: protocol requirements named in tables, headings (with or without \
        backticks), method lists and selectors in prose, delegate-style names that share a protocol's prefix \
        (`uploaderDidFinsh(_:)`); any member named with its owner (`Uploader.pauseAll()`, \
        `Uploader.shared.resumeAll(progress:)`, `Receipt.Status.rejected`), when the owner is a model type whose \
        members are all known; an enum's values listed with leading dots in a sentence that names the enum \
        ("a `PeriodType`: `.normal`, `.intro` or `.freeTrial`"), when most of the list are its cases; a selector alone whose base name the model has with labels close to these \
        (`enqueue(_:priorty:)`); and, in a part of a page scoped to one model by a marker, a selector another \
        reading of the same SDK has but this one lacks (iOS-only API in a macOS section), unless the text names \
        the other platform. Apple's and your own API (`application(_:didFinishLaunchingWithOptions:)`, \
        `UIApplication.shared…`) are left alone. A removed name may be mentioned as history when struck through \
        (`~~didCancelPurchase~~`) or in a sentence that says it was removed, renamed or deprecated.
        """,
        bad: "- `didCancelPurchase`: the user closed the paywall", good: "- ~~`didCancelPurchase`~~ was removed in 3.0")

    public static let namesRequiredMismatch = Rule(
        "docgen.names.required-mismatch", .error, "a sentence says a member is required or optional and the model disagrees",
        explanation: """
        "`didFailPurchase` and `didFinishRestore` are required", "Handling `didFinishPurchase` isn't required", \
        「`retries` は必須です」, 「`session` 是可选的」: each member named before the cue must be required (no default \
        implementation, no default value) or optional as the sentence says, in the symbol whose members they all \
        are. A clause that makes it conditional ("if", "when", "to", 場合, 时) or says what the reader does \
        ("must be called") is left alone, and so is one with "only" (that is `docgen.count.required-set`).
        """,
        bad: "Handling `didFinishPurchase` isn't required.  (it has no default in the model)",
        good: "Handle `didFinishPurchase`: it is required.")

    public static let countMismatch = Rule(
        "docgen.count.mismatch", .error, "a sentence counts a symbol's members and the model disagrees",
        explanation: """
        Counts in prose are read in English, Japanese and Chinese, with numerals, full-width digits or number \
        words: how many members a symbol has, how many have no default ("four of them must be implemented") \
        and how many have one ("3 optional methods"), and how many cases an enum the sentence names has. Numbers that count something else (seconds, versions, \
        "two ways") are left alone. Write the count as an inline fact (`{{api:SYMBOL.count}}`, `.required`, \
        `.optional`) to keep it from drifting.
        """,
        bad: "The protocol has 13 methods.", good: "The protocol has {{api:AdaptyFlowControllerDelegate.count}} methods.")

    public static let countRequiredSet = Rule(
        "docgen.count.required-set", .error, "a sentence names the required members and the model disagrees",
        explanation: """
        "Only `retries` is required", "`retries` is the only required parameter", 「必須なのは `retries` だけです」, \
        「只有 `retries` 是必填的」: the members named must be exactly those without a default (a parameter without a \
        default value, a requirement without a default implementation) of the symbol the sentence is about. \
        "Not only" and optional cues make no such claim. A list after a colon whose lead says it lists the \
        required members ("The required methods of `X` are: `a` and `b`", 「必须实现的方法：`a` 和 `b`」) is one \
        when it is nothing but names; "include", "such as", "one of" and "or" make it none.
        """,
        bad: "`Uploader.init` takes three parameters; only `chunkSize` has no default.  (chunkSize has one; retries has none)",
        good: "`Uploader.init` takes three parameters; only `retries` has no default.")

    public static let defaultMismatch = Rule(
        "docgen.default.mismatch", .error, "a sentence, a table or a listed declaration states a default value and the model disagrees",
        explanation: """
        "`retry(times:)` tries 3 times by default", "`times` defaults to 3", 「`times` のデフォルトは 3 回です」, \
        「`times` 默认为 3」: a sentence with a word for default (default, デフォルト, 既定, 初期値, 默认, 缺省) that \
        names a parameter with a default value (by its label or name, or a function with one such parameter), or a \
        stored property with a literal start value (`var maxConnections = 4`; by its name or `Type.name`), and \
        states a number, `true`/`false` or an enum case (`.high`) must state the model's default. A number with a \
        unit that scales it (minutes, MB, %…) or next to a version (SDK 4, iOS 15), and a sentence whose numbers \
        include the default, are not judged. A table's Default column (Default, デフォルト, 既定値, 默认值) is \
        compared row by row, for a function's parameters and a type's properties. A declaration a guide lists \
        without its body (`func call(_ url: \
        String = "/")`) must not give a default to a parameter the SDK requires: a call that leaves it out does \
        not compile.
        """,
        bad: "By default, `retry(times:backoff:then:)` tries 5 times.  (the default is 3)",
        good: "By default, `retry(times:backoff:then:)` tries 3 times; pass `times: 5` for a flaky network.")

    public static let returnMismatch = Rule(
        "docgen.return.mismatch", .error, "a sentence or a Returns column says a function returns a type the model does not declare",
        explanation: """
        "`make(config:)` returns an `Uploader`", 「`make(config:)` は `Uploader` を返します」, 「`make(config:)` 返回 \
        `Uploader`」: a type in a code span right after "returns" (an article, "new" or "optional" between them), \
        "the return type is", 返回 or 返回值为, or right before を返す or が返されます, is what the first name of its \
        clause returns ("`make(config:)` takes a `Config` and returns an `Uploader`"), or the sentence's first when the \
        clause names nothing before it; a type there makes the sentence about the type, and it is left alone. It must be the \
        declared type, or one it holds (`Receipt` for `[Receipt]`, `Receipt?`, `Result<Receipt, UploadError>`), a \
        protocol it conforms to or a class it inherits from. Judged only when every overload disagrees and both types \
        are the model's or the standard library's; a function that returns nothing (its result comes through a \
        callback), a typealias, a generic parameter, `Self` or an opaque type is not judged, nor is a negated sentence \
        or one about an earlier release. A Returns column (Returns, Return type, 戻り値, 返回值) of a table of a \
        protocol's requirements is judged row by row the same way, and there "nothing" (—, Void, なし, 无) is a claim \
        too: a conforming type must return what the requirement declares.
        """,
        bad: "`Courier.make(config:)` returns a `Receipt`.  (it returns an Uploader)",
        good: "`Courier.make(config:)` returns an `Uploader`; `upload(_:to:)` returns a `Receipt` when awaited.")

    public static let apiIntroduced = Rule(
        "docgen.api.introduced", .error, "a sentence says an API needs another OS version than its @available gives",
        explanation: """
        "`pin()` is available on iOS 17 and later", "`pin()` requires iOS 17", "`pin()` (iOS 17+)", 「`pin()` は iOS 17 \
        以降で利用できます」, 「`pin()` 需要 iOS 17 或更高版本」: a version with a word for "and later" after it (and later, \
        +, 以降, 以上, 及以上, 或更高) in a clause with a word for availability (available, requires, supported, 利用, \
        必要, 対応, 可用, 需要, 支持), or in parentheses right after a name, must be the version the model's \
        `@available` introduces the API in for that OS (the member's own, else its type's). The API is the nearest \
        name before the version in its clause, else in its sentence, else the first after it. \
        Not judged: a name the model does not know or gives no version for that OS (available since the SDK's \
        minimum), a range (iOS 15–17), a condition without a word for availability ("On iOS 17 and later, `boil()` \
        also shows the activity"), a negated clause, and a sentence about an earlier release.
        """,
        bad: "`KettleActivity.pin()` requires iOS 16.1 or later.  (@available(iOS 17.0, *))",
        good: "`KettleActivity` is available on iOS 16.1 and later; `pin()` requires iOS 17.")

    public static let factUnknown = Rule(
        "docgen.fact.unknown", .error, "an inline fact that does not resolve",
        explanation: """
        `{{api:SYMBOL.FACT}}` renders a fact of the model: FACT is count, required, optional, names, \
        required-names or optional-names; SYMBOL a protocol or function (`sdk3/paywall` names the model).
        """,
        bad: "{{api:AdaptyFlowControllerDelegate.cuont}}", good: "{{api:AdaptyFlowControllerDelegate.count}}")

    public static let factUnavailable = Rule(
        "docgen.fact.unavailable", .error, "an inline fact on a site without a model",
        explanation: "Inline facts come from the API model; name one under `models:` in docgen.yaml.")
}
