import DocgenTestSupport
import Foundation
import Testing

@Suite("docgen translated and the translation report of docgen check", .serialized)
struct TranslatedCommandTests {
    /// A copy of the translations fixture whose config points at the repository's SDK 4 model.
    func site() throws -> ScratchFolder {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/translations", withExtension: nil)))
        let model = DocgenProcess.repository.appendingPathComponent("models/sdk4").path
        try "models:\n  sdk4: \(model)\n".write(to: site.url.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        return site
    }

    func read(_ site: ScratchFolder, _ path: String) throws -> String {
        try String(contentsOf: site.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("It writes the English page's hashes into the front matter and nothing else; a second run changes nothing")
    func marks() throws {
        let site = try site()
        let before = try read(site, "content/ja/guide.md")
        let result = try DocgenProcess.run(["translated", "content/ja/guide.md"], in: site.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("content/ja/guide.md: recorded content/en/guide.md at "))
        #expect(result.stdout.hasSuffix(" (2 sections)\n"))
        let after = try read(site, "content/ja/guide.md")
        let added = after.split(separator: "\n").filter { !before.split(separator: "\n").contains($0) }
        #expect(added.first == "source:" && added.count == 7)  // source, hash, sections, _title, _intro, restore, errors
        #expect(added.contains { $0.hasPrefix("    restore: ") } && added.contains { $0.hasPrefix("    errors: ") })
        #expect(after.replacingOccurrences(of: added.joined(separator: "\n") + "\n", with: "") == before)

        // From elsewhere, a relative path is the site root's.
        let again = try DocgenProcess.run(["translated", "--root", site.url.path, "content/ja/guide.md"], in: FileManager.default.temporaryDirectory)
        #expect(again.status == 0)
        #expect(again.stdout.contains("already records content/en/guide.md as it is"))
        #expect(try read(site, "content/ja/guide.md") == after)
    }

    @Test("Files that are not translations are errors (exit 1); no file is a usage error (64)")
    func errors() throws {
        let site = try site()
        let english = try DocgenProcess.run(["translated", "content/en/guide.md", "content/ja/guide.md"], in: site.url)
        #expect(english.status == 1)
        #expect(english.stderr.contains("content/en/guide.md: error: 'content/en/guide.md' is in the default locale 'en'"))
        #expect(english.stdout.contains("content/ja/guide.md: recorded"))  // the others are still marked
        let none = try DocgenProcess.run(["translated"], in: site.url)
        #expect(none.status == 64)
        #expect(none.stderr.contains("Error: name the translations to record"))
        #expect(none.stderr.contains("Usage: docgen translated [--root DIR] FILE..."))
    }

    @Test("check reports each page's state, a table of the pages behind and a line per locale; an edit to English makes translations outdated")
    func report() throws {
        let site = try site()
        let untracked = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(untracked.status == 0)
        #expect(untracked.stdout.hasSuffix("ja: 0 up to date, 2 untracked; zh: 0 up to date, 1 untracked, 1 missing\n"))
        #expect(untracked.stdout.contains("[docgen.translation.untracked]"))

        #expect(try DocgenProcess.run(["translated", "content/ja/index.md", "content/ja/guide.md", "content/zh/index.md"], in: site.url).status == 0)
        let marked = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(marked.stdout.contains("content/en/guide.md: note: not translated into zh: zh readers get this page with a 'not yet translated' notice [docgen.translation.missing]"))
        #expect(marked.stdout.contains("Translations not up to date:\n  page      ja          zh\n  guide.md  up to date  missing\n"))
        #expect(marked.stdout.hasSuffix("0 errors, 0 warnings\nja: 2/2 up to date; zh: 1 up to date, 1 missing\n"))

        let english = site.url.appendingPathComponent("content/en/guide.md")
        try (try String(contentsOf: english, encoding: .utf8)).replacingOccurrences(of: "Errors are reported too.", with: "Errors are reported with a code.")
            .write(to: english, atomically: true, encoding: .utf8)
        let outdated = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(outdated.status == 0)
        #expect(outdated.stdout.contains("content/ja/guide.md:4:1: warning: translates an older revision of content/en/guide.md; changed since: 'Errors' [docgen.translation.outdated]"))
        #expect(outdated.stdout.contains("content/ja/guide.md:17:1: note: 'エラー' translates it"))
        #expect(outdated.stdout.hasSuffix("ja: 1 up to date, 1 outdated; zh: 1 up to date, 1 missing\n"))
        #expect(try DocgenProcess.run(["check", "--root", site.url.path, "--warnings-as-errors"]).status == 1)

        let json = try DocgenProcess.run(["check", "--root", site.url.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["id"] as? String == "docgen.translation.outdated" })
        let translations = try #require(object["translations"] as? [[String: Any]])
        #expect(translations.count == 4)
        let guide = try #require(translations.first { $0["page"] as? String == "guide.md" && $0["locale"] as? String == "ja" })
        #expect(guide["state"] as? String == "outdated")
        #expect(guide["file"] as? String == "content/ja/guide.md")
        #expect(guide["changedSections"] as? [String] == ["errors"])
        let missing = try #require(translations.first { $0["page"] as? String == "guide.md" && $0["locale"] as? String == "zh" })
        #expect(missing["state"] as? String == "missing")
        #expect(missing["file"] is NSNull)
    }
}
