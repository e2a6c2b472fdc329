import FoundationEssentials
import Glibc

/// The files under a folder, at any depth, as paths relative to it (`partials/head.html`), in
/// no particular order. Hidden files are listed (callers decide); folders are not. A symbolic
/// link is listed when it leads to a file and not followed when it leads to a folder, so a
/// link back up cannot loop.
public enum FolderFiles {
    public static func relativePaths(under folder: URL) -> [String] {
        var paths: [String] = []
        collect(folder.path, prefix: "", into: &paths)
        return paths
    }

    private static func collect(_ folder: String, prefix: String, into paths: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            let type = entry.pointee.d_type
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
}
