extension Rule {
    static let samples: [Rule] = [
        swiftSyntax, swiftWrongLanguage, swiftTooDeep, swiftUnknownMethod, swiftSignatureMismatch, swiftUnknownMember, swiftUnknownType, swiftUnknownArgument,
        swiftArgumentOrder, swiftMissingArgument, swiftNoMatchingOverload, swiftClosureArity, swiftMissingAwait, swiftMissingTry,
        swiftNeedlessTry, swiftUnknownCase, swiftCasePayload, swiftNonOptionalBinding, swiftOptionalArgument,
        swiftNonExhaustiveSwitch, swiftMissingRequirement, swiftUnknownOverride, jsonSyntax,
    ]

    public static let swiftSyntax = Rule(
        "docgen.swift.syntax", .error, "a Swift sample that does not parse",
        explanation: """
        Every ```` ```swift ```` block is parsed with the toolchain's own parser; its message is shown at the line \
        and column in the .md file, as Xcode would show it. A deliberately partial snippet opts out visibly: \
        ```` ```swift nocheck ````.
        """,
        bad: "func f() {", good: "func f() {}")

    public static let swiftWrongLanguage = Rule(
        "docgen.swift.wrong-language", .error, "a block labelled swift that is another language",
        explanation: """
        A ```` ```swift ```` block the Swift parser rejects whose text is plainly something else (a property list or \
        other XML, JSON, a shell command, Objective-C, a Podfile, Kotlin, JavaScript) is one finding at its fence that \
        names the language and the label to write, instead of a syntax error at each of its lines; it is highlighted \
        as Swift until relabelled, and no API rule reads it.
        """,
        bad: "```swift\n<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n```",
        good: "```xml\n<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n```")

    public static let swiftTooDeep = Rule(
        "docgen.swift.too-deep", .warning, "a Swift sample of a shape the Swift parser takes more than linear time on",
        explanation: """
        The Swift parser takes exponential time on brackets nested beyond 12 levels, and time that grows faster than the \
        code on attributes that start no declaration (`@A x()`, more than 16 of them) and on parentheses nested beyond 32 \
        levels; such a sample is neither parsed nor checked, and is highlighted as plain text.
        """)

    public static let swiftUnknownMethod = Rule(
        "docgen.swift.unknown-method", .error, "a delegate method the protocol does not declare",
        explanation: """
        A method whose selector is not a requirement compiles as an ordinary method that the SDK never calls; \
        the message names the nearest requirement.
        """,
        bad: "func flowControllerDidCancel(_ controller: AdaptyFlowController)",
        good: "func flowControllerDidDisappear(_ controller: AdaptyFlowController)")

    public static let swiftSignatureMismatch = Rule(
        "docgen.swift.signature-mismatch", .error, "a delegate method whose types differ from the model's",
        explanation: "A parameter or return type that differs (a type an SDK version removed, say) means the method does not satisfy the requirement.",
        bad: "didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer", good: "didSelectProduct product: AdaptyPaywallProduct")

    public static let swiftUnknownOverride = Rule(
        "docgen.swift.unknown-override", .error, "an override of a method the SDK's class does not declare",
        explanation: """
        A method written `override` in a subclass of a model class must match a method of that class or a model \
        class it inherits: its base name, its labels, and whether it is a class method. One that does not overrides \
        nothing, and the app does not compile; the message names the method the model declares. A base name the \
        model does not declare is judged only when every superclass on the way is the model's: an outside one \
        (`UIViewController`, `XCTestCase`) may declare it.
        """,
        bad: "class Setup: QuickConfiguration {\n    override class func configure(configuration: QCKConfiguration) {}\n}",
        good: "class Setup: QuickConfiguration {\n    override class func configure(_ configuration: QCKConfiguration) {}\n}")

    public static let swiftUnknownMember = Rule(
        "docgen.swift.unknown-member", .error, "a sample uses a member its type does not have",
        explanation: """
        A method, property, static member or enum case named on a value whose type the sample states or the model \
        gives (`let uploader = Uploader(…)`, a parameter of a model type, a model property, `self` in an extension \
        of a model type), on a model type (`Adapty.getPaywall`), or as an implicit member where a model type is \
        expected (`.inAppBrowser`), that the type does not declare; the message names the nearest member. Only \
        types whose every member the model shows are judged: a class with an outside superclass, a protocol \
        existential, and values of Foundation, SwiftUI or UIKit types are left alone. A `func` or `init` a \
        guide lists without its body (an interface shown as the SDK declares it: `extension Uploader { func \
        start(after:) }`) in a model type, or in an extension of a type the SDK extends, must be declared \
        with those labels.
        """,
        bad: "let uploader = Uploader(chunkSize: 4096, retries: 3)\nuploader.resume()", good: "let uploader = Uploader(chunkSize: 4096, retries: 3)\nuploader.start()")

