@testable import DocgenCheck
@testable import DocgenSite
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// `layout: mapped` (Fixtures/sites/mapped): English pages in `docs/`, each translation at
/// `src/locales/{locale}/{slug}.mdx`, in Japanese and Chinese, checked against the Courier
/// fixture SDK.
@Suite("Mapped layout", .serialized)
struct MappedLayoutTests {
    static let root: URL = Bundle.module.url(forResource: "Fixtures/sites/mapped", withExtension: nil)!

    /// A copy whose model path reaches the fixture SDK from wherever the copy is.
    static func scratch() throws -> ScratchFolder {
        let site = try ScratchFolder(copying: root)
        let sdk = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sdks/Courier").path
        let yaml = try site.read("docgen.yaml", in: site.root).replacing("../../sdks/Courier", with: sdk)
        try site.write("docgen.yaml", yaml)
        return site
    }

    @Test("Translations are read where the pattern puts them, paired with their English pages, checked, and the repository is left as it was")
    func pairsAndChecks() throws {
        let before = ScratchFolder.snapshot(Self.root)
        let report = try SiteCheck(root: Self.root, cacheDirectory: TestModels.cache).run()
        #expect(ScratchFolder.snapshot(Self.root) == before, "check wrote into the repository")
        #expect(report.pages == 5)
        let status = try #require(report.translations)
        #expect(status.entry("guides/delegate.mdx", locale: "ja")?.state == .untracked)
        #expect(status.entry("guides/delegate.mdx", locale: "zh")?.state == .untracked)
        #expect(status.entry("index.mdx", locale: "zh")?.state == .untracked)
        #expect(status.entry("index.mdx", locale: "ja")?.state == .missing)
        // The missing one is to be written where the pattern says.
        let missing = try #require(report.diagnostics.first { $0.rule == .translationMissing })
        #expect(missing.file == "docs/index.mdx" && missing.fix?.message.contains("src/locales/ja/index.mdx") == true)
        // The Japanese drift is found in the Japanese file; the Chinese look-alike says 5 and is clean.
        let counts = report.diagnostics.filter { $0.id.hasPrefix("docgen.count.") }
        #expect(counts.map { "\($0.file ?? ""):\($0.location?.line ?? 0)" } == ["src/locales/ja/guides/delegate.mdx:8"])
    }

    @Test("docgen translated records into the translation's front matter, the rest byte for byte; an edit of the English page makes it outdated")
    func translated() throws {
        let site = try Self.scratch()
        let path = "src/locales/zh/guides/delegate.mdx"
        let original = try site.read(path, in: site.root)
        let outcome = try TranslationMarker(root: site.root).mark(site.root.appendingPathComponent(path))
        #expect(outcome.changed && outcome.file == path && outcome.source == "docs/guides/delegate.mdx")
        let marked = try site.read(path, in: site.root)
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !($0.hasPrefix("source:") || $0.hasPrefix("  ")) }.joined(separator: "\n")
        #expect(kept == original)
        var report = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run()
        #expect(try #require(report.translations).entry("guides/delegate.mdx", locale: "zh")?.state == .upToDate)
        try site.write("docs/guides/delegate.mdx", try site.read("docs/guides/delegate.mdx", in: site.root).replacing("Install it.", with: "Install it with npm."))
        report = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run()
        #expect(try #require(report.translations).entry("guides/delegate.mdx", locale: "zh")?.state == .outdated)
        #expect(report.diagnostics.contains { $0.rule == .translationOutdated && $0.file == path })
    }

    @Test("A pattern without {locale} or {slug}, or translations: without layout: mapped, is an error at its place; {path} is a slug's look-alike that is fine")
    func badConfig() throws {
        for (yaml, line, column, words) in [
            ("layout: mapped\ntranslations: \"src/locales/{slug}.mdx\"\n", 2, 15, "must name both {locale} and {slug}"),
            ("layout: mapped\ntranslations: \"src/{locale}/index.mdx\"\n", 2, 15, "must name both {locale} and {slug}"),
            ("layout: mapped\ntranslations: \"src/{locale}/{slug}-{name}.mdx\"\n", 2, 15, "only {locale}, {slug} and {path}"),
            ("layout: mapped\nsource: ../docs\ntranslations: \"l/{locale}/{slug}.md\"\n", 2, 9, "inside the site's root"),
            ("layout: mapped\n", 1, 9, "needs 'translations'"),
            ("translations: \"l/{locale}/{slug}.md\"\n", 1, 1, "a key of layout: mapped"),
        ] {
            let node = try YAMLReader.read(yaml)
            do throws(DiagnosticsError) {
                _ = try SiteConfig.parse(node)
                Issue.record("\(yaml) parsed")
            } catch {
                let found = try #require(error.diagnostics.first)
                #expect(found.location == SourceLocation(line: line, column: column) && found.message.contains(words),
                        "\(yaml): \(found.location?.description ?? "") \(found.message)")
            }
        }
        let config = try SiteConfig.parse(try YAMLReader.read("layout: mapped\ntranslations: \"i18n/{locale}/{path}\"\n"))
        let mapping = try #require(config.mapping)
        #expect(mapping.source == "docs" && mapping.path(locale: "ja", key: "a/b.md") == "i18n/ja/a/b.md")
        #expect(mapping.match("i18n/ja/a/b.md").map { "\($0.locale) \($0.name) \($0.isPath)" } == "ja a/b.md true")
        #expect(mapping.match("docs/ja/a/b.md") == nil)
        let slugs = TranslationMapping(source: "docs", pattern: "src/locales/{locale}/{slug}.mdx")
        #expect(slugs.match("src/locales/zh/guides/delegate.mdx").map { "\($0.locale) \($0.name)" } == "zh guides/delegate")
        #expect(slugs.match("src/locales/zh/guides/delegate.md") == nil)
        #expect(slugs.localesFolder == "src/locales" && slugs.translationsFolder == "src/locales")
    }
}
