import DocgenTestSupport
import Foundation
import Testing

@Suite("docgen check and docgen model", .serialized)
struct CheckCommandTests {
    /// A copy of the drift fixture whose config points at the repository's SDK 4 model.
    func driftSite() throws -> ScratchFolder {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/drift", withExtension: nil)))
        let model = DocgenProcess.repository.appendingPathComponent("models/sdk4").path
        try "models:\n  sdk4: \(model)\n".write(to: site.url.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        return site
    }

    @Test("The sample content checks clean and the run says what it checked against")
    func sampleIsClean() throws {
        let result = try DocgenProcess.run(["check", "--root", DocgenProcess.repository.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("pages checked against sdk4, sdk3 (the models in docgen.yaml): 0 errors, 0 warnings"))
        // Every translation records the English page it translates; zh leaves the migration guide untranslated on purpose.
        #expect(result.stdout.contains("content/en/migrate-3-to-4.md: note: not translated into zh"))
        #expect(result.stdout.hasSuffix("ja: 5/5 up to date; zh: 4 up to date, 1 missing\n"))
    }

    @Test("Without models the check says so once: naming docgen.yaml when there is one, asking for one when there is none")
    func noModelNote() throws {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/drift", withExtension: nil)))
        let without = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(without.stdout.contains("note: no docgen.yaml names an API model, so tables, counts, inline facts and Swift samples were not checked"), "\(without.stdout)")
        #expect(without.stdout.contains("fix: add a docgen.yaml at the site's root with 'models:'"))
        try "title: Drift\n".write(to: site.url.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        let with = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(with.stdout.contains("docgen.yaml: note: docgen.yaml names no API model"), "\(with.stdout)")
        #expect(with.stdout.contains("fix: add 'models:' to docgen.yaml"))
    }

    @Test("Human output: path:line:col, the source line, a note at the model's declaration, a fix; exit 1")
    func human() throws {
        let site = try driftSite()
        let result = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("content/en/index.md:6:54: error: the text says 13 methods of AdaptyFlowControllerDelegate, but it has 15 requirements in sdk4 [docgen.count.mismatch]"))
        #expect(result.stdout.contains("  The `AdaptyFlowControllerDelegate` protocol declares 13 methods.\n                                                       ^"))
        #expect(result.stdout.contains("Sources.AdaptyUI/AdaptyUI+Public.swift:50:1: note: AdaptyFlowControllerDelegate is declared here"))
        #expect(result.stdout.contains("fix: write {{api:AdaptyFlowControllerDelegate.count}} so the number follows the API"))
        #expect(result.stdout.contains("content/en/index.md:10:19: error: 'isPresented' is required in sdk4"))
    }

    @Test("JSON output: file relative to the root, line and character column from 1, severity, id, message")
    func json() throws {
        let site = try driftSite()
        let result = try DocgenProcess.run(["check", "--root", site.url.path, "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let ids = diagnostics.compactMap { $0["id"] as? String }
        // The table lists 2 of the modifier's 22 parameters: a part, not a complete list, so nothing is missing.
        #expect(ids.sorted() == ["docgen.count.mismatch", "docgen.table.required-mismatch"])
        let count = try #require(diagnostics.first { $0["id"] as? String == "docgen.count.mismatch" })
        #expect(count["file"] as? String == "content/en/index.md")
        #expect(count["line"] as? Int == 6)
        #expect(count["column"] as? Int == 54)
        #expect(count["severity"] as? String == "error")
    }

    @Test("GitHub annotations and SARIF 2.1.0")
    func machineFormats() throws {
        let site = try driftSite()
        let github = try DocgenProcess.run(["check", "--root", site.url.path, "--format", "github"])
        #expect(github.stdout.contains("::error file=content/en/index.md,line=6,col=54,title=docgen.count.mismatch::the text says 13 methods"))
        let sarif = try DocgenProcess.run(["check", "--root", site.url.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = try #require(results.first { $0["ruleId"] as? String == "docgen.count.mismatch" })
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "content/en/index.md")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 6)
    }

    @Test("An unknown format is a usage error (64); --warnings-as-errors fails on warnings")
    func exitCodes() throws {
        let bad = try DocgenProcess.run(["check", "--format", "xml"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("unknown format 'xml'"))

        let site = try driftSite()
        try "---\ntitle: Clean\nmodel: sdk4\n---\n\n[nowhere](#missing-anchor)\n".write(
            to: site.url.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        try "title: x\nunknownKey: 1\nmodels:\n  sdk4: \(DocgenProcess.repository.appendingPathComponent("models/sdk4").path)\n".write(
            to: site.url.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        #expect(try DocgenProcess.run(["check", "--root", site.url.path]).status == 0)
        #expect(try DocgenProcess.run(["check", "--root", site.url.path, "--warnings-as-errors"]).status == 1)
    }

    @Test("docgen model prints each symbol's members, required or optional, and counts")
    func model() throws {
        let result = try DocgenProcess.run(["model", "--root", DocgenProcess.repository.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("protocol AdaptyFlowControllerDelegate: AnyObject (15 requirements, 4 required: no default)"))
        #expect(result.stdout.contains("    required func flowController(_ controller: AdaptyFlowController, didFinishPurchase product: AdaptyPaywallProduct, purchaseResult: AdaptyPurchaseResult)"))
        #expect(result.stdout.contains("protocol AdaptyPaywallControllerDelegate: AnyObject (14 requirements, 3 required: no default)"))
        #expect(result.stdout.contains("    optional func paywallController(_ controller: AdaptyPaywallController, didFinishPurchase product: AdaptyPaywallProduct"))
        #expect(result.stdout.contains("func paywall<Placeholder, AlertItem>(isPresented: Binding<Bool>, fullScreen: Bool = true, paywallConfiguration: AdaptyUI.PaywallConfiguration?"))
        #expect(result.stdout.contains("case openURL(url: URL, in: AdaptyWebPresentation)"))
        // A class's superclass comes first, as Swift writes it.
        #expect(result.stdout.contains("  class AdaptyFlowController: UIViewController, Sendable"))
    }

    @Test("docgen build renders inline facts from the model")
    func inlineFacts() throws {
        let site = try driftSite()
        try "---\ntitle: Facts\n---\n\nIt has {{api:AdaptyFlowControllerDelegate.count}} methods; these must be implemented: {{api:AdaptyFlowControllerDelegate.required-names}}.\n".write(
            to: site.url.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        let result = try DocgenProcess.run(["build", "--root", site.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: site.url.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
        #expect(html.contains("<p>It has 15 methods; these must be implemented: <code>flowController(_:didFinishPurchase:purchaseResult:)</code>, "))

        try "---\ntitle: Facts\n---\n\nIt has {{api:AdaptyFlowControllerDelegate.cuont}} methods.\n".write(
            to: site.url.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        let failed = try DocgenProcess.run(["build", "--root", site.url.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("content/en/index.md:5:1: error: '{{api:AdaptyFlowControllerDelegate.cuont}}': unknown fact 'cuont'"))
    }
}
