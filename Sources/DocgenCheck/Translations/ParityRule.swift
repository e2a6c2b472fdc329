import DocgenSite
import DocgenSupport

/// `docgen.parity.*` on one page: its English version and its translations, compared on what
/// does not change with the language (sections, code, API tables, links, images). Tables are
/// compared across all locales at once, so a disagreement can point at every locale's cell.
struct ParityRule {
    let original: ParsedPage
    let translations: [ParsedPage]
    let status: TranslationStatus
    /// The site's index when its links are the generator's URLs (`PageStructure`).
    var index: SiteIndex? = nil
    /// The pages those links reach, by page file (`LinkRule.Findings.pageKeys`), where known.
    var pageKeys: [String: [String: String]] = [:]
    /// A mapped layout's translations, whose links may be written from their own files.
    var mapping: TranslationMapping? = nil

    func check() -> [Diagnostic] {
        let english = PageStructure(original, index: index, pageKeys: pageKeys[original.file.displayPath], mapping: mapping)
        var found: [Diagnostic] = []
        var sides: [(PageStructure, ParityPolicy)] = []
        for page in translations {
            let translation = PageStructure(page, index: index, pageKeys: pageKeys[page.file.displayPath], mapping: mapping)
            let policy = ParityPolicy(original: english, translation: translation,
                                      entry: status.entry(original.file.path, locale: page.file.locale))
            sides.append((translation, policy))
            found += SectionParity.check(english, translation)
            found += CodeParity.check(english, translation, policy: policy)
            found += LinkParity.check(english, translation, policy: policy)
        }
        found += TableParity.check(english, translations: sides)
        return found
    }
}
