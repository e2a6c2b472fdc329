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

/// What a directory entry of a site folder (`content/`, `templates/`) may be read as. A build
/// publishes what it reads, and runs in CI over pull requests that can add symbolic links (git
/// stores them), so only regular files and folders are read, and a symbolic link is followed
/// only when it resolves inside the site root: a link to `/proc/self/environ`, `/etc/passwd` or
/// a folder beside the repository is an error naming the link and the kind of its target, never
/// showing what the target holds. A FIFO or a device is an error too, not a read that waits
/// forever or never ends.
public enum SiteEntry {
    /// What an entry is read as, or why it is not read.
    public enum Kind: Sendable, Equatable {
        case file
        case folder(FileIdentity)
        case refused(Diagnostic)
    }

    /// The root every entry must resolve into, as `realpath` gives it (no trailing `/`).
    public struct Root: Sendable {
        public let path: String

        /// Nil when the folder cannot be resolved (it does not exist).
        public init?(_ url: URL) {
            guard let resolved = realpath(url.path, nil) else { return nil }
            defer { free(resolved) }
            path = String(cString: resolved)
        }

        public func contains(_ resolved: String) -> Bool {
            resolved == path || path == "/" || resolved.hasPrefix(path + "/")
        }
    }

    /// Classifies the entry at `absolute`, of `kind` as its folder's listing gives it
    /// (`.unknown` when the caller has none). `display` names it in findings
    /// (`content/en/env.txt`), `name` is how a message refers to it (`'env.txt'`).
    public static func classify(_ absolute: String, kind: FolderEntry.Kind = .unknown, root: Root, display: String, name: String) -> Kind {
        var type: UInt8
        switch kind {
        case .file: type = UInt8(DT_REG)
        case .folder: type = UInt8(DT_DIR)
        case .symbolicLink: type = UInt8(DT_LNK)
        case .special, .unknown: type = UInt8(DT_UNKNOWN)
        }
        if type == UInt8(DT_UNKNOWN) {
            var info = stat()
            guard lstat(absolute, &info) == 0 else {
                return .refused(.error(.inputUnreadable, "cannot read '\(name)': \(String(cString: strerror(errno)))", file: display))
            }
            type = directoryType(info.st_mode)
        }
        switch type {
        case UInt8(DT_REG):
            return .file
        case UInt8(DT_DIR):
            guard let identity = FileIdentity(absolute) else {
                return .refused(.error(.inputUnreadable, "cannot read '\(name)': \(String(cString: strerror(errno)))", file: display))
            }
            return .folder(identity)
        case UInt8(DT_LNK):
            return followLink(absolute, root: root, display: display, name: name)
        default:
            return .refused(notRegular(type, display: display, name: name, link: nil))
        }
    }

    private static func followLink(_ absolute: String, root: Root, display: String, name: String) -> Kind {
        let written = linkText(absolute) ?? "?"
        guard let resolvedPointer = realpath(absolute, nil) else {
            if errno == ELOOP {
                return .refused(.error(.inputSymlinkLoop, "'\(name)' is a symbolic link loop (it leads to '\(written)')", file: display))
            }
            return .refused(.error(.inputBrokenLink, "'\(name)' is a symbolic link to nothing", file: display))
        }
        let resolved = String(cString: resolvedPointer)
        free(resolvedPointer)
        var info = stat()
        guard stat(resolved, &info) == 0 else {
            return .refused(.error(.inputBrokenLink, "'\(name)' is a symbolic link to nothing", file: display))
        }
        let type = directoryType(info.st_mode)
        guard root.contains(resolved) else {
            return .refused(.error(.inputLinkOutside,
                                   "'\(name)' is a symbolic link to \(kindName(type)) outside the site root ('\(written)'); docgen follows links only within \(root.path)",
                                   file: display,
                                   fix: .init(message: "copy what it should publish into the site, or remove the link")))
        }
        switch type {
        case UInt8(DT_REG): return .file
        case UInt8(DT_DIR): return .folder(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        default: return .refused(notRegular(type, display: display, name: name, link: written))
        }
    }

    private static func notRegular(_ type: UInt8, display: String, name: String, link: String?) -> Diagnostic {
        let what = link.map { "a symbolic link to \(kindName(type)) ('\($0)')" } ?? kindName(type)
        return .error(.inputNotRegular, "'\(name)' is \(what), not a file or folder; docgen reads only files and folders",
                      file: display, fix: .init(message: "remove it from the site"))
    }

    private static func directoryType(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFREG: return UInt8(DT_REG)
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFLNK: return UInt8(DT_LNK)
        case S_IFIFO: return UInt8(DT_FIFO)
        case S_IFCHR: return UInt8(DT_CHR)
        case S_IFBLK: return UInt8(DT_BLK)
        case S_IFSOCK: return UInt8(DT_SOCK)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    private static func kindName(_ type: UInt8) -> String {
        switch type {
        case UInt8(DT_REG): return "a file"
        case UInt8(DT_DIR): return "a folder"
        case UInt8(DT_FIFO): return "a FIFO (named pipe)"
        case UInt8(DT_CHR): return "a character device"
        case UInt8(DT_BLK): return "a block device"
        case UInt8(DT_SOCK): return "a socket"
        default: return "something that is neither a file nor a folder"
        }
    }

    private static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A file's device and inode: which folder a walk is in, whatever path led there.
public struct FileIdentity: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity of what `path` leads to (links followed); nil when it cannot be stat'ed.
    public init?(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        self.init(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}
