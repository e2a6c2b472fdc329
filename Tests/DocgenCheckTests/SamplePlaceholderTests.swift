import DocgenSwift
import Testing

/// Placeholders guides write for values (`<paywall configuration object>`) are masked before a
/// sample is parsed, so they are no syntax errors and every place after them stays put; code
/// that only looks like one (generics, comparisons, strings, comments) is left as it is.
@Suite("Placeholders in samples")
struct SamplePlaceholderTests {
    @Test("A placeholder where a value goes parses, in any language", arguments: [
        "AdaptyUI.paywallController(\n    with: <paywall configuration object>,\n    delegate: <AdaptyPaywallControllerDelegate>\n)",
        "let paywall = try await Adapty.getPaywall(placementId: <YOUR_PLACEMENT_ID>)",
        "Uploader(chunkSize: <チャンクサイズ>, retries: <重试次数>)",
        "let items = [<first item>, <second item>]",
        "configure(\n    <the configuration>\n)",
        "extension <YourAdaptyDelegateImpl>: AdaptyDelegate {\n    func f() {}\n}",
    ])
    func placeholders(_ code: String) {
        let masked = Self.expectMaskedInPlace(code)
        #expect(!masked.contains("<") && !masked.contains(">"))
    }

    @Test("A syntax error next to a placeholder quotes the sample as written, not as masked (en, ja, zh placeholders)", arguments: [
        ("<AdaptyObserverModeDelegate>", "unexpected code 'observerModeDelegate: <AdaptyObserverMod…' in function call"),
        ("<オブザーバー>", "unexpected code 'observerModeDelegate: <オブザーバー>' in function call"),
        ("<观察者>", "unexpected code 'observerModeDelegate: <观察者>' in function call"),
    ])
    func syntaxMessagesQuoteWhatIsWritten(_ placeholder: String, _ message: String) {
        // The comma after `delegate:` is missing, as in a real guide.
        let code = "let controller = AdaptyUI.paywallController(\n    with: <configuration>,\n    delegate: <delegate>\n    observerModeDelegate: \(placeholder)\n)"
        let problems = SwiftSampleReader.read(code).syntaxProblems
        #expect(problems.map(\.message) == [message])
        #expect(!problems.contains { $0.message.contains("__") || ($0.fix ?? "").contains("__") })
    }

    /// Masks `code`, expecting every byte and line break kept in place and the result to parse.
    @discardableResult
    static func expectMaskedInPlace(_ code: String) -> String {
        let masked = SamplePlaceholders.masked(code)
        #expect(masked.utf8.count == code.utf8.count)
        #expect(masked.split(separator: "\n", omittingEmptySubsequences: false).count
            == code.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(SwiftSampleReader.read(code).syntaxProblems.isEmpty, "\(code)")
        return masked
    }

    @Test("Generics, comparisons, strings, comments, ranges, variadics and the cases of a switch stay as written", arguments: [
        "let a: Array<Int> = []",
        "if a < b && c > d { print(a) }",
        "let s = \"<not a placeholder>\"",
        "// <a comment, not code>\nlet x = 1",
        "let set = value as? Set<String>",
        "for i in 0..<count where i > 2 {}",
        "let m = [String: Array<Int>]()",
        "extension Array<Int> {}",
        "func f<T>(_ x: T) {}",

        "switch action {\ncase .a:\n  return .none\ndefault:\n  return .none\n}",
        "count = // the new count\n  total + 1",
        "let x = 1\ncase .a:",
        "enum Action {\n  case tapped\n}",
        "if ok /* checked above */ {\n    run()\n}",
        "if /* note */ ok {\n    run()\n}",
        "let s = \"if /* not code */ {\"",
        "present(vc, bundle: .main /* the app's */)",
        "let pair = f(a, ...)",
        "configure(key: /* note */ key)",
        "let s = \"bundle: /* not code */)\"",

        "let all = 0...10",
        "let tail = items[2...]",
        "func sum(_ values: Int...) -> Int { 0 }",
        "let s = \"= ...\"",
        "// let x = ...",
        "let ok = a == ...b",
        "let head = items[...2]",
        "x += ... // not an elision: an operator's operand is missing",
        "let whole = items[...]",
        "let f = reduce(0, ...)",
        "let s = \"{ ... }\"",
        "// struct Place { ... }",
        "let v = [0...5, ...9]",
        "let v = [..<5]",
        "let r: ClosedRange<Int> = 1...5",
        "let t = a ?...b",
        "let within = values.filter { x in x...10 ~= 5 }",
    ])
    func lookAlikes(_ code: String) {
        #expect(SamplePlaceholders.masked(code) == code)
    }

