@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenMarkdown
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import Foundation
import Testing

/// A build that renders inline facts from a real, compiled model.
@Suite("Inline facts across rebuilds", .serialized)
struct FactRebuildTests {
    @Test("Pages with inline facts are made again when the model changes, and only then")
    func factsFollowTheModel() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-facts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let fm = FileManager.default
        try fm.createDirectory(at: site.appendingPathComponent("content/en"), withIntermediateDirectories: true)
        try fm.copyItem(at: try #require(Bundle.module.url(forResource: "Fixtures/sdks/Kettle", withExtension: nil)),
                        to: site.appendingPathComponent("model"))
        try "title: Facts\nmodels:\n  kettle: model\n".write(to: site.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Flow\nmodel: kettle\n---\n\nThe delegate has {{api:kettle/KettleDelegate.count}} methods.\n"
            .write(to: site.appendingPathComponent("content/en/flow.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Home\n---\n\nWelcome.\n".write(to: site.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        let config = try SiteConfig.load(root: site)
        func build() throws {
            let facts = ModelFacts(catalog: { () throws(DiagnosticsError) -> ModelCatalog in
                try ModelCatalog.load(root: site, config: config, cacheDirectory: TestModels.cache)
            }, fingerprint: { ModelCatalog.fingerprint(root: site, config: config) })
            _ = try SiteBuild(root: site, facts: facts).run()
        }
        func inode(_ path: String) -> UInt64 {
            var info = stat()
            return stat(site.appendingPathComponent("_site/\(path)").path, &info) == 0 ? UInt64(info.st_ino) : 0
        }
        try build()
        let page = try String(contentsOf: site.appendingPathComponent("_site/en/flow/index.html"), encoding: .utf8)
        #expect(page.contains("The delegate has 4 methods."))
        let first = inode("en/flow/index.html")

        try build()
        #expect(inode("en/flow/index.html") == first, "nothing changed, yet the facts page was written again")

        // A new requirement in the model: the fact's value changes, so the page is made again.
        let file = site.appendingPathComponent("model/KettleDelegate.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let protocolLine = try #require(source.range(of: "protocol KettleDelegate"))
        let body = try #require(source[protocolLine.upperBound...].firstIndex(of: "{"))
        try (String(source[...body]) + "\n    func kettleDidCool(_ kettle: Kettle)\n" + String(source[source.index(after: body)...]))
            .write(to: file, atomically: true, encoding: .utf8)
        try build()
        #expect(inode("en/flow/index.html") != first)
        #expect(try String(contentsOf: site.appendingPathComponent("_site/en/flow/index.html"), encoding: .utf8)
            .contains("The delegate has 5 methods."))
    }
}
