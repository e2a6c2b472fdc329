@testable import DocgenBuild
@testable import DocgenServe
@testable import DocgenSupport
import Foundation
import Testing

/// A copy of the fixture site in a temporary folder, served by a real `PreviewSession`.
final class ServedSite {
    let root: URL
    let session: PreviewSession
    var port: UInt16 { session.server.port }

    /// - Parameter baseURL: replaces the fixture's `baseURL` when given.
    convenience init(baseURL: String? = nil) throws {
        try self.init(copying: try #require(Bundle.module.url(forResource: "Fixtures/site", withExtension: nil)), baseURL: baseURL)
    }

    /// Serves a copy of the site at `source` (another target's fixture, for the other layouts).
    init(copying source: URL, baseURL: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-serve-test-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: root)
        if let baseURL {
            let config = root.appendingPathComponent("docgen.yaml")
            let lines = try String(contentsOf: config, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("baseURL:") }
            try (["baseURL: \(baseURL)"] + lines).joined(separator: "\n").write(to: config, atomically: true, encoding: .utf8)
        }
        session = try PreviewSession(root: root, port: 0) { _ in }
        session.watch()
    }

    deinit {
        session.stop()
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}

@Suite("docgen serve over real HTTP", .serialized)
struct PreviewServerTests {
    @Test("Pages with charset, the live-reload script, HEAD, ETag and If-None-Match")
    func pages() throws {
        let site = try ServedSite()
        let page = try RawHTTP.request(port: site.port, target: "/ja/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.contains("プレビューです。"))
        #expect(page.body.contains("<meta name=\"docgen-source\" content=\"content/ja/index.md\"><script src=\"/_docgen/live.js\" defer></script></body>"))
        let etag = try #require(page.headers["etag"])

        let head = try RawHTTP.request(port: site.port, method: "HEAD", target: "/ja/")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == page.headers["content-length"])
        #expect(head.headers["etag"] == etag)

        let cached = try RawHTTP.request(port: site.port, target: "/ja/", headers: ["If-None-Match": etag])
        #expect(cached.status == 304)
        #expect(cached.body.isEmpty)

        let css = try RawHTTP.request(port: site.port, target: "/assets/style.css")
        #expect(css.headers["content-type"] == "text/css; charset=utf-8")
        let script = try RawHTTP.request(port: site.port, target: "/_docgen/live.js")
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.body.contains("new EventSource(\"/_docgen/events\")"))
        #expect(try RawHTTP.request(port: site.port, method: "POST", target: "/en/").status == 405)
    }

    @Test("A stopped session leaves neither its folder nor its output's lock file behind")
    func stopLeavesNothing() throws {
        let site = try ServedSite()
        let output = try OutputDirectory(out: site.session.output, root: site.root)
        let lockFile = OutputDirectory.lockFolders[0].appendingPathComponent(output.lockName).path
        #expect(FileManager.default.fileExists(atPath: lockFile), "the first build took the lock")
        site.session.stop()
        #expect(!FileManager.default.fileExists(atPath: lockFile))
        #expect(!FileManager.default.fileExists(atPath: site.session.output.deletingLastPathComponent().path))
    }

    @Test("Missing pages get the site's 404 page with status 404; folders redirect; no listings")
    func notFound() throws {
        let site = try ServedSite()
        let missing = try RawHTTP.request(port: site.port, target: "/en/nope/")
        #expect(missing.status == 404)
        #expect(missing.body.contains("Page not found"))
        let folder = try RawHTTP.request(port: site.port, target: "/en/guide")
        #expect(folder.status == 301)
        #expect(folder.headers["location"] == "/en/guide/")
        #expect(try RawHTTP.request(port: site.port, target: "/assets/").status == 404)
    }

    @Test("A site published under a base path: the 404 page's links from the base path work too")
    func basePath() throws {
        let site = try ServedSite(baseURL: "https://docs.example.com/sdk/")
        let missing = try RawHTTP.request(port: site.port, target: "/en/nope/")
        #expect(missing.status == 404)
        // Its style is inline (a host serves it at any path); its links start at the base path.
        #expect(missing.body.contains("<style>"))
        #expect(missing.body.contains("<a href=\"/sdk/en/\" hreflang=\"en\""))
        #expect(missing.body.contains("<a class=\"site-title\" href=\"/sdk/en/\">"))
        let css = try RawHTTP.request(port: site.port, target: "/sdk/assets/style.css")
        #expect(css.status == 200)
        #expect(css.body == (try RawHTTP.request(port: site.port, target: "/assets/style.css").body))
        #expect(try RawHTTP.request(port: site.port, target: "/sdk/en/").body.contains("<html"))
        // Only the base path is taken off: nothing else becomes reachable.
        #expect(try RawHTTP.request(port: site.port, target: "/sdk/../../etc/passwd").status != 200)
        #expect(try RawHTTP.request(port: site.port, target: "/other/assets/style.css").status == 404)
    }

