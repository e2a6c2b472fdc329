import Foundation

/// Maps a request path to a file inside the site folder, or to nothing. Refuses every way out:
/// `..` (also as `%2e%2e`, which the server has already decoded), encoded slashes, absolute or
/// scheme-qualified targets, NUL bytes, and symbolic links that lead outside the site.
struct SitePath {
    /// The site folder, with symbolic links resolved.
    let root: URL

    init(root: URL) {
        self.root = URL(fileURLWithPath: Self.realPath(root.path) ?? root.path)
    }

    enum Resolution: Equatable {
        case file(URL)
        /// A folder requested without its trailing slash: redirect so relative links work.
        case redirect(String)
        case notFound
        case forbidden
    }

    func resolve(_ requestPath: String) -> Resolution {
        guard requestPath.hasPrefix("/"), !requestPath.contains("\0"), !requestPath.contains("\\") else { return .forbidden }
        var segments: [Substring] = []
        for segment in requestPath.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == ".." || segment == "." { return .forbidden }
            segments.append(segment)
        }
        var candidate = root
        for segment in segments { candidate.appendPathComponent(String(segment)) }
        guard let real = Self.realPath(candidate.path) else { return .notFound }
        guard real == root.path || real.hasPrefix(root.path + "/") else { return .forbidden }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard requestPath.hasSuffix("/") else { return .redirect(requestPath + "/") }
            let index = URL(fileURLWithPath: real).appendingPathComponent("index.html")
            // No directory listings: a folder without an index is not found.
            guard let realIndex = Self.realPath(index.path), realIndex.hasPrefix(root.path + "/") else { return .notFound }
            return .file(URL(fileURLWithPath: realIndex))
        }
        return .file(URL(fileURLWithPath: real))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
