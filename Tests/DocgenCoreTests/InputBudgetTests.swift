@testable import DocgenBuild
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSite
@testable import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// Every input-size path is linear or capped with a located error: each case here once took
/// gigabytes or minutes (the adversarial pass), and a look-alike of normal size still builds.
@Suite("Budgets: inputs that would cost more than their size", .serialized)
struct InputBudgetTests {
    /// Builds a one-page site; the build's error diagnostics, or [] when it built.
    func build(page: String, files: [String: Data] = [:], config: String = "title: Budget\n") throws -> [Diagnostic] {
        let site = try ScratchFolder()
        try site.write("docgen.yaml", config)
        try site.write("content/en/index.md", page)
        for (path, data) in files { try site.write(path, data) }
        do {
            _ = try SiteBuild(root: site.root).run()
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }
        }
    }

    func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.id)@\($0.location?.line ?? 0)" }
    }

    @Test("A table of 4,000 header columns and 4,000 rows is refused at its header; 3 × 10,000 builds")
    func tableCells() throws {
        let huge = "---\ntitle: T\n---\n\n|" + String(repeating: "a|", count: 4000) + "\n|" + String(repeating: "-|", count: 4000) + "\n"
            + String(repeating: "x\n", count: 4000)
        #expect(places(try build(page: huge)) == ["docgen.markdown.table-too-large@5"])
        let long = "---\ntitle: T\n---\n\n| a | b | c |\n|---|---|---|\n" + String(repeating: "| 1 | 2 | 3 |\n", count: 10_000)
        #expect(try build(page: long).isEmpty)
        // A delimiter row inside a fence is code, not a table.
        let fenced = "---\ntitle: T\n---\n\n```\n|" + String(repeating: "-|", count: 4000) + "\n" + String(repeating: "x\n", count: 4000) + "```\n"
        #expect(try build(page: fenced).isEmpty)
    }

    @Test("80,000 '<![CDATA[' that never close are refused; a few, or closed ones, build")
    func unclosedOpeners() throws {
        #expect(places(try build(page: "---\ntitle: T\n---\n\na" + String(repeating: "<![CDATA[", count: 80_000) + "\n"))
                == ["docgen.markdown.too-complex@5"])
        #expect(try build(page: "---\ntitle: T\n---\n\n" + String(repeating: "<![CDATA[x]]> ", count: 20_000) + "\n").isEmpty)
        #expect(try build(page: "---\ntitle: T\n---\n\nAn unclosed <!-- comment, and <? too.\n").isEmpty)
    }

    @Test("Front matter nested 100,000 levels, or of 2 MB, is refused before libyaml reads it")
    func frontMatter() throws {
        let deep = "---\ntitle: T\nk: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n---\n\nx\n"
        #expect(places(try build(page: deep)) == ["docgen.frontmatter.too-large@2"])  // 200 KB: too large before too deep
        let nested = "---\ntitle: T\nk: " + String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000) + "\n---\n\nx\n"
        #expect(places(try build(page: nested)) == ["docgen.frontmatter.too-large@3"])
        let large = "---\ntitle: T\n" + (0..<120_000).map { "k\($0): v\n" }.joined() + "---\n\nx\n"
        #expect(places(try build(page: large)) == ["docgen.frontmatter.too-large@2"])
        let indented = "---\ntitle: T\n" + (0..<70).map { String(repeating: " ", count: $0 * 2) + "k\($0):\n" }.joined() + "---\n\nx\n"
        #expect(try build(page: indented).first?.id == Rule.frontMatterTooLarge.id)
        let normal = "---\ntitle: T\nsource:\n  hash: 0123456789abcdef\n  sections:\n    _title: 0123456789abcdef\n---\n\nx\n"
        #expect(try build(page: normal).isEmpty)
    }

    @Test("An include fan-out (14 partials each including the next ten times) stops with a located error")
    func includeFanOut() throws {
        var files: [String: Data] = [:]
        for i in 0..<14 {
            let next = i == 13 ? "" : String(repeating: "{% include \"partials/p\(i + 1).html\" %}", count: 10)
            files["templates/partials/p\(i).html"] = Data(next.utf8)
        }
        files["templates/partials/footer.html"] = Data("{% include \"partials/p0.html\" %}\n".utf8)
        let started = ContinuousClock.now
        let found = try build(page: "---\ntitle: T\n---\n\nx\n", files: files)
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(found.map(\.id) == [Rule.templateRender.id])
        #expect(found.first?.message.contains("includes and loop steps") == true)
        #expect(found.first?.file?.hasPrefix("templates/partials/p") == true)
    }

    @Test("8,000 headings and 8,000 broken anchors build in seconds, each broken anchor reported")
    func brokenAnchors() throws {
        let page = "---\ntitle: T\n---\n\n" + (0..<8000).map { "## Heading \($0)\n\n[x](#headng-\($0))\n\n" }.joined()
        let site = try ScratchFolder()
        try site.write("content/en/index.md", page)
        let started = ContinuousClock.now
        let report = try SiteBuild(root: site.root).run()
        #expect(ContinuousClock.now - started < .seconds(30))
        let anchors = report.warnings.filter { $0.id == Rule.linksAnchor.id }
        #expect(anchors.count == 8000)
        #expect(anchors.first?.fix?.replacement == "heading-0")
    }

    @Test("Names with '#', '?', '%' or a newline, and names that are not UTF-8, are errors naming them", arguments: [
        "content/en/50%-off.md", "content/en/faq#1.md", "content/en/what?.md", "content/en/img/a\nb.png",
    ])
    func unsafeNames(path: String) throws {
        let found = try build(page: "---\ntitle: T\n---\n\nx\n", files: [path: Data("---\ntitle: X\n---\n".utf8)])
        #expect(found.map(\.id) == [Rule.inputUnsafeName.id], "\(found)")
    }

    @Test("A file name that is not UTF-8 is reported with its bad byte shown")
    func invalidUTF8Name() throws {
        let site = try ScratchFolder()
        try site.write("content/en/index.md", "---\ntitle: T\n---\n\nx\n")
        let folder = site.root.appendingPathComponent("content/en").path
        let fd = open(folder + "/caf\u{FFFD}", O_CREAT | O_WRONLY, 0o644)  // placeholder so the folder is listed
        close(fd)
        unlink(folder + "/caf\u{FFFD}")
        // caf<0xE9>.md, written with its raw bytes.
        var path = Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8) + [0]
        let raw = path.withUnsafeMutableBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(raw >= 0)
        close(raw)
        #expect {
            _ = try SiteBuild(root: site.root).run()
        } throws: { error in
            let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
            return diagnostic?.id == Rule.inputUnsafeName.id && diagnostic?.message.contains("caf\\xE9.md") == true
        }
    }

    @Test("A slug with '#' or '%' is an error at the slug")
    func unsafeSlug() throws {
        #expect(places(try build(page: "---\ntitle: T\nslug: \"a#b\"\n---\n\nx\n")) == ["docgen.frontmatter.slug@3"])
        #expect(places(try build(page: "---\ntitle: T\nslug: 100%\n---\n\nx\n")) == ["docgen.frontmatter.slug@3"])
    }

    @Test("A folder deeper than PATH_MAX is a located error, not pages dropped")
    func pathMax() throws {
        let site = try ScratchFolder()
        try site.write("content/en/index.md", "---\ntitle: T\n---\n\nx\n")
        var folder = site.root.appendingPathComponent("content/en").path
        let segment = String(repeating: "d", count: 200)
        // Made one level at a time from inside, as a path this long cannot be given whole.
        var depth = 0
        while folder.utf8.count < 4200 {
            folder += "/" + segment
            depth += 1
        }
        // Made one level at a time relative to the folder above (mkdirat), as a path this long
        // cannot be given whole; the process's current folder is left alone.
        var fd = open(site.root.appendingPathComponent("content/en").path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<depth {
            _ = mkdirat(fd, segment, 0o755)
            let next = openat(fd, segment, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
        }
        let file = openat(fd, "deep.md", O_CREAT | O_WRONLY, 0o644)
        close(file)
        close(fd)
        #expect {
            _ = try SiteBuild(root: site.root).run()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.contains { $0.id == Rule.inputUnreadable.id && $0.message.contains("too long") } == true
        }
    }

    @Test("Past 50,000 URLs, sitemap.xml is an index of sitemap-N.xml files")
    func sitemapSplit() throws {
        let config = SiteConfig(title: "S", baseURL: "https://docs.example.com/", defaultLocale: "en")
        let summaries = (0..<5).map { i in
            PageSummary(file: ContentFile(locale: "en", path: "p\(i).md", displayPath: "content/en/p\(i).md", absolutePath: "/x"),
                        title: "P\(i)", order: nil, slug: nil, ids: [], hash: "", usesFacts: false)
        }
        let index = try SiteIndex.make(config: config, locales: [SiteLocale(code: "en")], pages: summaries)
        let whole = Sitemap.files(index, alternates: { _ in [] })
        #expect(whole.map(\.path) == ["sitemap.xml"])
        let split = Sitemap.files(index, alternates: { _ in [] }, urlsPerFile: 2)
        #expect(split.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
        #expect(split[0].xml.contains("<sitemapindex") && split[0].xml.contains("<loc>https://docs.example.com/sitemap-3.xml</loc>"))
        #expect(split[3].xml.components(separatedBy: "<url>").count == 2)
    }

    @Test("Site-absolute links into the docs are checked; links elsewhere on the host are not")
    func siteAbsoluteLinks() throws {
        let site = try ScratchFolder()
        try site.write("docgen.yaml", "title: A\nbaseURL: https://docs.example.com/sdk/\n")
        try site.write("content/en/guide.md", "---\ntitle: Guide\n---\n\nText.\n")
        try site.write("content/en/img/a.png", "PNG")
        try site.write("content/en/index.md", """
        ---
        title: Home
        ---

        [ok](/sdk/en/guide/) [ok too](/sdk/en/guide/index.html) [file](/sdk/en/img/a.png) [elsewhere](/pricing/)

        [broken](/sdk/en/gide/)
        """)
        #expect {
            _ = try SiteBuild(root: site.root).run()
        } throws: { error in
            let found = (error as? DiagnosticsError)?.diagnostics.filter { $0.severity == .error } ?? []
            return found.map(\.id) == [Rule.linksBroken.id] && found.first?.location?.line == 7 && found.first?.message.contains("/sdk/en/gide/") == true
        }
    }
}
