import FoundationEssentials
#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif

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
        switch SiteEntry.classify(folder.path, root: root, display: display, name: display) {
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

    private static func collect(_ folder: String, prefix: String, into paths: inout [String]) {
        guard case .success(let entries) = FolderEntries.list(folder) else { return }
        for entry in entries {
            let name = entry.name
            if entry.kind == .folder {
                collect(folder + "/" + name, prefix: prefix + name + "/", into: &paths)
            } else if entry.kind == .file {
                paths.append(prefix + name)
            } else {
                // A link or a file system that reports no types: a file if stat says so.
                var info = stat()
                guard stat(folder + "/" + name, &info) == 0 else { continue }
                if entry.kind == .unknown && (info.st_mode & S_IFMT) == S_IFDIR {
                    collect(folder + "/" + name, prefix: prefix + name + "/", into: &paths)
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    paths.append(prefix + name)
                }
            }
        }
    }

    private static func collectConfined(_ folder: String, prefix: String, root: SiteEntry.Root, display: String,
                                        visiting: inout Set<FileIdentity>, paths: inout [String], problems: inout [Diagnostic]) {
        let listed: [FolderEntry]
        switch FolderEntries.list(folder) {
        case .success(let entries): listed = entries
        case .failure(let error):
            problems.append(.error(.inputUnreadable, "cannot read folder: \(error.message)", file: display + "/" + prefix))
            return
        }
        for entry in listed where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = prefix + name
            switch SiteEntry.classify(folder + "/" + name, kind: entry.kind, root: root, display: "\(display)/\(path)", name: path) {
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
