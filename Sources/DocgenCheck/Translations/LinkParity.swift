import DocgenMarkdown
import DocgenSupport

/// `docgen.parity.links` and `docgen.parity.images`: a translation links to the pages and
/// files the English page links to, and shows the same images. Links are compared as a set of
/// targets, without anchors (headings, so anchors, are translated) and without order (a
/// translated sentence may name things in another order); images as a multiset of files (the
/// same screenshot twice is two images), where a locale's own copy of a file counts as the file.
enum LinkParity {
    static let linksID = Rule.parityLinks
    static let imagesID = Rule.parityImages

    static func check(_ original: PageStructure, _ translation: PageStructure, policy: ParityPolicy) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Links: each target once. A link matches by its target or, in a mapped layout, by
        // what it names from its own file (`PageStructure.Reference.alternate`).
        var linked = Set<String>(), englishTargets = Set<String>()
        for link in translation.links { link.insertKeys(into: &linked) }
        for link in original.links { link.insertKeys(into: &englishTargets) }
        var reported = Set<String>()
        for link in original.links where !link.isMatched(in: linked) && reported.insert(link.target).inserted {
            found.append(policy.finding(
                linksID, "the English page links to '\(link.target)' (\(original.file):\(link.location.line)); this translation does not",
                at: translation.place(matching: link.location.line, in: original), originalLine: link.location.line,
                notes: [.init(file: original.file, location: link.location, message: "the English link '\(link.destination)'")],
                fix: .init(message: "link to '\(link.target)' as the English page does")))
        }
        for link in translation.links where !link.isMatched(in: englishTargets) && reported.insert(link.target).inserted {
            found.append(policy.finding(
                linksID, (link.destination == link.target ? "this translation links to '\(link.target)'" : "'\(link.destination)' links to '\(link.target)'")
                    + ", which \(original.file) does not link to", at: link.location, originalLine: nil,
                fix: .init(message: "link where the English page links, or add the link to the English page first")))
        }
        // Images: as many of each as the English page has, each English image paired with one
        // of the translation's that shares a key.
        var unpaired = Array(translation.images.indices)
        for image in original.images {
            if let position = unpaired.firstIndex(where: { translation.images[$0].matches(image) }) {
                unpaired.remove(at: position)
                continue
            }
            found.append(policy.finding(
                imagesID, "the English page shows '\(image.target)' (\(original.file):\(image.location.line)); this translation does not",
                at: translation.place(matching: image.location.line, in: original), originalLine: image.location.line,
                notes: [.init(file: original.file, location: image.location, message: "the English image '\(image.destination)'")],
                fix: .init(message: "add the image; a translated screenshot goes in this locale's folder under the same path")))
        }
        for position in unpaired.reversed() {  // the later copies are the extra ones
            let image = translation.images[position]
            found.append(policy.finding(
                imagesID, "'\(image.destination)' is an image \(original.file) does not show", at: image.location, originalLine: nil,
                fix: .init(message: "show the images the English page shows, under the same paths")))
        }
        return found
    }
}