    public static let swiftUnknownType = Rule(
        "docgen.swift.unknown-type", .error, "a sample names a type a letter away from a model type",
        explanation: """
        A capitalised name the model, the sample and its imports do not declare, one letter from a model type \
        (a typo, a plural `s` dropped or added) that has the static member, case or nested type the sample uses \
        on it, is that type misspelt or renamed. Names further from every model type belong to some other \
        library and are left alone, as are names shorter than six letters.
        """,
        bad: "let encoder = ImageEncoder.Default()", good: "let encoder = ImageEncoders.Default()")

    public static let swiftUnknownArgument = Rule(
        "docgen.swift.unknown-argument", .error, "a call passes a label the function does not declare",
        explanation: """
        The label is not a parameter of the called initializer, method, enum case or modifier in the model \
        (renamed or removed); the message names the closest. A label close to one the call does not pass \
        (`timout:` for `timeout:`, `paywall:` for `paywallConfiguration:`) is one mistake: that parameter is not \
        reported missing too. A missing label where one is due, and a label where the parameter has none, are \
        reported here as well.
        """,
        bad: ".paywall(isPresented: $shown, paywall: paywall)", good: ".paywall(isPresented: $shown, paywallConfiguration: config)")

    public static let swiftArgumentOrder = Rule(
        "docgen.swift.argument-order", .error, "a call's labels out of the declared order",
        explanation: "Swift requires labelled arguments in the order the function declares them.",
        bad: ".flow(flowConfiguration: c, isPresented: $shown)", good: ".flow(isPresented: $shown, flowConfiguration: c)")

    public static let swiftMissingArgument = Rule(
        "docgen.swift.missing-argument", .error, "a call leaves out a parameter without a default",
        explanation: "A parameter with no default value must be passed; the message lists every one left out that no misspelt label was meant for (those are unknown-argument findings).",
        bad: ".flow(isPresented: $shown, flowConfiguration: c)", good: ".flow(isPresented: $shown, flowConfiguration: c, didFinishPurchase: { _, _ in } …)")

    public static let swiftNoMatchingOverload = Rule(
        "docgen.swift.no-matching-overload", .error, "a call none of a name's overloads fits",
        explanation: """
        The called name has several declarations (overloads, across the model's modules too) and the arguments \
        fit none of them, with no one clearly closest; every declaration is listed. When one is closest, its \
        own problems are reported instead (unknown-argument, missing-argument…).
        """,
        bad: "Adapty.activate(key: \"public_live\", observer: true)", good: "Adapty.activate(\"public_live\", observerMode: true)")

    public static let swiftClosureArity = Rule(
        "docgen.swift.closure-arity", .error, "a closure takes a different number of parameters than its type passes",
        explanation: """
        A closure literal's parameter list (or the highest `$n` it uses) must fit the function type of the \
        parameter it is passed to; Swift rejects `{ product in }` where two values are passed.
        """,
        bad: "didFinishPurchase: { product in }", good: "didFinishPurchase: { product, result in }")

    public static let swiftMissingAwait = Rule(
        "docgen.swift.missing-await", .error, "a call to an async function without `await`",
        explanation: """
        The declaration the call's arguments fit is `async` in the model (an SDK that moved from completion \
        handlers to async functions, say): Swift rejects the call without `await`. A method with both forms is \
        judged by the one the call's labels and trailing closure pick, and the initializer of an `async let` \
        needs no `await`.
        """,
        bad: "let places = try Geocoder.shared.lookup(\"Berlin\")", good: "let places = try await Geocoder.shared.lookup(\"Berlin\")")

    public static let swiftMissingTry = Rule(
        "docgen.swift.missing-try", .error, "a call to a throwing function without `try`",
        explanation: """
        The declaration the call's arguments fit throws in the model: Swift rejects the call unless `try` \
        (`try?`, `try!`) stands before it in its expression, outside any closure in between. A `rethrows` \
        function is not judged.
        """,
        bad: "let receipt = await uploader.upload(file)", good: "let receipt = try await uploader.upload(file)")

    public static let swiftNeedlessTry = Rule(
        "docgen.swift.needless-try", .warning, "`try` before a call that cannot throw",
        explanation: """
        `try` stands right before a call whose declaration does not throw in the model (an SDK that made a \
        method non-throwing), and nothing else it covers can throw: Swift warns that no throwing call occurs \
        within it, and the `do`/`catch` around it handles nothing.
        """,
        bad: "try kettle.rename(to: \"Office\")", good: "kettle.rename(to: \"Office\")")

