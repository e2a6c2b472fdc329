import DocgenSite
import DocgenSupport

/// The translation status as `docgen check` prints it: a table of the pages that are not up
/// to date in every locale, a line of counts per locale, and the same per page and locale as
/// JSON for tools.
struct TranslationReport {
    let status: TranslationStatus

    /// `ja: 5/5 up to date; zh: 3 up to date, 1 outdated, 1 missing`.
    var summaryLine: String {
        status.locales.map { locale in
            let tally = status.tally(locale)
            if tally.upToDate == tally.total { return "\(locale): \(tally.upToDate)/\(tally.total) up to date" }
            let parts = [(tally.upToDate, "up to date"), (tally.outdated, "outdated"), (tally.untracked, "untracked"), (tally.missing, "missing")]
                .filter { $0.0 > 0 || $0.1 == "up to date" }.map { "\($0.0) \($0.1)" }
            return "\(locale): " + parts.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// Rows the table shows at most; the rest are counted (the status page and JSON list all).
    static let tableLimit = 40

    /// The pages that are not up to date everywhere, one line each, a column per locale.
    var table: String {
        let rows: [(String, [String])] = status.originals.compactMap { original in
            let states = status.locales.map { status.entry(original.file.path, locale: $0)?.state ?? .missing }
            guard states.contains(where: { $0 != .upToDate }) else { return nil }
            return (original.file.path, states.map(Self.words))
        }
        guard !rows.isEmpty else { return "" }
        let header = ("page", status.locales)
        let first = ([header.0] + rows.map(\.0)).map(\.count).max() ?? 0
        let widths = status.locales.indices.map { i in ([header.1[i]] + rows.map { $0.1[i] }).map(\.count).max() ?? 0 }
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func line(_ name: String, _ cells: [String]) -> String {
            var out = "  " + padded(name, first)
            for (cell, width) in zip(cells, widths) { out += "  " + padded(cell, width) }
            return String(out.reversed().drop(while: { $0 == " " }).reversed()) + "\n"
        }
        let shown = rows.prefix(Self.tableLimit)
        let more = rows.count > shown.count
            ? "  … and \(rows.count - shown.count) more pages (all of them: --format json, or the site's translation-status page)\n" : ""
        return "Translations not up to date:\n" + line(header.0, header.1) + shown.map { line($0.0, $0.1) }.joined() + more
    }

    /// `[{"page", "locale", "state", "file", "source", "changedSections"}]`, one per page and locale.
    var json: String {
        var items: [String] = []
        for original in status.originals {
            for locale in status.locales {
                guard let entry = status.entry(original.file.path, locale: locale) else { continue }
                let changed = entry.changes.map { DiagnosticFormats.quoted($0.id) }.joined(separator: ", ")
                items.append("{\"page\": \(DiagnosticFormats.quoted(entry.key)), \"locale\": \(DiagnosticFormats.quoted(locale)), "
                    + "\"state\": \(DiagnosticFormats.quoted(entry.state.rawValue)), "
                    + "\"file\": \(entry.translation.map { DiagnosticFormats.quoted($0.file.displayPath) } ?? "null"), "
                    + "\"source\": \(DiagnosticFormats.quoted(original.file.displayPath)), \"changedSections\": [\(changed)]}")
            }
        }
        return items.isEmpty ? "[]" : "[\n  " + items.joined(separator: ",\n  ") + "\n]"
    }

    static func words(_ state: TranslationStatus.State) -> String {
        switch state {
        case .upToDate: return "up to date"
        case .outdated: return "outdated"
        case .untracked: return "untracked"
        case .missing: return "missing"
        }
    }
}
