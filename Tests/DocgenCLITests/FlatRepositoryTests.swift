import Foundation
import Testing

/// An Astro repository with its own routing (Fixtures/repos/flat): pages in
/// `src/content/docs/<platform>/`, published at `/docs/<file name>` (`urls: flat`), each
/// translation at `src/locales/<locale>/<file name>.mdx` (`translations: "…/{name}.mdx"` of
/// `layout: mapped`), in ja and zh; links written by name, with and without `.md`, as such a
/// site's writers write them. Drift is planted with `expect:` markers, as in the Docusaurus and
/// Starlight repositories (`InPlaceRepositoryTests`).
@Suite("A repository that publishes pages by name, checked and built in place", .serialized)
struct FlatRepositoryTests {
    /// A copy of Fixtures/repos and the flat repository in it.
    static func copy() throws -> (scratch: URL, root: URL) {
        let scratch = try InPlaceRepositoryTests.copy()
        return (scratch, scratch.appendingPathComponent("flat"))
    }

    /// The planted broken links and the orphan, which stop a build, left out.
    static func removeBuildStoppers(_ root: URL) throws {
        for path in ["src/content/docs/ios/setup.mdx", "src/locales/ja/setup.mdx"] {
            let url = root.appendingPathComponent(path)
            let kept = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("docgen.links.broken") }.joined(separator: "\n")
            try kept.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("src/locales/zh/old-page.mdx"))
    }

    @Test("docgen check reports exactly the planted drift in en, ja and zh: links by name resolve from any folder, a slip or a folder in the URL does not")
    func plantedDrift() throws {
        let (scratch, root) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try InPlaceRepositoryTests.expectPlantedDrift(in: root, scratch: scratch)
        // The translations recorded by name are up to date; the nearest page is named by its URL.
        let human = try DocgenProcess.run(["check", "--root", root.path])
        #expect(human.stdout.contains("ja: 1 up to date") && human.stdout.contains("zh: 1 up to date"), "\(human.stdout)")
        #expect(human.stdout.contains("fix: the nearest page is /docs/delivery-events (src/content/docs/ios/delivery-events.mdx)"), "\(human.stdout)")
        #expect(human.stdout.contains("nothing at /docs/ja/delivery-event)"), "\(human.stdout)")
        // `faq.md` and `faq` are one page by name: no parity finding; a link only the translation has is one.
        #expect(human.stdout.contains("error: this translation links to 'migration', which src/content/docs/ios/setup.mdx does not link to"), "\(human.stdout)")
    }

    @Test("Without urls: flat the same links are broken, and one note says the site seems to publish its pages by name")
    func pathsLookAlike() throws {
        let (scratch, root) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let yaml = root.appendingPathComponent("docgen.yaml")
        try (try String(contentsOf: yaml, encoding: .utf8)).replacingOccurrences(of: "urls: flat\n", with: "")
            .write(to: yaml, atomically: true, encoding: .utf8)
        let result = try DocgenProcess.run(["check", "--root", root.path, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let broken = diagnostics.filter { $0["id"] as? String == "docgen.links.broken" }
        #expect(broken.contains { $0["file"] as? String == "src/content/docs/ios/setup.mdx" && $0["line"] as? Int == 6 })
        let notes = diagnostics.filter { $0["id"] as? String == "docgen.links.by-name" }
        #expect(notes.count == 1 && notes.first?["severity"] as? String == "note")
        #expect((notes.first?["message"] as? String)?.contains("of the \(broken.count) broken links") == true, "\(notes)")
        // The look-alike: with urls: flat there is no such note (the planted test sees every finding).
    }

    @Test("Two pages of one name are an error naming both, and the translation of that name pairs with the first")
    func duplicateNames() throws {
        let (scratch, root) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try "---\ntitle: Android setup\n---\n\nText.\n".write(to: root.appendingPathComponent("src/content/docs/android/setup.mdx"),
                                                            atomically: true, encoding: .utf8)
        let result = try DocgenProcess.run(["check", "--root", root.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("src/content/docs/ios/setup.mdx: error: this page and src/content/docs/android/setup.mdx both publish to /en/setup/"),
                "\(result.stdout)")
        #expect(result.stdout.contains("'translations' makes src/locales/ja/setup.mdx for both src/content/docs/android/setup.mdx and src/content/docs/ios/setup.mdx"),
                "\(result.stdout)")
    }

    @Test("An edit of an English page outdates the translation named by its file name; docgen translated records it from the translation's path")
    func translatedByName() throws {
        let (scratch, root) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = root.appendingPathComponent("src/content/docs/ios/delivery-events.mdx")
        try (try String(contentsOf: page, encoding: .utf8)).replacingOccurrences(of: "three times", with: "five times")
            .write(to: page, atomically: true, encoding: .utf8)
        let outdated = { () throws -> [String] in
            try InPlaceRepositoryTests.reported(try DocgenProcess.run(["check", "--root", root.path, "--format", "json"]))
                .filter { $0.hasSuffix("docgen.translation.outdated") }.sorted()
        }
        #expect(try outdated() == ["src/locales/zh/delivery-events.mdx:3 docgen.translation.outdated"])
        let recorded = try DocgenProcess.run(["translated", "src/locales/zh/delivery-events.mdx"], in: root)
        #expect(recorded.status == 0 && recorded.stdout.contains("recorded src/content/docs/ios/delivery-events.mdx"), "\(recorded.stdout)\(recorded.stderr)")
        #expect(try outdated().isEmpty)
    }

    @Test("docgen build publishes each page under its name in every locale, its links and images leading to what they name")
    func build() throws {
        let (scratch, root) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.removeBuildStoppers(root)
        let out = scratch.appendingPathComponent("site-flat")
        let result = try DocgenProcess.run(["build", "--root", root.path, "--out", out.path, "--quiet"])
        try #require(result.status == 0, "\(result.stderr)")
        for page in ["en/setup", "en/delivery-events", "en/setup-android", "ja/setup", "zh/delivery-events", "zh/setup"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(page)/index.html").path), "\(page)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("en/ios").path), "a folder in the URL")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ja/Note").path), "a locale's partial is no page")
        let english = try String(contentsOf: out.appendingPathComponent("en/setup/index.html"), encoding: .utf8)
        #expect(english.contains("href=\"../../en/delivery-events/\"") && english.contains("href=\"../../en/delivery-events/#retries\""))
        #expect(english.contains("href=\"../../ja/setup/\">Japanese guide</a>"), "\(english)")
        let japanese = try String(contentsOf: out.appendingPathComponent("ja/setup/index.html"), encoding: .utf8)
        #expect(japanese.contains("href=\"../../ja/delivery-events/\">配信イベント</a>") && japanese.contains("href=\"../../en/setup/\">英語のガイド</a>"))
        // The partial every page may use without importing it, in place in both languages.
        #expect(english.contains("Every lamp needs a name and a room") && japanese.contains("Every lamp needs a name and a room"))
        #expect(!english.contains("LampNote"))
        for match in english.matches(of: /<img src="([^"]+)"/) {
            let file = out.appendingPathComponent("en/setup/").appendingPathComponent(String(match.1)).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: file.path), "\(match.1)")
        }
    }

    @Test("partials: a folder's partials are used without an import, their edits outdate translations; without the key, or with an import of the name, they are not; a bad folder is an error at the key")
    func globalPartials() throws {
        let (scratch, root) = try Self.copy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let yaml = root.appendingPathComponent("docgen.yaml")
        let config = try String(contentsOf: yaml, encoding: .utf8)
        func check(_ args: [String] = []) throws -> DocgenProcess.Result {
            try DocgenProcess.run(["check", "--root", root.path] + args)
        }
        // An edit of the partial outdates the Japanese page that uses it, naming the partial.
        let partial = root.appendingPathComponent("src/components/reusable/lamp-note.md")
        try (try String(contentsOf: partial, encoding: .utf8) + "\nLamps remember their room.\n").write(to: partial, atomically: true, encoding: .utf8)
        var result = try check()
        #expect(result.stdout.contains("changed since: the partial src/components/reusable/lamp-note.md"), "\(result.stdout)")
        // The look-alike: a page importing another file under the same name gets that file.
        let page = root.appendingPathComponent("src/content/docs/ios/delivery-events.mdx")
        try "---\ntitle: Delivery events\n---\n\nimport LampNote from './_own-note.md';\n\n<LampNote />\n\n## Retries\n\nAgain.\n"
            .write(to: page, atomically: true, encoding: .utf8)
        try "Its own note.\n".write(to: root.appendingPathComponent("src/content/docs/ios/_own-note.md"), atomically: true, encoding: .utf8)
        let out = scratch.appendingPathComponent("site")
        try Self.removeBuildStoppers(root)
        let built = try DocgenProcess.run(["build", "--root", root.path, "--out", out.path, "--quiet"])
        try #require(built.status == 0, "\(built.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("en/delivery-events/index.html"), encoding: .utf8)
        #expect(html.contains("Its own note.") && !html.contains("Every lamp needs"))
        // Without the key, the component is an unknown one, and its finding goes with it.
        try config.replacingOccurrences(of: "partials: src/components/reusable\n", with: "").write(to: yaml, atomically: true, encoding: .utf8)
        result = try check()
        #expect(result.stdout.contains("<LampNote> is not a component docgen renders"), "\(result.stdout)")
        #expect(!result.stdout.contains("lamp-note.md:4"), "\(result.stdout)")
        // A folder that is not there, or one outside the root, is an error at its line.
        for (value, words) in [("src/partials", "'partials' names src/partials, which is no folder of the site"),
                               ("../elsewhere", "'partials' must be a folder inside the site's root")] {
            try config.replacingOccurrences(of: "partials: src/components/reusable", with: "partials: \(value)").write(to: yaml, atomically: true, encoding: .utf8)
            result = try check()
            #expect(result.status == 2 || result.status == 1, "\(result.status)")
            #expect((result.stdout + result.stderr).contains("docgen.yaml:8:11: error: \(words)"), "\(result.stdout)\(result.stderr)")
        }
    }
}
