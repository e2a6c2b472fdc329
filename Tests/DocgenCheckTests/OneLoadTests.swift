@testable import DocgenAPIModel
@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenSite
@testable import DocgenSupport
import Foundation
import Testing

/// One loaded site for build, check and serve: loading again after an edit parses only what
/// changed, and a build or check given a loaded site reads no page from disk.
@Suite("One load: a site read once serves the build and the check")
struct OneLoadTests {
    /// A copy of a fixture site in a scratch folder.
    func site(_ name: String) throws -> URL {
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures/sites/\(name)", withExtension: nil))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-one-load-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy
    }

    @Test("Loading again after one edit parses that page only; the others are the last load's")
    func reload() throws {
        let root = try site("translations/parity")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try SiteLoader.load(root: root)
        #expect(first.reusedPages == 0)
        let edited = try #require(first.pages.first { $0.file.locale == "en" })
        try (try String(contentsOf: edited.file.url, encoding: .utf8) + "\nA new closing line.\n").write(to: edited.file.url, atomically: true, encoding: .utf8)
        let second = try SiteLoader.load(root: root, previous: first)
        #expect(second.pages.count == first.pages.count)
        #expect(second.reusedPages == first.pages.count - 1)
        let reparsed = try #require(second.pages.first { $0.file == edited.file }?.page)
        #expect(reparsed.text.contains("A new closing line."))
        #expect(try SiteLoader.load(root: root, previous: second).reusedPages == first.pages.count)
    }

    @Test("A check given a loaded site reads no page: the findings are the same with content/ gone")
    func checkReadsNothing() throws {
        let root = try site("translations/parity")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = ModelCatalog(models: [], origin: "none")
        let loaded = try SiteLoader.load(root: root)
        let before = try #require(SiteCheck(root: root).run(site: loaded, catalog: catalog))
        #expect(before.diagnostics.contains { $0.id.hasPrefix("docgen.parity.") }, "the fixture has parity findings to compare")
        try FileManager.default.removeItem(at: root.appendingPathComponent("content"))
        let after = try #require(SiteCheck(root: root).run(site: loaded, catalog: catalog))
        #expect(after.diagnostics == before.diagnostics)
    }

    @Test("A build given a loaded site renders the pages as loaded, not as the files are now")
    func buildUsesLoadedPages() throws {
        let root = try site("translations/parity")
        defer { try? FileManager.default.removeItem(at: root) }
        let loaded = try SiteLoader.load(root: root)
        let page = try #require(loaded.pages.first { $0.file.locale == "en" && $0.page != nil })
        try "---\ntitle: Replaced on disk\n---\n\nNot what was loaded.\n".write(to: page.file.url, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("_site")
        let report = try SiteBuild(root: root, out: out).run(site: loaded)
        let route = try #require(report.sources.first { $0.value == page.file.displayPath }?.key)
        let html = try String(contentsOf: out.appendingPathComponent(route + "index.html"), encoding: .utf8)
        #expect(!html.contains("Not what was loaded."))
        #expect(html.contains(page.page!.title.htmlEscaped))
    }
}
