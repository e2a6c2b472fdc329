import DocgenSite
import DocgenSupport
import FoundationEssentials

/// What a build wrote, kept in the output folder's marker file: the inputs' hashes and each
/// page's summary and findings. The next build compares content hashes with it and redoes
/// only what changed; a manifest from another docgen or another theme and config means a
/// full build.
struct BuildManifest {
    static let format = 10

    /// A published file of `content/`: its content hash, and its identity (device, inode, size,
    /// modification time) when it was hashed, so a rebuild hashes only the files whose identity
    /// changed and a no-change rebuild reads none.
    struct AssetRecord: Sendable, Equatable {
        var hash: String
        var identity: String
    }

    var format = BuildManifest.format
    /// A hash of docgen's version, the config and every theme file: any change rebuilds all.
    var environment: String
    /// What inline facts were read from (`FactSource.fingerprint`); empty when unknown.
    var facts = ""
    /// The site's own pages (fallbacks are derived again), in the order of the content tree.
    var pages: [PageSummary]
    /// Other files beside the pages: `locale/path` → their record.
    var assets: [String: AssetRecord]
    /// The top-level entries the build wrote (locale folders, `assets`, `index.html`, …): a full
    /// build replaces these and keeps what else the folder holds (a checkout's `.git`).
    var outputs: [String] = []
    /// Warnings per source file, reported again when the file is not rebuilt.
    var warnings: [String: [Diagnostic]]
    /// When each page last changed, as the pages show it ("Last updated").
    var dates = PageDates()
    /// Per page (by display path), the identity its file had when it was read, if it had
    /// settled then (`FileStatus.settledIdentity`) and the page includes no partials: a
    /// rebuild that finds the same identity takes the page's hash from its summary and does
    /// not read the file.
    var identities: [String: String] = [:]
    /// Each page's line as read, in page order: a rebuild writes the lines of the pages it did
    /// not parse again as they were.
    var lines: [ArraySlice<UInt8>] = []
    /// Per page read, where its revision and translated revision are in its line (`revisions`
    /// reads them); empty for a manifest made by a build, whose `pages` hold them.
    private var revisionFields: [(own: Range<Int>, translated: Range<Int>)?] = []

    init(environment: String, facts: String = "", pages: [PageSummary], assets: [String: AssetRecord], outputs: [String] = [],
         warnings: [String: [Diagnostic]]) {
        self.environment = environment
        self.facts = facts
        self.pages = pages
        self.assets = assets
        self.outputs = outputs
        self.warnings = warnings
    }

