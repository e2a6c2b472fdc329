#if canImport(Glibc)
internal import CPlatform
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

    /// Asks the file system to place the folder's future subfolders apart from it (ext4's top
    /// of a hierarchy, `chattr +T`): on ext4 without a journal, new inodes near a folder whose
    /// old contents were just deleted cost a scan over every freed one (`docgen_spread_subfolders`).
    /// Only a placement hint: where the file system has no such flag, nothing happens.
    public static func spreadSubfolders(_ path: String) {
        #if canImport(Glibc)
        _ = docgen_spread_subfolders(path)
        #endif
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

    /// Writes `bytes` whole or not at all: into a temporary file beside `path`, then one
    /// rename, so a reader (another docgen process sharing a cache) never sees half a file.
    public static func writeFileAtomically(_ path: String, _ bytes: UnsafeRawBufferPointer) -> SystemError? {
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        if let error = writeFile(temporary, bytes) {
            _ = removeFile(temporary)
            return error
        }
        if let error = rename(temporary, to: path) {
            _ = removeFile(temporary)
            return error
        }
        return nil
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
        status(path)?.identity
    }

    /// What one `stat` of `path` (following links) tells a rebuild: the file's identity and
    /// the second it was last modified. Nil when it cannot be stat'ed.
    public static func status(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return status(info)
    }

    /// `status` of each of `names` in `folder`, by `fstatat` on the folder opened once: the
    /// kernel walks the folder's path once instead of once a file (thousands of pages share
    /// a few folders). Nil for a name that cannot be stat'ed; all nil when the folder cannot
    /// be opened.
    public static func statuses(in folder: String, names: [String]) -> [FileStatus?] {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return names.map { _ in nil } }
        defer { close(fd) }
        return names.map { name in
            var info = stat()
            return fstatat(fd, name, &info, 0) == 0 ? status(info) : nil
        }
    }

    private static func status(_ info: stat) -> FileStatus {
        #if canImport(Glibc)
        let (seconds, nanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #else
        let (seconds, nanoseconds) = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #endif
        return FileStatus(identity: identity(number(info.st_dev), number(info.st_ino), number(info.st_size), number(seconds), number(nanoseconds)),
                          modified: seconds)
    }

    private static func number<T: FixedWidthInteger>(_ value: T) -> (magnitude: UInt64, negative: Bool) {
        (UInt64(truncatingIfNeeded: value.magnitude), value < 0)
    }

    /// `dev:ino:size:seconds:nanoseconds` in decimal, written from the end of one buffer: a
    /// rebuild stats every page, and a String made of the five numbers cost more than the
    /// `stat` (interpolated, or each made and joined).
    private static func identity(_ values: (magnitude: UInt64, negative: Bool)...) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: values.count * 22) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for (i, value) in values.reversed().enumerated() {
                if i > 0 { put(UInt8(ascii: ":")) }
                var magnitude = value.magnitude
                repeat {
                    put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                } while magnitude > 0
                if value.negative { put(UInt8(ascii: "-")) }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// True when `path` itself is a symbolic link (`lstat`), whatever it leads to.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Removes a folder when it is empty; false when it is not (or cannot be removed).
    public static func removeEmptyFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Swaps the two paths atomically, where the kernel and file system can
    /// (`renameat2(RENAME_EXCHANGE)`); the error otherwise (EINVAL or ENOSYS: fall back).
    public static func exchange(_ a: String, _ b: String) -> SystemError? {
        docgen_rename_exchange(a, b) == 0 ? nil : .current
    }

    /// True when `path` is a mount point: on another device than its parent folder, so it
    /// cannot be renamed.
    public static func isMountPoint(_ path: String) -> Bool {
        var own = stat(), parent = stat()
        guard stat(path, &own) == 0, stat(path + "/..", &parent) == 0 else { return false }
        return own.st_dev != parent.st_dev
    }

    /// Copies the file at `source` to `target` (new or truncated) in chunks, never holding it
    /// whole, and returns its content hash (`ContentHash.of`). At most `limit` bytes: a larger
    /// file is `.tooLarge` and the partial copy is removed.
    public static func copyFile(_ source: String, to target: String, limit: Int) -> Result<String, CopyFailure> {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return .failure(.reading(.current)) }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { return .failure(.writing(.current)) }
        var hash = ContentHash.Stream()
        var total = 0
        let result: Result<String, CopyFailure> = withUnsafeTemporaryAllocation(byteCount: 1 << 20, alignment: 16) { buffer in
            while true {
                let n = read(input, buffer.baseAddress, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return .failure(.reading(.current)) }
                if n == 0 { return .success(hash.finish()) }
                total += n
                if total > limit { return .failure(.tooLarge) }
                let chunk = UnsafeRawBufferPointer(rebasing: buffer[..<n])
                hash.add(chunk)
                if !writeAll(output, chunk) { return .failure(.writing(.current)) }
            }
        }
        if close(output) != 0, case .success = result { return .failure(.writing(.current)) }
        if case .failure = result { removeFile(target) }
        return result
    }

    /// The content hash (`ContentHash.of`) of the file at `path`, read in chunks; at most
    /// `limit` bytes.
    public static func hashFile(_ path: String, limit: Int) -> Result<String, CopyFailure> {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return .failure(.reading(.current)) }
        defer { close(input) }
        var hash = ContentHash.Stream()
        var total = 0
        return withUnsafeTemporaryAllocation(byteCount: 1 << 20, alignment: 16) { buffer in
            while true {
                let n = read(input, buffer.baseAddress, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return .failure(.reading(.current)) }
                if n == 0 { return .success(hash.finish()) }
                total += n
                if total > limit { return .failure(.tooLarge) }
                hash.add(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
            }
        }
    }

    /// Why a copy or a hash of a file did not finish.
    public enum CopyFailure: Error, Sendable {
        case reading(SystemError)
        case writing(SystemError)
        case tooLarge
    }

    /// The file's size in bytes (links followed), nil when it cannot be stat'ed.
    public static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The file's modification time in seconds since 1970 (links followed), nil when it cannot
    /// be stat'ed.
    public static func modificationTime(_ path: String) -> Int? {
        status(path)?.modified
    }
}

/// A file's identity (device, inode, size, modification time to the nanosecond) and its
/// modification second, from one `stat`.
public struct FileStatus: Sendable, Equatable {
    public var identity: String
    public var modified: Int

    public init(identity: String, modified: Int) {
        self.identity = identity
        self.modified = modified
    }

    /// The identity, when the file was last modified at least `settleSeconds` before `now`:
    /// one written again since then has another modification time, so the same identity later
    /// means the same bytes. A file modified within the last moments could be written again
    /// within the same tick of the file system's clock, keeping its identity; it has none here,
    /// and is read again next time (the rule git's index has for "racy" entries).
    public func settledIdentity(now: Int) -> String? {
        modified <= now - Self.settleSeconds ? identity : nil
    }

    public static let settleSeconds = 2

    /// Seconds since 1970, now, by the clock file times are set by.
    public static func now() -> Int {
        Int(time(nil))
    }
}

