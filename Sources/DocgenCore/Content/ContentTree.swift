import FoundationEssentials
import Glibc

/// A file found under `content/<locale>/`.
public struct ContentFile: Sendable, Hashable, Codable {
    public var locale: String
    /// Path inside the locale folder, with `/` separators (`guides/flow-events.md`).
    public var path: String
    /// Path relative to the site root, for diagnostics (`content/en/guides/flow-events.md`).
    public var displayPath: String
    /// The absolute path on disk. Kept as text: URLs cost more to make than the whole scan.
    public var absolutePath: String

    public var url: URL { URL(fileURLWithPath: absolutePath) }

    public init(locale: String, path: String, displayPath: String, url: URL) {
        self.init(locale: locale, path: path, displayPath: displayPath, absolutePath: url.path)
    }

    public init(locale: String, path: String, displayPath: String, absolutePath: String) {
        self.locale = locale
        self.path = path
        self.displayPath = displayPath
        self.absolutePath = absolutePath
    }

    public var isPage: Bool { path.hasSuffix(".md") }
}

/// The files of `content/`, by locale. Symbolic links are followed, but a link back into a
/// folder being walked is an error, not an endless walk.
public struct ContentTree: Sendable {
    public static let folderName = "content"

    /// Locale folder names in sorted order.
    public var localeFolders: [String]
    public var files: [ContentFile]

    public static func scan(root: URL) throws(DiagnosticsError) -> ContentTree {
        let content = root.appendingPathComponent(folderName)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory else {
            throw DiagnosticsError(.error("docgen.input.no-content",
                                          "no '\(folderName)' folder in \(root.path); put pages in \(folderName)/<locale>/, e.g. \(folderName)/en/index.md",
                                          file: nil))
        }
        var files: [ContentFile] = []
        var locales: [String] = []
        var problems: [Diagnostic] = []
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: content.path).sorted()
        } catch {
            throw DiagnosticsError(.error("docgen.input.unreadable", "cannot read folder: \(SourceFile.reason(error))", file: folderName))
        }
        for name in entries where !name.hasPrefix(".") {
            let url = content.appendingPathComponent(name)
            guard let info = FileInfo(url), info.isDirectory else {
                problems.append(.warning("docgen.input.stray-file",
                                         "'\(name)' is not in a locale folder and is not published; move it to \(folderName)/<locale>/",
                                         file: "\(folderName)/\(name)"))
                continue
            }
            locales.append(name)
            var visiting: Set<FileInfo.Identity> = [info.identity]
            walk(url, locale: name, prefix: "", visiting: &visiting, files: &files, problems: &problems)
        }
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticsError(problems) }
        return ContentTree(localeFolders: locales, files: files, warnings: problems)
    }

    public var warnings: [Diagnostic]

    private static func walk(_ folder: URL, locale: String, prefix: String, visiting: inout Set<FileInfo.Identity>,
                             files: inout [ContentFile], problems: inout [Diagnostic]) {
        let display = "\(folderName)/\(locale)/\(prefix)"
        guard let directory = opendir(folder.path) else {
            problems.append(.error("docgen.input.unreadable", "cannot read folder: \(String(cString: strerror(errno)))", file: display))
            return
        }
        // readdir's entry type spares a stat per file; links and unknown types are stat'ed.
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard !name.hasPrefix("."), !name.hasPrefix("_") else { continue }
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        entries.sort { $0.name < $1.name }
        let folderPath = folder.path
        for (name, type) in entries {
            let path = prefix + name
            let absolute = folderPath + "/" + name
            var isDirectory = type == UInt8(DT_DIR)
            var identity: FileInfo.Identity?
            if type != UInt8(DT_REG) && type != UInt8(DT_DIR) {
                guard let info = FileInfo(URL(fileURLWithPath: absolute)) else {
                    problems.append(.error("docgen.input.broken-link", "'\(path)' is a symbolic link to nothing",
                                           file: "\(folderName)/\(locale)/\(path)"))
                    continue
                }
                isDirectory = info.isDirectory
                identity = info.identity
            }
            if isDirectory {
                guard let id = identity ?? FileInfo(URL(fileURLWithPath: absolute))?.identity else { continue }
                guard !visiting.contains(id) else {
                    problems.append(.error("docgen.input.symlink-loop", "'\(path)' links back to a folder that contains it",
                                           file: "\(folderName)/\(locale)/\(path)"))
                    continue
                }
                visiting.insert(id)
                walk(URL(fileURLWithPath: absolute), locale: locale, prefix: path + "/", visiting: &visiting, files: &files, problems: &problems)
                visiting.remove(id)
            } else {
                files.append(ContentFile(locale: locale, path: path, displayPath: "\(folderName)/\(locale)/\(path)", absolutePath: absolute))
            }
        }
    }
}

/// What `stat` says of a path, following symbolic links.
struct FileInfo {
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var isDirectory: Bool
    var identity: Identity

    init?(_ url: URL) {
        var st = stat()
        guard stat(url.path, &st) == 0 else { return nil }
        isDirectory = (st.st_mode & S_IFMT) == S_IFDIR
        identity = Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}
