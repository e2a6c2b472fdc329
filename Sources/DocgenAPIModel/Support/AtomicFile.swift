import DocgenSwift
import FoundationEssentials
import Glibc

/// Writes a file whole or not at all: into a temporary file beside it, then one `rename`,
/// so a reader (another docgen process sharing the cache) never sees half a file.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws(ModelError) {
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw ModelError(.error(.unreadable, "cannot write \(temporary)"))
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ModelError(.error(.unreadable, "cannot write \(path): \(reason)"))
        }
    }
}
