import Foundation

/// What a build wrote, kept in the output folder's marker file: the inputs' hashes and each
/// page's summary and findings. The next build compares content hashes with it and redoes
/// only what changed; a manifest from another docgen or another theme and config means a
/// full build.
struct BuildManifest {
    static let format = 3

    var format = BuildManifest.format
    /// A hash of docgen's version, the config and every theme file: any change rebuilds all.
    var environment: String
    /// The site's own pages (fallbacks are derived again).
    var pages: [PageSummary]
    /// Other files beside the pages: `locale/path` → content hash.
    var assets: [String: String]
    /// Warnings per source file, reported again when the file is not rebuilt.
    var warnings: [String: [Diagnostic]]

    // The manifest is read on every rebuild of sites with thousands of pages, so it is a line
    // format read on bytes, not JSON: a header line, one line per page, one per asset, and the
    // warnings as one JSON line (usually empty). Fields are separated by tabs, lists by 0x1F,
    // the parts of a list item (a section's id, title and hash) by 0x1E.

    static func read(from url: URL) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let bytes = [UInt8](data)
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst() else { return nil }
        let header = fields(first).map(string)
        guard header.count == 3, header[0] == "docgen-manifest", Int(header[1]) == format else { return nil }
        var manifest = BuildManifest(environment: header[2], pages: [], assets: [:], warnings: [:])
        let pageLines = Array(lines.prefix { $0.starts(with: Self.pagePrefix) })
        // Thousands of lines, each read on its own: on every core.
        let pages = pageLines.parallelMap(Self.page)
        guard !pages.contains(where: { $0 == nil }) else { return nil }
        manifest.pages = pages.map { $0! }
        for line in lines.dropFirst(pageLines.count) {
            let f = fields(line)
            switch f.first.map(string) {
            case "asset" where f.count == 3:
                manifest.assets[string(f[1])] = string(f[2])
            case "warnings" where f.count == 2:
                manifest.warnings = (try? JSONDecoder().decode([String: [Diagnostic]].self, from: Data(f[1]))) ?? [:]
            default:
                return nil
            }
        }
        return manifest
    }

    private static let pagePrefix = Array("page\t".utf8)

    private static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(separator: 0x09, omittingEmptySubsequences: false)
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func page(_ line: ArraySlice<UInt8>) -> PageSummary? {
        let f = fields(line)
        guard f.count == 13, let revision = revision(f[11]) else { return nil }
        let file = ContentFile(locale: string(f[1]), path: string(f[2]), displayPath: string(f[3]), absolutePath: string(f[4]))
        return PageSummary(
            file: file, title: string(f[5]), order: f[6].isEmpty ? nil : Int(string(f[6])), slug: f[7].isEmpty ? nil : string(f[7]),
            ids: f[8].isEmpty ? [] : f[8].split(separator: 0x1F, omittingEmptySubsequences: false).map(string),
            hash: string(f[9]), usesFacts: f[10].elementsEqual([UInt8(ascii: "1")]), revision: revision,
            translatedRevision: f[12].isEmpty ? nil : Self.revision(f[12]))
    }

    /// `hash` then `id 0x1E title 0x1E hash` per section, separated by 0x1F.
    private static func revision(_ field: ArraySlice<UInt8>) -> SourceRevision? {
        var parts = field.split(separator: 0x1F, omittingEmptySubsequences: false)[...]
        guard let hash = parts.popFirst() else { return nil }
        var sections: [SourceRevision.Section] = []
        sections.reserveCapacity(parts.count)
        for part in parts {
            let f = part.split(separator: 0x1E, omittingEmptySubsequences: false)
            guard f.count == 3 else { return nil }
            sections.append(SourceRevision.Section(id: string(f[0]), title: string(f[1]), hash: string(f[2])))
        }
        return SourceRevision(hash: string(hash), sections: sections)
    }

    func encoded() -> [UInt8] {
        var out = Array("docgen-manifest\t\(Self.format)\t\(environment)\n".utf8)
        for line in pages.parallelMap(Self.line) { out.append(contentsOf: line) }
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
        for byte in s.utf8 {
            out.append(byte == 0x09 || byte == 0x0A || byte == 0x1E || byte == 0x1F ? 0x20 : byte)
        }
    }
}
