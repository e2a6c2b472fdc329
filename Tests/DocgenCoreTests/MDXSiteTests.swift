@testable import DocgenBuild
@testable import DocgenSite
import DocgenMarkdown
import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// `.mdx` pages in a site (Fixtures/sites/mdx: an English, a Japanese and a Chinese guide in
/// Docusaurus's and Starlight's MDX), built by the real build.
@Suite("MDX pages in a site", .serialized)
struct MDXSiteTests {
    @Test("guide.mdx is published at guide/ in every locale, like a Markdown page, and links reach it")
    func routes() throws {
        let site = try TemporarySite(fixture: "mdx")
        let report = try SiteBuild(root: site.root).run()
        #expect(report.pages == ["en": 2, "ja": 2, "zh": 2])
        #expect(report.fallbacks == ["ja": 1, "zh": 1])
        for locale in ["en", "ja", "zh"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("\(locale)/guide/index.html").path))
        }
        let home = try site.read("en/index.html")
        #expect(home.contains("href=\"../en/guide/#install-the-sdk\""))
        #expect(PageExtension.syntax(of: "a/b.mdx") == .mdx && PageExtension.syntax(of: "b.md") == .markdown && PageExtension.syntax(of: "b.mdxx") == nil)
        #expect(SiteIndex.route(key: "guides/setup.mdx", slug: nil) == "guides/setup/")
        #expect(SiteIndex.route(key: "index.mdx", slug: nil) == "")
    }

    @Test("Mintlify's <Tabs> of <Tab title=…> are tabs too, labelled by their titles (en, ja, zh); a look-alike <Tabbed> stays unknown")
    func mintlifyTabs() throws {
        let site = try TemporarySite(fixture: "mdx")
        let titles = ["en": ["Swift Package Manager", "CocoaPods"], "ja": ["Swift パッケージマネージャ", "CocoaPods を使う"],
                      "zh": ["Swift 包管理器", "使用 CocoaPods"]]
        for (locale, pair) in titles {
            try site.write("content/\(locale)/install.mdx", """
                ---
                title: Install
                ---

                <Tabs>
                <Tab title="\(pair[0])">

                Add the package.

                </Tab>
                <Tab title="\(pair[1])">

                Add the pod.

                </Tab>
                </Tabs>

                <Tabbed title="x">

                Kept.

                </Tabbed>
                """)
        }
        let report = try SiteBuild(root: site.root).run()
        for (locale, pair) in titles {
            let html = try site.read("\(locale)/install/index.html")
            #expect(html.contains("<div class=\"tabs\">\n<section class=\"tab-item\" data-value=\"\(pair[0])\"><p class=\"tab-label\">\(pair[0])</p>"), "\(locale)")
            #expect(html.contains("<section class=\"tab-item\" data-value=\"\(pair[1])\"><p class=\"tab-label\">\(pair[1])</p>"), "\(locale)")
        }
        let unknown = report.warnings.filter { $0.rule == .mdxUnknownComponent }.map { String($0.message.prefix { $0 != " " }) }
        #expect(!unknown.contains("<Tab>") && unknown.contains("<Tabbed>"))
    }

    @Test("Nextra's <Tabs items={[…]}> of <Tabs.Tab> are tabs labelled by the items in order (en, ja, zh); a tab's own content is another group")
    func nextraTabs() throws {
        let site = try TemporarySite(fixture: "mdx")
        let items = ["en": ["Swift Package Manager", "CocoaPods"], "ja": ["Swift パッケージマネージャ", "CocoaPods を使う"],
                     "zh": ["Swift 包管理器", "使用 \"CocoaPods\""]]
        for (locale, pair) in items {
            let list = "['\(pair[0])', \"\(pair[1].replacingOccurrences(of: "\"", with: "\\\""))\"]"
            try site.write("content/\(locale)/install.mdx", """
                ---
                title: Install
                ---
                import { Tabs } from 'nextra/components'

                <Tabs storageKey="package-manager" items={\(list)}>
                  <Tabs.Tab>
                    Add the package.

                    <Tabs items={['Xcode']}>
                      <Tabs.Tab>
                        In Xcode.
                      </Tabs.Tab>
                    </Tabs>
                  </Tabs.Tab>
                  <Tabs.Tab>
                    Add the pod.
                  </Tabs.Tab>
                </Tabs>

                <Tabs items={names}>
                  <Tabs.Tab>
                    Labelled by a variable: no label.
                  </Tabs.Tab>
                </Tabs>
                """)
        }
        let report = try SiteBuild(root: site.root).run()
        for (locale, pair) in items {
            let html = try site.read("\(locale)/install/index.html")
            let escaped = pair.map { $0.replacingOccurrences(of: "\"", with: "&quot;") }
            #expect(html.contains("<div class=\"tabs\" data-group-id=\"package-manager\">\n<section class=\"tab-item\" data-value=\"\(escaped[0])\"><p class=\"tab-label\">\(escaped[0])</p>"), "\(locale)")
            #expect(html.contains("<section class=\"tab-item\" data-value=\"\(escaped[1])\"><p class=\"tab-label\">\(escaped[1])</p>"), "\(locale)")
            #expect(html.contains("<section class=\"tab-item\" data-value=\"Xcode\"><p class=\"tab-label\">Xcode</p>"), "\(locale): the inner group's own label")
            #expect(html.contains("<section class=\"tab-item\">\n"), "\(locale): a variable gives no label")
        }
        #expect(!report.warnings.contains { $0.rule == .mdxUnknownComponent && $0.message.hasPrefix("<Tabs.Tab>") })
        #expect(MDXComponents.tabItemLabels([JSXAttribute(name: "items", value: .expression(" [ 'a, b' , \"c\\\"d\" ] "), location: .init(line: 1, column: 1))])
                == ["a, b", "c\"d"])
        #expect(MDXComponents.tabItemLabels([JSXAttribute(name: "items", value: .expression("['a', b]"), location: .init(line: 1, column: 1))]) == nil)
    }

    @Test("ESM and expressions leave nothing; tabs are labelled sections, admonitions docgen's own")
    func components() throws {
        let site = try TemporarySite(fixture: "mdx")
        _ = try SiteBuild(root: site.root).run()
        let en = try site.read("en/guide/index.html")
        #expect(!en.contains("import Tabs") && !en.contains("export const") && !en.contains("not evaluated"))
        // docgen.js makes the sections tabs: the group id syncs them, the value is what is
        // synced and remembered, `default` is the tab shown first.
        #expect(en.contains("<div class=\"tabs\" data-group-id=\"package-manager\">\n<section class=\"tab-item\" data-value=\"npm\" data-default><p class=\"tab-label\">npm</p>"))
        // A TabItem without a label shows its value, as Docusaurus does.
        #expect(en.contains("<section class=\"tab-item\" data-value=\"yarn\"><p class=\"tab-label\">yarn</p>"))
        #expect(en.contains("<aside class=\"admonition admonition-note\" role=\"note\"><p class=\"admonition-title\">Note</p>"))
        #expect(en.contains("<aside class=\"admonition admonition-tip\" role=\"note\"><p class=\"admonition-title\">Pin the version</p>"))
        #expect(en.contains("Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop the server."))
        #expect(en.contains("<details>\n<summary>Why Node 18?</summary>\n<p>It ships <code>fetch</code>.</p>\n</details>"))
        // An unknown component is its children: the link inside <Card> is rewritten.
        #expect(en.contains("<p>Read the <a href=\"../../en/\">home page</a>.</p>"))
        #expect(!en.contains("Card") && !en.contains("YouTube"))

        let ja = try site.read("ja/guide/index.html")
        #expect(ja.contains("<p class=\"tab-label\">npm を使う</p>") && ja.contains("<p class=\"tab-label\">yarn を使う</p>"))
        // Without a groupId the group stands alone.
        #expect(ja.contains("<div class=\"tabs\">\n"))
        #expect(ja.contains("<p>SDK には Node 18 以降が必要です。</p>"))
        // Docusaurus's <Details> is <details>, its `summary` attribute the summary.
        #expect(ja.contains("<details>\n<summary>なぜ Node 18 なのか</summary>\n<p><code>fetch</code> が組み込まれているからです。</p>\n</details>"))
        let zh = try site.read("zh/guide/index.html")
        // Starlight's tabs have labels alone: the label is the value.
        #expect(zh.contains("<section class=\"tab-item\" data-value=\"npm\"><p class=\"tab-label\">npm</p>"))
        #expect(zh.contains("<aside class=\"admonition admonition-caution\" role=\"note\"><p class=\"admonition-title\">注意</p>"))
        #expect(zh.contains("<h2 id=\"install-the-sdk\">安装 SDK"))
    }

    @Test("A page's Markdown copy leaves out its import and export statements, one line or several, and keeps a code block's Swift import (en, ja, zh)")
    func markdownCopyWithoutESM() throws {
        let site = try TemporarySite(fixture: "mdx")
        let heading = ["en": "Imports", "ja": "インポート", "zh": "导入"]
        for (locale, title) in heading {
            try site.write("content/\(locale)/esm.mdx", """
                ---
                title: \(title)
                ---
                import Tabs from '@theme/Tabs';
                import {
                  TabItem,
                  Card as Box,
                } from "@site/src/components";
                export const meta = {
                  level: 2,
                };

                \(title): `import` is written so in Swift.

                ```swift
                import ExampleKit
                ```

                """)
        }
        _ = try SiteBuild(root: site.root).run()
        for (locale, title) in heading {
            let copy = try site.read("\(locale)/esm/index.md")
            #expect(copy == "# \(title)\n\n\(title): `import` is written so in Swift.\n\n```swift\nimport ExampleKit\n```\n", "\(locale): \(copy)")
        }
    }

    @Test("An unknown component is a warning naming it at its line; invalid MDX is an error at its place")
    func diagnostics() throws {
        let site = try TemporarySite(fixture: "mdx")
        let report = try SiteBuild(root: site.root).run()
        let unknown = report.warnings.filter { $0.rule == .mdxUnknownComponent }
            .map { "\($0.file ?? ""):\($0.location?.description ?? "") \($0.message.prefix { $0 != " " })" }
        #expect(unknown == ["content/en/guide.mdx:40:1 <YouTube>", "content/en/guide.mdx:42:1 <Card>", "content/zh/guide.mdx:24:1 <Badge>"])

        try site.write("content/ja/broken.mdx", "# 壊れた\n\n<Tabs>\n<TabItem label=\"a\">\n\nA\n\n</TabItem>\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a page with an unclosed <Tabs> built")
        } catch {
            let unclosed = try #require(error.diagnostics.first { $0.rule == .mdxUnclosedTag })
            #expect(unclosed.file == "content/ja/broken.mdx")
            #expect(unclosed.location == SourceLocation(line: 3, column: 1))
        }
    }

    @Test("components: in docgen.yaml: unwrap publishes the children, drop nothing, and neither is warned of")
    func configuredComponents() throws {
        let site = try TemporarySite(fixture: "mdx")
        let yaml = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        try site.write("docgen.yaml", yaml + "components:\n  Card: drop\n  YouTube: unwrap\n  Badge: {model: sdk4}\n")
        let report = try SiteBuild(root: site.root).run()
        #expect(!report.warnings.contains { $0.rule == .mdxUnknownComponent }, "\(report.warnings.map(\.message))")
        let en = try site.read("en/guide/index.html")
        #expect(!en.contains("home page"), "the dropped <Card>'s link is gone")
        let zh = try site.read("zh/guide/index.html")
        #expect(!zh.contains("Badge"))

        // A build that fails prints its warnings folded the same way: none for configured names.
        try site.write("content/en/broken.md", "# Broken\n\nSee [nothing](missing.md).\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("a page with a missing link built")
        } catch {
            #expect(error.diagnostics.contains { $0.rule == .linksBroken }, "\(error.diagnostics.map(\.id))")
            #expect(!error.diagnostics.contains { $0.rule == .mdxUnknownComponent }, "\(error.diagnostics.map(\.message))")
        }
    }

    @Test("An unconfigured component is one warning for the site, at its first place, with the count")
    func unknownOncePerName() throws {
        let site = try TemporarySite(fixture: "mdx")
        try site.write("content/ja/extra.mdx", "# 追加\n\n<Badge text=\"新\" />\n\n<Badge text=\"新\" />\n\n<YouTube id=\"x\" />\n")
        let report = try SiteBuild(root: site.root).run()
        let unknown = report.warnings.filter { $0.rule == .mdxUnknownComponent }
        #expect(unknown.map { "\($0.file ?? ""):\($0.location?.description ?? "")" }
                == ["content/en/guide.mdx:40:1", "content/en/guide.mdx:42:1", "content/ja/extra.mdx:3:1"])
        #expect(unknown[0].message.hasPrefix("<YouTube>") && unknown[0].message.contains("(2 places on the site, the first here)"))
        #expect(unknown[1].message.hasPrefix("<Card>") && !unknown[1].message.contains("places"))
        #expect(unknown[2].message.hasPrefix("<Badge>") && unknown[2].message.contains("(3 places on the site, the first here)"))
    }

    @Test("A bad components: value is an error at the value in docgen.yaml")
    func badComponents() throws {
        for (yaml, line, column, words) in [("components:\n  Card: hide\n", 2, 9, "must be unwrap, drop, {model: NAME} or {partial: NAME}"),
                                            ("components:\n  Zoom: wrap\n", 2, 9, "'Zoom' under 'components' must be unwrap"),
                                            ("components:\n  Card: {modle: sdk4}\n", 2, 10, "must be unwrap, drop, {model: NAME} or {partial: NAME}"),
                                            ("components:\n  Note: {partial: ../note}\n", 2, 19, "the partial of 'Note' must be a partial's name"),
                                            ("components: drop\n", 1, 13, "'components' must map")] {
            let node = try YAMLReader.read(yaml)
            do throws(DiagnosticsError) {
                _ = try SiteConfig.parse(node)
                Issue.record("\(yaml) parsed")
            } catch {
                let found = try #require(error.diagnostics.first)
                #expect(found.location == SourceLocation(line: line, column: column) && found.message.contains(words), "\(yaml): \(found.location?.description ?? "") \(found.message)")
            }
        }
    }

    @Test("A link names a page's file in either syntax: setup.md reaches setup.mdx")
    func alternateLinks() throws {
        let site = try TemporarySite(fixture: "mdx")
        try site.write("content/ja/index.md", "# ホーム\n\n[ガイド](guide.md)\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("ja/index.html").contains("<a href=\"../ja/guide/\">ガイド</a>"))
    }

    @Test("components: {partial: NAME} renders the component with the site's template partial, given its attributes and rendered children")
    func templatePartial() throws {
        let site = try TemporarySite(fixture: "mdx")
        let yaml = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        try site.write("docgen.yaml", yaml + "components:\n  Card: {partial: card}\n")
        try site.write("templates/partials/card.html",
                       "<div class=\"card\" data-title=\"{{ component.attributes.title }}\">{{ component.children }}</div>\n")
        let report = try SiteBuild(root: site.root).run()
        let en = try site.read("en/guide/index.html")
        #expect(en.contains("<div class=\"card\" data-title=\"Next\"><p>Read the <a href=\"../../en/\">home page</a>.</p>\n</div>"), "\(en)")
        // The look-alike left unconfigured is still its children, with its warning.
        #expect(report.warnings.contains { $0.rule == .mdxUnknownComponent && $0.message.hasPrefix("<YouTube>") })
        #expect(!report.warnings.contains { $0.rule == .mdxUnknownComponent && $0.message.hasPrefix("<Card>") })
    }

    @Test("A {partial: NAME} whose template is not there is an error at its entry in docgen.yaml")
    func missingTemplatePartial() throws {
        let site = try TemporarySite(fixture: "mdx")
        let yaml = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        try site.write("docgen.yaml", yaml + "components:\n  Card: {partial: crad}\n")
        try site.write("templates/partials/card.html", "<div>{{ component.children }}</div>\n")
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("built with a missing template partial")
        } catch {
            let found = try #require(error.diagnostics.first { $0.rule == .configMissingTemplatePartial })
            #expect(found.file == "docgen.yaml" && found.location?.line == yaml.split(separator: "\n").count + 2)
            #expect(found.message.contains("templates/partials/crad.html"))
        }
    }

    @Test("A components: entry naming a component docgen renders itself is a warning at the entry, and the component renders as ever")
    func builtinComponentEntry() throws {
        let site = try TemporarySite(fixture: "mdx")
        let yaml = try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)
        try site.write("docgen.yaml", yaml + "components:\n  Tabs: drop\n  TabPanel: drop\n")
        let report = try SiteBuild(root: site.root).run()
        let builtin = report.warnings.filter { $0.rule == .configBuiltinComponent }
        #expect(builtin.count == 1)
        #expect(builtin.first?.message.hasPrefix("<Tabs>") == true && builtin.first?.location?.line == yaml.split(separator: "\n").count + 2)
        #expect(try site.read("en/guide/index.html").contains("<div class=\"tabs\" data-group-id=\"package-manager\">"))
    }
}
