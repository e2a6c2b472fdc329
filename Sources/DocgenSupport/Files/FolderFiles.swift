import FoundationEssentials
import Glibc

/// The files under a folder, at any depth, as paths relative to it (`partials/head.html`), in
/// no particular order. Hidden files are listed (callers decide); folders are not.
public enum FolderFiles {
    /// Every file, for folders docgen reads but never publishes (a model's sources, which may
    /// live beside the site): a symbolic link is listed when it leads to a file and not followed
    /// when it leads to a folder, so a link back up cannot loop.
    public static func relativePaths(under folder: URL) -> [String] {
        var paths: [String] = []
        collect(folder.path, prefix: "", into: &paths)
        return paths
    }

    /// The files of a folder whose files a build publishes (`templates/`): read as `content/`
    /// is (`SiteEntry`), so a link that leads out of the site root, a link loop, a FIFO or a
    /// device is a finding (named by `display` + its relative path), never a file read.
    public static func siteFiles(under folder: URL, root: SiteEntry.Root, display: String) -> (paths: [String], problems: [Diagnostic]) {
        var paths: [String] = []
        var problems: [Diagnostic] = []
        switch SiteEntry.classify(folder.path, type: UInt8(DT_UNKNOWN), root: root, display: display, name: display) {
        case .folder(let identity):
            var visiting: Set<FileIdentity> = [identity]
            collectConfined(folder.path, prefix: "", root: root, display: display, visiting: &visiting, paths: &paths, problems: &problems)
        case .file:
            problems.append(.error(.inputUnreadable, "'\(display)' is a file, not a folder", file: display))
        case .refused(let problem):
            // No folder at all is a site without a theme of its own.
            if problem.id != Rule.inputUnreadable.id || FileManager.default.fileExists(atPath: folder.path) { problems.append(problem) }
        }
        return (paths, problems)
    }

    private static func entries(_ folder: String) -> [(name: String, type: UInt8)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            entries.append((name, entry.pointee.d_type))
        }
        return entries
    }

    private static func collect(_ folder: String, prefix: String, into paths: inout [String]) {
        for (name, type) in entries(folder) ?? [] {
            if type == UInt8(DT_DIR) {
                collect(folder + "/" + name, prefix: prefix + name + "/", into: &paths)
            } else if type == UInt8(DT_REG) {
                paths.append(prefix + name)
            } else {
                // A link or a file system that reports no types: a file if stat says so.
                var info = stat()
                guard stat(folder + "/" + name, &info) == 0 else { continue }
                if type == UInt8(DT_UNKNOWN) && (info.st_mode & S_IFMT) == S_IFDIR {
                    collect(folder + "/" + name, prefix: prefix + name + "/", into: &paths)
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    paths.append(prefix + name)
                }
            }
        }
    }

    private static func collectConfined(_ folder: String, prefix: String, root: SiteEntry.Root, display: String,
                                        visiting: inout Set<FileIdentity>, paths: inout [String], problems: inout [Diagnostic]) {
        guard let listed = entries(folder) else {
            problems.append(.error(.inputUnreadable, "cannot read folder: \(String(cString: strerror(errno)))", file: display + "/" + prefix))
            return
        }
        for (name, type) in listed where !name.hasPrefix(".") {
            let path = prefix + name
            switch SiteEntry.classify(folder + "/" + name, type: type, root: root, display: "\(display)/\(path)", name: path) {
            case .refused(let problem):
                problems.append(problem)
            case .file:
                paths.append(path)
            case .folder(let id):
                guard !visiting.contains(id) else {
                    problems.append(.error(.inputSymlinkLoop, "'\(path)' links back to a folder that contains it", file: "\(display)/\(path)"))
                    continue
                }
                visiting.insert(id)
                collectConfined(folder + "/" + name, prefix: path + "/", root: root, display: display, visiting: &visiting, paths: &paths, problems: &problems)
                visiting.remove(id)
            }
        }
    }
}
