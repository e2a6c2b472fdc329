#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a file (`flock`), held until the value is released: two docgen builds
/// of one output folder take turns instead of mixing their files.
public final class FileLock: @unchecked Sendable {
    private let fd: Int32
    public let path: String

    /// Takes the lock on `path` (the file is made if missing and never removed, so every
    /// process locks the same inode). When another process holds it, `waiting` is called once
    /// and the call blocks until the lock is free.
    public init(_ path: String, waiting: () -> Void) throws(SystemError) {
        self.path = path
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError.current }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let error = SystemError.current
                close(fd)
                throw error
            }
            waiting()
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let error = SystemError.current
                    close(fd)
                    throw error
                }
            }
        }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