    @Test("Nothing outside the site is served", arguments: [
        "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/en/..%2f..%2f..%2f..%2fetc%2fpasswd",
        "//etc/passwd", "/en/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd", "http://127.0.0.1/../etc/passwd", "/..", "/en/%00/../../etc/passwd",
        "/outside/passwd", "/outside-link",
    ])
    func traversal(target: String) throws {
        let site = try ServedSite()
        // Links in the served folder that lead out of it must not be followed.
        let served = try #require(SitePath.realPath(site.session.server.siteRoot.path))
        try FileManager.default.createSymbolicLink(atPath: served + "/outside", withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: served + "/outside-link", withDestinationPath: "/etc/passwd")
        let response = try RawHTTP.request(port: site.port, target: target)
        // The file's own first line: the 404 page's style sheet has ":root:" in it too.
        let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8).split(separator: "\n").first.map(String.init) ?? "root:x:0:0:"
        #expect(!response.body.contains(passwd), "\(target) leaked a file")
        // A NUL ends the path libmicrohttpd hands over, so "/en/%00/…" is "/en/": a page of the site.
        #expect([400, 403, 404].contains(response.status) || (response.status == 200 && response.body.contains("docgen-source")),
                "\(target) → \(response.status)")
    }

    @Test("An edit rebuilds and sends a reload event; the page shows the new text")
    func reloadAfterEdit() throws {
        let site = try ServedSite()
        let events = try RawHTTP.EventStream(port: site.port, path: "/_docgen/events")
        #expect(events.wait(for: "retry:", seconds: 5))
        try site.write("content/en/guide.md", "---\ntitle: Guide\norder: 2\n---\n\n## Steps\n\nEdited step.\n")
        #expect(events.wait(for: "event: reload", seconds: 10))
        #expect(try RawHTTP.request(port: site.port, target: "/en/guide/").body.contains("Edited step."))
    }

    @Test("A new event stream starts with the current status, so a status sent while a page loads is not lost")
    func statusOnConnect() throws {
        let site = try ServedSite()
        try site.write("content/en/guide.md", "---\ntitle: [broken\n---\n\nNew text.\n")
        let first = try RawHTTP.EventStream(port: site.port, path: "/_docgen/events")
        #expect(first.wait(for: "\"ok\": false", seconds: 10))
        // A page that subscribes after the failure still hears of it at once.
        let late = try RawHTTP.EventStream(port: site.port, path: "/_docgen/events")
        #expect(late.wait(for: "event: status\ndata: {\"ok\": false", seconds: 5))
        #expect(late.received.contains("docgen.frontmatter.syntax"))
    }

    @Test("A page that fails to build shows its error; the last good site stays served")
    func failedBuild() throws {
        let site = try ServedSite()
        let events = try RawHTTP.EventStream(port: site.port, path: "/_docgen/events")
        #expect(events.wait(for: "retry:", seconds: 5))
        try site.write("content/en/guide.md", "---\ntitle: [broken\n---\n\nNew text.\n")
        #expect(events.wait(for: "\"ok\": false", seconds: 10))
        #expect(events.received.contains("\"file\": \"content/en/guide.md\", \"line\": 2"))
        let status = try RawHTTP.request(port: site.port, target: "/_docgen/status.json")
        #expect(status.body.contains("docgen.frontmatter.syntax"))
        let page = try RawHTTP.request(port: site.port, target: "/en/guide/")
        #expect(page.status == 200)
        #expect(page.body.contains("First step."))
        #expect(try RawHTTP.request(port: site.port, target: "/ja/").status == 200)
    }

    @Test("A port in use is a clear error naming the port")
    func portInUse() throws {
        let site = try ServedSite()
        #expect {
            _ = try PreviewServer(folder: site.root, port: site.port)
        } throws: { error in
            (error as? ServeError)?.description.contains("port \(site.port) on 127.0.0.1 is already in use") == true
        }
    }

    @Test("The server listens on the loopback address only")
    func loopbackOnly() throws {
        let site = try ServedSite()
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let port = String(format: "%04X", site.port)
        let listening = table.split(separator: "\n").filter { $0.contains(":\(port) ") && $0.contains(" 0A ") }
        #expect(!listening.isEmpty)
        #expect(listening.allSatisfy { $0.contains("0100007F:\(port)") })
    }
}
