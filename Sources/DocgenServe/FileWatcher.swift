import DocgenSupport
import FoundationEssentials
import Glibc

/// Watches folders (recursively) and single files with inotify, and reports the paths that
/// changed, a short quiet period after the first change so an editor's save counts once.
final class FileWatcher: @unchecked Sendable {
    private let fd: Int32
    private var watches: [Int32: String] = [:]
    private let onChange: @Sendable ([String]) -> Void
    /// Files watched through their folder (editors replace files on save, which drops a watch on
    /// the file itself): folder path → file names.
    private var files: [String: Set<String>] = [:]
    private let stopped = Locked(false)

    init(folders: [URL], files: [URL], onChange: @escaping @Sendable ([String]) -> Void) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.onChange = onChange
        for folder in folders { add(folder) }
        for file in files {
            let folder = file.deletingLastPathComponent().path
            if self.files[folder] == nil {
                let wd = inotify_add_watch(fd, folder, Self.mask)
                if wd >= 0 { fileWatches[wd] = folder }
            }
            self.files[folder, default: []].insert(file.lastPathComponent)
        }
    }

    private var fileWatches: [Int32: String] = [:]

    private static let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_ATTRIB)

    /// Adds a watch on `url` and, for a folder, on every folder below it.
    private func add(_ url: URL) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        let wd = inotify_add_watch(fd, url.path, Self.mask)
        if wd >= 0 { watches[wd] = url.path }
        guard isDirectory, let children = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for child in children where !child.hasPrefix(".") {
            let childURL = url.appendingPathComponent(child)
            var childIsDirectory = false
            if FileManager.default.fileExists(atPath: childURL.path, isDirectory: &childIsDirectory), childIsDirectory,
               !watches.values.contains(childURL.path) {
                add(childURL)
            }
        }
    }

    func start() {
        DetachedThread.spawn { [self] in run() }
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private var shouldStop: Bool {
        stopped.withLock { $0 }
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var changed: [String] = []
        var firstChange: Date?
        while !shouldStop {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 20)
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
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
                    if let folder = fileWatches[event.wd], files[folder]?.contains(name) == true {
                        changed.append(folder + "/" + name)
                    } else if let folder = watches[event.wd], !name.hasPrefix("."), !name.hasSuffix("~"), !name.hasSuffix(".swp") {
                        let path = name.isEmpty ? folder : folder + "/" + name
                        changed.append(path)
                        if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                            add(URL(fileURLWithPath: path))
                        }
                    }
                    offset += MemoryLayout<inotify_event>.size + nameLength
                }
                if firstChange == nil, !changed.isEmpty { firstChange = Date() }
            }
            if let first = firstChange, Date().timeIntervalSince(first) > 0.03 {
                let paths = Array(Set(changed)).sorted()
                changed = []
                firstChange = nil
                onChange(paths)
            }
        }
        close(fd)
    }
}
