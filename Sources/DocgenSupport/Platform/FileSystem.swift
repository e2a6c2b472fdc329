#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls docgen's hot paths make on paths as text (a file URL stats the disk to
/// learn whether it is a folder), each returning the system's error rather than throwing, so
/// callers say which file of theirs failed.
public enum FileSystem {
    /// Makes one folder (its parent must exist); an existing folder is no error.
    public static func makeFolder(_ path: String) -> SystemError? {
        mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : .current
    }

    /// Makes one folder that must not exist yet.
    public static func makeNewFolder(_ path: String) -> SystemError? {
        mkdir(path, 0o755) == 0 ? nil : .current
    }

    /// Renames a file or folder, replacing a file at `to`.
    public static func rename(_ from: String, to: String) -> SystemError? {
        #if canImport(Glibc)
        Glibc.rename(from, to) == 0 ? nil : .current
        #else
        Darwin.rename(from, to) == 0 ? nil : .current
        #endif
    }

    /// Removes a file; a file that is not there is no error.
    @discardableResult
    public static func removeFile(_ path: String) -> SystemError? {
        unlink(path) == 0 || errno == ENOENT ? nil : .current
    }

    /// True when something is at `path` (a broken symbolic link counts as nothing).
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Writes `bytes` to a new or truncated file. With `reserving`, the file's blocks are
    /// reserved first (`posix_fallocate`): ext4 allocates and flushes a file's delayed blocks
    /// when it is renamed over another (auto_da_alloc), 2 ms for a locale's search index; with
    /// its blocks in place there is nothing to flush.
    public static func writeFile(_ path: String, _ bytes: UnsafeRawBufferPointer, reserving: Bool = false) -> SystemError? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .current }
        #if canImport(Glibc)
        if reserving && bytes.count > 0 { _ = posix_fallocate(fd, 0, off_t(bytes.count)) }
        #endif
        let written = writeAll(fd, bytes)
        let error = written ? nil : SystemError.current
        // close() reports a deferred write error on some file systems.
        if close(fd) != 0 { return error ?? .current }
        return error
    }

    /// Writes all of `buffer` to `fd`, however many calls it takes; false on an error (ENOSPC,
    /// EIO, …), with `errno` set.
    public static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard buffer.count > 0 else { return true }
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let n = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// The path with every symbolic link and `..` resolved (`realpath`), nil when it does not resolve.
    public static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Device, inode, size and modification time of what `path` leads to: a file replaced or
    /// rewritten has others. Nil when it cannot be stat'ed.
    public static func identity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)"
        #else
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtimespec.tv_sec):\(info.st_mtimespec.tv_nsec)"
        #endif
    }
}