    /// The top-level entries the build that wrote the manifest in `url` made, whatever the
    /// environment it was made in; nil without a manifest of this format.
    static func outputs(at url: URL) -> Set<String>? {
        guard let bytes = try? FileReader.readBytes(url.path, displayPath: url.path) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Set<String>? in
            nonisolated(unsafe) let text = buffer
            let lines = Self.lines(text)
            guard let first = lines.first else { return nil }
            let header = split(text, first, by: 0x09)
            guard header.count == 4, equals(text, header[0], "docgen-manifest"), Int(string(text, header[1])) == format else { return nil }
            for line in lines.reversed() {
                let f = split(text, line, by: 0x09)
                if f.count == 2, equals(text, f[0], "outputs") { return Set(split(text, f[1], by: 0x1F).map { string(text, $0) }) }
            }
            return nil
        }
    }

    /// The settled identity each page had when the build that wrote the manifest in `url` read
    /// it, by display path, whatever the environment (a page's identity says its bytes, and
    /// whether it is a draft is its bytes'); empty without a manifest of this format.
    static func pageIdentities(at url: URL) -> [String: String] {
        guard let bytes = try? FileReader.readBytes(url.path, displayPath: url.path) else { return [:] }
        return bytes.withUnsafeBufferPointer { buffer -> [String: String] in
            nonisolated(unsafe) let text = buffer
            let lines = Self.lines(text)
            guard let first = lines.first else { return [:] }
            let header = split(text, first, by: 0x09)
            guard header.count == 4, equals(text, header[0], "docgen-manifest"), Int(string(text, header[1])) == format else { return [:] }
            var paths: [Range<Int>] = []
            for line in lines.dropFirst() {
                let f = split(text, line, by: 0x09)
                if f.count == 13, equals(text, f[0], "page") {
                    paths.append(f[1])
                } else if f.count == 2, equals(text, f[0], "identities") {
                    let values = f[1].isEmpty ? [] : split(text, f[1], by: 0x1F)
                    guard values.count == paths.count else { return [:] }
                    var identities: [String: String] = [:]
                    for (path, value) in zip(paths, values) where !value.isEmpty { identities[string(text, path)] = string(text, value) }
                    return identities
                }
            }
            return [:]
        }
    }

    // The manifest is read on every rebuild of sites with thousands of pages, so it is a line
    // format read on bytes, not JSON: a header line, one line per page, one per asset, and the
    // warnings as one JSON line (usually empty). Fields are separated by tabs, lists by 0x1F,
    // the parts of a list item (a section's id, title and hash) by 0x1E. A page's line names
    // its source file by its display path only: the file's other names come from the content
    // tree the manifest is read against.

    /// The manifest in `url`, when it is of a build in `environment` and its pages are `files`,
    /// in that order (the pages of the last build, which are the pages now unless one came or
    /// went); nil otherwise.
    ///
    /// The pages' revisions, which only the translation status pages use, are left in their
    /// lines until `revisions(of:)` asks for them: most rebuilds never do.
    static func read(from url: URL, environment: String, pages files: [ContentFile]) -> BuildManifest? {
        guard let bytes = try? FileReader.readBytes(url.path, displayPath: url.path) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> BuildManifest? in
            nonisolated(unsafe) let text = buffer
            var lines = Self.lines(text)[...]
            guard let first = lines.popFirst() else { return nil }
            let header = split(text, first, by: 0x09).map { string(text, $0) }
            guard header.count == 4, header[0] == "docgen-manifest", Int(header[1]) == format,
                  header[2] == environment else { return nil }
            var manifest = BuildManifest(environment: header[2], facts: header[3], pages: [], assets: [:], warnings: [:])
            guard lines.count >= files.count else { return nil }
            let pageLines = Array(lines.prefix(files.count))
            // Thousands of lines, each read on its own: on every core, a run of lines a task.
            let runs = stride(from: 0, to: files.count, by: 256).map { $0..<min($0 + 256, files.count) }
            var parsedRuns = runs.parallelMap { run in run.map { Self.page(text, bytes, pageLines[$0], file: files[$0]) } }
            // Moved out, not copied: a copy retains each of a summary's strings, made on another core.
            var summaries: [PageSummary] = []
            var revisionFields: [(own: Range<Int>, translated: Range<Int>)?] = []
            summaries.reserveCapacity(files.count)
            revisionFields.reserveCapacity(files.count)
            for r in parsedRuns.indices {
                let complete = parsedRuns[r].withUnsafeMutableBufferPointer { parsed -> Bool in
                    for i in parsed.indices {
                        guard let (summary, revisions) = (parsed.baseAddress! + i).move() else {
                            (parsed.baseAddress! + i).initialize(to: nil)
                            return false
                        }
                        (parsed.baseAddress! + i).initialize(to: nil)
                        summaries.append(summary)
                        revisionFields.append(revisions)
                    }
                    return true
                }
                guard complete else { return nil }
            }
            manifest.pages = summaries
            manifest.revisionFields = revisionFields
            manifest.lines = pageLines.map { bytes[$0] }
            for line in lines.dropFirst(files.count) {
                let f = split(text, line, by: 0x09)
                switch f.first.map({ string(text, $0) }) {
                case "asset" where f.count == 4:
                    manifest.assets[string(text, f[1])] = AssetRecord(hash: string(text, f[2]), identity: string(text, f[3]))
                case "outputs" where f.count == 2:
                    manifest.outputs = split(text, f[1], by: 0x1F).map { string(text, $0) }
                case "dates" where f.count == 3:
                    let head = string(text, f[1])
                    manifest.dates.head = head.isEmpty ? nil : head
                    let values = f[2].isEmpty ? [] : split(text, f[2], by: 0x1F)
                    guard values.count == files.count else { return nil }
                    for (file, value) in zip(files, values) where !value.isEmpty {
                        let field = string(text, value)
                        guard let seconds = Int(field.dropLast()) else { return nil }
                        manifest.dates.seconds[file.displayPath] = seconds
                        if field.hasSuffix("g") { manifest.dates.committed.insert(file.displayPath) }
                    }
                case "identities" where f.count == 2:
                    let values = f[1].isEmpty ? [] : split(text, f[1], by: 0x1F)
                    guard values.count == files.count || (values.isEmpty && files.count <= 1) else { return nil }
                    for (file, value) in zip(files, values) where !value.isEmpty {
                        manifest.identities[file.displayPath] = string(text, value)
                    }
                case "warnings" where f.count == 2:
                    manifest.warnings = (try? JSONDecoder().decode([String: [Diagnostic]].self, from: Data(text[f[1]]))) ?? [:]
                default:
                    return nil
                }
            }
            return manifest
        }
    }

    /// The revisions of the pages at `indices` (all pages when nil), own and translated, by
    /// position in `pages`, where the manifest has them apart from `pages` (read from a file);
    /// nil when one cannot be read, and the manifest is no guide to a rebuild. The caller puts
    /// them into its copy of the summaries: `pages` is shared, and a copy is made only once.
    func revisions(of indices: [Int]? = nil) -> [(index: Int, own: PageRevision, translated: PageRevision?)]? {
        guard !revisionFields.isEmpty else { return [] }
        let wanted = indices ?? Array(pages.indices)
        let pending = wanted.filter { revisionFields[$0] != nil }
        let lines = self.lines
        let fields = self.revisionFields
        let readOne = { @Sendable (i: Int) -> (PageRevision, PageRevision?)? in
            let field = fields[i]!
            return lines[i].withUnsafeBufferPointer { buffer -> (PageRevision, PageRevision?)? in
                nonisolated(unsafe) let text = buffer
                // The ranges are offsets in the whole file; the line's buffer starts at its own start.
                let base = lines[i].startIndex
                func shifted(_ r: Range<Int>) -> Range<Int> { (r.lowerBound - base)..<(r.upperBound - base) }
                guard let own = Self.revision(text, shifted(field.own)) else { return nil }
                if field.translated.isEmpty { return (own, nil) }
                guard let translated = Self.revision(text, shifted(field.translated)) else { return nil }
                return (own, translated)
            }
        }
        // A rebuild's few pages are read here; the whole site's on every core.
        let read = pending.count < 64 ? pending.map(readOne) : pending.parallelMap(readOne)
        var found: [(index: Int, own: PageRevision, translated: PageRevision?)] = []
        found.reserveCapacity(pending.count)
        for (i, revisions) in zip(pending, read) {
            guard let revisions else { return nil }
            found.append((i, revisions.0, revisions.1))
        }
        return found
    }

    /// The non-empty lines of `text`, found a word at a time.
    private static func lines(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < text.count {
            let end = ByteSearch.firstIndex(of: 0x0A, in: text, from: start) ?? text.count
            if end > start { lines.append(start..<end) }
            start = end + 1
        }
        return lines
    }

    /// The ranges between `separator`s in `range` of `text`, empty ones included.
    private static func split(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, by separator: UInt8) -> [Range<Int>] {
        // A word at a time, and room for a page line's fields at once: thousands of lines are split.
        var parts: [Range<Int>] = []
        parts.reserveCapacity(12)
        let line = UnsafeBufferPointer(rebasing: text[..<range.upperBound])
        var start = range.lowerBound
        while let i = ByteSearch.firstIndex(of: separator, in: line, from: start) {
            parts.append(start..<i)
            start = i + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// True when `range` of `text` holds the bytes of `string`.
    private static func equals(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ string: String) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == range.count && (utf8.count == 0 || ByteSearch.equal(text.baseAddress! + range.lowerBound, utf8.baseAddress!, count: utf8.count))
        }
    }

    private static func string(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    /// The summary on a page's line of `text` (whose bytes are `bytes`, which its heading ids
    /// keep until they are asked for), and where its revisions are.
    private static func page(_ text: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8], _ line: Range<Int>, file: ContentFile)
        -> (summary: PageSummary, revisions: (own: Range<Int>, translated: Range<Int>))? {
        let f = split(text, line, by: 0x09)
        guard f.count == 13, equals(text, f[0], "page"), equals(text, f[1], file.displayPath) else { return nil }
        let summary = PageSummary(
            file: file, title: string(text, f[2]), order: f[3].isEmpty ? nil : Int(string(text, f[3])),
            slug: f[4].isEmpty ? nil : string(text, f[4]),
            ids: [],
            hash: string(text, f[6]), usesFacts: f[7].count == 1 && text[f[7].lowerBound] & 1 == 1,
            revision: PageRevision(hash: "", sections: []), translatedRevision: nil,
            usesDiagrams: f[7].count == 1 && text[f[7].lowerBound] & 2 == 2,
            navLabel: f[10].isEmpty ? nil : string(text, f[10]), docID: f[11].isEmpty ? nil : string(text, f[11]),
            partials: f[12].isEmpty ? [] : list(text, f[12]))
        guard !f[5].isEmpty else { return (summary, (f[8], f[9])) }
        let ids = bytes[f[5]]
        return (summary.withIDs { ids.withUnsafeBufferPointer { list($0, $0.indices) } }, (f[8], f[9]))
    }

    /// The items of a list field (separated by 0x1F).
    private static func list(_ text: UnsafeBufferPointer<UInt8>, _ field: Range<Int>) -> [String] {
        split(text, field, by: 0x1F).map { string(text, $0) }
    }

    /// `hash` then `id 0x1E title 0x1E hash` per section, separated by 0x1F.
    private static func revision(_ text: UnsafeBufferPointer<UInt8>, _ field: Range<Int>) -> PageRevision? {
        var parts = split(text, field, by: 0x1F)[...]
        guard let hash = parts.popFirst() else { return nil }
        var sections: [PageRevision.Section] = []
        sections.reserveCapacity(parts.count)
        for part in parts {
            let f = split(text, part, by: 0x1E)
            guard f.count == 3 else { return nil }
            sections.append(PageRevision.Section(id: string(text, f[0]), title: string(text, f[1]), hash: string(text, f[2])))
        }
        return PageRevision(hash: string(text, hash), sections: sections)
    }

    /// The manifest's text; a page with a line in `reusing` (by position) gets that line.
    func encoded(reusing: [ArraySlice<UInt8>?] = []) -> [UInt8] {
        var out = Array("docgen-manifest\t\(Self.format)\t\(environment)\t".utf8)
        Self.append(facts, to: &out)
        out.append(0x0A)
        let reused = { (i: Int) in i < reusing.count ? reusing[i] : nil }
        let fresh = pages.indices.filter { reused($0) == nil }.map { pages[$0] }.parallelMap(Self.line)
        var next = fresh.makeIterator()
        out.reserveCapacity(pages.count * 320)
        for i in pages.indices {
            if let line = reused(i) {
                out.append(contentsOf: line)
                out.append(0x0A)
            } else if let line = next.next() {
                out.append(contentsOf: line)
            }
        }
        for (path, record) in assets.sorted(by: { $0.key < $1.key }) {
            out.append(contentsOf: "asset\t".utf8)
            Self.append(path, to: &out)
            out.append(contentsOf: "\t\(record.hash)\t\(record.identity)\n".utf8)
        }
        out.append(contentsOf: "outputs\t".utf8)
        for (i, name) in outputs.sorted().enumerated() {
            if i > 0 { out.append(0x1F) }
            Self.append(name, to: &out)
        }
        out.append(0x0A)
        // By position: a loop over the summaries themselves would copy each.
        out.append(contentsOf: "dates\t\(dates.head ?? "")\t".utf8)
        for i in pages.indices {
            if i > 0 { out.append(0x1F) }
            let path = pages[i].file.displayPath
            if let seconds = dates.seconds[path] {
                out.append(contentsOf: "\(seconds)\(dates.committed.contains(path) ? "g" : "m")".utf8)
            }
        }
        out.append(0x0A)
        out.append(contentsOf: "identities\t".utf8)
        for i in pages.indices {
            if i > 0 { out.append(0x1F) }
            if let identity = identities[pages[i].file.displayPath] { out.append(contentsOf: identity.utf8) }
        }
        out.append(0x0A)
        // Sorted keys: the manifest of a build is the same bytes whichever build wrote it.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if !warnings.isEmpty, let json = try? encoder.encode(warnings) {
            out.append(contentsOf: "warnings\t".utf8)
            out.append(contentsOf: json)
            out.append(0x0A)
        }
        return out
    }

    /// Each page's line as `encoded(reusing:)` takes it: a build makes them ahead, while it
    /// renders.
    static func lines(of pages: [PageSummary]) -> [ArraySlice<UInt8>?] {
        pages.map { line($0).dropLast() }
    }

    private static func line(_ page: PageSummary) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        func field(_ s: String) {
            append(s, to: &out)
            out.append(0x09)
        }
        func revision(_ r: PageRevision) {
            append(r.hash, to: &out)
            for section in r.sections {
                out.append(0x1F)
                append(section.id, to: &out)
                out.append(0x1E)
                append(section.title, to: &out)
                out.append(0x1E)
                append(section.hash, to: &out)
            }
        }
        for s in ["page", page.file.displayPath, page.title, page.order.map(String.init) ?? "", page.slug ?? ""] {
            field(s)
        }
        for (i, id) in page.ids.enumerated() {
            if i > 0 { out.append(0x1F) }
            append(id, to: &out)
        }
        out.append(0x09)
        field(page.hash)
        // Bit 1: inline facts; bit 2: Mermaid diagrams ("0" to "3").
        field(String((page.usesFacts ? 1 : 0) + (page.usesDiagrams ? 2 : 0)))
        revision(page.revision)
        out.append(0x09)
        if let translated = page.translatedRevision { revision(translated) }
        out.append(0x09)
        field(page.navLabel ?? "")
        field(page.docID ?? "")
        for (i, partial) in page.partials.enumerated() {
            if i > 0 { out.append(0x1F) }
            append(partial, to: &out)
        }
        out.append(0x0A)
        return out
    }

    /// `s` with the format's separators (tab, line feed, 0x1E, 0x1F) turned into spaces.
    private static func append(_ s: String, to out: inout [UInt8]) {
        let separator = { (byte: UInt8) in byte == 0x09 || byte == 0x0A || byte == 0x1E || byte == 0x1F }
        guard s.utf8.contains(where: separator) else {
            out.append(contentsOf: s.utf8)
            return
        }
        for byte in s.utf8 { out.append(separator(byte) ? 0x20 : byte) }
    }
}
