@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("SwiftTypeText: types compared as written, function arity")
struct SampleTypeTextTests {
    @Test("Spelling differences of one type compare equal", arguments: [
        ("[String : any Sendable]", "[String: any Sendable]"),
        ("Dictionary<String, any Sendable>", "[String: any Sendable]"),
        ("Optional<AdaptyPaywallProduct>", "AdaptyPaywallProduct?"),
        ("Array<Swift.String>", "[String]"),
        ("((AdaptyUI.Action) -> Void)?", "Optional<(AdaptyUI.Action) -> Void>"),
        ("(_ product: AdaptyPaywallProduct) -> Void", "(AdaptyPaywallProduct)->Void"),
        ("(AdaptyError)", "AdaptyError"),
        ("[String: Sendable]", "[String: any Sendable]"),
        ("(any Error)?", "Error?"),
    ])
    func equal(_ pair: (String, String)) {
        #expect(SwiftTypeText.canonical(pair.0) == SwiftTypeText.canonical(pair.1))
    }

    @Test("Different types stay different", arguments: [
        ("AdaptyPaywallProductWithoutDeterminingOffer", "AdaptyPaywallProduct"),
        ("some View", "View"),
        ("AdaptyPaywallProduct?", "AdaptyPaywallProduct"),
        ("(String, Int)", "(name: String, Int)"),
        ("AdaptyUI.Action", "Action"),
    ])
    func different(_ pair: (String, String)) {
        #expect(SwiftTypeText.canonical(pair.0) != SwiftTypeText.canonical(pair.1))
    }

    @Test("`any` goes, `some` keeps its space; odd text falls back to removing whitespace")
    func texts() {
        #expect(SwiftTypeText.canonical("[String : any Sendable]") == "[String:Sendable]")
        #expect(SwiftTypeText.canonical("(any Error)?") == "Error?")
        #expect(SwiftTypeText.canonical("(any A & B)?") == "(A&B)?")
        #expect(SwiftTypeText.canonical("some View") == "some View")
        #expect(SwiftTypeText.canonical("@escaping (A, B) -> Void") == "@escaping (A,B)->Void")
        #expect(SwiftTypeText.canonical("not a ) type") == "nota)type")
        #expect(SwiftTypeText.canonical("") == "")
    }

    @Test("Function arity through @escaping, optionals and parentheses; nil for other types", arguments: [
        ("@escaping (AdaptyPaywallProduct, AdaptyPurchaseResult) -> Void", 2 as Int?),
        ("((AdaptyPaywallProduct?, AdaptyError?) -> Void)?", 2),
        ("(() -> Void)?", 0),
        ("((String, [String : any Sendable]) -> Void)?", 2),
        ("Optional<(AdaptyError) -> Bool>", 1),
        ("@escaping @Sendable (AdaptyProfile) async -> Void", 1),
        ("Binding<Bool>", nil),
        ("AdaptyUI.FlowConfiguration?", nil),
        ("(", nil),
    ])
    func arity(_ pair: (String, Int?)) {
        #expect(SwiftTypeText.functionArity(pair.0) == pair.1)
    }
}
