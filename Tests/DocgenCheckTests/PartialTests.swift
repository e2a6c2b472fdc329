@testable import DocgenBuild
@testable import DocgenCheck
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Markdown partials (Fixtures/sites/partials): a Docusaurus site whose English, Japanese and
/// Chinese guides include `shared/_delegate.mdx` (the English FAQ includes it too, by
/// `@site/`), checked against the Courier fixture SDK. Every line a rule must flag ends in an
/// `expect:` marker; every other line must stay clean.
@Suite("MDX partials", .serialized)
struct PartialTests {
    static let root: URL = Bundle.module.url(forResource: "Fixtures/sites/partials", withExtension: nil)!
    static let partials = ["docs/shared/_delegate.mdx",
                           "i18n/ja/docusaurus-plugin-content-docs/current/shared/_delegate.mdx",
                           "i18n/zh/docusaurus-plugin-content-docs/current/shared/_delegate.mdx"]

    /// `line id` of every marker in `path`.
    static func expected(_ path: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var found = Set<String>()
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "expect:") else { continue }
            for id in line[range.upperBound...].split(separator: " ") where id.hasPrefix("docgen.") { found.insert("\(i + 1) \(id)") }
        }
        return found
    }

    /// A copy of the fixture without models, for edits (the models' path is relative to the fixture).
    static func scratch() throws -> ScratchFolder {
        let site = try ScratchFolder(copying: root)
        try site.write("docgen.yaml", "title: Partials\n")
        return site
    }

    @Test("A finding inside a partial points at the partial's file and line, once however many pages include it; its look-alikes are clean (en, ja, zh)")
    func findingsInPartials() throws {
        let report = try SiteCheck(root: Self.root, cacheDirectory: TestModels.cache).run()
        let content = report.diagnostics.filter { $0.id.hasPrefix("docgen.count.") || $0.id.hasPrefix("docgen.links.") || $0.id.hasPrefix("docgen.mdx.") }
        for partial in Self.partials {
            let mine = content.filter { $0.file == partial }
            let expected = try Self.expected(partial)
            #expect(!expected.isEmpty)
            // Once: the English partial is in two pages, its findings are not doubled.
            #expect(mine.map { "\($0.location?.line ?? 0) \($0.id)" }.sorted() == expected.sorted(), "\(partial)")
        }
        // Nothing of the partials is told at the pages that include them: the pages are clean.
        #expect(content.allSatisfy { Self.partials.contains($0.file ?? "") }, "\(content.map { "\($0.file ?? ""):\($0.location?.line ?? 0) \($0.message)" })")
        // `../setup.mdx` resolves from shared/, where it was written; from the page it would climb out.
        #expect(!content.contains { $0.id == Rule.linksOutside.id })
        #expect(report.pages == 5)
    }

    @Test("A partial imported by many pages is parsed once; a non-Markdown import stays a component")
    func parsedOnce() throws {
        let store = PartialStore()
        for path in ["docs/guide.mdx", "docs/faq.mdx"] {
            let file = ContentFile(locale: "en", path: String(path.dropFirst(5)), displayPath: path, url: Self.root.appendingPathComponent(path))
            let loaded = LoadedPage.read(file, isOriginal: true, partials: store)
            let page = try #require(loaded.page)
            #expect(page.partials.map(\.file.displayPath) == ["docs/shared/_delegate.mdx"])
            #expect(page.outline.entries.map(\.text).contains("The delegate"))
            // `@theme/Tabs` is no partial; a partial's name is no unknown component.
            #expect(!loaded.problems.contains { $0.rule == .mdxUnknownComponent })
        }
        #expect(store.parseCount == 1)
    }

    @Test("An import of a partial that is not there is an error at the import; a .jsx import is not")
    func missingPartial() throws {
        let site = try Self.scratch()
        try site.write("docs/gone.mdx", "---\ntitle: Gone\n---\nimport Card from './Card.jsx';\nimport Note from './_note.md';\n\n<Card />\n\n<Note />\n")
        let report = try SiteCheck(root: site.root, cacheDirectory: nil).run()
        let missing = report.diagnostics.filter { $0.rule == .mdxMissingPartial }
        #expect(missing.map(\.file) == ["docs/gone.mdx"])
        #expect(missing.first?.location?.line == 5)
        #expect(missing.first?.message.contains("docs/_note.md") == true)
        #expect(report.diagnostics.contains { $0.rule == .mdxUnknownComponent && $0.message.hasPrefix("<Card>") })
        #expect(!report.diagnostics.contains { $0.rule == .mdxUnknownComponent && $0.message.hasPrefix("<Note>") })
        #expect(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
    }

    @Test("A partial that is a symbolic link out of the root is refused at its path, in en and ja, and nothing of it is published; a link inside the root is read")
    func partialLinkOutside() throws {
        // A site of its own: the fixture's pages link to a page it leaves out on purpose.
        let site = try ScratchFolder()
        try site.write("docusaurus.config.js", "module.exports = { title: 'Links', i18n: { defaultLocale: 'en', locales: ['en', 'ja'] } };\n")
        let outside = try ScratchFolder.outside("secret.md", "SECRET-OUTSIDE-THE-ROOT\n")
        let secret = outside.path
        try site.link("src/partials/_secret.md", to: secret)
        try site.link("i18n/ja/docusaurus-plugin-content-docs/current/_secret.md", to: secret)
        try site.write("docs/leak.mdx", "---\ntitle: Leak\n---\nimport S from '@site/src/partials/_secret.md';\n\n<S />\n")
        try site.write("i18n/ja/docusaurus-plugin-content-docs/current/leak.mdx", "---\ntitle: 漏えい\n---\nimport S from './_secret.md';\n\n<S />\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a partial linked out of the root was built")
        } catch {
            let refused = error.diagnostics.filter { $0.rule == .inputLinkOutside }
            #expect(Set(refused.compactMap(\.file)) == ["src/partials/_secret.md", "i18n/ja/docusaurus-plugin-content-docs/current/_secret.md"])
        }
        #expect(!ScratchFolder.anyFile(under: site.output, holds: "SECRET-OUTSIDE"))
        // The look-alike: a link to a partial inside the root is read like the file itself.
        for path in ["src/partials/_secret.md", "i18n/ja/docusaurus-plugin-content-docs/current/_secret.md"] {
            try FileManager.default.removeItem(at: site.root.appendingPathComponent(path))
        }
        try site.write("shared/_note.md", "共有の注記です。\n")
        try site.link("src/partials/_secret.md", to: "../../shared/_note.md")
        try site.link("i18n/ja/docusaurus-plugin-content-docs/current/_secret.md", to: "../../../../shared/_note.md")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/leak/index.html").contains("共有の注記です。"))
        #expect(try site.read("ja/leak/index.html").contains("共有の注記です。"))
    }

    @Test("An include cycle is an error at the import that closes it, not a hang; a diamond is no cycle")
    func cycle() throws {
        let site = try Self.scratch()
        try site.write("docs/loop.mdx", "import A from './_a.mdx';\n\n# Loop\n\n<A />\n")
        try site.write("docs/_a.mdx", "import B from './_b.mdx';\n\nA text.\n\n<B />\n")
        try site.write("docs/_b.mdx", "B text.\n\nimport A from './_a.mdx';\n\n<A />\n")
        try site.write("docs/diamond.mdx", "import C from './_c.mdx';\nimport D from './_d.mdx';\n\n# Diamond\n\n<C />\n\n<D />\n")
        try site.write("docs/_c.mdx", "import E from './_e.mdx';\n\n<E />\n")
        try site.write("docs/_d.mdx", "import E from './_e.mdx';\n\n<E />\n")
        try site.write("docs/_e.mdx", "Shared text.\n")
        let report = try SiteCheck(root: site.root, cacheDirectory: nil).run()
        let cycles = report.diagnostics.filter { $0.rule == .mdxPartialCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.file == "docs/_b.mdx" && cycles.first?.location?.line == 3)
        #expect(cycles.first?.message.contains("docs/_a.mdx → docs/_b.mdx → docs/_a.mdx") == true)
    }

    @Test("The build puts the partial in the page, publishes no page for it, and a rebuild after editing only the partial equals a full build")
    func build() throws {
        let site = try Self.scratch()
        for partial in Self.partials {
            let text = try site.read(partial, in: site.root)
            try site.write(partial, text.replacingOccurrences(of: "../migration.mdx", with: "../setup.mdx"))
        }
        _ = try SiteBuild(root: site.root).run()
        let guide = try site.read("en/guide/index.html")
        #expect(guide.contains("<h2 id=\"the-delegate\">The delegate"))
        // Written as `../setup.mdx` in shared/, it reaches the page beside the guide.
        #expect(guide.contains("href=\"../../en/setup/\">the setup</a> and"))
        #expect(try site.read("ja/guide/index.html").contains("デリゲート"))
        #expect(try site.read("zh/guide/index.html").contains("委托"))
        #expect(!ScratchFolder.snapshot(site.output).keys.contains { $0.contains("_delegate") || $0.contains("shared/") })

        try site.write(Self.partials[0], try site.read(Self.partials[0], in: site.root).replacingOccurrences(of: "## The delegate", with: "## Your delegate"))
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/guide/index.html").contains("<h2 id=\"your-delegate\">Your delegate"))
        #expect(try site.read("en/faq/index.html").contains("Your delegate"))
        let fresh = try ScratchFolder()
        _ = try SiteBuild(root: site.root, out: fresh.url).run()
        var rebuilt = ScratchFolder.snapshot(site.output), full = ScratchFolder.snapshot(fresh.url)
        rebuilt[OutputDirectory.markerName] = nil
        full[OutputDirectory.markerName] = nil
        #expect(rebuilt == full, "\(Set(rebuilt.keys).symmetricDifference(full.keys)) \(rebuilt.keys.filter { rebuilt[$0] != full[$0] })")
    }

    @Test("A reload after editing only a partial parses again the pages that include it, and only them (what docgen serve rebuilds from)")
    func reload() throws {
        let site = try Self.scratch()
        let first = try SiteLoader.load(root: site.root)
        try site.write(Self.partials[1], try site.read(Self.partials[1], in: site.root).replacing("## デリゲート", with: "## デリゲートの実装"))
        let second = try SiteLoader.load(root: site.root, previous: first)
        // Five pages; the Japanese guide includes the edited partial, the other four are reused.
        #expect(second.reusedPages == 4)
        let guide = try #require(second.parsed.first { $0.file.displayPath == "i18n/ja/docusaurus-plugin-content-docs/current/guide.mdx" })
        #expect(guide.outline.entries.map(\.text).contains("デリゲートの実装"))
        let third = try SiteLoader.load(root: site.root, previous: second)
        #expect(third.reusedPages == 5)
    }
}
