extension Rule {
    static let models: [Rule] = [
        modelNone, modelSourceMissing, modelNoSwiftFiles, modelUnknownPlatform, modelUnknownModule, modelParseError, modelNestingTooDeep,
        modelManifest, modelUnreadable, modelNotASymbolGraph, modelNoSymbolGraphs, modelCache, modelIfConfig, modelDuplicateModule,
        modelUnknown, modelInferred,
    ]

    public static let modelNone = Rule(
        "docgen.model.none", .note, "the site names no API model, so no API rules ran",
        explanation: """
        docgen knows no SDK of its own: tables, counts, inline facts and Swift samples are checked against the \
        models a site names under `models:` in docgen.yaml (a folder of symbol graphs, or of Swift sources). \
        Links and translations are checked either way.
        """,
        bad: "title: My SDK", good: "title: My SDK\nmodels:\n  sdk: models/sdk")

    public static let modelSourceMissing = Rule(
        "docgen.model.source-missing", .error, "a model's folder does not exist",
        explanation: "A model named in docgen.yaml points at a folder that is not there (paths are relative to the site root), or a package target's folder is missing.",
        bad: "models:\n  sdk: ../SDK-that-moved", good: "models:\n  sdk: ../MySDK")

    public static let modelNoSwiftFiles = Rule(
        "docgen.model.no-swift-files", .error, "a model's source folder or module has no Swift files",
        explanation: "A source model reads `.swift` files; a folder (or each selected module) without any would be an empty model, so docgen stops.")

    public static let modelUnknownPlatform = Rule(
        "docgen.model.unknown-platform", .error, "a platform `#if` cannot be evaluated for",
        explanation: "`platform:` is one of ios, macos, tvos, watchos, visionos, linux: the platform whose `#if os(…)`, `canImport(…)` and `targetEnvironment(…)` the SDK is read for.",
        bad: "platform: iphone", good: "platform: ios")

    public static let modelUnknownModule = Rule(
        "docgen.model.unknown-module", .error, "a module the package does not have",
        explanation: "`modules:` names targets or library products of the package's Package.swift; the message lists the known ones.",
        bad: "modules: [AdaptyUi]", good: "modules: [AdaptyUI]")

    public static let modelParseError = Rule(
        "docgen.model.parse-error", .warning, "a model source file with syntax errors",
        explanation: "The file's declarations are read as the Swift parser recovered them; the rest of the model is unaffected. The location is the first error.")

    public static let modelNestingTooDeep = Rule(
        "docgen.model.nesting-too-deep", .warning, "a model source file of a shape the Swift parser takes more than linear time on",
        explanation: """
        Square brackets nested more than 12 deep make the Swift parser take exponential time; attributes that start no \
        declaration (`@A x()`, more than 16 of them) and parentheses nested more than 32 deep, time that grows faster \
        than the file; such a file (never real Swift) is left out of the model, with this warning at the place.
        """)

    public static let modelManifest = Rule(
        "docgen.model.manifest", .warning, "a Package.swift line the manifest reader does not follow",
        explanation: """
        docgen reads Package.swift as text, without running it: targets, paths, sources, excludes and `swiftSettings`         defines written as literals (or through top-level constants). Something computed is reported here and left out;         name the modules with `modules:` if the default selection is wrong.
        """)

    public static let modelUnreadable = Rule(
        "docgen.model.unreadable", .error, "a model's file cannot be read or written",
        explanation: "A file or folder of the model could not be read (or a symbol graph written); the message gives the reason.")

    public static let modelNotASymbolGraph = Rule(
        "docgen.model.not-a-symbol-graph", .error, "a *.symbols.json file that is not a symbol graph",
        explanation: "A file named like a DocC symbol graph (what `swiftc -emit-symbol-graph` writes) that is not one: the message says what is missing or of the wrong type.")

    public static let modelNoSymbolGraphs = Rule(
        "docgen.model.no-symbol-graphs", .error, "a symbol-graph folder with no *.symbols.json",
        explanation: "`symbolGraphs:` or `--symbol-graph` names a folder that holds no symbol graph; an empty model would check nothing.")

    public static let modelCache = Rule(
        "docgen.model.cache", .warning, "the model cache cannot be written",
        explanation: "Extracted models are kept in `$DOCGEN_CACHE_DIR` (else `~/.cache/docgen`) by content hash; when it cannot be written the model is still used, read again from source next time.")

    public static let modelIfConfig = Rule(
        "docgen.model.if-config", .warning, "an `#if` condition that cannot be evaluated",
        explanation: "SwiftIfConfig could not decide the condition (an unknown function, a malformed version); the block is read as inactive.")

    public static let modelDuplicateModule = Rule(
        "docgen.model.duplicate-module", .note, "a target compiling the same folder as another one, left out",
        explanation: "Packages often declare variants of one target over the same sources (a kids-mode build); the default selection reads the folder once. Name the variant in `modules:` to read it instead.")

    public static let modelUnknown = Rule(
        "docgen.model.unknown", .error, "a page names a model that does not exist",
        explanation: "`model:` in front matter (or a `docgen:model` marker) names one of the models in docgen.yaml.",
        bad: "model: sdk5", good: "model: sdk4")

    public static let modelInferred = Rule(
        "docgen.model.inferred", .note, "a page without `model:` was checked against the model its tables match first",
        explanation: """
        A page without `model:` is checked against every model of the site, the one its tables match first: a \
        construct (a call, a name, a count's subject) is fine when any model accepts it, and is reported as the \
        first model sees it. Add `model:` to the front matter to say which SDK the page documents; the note \
        names the one chosen.
        """,
        bad: "---\ntitle: Events\n---", good: "---\ntitle: Events\nmodel: sdk4\n---")
}
