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
    public let staging: URL

    public init(out: URL, root: URL) throws(DiagnosticsError) {
        let out = out.standardizedFileURL.resolvingSymlinksInPath()
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        let display = out.path
        func refuse(_ why: String) -> DiagnosticsError {
            DiagnosticsError(.error(.outputRefused, "will not write the site to \(display): \(why); choose another --out", file: nil))
        }
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
            if !entries.isEmpty && !FileManager.default.fileExists(atPath: marker.path) {
                throw refuse("it is a non-empty folder that docgen did not create")
            }
        }
        self.url = out
        self.staging = out.deletingLastPathComponent()
            .appendingPathComponent(".\(out.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Creates the empty staging folder.
    public func begin() throws(DiagnosticsError) {
        try? FileManager.default.removeItem(at: staging)
        try? FileManager.default.createDirectory(at: staging.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let error = FileSystem.makeNewFolder(staging.path) {
            throw DiagnosticsError(.error(.outputUnwritable, "cannot write the site next to \(url.path): \(error.message)", file: nil))
        }
    }

    /// Every path written is relative and stays inside the folder: a locale code or a slug
    /// that slipped past the checks must not reach outside it.
    private func checked(_ relativePath: String) throws(DiagnosticsError) -> String {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"), !parts.contains("..") else {
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
        if let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) {
            let folder = String(target[..<slash])
            if FileSystem.makeFolder(folder) != nil {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw DiagnosticsError(.error(.outputUnwritable,
                                                  "cannot create \(shown.deletingLastPathComponent().path): \(FileReader.reason(error))", file: nil))
                }
            }
        }
        let failure = bytes.withContiguousStorageIfAvailable { FileSystem.writeFile(target, UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { FileSystem.writeFile(target, $0) }
        if let failure { throw writeError(url.appendingPathComponent(relativePath), reason: failure.message) }
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

    /// Replaces files of the existing output folder: each is written beside its target first,
    /// and only when every one was written in full are they renamed over their targets, so a
    /// reader sees old files or new ones, never half of one, and a write that fails (a full
    /// disk) changes nothing.
    func replace(_ files: [(path: String, bytes: [UInt8])]) throws(DiagnosticsError) {
        var written: [(temporary: URL, target: URL)] = []
        func removeWritten() { for file in written { FileSystem.removeFile(file.temporary.path) } }
        for (relativePath, bytes) in files {
            let target: URL
            do throws(DiagnosticsError) {
                target = url.appendingPathComponent(try checked(relativePath))
            } catch {
                removeWritten()
                throw error
            }
            let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).docgen-new")
            try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Blocks reserved before the bytes are written, so the rename over the old file has
            // nothing to flush (`FileSystem.writeFile`).
            if let failure = bytes.withUnsafeBytes({ FileSystem.writeFile(temporary.path, $0, reserving: true) }) {
                FileSystem.removeFile(temporary.path)
                removeWritten()
                throw writeError(target, reason: failure.message)
            }
            written.append((temporary, target))
        }
        for (index, file) in written.enumerated() {
            guard let failure = FileSystem.rename(file.temporary.path, to: file.target.path) else { continue }
            for rest in written[index...] { FileSystem.removeFile(rest.temporary.path) }
            throw writeError(file.target, reason: failure.message)
        }
    }

    /// Replaces the output folder with the finished staging folder; `manifest` becomes its marker.
    func commit(manifest: [UInt8]) throws(DiagnosticsError) {
        try write(Self.markerName, manifest)
        let old = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        let fm = FileManager.default
        let hadOutput = fm.fileExists(atPath: url.path)
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