    @Test("An ellipsis for elided code parses: a value left out after `=`, a line that holds nothing else", arguments: [
        "let session = ... // Some Session\nsession.cancel()",
        "let actual: Error = …",
        "var store = ...;",
        "let handler = { (value: Int) in\n    ...\n}",
        "func configure() {\n    … // your setup\n}",
        "override func viewDidLoad() {\n\tsuper.viewDidLoad()\n\t...\n}",
        "frames.start { frame in ... }",
        "signal.observe { event in … }.dispose()",
        // Bodies that are only an ellipsis: types, functions, closures, statements.
        "let r = { ... }",
        "struct Place: TableRecord { ... }",
        "extension Place: FetchableRecord { ... }",
        "class MyTokenizer : FTS5CustomTokenizer { ...}",
        "func length(_ value: Int) -> Int {... }",
        "try dbPool.read { ... }",
        "app.get(\"foo\") { ... a, b, c ... }",
        "do {\n    try save()\n} catch { … }",
        "for (name, value) in row { ... } // (\"foo\", 1)",
        "let callback = {...}",
        // A line of its own where members or statements go, at any indentation.
        "struct Player {\n    var id: Int64\n    ...\n}",
        "...\nlet player = Player()",
        "enum Target {\n  case users\n…\n}",
        "func run() {\n    ... b ... // your business logic\n}",
        // A value left out.
        "func make() -> Player {\n    return ...\n}",
        "do {\n    try ...\n} catch {\n    throw …\n}",
        "db.execute(sql: \"INSERT\", arguments: [Date(), ...])",
        "let all = [...]",
        "let items = [\n  first,\n  ...\n]",
        "configure(\n    ...\n)",
        "let package = Package(\n    name: \"App\",\n    ...\n    dependencies: [\n        .package(path: \"../Kit\"),\n    ]\n)",
        "let total =\n    ...",
        "let xs: Observable<Element> ....\nxs.subscribe()",
        "let someObject: NSObject  ...\nprint(someObject)",
        "func show() -> Promise<…> {\n    var result: …!\n    ....\n}",
        "switch state {\ncase .idle:\n    ...\ndefault:\n    break\n}",
    ])
    func ellipses(_ code: String) {
        let masked = Self.expectMaskedInPlace(code)
        #expect(!masked.contains("...") && !masked.contains("…"), "\(masked)")
    }

    @Test("A type whose body is an ellipsis shows only part of itself; one written out in full does not", arguments: [
        ("struct Place: TableRecord { ... }", true),
        ("struct Player {\n    var id: Int64\n    ...\n}", true),
        ("enum Target {\n  case users\n…\n}", true),
        ("struct Place: TableRecord { }", false),
        ("struct Place: TableRecord {\n    var id: Int64 // _id in the table\n}", false),
        ("struct Place {\n    //\n    var id: Int64\n}", false),
    ])
    func elidedTypes(_ code: String, elided: Bool) {
        let types = SwiftSampleReader.read(code).code.types
        #expect(types.count == 1)
        #expect(types.first?.isElided == elided, "\(SamplePlaceholders.masked(code))")
    }

    @Test("A block that is part of a switch, and a value left out as a comment, parse", arguments: [
        "case .buttonTapped:\n  state.count += 1\n  return .none\n\ncase let .loaded(value):\n  return .none\n@unknown default:\n  break",
        "  case .a: print(1)\n  default:\n    print(2)",
        "// The reducer's body\ncase .refresh:\n    return .run { send in await send(.loaded) }",
        "case loading\ncase loaded(String)",
        "case .game(.submit):\nswitch state.step {\ncase .first, .second:\n  state.step.next()\ndefault:\n  break\n}\n\ncase .other:\n  break",
        "let data: Data = //...\nlet image: UIImage = // an image\ncache.store(image, original: data)",
        "func check() throws {\n    guard ok else {\n        throw /* some error */\n    }\n}",
        "func load() throws {\n    try // the call that throws\n}",
        // A condition left out as a comment, as LINE SDK's guide writes one.
        "if error.isTimeout {\n    retry()\n} else if /* other condition */ {\n    report()\n}",
        "while /* more pages */ {\n    load()\n}\nguard /* signed in */ else { return }",
        // An argument's value left out as a comment, as Stream Chat's guide writes one.
        "let storyboard = UIStoryboard(name: \"Main\", bundle: /*bundle containing the storyboard*/)",
        "client.configure(key: /* your key */, secret: /* your secret */)\nlet options = [\"mode\": /* a mode */]",
        "Client(\n    key: /* your key */\n)",
        // Values left out of a `let` that binds several, as Vapor's Fluent guide writes one.
        "let volcanic: Tag = ..., oceanic: Tag = ...\nvar a = ..., b = 1",
        "let request = Player.filter { ... }... // a request",
    ])
    func fragments(_ code: String) {
        Self.expectMaskedInPlace(code)
    }
}
