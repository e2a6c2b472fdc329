// The sitepath fuzzer compiles this file alone into its harness's module, with DocgenSupport.
import DocgenSupport
import FoundationEssentials

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

    /// Paths are read and compared on bytes, as the file system does: String's comparisons
    /// treat canonically equivalent names (`é`, `e` + U+0301) as equal, so a sibling folder
    /// could pass for the site folder, and a `/` followed by a combining mark is no separator.
    func resolve(_ requestPath: String) -> Resolution {
        let bytes = requestPath.utf8
        guard bytes.first == UInt8(ascii: "/"), !bytes.contains(0), !bytes.contains(UInt8(ascii: "\\")) else { return .forbidden }
        var segments: [String] = []
        for segment in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if segment.elementsEqual("..".utf8) || segment.elementsEqual(".".utf8) { return .forbidden }
            segments.append(String(decoding: segment, as: UTF8.self))
        }
        var candidate = root
        for segment in segments { candidate.appendPathComponent(segment) }
        guard let real = Self.realPath(candidate.path) else { return .notFound }
        guard FilePath.isSame(real, root.path) || FilePath.isInside(real, root.path) else { return .forbidden }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory {
            guard bytes.last == UInt8(ascii: "/") else { return .redirect(requestPath + "/") }
            let index = URL(fileURLWithPath: real).appendingPathComponent("index.html")
            // No directory listings: a folder without an index is not found.
            guard let realIndex = Self.realPath(index.path), FilePath.isInside(realIndex, root.path) else { return .notFound }
            return .file(URL(fileURLWithPath: realIndex))
        }
        return .file(URL(fileURLWithPath: real))
    }

    static func realPath(_ path: String) -> String? {
        FileSystem.resolved(path)
    }
}
