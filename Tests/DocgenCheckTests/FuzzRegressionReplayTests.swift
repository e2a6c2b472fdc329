@testable import DocgenAPIModel
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import DocgenTestSupport
import Foundation
import Testing

/// Every input the fuzzers once crashed or hung on (`fuzz/regressions/<target>/`), replayed as
/// a test with what must come of it now: not only that nothing crashes, but the located error,
/// the safe URL, the positions inside the file. (`fuzz/run.sh` replays them through the
/// harnesses' own oracles too.)
@Suite("Fuzz regressions, replayed with their outcomes")
struct FuzzRegressionReplayTests {
    static func input(_ target: String, _ name: String) throws -> String {
        let url = Repository.root.appendingPathComponent("fuzz/regressions/\(target)/\(name)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func files(_ target: String) -> [String] {
        let folder = Repository.root.appendingPathComponent("fuzz/regressions/\(target)")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static let file = ContentFile(locale: "en", path: "page.md", displayPath: "content/en/page.md", absolutePath: "/nonexistent/page.md")

    /// A page parsed as a build reads it; its diagnostics.
    static func parse(_ text: String) -> (page: ParsedPage?, diagnostics: [Diagnostic]) {
        guard let decoded = try? FileReader.decode(Array(text.utf8), displayPath: file.displayPath) else { return (nil, []) }
        return ParsedPage.parse(decoded, file: file)
    }

    /// Every block location of a tree.
    static func locations(_ blocks: [Block]) -> [DocgenSupport.SourceLocation] {
        blocks.flatMap { block -> [DocgenSupport.SourceLocation] in
            switch block {
            case .blockQuote(let inner, _): return [block.location] + locations(inner)
            case .list(_, _, let items, _): return [block.location] + items.flatMap { locations($0.blocks) }
            case .admonition(let a): return [block.location] + locations(a.blocks)
            case .table(let table, _): return [block.location] + ([table.header] + table.rows).flatMap { [$0.location] + $0.cells.map(\.location) }
            default: return [block.location]
            }
        }
    }

    @Test("Every regression file has an expectation here", arguments: ["frontmatter", "markdown", "prose", "symbolgraph"])
    func covered(target: String) {
        let expected: [String: Set<String>] = [
            "frontmatter": ["crash-dashes-only"],
            "markdown": ["crash-control-char-file-url", "crash-control-char-javascript-url", "crash-deep-admonitions", "crash-deep-blockquote",
                         "crash-data-url-vertical-tab-in-media-type", "crash-deep-emphasis", "crash-email-autolink-line-0", "guard-data-image-control-char",
                         "hang-nested-array-literal-in-swift-block.md"],
            "prose": ["crash-lone-cr-line-count", "crash-paragraph-before-table-line-0", "crash-parenthesis-before-a-later-name", "crash-short-table-row-column-0",
                      "slow-claims-looking-back-over-every-name", "slow-nearest-member-of-long-callback-names",
                      "slow-under-asan-on-a-loaded-machine"],
            "symbolgraph": ["hang-nested-array-type-in-declaration.json"],
        ]
        #expect(Set(Self.files(target)) == expected[target], "a new reproducer in fuzz/regressions/\(target)/ needs its outcome stated here")
    }

    @Test("A page that is only '---' is unclosed front matter at 1:1")
    func dashesOnly() throws {
        let (page, diagnostics) = Self.parse(try Self.input("frontmatter", "crash-dashes-only"))
        #expect(page == nil)
        #expect(diagnostics.map(\.id) == [Rule.frontMatterUnclosed.id])
        #expect(diagnostics.first?.location == DocgenSupport.SourceLocation(line: 1, column: 1))
    }

    @Test("Links with a control character before file: or javascript: render as '#'", arguments: [
        "crash-control-char-file-url", "crash-control-char-javascript-url", "guard-data-image-control-char",
    ])
    func controlCharacterURLs(name: String) throws {
        let text = try Self.input("markdown", name)
        let page = try #require(Self.parse(text).page)
        guard case .paragraph(let inlines, _)? = page.document.blocks.first, case .link(let destination, _, _, _)? = inlines.first else {
            Issue.record("no link parsed from \(name)")
            return
        }
        #expect(URLSafety.safe(destination) == "#")
    }

    @Test("A data: URL with a vertical tab in its media type is no image to a browser: '#'; a tab, which browsers drop, keeps an image an image")
    func dataURLWithVerticalTab() throws {
        // The markdown fuzzer's crash: URLSafety dropped every whitespace scalar before
        // comparing the scheme, where browsers drop only tabs and line breaks.
        let text = try Self.input("markdown", "crash-data-url-vertical-tab-in-media-type")
        #expect(text.contains("data:im\u{0B}age/png"))
        _ = try #require(Self.parse(text).page)
        #expect(URLSafety.safe("data:im\u{0B}age/png;baseript:alert(2)") == "#")
        #expect(URLSafety.safe("data:image/png;base64,iVBORw0KGgo=") == "data:image/png;base64,iVBORw0KGgo=")
        #expect(URLSafety.safe("data:ima\tge/png;base64,iVBORw0KGgo=") == "data:ima\tge/png;base64,iVBORw0KGgo=")
        #expect(URLSafety.safe("java\nscript:alert(1)") == "#")
    }

    @Test("Nesting past the limit is a located too-deep error, not a crash", arguments: [
        ("crash-deep-admonitions", 129), ("crash-deep-blockquote", 1), ("crash-deep-emphasis", 1),
    ])
    func tooDeep(name: String, line: Int) throws {
        let (_, diagnostics) = Self.parse(try Self.input("markdown", name))
        let deep = diagnostics.filter { $0.id == Rule.markdownTooDeep.id }
        #expect(deep.count == 1, "\(diagnostics.map(\.id))")
        #expect(deep.first?.location?.line == line)
    }

    @Test("An email autolink gets its paragraph's position")
    func emailAutolink() throws {
        let page = try #require(Self.parse(try Self.input("markdown", "crash-email-autolink-line-0")).page)
        #expect(Self.locations(page.document.blocks) == [DocgenSupport.SourceLocation(line: 1, column: 1)])
    }

    @Test("A Swift block of 24 nested arrays is too deep to parse: a warning, no syntax finding")
    func nestedArrays() throws {
        let page = try #require(Self.parse(try Self.input("markdown", "hang-nested-array-literal-in-swift-block.md")).page)
        guard case .code(let block)? = page.document.blocks.first else { Issue.record("no code block"); return }
        #expect(SwiftParseGuard.refuses(block.code))
        let findings = PageChecker(page: page, catalog: ModelCatalog(models: [], origin: "none")).run()
        #expect(findings.map(\.id) == [Rule.swiftTooDeep.id])
        #expect(findings.first?.location == DocgenSupport.SourceLocation(line: 1, column: 1))
    }

    @Test("Prose inputs check with every finding inside the page", arguments: [
        "crash-lone-cr-line-count", "crash-paragraph-before-table-line-0", "crash-parenthesis-before-a-later-name", "crash-short-table-row-column-0",
    ])
    func prose(name: String) throws {
        let text = try Self.input("prose", name)
        let page = try #require(Self.parse(text).page)
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(Self.locations(page.document.blocks).allSatisfy { $0.line >= 1 && $0.line <= lines && $0.column >= 1 })
        let findings = PageChecker(page: page, catalog: try TestModels.get()).run()
        for finding in findings {
            let place = try #require(finding.location, "\(finding.id) has no place")
            #expect(place.line >= 1 && place.line <= lines && place.column >= 1, "\(finding.id) at \(place)")
        }
    }

    @Test("A table-and-count page the long run timed out on (under load): its invalid UTF-8 is a located error; repaired, it checks with every finding inside the page")
    func timedOutProse() throws {
        let bytes = [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent("fuzz/regressions/prose/slow-under-asan-on-a-loaded-machine")))
        let error = try #require(throws: DiagnosticsError.self) { try FileReader.decode(bytes, displayPath: "x.md") }
        #expect(error.diagnostics.map(\.id) == [Rule.inputInvalidUTF8.id])
        #expect(error.diagnostics.first?.location != nil)
        let page = try #require(ParsedPage.parse(String(decoding: bytes, as: UTF8.self), file: Self.file).page)
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false).count
        let findings = PageChecker(page: page, catalog: try TestModels.get()).run()
        for finding in findings {
            let place = try #require(finding.location, "\(finding.id) has no place")
            #expect(place.line >= 1 && place.line <= lines && place.column >= 1, "\(finding.id) at \(place)")
        }
    }

