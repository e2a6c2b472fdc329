extension Rule {
    static let translations: [Rule] = [
        translationMissing, translationOrphan, translationUntracked, translationOutdated, translationNotATranslation,
    ]
    static let parity: [Rule] = [paritySections, parityCode, parityLinks, parityImages, parityTable]

    public static let translationMissing = Rule(
        "docgen.translation.missing", .note, "a page not translated into a locale",
        explanation: "Its readers get the English page with a localized \"not yet translated\" notice; the status page lists it.")

    public static let translationOrphan = Rule(
        "docgen.translation.orphan", .error, "a translation whose English page does not exist",
        explanation: "The English page was renamed or removed; the message suggests the nearest English page.",
        bad: "content/ja/flow-event.md (content/en/flow-events.md exists)", good: "content/ja/flow-events.md")

    public static let translationUntracked = Rule(
        "docgen.translation.untracked", .warning, "a translation with no `source:` record",
        explanation: """
        Without the hashes of the English revision it translates, changes to the English page go unnoticed. Run \
        `docgen translated FILE` when the translation is finished.
        """)

    public static let translationOutdated = Rule(
        "docgen.translation.outdated", .warning, "the English page changed after the translation was recorded",
        explanation: """
        The message names the English sections that changed (new, renamed, removed), with notes at the English \
        heading and the translation's heading in the same position. Update the translation, then run \
        `docgen translated FILE`.
        """)

    public static let translationNotATranslation = Rule(
        "docgen.translation.not-a-translation", .error, "`docgen translated` was given a page of the default locale",
        explanation: "English pages are the source that translations record; only a translation can be recorded.")

    public static let paritySections = Rule(
        "docgen.parity.sections", .warning, "a translation has different `##`/`###` sections",
        explanation: """
        Translations keep their original's sections in order: that is what keeps anchors from untranslated pages \
        and outdated notes pointing at the right section.
        """)

    public static let parityCode = Rule(
        "docgen.parity.code", .error, "a code block that differs from the English one beyond its comments",
        explanation: """
        Code is language-neutral: blocks are compared in order, after removing comments (translated comments are \
        fine) and trimming whitespace. Structural differences in a section the English page changed since the \
        translation was recorded are warnings until the translator catches up.
        """)

    public static let parityLinks = Rule(
        "docgen.parity.links", .error, "a translation links to other pages or files than the English page",
        explanation: "The same set of pages and files, whatever the order and anchors (headings are translated).")

    public static let parityImages = Rule(
        "docgen.parity.images", .error, "a translation shows other images than the English page",
        explanation: "The same images as many times; a locale's own copy of a file (a localized screenshot) counts as the same image.")

    public static let parityTable = Rule(
        "docgen.parity.table", .error, "an API table whose members or Required flags differ from the English table",
        explanation: """
        Tables with a Required column, or whose first column holds only names, list the same members and agree \
        on which are required, whatever words each locale uses.
        """,
        bad: "| `didFinishPurchase` | 任意 |   (English: required)", good: "| `didFinishPurchase` | 必須 |")
}
