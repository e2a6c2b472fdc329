@testable import DocgenBuild
@testable import DocgenSite
@testable import DocgenSupport
import Dispatch
import DocgenTestSupport
import Foundation
import Testing

/// The output folder as a user's and a host's: what a full build keeps, what it cleans up, how
/// two builds share it, and how it is swapped.
@Suite("The output folder", .serialized)
struct OutputFolderTests {
    @Test("A full build keeps what the user put in the output: a checkout's .git, a host's CNAME")
    func keepsUserFiles() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        try site.write("_site/CNAME", "docs.example.com\n")
        try site.write("_site/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try site.write("docgen.yaml", try site.read("docgen.yaml", in: site.root) + "\n# a change that rebuilds all\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("CNAME") == "docs.example.com\n")
        #expect(try site.read(".git/HEAD") == "ref: refs/heads/gh-pages\n")
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/index.html").path))
    }

    @Test("A folder holding only a checkout's .git and a CNAME may be the output; its files stay")
    func freshCheckout() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("_site/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try site.write("_site/CNAME", "docs.example.com\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(try site.read("CNAME") == "docs.example.com\n")
        #expect(try site.read(".git/HEAD") == "ref: refs/heads/gh-pages\n")
    }

    @Test("What a previous build wrote and this one does not (a locale removed) goes")
    func removesOldOutputs() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("zh").path))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/zh"))
        let config = try site.read("docgen.yaml", in: site.root)
        try site.write("docgen.yaml", config.components(separatedBy: "\n").filter { !$0.contains("zh") }.joined(separator: "\n"))
        _ = try SiteBuild(root: site.root).run()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("zh").path))
    }

    @Test("Staging and old folders left by a killed build are removed by the next one")
    func leftovers() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("._site.staging-99999/en/index.html", "half a build")
        try site.write("._site.old-99998/en/index.html", "an old site")
        _ = try SiteBuild(root: site.root).run()
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
        #expect(!beside.contains { $0.contains(".staging-") || $0.contains(".old-") }, "\(beside)")
    }

    @Test("Two builds of one output at once take turns: both succeed and the output is one build's")
    func concurrentBuilds() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        try site.write("content/en/index.md", try site.read("index.md", in: site.root.appendingPathComponent("content/en")) + "\nEdited.\n")
        let failures = Locked<[String]>([])
        let waited = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            var build = SiteBuild(root: site.root)
            build.log = { _ in waited.withLock { $0 += 1 } }
            do { _ = try build.run() } catch { failures.withLock { $0.append("\(error)") } }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let fresh = try ScratchFolder()
        _ = try SiteBuild(root: site.root, out: fresh.url.appendingPathComponent("site")).run()
        let built = OutputTree(site.output), full = OutputTree(fresh.url.appendingPathComponent("site"))
        #expect(built == full, "\(built.difference(from: full))")
    }

    @Test("The lock waits: a build started while another holds the lock says so, then runs")
    func lockWaits() throws {
        let site = try TemporarySite(fixture: "basic")
        let output = try OutputDirectory(out: site.output, root: site.root)
        var held: FileLock? = try output.lock(waiting: {})
        let said = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var build = SiteBuild(root: site.root)
            build.log = { message in said.withLock { $0.append(message) } }
            _ = try? build.run()
            done.signal()
        }
        // Held until the build says it waits, however long it takes to get there: a fixed pause
        // was too short while another test's build had the cores (the build then found the
        // lock free and never waited).
        let waits = { said.withLock { $0.contains { $0.hasPrefix("waiting for another docgen build of ") } } }
        let deadline = Date().addingTimeInterval(30)
        while !waits(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!FileManager.default.fileExists(atPath: site.output.path), "the build ran while the lock was held")
        held = nil
        #expect(done.wait(timeout: .now() + 30) == .success)
        _ = held
        #expect(said.withLock { $0 }.contains { $0.hasPrefix("waiting for another docgen build of ") })
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("en/index.html").path))
    }

    @Test("An output's lock file is kept after the build and goes when the output is forgotten; another output's stays")
    func lockFileForgotten() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        let output = try OutputDirectory(out: site.output, root: site.root)
        let other = try ScratchFolder()
        let otherOutput = try OutputDirectory(out: other.url.appendingPathComponent("site"), root: site.root)
        _ = try otherOutput.lock(waiting: {})
        let lockFile = OutputDirectory.lockFolders[0].appendingPathComponent(output.lockName).path
        let otherLock = OutputDirectory.lockFolders[0].appendingPathComponent(otherOutput.lockName).path
        #expect(FileManager.default.fileExists(atPath: lockFile))
        output.forgetLock()
        #expect(!FileManager.default.fileExists(atPath: lockFile))
        #expect(FileManager.default.fileExists(atPath: otherLock))
        otherOutput.forgetLock()
    }

    @Test("A path written into the output never steps out of it; a name with two dots in it is no step", arguments: [
        ("../x.html", false), ("en/../../x.html", false), ("en/..", false), ("..", false), ("/tmp/x.html", false), ("", false),
        ("en/a..b/x.html", true), ("en/..b", true), ("en/b../x.html", true), ("...", true),
    ])
    func stepsOut(path: String, allowed: Bool) throws {
        let site = try TemporarySite(fixture: "basic")
        let output = try OutputDirectory(out: site.output, root: site.root)
        try output.begin()
        defer { output.discard() }
        if allowed {
            try output.write(path, Array("x".utf8))
        } else {
            #expect(throws: DiagnosticsError.self) { try output.write(path, Array("x".utf8)) }
        }
    }

    @Test("Folders that get subfolders are marked the tops of hierarchies; a page's own folder is not",
          .enabled(if: Self.attributes(of: FileManager.default.temporaryDirectory.path) != nil, "the file system has no folder flags"))
    func spreadsPageFolders() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        // ext4's `T`: the output (its locale folders under it), a locale folder (its pages) and
        // a folder of pages; `guides/setup/` has no subfolder, so nothing to place.
        for folder in ["", "en", "en/guides"] {
            #expect(Self.attributes(of: site.output.appendingPathComponent(folder).path)?.contains("T") == true, "\(folder)")
        }
        #expect(Self.attributes(of: site.output.appendingPathComponent("en/guides/setup").path)?.contains("T") == false)
    }

    /// The flags `lsattr` shows for a folder, nil where it cannot read them (a file system
    /// without them, such as tmpfs).
    static func attributes(of path: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/lsattr")
        process.arguments = ["-d", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init)
    }

    @Test("A dangling --out link is refused as what it is")
    func danglingOut() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.link("public", to: "/nonexistent/docgen/out")
        #expect {
            _ = try SiteBuild(root: site.root, out: site.root.appendingPathComponent("public")).run()
        } throws: { error in
            let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
            return message.contains("it is a symbolic link to nothing")
        }
    }

    @Test("A file of content/ that would replace a page, a search index or a status page is an error", arguments: [
        "content/en/guides/setup/index.html", "content/ja/search-index.json", "content/ja/translation-status/index.html",
    ])
    func generatedFileCollision(path: String) throws {
        let site = try TemporarySite(fixture: "basic")
        // An .html file in content/ is published only when active assets are allowed.
        try site.write("docgen.yaml", try site.read("docgen.yaml", in: site.root) + "assets: {allowActive: true}\n")
        try site.write(path, "not docgen's")
        #expect {
            _ = try SiteBuild(root: site.root).run()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.contains { $0.id == Rule.siteGeneratedFile.id && $0.file == path } == true
        }
    }

    @Test("An asset over the limit is an error naming it; the limit is set in docgen.yaml")
    func assetLimit() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/big.bin", Data(count: 2 * 1024 * 1024 + 1))
        try site.write("docgen.yaml", try site.read("docgen.yaml", in: site.root) + "\nlimits:\n  assetMiB: 2\n")
        #expect {
            _ = try SiteBuild(root: site.root).run()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.contains { $0.id == Rule.inputAssetTooLarge.id && $0.file == "content/en/big.bin" } == true
        }
        try site.write("docgen.yaml", try site.read("docgen.yaml", in: site.root).replacingOccurrences(of: "assetMiB: 2", with: "assetMiB: 3"))
        _ = try SiteBuild(root: site.root).run()
        #expect(FileManager.default.contents(atPath: site.output.appendingPathComponent("en/big.bin").path)?.count == 2 * 1024 * 1024 + 1)
    }

    @Test("A streamed hash is the whole-bytes hash, wherever the chunks are cut")
    func streamedHash() {
        var random = SplitMix(seed: 7)
        for count in [0, 1, 7, 8, 9, 63, 64, 65, 1000] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            for cut in Set([0, 1, 3, 8, count / 2, count]) where cut <= count {
                var stream = ContentHash.Stream()
                bytes.withUnsafeBytes { all in
                    stream.add(UnsafeRawBufferPointer(rebasing: all[..<cut]))
                    stream.add(UnsafeRawBufferPointer(rebasing: all[cut...]))
                }
                #expect(stream.finish() == ContentHash.of(bytes), "\(count) bytes cut at \(cut)")
            }
        }
    }
}
