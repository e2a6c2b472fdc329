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

/// Each bad input stops the build with a located error, and the previous site stays as it was.
@Suite("docgen build on bad input", .serialized)
struct BadInputTests {
    /// Builds the fixture once, breaks it with `damage`, builds again and checks that the
    /// second build failed with `id` and left the first build's output byte for byte.
    func expectFailure(id: String, file: String? = nil, line: Int? = nil,
                       _ damage: (TemporarySite) throws -> Void) throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let before = site.snapshot(site.output)
        try damage(site)
        do {
            _ = try SiteBuild(root: site.root).run()
            Issue.record("the build accepted the bad input (\(id))")
        } catch {
            let diagnostic = try #require(error.diagnostics.first { $0.id == id }, "no \(id) in \(error.diagnostics.map(\.id))")
            #expect(diagnostic.severity == .error)
            if let file { #expect(diagnostic.file == file) }
            if let line { #expect(diagnostic.location?.line == line) }
        }
        #expect(site.snapshot(site.output) == before, "the previous output changed")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix("._site.") }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    @Test("Broken front matter")
    func brokenFrontMatter() throws {
        try expectFailure(id: "docgen.frontmatter.syntax", file: "content/ja/index.md", line: 3) {
            try $0.write("content/ja/index.md", "---\ntitle: ok\norder: [1\n---\nbody\n")
        }
    }

    @Test("Invalid UTF-8")
    func invalidUTF8() throws {
        try expectFailure(id: "docgen.input.invalid-utf8", file: "content/zh/index.md", line: 2) {
            try $0.write("content/zh/index.md", Data([0x23, 0x20, 0xE4, 0xB8, 0xAD, 0x0A, 0x41, 0xC3, 0x28, 0x0A]))
        }
    }

    @Test("An unknown locale folder")
    func unknownLocale() throws {
        try expectFailure(id: "docgen.input.unknown-locale", file: "content/jp") {
            try $0.write("content/jp/index.md", "# typo of ja\n")
        }
    }

    @Test("An unreadable file")
    func unreadable() throws {
        // Root reads any file whatever its mode, so the read error comes from the kernel instead:
        // reading /proc/self/mem at offset 0 fails with EIO for every user. A site cannot link to
        // it (a link out of the root is refused before anything is read), so the reader is asked.
        #expect {
            _ = try FileReader.readBytes("/proc/self/mem", displayPath: "content/en/broken.md")
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticsError)?.diagnostics.first else { return false }
            return diagnostic.id == "docgen.input.unreadable" && diagnostic.file == "content/en/broken.md"
                && diagnostic.message == "cannot read file: Input/output error"
        }
    }

    @Test("A page over the size limit is refused before it is read")
    func tooLarge() throws {
        try expectFailure(id: "docgen.input.too-large", file: "content/en/huge.md") { site in
            let line = Data(String(repeating: "x", count: 1023).utf8 + [0x0A])
            var page = Data("---\ntitle: Huge\n---\n".utf8)
            page.reserveCapacity(FileReader.maxPageBytes + 2048)
            while page.count <= FileReader.maxPageBytes { page.append(line) }
            try site.write("content/en/huge.md", page)
        }
    }

    @Test("Markdown nested past the limit")
    func tooDeep() throws {
        try expectFailure(id: "docgen.markdown.too-deep", file: "content/en/index.md", line: 4) {
            try $0.write("content/en/index.md", "---\ntitle: Deep\n---\n" + String(repeating: ">", count: 100_000) + " x\n")
        }
    }

    @Test("A missing content folder")
    func missingContent() throws {
        try expectFailure(id: "docgen.input.no-content") {
            try FileManager.default.removeItem(at: $0.root.appendingPathComponent("content"))
        }
    }

