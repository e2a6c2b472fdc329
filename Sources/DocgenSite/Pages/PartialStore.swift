import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// The Markdown partials of one load of a site, each read and parsed once however many pages
/// include it, on whichever core asks first (the others wait for that parse, not for a second
/// one). Only a file's own parse is kept: what it includes is put in place per page
/// (`PartialInclusion`), so an include cycle is found on the page's path and never waited on.
public final class PartialStore: Sendable {
    /// One partial file as read: its parse, or why there is none.
    public struct Entry: Sendable {
        /// The partial parsed as a page of its own (its `file` as the first includer saw it).
        public var page: ParsedPage?
        /// What reading or parsing it found, located in the partial's file.
        public var problems: [Diagnostic]
        /// `ContentHash.ofSource` of its bytes; nil when it could not be read.
        public var hash: String?
    }

    private final class Slot: Sendable {
        let entry = Locked<Entry?>(nil)
    }

    private let slots = Locked<[String: Slot]>([:])
    private let parses = Locked(0)
    /// How a `.md` partial is read: as the site reads its `.md` pages (`MarkdownFiles`).
    private let markdownFiles: MarkdownParser.Syntax

    /// Partials every page may use without importing them (`partials:` in docgen.yaml), by the
    /// component name that stands for each: its path from the site's root.
    public let globals: [String: String]

    public init(markdownFiles: MarkdownParser.Syntax = .markdown, globals: [String: String] = [:]) {
        self.markdownFiles = markdownFiles
        self.globals = globals
    }

    /// The imports `document` would need for the global partials it uses and does not import
    /// itself, each located at the first use of its name (where a missing file is told).
    public func globalImports(for document: MarkdownDocument) -> [MDXImport] {
        guard !globals.isEmpty else { return [] }
        let imported = Set(document.imports.flatMap(\.localNames))
        var made: [MDXImport] = [], named: Set<String> = []
        MDXComponentWalk.elements(of: document) { element in
            guard let path = globals[element.name], !imported.contains(element.name), named.insert(element.name).inserted else { return }
            made.append(MDXImport(defaultName: element.name, specifier: PartialImport.siteAlias + path, location: element.location))
        }
        return made
    }

    /// How many files were parsed: one per partial, however many pages include it.
    public var parseCount: Int { parses.withLock { $0 } }

    /// The partial `file`, read and parsed the first time it is asked for.
    public func entry(_ file: ContentFile) -> Entry {
        let slot = slots.withLock { slots in
            if let slot = slots[file.absolutePath] { return slot }
            let slot = Slot()
            slots[file.absolutePath] = slot
            return slot
        }
        return slot.entry.withLock { entry in
            if let entry { return entry }
            parses.withLock { $0 += 1 }
            let made: Entry
            do throws(DiagnosticsError) {
                try Self.guardInsideRoot(file)
                let bytes = try FileReader.readBytes(file.absolutePath, displayPath: file.displayPath, limit: FileReader.maxPageBytes)
                let text = try FileReader.decode(bytes, displayPath: file.displayPath)
                let hash = ContentHash.ofSource(bytes)
                let (page, problems) = ParsedPage.parse(text, file: file, hash: hash, revision: false, markdownFiles: markdownFiles,
                                                        knownComponents: Set(globals.keys))
                made = Entry(page: page, problems: problems, hash: hash)
            } catch {
                made = Entry(page: nil, problems: error.diagnostics, hash: nil)
            }
            entry = made
            return made
        }
    }

    /// A partial is read as a page is: a symbolic link is followed only to a file inside the
    /// site's root (the part of its path before its display path), else it is refused where
    /// it is, and nothing of what it leads to is published.
    private static func guardInsideRoot(_ file: ContentFile) throws(DiagnosticsError) {
        guard let siteRoot = SiteEntry.Root(URL(fileURLWithPath: PartialImport.siteRoot(of: file))) else { return }
        switch SiteEntry.classify(file.absolutePath, root: siteRoot, display: file.displayPath, name: file.displayPath) {
        case .file: return
        case .refused(let problem): throw DiagnosticsError([problem])
        case .folder: throw DiagnosticsError([.error(.inputUnreadable, "'\(file.displayPath)' is a folder, not a partial", file: file.displayPath)])
        }
    }

    /// The current hash of each of `partials` (display paths from the site's root at
    /// `root`), combined with `pageHash`: what a page that included them was built from.
    /// "" when one cannot be read, which matches no recorded hash.
    public static func combinedHash(_ pageHash: String, partials: [String], root: String) -> String {
        guard !partials.isEmpty else { return pageHash }
        var buffer: [UInt8] = []
        var hashes: [String] = []
        for partial in partials {
            let path = root.hasSuffix("/") ? root + partial : root + "/" + partial
            guard let hash = try? FileReader.hash(path, displayPath: partial, limit: FileReader.maxPageBytes, buffer: &buffer) else { return "" }
            hashes.append(hash)
        }
        return combine(pageHash, hashes)
    }

    /// A page's hash with its partials' hashes: a change to either changes it.
    static func combine(_ pageHash: String, _ partialHashes: [String]) -> String {
        guard !partialHashes.isEmpty else { return pageHash }
        return ContentHash.of(([pageHash] + partialHashes).joined(separator: "\u{0}"))
    }
}
