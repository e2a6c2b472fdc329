import DocgenRender
import DocgenSite
import DocgenSupport
import FoundationEssentials
import Dispatch

/// The output folder, guarded: docgen writes only into a folder it made (it carries a marker
/// file), never into the site root, `content/`, `templates/` or a folder above them, and never
/// into a non-empty folder of someone else's. A build goes to a staging folder beside the
/// output and replaces it only when complete, so a failed build leaves the last good site.
public struct OutputDirectory: Sendable {
    public static let markerName = ".docgen-site"

    public let url: URL

    /// Where the build is made before it replaces the output: beside it, so one rename swaps
    /// them; inside it when it is a mount point, which cannot be renamed.
    public let staging: URL
    /// The output is a mount point: the finished site's entries are moved into it one by one.
    let isMountPoint: Bool
    /// The staging folder's folders made so far: a page's folder holds several files, and
    /// asking for it again for each was a failed `mkdir` for two files in three.
    private let madeFolders = Locked<Set<String>>([])
    /// The staging folder's folders marked to spread their subfolders (`makeFolders`).
    private let spreadFolders = Locked<Set<String>>([])

    public init(out: URL, root: URL) throws(DiagnosticsError) {
        let given = out.standardizedFileURL
        func refuse(_ why: String) -> DiagnosticsError {
            DiagnosticsError(.error(.outputRefused, "will not write the site to \(given.path): \(why); choose another --out", file: nil))
        }
        // A link to nothing would be "resolved" to itself and fail late, in a rename, with a
        // message about directories.
        if FileSystem.isSymbolicLink(given.path), FileSystem.resolved(given.path) == nil {
            throw refuse("it is a symbolic link to nothing")
        }
        let out = given.resolvingSymlinksInPath()
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        let protected = [root, root.appendingPathComponent(ContentTree.folderName), root.appendingPathComponent(Theme.folderName)]
        if out.path == "/" { throw refuse("it is the file system root") }
        for folder in protected {
            let path = folder.path
            if FilePath.isSame(path, out.path) || FilePath.isInside(path, out.path) {
                throw refuse("it is or contains \(folder.lastPathComponent == root.lastPathComponent ? "the site root" : "'\(folder.lastPathComponent)'")")
            }
            if FilePath.isInside(out.path, path), folder != root {
                throw refuse("it is inside '\(folder.lastPathComponent)'")
            }
        }
        var isDirectory = false
        if FileManager.default.fileExists(atPath: out.path, isDirectory: &isDirectory) {
            guard isDirectory else { throw refuse("it is a file") }
            let marker = out.appendingPathComponent(Self.markerName)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            // A folder of a user's own files is refused; one with only what docgen keeps (a
            // checkout's `.git`, a host's `CNAME`) is taken, and those are kept.
            if !FileManager.default.fileExists(atPath: marker.path), entries.contains(where: { !Self.isKeptUserEntry($0) }) {
                throw refuse("it is a non-empty folder that docgen did not create")
            }
        }
        self.url = out
        isMountPoint = FileSystem.isMountPoint(out.path)
        self.staging = isMountPoint
            ? out.appendingPathComponent(".docgen-staging-\(ProcessCalls.id)")
            : out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).staging-\(ProcessCalls.id)")
    }

    /// Entries of an output folder docgen did not write and keeps across full builds: hidden
    /// ones (`.git`, `.nojekyll`) and a host's `CNAME`.
    static func isKeptUserEntry(_ name: String) -> Bool {
        (name.hasPrefix(".") && name != markerName && !name.hasPrefix(".docgen-")) || name == "CNAME"
    }

    /// The lock that keeps two builds of this output from running at once, taken before
    /// anything is read from or written to it; `waiting` is told when another build holds it.
    /// Leftovers of builds that were killed (staging and old folders) are removed under it.
    public func lock(waiting: () -> Void) throws(DiagnosticsError) -> FileLock {
        // The lock file lives in docgen's cache, named after the output's path, not beside the
        // output where it would show in the user's repository; the temporary folder when the
        // cache cannot be made.
        var folders = Self.lockFolders
        var lastError = SystemError(code: 0)
        while let folder = folders.first {
            folders.removeFirst()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                let lock = try FileLock(folder.appendingPathComponent(lockName).path, waiting: waiting)
                removeLeftovers()
                return lock
            } catch {
                lastError = error
            }
        }
        throw DiagnosticsError(.error(.outputUnwritable, "cannot lock \(url.path) for the build: \(lastError.message)", file: nil))
    }

    /// Removes this output's lock file. Only for an output no other process builds into (the
    /// preview's own folder, named after its process and dropped when it stops): lock files
    /// are otherwise kept, one for each output, and a preview makes a new output every session.
    public func forgetLock() {
        for folder in Self.lockFolders { try? FileManager.default.removeItem(at: folder.appendingPathComponent(lockName)) }
    }

    /// Where lock files are: docgen's cache, else the temporary folder when the cache cannot be made.
    static var lockFolders: [URL] {
        [CacheDirectory.url.appendingPathComponent("locks"), FileManager.default.temporaryDirectory.appendingPathComponent("docgen-locks")]
    }

    /// The lock file's name, after the output's path.
    var lockName: String { ContentHash.of(url.path) + ".lock" }

    /// Staging and old folders of builds of this output that were killed; only called with the
    /// lock held, when no other build of it can be running.
    private func removeLeftovers() {
        let name = url.lastPathComponent
        let parent = url.deletingLastPathComponent()
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for entry in beside where entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).old-") {
            Self.removeTree(parent.appendingPathComponent(entry))
        }
        let inside = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for entry in inside where entry.hasPrefix(".docgen-staging-") || entry.hasPrefix(".docgen-old-") {
            Self.removeTree(url.appendingPathComponent(entry))
        }
    }

    /// Creates the empty staging folder.
    public func begin() throws(DiagnosticsError) {
        try? FileManager.default.removeItem(at: staging)
        madeFolders.withLock { $0.removeAll() }
        spreadFolders.withLock { $0.removeAll() }
        try? FileManager.default.createDirectory(at: staging.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let error = FileSystem.makeNewFolder(staging.path) {
            throw DiagnosticsError(.error(.outputUnwritable, "cannot write the site next to \(url.path): \(error.message)", file: nil))
        }
    }

    /// Every path written is relative and stays inside the folder: a locale code or a slug
    /// that slipped past the checks must not reach outside it.
    private func checked(_ relativePath: String) throws(DiagnosticsError) -> String {
        // A `..` step is `/../` once the path is put between slashes, looked for in its bytes:
        // every page's files pass here, and splitting a String compares Characters.
        guard !relativePath.isEmpty, relativePath.utf8.first != UInt8(ascii: "/"), !("/" + relativePath + "/").containsBytes("/../") else {
            throw DiagnosticsError(.error(.outputRefused, "will not write '\(relativePath)': it leads outside \(url.path)", file: nil))
        }
        return relativePath
    }

    /// Writes one file into the staging folder, creating its folders.
    public func write(_ relativePath: String, _ bytes: some Collection<UInt8>) throws(DiagnosticsError) {
        // Paths as text: a file URL stats the disk to learn whether it is a folder, three
        // times a page.
        let target = staging.path + "/" + (try checked(relativePath))
        // Errors name the file's place in the output, not the staging folder that is removed.
        var shown: URL { url.appendingPathComponent(relativePath) }
        if let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")), let failure = makeFolders(String(target[..<slash])) {
            throw DiagnosticsError(.error(.outputUnwritable, "cannot create \(shown.deletingLastPathComponent().path): \(failure.message)", file: nil))
        }
        let failure = bytes.withContiguousStorageIfAvailable { FileSystem.writeFile(target, UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { FileSystem.writeFile(target, $0) }
        if let failure { throw writeError(url.appendingPathComponent(relativePath), reason: failure.message) }
    }

    /// Makes `folder` of the staging folder and those of its parents that are missing. A
    /// folder about to get its first subfolder is marked first (`FileSystem.spreadSubfolders`):
    /// page folders then land where the last output's deleted files are not, which on ext4
    /// without a journal made every new file of a build cost a scan over those.
    private func makeFolders(_ folder: String) -> SystemError? {
        if folder.utf8.count <= staging.path.utf8.count || madeFolders.withLock({ $0.contains(folder) }) { return nil }
        guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let parent = String(folder[..<slash])
        if let failure = makeFolders(parent) { return failure }
        if spreadFolders.withLock({ $0.insert(parent).inserted }) { FileSystem.spreadSubfolders(parent) }
        if let failure = FileSystem.makeFolder(folder) { return failure }
        madeFolders.withLock { _ = $0.insert(folder) }
        return nil
    }

    /// The top-level entries written into the staging folder so far: what the manifest records
    /// as this build's, so the next full build knows what else the output holds is the user's.
    func stagedEntries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).sorted()
    }

    /// Copies an asset into the staging folder in chunks (never held whole); its content hash.
    func copy(_ file: ContentFile, to relativePath: String, limit: Int) throws(DiagnosticsError) -> String {
        let target = staging.path + "/" + (try checked(relativePath))
        // A folder that cannot be made fails the copy, which says so.
        if let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) { _ = makeFolders(String(target[..<slash])) }
        switch FileSystem.copyFile(file.absolutePath, to: target, limit: limit) {
        case .success(let hash): return hash
        case .failure(let failure): throw Self.copyError(failure, file: file, target: url.appendingPathComponent(relativePath), limit: limit)
        }
    }

    static func copyError(_ failure: FileSystem.CopyFailure, file: ContentFile, target: URL, limit: Int) -> DiagnosticsError {
        switch failure {
        case .reading(let error):
            return DiagnosticsError(.error(.inputUnreadable, "cannot read file: \(error.message)", file: file.displayPath))
        case .writing(let error):
            return DiagnosticsError(.error(.outputUnwritable, "cannot write \(target.path): \(error.message)", file: nil))
        case .tooLarge:
            return DiagnosticsError(.error(.inputAssetTooLarge, "the file grew past \(limit / 1_048_576) MiB while it was copied", file: file.displayPath))
        }
    }

    public func write(_ relativePath: String, _ text: String) throws(DiagnosticsError) {
        var text = text
        var failure: DiagnosticsError?
        text.withUTF8 { bytes in
            do throws(DiagnosticsError) { try write(relativePath, bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func writeError(_ target: URL, reason: String) -> DiagnosticsError {
        DiagnosticsError(.error(.outputUnwritable, "cannot write \(target.path): \(reason)", file: nil))
    }


    /// The manifest of the build that wrote the output folder, if docgen wrote it in
    /// `environment` from the pages `pages` (`BuildManifest.read`).
    /// True when the folder has a manifest to read (not necessarily one this build can use).
    var hasManifest: Bool {
        FileSystem.exists(url.appendingPathComponent(Self.markerName).path)
    }

    func manifest(environment: String, pages: [ContentFile]) -> BuildManifest? {
        BuildManifest.read(from: url.appendingPathComponent(Self.markerName), environment: environment, pages: pages)
    }

    /// The identities the last build's pages had (`BuildManifest.pageIdentities`).
    func pageIdentities() -> [String: String] {
        BuildManifest.pageIdentities(at: url.appendingPathComponent(Self.markerName))
    }

    /// Replaces files of the existing output folder and removes `removing` (files a full build
    /// would no longer write, and the folders they leave empty). Every new file is written
    /// beside its target first; only when all are written are the old files moved aside and the
    /// new ones moved in, and a failure then moves the old ones back: a reader sees old files or
    /// new ones, never half of one, and a rebuild that fails (a full disk) changes nothing.
    ///
    /// A path that leads through a symbolic link, or to one, is refused
    /// (`OutputDirectory.LinkInOutput`): the caller builds afresh instead, so nothing is ever
    /// written through a link someone put inside the output to a folder outside it.
    func replace(_ files: [(path: String, bytes: [UInt8])], copies: [(path: String, source: String)] = [], limit: Int = .max,
                 removing: [String] = []) throws(DiagnosticsError) {
        let base = url.path
        for path in files.map(\.path) + copies.map(\.path) + removing {
            guard Self.leadsThroughNoLink(path, in: base) else { throw LinkInOutput.error(path) }
        }
        var written: [(temporary: String, target: String)] = []
        func removeWritten() { for file in written { FileSystem.removeFile(file.temporary) } }
        let contents: [(path: String, bytes: [UInt8]?, source: String?)] = files.map { ($0.path, $0.bytes, nil) } + copies.map { ($0.path, nil, $0.source) }
        for (relativePath, bytes, source) in contents {
            let target: String
            do throws(DiagnosticsError) {
                target = base + "/" + (try checked(relativePath))
            } catch {
                removeWritten()
                throw error
            }
            let folder = String(target[..<target.lastIndex(of: "/")!])
            let temporary = folder + "/." + target[target.index(after: target.lastIndex(of: "/")!)...] + ".docgen-new-\(ProcessCalls.id)"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if let bytes {
                // Blocks reserved before the bytes are written, so the rename over the old file
                // has nothing to flush (`FileSystem.writeFile`).
                if let failure = bytes.withUnsafeBytes({ FileSystem.writeFile(temporary, $0, reserving: true) }) {
                    FileSystem.removeFile(temporary)
                    removeWritten()
                    throw writeError(URL(fileURLWithPath: target), reason: failure.message)
                }
            } else if let source, case .failure(let failure) = FileSystem.copyFile(source, to: temporary, limit: limit) {
                removeWritten()
                let file = ContentFile(locale: "", path: relativePath, displayPath: ContentTree.folderName + "/" + relativePath, absolutePath: source)
                throw Self.copyError(failure, file: file, target: URL(fileURLWithPath: target), limit: limit)
            }
            written.append((temporary, target))
        }
        // Old files aside, new ones in; undone in reverse if any step fails.
        var undo: [() -> Void] = []
        func rollBack() { for step in undo.reversed() { step() } }
        for file in written {
            let aside = file.temporary + "-old"
            let hadOld = FileSystem.exists(file.target)
            if hadOld, let failure = FileSystem.rename(file.target, to: aside) {
                rollBack()
                removeWritten()
                throw writeError(URL(fileURLWithPath: file.target), reason: failure.message)
            }
            if let failure = FileSystem.rename(file.temporary, to: file.target) {
                if hadOld { _ = FileSystem.rename(aside, to: file.target) }
                rollBack()
                removeWritten()
                throw writeError(URL(fileURLWithPath: file.target), reason: failure.message)
            }
            undo.append {
                if hadOld { _ = FileSystem.rename(aside, to: file.target) } else { FileSystem.removeFile(file.target) }
            }
        }
        for file in written { FileSystem.removeFile(file.temporary + "-old") }
        for path in removing {
            let target = base + "/" + path
            FileSystem.removeFile(target)
            // Folders the removal leaves empty go too: a full build would not make them.
            var folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
            while folder.count > base.count, FileSystem.removeEmptyFolder(folder) {
                folder = URL(fileURLWithPath: folder).deletingLastPathComponent().path
            }
        }
    }

    /// Thrown by `replace` when a path of the output leads through a symbolic link.
    enum LinkInOutput {
        static let marker = "a symbolic link inside the output"

        static func error(_ path: String) -> DiagnosticsError {
            DiagnosticsError(.error(.outputUnwritable, "'\(path)' leads through \(marker); the site is built afresh", file: nil))
        }

        static func isIt(_ error: DiagnosticsError) -> Bool {
            error.diagnostics.count == 1 && error.diagnostics[0].message.contains(marker)
        }
    }

    /// True when no component of `path` under `base` is a symbolic link (what does not exist
    /// yet is no link).
    static func leadsThroughNoLink(_ path: String, in base: String) -> Bool {
        var current = base
        for part in path.split(separator: "/") {
            current += "/" + part
            if FileSystem.isSymbolicLink(current) { return false }
        }
        return true
    }

    /// Replaces the output folder with the finished staging folder; `manifest` becomes its
    /// marker. Entries of the old output that docgen did not write (a checkout's `.git`, a
    /// host's `CNAME`: those not among `previousOutputs`, the top-level names the last build
    /// wrote) move into the new site first, so a full build keeps them. The swap is one atomic
    /// exchange where the file system allows it, so a preview server never sees the folder
    /// missing; a mount point gets the new site's entries moved in one by one.
    func commit(manifest: [UInt8], previousOutputs: Set<String>?) throws(DiagnosticsError) {
        try write(Self.markerName, manifest)
        let fm = FileManager.default
        let hadOutput = fm.fileExists(atPath: url.path)
        let built = Set((try? fm.contentsOfDirectory(atPath: staging.path)) ?? [])
        if hadOutput {
            for entry in (try? fm.contentsOfDirectory(atPath: url.path)) ?? [] where !built.contains(entry) && entry != staging.lastPathComponent {
                let ours = previousOutputs.map { $0.contains(entry) } ?? !Self.isKeptUserEntry(entry)
                guard !ours else { continue }
                if let failure = FileSystem.rename(url.appendingPathComponent(entry).path, to: staging.appendingPathComponent(entry).path) {
                    discard()
                    throw DiagnosticsError(.error(.outputUnwritable, "cannot keep \(entry) of \(url.path): \(failure.message)", file: nil))
                }
            }
        }
        if isMountPoint {
            try commitIntoMountPoint(built: built)
            return
        }
        if hadOutput, FileSystem.exchange(staging.path, url.path) == nil {
            // The old site is where the staging folder was.
            Self.removeTree(staging)
            return
        }
        let old = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).old-\(ProcessCalls.id)")
        if hadOutput {
            if let failure = FileSystem.rename(url.path, to: old.path) {
                discard()
                throw DiagnosticsError(.error(.outputUnwritable, "cannot replace \(url.path): \(failure.message)", file: nil))
            }
        }
        if let failure = FileSystem.rename(staging.path, to: url.path) {
            if hadOutput { _ = FileSystem.rename(old.path, to: url.path) }
            discard()
            throw DiagnosticsError(.error(.outputUnwritable, "cannot move the new site into \(url.path): \(failure.message)", file: nil))
        }
        if hadOutput { Self.removeTree(old) }
    }

    /// A mount point keeps its folder: the old entries move aside inside it, the new ones in.
    private func commitIntoMountPoint(built: Set<String>) throws(DiagnosticsError) {
        let fm = FileManager.default
        let old = url.appendingPathComponent(".docgen-old-\(ProcessCalls.id)")
        _ = FileSystem.makeNewFolder(old.path)
        let current = ((try? fm.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0 != staging.lastPathComponent && $0 != old.lastPathComponent }
        for entry in current where built.contains(entry) || !Self.isKeptUserEntry(entry) {
            _ = FileSystem.rename(url.appendingPathComponent(entry).path, to: old.appendingPathComponent(entry).path)
        }
        for entry in (try? fm.contentsOfDirectory(atPath: staging.path)) ?? [] {
            if let failure = FileSystem.rename(staging.appendingPathComponent(entry).path, to: url.appendingPathComponent(entry).path) {
                throw DiagnosticsError(.error(.outputUnwritable, "cannot move \(entry) into \(url.path): \(failure.message)", file: nil))
            }
        }
        Self.removeTree(staging)
        Self.removeTree(old)
    }

    /// Removes a folder, its subfolders in parallel: deleting thousands of small files is
    /// most of the cost of replacing a large site.
    static func removeTree(_ url: URL) {
        let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        DispatchQueue.concurrentPerform(iterations: children.count) { i in
            try? FileManager.default.removeItem(at: url.appendingPathComponent(children[i]))
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes the staging folder after a failed build.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
