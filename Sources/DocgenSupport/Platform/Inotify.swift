#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Linux's inotify, as the preview server's watcher needs it: watches on paths, and the events
/// that arrive within a short wait.
public final class Inotify: @unchecked Sendable {
    /// One change the kernel reported.
    public struct Event: Sendable {
        /// The watch it came from (`add(_:)`'s result).
        public var watch: Int32
        /// The file's name inside a watched folder; "" for the watched path itself.
        public var name: String
        /// The changed entry is a folder.
        public var isFolder: Bool
        /// The entry was created or moved in.
        public var isNew: Bool
    }

    private let fd: Int32

    public init() {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Changes of content, names and attributes of `path` (and its entries, for a folder).
    private static let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_ATTRIB)

    /// Watches `path`; the watch's number, nil when it cannot be watched.
    public func add(_ path: String) -> Int32? {
        guard fd >= 0 else { return nil }
        let wd = inotify_add_watch(fd, path, Self.mask)
        return wd >= 0 ? wd : nil
    }

    /// The events that arrive within `milliseconds` (none when nothing changed).
    public func events(waiting milliseconds: Int32, buffer: inout [UInt8]) -> [Event] {
        guard fd >= 0 else { return [] }
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&pfd, 1, milliseconds)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var events: [Event] = []
        var offset = 0
        while offset < count {
            let event = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset, as: inotify_event.self) }
            let nameLength = Int(event.len)
            var name = ""
            if nameLength > 0 {
                name = buffer.withUnsafeBytes { raw in
                    let start = raw.baseAddress! + offset + MemoryLayout<inotify_event>.size
                    return String(cString: start.assumingMemoryBound(to: CChar.self))
                }
            }
            events.append(Event(watch: event.wd, name: name, isFolder: event.mask & UInt32(IN_ISDIR) != 0,
                                isNew: event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0))
            offset += MemoryLayout<inotify_event>.size + nameLength
        }
        return events
    }
}
#endif