    @Test("Count claims among thousands of names: checking a page is linear in its length, not quadratic")
    func claimsLookBackLinearly() throws {
        // The prose fuzzer's slow unit: claims and API-like names, repeated. Each claim looked
        // back over every name before it in its section, and asked the models about each one
        // again: 64 KB took 43 s in a release build. A hang guard, not a benchmark.
        let unit = String(decoding: [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent(
            "fuzz/regressions/prose/slow-claims-looking-back-over-every-name"))), as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
        let text = "---\ntitle: x\nmodel: sdk4\n---\n\n" + Array(repeating: unit, count: 16).joined(separator: "\n\n")
        let page = try #require(ParsedPage.parse(text, file: Self.file).page)
        let catalog = try TestModels.get()
        let elapsed = ContinuousClock().measure { _ = PageChecker(page: page, catalog: catalog).run() }
        #expect(elapsed < .seconds(10), "\(elapsed) for \(text.utf8.count) bytes")
    }

    @Test("Callback-shaped names hundreds of characters long: the nearest member is found within a budget, not by measuring every member in full")
    func longCallbackNames() throws {
        // The prose fuzzer's slow unit: headings and list items naming `didF7777…` (400
        // characters) and names broken by U+FFFD. Each such name was measured in full against
        // every member of every symbol, four times per comparison: these 32 copies took 13 s in
        // a debug build, 2 s now. A hang guard, not a benchmark.
        let unit = String(decoding: [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent(
            "fuzz/regressions/prose/slow-nearest-member-of-long-callback-names"))), as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
        let text = Array(repeating: unit, count: 32).joined(separator: "\n\n")
        let page = try #require(ParsedPage.parse(text, file: Self.file).page)
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false).count
        let catalog = try TestModels.get()
        var findings: [Diagnostic] = []
        let elapsed = ContinuousClock().measure { findings = PageChecker(page: page, catalog: catalog).run() }
        #expect(elapsed < .seconds(8), "\(elapsed) for \(text.utf8.count) bytes")
        #expect(findings.count == 96 && findings.allSatisfy { $0.id == Rule.namesUnknown.id }, "\(findings.map(\.id))")
        for finding in findings {
            let place = try #require(finding.location, "\(finding.id) has no place")
            #expect(place.line >= 1 && place.line <= lines && place.column >= 1, "\(finding.id) at \(place)")
        }
    }

    @Test("A lone CR ends a line: the page has as many lines as cmark and libyaml count")
    func loneCR() throws {
        let decoded = try FileReader.decode(Array(try Self.input("prose", "crash-lone-cr-line-count").utf8), displayPath: "x.md")
        #expect(decoded == "\n4 method")
    }

    @Test("A declaration with 24 nested array types is not parsed; the model still reads")
    func nestedArrayType() throws {
        let data = Data(try Self.input("symbolgraph", "hang-nested-array-type-in-declaration.json").utf8)
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        #expect(FunctionSignature(graph.symbols[0].declaration) == nil)
        let model = APIModel(name: "m", surface: APISurfaceReader.surface(from: [graph]))
        #expect(model.symbols.isEmpty)
    }
}
