@testable import DocgenCheck
@testable import DocgenMarkdown
import DocgenSupport
import Testing

/// Which pages of a multi-platform site document another SDK, by their code.
@Suite("Another platform's code")
struct OtherPlatformCodeTests {
    private static func blocks(_ pairs: [(String, String)]) -> [CodeBlock] {
        pairs.map { CodeBlock(info: $0.0, code: $0.1, location: SourceLocation(line: 1, column: 1), isFenced: true) }
    }

    @Test("Kotlin, Dart or TypeScript code and no Swift: another SDK's page", arguments: [
        [("kotlin", "Adapty.getPaywall(\"main\") { result -> }")],
        [("dart", "final paywall = await Adapty().getPaywall(placementId: 'main');"), ("json", "{}")],
        [("typescript", "const paywall = await adapty.getPaywall('main');"), ("javascript", "{ \"id\": 1 }")],
    ])
    func anotherSDK(_ pairs: [(String, String)]) {
        #expect(OtherPlatformCode.isAll(Self.blocks(pairs)))
    }

    @Test("Look-alikes: any Swift, a JSON payload in a JavaScript fence, a Podfile, no code", arguments: [
        [("kotlin", "val x = 1"), ("swift", "let x = 1")],
        [("javascript", "// Successful purchase\n{\n  \"product\": {}\n}")],
        [("ruby", "pod 'Adapty', '~> 3.0'")],
        [("bash", "swift build"), ("text", "done")],
        [],
    ])
    func notAnotherSDK(_ pairs: [(String, String)]) {
        #expect(!OtherPlatformCode.isAll(Self.blocks(pairs)))
    }
}
