import DocgenSupport
/// The words the count-claim extractor knows, per language. Kept apart from the parsing
/// logic so a guide with a new phrasing usually needs a word added here, not new code.
enum CountVocabulary {
    // MARK: Counted nouns

    static let englishNouns: [String: CountedThing] = [
        "method": .methods, "methods": .methods,
        "requirement": .methods, "requirements": .methods,
        "callback": .methods, "callbacks": .methods,
        "parameter": .parameters, "parameters": .parameters,
        "param": .parameters, "params": .parameters,
        "argument": .parameters, "arguments": .parameters,
        "case": .cases, "cases": .cases,
    ]

    /// A Japanese or Chinese noun that names counted things.
    struct CJKNoun: Sendable {
        var scalars: [Unicode.Scalar]
        var thing: CountedThing
        /// Chinese 方法 also means "way" (两种方法 = "two ways"), so it only counts methods
        /// when a count classifier (个/項…) is attached to the number.
        var needsCounter: Bool
    }

    /// Japanese leaves out 方法: there it means "way", never "method".
    static let japaneseNouns: [CJKNoun] = longestFirst([
        CJKNoun(scalars: scalars("デリゲートメソッド"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("メソッド"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("コールバック"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("要件"), thing: .methods, needsCounter: false),
        // パラメータ is a prefix of パラメーター, so one entry covers both spellings.
        CJKNoun(scalars: scalars("パラメータ"), thing: .parameters, needsCounter: false),
        CJKNoun(scalars: scalars("引数"), thing: .parameters, needsCounter: false),
        CJKNoun(scalars: scalars("ケース"), thing: .cases, needsCounter: false),
        CJKNoun(scalars: scalars("列挙子"), thing: .cases, needsCounter: false),
    ])

    static let chineseNouns: [CJKNoun] = longestFirst([
        CJKNoun(scalars: scalars("代理方法"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("回调方法"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("回调"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("要求"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("方法"), thing: .methods, needsCounter: true),
        CJKNoun(scalars: scalars("参数"), thing: .parameters, needsCounter: false),
        CJKNoun(scalars: scalars("參數"), thing: .parameters, needsCounter: false),
        // Japanese text without kana ("必須引数 7 個", a table cell) lands here too.
        CJKNoun(scalars: scalars("引数"), thing: .parameters, needsCounter: false),
        CJKNoun(scalars: scalars("要件"), thing: .methods, needsCounter: false),
        CJKNoun(scalars: scalars("枚举值"), thing: .cases, needsCounter: false),
        CJKNoun(scalars: scalars("枚举成员"), thing: .cases, needsCounter: false),
        CJKNoun(scalars: scalars("枚举项"), thing: .cases, needsCounter: false),
    ])

    /// Byte strings at least one of which must occur in a sentence before it is parsed at
    /// all; ASCII ones are compared case-insensitively. Most prose has none of them.
    static let fastPathStems: [[UInt8]] = [
        "method", "requirement", "callback", "param", "argument", "case",
        "メソッド", "コールバック", "要件", "パラメ", "引数", "ケース", "列挙子",
        "方法", "回调", "要求", "参数", "參數", "枚举",
    ].map { Array($0.utf8) }

    // MARK: Numbers and what follows them

    /// Classifiers that count discrete items: 15 個, 7 つ, 4 个, 3 项.
    static let countCounters: Set<Unicode.Scalar> = ["個", "つ", "件", "ヶ", "ケ", "箇", "个", "项", "項", "条", "條"]

    /// Classifiers and units that make the number count something else: kinds (种), times
    /// (次/回), durations, ordinals (番目), versions (版), percentages.
    static let otherCounters: Set<Unicode.Scalar> = [
        "种", "種", "类", "類", "次", "回", "遍", "秒", "分", "時", "时", "小", "天", "日", "週", "周",
        "年", "月", "位", "倍", "步", "番", "章", "节", "節", "行", "页", "頁", "版", "度", "人",
        "台", "名", "毫", "通", "割", "％", "号", "號", "段", "列", "字", "元", "円", "歳",
    ]

    /// English words after a number that make it count something else, even with a counted
    /// noun a few words later ("3 times the parameters", "2 ways to pass parameters").
    static let englishUnits: Set<String> = [
        "time", "times", "way", "ways", "step", "steps", "second", "seconds", "sec", "secs",
        "ms", "millisecond", "milliseconds", "minute", "minutes", "min", "hour", "hours",
        "day", "days", "week", "weeks", "month", "months", "year", "years", "attempt",
        "attempts", "retry", "retries", "percent", "x", "byte", "bytes", "kb", "mb",
        "version", "versions", "overload", "overloads", "kind", "kinds", "type", "types",
        "option", "options", "example", "examples", "line", "lines", "character", "characters",
    ]

    /// Words that cannot sit between a number and its noun: the number's phrase has ended.
    static let englishPhraseBreakers: Set<String> = [
        "a", "an", "the", "of", "to", "for", "in", "on", "at", "by", "with", "from", "into",
        "than", "that", "which", "who", "whom", "whose", "and", "or", "but", "nor", "so", "as",
        "if", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do",
        "does", "did", "must", "can", "cannot", "could", "will", "would", "shall", "should",
        "may", "might", "it", "its", "they", "them", "their", "this", "these", "those", "there",
        "here", "per", "each", "every", "about", "after", "before", "within", "up", "more",
        "fewer", "less", "most", "not", "no", "you", "we", "i", "he", "she",
    ]

    /// Words that, right after a number with no noun, show the number is a subject or
    /// predicate about things already named: "four of them must…", "only four lack…",
    /// "(20 parameters, 6 required)".
    static let englishBareFollowers: Set<String> = [
        "are", "is", "must", "have", "has", "lack", "lacks", "need", "needs", "cannot", "can",
        "can't", "do", "don't", "does", "doesn't", "require", "requires", "should", "will",
        "were", "was", "remain", "remaining", "still", "also", "required", "mandatory",
        "optional", "non-optional", "nonoptional", "may", "take", "takes",
        "come", "without", "that", "which", "aren't", "isn't", "in", "here", "there",
    ]

    /// Determiners between "of" and the superset in "four of the fifteen methods".
    static let englishPartitiveDeterminers: Set<String> = [
        "the", "its", "their", "these", "those", "all", "this", "our", "your", "his", "her", "such",
    ]

    /// Quantifiers whose partitive names a whole set by its count: "none of the 12 callbacks".
    static let englishQuantifiers: Set<String> = [
        "none", "all", "some", "most", "many", "few", "each", "any", "several", "both", "neither", "either",
    ]

    /// Pronouns that end a partitive with no noun: "four of them", "three of which".
    static let englishPartitivePronouns: Set<String> = ["them", "which", "whom", "these", "those", "it"]

    /// A number right after one of these is an ordinal or identifier, not a count.
    static let englishIdentifierWords: Set<String> = [
        "step", "version", "v", "sdk", "ios", "ipados", "android", "macos", "tvos", "watchos",
        "visionos", "error", "code", "chapter", "section", "page", "line", "figure", "fig",
        "build", "api", "level", "xcode", "swift", "part", "item", "no", "phase", "stage",
        "case", "release", "status", "http", "port", "table", "listing", "example",
    ]

    static let cjkIdentifierWords: [[Unicode.Scalar]] = longestFirst([
        "第", "バージョン", "版本", "エラー", "错误", "錯誤", "ステップ", "步骤", "コード", "代码",
        "错误码", "エラーコード", "版",
    ].map(scalars))

    // MARK: Japanese / Chinese phrase structure

    /// What may stand between a counted noun and a later number that counts it:
    /// "メソッドは 15 個", "引数は全部で二十個", "参数共 21 个", "方法有 4 个", "参数多达 21 个".
    static let cjkLinkers: [[Unicode.Scalar]] = longestFirst([
        "は", "が", "も", "の数は", "の数が", "数は", "の総数は", "総数は", "合計", "合計で",
        "全部で", "計", "あわせて", "合わせて",
        "共", "共有", "有", "一共", "一共有", "总共", "总共有", "总计", "合计", "共计",
        "为", "是", "数量为", "数量是", "的数量为", "的数量是", "数为", "总数为", "只有", "仅有",
        "多达", "高达", "达到", "共达", "有多达",
        "次の", "以下の", "下記の", "以下", "下列", "如下",
        "：", ":",
    ].map(scalars))

    /// Japanese particles and nouns that end a number's phrase before a noun could follow:
    /// "2 つの方法でメソッドを…" counts ways, not methods.
    static let japaneseBreakers: [[Unicode.Scalar]] = longestFirst([
        "は", "を", "で", "に", "と", "や", "も", "か", "、", "。", "・",
        "方法", "手順", "種類", "通り", "ステップ", "手段",
    ].map(scalars))

    /// Chinese words that end a number's phrase before a noun could follow.
    static let chineseBreakers: [[Unicode.Scalar]] = longestFirst([
        "中", "是", "和", "或", "与", "與", "及", "在", "种", "種", "其", "对", "把", "被", "从",
        "，", "。", "、", "：",
    ].map(scalars))

    /// Words that, right after a counted-but-nounless number, make it the subject of a
    /// predicate about things already named: "うち 4 個は…", "其中 7 个没有…", "四个是…".
    static let cjkBareFollowers: [[Unicode.Scalar]] = longestFirst([
        "は", "が", "も", "だけ", "です", "で", "に", "と", "のみ", "しか",
        "是", "为", "為", "必", "没", "沒", "无", "無", "需", "不", "可", "都", "要", "有", "属",
        "已", "还", "须", "均", "则", "則", "仍",
    ].map(scalars))

    /// Words just before a number that mark it as a subset of things already named.
    /// After a counted phrase, these pick one of a few alternatives ("两个必须实现的方法之一",
    /// "2 つの必須メソッドのいずれか"): the number counts the alternatives, not the API.
    static let cjkPickOneMarkers: [[Unicode.Scalar]] = longestFirst([
        "之一", "中的一个", "中的任意一个", "のいずれか", "のどちらか", "のうちいずれか", "のうちどちらか", "の一つ", "のひとつ",
    ].map(scalars))

    static let cjkSubsetMarkers: [[Unicode.Scalar]] = longestFirst([
        "うち", "そのうち", "中", "其中", "の中で", "中有", "只有", "仅有", "僅有", "仅", "只",
    ].map(scalars))

    /// Chinese "一个" is usually the article "a"; it states a count only after these.
    static let chineseSingularCountMarkers: Set<Unicode.Scalar> = ["只", "仅", "僅", "共", "总", "總", "唯"]

    // MARK: Counts that are not totals

    /// Before a number, these make it a change, a remainder or an estimate, which the API
    /// model cannot confirm: "adds another 2 methods", "the remaining 11", "more than 10".
    static let englishInexactBefore: Set<String> = [
        "other", "another", "remaining", "additional", "extra", "new", "more", "further",
        "than", "over", "under", "about", "approximately", "around", "nearly", "almost",
        "roughly", "least", "most", "some", "several", "first", "last", "next", "previous", "top",
        // "receive the same two arguments": things already named.
        "same",
        // A change between releases: "gained two methods in 3.1", "drops 2 parameters".
        "gained", "gains", "gain", "adds", "added", "add", "lost", "loses", "dropped", "drops", "removes", "removed",
        "introduces", "introduced", "deprecates", "deprecated", "got",
        // The past tense of having: "the `response` API returned 4 parameters", "provided two
        // parameters" (an earlier release's, not the model's).
        "had", "returned", "provided", "took", "was", "were", "offered", "exposed", "contained", "accepted",
    ]

    /// Between a number and its noun, these make it a change or a remainder:
    /// "adds 2 new methods", "3 additional parameters", "the 11 remaining callbacks".
    static let englishNonTotalModifiers: Set<String> = [
        "new", "additional", "extra", "other", "remaining", "further", "more", "deprecated",
        "added", "removed", "renamed", "obsolete", "legacy",
        // A subset the writer picked: "five main cases", "3 key methods".
        "main", "key", "core", "primary", "basic", "common", "major", "important", "essential", "popular", "typical",
    ]

    /// Japanese/Chinese words that, right before the number or between it and its noun, make
    /// it a change, a remainder or an estimate: 新增了 2 个方法, 其余 11 个, 2 つの新しいメソッド, 约 3 个.
    static let cjkNonTotalWords: [[Unicode.Scalar]] = longestFirst([
        "新增", "新增了", "增加", "增加了", "添加", "添加了", "新加", "另外", "其余", "其他", "额外",
        "超过", "约", "大约", "至少", "最多", "新",
        "追加", "新しい", "新たに", "新規に", "さらに", "残り", "その他", "ほか", "他の", "約", "少なくとも", "最大",
        // 「同じ 2 つの引数」, 「相同的两个参数」: things already named.
        "同じ", "相同", "相同的", "同样", "同样的",
        // A subset the writer picked: 「5 つの主なケース」, 「五个主要情形」.
        "主な", "主要な", "基本的な", "代表的な", "主要", "主要的", "核心", "常用", "常见",
        // An earlier release's: 「以前は 4 つ」, 「以前有 4 个」, 「曾经有」.
        "以前は", "かつては", "かつて", "以前有", "曾经有", "曾有", "过去有", "原来有", "原先有", "之前有",
    ].map(scalars))

    /// Right before a number, these point at things shown or just named ("these three
    /// methods", "the following 3 callbacks"): a count of them, not of the symbol's members.
    static let englishDemonstratives: Set<String> = ["these", "those", "following", "aforementioned", "above-mentioned"]

    /// Between a number and its noun, modifiers that pick no subset of a symbol's members
    /// ("15 delegate methods", "three required methods" is a count the required rule reads).
    static let englishUnpickingModifiers: Set<String> = [
        "delegate", "callback", "protocol", "public", "api", "sdk", "required", "optional", "mandatory", "distinct",
        "different", "separate", "overall", "total",
    ]

    /// The same in Japanese and Chinese: デリゲートメソッド, 必須のメソッド, 回调方法, 必需的方法.
    static let cjkUnpickingModifiers: [String] = [
        "デリゲート", "コールバック", "必須", "オプション", "任意", "公開", "プロトコル", "個別", "別々",
        "代理", "委托", "回调", "必需", "必须", "必选", "可选", "公开", "公共", "协议", "不同",
    ]

    /// Japanese particles that end a noun's modifiers when read backwards from it.
    static let cjkParticles: Set<Unicode.Scalar> = ["は", "に", "が", "を", "も", "で", "と", "へ", "や", "、", "，"]

    /// After a counted phrase, in its clause, these make it a change: "two methods were added".
    static let englishChangeAfter: Set<String> = ["added", "removed", "deprecated", "dropped", "introduced", "renamed"]

    /// The same in Japanese and Chinese, anywhere after the number in its clause:
    /// 「2 つ追加されました」, 「两个方法被移除」.
    static let cjkChangeAfter: [[Unicode.Scalar]] = longestFirst([
        "追加され", "追加し", "増え", "削除され", "廃止され", "非推奨にな", "加わり", "なくなり",
        "被添加", "被移除", "被删除", "被弃用", "被废弃", "已添加", "已移除", "已删除",
    ].map(scalars))

    /// Right after a counted phrase, the same: "the two methods below", "the three shown here".
    static let englishShownAfter: Set<String> = ["below", "above", "shown", "listed", "here"]

    /// Japanese and Chinese demonstratives that end right before a number: 上記の 2 つ, 以下の3つ,
    /// この 2 つ, 下面这三个, 这两个, 上述 3 个.
    static let cjkDemonstratives: [[Unicode.Scalar]] = longestFirst([
        "上記の", "以下の", "次の", "下記の", "これらの", "これら", "この", "その", "前述の", "上の", "下の", "以上の", "右の",
        "下面", "下面的", "下列", "以下", "上面", "上面的", "上述", "上述的", "前面", "前面的", "以上", "如下", "这些", "這些",
        "这", "這", "那些", "那", "该", "下述",
    ].map(scalars))

    /// Japanese and Chinese words saying something has the counted things (があります, 有, 包含).
    static let cjkHavingWords: [[Unicode.Scalar]] = longestFirst([
        "があります", "がある", "があり", "を持つ", "を持ち", "を持って", "で構成", "を備え",
        "共有", "有", "包含", "包括", "具有", "拥有", "擁有",
    ].map(scalars))

    /// "the 2 parameters" refers back to known things unless the clause says something has them.
    static let englishDefiniteDeterminers: Set<String> = ["the", "these", "those"]

    static let englishHavingVerbs: Set<String> = [
        "has", "have", "had", "having", "takes", "take", "took", "accepts", "accept", "declares",
        "declare", "defines", "define", "provides", "provide", "contains", "contain", "includes",
        "include", "exposes", "expose", "offers", "offer", "requires", "require", "there", "total",
        "with", "comes", "come", "lists", "gets", "adopts",
    ]

    // MARK: Clause structure

    /// Punctuation that separates clauses; a required cue only applies within its clause.
    static let clauseSeparators: Set<Unicode.Scalar> = [";", "；", ",", "，", "、", "(", ")", "（", "）", "—", "|", "｜"]

    /// English conjunctions that start a new clause when a new subject follows:
    /// "…21 parameters and most of them are optional".
    static let englishClauseConjunctions: Set<String> = ["and", "but", "while", "whereas", "although", "though", "yet"]

    static let englishSubjectStarters: Set<String> = [
        "most", "some", "all", "none", "many", "few", "only", "the", "its", "their", "they",
        "it", "this", "these", "those", "each", "every", "others", "another", "you", "we",
    ]

    // MARK: Subject words

    static let englishSubjectWords: Set<String> = [
        "protocol", "modifier", "delegate", "initializer", "init", "function", "view", "class",
        "struct", "observer", "closure", "handler", "controller", "constructor", "enum",
        "extension", "interface", "listener",
    ]

    static let cjkSubjectWords: [[Unicode.Scalar]] = longestFirst([
        "プロトコル", "モディファイア", "修飾子", "デリゲート", "イニシャライザ", "初期化子", "関数",
        "ビュー", "クラス", "構造体", "オブザーバー", "ハンドラ",
        "协议", "協議", "修饰符", "修飾符", "代理", "委托", "初始化器", "构造器", "构造函数", "函数",
        "视图", "结构体", "观察者", "处理程序",
    ].map(scalars))

    /// Mixed-case words that look like API names but are product names.
    static let notAPINames: Set<String> = [
        "ios", "ipados", "macos", "tvos", "watchos", "visionos", "iphone", "ipad", "xcode",
        "github", "javascript", "typescript", "youtube", "paypal", "testflight", "appstore",
    ]

    // MARK: Helpers

    static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// Longest entries first, so a matcher that takes the first hit takes the longest one.
    static func longestFirst(_ phrases: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
        phrases.sorted { $0.count > $1.count }
    }

    static func longestFirst(_ nouns: [CJKNoun]) -> [CJKNoun] {
        nouns.sorted { $0.scalars.count > $1.scalars.count }
    }
}
