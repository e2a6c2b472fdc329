@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("docgen check rules", .serialized)
struct CheckRulesTests {
    @Test("Correct pages in all three languages raise nothing", arguments: ["en/good.md", "ja/good.md", "zh/good.md"])
    func clean(path: String) throws {
        let found = try findings(path)
        #expect(found.isEmpty, "\(found.map { "\($0.location?.line ?? 0): \($0.id) \($0.message)" })")
    }

    func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.line ?? 0) \($0.id)" }.sorted()
    }

    @Test("English drift: a wrong count, a missing and an unknown row, a required flag, a heading, a fact")
    func englishDrift() throws {
        let found = try findings("en/drift.md")
        #expect(summary(found) == [
            "18 docgen.table.required-mismatch",
            "27 docgen.names.unknown",
            "32 docgen.names.unknown",
            "34 docgen.fact.unknown",
            "6 docgen.count.mismatch",
            "8 docgen.table.missing-member",
        ].sorted())
        let mismatch = try #require(found.first { $0.id == "docgen.table.required-mismatch" })
        #expect(mismatch.message == "'didFinishPurchase' is required in sdk4 (it has no default value), but the table says 'optional'")
        #expect(mismatch.fix?.replacement == "required")
        #expect(mismatch.location?.column == 25)
        let unknown = try #require(found.first { $0.location?.line == 27 })
        #expect(unknown.message.contains("'didFailWebPaymentNavigation'"))
        #expect(unknown.message.contains("the closest is 'didFinishWebPaymentNavigation'"))
        let missing = try #require(found.first { $0.id == "docgen.table.missing-member" })
        #expect(missing.message.contains("missing: 'didReceiveAnalyticEvent'"))
        let count = try #require(found.first { $0.id == "docgen.count.mismatch" })
        #expect(count.location?.column == 54)
        #expect(count.fix?.replacement == "{{api:AdaptyFlowControllerDelegate.count}}")
        #expect(count.notes.first?.file?.hasSuffix("AdaptyUI+Public.swift") == true)
    }

    @Test("Japanese drift: 13 methods and didFinishPurchase marked 任意 after SDK 4 made it required")
    func japaneseDrift() throws {
        let found = try findings("ja/drift.md")
        #expect(summary(found) == ["15 docgen.table.required-mismatch", "6 docgen.count.mismatch"])
        let mismatch = try #require(found.first { $0.id == "docgen.table.required-mismatch" })
        #expect(mismatch.fix?.replacement == "必須")
    }

    @Test("Chinese drift: a wrong required count and a callback that does not exist in a method list")
    func chineseDrift() throws {
        let found = try findings("zh/drift.md")
        #expect(summary(found) == ["10 docgen.names.unknown", "6 docgen.count.mismatch"])
        let count = try #require(found.first { $0.id == "docgen.count.mismatch" })
        #expect(count.message.contains("3 required methods"))
        #expect(count.fix?.replacement == "{{api:AdaptyFlowControllerDelegate.required}}")
    }

    @Test("API one model deprecates and another does not is fine on a page without a model, and deprecated on a page of that model", arguments: ["en", "ja", "zh"])
    func deprecatedInOneModel(locale: String) throws {
        #expect(try findings("\(locale)/onboarding.md").filter { $0.id.hasPrefix("docgen.api.") }.isEmpty)
        let deprecated = try findings("\(locale)/onboarding-sdk4.md").filter { $0.id == "docgen.api.deprecated" }
        #expect(deprecated.count == 1 && deprecated[0].message.contains("AdaptyOnboardingControllerDelegate"), "\(deprecated)")
    }

    @Test("A page without a model is checked against the one its table matches, and says so")
    func inferredModel() throws {
        let found = try findings("en/inferred.md")
        // Its table lists 4 of the protocol's methods: fewer than half, so not meant as all of them.
        #expect(summary(found) == ["10 docgen.names.unknown", "5 docgen.model.inferred"])
        let note = try #require(found.first { $0.id == "docgen.model.inferred" })
        #expect(note.severity == .note)
        #expect(note.message.contains("checked against sdk3"))
    }

    @Test("Swift samples are checked against the model, JSON examples must parse, and 'nocheck' opts a block out")
    func codeSamples() throws {
        let found = try findings("en/samples.md")
        #expect(summary(found) == ["16 docgen.json.syntax", "7 docgen.swift.signature-mismatch"])
        let mismatch = try #require(found.first { $0.id == "docgen.swift.signature-mismatch" })
        #expect(mismatch.message.contains("AdaptyPaywallProductWithoutDeterminingOffer"))
        #expect(mismatch.message.contains("AdaptyPaywallProduct"))
    }
}
