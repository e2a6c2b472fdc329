import DocgenSupport
import FoundationEssentials

/// Watches folders (recursively) and single files with inotify, and reports the paths that
/// changed, a short quiet period after the first change so an editor's save counts once.
final class FileWatcher: @unchecked Sendable {
    private let inotify = Inotify()
    private var watches: [Int32: String] = [:]
    private let onChange: @Sendable ([String]) -> Void
    /// Files watched through their folder (editors replace files on save, which drops a watch on
    /// the file itself): folder path → file names.
    private var files: [String: Set<String>] = [:]
    private let stopped = Locked(false)

    /// Files `watch(files:)` was given, for the watcher's thread to take up.
    private let pendingFiles = Locked<[URL]>([])

    init(folders: [URL], files: [URL], onChange: @escaping @Sendable ([String]) -> Void) {
        self.onChange = onChange
        for folder in folders { add(folder) }
        for file in files { addFile(file) }
    }

    private var fileWatches: [Int32: String] = [:]

    /// Watches more files one by one, from any thread: the watcher's thread takes them up
    /// within its next wait. A file in a watched folder is seen already and is left out.
    func watch(files: [URL]) {
        pendingFiles.withLock { $0 += files }
    }

    private func addFile(_ file: URL) {
        let folder = file.deletingLastPathComponent().path
        guard !watches.values.contains(folder) else { return }
        if self.files[folder] == nil {
            if let wd = inotify.add(folder) { fileWatches[wd] = folder }
        }
        self.files[folder, default: []].insert(file.lastPathComponent)
    }

    /// Adds a watch on `url` and, for a folder, on every folder below it.
    private func add(_ url: URL) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        if let wd = inotify.add(url.path) { watches[wd] = url.path }
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
            for file in pendingFiles.withLock({ pending in defer { pending = [] }; return pending }) { addFile(file) }
            let events = inotify.events(waiting: 20, buffer: &buffer)
            for event in events {
                let name = event.name
                if let folder = fileWatches[event.watch], files[folder]?.contains(name) == true {
                    changed.append(folder + "/" + name)
                } else if let folder = watches[event.watch], !name.hasPrefix("."), !name.hasSuffix("~"), !name.hasSuffix(".swp") {
                    let path = name.isEmpty ? folder : folder + "/" + name
                    changed.append(path)
                    if event.isFolder, event.isNew { add(URL(fileURLWithPath: path)) }
                }
            }
            if firstChange == nil, !changed.isEmpty { firstChange = Date() }
            if let first = firstChange, Date().timeIntervalSince(first) > 0.03 {
                let paths = Array(Set(changed)).sorted()
                changed = []
                firstChange = nil
                onChange(paths)
            }
        }
    }
}
