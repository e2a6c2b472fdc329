import DocgenSite
import DocgenSupport
import CMicroHTTPD
import FoundationEssentials

/// Why the preview server could not start.
public struct ServeError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// The HTTP side of `docgen serve`: libmicrohttpd on 127.0.0.1, serving the preview folder
/// with correct content types, ETags, HEAD, the site's 404 page, no directory listings, and
/// nothing outside the folder; plus the live-reload script, event stream and status.
public final class PreviewServer: @unchecked Sendable {
    /// What the server shows beside files; replaced after every build.
    struct State {
        /// Route (`en/flow-events/`) → source file, for the overlay.
        var sources: [String: String] = [:]
        /// `{"ok": …, "built": …, "diagnostics": […]}` for the overlay.
        var status = "{\"ok\": true, \"built\": false, \"diagnostics\": []}"
        /// False until a build succeeded: every page is then `BuildingPage`'s, or, once the
        /// first build failed, its findings (`failure`).
        var built = false
        var failure: String?
    }

    public let port: UInt16
    /// The folder served.
    public let siteRoot: URL
    let hub = EventHub()
    private let site: SitePath
    private let state = Locked(State())
    private var daemon: OpaquePointer?

    /// The site's base path (`/sdk/` for a site published under https://host/sdk/). Pages link
    /// relatively and work at the root; the 404 page, served at any depth, links from the base
    /// path, which is therefore served too.
    private let basePath: String

    /// Host names a request may name besides the loopback ones (`--allow-host`).
    private let allowedHosts: Set<String>
    /// Live-reload streams open at once: past the cap a new one is turned away (503), so tabs
    /// that never close cannot take every connection of the server.
    static let streamLimit = 64
    private let openStreams = Locked(0)

    /// Starts serving `folder` on 127.0.0.1:`port` (0 picks a free port). Requests must name
    /// the server by a loopback name (`127.0.0.1`, `localhost`, `[::1]`) or one of
    /// `allowedHosts`: a page on another site that resolves its own name to 127.0.0.1 (DNS
    /// rebinding) is refused, and cannot read drafts or the status.
    public init(folder: URL, port: UInt16, basePath: String = "/", allowedHosts: [String] = []) throws(ServeError) {
        site = SitePath(root: folder)
        self.basePath = basePath
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
        siteRoot = folder
        var message = [CChar](repeating: 0, count: 512)
        guard docgen_httpd_load(&message, message.count) == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ServeError(description: "cannot load libmicrohttpd, which the preview server needs (Debian: apt-get install libmicrohttpd12): \(reason)")
        }
        var bound: UInt16 = 0
        var error: Int32 = 0
        let dispatcher = Dispatcher()
        let context = Unmanaged.passRetained(dispatcher).toOpaque()
        let started = docgen_httpd_start(port, PreviewServer.accessHandler, context, &bound, &error)
        guard let started else {
            Unmanaged<Dispatcher>.fromOpaque(context).release()
            let failure = SystemError(code: error)
            let reason = failure.message
            if failure.isAddressInUse {
                throw ServeError(description: "port \(port) on 127.0.0.1 is already in use; pick another with --port N (0 picks a free one)")
            }
            throw ServeError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        daemon = started
        self.port = bound
        self.dispatcher = context
        dispatcher.server.withLock { $0 = self }
    }

    public func stop() {
        hub.close()
        if let daemon {
            docgen_httpd_stop(daemon)
            self.daemon = nil
        }
        if let dispatcher {
            Unmanaged<Dispatcher>.fromOpaque(dispatcher).takeRetainedValue().server.withLock { $0 = nil }
            self.dispatcher = nil
        }
    }

    func update(sources: [String: String]? = nil, status: String? = nil, built: Bool? = nil, failure: String?? = nil) {
        state.withLock { state in
            if let sources { state.sources = sources }
            if let status { state.status = status }
            if let built { state.built = built }
            if let failure { state.failure = failure }
        }
    }

    // MARK: Requests

    /// What the C callback reaches through its context pointer: the server it belongs to (a
    /// process may run several, as the tests do), set once the server is made.
    private final class Dispatcher: Sendable {
        let server = Locked<PreviewServer?>(nil)
    }

    /// The dispatcher passed to libmicrohttpd as the callback's context, retained until `stop`.
    private var dispatcher: UnsafeMutableRawPointer?

