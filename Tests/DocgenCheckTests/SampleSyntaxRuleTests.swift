@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

@Suite("docgen.swift.syntax: parser errors at their place in the .md file")
struct SampleSyntaxRuleTests {
    @Test("A block of a call's arguments shown without the call is an excerpt; statements and declarations are not", arguments: [
        ("dependencies: [\n    .package(url: \"https://example.com/relay.git\", from: \"2.0.0\")\n],", true),
        ("// In Package.swift\nswiftSettings: [.define(\"RELAY_LOGGING\")]),", true),
        (".package(url: \"https://example.com/relay.git\", from: \"2.0.0\"),\n.package(url: \"https://example.com/feed.git\", from: \"1.0.0\"),", true),
        (".target(name: \"App\", dependencies: [\n    .product(name: \"Relay\", package: \"relay\"),\n]),", true),
        (".package(url: \"https://example.com/relay.git\", from: \"2.0.0\")", false),
        ("let client: Client = Client()", false),
        ("default:\n    break", false),
        ("client.call(\"https://example.com\")", false),
        ("label: while true { break label }", false),
        ("import SwiftUI\nimport AdaptyUI\n\ndidPerformAction: { action in\n    print(action)\n}", true),
        ("import SwiftUI\n\nlet view = Text(\"Hi\")", false),
        // The next trailing closure of a call shown in the block before.
        ("} destination: { store in\n  switch store.case {\n  case .detail(let store): DetailView(store: store)\n  }\n}", true),
        ("}\nlet x = 1", false),
        ("} else {\n    retry()\n}", false),
    ])
    func argumentExcerpts(_ example: (code: String, isExcerpt: Bool)) {
        #expect(CodeSampleRule.isArgumentExcerpt(example.code) == example.isExcerpt, "\(example.code)")
    }

    @Test("A block of attributes alone is an excerpt; attributes on a declaration and a lone '@' are not", arguments: [
        ("@Suite(\"App Tests with DB\", .serialized)", true),
        ("// Mark the suite:\n@MainActor\n@Suite(.serialized)", true),
        ("@MainActor\nfinal class Model {}", false),
        ("@Shared(.fileStorage(URL(/* ... */)) var users: [User] = []", false),
        ("@MainActor func refresh()", false),
        ("@", false),
        ("let x = 1", false),
    ])
    func attributeExcerpts(_ example: (code: String, isExcerpt: Bool)) {
        #expect(CodeSampleRule.isAttributeExcerpt(example.code) == example.isExcerpt, "\(example.code)")
    }

    @Test("A declaration shown over several blocks, or a type's declaration alone, is no syntax error; a brace no block opens or closes is, and so are members without their braces, and a call's argument missing with no comment for it (en, ja, zh)",
          arguments: ["en", "ja", "zh"])
    func declarationOverSeveralBlocks(_ locale: String) throws {
        let path = "\(locale)/blocks.md"
        let found = Set(try CallFixtures.findings(path).filter { $0.id == Rule.swiftSyntax.id }.map { "\($0.location?.line ?? 0) \($0.id)" })
        #expect(found == (try CallFixtures.expected(path)), "\(path)")
        #expect(found.count == 7)
    }

    @Test("Cases shown without their switch may end with the braces that close it; a brace deeper than the cases, or in a block of no cases, is an error")
    func caseFragmentClosingBraces() throws {
        // As The Composable Architecture's guides show a reducer's case.
        let fragment = """
        case .startButtonTapped:
          return .run { send in
            await send(.progress(1))
          }
        }

        """
        #expect(try sampleFindings(fragment, page: "sdk4", firstLine: 10, indent: 0).filter { $0.id == Rule.swiftSyntax.id }.isEmpty)
        let twoLevels = "case .tapped:\n  state.count += 1\n  return .none\n  }\n}\n"
        #expect(try sampleFindings(twoLevels, page: "sdk4", firstLine: 10, indent: 0).filter { $0.id == Rule.swiftSyntax.id }.map(\.location?.line) == [13])
        let noCases = "state.count += 1\n}\n"
        #expect(try sampleFindings(noCases, page: "sdk4", firstLine: 10, indent: 0).filter { $0.id == Rule.swiftSyntax.id }.map(\.location?.line) == [11])
    }

