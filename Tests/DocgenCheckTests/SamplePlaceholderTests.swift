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

        "let all = 0...10",
        "let tail = items[2...]",
        "func sum(_ values: Int...) -> Int { 0 }",
        "let s = \"= ...\"",
        "// let x = ...",
        "let ok = a == ...b",
        "let head = items[...2]",
        "x += ... // not an elision: an operator's operand is missing",
        "let r = { ... }",
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
    ])
    func ellipses(_ code: String) {
        let masked = Self.expectMaskedInPlace(code)
        #expect(!masked.contains("...") && !masked.contains("…"), "\(masked)")
    }

    @Test("A block that is part of a switch, and a value left out as a comment, parse", arguments: [
        "case .buttonTapped:\n  state.count += 1\n  return .none\n\ncase let .loaded(value):\n  return .none\n@unknown default:\n  break",
        "  case .a: print(1)\n  default:\n    print(2)",
        "// The reducer's body\ncase .refresh:\n    return .run { send in await send(.loaded) }",
        "case loading\ncase loaded(String)",
        "case .game(.submit):\nswitch state.step {\ncase .first, .second:\n  state.step.next()\ndefault:\n  break\n}\n\ncase .other:\n  break",
        "let data: Data = //...\nlet image: UIImage = // an image\ncache.store(image, original: data)",
    ])
    func fragments(_ code: String) {
        Self.expectMaskedInPlace(code)
    }
}
