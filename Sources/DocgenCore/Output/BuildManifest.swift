import Foundation

/// What a build wrote, kept in the output folder's marker file: the inputs' hashes and each
/// page's summary and findings. The next build compares content hashes with it and redoes
/// only what changed; a manifest from another docgen or another theme and config means a
/// full build.
struct BuildManifest {
    static let format = 4

    var format = BuildManifest.format
    /// A hash of docgen's version, the config and every theme file: any change rebuilds all.
    var environment: String
    /// What inline facts were read from (`FactSource.fingerprint`); empty when unknown.
    var facts = ""
    /// The site's own pages (fallbacks are derived again).
    var pages: [PageSummary]
    /// Other files beside the pages: `locale/path` → content hash.
    var assets: [String: String]
    /// Warnings per source file, reported again when the file is not rebuilt.
    var warnings: [String: [Diagnostic]]
    /// Each page's line as read, by source file: a rebuild writes the lines of the pages it
    /// did not parse again as they were.
    var lines: [String: ArraySlice<UInt8>] = [:]

    // The manifest is read on every rebuild of sites with thousands of pages, so it is a line
    // format read on bytes, not JSON: a header line, one line per page, one per asset, and the
    // warnings as one JSON line (usually empty). Fields are separated by tabs, lists by 0x1F,
    // the parts of a list item (a section's id, title and hash) by 0x1E.

    static func read(from url: URL) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let bytes = [UInt8](data)
        return bytes.withUnsafeBufferPointer { buffer -> BuildManifest? in
            nonisolated(unsafe) let text = buffer
            var lines = Self.split(text, 0..<text.count, by: 0x0A).filter { !$0.isEmpty }[...]
            guard let first = lines.popFirst() else { return nil }
            let header = split(text, first, by: 0x09).map { string(text, $0) }
            guard header.count == 4, header[0] == "docgen-manifest", Int(header[1]) == format else { return nil }
            var manifest = BuildManifest(environment: header[2], facts: header[3], pages: [], assets: [:], warnings: [:])
            let pageLines = Array(lines.prefix { string(text, $0.lowerBound..<min($0.upperBound, $0.lowerBound + 5)) == "page\t" })
            // Thousands of lines, each read on its own: on every core.
            let pages = pageLines.parallelMap { Self.page(text, $0) }
            guard !pages.contains(where: { $0 == nil }) else { return nil }
            manifest.pages = pages.map { $0! }
            manifest.lines.reserveCapacity(pages.count)
            for (page, line) in zip(manifest.pages, pageLines) { manifest.lines[page.file.displayPath] = bytes[line] }
            for line in lines.dropFirst(pageLines.count) {
                let f = split(text, line, by: 0x09)
                switch f.first.map({ string(text, $0) }) {
                case "asset" where f.count == 3:
                    manifest.assets[string(text, f[1])] = string(text, f[2])
                case "warnings" where f.count == 2:
                    manifest.warnings = (try? JSONDecoder().decode([String: [Diagnostic]].self, from: Data(text[f[1]]))) ?? [:]
                default:
                    return nil
                }
            }
            return manifest
        }
    }

    /// The ranges between `separator`s in `range` of `text`, empty ones included.
    private static func split(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, by separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for i in range where text[i] == separator {
            parts.append(start..<i)
            start = i + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    private static func string(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    private static func page(_ text: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> PageSummary? {
        let f = split(text, line, by: 0x09)
        guard f.count == 13, let revision = revision(text, f[11]) else { return nil }
        let file = ContentFile(locale: string(text, f[1]), path: string(text, f[2]), displayPath: string(text, f[3]),
                               absolutePath: string(text, f[4]))
        return PageSummary(
            file: file, title: string(text, f[5]), order: f[6].isEmpty ? nil : Int(string(text, f[6])),
            slug: f[7].isEmpty ? nil : string(text, f[7]),
            ids: f[8].isEmpty ? [] : split(text, f[8], by: 0x1F).map { string(text, $0) },
            hash: string(text, f[9]), usesFacts: f[10].count == 1 && text[f[10].lowerBound] == UInt8(ascii: "1"), revision: revision,
            translatedRevision: f[12].isEmpty ? nil : Self.revision(text, f[12]))
    }

    /// `hash` then `id 0x1E title 0x1E hash` per section, separated by 0x1F.
    private static func revision(_ text: UnsafeBufferPointer<UInt8>, _ field: Range<Int>) -> SourceRevision? {
        var parts = split(text, field, by: 0x1F)[...]
        guard let hash = parts.popFirst() else { return nil }
        var sections: [SourceRevision.Section] = []
        sections.reserveCapacity(parts.count)
        for part in parts {
            let f = split(text, part, by: 0x1E)
            guard f.count == 3 else { return nil }
            sections.append(SourceRevision.Section(id: string(text, f[0]), title: string(text, f[1]), hash: string(text, f[2])))
        }
        return SourceRevision(hash: string(text, hash), sections: sections)
    }

    /// The manifest's text; a page whose source file is in `reusing` gets that line.
    func encoded(reusing: [String: ArraySlice<UInt8>] = [:]) -> [UInt8] {
        var out = Array("docgen-manifest\t\(Self.format)\t\(environment)\t".utf8)
        Self.append(facts, to: &out)
        out.append(0x0A)
        let fresh = pages.filter { reusing[$0.file.displayPath] == nil }.parallelMap(Self.line)
        var next = fresh.makeIterator()
        out.reserveCapacity(pages.count * 320)
        for page in pages {
            if let line = reusing[page.file.displayPath] {
                out.append(contentsOf: line)
                out.append(0x0A)
            } else if let line = next.next() {
                out.append(contentsOf: line)
            }
        }
        for (path, hash) in assets.sorted(by: { $0.key < $1.key }) {
            out.append(contentsOf: "asset\t".utf8)
            Self.append(path, to: &out)
            out.append(contentsOf: "\t\(hash)\n".utf8)
        }
        if !warnings.isEmpty, let json = try? JSONEncoder().encode(warnings) {
            out.append(contentsOf: "warnings\t".utf8)
            out.append(contentsOf: json)
            out.append(0x0A)
        }
        return out
    }

    private static func line(_ page: PageSummary) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        func field(_ s: String) {
            append(s, to: &out)
            out.append(0x09)
        }
        func revision(_ r: SourceRevision) {
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
        for s in ["page", page.file.locale, page.file.path, page.file.displayPath, page.file.absolutePath, page.title,
                  page.order.map(String.init) ?? "", page.slug ?? ""] {
            field(s)
        }
        for (i, id) in page.ids.enumerated() {
            if i > 0 { out.append(0x1F) }
            append(id, to: &out)
        }
        out.append(0x09)
        field(page.hash)
        field(page.usesFacts ? "1" : "0")
        revision(page.revision)
        out.append(0x09)
        if let translated = page.translatedRevision { revision(translated) }
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