    @Test("A malformed line is one syntax error, at its first problem; errors on other lines are their own")
    func oneErrorPerLine() throws {
        let code = """
        let mapping = { target: String -> Int in 0 }
        let other = { name: String -> Int in 1 }

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 10, indent: 0).filter { $0.id == Rule.swiftSyntax.id }
        #expect(findings.map(\.location?.line) == [10, 11], "\(findings.map(\.message))")
        #expect(findings.first?.message == "expected '(' in closure")
    }

    @Test("A missing brace is reported by the parser, at the .md line and column after the last token")
    func missingBrace() throws {
        // .md line 40 is `func unlock() {`; the parser wants the `}` right after `print("done")`
        // on line 41 (4 spaces + 13 characters → column 18).
        let code = """
        func unlock() {
            print("done")

        """
        let findings = try sampleFindings(code, page: "sdk4", firstLine: 40, indent: 0)
        #expect(samplePlaces(findings) == ["docgen.swift.syntax@41:18"])
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.message == "expected '}' to end function")
        #expect(finding.file == "content/en/guide.md")
        // The note points at the opening brace, in the same .md file.
        #expect(finding.notes.map(\.location) == [SourceLocation(line: 40, column: 15)])
        #expect(finding.notes.first?.file == "content/en/guide.md")
    }

    @Test("The fence's indentation is added to every column")
    func indentedFence() throws {
        let code = """
        struct PremiumView {
            var body: some View {
                Text("Premium")
        }

        """
        let flush = try sampleFindings(code, page: "sdk4", firstLine: 12, indent: 0)
        let indented = try sampleFindings(code, page: "sdk4", firstLine: 12, indent: 3)
        #expect(samplePlaces(flush) == ["docgen.swift.syntax@15:2"])
        #expect(samplePlaces(indented) == ["docgen.swift.syntax@15:5"])
        #expect(indented.first?.notes.first?.location == SourceLocation(line: 12, column: 23))
    }

    @Test("Columns count UTF-8 bytes, as SourceLocation does")
    func utf8Columns() throws {
        // `"購入"` is 2 characters but 6 bytes: the missing `]` after `2` is at byte column 36 (character column 32).
        let line = "let title = \"購入\"; let x = [1, 2"
        let findings = try sampleFindings(line + "\n", page: "sdk4", firstLine: 7)
        let finding = try #require(findings.first { $0.message.contains("']'") })
        #expect(finding.location == SourceLocation(line: 7, column: line.utf8.count + 1))
        #expect(finding.location?.column == 36)
    }

    @Test("Clean code, including top-level statements and SwiftUI builders, has no syntax finding")
    func cleanCode() throws {
        let code = """
        import SwiftUI

        let attempts = 3
        var body: some View {
            Button("Go Premium") { isPresented = true }
                .sheet(isPresented: $isLoginPresented) { LoginView() }
        }
        Task { await load() }

        """
        #expect(try sampleFindings(code, page: "sdk4").isEmpty)
        #expect(try sampleFindings("", page: nil).isEmpty)
    }

    @Test("A block read by the caller gives the same findings as the checker reading it")
    func readOnce() throws {
        let code = "func f() {\n"
        let sample = SwiftSampleReader.read(code)
        let checker = SwiftSampleChecker(models: try SampleModels.all(), pageModel: nil)
        let reused = checker.check(sample, firstLine: 3, columnOffset: 2, file: "a.md")
        #expect(reused == checker.check(code: code, firstLine: 3, columnOffset: 2, file: "a.md"))
        #expect(samplePlaces(reused) == ["docgen.swift.syntax@3:13"])
    }
}

@Suite("docgen.swift.syntax never stops docgen check")
struct SampleSyntaxCrashTests {
    /// The `sourcemodel` fuzz target's reproducer (a declaration cut off by bytes that are not
    /// UTF-8) trapped `ParseDiagnosticsGenerator` ("A Fix-It must have at least one change").
    /// A guide can hold the same code, its bad bytes saved as U+FFFD, in a ```swift block.
    @Test("The Fix-It crash reproducer, as a guide's sample, is a located syntax error in docgen check")
    func fixItReproducerInAGuide() throws {
        let reproducer = TestModels.repository.appendingPathComponent("fuzz/regressions/sourcemodel/crash-fixit-without-changes.swift")
        let code = String(decoding: try Data(contentsOf: reproducer), as: UTF8.self)
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-syntax-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/en"), withIntermediateDirectories: true)
        try "title: Crash\n".write(to: site.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Shapes\n---\n\nThe shapes:\n\n```swift\n\(code)```\n"
            .write(to: site.appendingPathComponent("content/en/shapes.md"), atomically: true, encoding: .utf8)

        let report = try SiteCheck(root: site, cacheDirectory: nil).run()
        let syntax = report.diagnostics.filter { $0.id == "docgen.swift.syntax" }
        #expect(!syntax.isEmpty)
        #expect(syntax.allSatisfy { $0.file == "content/en/shapes.md" && ($0.location?.line ?? 0) > 7 })
        // The first error is where the declaration breaks off (the code's line 10, .md line 17).
        #expect(syntax.first?.location?.line == 17)
        #expect(syntax.first?.message == "expected ')' to end function call")
    }
}
