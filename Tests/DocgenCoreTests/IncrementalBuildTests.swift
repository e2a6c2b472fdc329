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

/// A rebuild redoes what changed, decided by content hashes kept in the output's manifest.
@Suite("Incremental rebuilds", .serialized)
struct IncrementalBuildTests {
    /// The inode of every file in the output: a file rewritten gets a new one.
    func inodes(_ site: TemporarySite, ending suffix: String = ".html") -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        let enumerator = FileManager.default.enumerator(atPath: site.output.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(suffix) else { continue }
            var info = stat()
            if stat(site.output.appendingPathComponent(path).path, &info) == 0 { result[path] = UInt64(info.st_ino) }
        }
        return result
    }

    func rewritten(_ before: [String: UInt64], _ after: [String: UInt64]) -> [String] {
        after.filter { before[$0.key] != $0.value }.map(\.key).sorted()
    }

    @Test("Nothing changed: nothing is written, and the last build's warnings are reported again")
    func nothingChanged() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/guides/events.md", "---\ntitle: Events\norder: 3\n---\n\n## Events and callbacks\n\n[x](#nowhere)\n")
        let first = try SiteBuild(root: site.root).run()
        let before = inodes(site)
        let second = try SiteBuild(root: site.root).run()
        #expect(rewritten(before, inodes(site)).isEmpty)
        #expect(second.warnings.filter { $0.id == "docgen.links.anchor" } == first.warnings.filter { $0.id == "docgen.links.anchor" })
        #expect(second.warnings.contains { $0.id == "docgen.links.anchor" })
    }

    @Test("A rebuild judges links into unchanged pages by the heading ids their manifest lines kept: a heading there passes, one that is not there is flagged")
    func anchorsFromManifest() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let before = inodes(site)
        // setup.md is not parsed again: its ids come from the manifest.
        try site.write("content/en/guides/events.md", "---\ntitle: Events\norder: 3\n---\n\n## Events and callbacks\n\n"
                       + "[first](setup.md#install-the-sdk) and [second](setup.md#uninstall-the-sdk)\n")
        let report = try SiteBuild(root: site.root).run()
        #expect(rewritten(before, inodes(site)) == ["en/guides/events/index.html", "ja/guides/events/index.html", "zh/guides/events/index.html"])
        let anchors = report.warnings.filter { $0.id == "docgen.links.anchor" && $0.file == "content/en/guides/events.md" }
        #expect(anchors.count == 1)
        #expect(anchors.first?.message.contains("uninstall-the-sdk") == true)
    }

    @Test("One page's text changed: that page and the fallbacks built from it are rewritten, nothing else")
    func onePage() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let before = inodes(site)
        try site.write("content/en/guides/events.md", try site.read("events.md", in: site.root.appendingPathComponent("content/en/guides"))
            .replacingOccurrences(of: "| `isPresented` | required |", with: "| `isPresented` | required |\n\nA new paragraph."))
        _ = try SiteBuild(root: site.root).run()
        #expect(rewritten(before, inodes(site)) == ["en/guides/events/index.html", "ja/guides/events/index.html", "zh/guides/events/index.html"])
        #expect(try site.read("zh/guides/events/index.html").contains("A new paragraph."))
    }

    @Test("An English page changed: its pages and the translation status pages are rewritten, nothing else")
    func statusPages() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let before = inodes(site)
        #expect(!(try site.read("ja/translation-status/index.html")).contains("#install-the-sdk\""))
        let english = site.root.appendingPathComponent("content/en/guides/setup.md")
        try (try String(contentsOf: english, encoding: .utf8)).replacingOccurrences(of: "Check the [events]", with: "First check the [events]")
            .write(to: english, atomically: true, encoding: .utf8)
        _ = try SiteBuild(root: site.root).run()
        #expect(rewritten(before, inodes(site)) == [
            "en/guides/setup/index.html", "en/translation-status/index.html", "ja/translation-status/index.html",
            "zh/guides/setup/index.html", "zh/translation-status/index.html",
        ])
        // ja's setup.md now differs from the English in its first section too.
        #expect(try site.read("ja/translation-status/index.html").contains("<a href=\"../../en/guides/setup/#install-the-sdk\">Install the SDK</a>"))
    }

    /// A site with enough English pages for several search chunks.
    func manyPages() throws -> TemporarySite {
        let site = try TemporarySite(fixture: "basic")
        for i in 0..<40 {
            let words = (0..<60).map { "w\(i)x\($0)" }.joined(separator: " ")
            try site.write("content/en/many/page-\(i).md", "---\ntitle: Page \(i)\norder: \(100 + i)\n---\n\nText of page \(i) about word\(i) and more\(i * 7).\n\n## Part \(i)\n\nMore about item\(i), thing\(i * 3) and stuff\(i * 11): \(words).\n")
        }
        return site
    }

    /// A locale's search index, every file by path: the head, the chunks and the fragments.
    func searchFiles(_ site: TemporarySite, _ locale: String, in folder: URL? = nil) throws -> [String: String] {
        let output = folder ?? site.output
        var files = ["\(locale)/search-index.json": try site.read("\(locale)/search-index.json", in: output)]
        let base = output.appendingPathComponent("\(locale)/search-index")
        for path in try FileManager.default.subpathsOfDirectory(atPath: base.path) where path.contains(".") {
            files["\(locale)/search-index/\(path)"] = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    @Test("One page changed: the fragment file that holds it and the chunks of its terms are written again, and the index is a full build's")
    func searchChunks() throws {
        let site = try manyPages()
        _ = try SiteBuild(root: site.root).run()
        let before = try searchFiles(site, "en")
        #expect(before.keys.filter { $0.contains("/t/") }.count >= 3)
        #expect(before.keys.filter { $0.contains("/f/") }.count >= 3)
        let beforeJa = try searchFiles(site, "ja")
        let inodesBefore = inodes(site, ending: ".txt")
        let fragmentInodes = inodes(site, ending: ".json")
        // One word for another: the section keeps its length, and so every other term its weight.
        let page = try site.read("many/page-17.md", in: site.root.appendingPathComponent("content/en"))
        try site.write("content/en/many/page-17.md", page.replacingOccurrences(of: "w17x5 ", with: "quokka "))
        _ = try SiteBuild(root: site.root).run()
        let after = try searchFiles(site, "en")
        #expect(after.values.contains { $0.contains("{\"t\":\"Page 17\"") && $0.contains("quokka") })
        let chunksRewritten = rewritten(inodesBefore, inodes(site, ending: ".txt")).filter { $0.hasPrefix("en/search-index/t/") }
        let chunks = after.keys.filter { $0.hasPrefix("en/search-index/t/") }
        #expect(!chunksRewritten.isEmpty && chunksRewritten.count < chunks.count, "\(chunksRewritten.count) of \(chunks.count) chunks written")
        #expect(after.values.contains { $0.contains("quokka ") })
        // Of the fragment files, only the one holding page 17 (the other pages' lines kept as they were).
        let fragmentsRewritten = rewritten(fragmentInodes, inodes(site, ending: ".json")).filter { $0.hasPrefix("en/search-index/f/") }
        #expect(fragmentsRewritten.count == 1, "\(fragmentsRewritten)")
        #expect(fragmentsRewritten.allSatisfy { after[$0]?.contains("quokka") == true })
        // The fallback pages built from it are in ja's and zh's indexes too.
        let afterJa = try searchFiles(site, "ja")
        #expect(afterJa != beforeJa)
        #expect(afterJa.values.contains { $0.contains("quokka") })

        let full = site.root.appendingPathComponent("_full")
        _ = try SiteBuild(root: site.root, out: full).run()
        for locale in ["en", "ja", "zh"] {
            #expect(try searchFiles(site, locale) == searchFiles(site, locale, in: full))
        }
    }

    @Test("An index of the last format (fragment files in f/ itself) is written again whole by a rebuild, and its files go")
    func searchIndexOfLastFormat() throws {
        let site = try manyPages()
        _ = try SiteBuild(root: site.root).run()
        // As version 4 wrote it: every fragment file in f/, and a head without `folder`.
        let fragments = site.output.appendingPathComponent("en/search-index/f")
        let fm = FileManager.default
        for folder in try fm.contentsOfDirectory(atPath: fragments.path) {
            for file in try fm.contentsOfDirectory(atPath: fragments.appendingPathComponent(folder).path) {
                try fm.moveItem(at: fragments.appendingPathComponent(folder + "/" + file), to: fragments.appendingPathComponent(file))
            }
            try fm.removeItem(at: fragments.appendingPathComponent(folder))
        }
        #expect(try fm.contentsOfDirectory(atPath: fragments.path).count > SearchIndex.fragmentFolderFiles)
        let head = try site.read("en/search-index.json")
        try site.write("_site/en/search-index.json", head.replacingOccurrences(of: "\"v\":\(SearchIndex.version)", with: "\"v\":4")
            .replacingOccurrences(of: ",\"folder\":\(SearchIndex.fragmentFolderFiles)", with: ""))
        let pagesBefore = inodes(site)
        let page = try site.read("many/page-17.md", in: site.root.appendingPathComponent("content/en"))
        try site.write("content/en/many/page-17.md", page.replacingOccurrences(of: "w17x5 ", with: "quokka "))
        _ = try SiteBuild(root: site.root).run()
        // A rebuild, not a full build: the other pages were left alone.
        #expect(rewritten(pagesBefore, inodes(site)).count < 10)
        let left = try fm.contentsOfDirectory(atPath: fragments.path)
        #expect(!left.isEmpty && left.allSatisfy { !$0.hasSuffix(".json") }, "\(left)")
        let full = site.root.appendingPathComponent("_full")
        _ = try SiteBuild(root: site.root, out: full).run()
        #expect(try searchFiles(site, "en") == searchFiles(site, "en", in: full))
    }

    @Test("A rebuild reads the postings back from the last index, not from the pages")
    func searchChunksReadBack() throws {
        let site = try manyPages()
        _ = try SiteBuild(root: site.root).run()
        // A mark only a read-back keeps: a term no page has, added to a chunk in place.
        let files = try searchFiles(site, "en")
        let (path, chunk) = try #require(files.filter { $0.key.contains("/t/") }.sorted { $0.key < $1.key }.last)
        let line = try #require(chunk.split(separator: "\n").last)
        let term = String(line.split(separator: " ")[0])
        try site.write("_site/" + path, chunk + term + "zz " + line.split(separator: " ")[1] + "\n")
        try site.write("content/en/many/page-1.md", "---\ntitle: Page 1\norder: 101\n---\n\nText of page 1, edited.\n\n## Part 1\n")
        _ = try SiteBuild(root: site.root).run()
        let rebuilt = try searchFiles(site, "en")
        #expect(rebuilt.values.contains { $0.contains("\n" + term + "zz ") })
        #expect(rebuilt.values.contains { $0.contains("edited") })
    }

    @Test("A damaged search index is made again whole on the next rebuild")
    func damagedSearchIndex() throws {
        let site = try manyPages()
        _ = try SiteBuild(root: site.root).run()
        let good = try site.read("en/search-index.json")
        try site.write("_site/en/search-index.json", String(good.prefix(good.count / 2)))
        try site.write("content/en/many/page-3.md", "---\ntitle: Page 3\norder: 103\n---\n\nText of page 3, edited.\n")
        _ = try SiteBuild(root: site.root).run()
        let full = site.root.appendingPathComponent("_full")
        _ = try SiteBuild(root: site.root, out: full).run()
        #expect(try searchFiles(site, "en") == searchFiles(site, "en", in: full))
    }

    @Test("A changed title reaches every page's navigation: a full build")
    func titleChange() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let before = inodes(site)
        let path = site.root.appendingPathComponent("content/ja/guides/setup.md")
        try (try String(contentsOf: path, encoding: .utf8)).replacingOccurrences(of: "title: セットアップ", with: "title: 導入")
            .write(to: path, atomically: true, encoding: .utf8)
        _ = try SiteBuild(root: site.root).run()
        #expect(rewritten(before, inodes(site)).count == before.count)
        #expect(try site.read("ja/index.html").contains(">導入</a>"))
    }

    @Test("A changed template rebuilds everything")
    func templateChange() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        try site.write("templates/partials/footer.html", "<footer class=\"site-footer\"><p>Custom footer</p></footer>\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/guides/setup/index.html").contains("Custom footer"))
        #expect(try site.read("zh/index.html").contains("Custom footer"))
    }

    @Test("A manifest of an older format, or of other pages, means a full build")
    func oldManifest() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let marker = site.output.appendingPathComponent(OutputDirectory.markerName)
        let manifest = try String(contentsOf: marker, encoding: .utf8)
        #expect(manifest.hasPrefix("docgen-manifest\t\(BuildManifest.format)\t"))
        try manifest.replacingOccurrences(of: "docgen-manifest\t\(BuildManifest.format)\t", with: "docgen-manifest\t4\t")
            .write(to: marker, atomically: true, encoding: .utf8)
        let before = inodes(site)
        _ = try SiteBuild(root: site.root).run()
        #expect(rewritten(before, inodes(site)).count == before.count)
        // Pages in another order than the content tree's: not this build's manifest either.
        let lines = try String(contentsOf: marker, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let pages = lines.indices.filter { lines[$0].hasPrefix("page\t") }
        var swapped = lines
        swapped.swapAt(pages[0], pages[1])
        try swapped.joined(separator: "\n").write(to: marker, atomically: true, encoding: .utf8)
        let again = inodes(site)
        _ = try SiteBuild(root: site.root).run()
        #expect(rewritten(again, inodes(site)).count == again.count)
    }

    @Test("A page added or removed rebuilds everything")
    func pageAdded() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        try site.write("content/zh/guides/events.md", "---\ntitle: 事件\norder: 3\n---\n\n## 事件与回调\n")
        _ = try SiteBuild(root: site.root).run()
        let page = try site.read("zh/guides/events/index.html")
        #expect(!page.contains("notice-untranslated"))
        #expect(try site.read("en/guides/events/index.html").contains("hreflang=\"zh-Hans\" href=\"https://docs.example.com/zh/guides/events/\""))
    }

    @Test("An asset deleted or renamed leaves the output as a rebuild of everything would (its folder too)")
    func assetRemoved() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/files/report.pdf", "PDF")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/files/report.pdf") == "PDF")
        try FileManager.default.moveItem(at: site.root.appendingPathComponent("content/en/img/logo.png"),
                                         to: site.root.appendingPathComponent("content/en/img/logo-2.png"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/en/files"))
        _ = try SiteBuild(root: site.root).run()
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: site.output.appendingPathComponent("en/files").path), "a removed asset's folder stays")
        #expect(!fm.fileExists(atPath: site.output.appendingPathComponent("en/img/logo.png").path))
        #expect(fm.fileExists(atPath: site.output.appendingPathComponent("en/img/logo-2.png").path))
    }

    @Test("A symbolic link someone put inside the output is never written through: the site is built afresh")
    func linkInsideOutput() throws {
        let site = try TemporarySite(fixture: "basic")
        let outside = try ScratchFolder()
        try outside.write("keep.txt", "outside")
        _ = try SiteBuild(root: site.root).run()
        // `en/img` in the output becomes a link to a folder outside it; the next rebuild
        // changes the asset that lives there.
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("en/img"))
        try FileManager.default.createSymbolicLink(atPath: site.output.appendingPathComponent("en/img").path, withDestinationPath: outside.url.path)
        try site.write("content/en/img/logo.png", "new logo bytes")
        _ = try SiteBuild(root: site.root).run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["keep.txt"])
        #expect(!FileSystem.isSymbolicLink(site.output.appendingPathComponent("en/img").path))
        #expect(try site.read("en/img/logo.png") == "new logo bytes")
    }

    @Test("A rebuild that cannot write one of its files leaves every file as it was")
    func rollBack() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let before = site.snapshot(site.output)
        // The new index page is written, then its search fragment cannot be: a folder stands
        // where its replacement's temporary file goes.
        try site.write("content/en/index.md", try site.read("index.md", in: site.root.appendingPathComponent("content/en")) + "\nMore text.\n")
        let blocker = site.output.appendingPathComponent("en/search-index/f/0/.0.json.docgen-new-\(ProcessCalls.id)")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        #expect(throws: DiagnosticsError.self) { try SiteBuild(root: site.root).run() }
        try FileManager.default.removeItem(at: blocker)
        #expect(site.snapshot(site.output) == before)
    }

    /// Every page file of `site` last modified `seconds` ago: settled, as files of a checkout are.
    func age(_ site: TemporarySite, by seconds: TimeInterval) throws {
        let content = site.root.appendingPathComponent("content")
        let enumerator = FileManager.default.enumerator(atPath: content.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".md") else { continue }
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)],
                                                  ofItemAtPath: content.appendingPathComponent(path).path)
        }
    }

    /// Writes `text` over the file's bytes in place (same inode) and gives it back `modified`.
    func overwriteInPlace(_ url: URL, _ text: String, modified: Date) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    }

    @Test("A settled page whose file keeps its identity (inode, size, time) is not read again; a new time reads it")
    func settledIdentityIsNotReadAgain() throws {
        let site = try TemporarySite(fixture: "basic")
        try age(site, by: 60)
        _ = try SiteBuild(root: site.root).run()
        let url = site.root.appendingPathComponent("content/en/guides/events.md")
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        let text = try String(contentsOf: url, encoding: .utf8)
        // Same length, same inode, same time: what the rebuild trusts without reading (as make
        // would); the page keeps its old text.
        let edited = text.replacingOccurrences(of: "required", with: "REQUIRED")
        #expect(edited.utf8.count == text.utf8.count && edited != text)
        try overwriteInPlace(url, edited, modified: modified)
        _ = try SiteBuild(root: site.root).run()
        #expect(!(try site.read("en/guides/events/index.html")).contains("REQUIRED"))
        // Another modification time: read, and rebuilt.
        try FileManager.default.setAttributes([.modificationDate: modified.addingTimeInterval(1)], ofItemAtPath: url.path)
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/guides/events/index.html").contains("REQUIRED"))
    }

    @Test("A page written just before a build has no identity kept: written again in the same tick, it is read again")
    func freshFileIsReadAgain() throws {
        let site = try TemporarySite(fixture: "basic")
        let url = site.root.appendingPathComponent("content/en/guides/events.md")
        let modified = Date()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        _ = try SiteBuild(root: site.root).run()
        let text = try String(contentsOf: url, encoding: .utf8)
        try overwriteInPlace(url, text.replacingOccurrences(of: "required", with: "REQUIRED"), modified: modified)
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("en/guides/events/index.html").contains("REQUIRED"))
    }

    @Test("A preview's reload keeps settled pages without reading them and reads the page that was written")
    func loadKeepsSettledPages() throws {
        let site = try TemporarySite(fixture: "basic")
        try age(site, by: 60)
        let first = try SiteLoader.load(root: site.root)
        #expect(first.pages.allSatisfy { $0.identity != nil })
        let url = site.root.appendingPathComponent("content/en/guides/events.md")
        try (try String(contentsOf: url, encoding: .utf8)).appending("\nMore.\n").write(to: url, atomically: true, encoding: .utf8)
        let second = try SiteLoader.load(root: site.root, previous: first)
        #expect(second.reusedPages == first.pages.count - 1)
        let events = try #require(second.pages.first { $0.file.displayPath == "content/en/guides/events.md" })
        #expect(events.identity == nil)
        #expect(events.page?.text.hasSuffix("More.\n") == true)
    }

    @Test("The pages' statuses, taken folder by folder, are each file's own stat; a file gone has none")
    func statusesByFolder() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.link("content/en/guides/linked.md", to: "events.md")
        let scan = try SiteScan(root: site.root)
        var files = scan.pageFiles
        let gone = ContentFile(locale: "en", path: "guides/gone.md", displayPath: "content/en/guides/gone.md",
                               absolutePath: site.root.appendingPathComponent("content/en/guides/gone.md").path)
        files.insert(gone, at: 1)
        let statuses = SiteLoader.statuses(of: files)
        #expect(statuses.count == files.count)
        #expect(statuses[1] == nil)
        for (file, status) in zip(files, statuses) where file.path != gone.path {
            #expect(status == FileSystem.status(file.absolutePath), "\(file.displayPath)")
        }
        // A link is stat'ed through, as the build reads it.
        let linked = try #require(files.firstIndex { $0.displayPath == "content/en/guides/linked.md" })
        let events = try #require(files.firstIndex { $0.displayPath == "content/en/guides/events.md" })
        #expect(statuses[linked]?.identity == statuses[events]?.identity)
    }
}