    public static let swiftUnknownCase = Rule(
        "docgen.swift.unknown-case", .error, "a case pattern names a case the enum does not have",
        explanation: """
        In `case .name`, `case let .name(…)`, `if case .name = value` and `guard case`, matched against a value of \
        a model enum (or written `Enum.name`), the enum has no case (nor static value) of that name; the message \
        names the nearest case.
        """,
        bad: "case .dismiss:", good: "case .close:")

    public static let swiftCasePayload = Rule(
        "docgen.swift.case-payload", .error, "a case pattern's associated values differ from the case's",
        explanation: """
        The pattern lists another number of associated values than the case declares (`case let .openURL(url)` \
        for `openURL(url:in:)` binds the whole tuple, which Swift deprecates and code using `url` as a URL does not \
        compile), uses a label the case does not have at that place, or gives parentheses to a case without values.
        """,
        bad: "case .openURL(let url):", good: "case .openURL(let url, _):")

    public static let swiftNonOptionalBinding = Rule(
        "docgen.swift.non-optional-binding", .error, "`if let` or `guard let` on a model property that is not optional",
        explanation: """
        Swift requires an optional value after `if let`, `guard let` and `while let`. When the sample unwraps a \
        property the SDK declares with a type that is not optional (a `String`, a model type, an array), the \
        sample does not compile; usually the property was optional in an earlier release, or the guide confuses \
        it with another. A value read through `?.` or `try?` is optional and passes.
        """,
        bad: "if let code = challenge.oobCode { … }   // oobCode: String", good: "let code = challenge.oobCode")

    public static let swiftOptionalArgument = Rule(
        "docgen.swift.optional-argument", .error, "a model property that is optional passed where the call takes no optional",
        explanation: """
        A property the SDK declares optional (`var session: UploadSession?`), passed as it is to a parameter whose \
        type is not optional (a model type, a standard type, an array), does not compile: Swift requires it to be \
        unwrapped first. Usually the property became optional in a later release. Only a property read directly is \
        judged (not a local name, which `if let` may have unwrapped), and only when every declaration the call may \
        be of takes no optional there.
        """,
        bad: "Uploader(session: settings.lastSession)   // lastSession: UploadSession?",
        good: "if let session = settings.lastSession { Uploader(session: session) }")

    public static let swiftNonExhaustiveSwitch = Rule(
        "docgen.swift.non-exhaustive-switch", .warning, "a switch over a model enum misses cases and has no default",
        explanation: """
        Swift requires a `switch` to be exhaustive: one over a value of a model enum without `default` must \
        handle every case. The message names the cases the sample leaves out (usually cases the SDK added).
        """,
        bad: "switch result {\ncase .success: …\ncase .userCancelled: …\n}", good: "switch result {\ncase .success: …\ncase .userCancelled: …\ncase .pending: …\n}")

    public static let swiftMissingRequirement = Rule(
        "docgen.swift.missing-requirement", .error, "a type conforms to a model protocol and lacks a required member",
        explanation: """
        A type (or extension) in a sample declares conformance to a protocol of the model but does not implement a \
        requirement that has no default implementation; the app would not compile. A default in a constrained \
        extension counts when the sample's type meets its `where` clause (`Self: UIViewController`, or a \
        string-backed enum for `RawValue == String`), and so does one in an extension of another protocol the type \
        adopts (`extension RawRepresentable where Self: P`). `init()` is met by the initializer Swift writes for a \
        struct or class whose stored properties all start with a value. A sample that shows part of a \
        type on purpose says so: the word `partial` in its fence (```` ```swift partial ````), a comment `// …` in \
        the body, or `nocheck` to skip every check.
        """,
        bad: "class Handler: UploaderDelegate {\n    func uploaderDidStart(_ uploader: Uploader) {}\n}",
        good: "class Handler: UploaderDelegate {\n    func uploaderDidStart(_ uploader: Uploader) {}\n    func uploader(_ uploader: Uploader, didFinish receipt: Receipt) {}\n}")

    public static let jsonSyntax = Rule(
        "docgen.json.syntax", .error, "a JSON example that is not strict JSON",
        explanation: "```` ```json ```` blocks must be RFC 8259 JSON (trailing commas are errors); whole lines starting with `//` are allowed as comments.",
        bad: "{\"a\": 1,}", good: "{\"a\": 1}")
}
