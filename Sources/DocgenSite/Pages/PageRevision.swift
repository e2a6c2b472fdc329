import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// A revision of a page, as hashes of its parts: one for the title and description, one for
/// the text before the first section, one per section (from an `##`/`###` heading to the
/// next), and one over them all. A translation records the revision of its English page it
/// was made from (`source:` in its front matter, written by `docgen translated`); comparing
/// it with the English page's revision now says whether, and where, the English changed since.
///
/// Sections are keyed by the English heading id, which stays put when the text around it
/// changes. Lines are compared without trailing spaces and with runs of blank lines counted as
/// one, so re-saving a file in another editor does not make every translation outdated.
public struct PageRevision: Sendable, Equatable, Codable {
    /// One part of the page.
    public struct Section: Sendable, Equatable, Codable {
        /// The heading id (`purchases`), or `_title` / `_intro` for the parts before any heading.
        public var id: String
        /// The heading text, for messages; empty for a revision read from front matter.
        public var title: String
        public var hash: String

        public init(id: String, title: String = "", hash: String) {
            self.id = id
            self.title = title
            self.hash = hash
        }

        /// True for a section that starts at a heading (not `_title`, `_intro` or a partial).
        public var isHeading: Bool { id != PageRevision.titleID && id != PageRevision.introID && !id.hasPrefix(PageRevision.partialPrefix) }
    }

    /// How a section differs between a recorded revision and the page now.
    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case changed, added, removed
        }

        public var id: String
        /// The heading text now, or the id for a removed section.
        public var title: String
        public var kind: Kind
        /// For a heading that was renamed: the id it had.
        public var formerID: String?

        /// How a message names the section: `'Purchases'`, `the title`, `the introduction`.
        public var displayName: String {
            switch id {
            case PageRevision.titleID: return "the title or description"
            case PageRevision.introID: return "the introduction"
            case _ where id.hasPrefix(PageRevision.partialPrefix): return "the partial \(id.dropFirst(PageRevision.partialPrefix.count))"
            default: return "'\(title.isEmpty ? id : title)'"
            }
        }
    }

    /// The key of the title-and-description part.
    public static let titleID = "_title"
    /// The key of the text before the first section heading.
    public static let introID = "_intro"
    /// The start of a Markdown partial's key (`_partial:docs/_note.mdx`).
    public static let partialPrefix = "_partial:"

    public var hash: String
    public var sections: [Section]

    public init(hash: String, sections: [Section]) {
        self.hash = hash
        self.sections = sections
    }

    /// The revision of a page as it is now. `body` is the Markdown with the front matter's
    /// lines blanked (as `PageParts` gives it), so outline lines index it directly.
    public init(title: String?, description: String?, body: String, outline: HeadingOutline) {
        // On bytes: this runs for every page of every build.
        var body = body
        let lines: [Range<Int>] = body.withUTF8 { Self.lines(of: $0) }
        let headings = outline.entries.filter { Self.isSectionLevel($0.level) }
        var sections = [Section(id: Self.titleID, hash: ContentHash.padded((title ?? "") + "\n" + (description ?? "")))]
        body.withUTF8 { bytes in
            func hash(_ from: Int, _ to: Int) -> String {
                Self.hash(lines[min(from, lines.count)..<min(max(from, to), lines.count)], in: bytes)
            }
            let first = headings.first.map { $0.location.line - 1 } ?? lines.count
            sections.append(Section(id: Self.introID, hash: hash(0, first)))
            for (i, heading) in headings.enumerated() {
                let end = i + 1 < headings.count ? headings[i + 1].location.line - 1 : lines.count
                sections.append(Section(id: heading.id, title: heading.text, hash: hash(heading.location.line - 1, end)))
            }
        }
        self.sections = sections
        self.hash = ContentHash.padded(sections.map { "\($0.id)=\($0.hash)" }.joined(separator: "\n"))
    }

    /// This revision with a part for each Markdown partial the page includes (its path from
    /// the site's root and the hash of its bytes), in the order first included: a translation
    /// is outdated when a partial of its English page changes, as when the page itself does.
    public func including(partials: [(path: String, hash: String)]) -> PageRevision {
        guard !partials.isEmpty else { return self }
        var seen: Set<String> = []
        var sections = self.sections
        for partial in partials where seen.insert(partial.path).inserted {
            sections.append(Section(id: Self.partialPrefix + partial.path, hash: partial.hash))
        }
        var revision = PageRevision(hash: "", sections: sections)
        revision.hash = ContentHash.padded(sections.map { "\($0.id)=\($0.hash)" }.joined(separator: "\n"))
        return revision
    }

    /// Headings that start a section: `##` and `###`, the levels a page's table of contents shows.
    public static func isSectionLevel(_ level: Int) -> Bool { level == 2 || level == 3 }

    /// The sections that start at a heading, in order.
    public var headingSections: [Section] { sections.filter(\.isHeading) }

    /// What changed in this (current) revision since `recorded`, in page order. Empty when
    /// the hashes agree, and also when `recorded` has no section hashes (written by hand): then
    /// only the page hash says that something changed. Headings are lined up by id, so a
    /// section added before a renamed one does not hide the rename: an id gone and a new id
    /// between the same neighbours is the same section, renamed.
    public func changes(since recorded: PageRevision) -> [Change] {
        guard recorded.hash != hash, !recorded.sections.isEmpty else { return [] }
        var changes: [Change] = []
        for section in sections where !section.isHeading {
            if let before = recorded.sections.first(where: { $0.id == section.id }), before.hash == section.hash { continue }
            changes.append(Change(id: section.id, title: section.title, kind: .changed))
        }
        let then = recorded.headingSections, now = headingSections
        for step in SequenceAlignment.align(then, now, equal: { $0.id == $1.id }) {
            switch step {
            case .same(let i, let j) where then[i].hash != now[j].hash:
                changes.append(Change(id: now[j].id, title: now[j].title, kind: .changed))
            case .same:
                continue
            case .changed(let i, let j):
                changes.append(Change(id: now[j].id, title: now[j].title, kind: .changed, formerID: then[i].id))
            case .missing(let i):
                changes.append(Change(id: then[i].id, title: then[i].id, kind: .removed))
            case .extra(let j):
                changes.append(Change(id: now[j].id, title: now[j].title, kind: .added))
            }
        }
        return changes
    }

    /// The byte range of each line, without its `\n`.
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        // Each line end is found many bytes at a time; this runs on every page.
        while let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) {
            lines.append(start..<end)
            start = end + 1
        }
        lines.append(start..<bytes.count)
        return lines
    }

    /// The hash of some lines, without trailing spaces, blank lines at either end, or more
    /// than one blank line in a row (Markdown reads them all the same).
    private static func hash(_ lines: ArraySlice<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var kept: [UInt8] = []
        // At most every byte of the lines and a line end after each: one allocation.
        if let first = lines.first, let last = lines.last { kept.reserveCapacity(last.upperBound - first.lowerBound + lines.count) }
        var count = 0
        var blankBefore = false
        for line in lines {
            var end = line.upperBound
            while end > line.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
            if end == line.lowerBound {
                blankBefore = count > 0
                continue
            }
            // The kept lines joined by "\n", one empty line where there were blank lines.
            if count > 0 { kept.append(0x0A) }
            if blankBefore { kept.append(0x0A) }
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.lowerBound..<end]))
            count += 1
            blankBefore = false
        }
        return ContentHash.padded(kept)
    }
}
