import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.parity.sections` (warning): a translation has the English page's sections, the
/// same number of `##` and `###` headings at the same levels. Sections correspond by position:
/// that is how a link into a translated page keeps its anchor, and how an outdated
/// translation's changed sections are found, so a section split or merged breaks both.
enum SectionParity {
    static let id = Rule.paritySections

    static func check(_ original: PageStructure, _ translation: PageStructure) -> [Diagnostic] {
        let english = original.sections, translated = translation.sections
        guard let first = (0..<max(english.count, translated.count)).first(where: { i in
            i >= english.count || i >= translated.count || english[i].level != translated[i].level
        }) else { return [] }
        let here = first < translated.count ? translated[first].location : (translated.last?.location ?? translation.start)
        var notes: [Diagnostic.Note] = []
        if first < english.count {
            notes.append(.init(file: original.file, location: english[first].location,
                               message: "the English section at this position: \(heading(english[first]))"))
        }
        let message: String
        if english.count == translated.count {
            message = "this heading is \(heading(translated[first])) where the English page has \(heading(english[first])): "
                + "sections must keep their levels"
        } else {
            message = "\(translated.count) section\(translated.count == 1 ? "" : "s") (## and ### headings) here, "
                + "\(english.count) in \(original.file); they first differ "
                + (first < translated.count ? "at this heading" : "after the last heading")
        }
        return [Diagnostic(rule: id, severity: .warning, file: translation.file, location: here, message: message, notes: notes,
                           fix: .init(message: "split and merge sections as the English page does, so that links and outdated sections line up"))]
    }

    static func heading(_ entry: HeadingOutline.Entry) -> String {
        "'\(String(repeating: "#", count: entry.level)) \(entry.text)'"
    }
}
