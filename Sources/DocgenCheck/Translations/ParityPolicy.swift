import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// How serious a structural difference between a translation and its English page is. It is an
/// error, except in a translation already reported as outdated, in a section whose English
/// changed since the translation was made: there the difference is expected until the
/// translator catches up, and it is a warning (the outdated warning already says what to do).
/// English authors can then change a sample or a table without breaking CI for every locale,
/// while a translation that contradicts an English section that did not change still fails.
struct ParityPolicy {
    let original: PageStructure
    let translation: PageStructure
    /// The English section ids that changed since the translation was made; nil when it is not
    /// outdated; empty when it is but its recorded revision does not say where.
    let changed: Set<String>?
    /// The heading section ids of the revision the translation records.
    let recorded: [String]

    init(original: PageStructure, translation: PageStructure, entry: TranslationStatus.Entry?) {
        self.original = original
        self.translation = translation
        if let entry, entry.state == .outdated {
            changed = Set(entry.changes.map(\.id) + entry.changes.compactMap(\.formerID))
        } else {
            changed = nil
        }
        recorded = entry?.translation?.translatedRevision?.headingSections.map(\.id) ?? []
    }

    /// The severity of a difference found at `originalLine` of the English page and/or
    /// `translationLine` of the translation (the English side decides when both are known).
    func severity(originalLine: Int?, translationLine: Int?) -> Diagnostic.Severity {
        guard let changed else { return .error }
        if changed.isEmpty { return .warning }
        let id: String? = if let originalLine {
            original.sectionIndex(atLine: originalLine).map { original.sections[$0].id } ?? PageRevision.introID
        } else if let translationLine {
            sectionID(translationLine: translationLine)
        } else {
            nil
        }
        guard let id else { return .warning }
        return changed.contains(id) ? .warning : .error
    }

    /// The English section a line of the translation translates: by position, in the revision
    /// it records (else in the English page now, when the counts agree).
    private func sectionID(translationLine line: Int) -> String? {
        guard let index = translation.sectionIndex(atLine: line) else { return PageRevision.introID }
        if recorded.count == translation.sections.count { return recorded[index] }
        if original.sections.count == translation.sections.count { return original.sections[index].id }
        return nil
    }

    /// A diagnostic with the severity this policy gives it.
    func finding(_ rule: Rule, _ message: String, at location: SourceLocation, originalLine: Int?,
                 notes: [Diagnostic.Note] = [], fix: Diagnostic.Fix? = nil) -> Diagnostic {
        let severity = severity(originalLine: originalLine, translationLine: location.line)
        var message = message
        if severity == .warning, changed != nil {
            message += " (expected while the translation is outdated)"
        }
        return Diagnostic(rule: rule, severity: severity, file: translation.file, location: location, message: message, notes: notes, fix: fix)
    }
}
