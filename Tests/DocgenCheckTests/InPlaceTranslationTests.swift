@testable import DocgenCheck
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// `docgen translated` and the translation rules on sites read in place
/// (Fixtures/sites/layouts): a Docusaurus site and a Starlight one, each with an English
/// index and guide and a Japanese guide, kept in the generator's own folders.
@Suite("Translations of Docusaurus and Starlight sites", .serialized)
struct InPlaceTranslationTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        var name: String
        /// The folders of the English pages and of the Japanese ones.
        var english: String
        var japanese: String
        var testDescription: String { name }
    }

    static let layouts = [
        Layout(name: "docusaurus", english: "docs", japanese: "i18n/ja/docusaurus-plugin-content-docs/current"),
        Layout(name: "starlight", english: "src/content/docs", japanese: "src/content/docs/ja"),
    ]

    private func check(_ site: ScratchFolder) throws -> CheckReport {
        try SiteCheck(root: site.root, cacheDirectory: nil).run()
    }

    @Test("A marked translation records its English page where the layout keeps it; check then reports it up to date, and outdated after an edit",
          arguments: layouts)
    func markAndCheck(layout: Layout) throws {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/sites/layouts/\(layout.name)", withExtension: nil)))
        let translation = "\(layout.japanese)/guide.md"
        let source = "\(layout.english)/guide.md"

        var report = try check(site)
        #expect(report.diagnostics.contains { $0.rule == .translationUntracked && $0.file == translation })
        // The missing Japanese index is to be written in the layout's Japanese folder.
        let missing = try #require(report.diagnostics.first { $0.rule == .translationMissing })
        #expect(missing.file == "\(layout.english)/index.md")
        #expect(missing.fix?.message.contains("\(layout.japanese)/index.md") == true)

        let outcome = try TranslationMarker(root: site.root).mark(site.root.appendingPathComponent(translation))
        #expect(outcome.changed && outcome.file == translation && outcome.source == source)
        #expect(try site.read(translation, in: site.root).contains("source:"))

        report = try check(site)
        let mine = report.diagnostics.filter { $0.file == translation }
        #expect(mine.isEmpty, "\(mine.map { "\($0.id) \($0.message)" })")
        let status = try #require(report.translations)
        #expect(status.entry("guide.md", locale: "ja")?.state == .upToDate)

        try site.write(source, try site.read(source, in: site.root).replacingOccurrences(of: "Install it.", with: "Install it with npm."))
        report = try check(site)
        let outdated = try #require(report.diagnostics.first { $0.rule == .translationOutdated })
        #expect(outdated.file == translation)
        #expect(outdated.message.contains(source))
        #expect(try #require(report.translations).entry("guide.md", locale: "ja")?.state == .outdated)
    }

    @Test("An English page, a file outside the layout's folders and one without an English page cannot be marked", arguments: layouts)
    func markErrors(layout: Layout) throws {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/sites/layouts/\(layout.name)", withExtension: nil)))
        try site.write("\(layout.japanese)/renamed.md", "---\ntitle: 改名\n---\n")
        try site.write("README.md", "# Readme\n")
        for (path, rule) in [("\(layout.english)/guide.md", Rule.translationNotATranslation),
                             ("README.md", Rule.translationNotATranslation),
                             ("\(layout.japanese)/renamed.md", Rule.translationOrphan)] {
            do {
                _ = try TranslationMarker(root: site.root).mark(site.root.appendingPathComponent(path))
                Issue.record("\(path) was marked")
            } catch {
                #expect(error.diagnostics.map(\.rule) == [rule], "\(path)")
                if rule == .translationOrphan {
                    #expect(error.diagnostics.first?.message.contains("\(layout.english)/renamed.md") == true)
                }
            }
        }
    }

    @Test("A translation's links are compared by the page they reach: /migrate/ and /ja/migrate/ are one page (Fixtures/sites/layouts/starlight-links, a copy of the core tests')")
    func urlLinkParity() throws {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/sites/layouts/starlight-links", withExtension: nil)))
        let report = try check(site)
        #expect(!report.diagnostics.contains { $0.rule == .parityLinks || $0.rule == .linksBroken }, "\(report.diagnostics)")
        // A Japanese page that links elsewhere than the English one does is found.
        let path = "src/content/docs/ja/guides/install.mdx"
        try site.write(path, try site.read(path, in: site.root).replacingOccurrences(of: "(../../migrate/)", with: "(../../)"))
        let changed = try check(site)
        #expect(changed.diagnostics.contains { $0.rule == .parityLinks && $0.file == path }, "\(changed.diagnostics)")
    }
}
