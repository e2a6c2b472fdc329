import Foundation

/// A minimal HTTP/1.1 client on a raw socket: tests must send request targets exactly as
/// written (`/../`, `%2e%2e`), which URL-normalising clients would rewrite.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    static func request(port: UInt16, method: String = "GET", target: String, headers: [String: String] = [:]) throws -> Response {
        let raw = try exchange(port: port, text: "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + headers.map { "\($0): \($1)\r\n" }.joined() + "\r\n")
        let parts = raw.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var fields: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: fields, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    static func connect(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func exchange(port: UInt16, text: String) throws -> String {
        let fd = try connect(port: port)
        defer { close(fd) }
        _ = text.withCString { send(fd, $0, strlen($0), 0) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Opens the live-reload stream and returns a reader of what arrives.
    final class EventStream {
        let fd: Int32
        private(set) var received = ""

        init(port: UInt16, path: String) throws {
            fd = try RawHTTP.connect(port: port)
            _ = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".withCString { send(fd, $0, strlen($0), 0) }
        }

        deinit { close(fd) }

        /// Reads until `text` has arrived (true) or `seconds` passed (false).
        func wait(for text: String, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !received.contains(text) && Date() < deadline {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&pfd, 1, 100) > 0 else { continue }
                let n = recv(fd, &buffer, buffer.count, 0)
                if n <= 0 { break }
                received += String(decoding: buffer[0..<n], as: UTF8.self)
            }
            return received.contains(text)
        }
    }
}
