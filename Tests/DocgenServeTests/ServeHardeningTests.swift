@testable import DocgenBuild
@testable import DocgenServe
@testable import DocgenSupport
import Dispatch
import Foundation
import Testing

/// The preview server against a hostile or careless client: a DNS-rebinding page, a thousand
/// open connections, live-reload tabs that never close, byte ranges, reloads during a rebuild.
@Suite("docgen serve, hardened", .serialized)
struct ServeHardeningTests {
    /// A request with an explicit Host header (RawHTTP sends 127.0.0.1 by default).
    func request(_ port: UInt16, host: String, target: String = "/en/") throws -> Int {
        let raw = try RawHTTP.exchange(port: port, text: "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        let status = Int(raw.split(separator: " ").dropFirst().first ?? "") ?? 0
        if status == 0 { Issue.record("no status in: \(raw.prefix(200).debugDescription)") }
        return status
    }

    @Test("Only loopback names (and --allow-host ones) are answered: a rebinding page's Host gets 403")
    func hostCheck() throws {
        let site = try ServedSite()
        let port = site.port
        #expect(try request(port, host: "127.0.0.1:\(port)") == 200)
        #expect(try request(port, host: "localhost:\(port)") == 200)
        #expect(try request(port, host: "[::1]:\(port)") == 200)
        #expect(try request(port, host: "LOCALHOST:\(port)") == 200)
        #expect(try request(port, host: "evil.example") == 403)
        #expect(try request(port, host: "evil.example:\(port)") == 403)
        #expect(try request(port, host: "127.0.0.1.evil.example:\(port)") == 403)
        #expect(try request(port, host: "localhost:1") == 403)
        #expect(try request(port, host: "evil.example:\(port)", target: LiveReload.statusPath) == 403)
        let server = site.session.server
        #expect(server.allows(host: nil))
        let allowed = try PreviewServer(folder: site.root, port: 0, allowedHosts: ["docs.test"])
        defer { allowed.stop() }
        #expect(allowed.allows(host: "docs.test:\(allowed.port)") && !allowed.allows(host: "other.test:\(allowed.port)"))
    }

    @Test("A single byte range is a 206, one past the end a 416; several ranges get the whole file")
    func ranges() throws {
        let site = try ServedSite()
        let whole = try RawHTTP.request(port: site.port, target: "/en/")
        #expect(whole.headers["accept-ranges"] == "bytes")
        let length = Int(whole.headers["content-length"] ?? "") ?? 0
        let first = try RawHTTP.request(port: site.port, target: "/en/", headers: ["Range": "bytes=0-9"])
        #expect(first.status == 206 && first.headers["content-range"] == "bytes 0-9/\(length)" && first.body.utf8.count == 10)
        let tail = try RawHTTP.request(port: site.port, target: "/en/", headers: ["Range": "bytes=-5"])
        #expect(tail.status == 206 && tail.headers["content-range"] == "bytes \(length - 5)-\(length - 1)/\(length)")
        let open = try RawHTTP.request(port: site.port, target: "/en/", headers: ["Range": "bytes=10-"])
        #expect(open.status == 206 && open.body.utf8.count == length - 10)
        let past = try RawHTTP.request(port: site.port, target: "/en/", headers: ["Range": "bytes=\(length + 10)-"])
        #expect(past.status == 416 && past.headers["content-range"] == "bytes */\(length)")
        #expect(try RawHTTP.request(port: site.port, target: "/en/", headers: ["Range": "bytes=0-1,5-6"]).status == 200)
        let post = try RawHTTP.request(port: site.port, method: "POST", target: "/en/")
        #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
    }

    @Test("300 idle connections do not lock the server out: a page still loads at once")
    func idleConnections() throws {
        let site = try ServedSite()
        var sockets: [Int32] = []
        defer { for fd in sockets { close(fd) } }
        for _ in 0..<300 { sockets.append(try RawHTTP.connect(port: site.port)) }
        let started = ContinuousClock.now
        #expect(try RawHTTP.request(port: site.port, target: "/en/").status == 200)
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test("Live-reload streams past the cap are turned away (503), pages still load, and leaving tabs free their slots")
    func streamCap() throws {
        let site = try ServedSite()
        var streams: [RawHTTP.EventStream] = []
        for _ in 0..<PreviewServer.streamLimit { streams.append(try RawHTTP.EventStream(port: site.port, path: LiveReload.eventsPath)) }
        // Every stream is served (its first event arrived) before the next is asked for.
        for stream in streams { #expect(stream.wait(for: "event: status", seconds: 5)) }
        let refused = try RawHTTP.request(port: site.port, target: LiveReload.eventsPath)
        #expect(refused.status == 503)
        #expect(try RawHTTP.request(port: site.port, target: "/en/").status == 200)
        streams = []
        // Within the keep-alive interval the server sees the tabs gone and takes new streams.
        let deadline = ContinuousClock.now + .seconds(6)
        var accepted = false
        while ContinuousClock.now < deadline, !accepted {
            Thread.sleep(forTimeInterval: 0.5)
            let stream = try RawHTTP.EventStream(port: site.port, path: LiveReload.eventsPath)
            accepted = stream.wait(for: "event: status", seconds: 2)
        }
        #expect(accepted)
    }

    @Test("While full rebuilds run, every page keeps answering 200: the old site is served until the new one is swapped in")
    func noNotFoundDuringRebuilds() throws {
        let site = try ServedSite()
        let stop = Locked(false)
        let statuses = Locked<[Int]>([])
        let port = site.port
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while !stop.withLock({ $0 }) {
                let status = (try? RawHTTP.request(port: port, target: "/en/").status) ?? -1
                statuses.withLock { $0.append(status) }
            }
            done.signal()
        }
        for i in 0..<6 {
            // A config change rebuilds everything.
            let config = site.root.appendingPathComponent("docgen.yaml")
            try (try String(contentsOf: config, encoding: .utf8) + "\n# change \(i)\n").write(to: config, atomically: true, encoding: .utf8)
            site.session.rebuild(changed: [config.path])
            Thread.sleep(forTimeInterval: 0.3)
        }
        stop.withLock { $0 = true }
        done.wait()
        let seen = statuses.withLock { $0 }
        #expect(seen.count > 10)
        #expect(seen.allSatisfy { $0 == 200 }, "statuses during rebuilds: \(Set(seen))")
    }
}
