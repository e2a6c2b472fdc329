import DocgenTestSupport
import Foundation
import Testing

/// A Docusaurus and a Starlight repository as teams keep them (Fixtures/repos: en, ja and zh;
/// imports, Tabs, Details, a partial, links by doc id and by URL, heading ids written and
/// escaped, translations without blank lines after tags, one page documenting two versions of
/// an SDK through `components: {SinceV2: {model: lamp2}, BeforeV2: {model: lamp1}}`), run
/// through the built binary as CI runs it.
///
/// The drift planted in them is marked where it is: `{/* expect: RULE */}` in text and table
/// cells, `// expect: RULE` in code, `expect+1: RULE` for the line after (in front matter, a
/// YAML comment before `source:`). `docgen check` must report exactly those: every marker,
/// and nothing else.
@Suite("Docusaurus and Starlight repositories, checked and built in place", .serialized)
struct InPlaceRepositoryTests {
    static let repositories = ["docusaurus", "starlight"]

    /// A copy of Fixtures/repos (the repositories and the SDKs their docgen.yaml names).
    static func copy() throws -> URL {
        let source = try #require(Bundle.module.url(forResource: "Fixtures/repos", withExtension: nil))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-repos-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: scratch)
        return scratch
    }

    /// `relative-path:line rule` for every marker in the repository's pages and partials.
    static func planted(in root: URL) throws -> Set<String> {
        var expected = Set<String>()
        for path in try pages(in: root) {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (marker, offset) in [("expect+1:", 1), ("expect:", 0)] {
                    guard let range = line.range(of: marker) else { continue }
                    let rules = line[range.upperBound...].prefix { $0 != "*" && $0 != "}" }
                        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    for rule in rules { expected.insert("\(path):\(index + 1 + offset) \(rule)") }
                    break
                }
            }
        }
        return expected
    }

    /// Every `.md` and `.mdx` file of a repository, relative to it.
    static func pages(in root: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") || $0.hasSuffix(".mdx") }.sorted()
    }

    /// `relative-path:line rule` of every error and warning `docgen check --format json` reports.
    static func reported(_ result: DocgenProcess.Result) throws -> Set<String> {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        return Set(diagnostics.compactMap { d -> String? in
            guard let severity = d["severity"] as? String, severity == "error" || severity == "warning",
                  let file = d["file"] as? String, let id = d["id"] as? String else { return nil }
            return "\(file):\(d["line"] as? Int ?? 0) \(id)"
        })
    }

    /// Every file under `root` with its bytes, to see that a command wrote nothing there.
    static func snapshot(_ root: URL) throws -> [String: Data] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [String: Data] = [:]
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    /// `docgen check --format json` of the repository at `root` (in the copy `scratch`): exactly
    /// its planted drift, some of it in ja and zh, and nothing written into the copy.
    static func expectPlantedDrift(in root: URL, scratch: URL) throws -> DocgenProcess.Result {
        let expected = try planted(in: root)
        for locale in ["ja", "zh"] {
            #expect(expected.contains { $0.contains("/\(locale)") }, "\(root.lastPathComponent) plants nothing in \(locale)")
        }
        let before = try snapshot(scratch)
        let result = try DocgenProcess.run(["check", "--root", root.path, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let found = try reported(result)
        #expect(found.subtracting(expected).isEmpty, "reported without a marker: \(found.subtracting(expected).sorted())")
        #expect(expected.subtracting(found).isEmpty, "marked but not reported: \(expected.subtracting(found).sorted())")
        #expect(try snapshot(scratch) == before, "check changed the repository")
        return result
    }

    @Test("docgen check reports exactly the planted drift, in en, ja and zh, and writes nothing into the repository",
          arguments: repositories)
    func plantedDrift(repository: String) throws {
        let scratch = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try Self.expectPlantedDrift(in: scratch.appendingPathComponent(repository), scratch: scratch)
        // The ja table's `lamp(_:didFail:)` row agrees with the model where the English one does
        // not: its parity finding is a note, without the fix that would copy the mistake.
        let notes = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])["diagnostics"]
            as? [[String: Any]] ?? []
        #expect(notes.contains { $0["id"] as? String == "docgen.parity.table" && $0["severity"] as? String == "note"
            && ($0["file"] as? String)?.contains("/ja/") == true && $0["fix"] == nil }, "\(repository): no parity note in ja")
    }

    @Test("An edit of an English partial makes the translations of the pages that include it outdated, naming it; translated records it again")
    func partialEditOutdatesTranslations() throws {
        let scratch = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("docusaurus")
        let partial = root.appendingPathComponent("docs/guides/_troubleshooting.mdx")
        try (try String(contentsOf: partial, encoding: .utf8) + "\nRestart the lamp if it stays unreachable.\n")
            .write(to: partial, atomically: true, encoding: .utf8)
        let outdated = { () throws -> [String] in
            let result = try DocgenProcess.run(["check", "--root", root.path, "--format", "json"])
            return try Self.reported(result).filter { $0.hasSuffix("docgen.translation.outdated") }.sorted()
        }
        let ja = "i18n/ja/docusaurus-plugin-content-docs/current/guides/delegate.mdx"
        let zh = "i18n/zh/docusaurus-plugin-content-docs/current/guides/delegate.mdx"
        // The zh intro is outdated as planted; both delegate translations now are too.
        #expect(try outdated() == ["\(ja):5 docgen.translation.outdated", "\(zh):5 docgen.translation.outdated",
                                   "i18n/zh/docusaurus-plugin-content-docs/current/intro.mdx:8 docgen.translation.outdated"])
        let human = try DocgenProcess.run(["check", "--root", root.path])
        #expect(human.stdout.contains("changed since: the partial docs/guides/_troubleshooting.mdx"), "\(human.stdout)")
        // The partial of the page itself (not its Japanese partial) is what a Japanese page records.
        let recorded = try DocgenProcess.run(["translated", ja], in: root)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try outdated() == ["\(zh):5 docgen.translation.outdated",
                                   "i18n/zh/docusaurus-plugin-content-docs/current/intro.mdx:8 docgen.translation.outdated"])
    }

    @Test("docgen build publishes every page with nothing of MDX or of docgen's own passes left in the HTML",
          arguments: repositories)
    func buildLeaksNothing(repository: String) throws {
        let scratch = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent(repository)
        let out = scratch.appendingPathComponent("site-\(repository)")
        let result = try DocgenProcess.run(["build", "--root", root.path, "--out", out.path, "--quiet"])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("docgen.mdx.unknown-component"), "\(result.stderr)")
        let html = try #require(FileManager.default.enumerator(atPath: out.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(html.count >= 6, "\(html)")
        #expect(!html.contains { $0.contains("troubleshooting") }, "a partial is no page: \(html)")
        let leaks = ["import ", "{/*", "\\{#", "{#", "<Tabs", "<TabItem", "&lt;Tabs", "&lt;TabItem", "<SinceV2", "<BeforeV2",
                     "&lt;SinceV2", "<Troubleshooting", "&lt;Troubleshooting", "<Zoom", "<Details", "docgen:", "docgen-mdx"]
        for page in html {
            let text = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            // The page's text: not its code (`import LampKit` is a sample's), scripts or styles.
            let body = text.replacingOccurrences(of: "<script[^>]*>[\\s\\S]*?</script>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "<style[^>]*>[\\s\\S]*?</style>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "<pre[^>]*>[\\s\\S]*?</pre>", with: "", options: .regularExpression)
            for leak in leaks where body.contains(leak) {
                Issue.record("\(repository)/\(page) contains \(leak)")
            }
            // Every image is published where the page's relative URL leads (a static folder's
            // file at the site's root).
            for match in text.matches(of: /<img src="([^"]+)"/) {
                let source = String(match.1)
                #expect(!source.hasPrefix("/"), "\(repository)/\(page): an absolute image URL \(source)")
                let file = out.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(source).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: file.path), "\(repository)/\(page): \(source) leads to nothing")
            }
        }
    }
}
