@testable import DocgenBuild
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Pages in formats docgen does not read are named, not published as their source; a site with
/// no page at all is an error, never an empty green build.
@Suite("Pages docgen does not read")
struct UnreadPageTests {
    @Test("A .markdown, .mdoc or .rst page is a warning naming it, left out of the site, in every locale")
    func unreadFormats() throws {
        let site = try TemporarySite()
        try site.write("content/en/index.md", "# Home\n")
        try site.write("content/en/guides/setup.markdown", "# Setup\n")
        try site.write("content/ja/index.mdoc", "# ホーム\n")
        try site.write("content/zh/api.rst", "接口\n====\n")
        try site.write("content/en/guides/notes.MKD", "# Notes\n")
        // Look-alikes: a page, an MDX page and an asset whose names merely contain the words.
        try site.write("content/en/markdown-guide.md", "# Markdown guide\n")
        try site.write("content/en/tabs.mdx", "# Tabs\n")
        try site.write("content/en/img/markdown.png", "png")
        let report = try SiteBuild(root: site.root).run()
        let unread = report.warnings.filter { $0.id == Rule.inputUnreadPage.id }
        #expect(Set(unread.compactMap(\.file)) == ["content/en/guides/setup.markdown", "content/ja/index.mdoc", "content/zh/api.rst",
                                                    "content/en/guides/notes.MKD"])
        #expect(unread.first { $0.file == "content/ja/index.mdoc" }?.message.contains("Markdoc") == true)
        for path in ["en/guides/setup.markdown", "ja/index.mdoc", "zh/api.rst", "en/guides/notes.MKD", "en/guides/setup/index.html"] {
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) published")
        }
        for path in ["en/markdown-guide/index.html", "en/tabs/index.html", "en/img/markdown.png"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(path).path), "\(path) missing")
        }
    }

    @Test("A site whose only pages are in formats docgen does not read is an error, not an empty site")
    func noPage() throws {
        let site = try TemporarySite()
        try site.write("content/en/index.markdown", "# Home\n")
        try site.write("content/en/logo.png", "png")
        let error = try #require(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        #expect(error.diagnostics.contains { $0.severity == .error }, "\(error.diagnostics)")
        #expect(error.diagnostics.contains { $0.id == Rule.inputUnreadPage.id })
    }
}
