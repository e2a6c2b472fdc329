extension Rule {
    static let models: [Rule] = [
        modelNone, modelMissing, modelUnreadable, modelCompile, modelNoCompiler, modelCache, modelSymbolGraph, modelUnknown, modelInferred,
    ]

    public static let modelNone = Rule(
        "docgen.model.none", .note, "the site names no API model, so no API rules ran",
        explanation: """
        docgen knows no SDK of its own: tables, counts, inline facts and Swift samples are checked against the \
        models a site names under `models:` in docgen.yaml (a folder of symbol graphs, or of Swift sources). \
        Links and translations are checked either way.
        """,
        bad: "title: My SDK", good: "title: My SDK\nmodels:\n  sdk: models/sdk")

    public static let modelMissing = Rule(
        "docgen.model.missing", .error, "a model's folder does not exist",
        explanation: "A model named in docgen.yaml points at a folder that is not there (paths are relative to the site root).")

    public static let modelUnreadable = Rule(
        "docgen.model.unreadable", .error, "a model's source cannot be read",
        explanation: "A file of the model's folder could not be read; the message gives the reason.")

    public static let modelCompile = Rule(
        "docgen.model.compile", .error, "a model's Swift sources do not compile",
        explanation: "The compiler's own error, at its line in the model's source.")

    public static let modelNoCompiler = Rule(
        "docgen.model.no-compiler", .error, "no Swift compiler to read a model with",
        explanation: "A model of Swift sources needs `swiftc` on PATH; install the Swift toolchain, or use symbol graphs made elsewhere.")

    public static let modelCache = Rule(
        "docgen.model.cache", .error, "the model cache cannot be written",
        explanation: "Models are kept in `$DOCGEN_CACHE_DIR` (else `~/.cache/docgen`); set it to a writable folder.")

    public static let modelSymbolGraph = Rule(
        "docgen.model.symbol-graph", .error, "a symbol graph that cannot be read",
        explanation: """
        A `*.symbols.json` file that is not a DocC symbol graph (the format `swiftc -emit-symbol-graph` writes), \
        or a folder without one; the message says what is missing.
        """)

    public static let modelUnknown = Rule(
        "docgen.model.unknown", .error, "a page names a model that does not exist",
        explanation: "`model:` in front matter (or a `docgen:model` marker) names one of the models in docgen.yaml.",
        bad: "model: sdk5", good: "model: sdk4")

    public static let modelInferred = Rule(
        "docgen.model.inferred", .note, "a page without `model:` was checked against the model its tables match",
        explanation: "Add `model:` to the front matter to say which SDK the page documents; the note names the one chosen.",
        bad: "---\ntitle: Events\n---", good: "---\ntitle: Events\nmodel: sdk4\n---")
}