    @Test("A symbolic link loop in content")
    func symlinkLoop() throws {
        try expectFailure(id: "docgen.input.symlink-loop", file: "content/en/guides/loop") { site in
            try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("content/en/guides/loop").path,
                                                       withDestinationPath: "..")
        }
    }

    @Test("Symbolic links that stay inside the site root are followed: a page, a folder, an asset")
    func linksInsideRoot() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("shared/logo.png", "PNG")
        try site.write("shared/notes/extra.md", "---\ntitle: Extra\n---\n\nShared text.\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("content/en/logo.png").path, withDestinationPath: "../../shared/logo.png")
        try fm.createSymbolicLink(atPath: site.root.appendingPathComponent("content/en/notes").path, withDestinationPath: "../../shared/notes")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/logo.png") == "PNG")
        #expect(try site.read("en/notes/extra/index.html").contains("Shared text."))
    }

    @Test("A link out of the root is refused by its name and target kind; what it leads to is never read")
    func linkOutsideNamesNoContent() throws {
        let site = try TemporarySite(fixture: "basic")
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-secret-\(UUID().uuidString).txt")
        try Data("TOKEN-7f3a".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("content/en/token.txt").path, withDestinationPath: secret.path)
        #expect {
            _ = try SiteBuild(root: site.root).run()
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticsError)?.diagnostics.first else { return false }
            return diagnostic.id == "docgen.input.link-outside" && diagnostic.file == "content/en/token.txt"
                && diagnostic.message.contains("a file outside the site root") && !diagnostic.message.contains("TOKEN-7f3a")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("Two pages on one URL")
    func duplicateURL() throws {
        try expectFailure(id: "docgen.site.duplicate-url") {
            try $0.write("content/en/guides/other.md", "---\ntitle: Other\nslug: setup\n---\nText\n")
        }
    }

    @Test("A template with a syntax error")
    func templateError() throws {
        try expectFailure(id: "docgen.template.syntax", file: "templates/partials/footer.html", line: 2) {
            try $0.write("templates/partials/footer.html", "<footer>\n{% if strings.footer %}never closed</footer>\n")
        }
    }

    @Test("An unclosed admonition")
    func unclosedAdmonition() throws {
        try expectFailure(id: "docgen.markdown.unclosed-admonition", file: "content/en/guides/events.md", line: 7) {
            try $0.write("content/en/guides/events.md", "---\ntitle: Events\n---\n\n## Events\n\n:::warning\nNo end.\n")
        }
    }

    @Test("An output folder that cannot be written")
    func unwritableOutput() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("blocker", "a file where a folder should be\n")
        #expect {
            _ = try SiteBuild(root: site.root, out: site.root.appendingPathComponent("blocker/site")).run()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.id == "docgen.output.unwritable"
        }
    }

    @Test("The output guard refuses folders docgen must not replace", arguments: [
        ".", "content", "templates", "..", "/", "content/en", "notmine", "templates/site", "link-to-content", "link-to-parent/x/..",
    ])
    func outputGuard(out: String) throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("notmine/keep.txt", "user data\n")
        try site.write("templates/.keep", "")
        // A symbolic link is judged by the folder it leads to.
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("link-to-content").path, withDestinationPath: "content")
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("link-to-parent").path, withDestinationPath: "..")
        let target = out.hasPrefix("/") ? URL(fileURLWithPath: out) : site.root.appendingPathComponent(out)
        #expect {
            _ = try SiteBuild(root: site.root, out: target).run()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.id == "docgen.output.refused"
        }
        #expect(try site.read("keep.txt", in: site.root.appendingPathComponent("notmine")) == "user data\n")
    }

    @Test("docgen replaces a folder it made, and an empty one")
    func outputGuardAllows() throws {
        let site = try TemporarySite(fixture: "basic")
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        _ = try SiteBuild(root: site.root, out: site.root.appendingPathComponent("empty")).run()
        _ = try SiteBuild(root: site.root, out: site.root.appendingPathComponent("empty")).run()
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent("empty/en/index.html").path))
    }
}
