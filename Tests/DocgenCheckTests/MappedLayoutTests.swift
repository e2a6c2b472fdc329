@testable import DocgenBuild
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
            ("layout: mapped\ntranslations: \"src/{locale}/{slug}-{stem}.mdx\"\n", 2, 15, "only {locale}, {slug}, {path} and {name}"),
            ("urls: nested\n", 1, 7, "'urls' must be one of paths, flat"),
            ("layout: mapped\ntranslations: \"l/{locale}/{slug}/{slug}.md\"\n", 2, 15, "names {slug} more than once"),
            ("layout: mapped\nsource: ../docs\ntranslations: \"l/{locale}/{slug}.md\"\n", 2, 9, "inside the site's root"),
            ("layout: mapped\nlocales: [en, ja]\n", 1, 9, "needs 'translations'"),
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
        #expect(mapping.match("i18n/ja/a/b.md").map { "\($0.locale) \($0.name) \($0.kind)" } == "ja a/b.md path")
        #expect(mapping.match("docs/ja/a/b.md") == nil)
        let slugs = TranslationMapping(source: "docs", pattern: "src/locales/{locale}/{slug}.mdx")
        #expect(slugs.match("src/locales/zh/guides/delegate.mdx").map { "\($0.locale) \($0.name)" } == "zh guides/delegate")
        #expect(slugs.match("src/locales/zh/guides/delegate.md") == nil)
        #expect(slugs.localesFolder == "src/locales" && slugs.translationsFolder == "src/locales")
        // By name: one segment, the folders of the source left out.
        let names = TranslationMapping(source: "src/content/docs", pattern: "src/locales/{locale}/{name}.mdx")
        #expect(names.path(locale: "ja", key: "ios/setup.mdx") == "src/locales/ja/setup.mdx")
        #expect(names.path(locale: "zh", key: "index.md") == "src/locales/zh/index.mdx")
        #expect(names.match("src/locales/ja/setup.mdx").map { "\($0.locale) \($0.name) \($0.kind)" } == "ja setup name")
        #expect(names.match("src/locales/ja/reusable/Note.mdx") == nil)
        #expect(names.pageName == .name && slugs.pageName == .slug && mapping.pageName == .path)
        // A global partial's file name as a component is named.
        #expect(["sample-app", "SampleApp", "paywall_action", "note"].map(GlobalPartials.componentName) == ["SampleApp", "SampleApp", "PaywallAction", "Note"])
        #expect(try SiteConfig.parse(try YAMLReader.read("layout: mapped\ntranslations: \"l/{locale}/{name}.md\"\nurls: flat\n")).urlStyle == .flat)
    }

    @Test("A site of one locale needs no translations: (a documentation catalog, a docs folder): its pages are read from the source, checked and built; with two locales it is an error")
    func oneLocaleWithoutTranslations() throws {
        for locales in ["", "locales: [en]\n"] {
            let site = try ScratchFolder()
            try site.write("docgen.yaml", "layout: mapped\nsource: Guide.docc\n" + locales)
            try site.write("Guide.docc/Guide.md", "# Guide\n\nSee [setup](Articles/setup.md).\n")
            try site.write("Guide.docc/Articles/setup.md", "# Setup\n\nInstall it.\n")
            try site.write("Guide.docc/Articles/setup.ja.md", "# セットアップ\n\nインストールします。\n")
            let report = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run()
            #expect(report.pages == 3, "a name with a locale's suffix is a page of its own without a pattern: \(locales)")
            #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics.map(\.message))")
            let out = site.root.appendingPathComponent("_out")
            _ = try SiteBuild(root: site.root, out: out).run()
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("en/Articles/setup/index.html").path))
        }
    }

    @Test("A translation whose source page is gone is found where the pattern puts translations, in ja and zh, and reported as an orphan; other files there are not pages")
    func orphans() throws {
        let site = try Self.scratch()
        try site.write("src/locales/ja/guides/old-name.mdx", "---\ntitle: 旧ページ\n---\n\n古い内容。\n")
        try site.write("src/locales/zh/guides/旧页面.mdx", "---\ntitle: 旧页面\n---\n\n旧内容。\n")
        // Look-alikes: a locale's UI strings, a partial, and a page the pattern does not make (.md).
        try site.write("src/locales/ja/code.json", "{\"title\": \"ドキュメント\"}\n")
        try site.write("src/locales/ja/guides/_note.mdx", "注記。\n")
        try site.write("src/locales/zh/notes.md", "# 笔记\n")
        let report = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run()
        let orphans = report.diagnostics.filter { $0.rule == .translationOrphan }
        #expect(orphans.map { $0.file ?? "" }.sorted() == ["src/locales/ja/guides/old-name.mdx", "src/locales/zh/guides/旧页面.mdx"])
        #expect(orphans.allSatisfy { $0.location?.line == 1 })
        #expect(orphans.first { $0.file == "src/locales/ja/guides/old-name.mdx" }?.message.contains("docs/guides/old-name.mdx does not exist") == true)
        // The paired translations are not orphans, and nothing is said about the other files.
        #expect(!report.diagnostics.contains { ["src/locales/ja/code.json", "src/locales/ja/guides/_note.mdx", "src/locales/zh/notes.md"].contains($0.file ?? "") })
        #expect(try #require(report.translations).entry("guides/delegate.mdx", locale: "ja")?.state == .untracked)
        // The build publishes an orphan in its locale, as under content/<locale>/.
        _ = try SiteBuild(root: site.root).run()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("ja/guides/old-name/index.html").path))
    }

    @Test("A translation that is a symbolic link out of the root is refused at its path, once, and nothing of it is published; a link inside the root is read")
    func translationLinkOutside() throws {
        let site = try Self.scratch()
        let outside = try ScratchFolder.outside("secret.md", "SECRET-OUTSIDE-THE-ROOT\n")
        try site.link("src/locales/ja/index.mdx", to: outside.path)
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a translation linked out of the root was built")
        } catch {
            let refused = error.diagnostics.filter { $0.rule == .inputLinkOutside }
            #expect(refused.map(\.file) == ["src/locales/ja/index.mdx"])
        }
        #expect(!ScratchFolder.anyFile(under: site.output, holds: "SECRET-OUTSIDE"))
        // The look-alike: a link to a file inside the root is a translation like any other.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("src/locales/ja/index.mdx"))
        try site.write("shared/ja-home.mdx", "---\ntitle: ホーム\n---\n\n共有のホーム。\n")
        try site.link("src/locales/ja/index.mdx", to: "../../../shared/ja-home.mdx")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("ja/index.html").contains("共有のホーム。"))
    }

    @Test("Translations beside their pages ({slug}.{locale}.md, as MkDocs's i18n suffixes keep them) are no pages of the source, and link their neighbours by file (en, ja, zh)")
    func translationsBeside() throws {
        let site = try ScratchFolder()
        try site.write("docgen.yaml", """
            layout: mapped
            source: docs
            translations: "docs/{slug}.{locale}.md"
            locales:
              - code: en
              - code: ja
              - code: zh
            """)
        try site.write("docs/index.md", "# Home\n\nSee [the guide](guide.md) and [release notes](release.v2.md).\n")
        try site.write("docs/index.ja.md", "# ホーム\n\n[ガイド](guide.ja.md)と[リリースノート](release.v2.md)を参照してください。\n")
        try site.write("docs/index.zh.md", "# 首页\n\n请参阅[指南](guide.zh.md)和[发行说明](release.v2.md)。\n")
        try site.write("docs/guide.md", "# Guide\n\nStart here.\n")
        try site.write("docs/guide.ja.md", "# ガイド\n\nここから始めます。\n")
        try site.write("docs/guide.zh.md", "# 指南\n\n从这里开始。\n")
        // A locale the site does not publish, and a name whose last part is no locale code.
        try site.write("docs/guide.es.md", "# Guía\n\nEmpieza aquí.\n")
        try site.write("docs/release.v2.md", "# Release notes\n\nVersion 2.\n")
        let report = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run()
        #expect(report.pages == 7, "\(report.diagnostics.map(\.message))")
        let status = try #require(report.translations)
        for locale in ["ja", "zh"] {
            #expect(status.entry("index.md", locale: locale)?.state == .untracked)
            #expect(status.entry("guide.md", locale: locale)?.state == .untracked)
            #expect(status.entry("release.v2.md", locale: locale)?.state == .missing)
            #expect(status.entry("guide.\(locale).md", locale: locale) == nil)
        }
        #expect(status.entry("guide.es.md", locale: "ja") == nil)
        let links = report.diagnostics.filter { $0.id.hasPrefix("docgen.links.") || $0.id.hasPrefix("docgen.parity.") }
        #expect(links.isEmpty, "\(links.map { "\($0.file ?? "") \($0.message)" })")
        // A translation linking a neighbour that has none is still a broken link.
        try site.write("docs/guide.ja.md", "# ガイド\n\n[設定](setup.ja.md)から始めます。\n")
        let broken = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.rule == .linksBroken }
        #expect(broken.map(\.file) == ["docs/guide.ja.md"])
    }

    @Test("A repository's README with its translations in a folder of their own (Translations/README_ja.md): the translations link and show images from their own place, as GitHub does, and reach the same pages and files; the source at the root names files by path (en, ja, zh)")
    func translationsFolderAtTheRoot() throws {
        let site = try ScratchFolder()
        try site.write("docgen.yaml", """
            layout: mapped
            source: .
            translations: "Translations/{slug}_{locale}.md"
            locales: [en, ja, zh]
            """)
        try site.write("Assets/header.png", "png")
        try site.write("README.md", """
            # Widget

            ![header](Assets/header.png)

            Read it in [日本語](Translations/README_ja.md) or [中文](Translations/README_zh.md); see the [guide](Guides/start.md) among [the guides](Guides).
            """)
        try site.write("Guides/start.md", "# Start\n\nBegin.\n")
        // A folder linked by its name is its README, as GitHub shows it.
        try site.write("Guides/README.md", "# Guides\n\nAll of them: [start](start.md). [Back](../README.md).\n")
        try site.write("Translations/README_ja.md", """
            # ウィジェット

            ![ヘッダー](../Assets/header.png)

            [English](../README.md)・[中文](README_zh.md)で読めます。[ガイド](../Guides/start.md)を[ガイド一覧](../Guides/)で参照してください。
            """)
        try site.write("Translations/README_zh.md", """
            # 小部件

            ![标题](../Assets/header.png)

            阅读[English](../README.md)或[日本語](README_ja.md)版本，参见[指南目录](../Guides)中的[指南](../Guides/start.md)。
            """)
        let report = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run()
        #expect(report.pages == 5, "the README and two guides in English, and the README's two translations")
        let found = report.diagnostics.filter { $0.id.hasPrefix("docgen.links.") || $0.id.hasPrefix("docgen.parity.") }
        #expect(found.isEmpty, "\(found.map { "\($0.file ?? "") \($0.message)" })")
        #expect(!report.diagnostics.contains { $0.file?.hasPrefix("./") == true }, "files at the root are named by their paths")
        let status = try #require(report.translations)
        for locale in ["ja", "zh"] { #expect(status.entry("README.md", locale: locale)?.state == .untracked) }
        // Built, each translation's links reach the pages and the image the English page has.
        let out = site.root.appendingPathComponent("_out")
        _ = try SiteBuild(root: site.root, out: out).run()
        let ja = try String(contentsOf: out.appendingPathComponent("ja/README/index.html"), encoding: .utf8)
        for href in ["src=\"../../en/Assets/header.png\"", "href=\"../../en/README/\"", "href=\"../../zh/README/\"", "href=\"../../ja/Guides/start/\"",
                     "href=\"../../ja/Guides/README/\""] {
            #expect(ja.contains(href), "\(href)")
        }
        // A file the translation names from its place that is not there is a missing file, named.
        try site.write("Translations/README_zh.md", try site.read("Translations/README_zh.md", in: site.root).replacing("header.png", with: "header.jpg"))
        let missing = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.rule == .linksMissingFile }
        #expect(missing.map(\.message) == ["'../Assets/header.jpg' links to a file that does not exist (Assets/header.jpg)"])
        #expect(missing.map(\.file) == ["Translations/README_zh.md"])
    }

    @Test("A page read in place links a file of its repository the site does not publish (../Sources/…): with editURL the link goes to the repository's view of it, without it is an error that says so; a file that is not there stays an error (en, ja, zh)")
    func repositoryFiles() throws {
        let site = try ScratchFolder()
        let config = """
            layout: mapped
            source: docs
            translations: "i18n/{locale}/{path}"
            locales: [en, ja, zh]

            """
        try site.write("docgen.yaml", config)
        try site.write("Sources/Kit/Plugin.swift", "public struct Plugin {}\n")
        try site.write("docs/plugins.md", "# Plugins\n\nThe plugin is in [Plugin.swift](../Sources/Kit/Plugin.swift).\n")
        try site.write("i18n/ja/plugins.md", "# プラグイン\n\nプラグインは[Plugin.swift](../../Sources/Kit/Plugin.swift)にあります。\n")
        try site.write("i18n/zh/plugins.md", "# 插件\n\n插件位于[Plugin.swift](../../Sources/Kit/Plugin.swift)。\n")
        let without = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.rule == .linksOutside }
        #expect(without.map(\.file) == ["docs/plugins.md", "i18n/ja/plugins.md", "i18n/zh/plugins.md"])
        #expect(without.allSatisfy { $0.message.contains("links to Sources/Kit/Plugin.swift, a file of the repository the site does not publish") && $0.fix?.message.contains("editURL") == true })
        try site.write("docgen.yaml", config + "editURL: https://github.com/org/kit/edit/main/\n")
        let with = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.id.hasPrefix("docgen.links.") || $0.id.hasPrefix("docgen.parity.") }
        #expect(with.isEmpty, "\(with.map(\.message))")
        let out = site.root.appendingPathComponent("_out")
        _ = try SiteBuild(root: site.root, out: out).run()
        for locale in ["en", "ja", "zh"] {
            let html = try String(contentsOf: out.appendingPathComponent("\(locale)/plugins/index.html"), encoding: .utf8)
            #expect(html.contains("href=\"https://github.com/org/kit/blob/main/Sources/Kit/Plugin.swift\""), "\(locale)")
        }
        // A file the repository does not have is no repository link.
        try site.write("i18n/zh/plugins.md", "# 插件\n\n插件位于[Plugin.swift](../../Sources/Kit/Missing.swift)。\n")
        let missing = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.rule == .linksOutside }
        #expect(missing.map(\.message) == ["'../../Sources/Kit/Missing.swift' points outside the locale folder"])
        #expect(SiteLinkRewriter.blobURL(of: "https://gitlab.com/org/kit/-/edit/main/") == "https://gitlab.com/org/kit/-/blob/main/")
        #expect(SiteLinkRewriter.blobURL(of: "https://docs.example.com/source/") == nil)
    }

    /// A DocC catalog, `Kit.docc`, translated into `i18n/<locale>/Kit.docc` (ja, zh).
    static func catalogSite() throws -> ScratchFolder {
        let site = try ScratchFolder()
        try site.write("docgen.yaml", """
            layout: mapped
            source: Kit.docc
            translations: "i18n/{locale}/Kit.docc/{path}"
            locales: [en, ja, zh]
            """)
        return site
    }

    @Test("In a DocC catalog an image is named by its file's name alone, found anywhere in the catalog (Images/repeat.png), a variant (@2x, ~dark) or no extension too; one that is nowhere is missing; outside a catalog the name must be the path (en, ja, zh)")
    func catalogResources() throws {
        let site = try Self.catalogSite()
        try site.write("Kit.docc/Images/repeat.png", "png")
        try site.write("Kit.docc/Images/banner~dark@2x.png", "png")
        try site.write("Kit.docc/Kit.md", "# ``Kit``\n\n![The output](repeat.png)\n\n![The banner](banner)\n\n![Gone](missing.png)\n")
        try site.write("i18n/ja/Kit.docc/Kit.md", "# ``Kit``\n\n![出力](repeat.png)\n\n![バナー](banner)\n\n![なし](missing.png)\n")
        try site.write("i18n/zh/Kit.docc/Kit.md", "# ``Kit``\n\n![输出](repeat.png)\n\n![横幅](banner)\n\n![缺失](missing.png)\n")
        let links = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.id.hasPrefix("docgen.links.") || $0.id.hasPrefix("docgen.parity.") }
        #expect(links.map { "\($0.file ?? "") \($0.location?.line ?? 0) \($0.id)" }
                == ["Kit.docc/Kit.md 7 docgen.links.missing-file", "i18n/ja/Kit.docc/Kit.md 7 docgen.links.missing-file",
                    "i18n/zh/Kit.docc/Kit.md 7 docgen.links.missing-file"])
        // Outside a catalog a file's name is no path.
        let plain = try ScratchFolder()
        try plain.write("content/en/guide.md", "# Guide\n\n![The output](repeat.png)\n")
        try plain.write("content/en/Images/repeat.png", "png")
        let missing = try SiteCheck(root: plain.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.rule == .linksMissingFile }
        #expect(missing.count == 1)
    }

    @Test("DocC's <doc:Article> links reach the page of that name in the same locale wherever it is, shown by its title; one to no article may be a symbol's, and is left as written (en, ja, zh)")
    func docLinks() throws {
        let site = try Self.catalogSite()
        let pages = [
            ("en", "Kit.docc", "Start with <doc:GettingStarted>, then <doc:GettingStarted#Installing>.", "Getting Started", "Installing", "Gone: <doc:Missing>."),
            ("ja", "i18n/ja/Kit.docc", "<doc:GettingStarted>から始め、<doc:GettingStarted#Installing>を読みます。", "はじめに", "Installing", "なし：<doc:Missing>。"),
            ("zh", "i18n/zh/Kit.docc", "从<doc:GettingStarted>开始，然后阅读<doc:GettingStarted#Installing>。", "入门", "Installing", "缺失：<doc:Missing>。"),
        ]
        for (_, folder, intro, title, heading, missing) in pages {
            try site.write("\(folder)/Kit.md", "# Kit\n\n\(intro)\n\n\(missing)\n")
            try site.write("\(folder)/Articles/GettingStarted.md", "# \(title)\n\n## \(heading)\n\nAdd the package.\n")
        }
        let found = try SiteCheck(root: site.root, cacheDirectory: TestModels.cache).run().diagnostics.filter { $0.id.hasPrefix("docgen.links.") }
        #expect(found.isEmpty, "\(found.map(\.message))")
        // Built, each locale links its own article, shown by its title; the other link stays as written.
        let out = site.root.appendingPathComponent("_out")
        _ = try SiteBuild(root: site.root, out: out).run()
        for (locale, _, _, title, _, _) in pages {
            let html = try String(contentsOf: out.appendingPathComponent("\(locale)/Kit/index.html"), encoding: .utf8)
            #expect(html.contains("<a href=\"../../\(locale)/Articles/GettingStarted/\">\(title)</a>"), "\(locale)")
            #expect(html.contains("<a href=\"../../\(locale)/Articles/GettingStarted/#installing\">\(title)</a>"), "\(locale)")
            #expect(html.contains("<a href=\"doc:Missing\">doc:Missing</a>"), "\(locale)")
        }
    }
}
