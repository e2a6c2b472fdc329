@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Testing

@Suite("Odd blocks: no crash, no model finding from a repaired tree")
struct SampleOddInputTests {
    @Test("Fragments, garbage and half-written calls give syntax findings at most", arguments: [
        "", "\n\n", "// just a comment\n", "{{{{", "}}}", "func (", ".flow(", ".flow(isPresented:", "func flowController(",
        "func flowController(_:)", "view.flow(isPresented: , flowConfiguration: )", "\"unterminated", "let x = ((((((((((1",
        "extension : AdaptyFlowControllerDelegate { func flowController(_ c: AdaptyFlowController, didPerform a: ) {} }",
        "<#placeholder#>", "🙂 = 1", "\u{FEFF}func f() {}",
    ])
    func oddInput(_ code: String) throws {
        for page in ["sdk4", "sdk3", nil] as [String?] {
            let findings = try sampleFindings(code, page: page, firstLine: 1)
            #expect(findings.allSatisfy { $0.id == "docgen.swift.syntax" }, "\(code): \(samplePlaces(findings))")
            #expect(findings.allSatisfy { ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 })
        }
    }

    @Test("A shorthand argument too large for Int proves nothing (and does not trap)")
    func hugeShorthand() throws {
        let findings = try sampleFindings("view.flow(isPresented: $x) { $99999999999999999999999 }\n", page: "sdk4")
        // The call fits neither .flow (two overloads, both listed); the closure's count is not claimed.
        #expect(findings.map(\.id) == ["docgen.swift.no-matching-overload"])
    }

    @Test("Without any model only syntax is checked")
    func noModels() {
        let checker = SwiftSampleChecker(models: [], pageModel: nil)
        #expect(checker.check(code: "view.flow(isPresented: $x)\n", firstLine: 1, columnOffset: 0, file: "a.md").isEmpty)
        #expect(checker.check(code: "func f( {\n", firstLine: 1, columnOffset: 0, file: "a.md").map(\.id).allSatisfy { $0 == "docgen.swift.syntax" })
    }
}
