@testable import DocgenCheck
@testable import DocgenSite
import DocgenSupport
import Foundation
import Testing

/// `docgen.markdown.unclosed-fence` on pages in en, ja and zh: a fence never closed is one
/// warning at its opening line; fences closed in lists, quotes, by longer or tilde fences, and
/// at the page's end are not reported, nor one left open around code alone up to the end of
/// its page or list item, which renders as it would closed.
@Suite("docgen.markdown.unclosed-fence: a code fence that is never closed")
struct UnclosedFenceTests {
    static let root: URL = Bundle.module.url(forResource: "Fixtures/sites/fences", withExtension: nil)!

    static func problems(_ path: String) -> [Diagnostic] {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        let file = ContentFile(locale: parts[0], path: parts[1], displayPath: "content/\(path)",
                               url: root.appendingPathComponent("content/\(path)"))
        return ParsedPage.read(file).1
    }

    @Test("A fence left open is one warning at the fence, naming where the block now ends", arguments: ["en", "ja", "zh"])
    func unclosed(_ locale: String) throws {
        let found = Self.problems("\(locale)/unclosed.md")
        #expect(Set(found.map { "\($0.location?.line ?? 0) \($0.id)" }) == (try CallFixtures.expected(in: Self.root, "\(locale)/unclosed.md")))
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "this ``` fence is never closed, so the code block runs to the end of the page (line 13); close it with ``` on a line of its own")
    }

    @Test("The Swift syntax errors of the text a fence left open takes in point at the fence", arguments: ["en", "ja", "zh"])
    func syntaxErrorsNoteTheFence(_ locale: String) throws {
        let parts = ["\(locale)", "unclosed.md"]
        let file = ContentFile(locale: parts[0], path: parts[1], displayPath: "content/\(locale)/unclosed.md",
                               url: Self.root.appendingPathComponent("content/\(locale)/unclosed.md"))
        let page = try #require(ParsedPage.read(file).0)
        let findings = PageChecker(page: page, catalog: try CallFixtures.models()).run().filter { $0.id == "docgen.swift.syntax" }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.notes.contains { $0.location?.line == 8 && $0.message.contains("never closed") }, "\(finding.message)")
        }
    }

    @Test("Fences closed in a list, a quote, by a longer or tilde fence, or at the page's end are not reported", arguments: ["en", "ja", "zh"])
    func closed(_ locale: String) {
        #expect(Self.problems("\(locale)/closed.md").isEmpty)
    }

    @Test("A fence left open that takes in a paragraph of prose, and no heading, is reported", arguments: ["en", "ja", "zh"])
    func unclosedBeforeProse(_ locale: String) throws {
        let found = Self.problems("\(locale)/unclosed-prose.md")
        #expect(Set(found.map { "\($0.location?.line ?? 0) \($0.id)" }) == (try CallFixtures.expected(in: Self.root, "\(locale)/unclosed-prose.md")))
        #expect(found.count == 1)
    }

    @Test("A fence left open around code alone, up to the end of its list item or page, is not reported", arguments: ["en", "ja", "zh"])
    func unclosedAroundCodeOnly(_ locale: String) throws {
        #expect(Self.problems("\(locale)/unclosed-code.md").isEmpty)
        // The blocks are still known to be open, for the notes on their syntax errors.
        let file = ContentFile(locale: locale, path: "unclosed-code.md", displayPath: "content/\(locale)/unclosed-code.md",
                               url: Self.root.appendingPathComponent("content/\(locale)/unclosed-code.md"))
        let page = try #require(ParsedPage.read(file).0)
        #expect(PageContent(page.document).codeBlocks.map(\.isClosed) == [false, true, false])
    }
}
