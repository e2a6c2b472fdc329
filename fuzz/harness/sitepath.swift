// Fuzz target: the preview server's request path handling (SitePath.resolve).
//
// Compiled into one module with Sources/DocgenServe/SitePath.swift (SitePath is internal and
// needs nothing else). Input: a request path as libmicrohttpd hands it over (already
// percent-decoded, so any bytes). It is resolved against a temporary site folder whose
// name is not ASCII and which holds symbolic links that lead out of it — to a sibling
// folder, to a file, to a sibling whose name is the site folder's name in another Unicode
// normalization form, and back up via `..` — and links that stay inside.
//
// Invariants, checked on bytes (the file system compares names byte for byte):
// - a `.file` result is a real path inside the site folder, and is what the request names;
// - a request for a regular file inside the folder, by a plain path, is served.
import Foundation

private let fixture: (root: String, base: String) = {
    let fm = FileManager.default
    let base = fm.temporaryDirectory.appendingPathComponent("docgen-fuzz-sitepath-\(getpid())").path
    // The site folder's name has a precomposed é; its "twin" spells it decomposed.
    let root = base + "/site-caf\u{E9}"
    let twin = base + "/site-cafe\u{301}"
    let outside = base + "/outside"
    func mkdir(_ path: String) { try! fm.createDirectory(atPath: path, withIntermediateDirectories: true) }
    func write(_ path: String) { _ = fm.createFile(atPath: path, contents: Data("x".utf8)) }
    func link(_ path: String, _ target: String) { try! fm.createSymbolicLink(atPath: path, withDestinationPath: target) }
    // Fixtures of runs that crashed (no atexit then) are removed once their process is gone.
    let prefix = "docgen-fuzz-sitepath-"
    for name in (try? fm.contentsOfDirectory(atPath: fm.temporaryDirectory.path)) ?? [] where name.hasPrefix(prefix) {
        if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH {
            try? fm.removeItem(atPath: fm.temporaryDirectory.appendingPathComponent(name).path)
        }
    }
    try? fm.removeItem(atPath: base)
    for dir in [root, root + "/sub", root + "/sub/deeper", root + "/empty", root + "/leaky", twin, outside] { mkdir(dir) }
    for file in [root + "/index.html", root + "/a.html", root + "/sub/index.html", root + "/sub/page.html",
                 root + "/sub/deeper/x.css", root + "/\u{301}accent.html", root + "/名前.html", root + "/with space.html",
                 twin + "/secret.html", twin + "/index.html", outside + "/secret.txt", outside + "/index.html"] { write(file) }
    link(root + "/out", "../outside")
    link(root + "/outfile", "../outside/secret.txt")
    link(root + "/abs", outside)
    link(root + "/twin", "../site-cafe\u{301}")
    link(root + "/sub/up", "..")
    link(root + "/sub/escape", "../../outside")
    link(root + "/in", "sub")
    link(root + "/loop", "loop")
    link(root + "/dangling", "nothing")
    link(root + "/leaky/index.html", "../../outside/secret.txt")
    atexit {
        try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory.appendingPathComponent("docgen-fuzz-sitepath-\(getpid())").path)
    }
    return (root, base)
}()

private let site = SitePath(root: URL(fileURLWithPath: fixture.root))

/// realpath(3), as bytes.
private func real(_ path: String) -> [UInt8]? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
}

private let rootBytes = real(fixture.root)!

private func inside(_ path: [UInt8]) -> Bool {
    path == rootBytes || (path.starts(with: rootBytes) && path.count > rootBytes.count && path[rootBytes.count] == UInt8(ascii: "/"))
}

private func check(_ request: String) {
    let result = site.resolve(request)
    if case .file(let url) = result {
        let path = Array(url.path.utf8)
        guard inside(path) else {
            fatalError("\(String(reflecting: request)) resolved to \(url.path), outside the site folder")
        }
        guard let again = real(url.path), again == path else {
            fatalError("\(String(reflecting: request)) resolved to \(url.path), which is not a real path")
        }
    }
    // A plain request for a regular file inside the folder must be served. (Read on bytes:
    // `/` followed by a combining mark is one Character to Swift but a separator to the OS.)
    let utf8 = Array(request.utf8)
    guard utf8.first == UInt8(ascii: "/"), !utf8.contains(0), !utf8.contains(UInt8(ascii: "\\")) else { return }
    let segments = utf8.split(separator: UInt8(ascii: "/"))
    guard !segments.contains(where: { $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }) else { return }
    guard let target = real(fixture.root + request), inside(target) else { return }
    var info = stat()
    guard stat(String(decoding: target, as: UTF8.self), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
    guard case .file(let url) = result, Array(url.path.utf8) == target else {
        fatalError("\(String(reflecting: request)) names the file \(String(decoding: target, as: UTF8.self)) but resolved to \(result)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // libmicrohttpd passes a C string: it ends at the first NUL.
    let bytes = UnsafeBufferPointer(start: data, count: size).prefix(while: { $0 != 0 })
    let request = String(decoding: bytes, as: UTF8.self)
    check(request)
    if !request.hasPrefix("/") { check("/" + request) }
    return 0
}
