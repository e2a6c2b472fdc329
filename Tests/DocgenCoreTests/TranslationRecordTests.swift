@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSearch
@testable import DocgenSite
@testable import DocgenSupport
import DocgenSwift
import DocgenTestSupport
import Foundation
import Testing

/// Revisions of an English page, the `source:` record a translation keeps, and the command
/// that writes it.
@Suite("Translation records")
struct TranslationRecordTests {
    static let records = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/records")

    func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.records.appendingPathComponent(name), encoding: .utf8)
    }

    func revision(_ text: String) throws -> PageRevision {
        let file = ContentFile(locale: "en", path: "page.md", displayPath: "content/en/page.md", absolutePath: "/page.md")
        let (page, problems) = ParsedPage.parse(text, file: file)
        #expect(problems.isEmpty)
        return try #require(page).revision
    }

    // MARK: Revisions

    @Test("A revision hashes the title, the introduction and each ##/### section by its heading id")
    func sections() throws {
        let revision = try revision(try fixture("original.md"))
        // `## Not a heading` inside the code block is code, not a section.
        #expect(revision.sections.map(\.id) == ["_title", "_intro", "purchases", "restore", "errors"])
        #expect(revision.sections.map(\.title) == ["", "", "Purchases", "Restore", "Errors"])
        #expect(revision.hash.count == 16 && revision.sections.allSatisfy { $0.hash.count == 16 })
    }

    @Test("Trailing spaces and extra blank lines change nothing")
    func whitespace() throws {
        let text = try fixture("original.md")
        let resaved = text.replacingOccurrences(of: "required.\n", with: "required.   \n\n\n")
        #expect(try revision(resaved) == revision(text))
    }

    @Test("A change names its section: the title, the introduction, a heading's section", arguments: [
        ("title: Purchases", "title: Purchases and restores", "_title"),
        ("description: How purchases end.", "description: How they end.", "_title"),
        ("A purchase ends in one", "Every purchase ends in one", "_intro"),
        ("let x = 1", "let x = 2", "purchases"),
        ("A restore ends the same way.", "A restore ends differently.", "restore"),
    ])
    func change(old: String, new: String, section: String) throws {
        let text = try fixture("original.md")
        let before = try revision(text)
        let after = try revision(text.replacingOccurrences(of: old, with: new))
        #expect(after.hash != before.hash)
        #expect(after.changes(since: before) == [.init(id: section, title: section.hasPrefix("_") ? "" : after.sections.first { $0.id == section }!.title, kind: .changed)])
    }

    @Test("Added, removed and renamed sections; a section added before a renamed one does not hide the rename")
    func structure() throws {
        let text = try fixture("original.md")
        let before = try revision(text)
        let after = try revision(text
            .replacingOccurrences(of: "### Restore", with: "### Pending\n\nLater.\n\n### Restore")
            .replacingOccurrences(of: "## Errors", with: "## Failures"))
        #expect(after.changes(since: before) == [
            .init(id: "pending", title: "Pending", kind: .added),
            .init(id: "failures", title: "Failures", kind: .changed, formerID: "errors"),
        ])
        let removed = try revision(text.replacingOccurrences(of: "### Restore\n\nA restore ends the same way.\n", with: ""))
        // Purchases now runs on to Errors, but its own text is what it was.
        #expect(removed.changes(since: before) == [.init(id: "restore", title: "restore", kind: .removed)])
        // A record written by hand with no section hashes: something changed, nobody knows where.
        #expect(after.changes(since: PageRevision(hash: "0", sections: [])).isEmpty)
    }

    // MARK: The record in front matter

    func updated(_ text: String, with revision: PageRevision) throws -> String {
        String(decoding: try #require(TranslationRecordEditor.updating(Array(text.utf8), with: revision)), as: UTF8.self)
    }

    let sample = PageRevision(hash: "0123456789abcdef", sections: [
        .init(id: "_title", hash: "aaaaaaaaaaaaaaaa"), .init(id: "購入と復元概要", hash: "bbbbbbbbbbbbbbbb"),
        .init(id: "true", hash: "cccccccccccccccc"), .init(id: "-x:y", hash: "dddddddddddddddd"),
    ])

    @Test("The record is added before the closing line; every other byte stays")
    func insert() throws {
        let text = try fixture("insert.md")
        let out = try updated(text, with: sample)
        #expect(out.replacingOccurrences(of: TranslationRecordEditor.yaml(sample), with: "") == text)
        #expect(out.contains("tags: [events, flows]\nsource:\n  hash: 0123456789abcdef\n"))
        #expect(out.contains("    購入と復元概要: bbbbbbbbbbbbbbbb\n    \"true\": cccccccccccccccc\n    \"-x:y\": dddddddddddddddd\n---\n"))
    }

    @Test("An existing record is replaced, block or flow style, and the keys after it stay", arguments: ["replace.md", "flow.md"])
    func replace(name: String) throws {
        let text = try fixture(name)
        let out = try updated(text, with: sample)
        #expect(!out.contains("1111111111111111"))
        #expect(out.contains(TranslationRecordEditor.yaml(sample)))
        // Without the record, the file is what it was without its old one.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("source:") })
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix(" ") { end += 1 }
        let without = (lines[..<start] + lines[end...]).joined(separator: "\n")
        #expect(out.replacingOccurrences(of: TranslationRecordEditor.yaml(sample), with: "") == without)
        // And docgen reads it back.
        let source = try PageParts(text: out, file: name).frontMatter.source
        #expect(source == PageRevision(hash: sample.hash, sections: sample.sections))
    }

    @Test("A page without front matter gets one holding only the record")
    func noFrontMatter() throws {
        let text = try fixture("none.md")
        let out = try updated(text, with: sample)
        #expect(out == "---\n" + TranslationRecordEditor.yaml(sample) + "---\n" + text)
    }

    @Test("CRLF line ends and a byte-order mark are kept")
    func crlf() throws {
        let text = "\u{FEFF}" + (try fixture("insert.md")).replacingOccurrences(of: "\n", with: "\r\n")
        let bytes = try #require(TranslationRecordEditor.updating(Array(text.utf8), with: sample))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let out = String(decoding: bytes, as: UTF8.self)
        #expect(!out.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(out.replacingOccurrences(of: TranslationRecordEditor.yaml(sample).replacingOccurrences(of: "\n", with: "\r\n"), with: "") == text)
    }

    @Test("Front matter that never closes is refused")
    func unclosed() throws {
        #expect(TranslationRecordEditor.updating(Array(try fixture("unclosed.md").utf8), with: sample) == nil)
    }

    @Test("A 'source' that is not a record is a front-matter error", arguments: [
        "---\nsource: 42\n---\n", "---\nsource: {sections: {a: b}}\n---\n", "---\nsource: {hash: a, sections: [x]}\n---\n",
        "---\nsource: {hash: a, extra: b}\n---\n",
    ])
    func badRecord(text: String) {
        #expect(throws: DiagnosticsError.self) { try PageParts(text: text, file: "x.md") }
    }

    // MARK: docgen translated

    @Test("Marking a translation records its English page; editing the English makes it outdated, naming the section")
    func markAndChange() throws {
        let site = try TemporarySite(fixture: "basic")
        let marker = TranslationMarker(root: site.root)
        let translation = site.root.appendingPathComponent("content/ja/guides/setup.md")
        let before = try String(contentsOf: translation, encoding: .utf8)
        let outcome = try marker.mark(translation)
        #expect(outcome.changed && outcome.file == "content/ja/guides/setup.md" && outcome.source == "content/en/guides/setup.md")
        let after = try String(contentsOf: translation, encoding: .utf8)
        #expect(after != before && after.hasSuffix(before.split(separator: "---\n", maxSplits: 2).last.map(String.init) ?? ""))
        #expect(try marker.mark(translation).changed == false)  // already current: the file is left alone

        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("ja/translation-status/index.html").contains("<td class=\"status-up-to-date\"><a href=\"../../ja/guides/setup/\">"))

        let english = site.root.appendingPathComponent("content/en/guides/setup.md")
        try (try String(contentsOf: english, encoding: .utf8)).replacingOccurrences(of: "Same heading twice", with: "The same heading twice")
            .write(to: english, atomically: true, encoding: .utf8)
        _ = try SiteBuild(root: site.root).run()
        let status = try site.read("en/translation-status/index.html")
        #expect(status.contains("<td class=\"status-outdated\"><a href=\"../../ja/guides/setup/\"><span class=\"badge\">Outdated</span></a>"))
        #expect(status.contains("<li><a href=\"../../en/guides/setup/#install-the-sdk-1\">Install the SDK</a></li>"))
    }

    @Test("Only a translation whose English page exists can be marked", arguments: [
        ("content/en/guides/setup.md", "docgen.translation.not-a-translation"),
        ("content/ja/guides/renamed.md", "docgen.translation.orphan"),
        ("docgen.yaml", "docgen.translation.not-a-translation"),
    ])
    func markErrors(path: String, id: String) throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/ja/guides/renamed.md", "---\ntitle: 改名\n---\n")
        #expect(throws: DiagnosticsError.self) { try TranslationMarker(root: site.root).mark(site.root.appendingPathComponent(path)) }
        do {
            _ = try TranslationMarker(root: site.root).mark(site.root.appendingPathComponent(path))
        } catch {
            #expect(error.diagnostics.map(\.id) == [id])
        }
    }
}
