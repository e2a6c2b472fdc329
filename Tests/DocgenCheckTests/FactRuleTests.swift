@testable import DocgenAPIModel
@testable import DocgenCheck
@testable import DocgenSite
@testable import DocgenSupport
import Foundation
import Testing

@Suite("docgen.fact.unknown: inline facts where the build renders them")
struct FactRuleTests {
    func factFindings(_ body: String) throws -> [String] {
        let text = "---\ntitle: Facts\nmodel: sdk4\n---\n\n" + body
        let file = ContentFile(locale: "en", path: "facts.md", displayPath: "content/en/facts.md", absolutePath: "/nonexistent")
        let page = try #require(ParsedPage.parse(text, file: file).page)
        return PageChecker(page: page, catalog: try TestModels.get()).run()
            .filter { $0.id == Rule.factUnknown.id }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    @Test("A fact that does not resolve is flagged in a paragraph, a heading and a table cell")
    func flagged() throws {
        let body = """
        It has {{api:AdaptyFlowControllerDelegate.cuont}} methods.

        ## {{api:NoSuchSymbol.count}} callbacks

        | what | how many |
        |---|---|
        | methods | {{api:AdaptyFlowControllerDelegate.nmaes}} |
        """
        #expect(try factFindings(body) == ["6:8", "8:4", "12:13"])
    }

    @Test("A fact written in a code span is code, not a fact: shown as written, never flagged")
    func codeSpans() throws {
        let body = """
        Write `{{api:SYMBOL.FACT}}` to render a fact; `{{api:Foo.count}}` is an example.

        - In a list: `{{api:X.y}}`.

        | syntax | meaning |
        |---|---|
        | `{{api:X.count}}` | a count |
        """
        #expect(try factFindings(body).isEmpty)
    }
}
