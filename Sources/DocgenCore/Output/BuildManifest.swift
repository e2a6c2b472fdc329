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
        func fields(_ line: ArraySlice<UInt8>) -> [String] {
            line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
        guard let first = lines.popFirst() else { return nil }
        let header = fields(first)
        guard header.count == 3, header[0] == "docgen-manifest", Int(header[1]) == format else { return nil }
        var manifest = BuildManifest(environment: header[2], pages: [], assets: [:], warnings: [:])
        manifest.pages.reserveCapacity(lines.count)
        while let line = lines.popFirst() {
            let f = fields(line)
            switch f.first {
            case "page" where f.count == 13:
                let file = ContentFile(locale: f[1], path: f[2], displayPath: f[3], absolutePath: f[4])
                guard let revision = Self.revision(f[11]) else { return nil }
                manifest.pages.append(PageSummary(
                    file: file, title: f[5], order: f[6].isEmpty ? nil : Int(f[6]), slug: f[7].isEmpty ? nil : f[7],
                    ids: f[8].isEmpty ? [] : f[8].split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                    hash: f[9], usesFacts: f[10] == "1", revision: revision, translatedRevision: f[12].isEmpty ? nil : Self.revision(f[12])))
            case "asset" where f.count == 3:
                manifest.assets[f[1]] = f[2]
            case "warnings" where f.count == 2:
                manifest.warnings = (try? JSONDecoder().decode([String: [Diagnostic]].self, from: Data(f[1].utf8))) ?? [:]
            default:
                return nil
            }
        }
        return manifest
    }

    /// `hash` then `id 0x1E title 0x1E hash` per section, separated by 0x1F.
    private static func revision(_ field: String) -> SourceRevision? {
        var parts = field.split(separator: "\u{1F}", omittingEmptySubsequences: false)[...]
        guard let hash = parts.popFirst() else { return nil }
        var sections: [SourceRevision.Section] = []
        for part in parts {
            let f = part.split(separator: "\u{1E}", omittingEmptySubsequences: false)
            guard f.count == 3 else { return nil }
            sections.append(SourceRevision.Section(id: String(f[0]), title: String(f[1]), hash: String(f[2])))
        }
        return SourceRevision(hash: String(hash), sections: sections)
    }

    func encoded() -> [UInt8] {
        func clean(_ s: String) -> String {
            s.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\u{1F}" || $0 == "\u{1E}" })
                ? String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\u{1F}" || $0 == "\u{1E}" ? " " : $0 }) : s
        }
        func revision(_ r: SourceRevision) -> String {
            ([clean(r.hash)] + r.sections.map { [clean($0.id), clean($0.title), clean($0.hash)].joined(separator: "\u{1E}") })
                .joined(separator: "\u{1F}")
        }
        var out = "docgen-manifest\t\(format)\t\(environment)\n"
        for page in pages {
            out += ["page", page.file.locale, page.file.path, page.file.displayPath, page.file.absolutePath, clean(page.title),
                    page.order.map(String.init) ?? "", page.slug.map(clean) ?? "", page.ids.map(clean).joined(separator: "\u{1F}"),
                    page.hash, page.usesFacts ? "1" : "0", revision(page.revision),
                    page.translatedRevision.map(revision) ?? ""].joined(separator: "\t") + "\n"
        }
        for (path, hash) in assets.sorted(by: { $0.key < $1.key }) { out += "asset\t\(clean(path))\t\(hash)\n" }
        if !warnings.isEmpty, let json = try? JSONEncoder().encode(warnings) {
            out += "warnings\t" + String(decoding: json, as: UTF8.self) + "\n"
        }
        return Array(out.utf8)
    }
}
