import DocgenSupport
import FoundationEssentials

/// Reads a site's pages, on every core: all of them, or (given the last load) only the ones
/// whose bytes changed.
public enum SiteLoader {
    /// Scans the site and reads and parses every page.
    public static func load(root: URL) throws(DiagnosticsError) -> LoadedSite {
        let scan = try SiteScan(root: root)
        let partials = scan.partialStore()
        return LoadedSite(scan: scan, pages: scan.pageFiles.parallelMap { LoadedPage.read($0, isOriginal: scan.isOriginal($0), layout: scan.pageLayout, markdownFiles: scan.markdownSyntax, partials: partials) })
    }

    /// The site as it is now, reusing `previous`'s parse of every page whose path and source
    /// hash are as they were: an edit costs one read per page (to hash it) and one parse.
    public static func load(root: URL, previous: LoadedSite?) throws(DiagnosticsError) -> LoadedSite {
        guard let previous else { return try load(root: root) }
        let scan = try SiteScan(root: root) {
            Dictionary(previous.pages.compactMap { page in page.identity.map { (page.file.displayPath, $0) } }, uniquingKeysWith: { first, _ in first })
        }
        let known = Dictionary(previous.pages.filter { $0.hash != nil && $0.page != nil }.map { ($0.file.displayPath, $0) },
                               uniquingKeysWith: { first, _ in first })
        // The default locale decides which pages carry revisions: a changed config parses all.
        let sameOriginals = previous.config.defaultLocale == scan.config.defaultLocale
        let files = scan.pageFiles
        let chunks = stride(from: 0, to: files.count, by: 64).map { files[$0..<min($0 + 64, files.count)] }
        let partials = scan.partialStore()
        let rootPath = scan.root.path
        let pages = chunks.parallelMap { chunk -> [(page: LoadedPage, reused: Bool)] in
            var buffer: [UInt8] = []
            return chunk.map { file in
                let status = FileSystem.status(file.absolutePath)
                // The same settled identity: the same bytes, not read again. A page with
                // partials is not kept on its own identity: they may have changed.
                if sameOriginals, let old = known[file.displayPath], old.file == file, let identity = old.identity,
                   status?.identity == identity, old.page?.partials.isEmpty ?? true {
                    return (old, true)
                }
                if sameOriginals, let old = known[file.displayPath], old.file == file,
                   let hash = try? FileReader.hash(file.absolutePath, displayPath: file.displayPath, limit: FileReader.maxPageBytes, buffer: &buffer),
                   hash == old.hash,
                   // A page with partials is as it was only if they are too.
                   old.page.map({ $0.partials.isEmpty || PartialStore.combinedHash(hash, partials: $0.summary.partials, root: rootPath) == $0.hash }) ?? true {
                    // Read again, it is as it was: its identity now, for the next load.
                    var kept = old
                    kept.identity = status?.settledIdentity(now: FileStatus.now())
                    return (kept, true)
                }
                return (LoadedPage.read(file, isOriginal: scan.isOriginal(file), layout: scan.pageLayout, markdownFiles: scan.markdownSyntax, partials: partials, status: status), false)
            }
        }.flatMap { $0 }
        return LoadedSite(scan: scan, pages: pages.map(\.page), reusedPages: pages.filter(\.reused).count)
    }

    /// Each page's source hash, read on every core in buffers of their own, nothing parsed: what
    /// a rebuild compares with its manifest before it parses the pages that changed. A page
    /// with a hash in `known` (by position) is not read: its caller knows its bytes are as
    /// they were (`FileStatus.settledIdentity`).
    public static func hashes(of files: [ContentFile], known: [String?] = []) -> [Result<String, DiagnosticsError>] {
        let chunks = stride(from: 0, to: files.count, by: 64).map { $0..<min($0 + 64, files.count) }
        return chunks.parallelMap { chunk -> [Result<String, DiagnosticsError>] in
            var buffer: [UInt8] = []
            return chunk.map { i in
                if i < known.count, let hash = known[i] { return .success(hash) }
                let file = files[i]
                do throws(DiagnosticsError) {
                    return .success(try FileReader.hash(file.absolutePath, displayPath: file.displayPath, limit: FileReader.maxPageBytes, buffer: &buffer))
                } catch {
                    return .failure(error)
                }
            }
        }.flatMap { $0 }
    }

    /// Each page's `FileStatus` (nil where it cannot be stat'ed), on every core: one `stat` a
    /// page tells a rebuild which pages it need not read, and every page its file time.
    public static func statuses(of files: [ContentFile]) -> [FileStatus?] {
        // Runs of files in one folder (the content tree lists a folder's files together), each
        // stat'ed from the folder opened once, up to 256 a task.
        var runs: [(folder: String, names: [String])] = []
        for file in files {
            let path = file.absolutePath
            // Cut at the last `/` byte, as the file system does (a Character search walks
            // grapheme breaks through the whole path, on every page of the site).
            let utf8 = path.utf8
            let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { $0 == utf8.startIndex ? "/" : String(decoding: utf8[..<$0], as: UTF8.self) } ?? "."
            let name = slash.map { String(decoding: utf8[utf8.index(after: $0)...], as: UTF8.self) } ?? path
            if let last = runs.last, last.folder == folder, last.names.count < 256 {
                runs[runs.count - 1].names.append(name)
            } else {
                runs.append((folder, [name]))
            }
        }
        return runs.parallelMap { FileSystem.statuses(in: $0.folder, names: $0.names) }.flatMap { $0 }
    }
}
