import DocgenTestSupport
import Foundation
import Testing

@Suite("docgen init", .serialized)
struct InitCommandTests {
    func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("A new site in three locales builds and checks clean, its translations recorded, each in its own script")
    func newSite() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("guides")
        let made = try DocgenProcess.run(["init", "--root", site.path, "--locales", "en,ja,zh-Hant", "--title", "SDK: guides"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("docgen serve --root \(site.path)"))
        #expect(made.stdout.contains("docgen build --root \(site.path)"))
        let config = try read(site, "docgen.yaml")
        #expect(config.contains("title: \"SDK: guides\""))
        #expect(config.contains("  - code: zh-Hant\n    name: 繁體中文\n"))
        #expect(config.contains("# editURL: "))
        // Traditional Chinese, not the Simplified page `zh` gets.
        let hant = try read(site, "content/zh-Hant/index.md")
        #expect(hant.contains("title: 歡迎"))
        #expect(hant.contains("\nsource:\n"))
        #expect(!(try read(site, "content/en/index.md")).contains("source:"))

        // --warnings-as-errors: a new site has nothing to fix.
        let check = try DocgenProcess.run(["check", "--root", site.path, "--warnings-as-errors"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("ja: 1/1 up to date; zh-Hant: 1/1 up to date"))
        let build = try DocgenProcess.run(["build", "--root", site.path, "--out", scratch.url.appendingPathComponent("out").path, "--quiet"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try read(scratch.url, "out/zh-Hant/index.html").contains("<html lang=\"zh-Hant\""))
    }

    @Test("It writes over nothing: a second run is refused (exit 1) and leaves the files as they were")
    func refusesExisting() throws {
        let scratch = try ScratchFolder()
        #expect(try DocgenProcess.run(["init", "--root", scratch.url.path]).status == 0)
        try "---\ntitle: Mine\n---\n".write(to: scratch.url.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        let again = try DocgenProcess.run(["init", "--root", scratch.url.path, "--locales", "en,ja"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("docgen.yaml, content/en/index.md already exist"), "\(again.stderr)")
        #expect(try read(scratch.url, "content/en/index.md") == "---\ntitle: Mine\n---\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("content/ja").path))
    }

    @Test("A locale code that is not a language tag, or one named twice, is a usage error (64)", arguments: ["en,../x", "en,en", ","])
    func badLocales(value: String) throws {
        let scratch = try ScratchFolder()
        let result = try DocgenProcess.run(["init", "--root", scratch.url.path, "--locales", value])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }
}
