import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.translation.*`: every translation has an English page and records which revision
/// of it it translates, and that revision is the current one.
///
/// - `missing` (note): a page not translated into a locale. The English page is published
///   there with a notice, so nothing is broken; the status report lists it.
/// - `orphan` (error): a translation whose English page does not exist (renamed or deleted).
/// - `untracked` (warning): a translation without a `source:` record, whose freshness is unknown.
/// - `outdated` (warning): the English page changed after the translation was recorded; the
///   message names the changed sections by their English headings, with notes at the English
///   heading and at the translation's heading in the same position.
struct TranslationRule {
    let status: TranslationStatus
    /// Parsed pages by display path, for heading locations.
    let pages: [String: ParsedPage]
    /// The Docusaurus or Starlight layout, whose folders the fixes name; nil for `content/`.
    var layout: InPlaceLayout? = nil

    func check() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for original in status.originals {
            for locale in status.locales {
                guard let entry = status.entry(original.file.path, locale: locale) else { continue }
                switch entry.state {
                case .upToDate: break
                case .missing: found.append(missing(entry))
                case .untracked: found.append(untracked(entry))
                case .outdated: found.append(outdated(entry))
                }
            }
        }
        for orphan in status.orphans { found.append(self.orphan(orphan)) }
        return found
    }

    private func command(_ file: String) -> String { "docgen translated \(file)" }

    private func missing(_ entry: TranslationStatus.Entry) -> Diagnostic {
        let wanted = ContentTree.path(of: entry.key, in: entry.locale, layout: layout)
        return Diagnostic(rule: .translationMissing, severity: .note, file: entry.original.file.displayPath, location: nil,
                          message: "not translated into \(entry.locale): \(entry.locale) readers get this page with a 'not yet translated' notice",
                          fix: .init(message: "translate it as \(wanted), then run `\(command(wanted))`"))
    }

    private func untracked(_ entry: TranslationStatus.Entry) -> Diagnostic {
        let file = entry.translation?.file.displayPath ?? ""
        return .warning(.translationUntracked,
                        "no 'source' in the front matter: the translation does not record which revision of \(entry.original.file.displayPath) it translates, so changes to the English page go unnoticed",
                        file: file, at: SourceLocation(line: 1, column: 1),
                        fix: .init(message: "once it matches the English page, run `\(command(file))`"))
    }

    private func outdated(_ entry: TranslationStatus.Entry) -> Diagnostic {
        let file = entry.translation?.file.displayPath ?? ""
        let source = entry.original.file.displayPath
        let translation = pages[file]
        let original = pages[source]
        let changes = entry.changes
        let what = changes.isEmpty ? "the sections that changed are unknown: the record has no section hashes"
            : "changed since: " + changes.map { change in
                switch change.kind {
                case .changed: return change.displayName + (change.formerID.map { " (renamed from '#\($0)')" } ?? "")
                case .added: return "\(change.displayName) (new)"
                case .removed: return "'\(change.id)' (removed)"
                }
            }.joined(separator: ", ")
        var notes: [Diagnostic.Note] = []
        let recorded = entry.translation?.translatedRevision?.headingSections.map(\.id) ?? []
        let translatedSections = translation?.outline.entries.filter { PageRevision.isSectionLevel($0.level) } ?? []
        let englishSections = original?.outline.entries.filter { PageRevision.isSectionLevel($0.level) } ?? []
        for change in changes {
            if let english = englishSections.first(where: { $0.id == change.id }) {
                notes.append(.init(file: source, location: english.location, message: "the English section '\(english.text)' \(change.kind == .added ? "is new" : "changed")"))
            } else if change.id == PageRevision.titleID {
                notes.append(.init(file: source, location: original?.frontMatter.fields["title"]?.location, message: "the English title or description changed"))
            } else if change.id == PageRevision.introID {
                notes.append(.init(file: source, location: original?.document.blocks.first?.location, message: "the English introduction changed"))
            }
            // The translation's section in the same position of the revision it records.
            if let position = recorded.firstIndex(of: change.formerID ?? change.id), recorded.count == translatedSections.count {
                let heading = translatedSections[position]
                notes.append(.init(file: file, location: heading.location,
                                   message: change.kind == .removed ? "'\(heading.text)' translates a section the English page no longer has"
                                       : "'\(heading.text)' translates it"))
            }
        }
        let location = translation?.frontMatter.sourceLocation ?? SourceLocation(line: 1, column: 1)
        return .warning(.translationOutdated, "translates an older revision of \(source); \(what)",
                        file: file, at: location, notes: notes,
                        fix: .init(message: "update the translation to match, then run `\(command(file))`"))
    }

    private func orphan(_ page: PageSummary) -> Diagnostic {
        let english = status.originals.map(\.file.path)
        let nearest = english.min { EditDistance.between($0, page.file.path) < EditDistance.between($1, page.file.path) }
        let expected = ContentTree.path(of: page.file.path, in: status.defaultLocale, layout: layout)
        return .error(.translationOrphan,
                      "no English page for this translation: \(expected) does not exist, so it is published in \(page.file.locale) only and no other locale links to it",
                      file: page.file.displayPath, at: SourceLocation(line: 1, column: 1),
                      fix: .init(message: nearest.map { "if it translates \($0), rename it to match; otherwise add \(expected)" }
                                 ?? "add \(expected) or remove the translation"))
    }
}
