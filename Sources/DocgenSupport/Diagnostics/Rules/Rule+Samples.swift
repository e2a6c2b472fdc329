extension Rule {
    static let samples: [Rule] = [
        swiftSyntax, swiftTooDeep, swiftUnknownMethod, swiftSignatureMismatch, swiftUnknownArgument, swiftArgumentOrder,
        swiftMissingArgument, swiftClosureArity, jsonSyntax,
    ]

    public static let swiftSyntax = Rule(
        "docgen.swift.syntax", .error, "a Swift sample that does not parse",
        explanation: """
        Every ```` ```swift ```` block is parsed with the toolchain's own parser; its message is shown at the line \
        and column in the .md file, as Xcode would show it. A deliberately partial snippet opts out visibly: \
        ```` ```swift nocheck ````.
        """,
        bad: "func f() {", good: "func f() {}")

    public static let swiftTooDeep = Rule(
        "docgen.swift.too-deep", .warning, "a Swift sample nested too deeply to parse",
        explanation: "The Swift parser takes exponential time on brackets nested beyond 12 levels; such a sample is neither parsed nor checked.")

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

    public static let swiftUnknownArgument = Rule(
        "docgen.swift.unknown-argument", .error, "a call passes a label the function does not declare",
        explanation: "The label is not a parameter of the called function in the model (renamed or removed); the message names the closest.",
        bad: ".paywall(isPresented: $shown, paywall: paywall)", good: ".paywall(isPresented: $shown, paywallConfiguration: config)")

    public static let swiftArgumentOrder = Rule(
        "docgen.swift.argument-order", .error, "a call's labels out of the declared order",
        explanation: "Swift requires labelled arguments in the order the function declares them.",
        bad: ".flow(flowConfiguration: c, isPresented: $shown)", good: ".flow(isPresented: $shown, flowConfiguration: c)")

    public static let swiftMissingArgument = Rule(
        "docgen.swift.missing-argument", .error, "a call leaves out a parameter without a default",
        explanation: "A parameter with no default value must be passed; the message lists every one left out.",
        bad: ".flow(isPresented: $shown, flowConfiguration: c)", good: ".flow(isPresented: $shown, flowConfiguration: c, didFinishPurchase: { _, _ in } …)")

    public static let swiftClosureArity = Rule(
        "docgen.swift.closure-arity", .error, "a closure takes a different number of parameters than its type passes",
        explanation: """
        A closure literal's parameter list (or the highest `$n` it uses) must fit the function type of the \
        parameter it is passed to; Swift rejects `{ product in }` where two values are passed.
        """,
        bad: "didFinishPurchase: { product in }", good: "didFinishPurchase: { product, result in }")

    public static let jsonSyntax = Rule(
        "docgen.json.syntax", .error, "a JSON example that is not strict JSON",
        explanation: "```` ```json ```` blocks must be RFC 8259 JSON (trailing commas are errors); whole lines starting with `//` are allowed as comments.",
        bad: "{\"a\": 1,}", good: "{\"a\": 1}")
}