    private static let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, _, _ in
        guard let context, let connection, let url, let method,
              let server = Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue().server.withLock({ $0 }) else { return MHD_Result.NO }
        return server.handle(connection, path: String(cString: url), method: String(cString: method))
    }

    private func header(_ connection: OpaquePointer, _ name: String) -> String? {
        docgen_httpd_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, name).map { String(cString: $0) }
    }

    /// True when `host` (a Host header: `name`, `name:port`, `[::1]:port`) names this server:
    /// a loopback name or an allowed one, with this server's port when a port is given.
    func allows(host: String?) -> Bool {
        // HTTP/1.0 clients (and tools) may send none; browsers always do.
        guard let host, !host.isEmpty else { return true }
        let lower = host.lowercased()
        var name = lower
        var portText: Substring?
        if lower.hasPrefix("[") {
            guard let close = lower.firstIndex(of: "]") else { return false }
            name = String(lower[...close])
            let rest = lower[lower.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return false }
                portText = rest.dropFirst()
            }
        } else if let colon = lower.lastIndex(of: ":") {
            name = String(lower[..<colon])
            portText = lower[lower.index(after: colon)...]
        }
        if let portText, portText != Substring(String(port)) { return false }
        return ["127.0.0.1", "localhost", "[::1]"].contains(name) || allowedHosts.contains(name)
    }

    private func handle(_ connection: OpaquePointer, path: String, method: String) -> MHD_Result {
        let host = header(connection, "Host")
        guard allows(host: host) else {
            let message = "Blocked: this preview server answers only to 127.0.0.1, localhost and [::1] (the request named '\(host ?? "")'). "
                + "Start docgen serve with --allow-host NAME to allow another name.\n"
            return send(connection, HTTPResponse(status: 403, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(message.utf8)))
        }
        guard method == "GET" || method == "HEAD" else {
            return send(connection, HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD"), ("Content-Type", "text/plain; charset=utf-8")],
                                                 body: Array("method not allowed\n".utf8)))
        }
        if path == LiveReload.eventsPath { return sendEvents(connection) }
        let response = respond(to: path, ifNoneMatch: header(connection, "If-None-Match"), range: header(connection, "Range"))
        return send(connection, response)
    }

    /// The response for a GET of `path` (HEAD is the same without the body, which libmicrohttpd
    /// drops); a single byte range (`Range: bytes=0-99`, `bytes=100-`, `bytes=-100`) of a file
    /// is a 206, one past its end a 416 (video players and download tools ask for ranges).
    func respond(to path: String, ifNoneMatch: String?, range: String? = nil) -> HTTPResponse {
        var response: HTTPResponse
        switch path {
        case LiveReload.scriptPath:
            response = HTTPResponse(status: 200, headers: [("Content-Type", ContentType.of("live.js"))], body: Array(LiveReload.script.utf8))
        case LiveReload.statusPath:
            response = HTTPResponse(status: 200, headers: [("Content-Type", ContentType.of("status.json"))],
                                    body: Array(state.withLock { $0.status }.utf8))
        default:
            // Until the first build is done, every page is the building page or the failure.
            let (built, failure) = state.withLock { ($0.built, $0.failure) }
            guard built else {
                let html = failure ?? BuildingPage.building
                return HTTPResponse(status: 503, headers: [("Content-Type", "text/html; charset=utf-8"), ("Retry-After", "1"), ("Cache-Control", "no-store")],
                                    body: LiveReload.inject(into: Array(html.utf8), source: nil))
            }
            var path = path
            var resolution = site.resolve(path)
            if resolution == .notFound, basePath != "/", path.hasPrefix(basePath) {
                path = "/" + path.dropFirst(basePath.count)
                resolution = site.resolve(path)
            }
            switch resolution {
            case .file(let url):
                response = file(url, status: 200, route: String(path.dropFirst()))
            case .redirect(let location):
                response = HTTPResponse(status: 301, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
                                        body: Array("moved to \(location)\n".utf8))
            case .notFound, .forbidden:
                response = notFound()
            }
        }
        response.headers.append(("Cache-Control", "no-cache"))
        if response.status == 200 {
            let tag = "\"\(ETag.of(response.body))\""
            response.headers.append(("ETag", tag))
            response.headers.append(("Accept-Ranges", "bytes"))
            if let ifNoneMatch, ifNoneMatch.split(separator: ",").contains(where: { $0.trimmingSpaces() == tag || $0 == "*" }) {
                return HTTPResponse(status: 304, headers: [("ETag", tag), ("Cache-Control", "no-cache")])
            }
            if let range { return Self.partial(response, range: range) }
        }
        return response
    }

    /// `response` cut to a single byte range, or the whole of it for a range header docgen does
    /// not serve in parts (several ranges, another unit).
    static func partial(_ response: HTTPResponse, range: String) -> HTTPResponse {
        let count = response.body.count
        guard range.hasPrefix("bytes="), !range.contains(",") else { return response }
        let spec = range.dropFirst("bytes=".count).trimmingSpaces()
        guard let dash = spec.firstIndex(of: "-") else { return response }
        let first = Int(spec[..<dash]), last = Int(spec[spec.index(after: dash)...])
        var lower: Int, upper: Int
        switch (first, last) {
        case (let a?, let b?): (lower, upper) = (a, min(b, count - 1))
        case (let a?, nil) where spec[spec.index(after: dash)...].isEmpty: (lower, upper) = (a, count - 1)
        case (nil, let n?) where spec[..<dash].isEmpty: (lower, upper) = (max(0, count - n), count - 1)
        default: return response
        }
        guard lower <= upper, lower < count else {
            var refused = HTTPResponse(status: 416, headers: [("Content-Range", "bytes */\(count)"), ("Content-Type", "text/plain; charset=utf-8")],
                                       body: Array("range not satisfiable\n".utf8))
            refused.headers += response.headers.filter { $0.0 == "Cache-Control" || $0.0 == "ETag" }
            return refused
        }
        if lower == 0 && upper == count - 1 { return response }
        var cut = response
        cut.status = 206
        cut.body = Array(response.body[lower...upper])
        cut.headers.append(("Content-Range", "bytes \(lower)-\(upper)/\(count)"))
        return cut
    }

    private func file(_ url: URL, status: Int32, route: String) -> HTTPResponse {
        guard let data = FileManager.default.contents(atPath: url.path) else { return notFound() }
        var body = [UInt8](data)
        let type = ContentType.of(url.path)
        if type.hasPrefix("text/html") {
            let source = state.withLock { $0.sources[route.hasSuffix("index.html") ? String(route.dropLast("index.html".count)) : route] }
            body = LiveReload.inject(into: body, source: source)
        }
        return HTTPResponse(status: status, headers: [("Content-Type", type)], body: body)
    }

    /// The site's own 404 page with status 404 (a plain one when the site has none yet).
    private func notFound() -> HTTPResponse {
        if case .file(let url) = site.resolve("/404.html") {
            return file(url, status: 404, route: "404.html")
        }
        let html = "<!doctype html><html><head><meta charset=\"utf-8\"><title>Not found</title></head><body><h1>Not found</h1></body></html>"
        return HTTPResponse(status: 404, headers: [("Content-Type", "text/html; charset=utf-8")],
                            body: LiveReload.inject(into: Array(html.utf8), source: nil))
    }

    private func send(_ connection: OpaquePointer, _ response: HTTPResponse) -> MHD_Result {
        let mhd = response.body.withUnsafeBytes { buffer in
            docgen_httpd_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
        }
        guard let mhd else { return MHD_Result.NO }
        defer { docgen_httpd_destroy_response(mhd) }
        for (name, value) in response.headers { docgen_httpd_add_response_header(mhd, name, value) }
        return docgen_httpd_queue_response(connection, UInt32(response.status), mhd)
    }

    // MARK: Live reload stream

    private final class EventStream {
        let hub: EventHub
        var position: Int
        var pending: [UInt8]
        /// Called once the stream ends, however it ends.
        let onClose: @Sendable () -> Void

        deinit { onClose() }

        /// Starts after the hub's current event, with the current `status` first: the stream is
        /// a page's only source of status, so a page that subscribes after a status was
        /// published still shows it, and statuses arrive in the order they were published.
        init(hub: EventHub, onClose: @escaping @Sendable () -> Void, status: () -> String) {
            self.hub = hub
            self.onClose = onClose
            self.position = hub.currentPosition()
            self.pending = Array("retry: 500\n\nevent: status\ndata: \(status())\n\n".utf8)
        }

        func read(into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
            if pending.isEmpty {
                // Every 2 s at the latest something is written: a tab that went away is found
                // then and its connection freed, not ten seconds later.
                guard let next = hub.next(after: position, timeout: 2) else { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
                if next.position == position {
                    pending = Array(": keep-alive\n\n".utf8)
                } else {
                    position = next.position
                    pending = Array(next.text.utf8)
                }
            }
            let count = min(max, pending.count)
            pending.withUnsafeBytes { bytes in
                UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
            }
            pending.removeFirst(count)
            return count
        }
    }

    private func sendEvents(_ connection: OpaquePointer) -> MHD_Result {
        guard openStreams.withLock({ open in
            guard open < Self.streamLimit else { return false }
            open += 1
            return true
        }) else {
            return send(connection, HTTPResponse(status: 503, headers: [("Retry-After", "5"), ("Content-Type", "text/plain; charset=utf-8")],
                                                 body: Array("too many live-reload streams are open\n".utf8)))
        }
        let counter = openStreams
        let stream = Unmanaged.passRetained(EventStream(hub: hub, onClose: { counter.withLock { $0 -= 1 } }) { state.withLock { $0.status } }).toOpaque()
        let reader: MHD_ContentReaderCallback = { context, _, buffer, max in
            guard let context, let buffer else { return -1 }
            return Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue().read(into: buffer, max: max)
        }
        let release: MHD_ContentReaderFreeCallback = { context in
            if let context { Unmanaged<EventStream>.fromOpaque(context).release() }
        }
        guard let mhd = docgen_httpd_create_response_from_callback(UInt64.max, 1024, reader, stream, release) else {
            Unmanaged<EventStream>.fromOpaque(stream).release()
            return MHD_Result.NO
        }
        defer { docgen_httpd_destroy_response(mhd) }
        docgen_httpd_add_response_header(mhd, "Content-Type", "text/event-stream; charset=utf-8")
        docgen_httpd_add_response_header(mhd, "Cache-Control", "no-cache")
        return docgen_httpd_queue_response(connection, 200, mhd)
    }
}

/// A strong validator for a body: its content hash and length.
enum ETag {
    static func of(_ bytes: [UInt8]) -> String {
        ContentHash.of(bytes) + "-" + String(bytes.count, radix: 16)
    }
}
