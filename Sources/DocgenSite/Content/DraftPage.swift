import DocgenSupport

/// `draft: true` in a page's front matter, which Docusaurus and Starlight leave out of a
/// production build. Read from the front matter's lines, not its YAML: the scan asks before
/// any page is parsed, and a page that is a draft is then never parsed at all.
enum DraftPage {
    /// A file that cannot be read is no draft: reading it as a page then says why.
    static func isDraft(_ absolutePath: String) -> Bool {
        guard let bytes = try? FileReader.readBytes(absolutePath, displayPath: absolutePath, limit: FileReader.maxPageBytes) else { return false }
        return isDraft(text: String(decoding: bytes, as: UTF8.self))
    }

    static func isDraft(text: String) -> Bool {
        // Nearly every page has no `draft:` at all: a byte search says so without splitting
        // the page into lines (the scan asks this of every page, on one core).
        guard text.hasPrefix("---"), text.firstRange(ofLiteral: "draft:") != nil else { return false }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        guard lines.next()?.trimmingSuffix(while: \.isWhitespace) == "---" else { return false }
        while let line = lines.next() {
            let trimmed = line.trimmingSuffix(while: \.isWhitespace)
            if trimmed == "---" { return false }
            // A top-level key only: `draft:` at the line's start.
            guard trimmed.hasPrefix("draft:") else { continue }
            var value = trimmed.dropFirst("draft:".count).drop(while: \.isWhitespace)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            return value.trimmingSuffix(while: \.isWhitespace) == "true"
        }
        return false
    }
}

private extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
