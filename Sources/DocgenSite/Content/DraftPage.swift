import DocgenSupport

/// `draft: true` in a page's front matter, which Docusaurus and Starlight leave out of a
/// production build. Read from the front matter's lines, not its YAML: the scan asks before
/// any page is parsed, and a page that is a draft is then never parsed at all.
enum DraftPage {
    /// A file that cannot be read is no draft: reading it as a page then says why. Only the
    /// page's start is read when its front matter ends there (nearly always): the scan asks
    /// this of every page of the site, before any is parsed.
    static func isDraft(_ absolutePath: String) -> Bool {
        guard let head = FileReader.readPrefix(absolutePath, count: prefixBytes) else { return false }
        guard head.starts(with: "---".utf8) else { return false }
        if head.count < prefixBytes || frontMatterCloses(in: head) {
            // Nearly every page has no `draft:`: said from the bytes, not decoded.
            var key = "draft:"
            guard key.withUTF8({ key in head.withUnsafeBufferPointer { ByteSearch.contains(key, in: $0) } }) else { return false }
            return isDraft(text: String(decoding: head, as: UTF8.self))
        }
        // Front matter longer than what was read: the whole page.
        guard let bytes = try? FileReader.readBytes(absolutePath, displayPath: absolutePath, limit: FileReader.maxPageBytes) else { return false }
        return isDraft(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Bytes read from a page's start to find its front matter.
    static let prefixBytes = 4096

    /// Whether a line after the first, whole in `bytes`, is `---` (trailing spaces, tabs and
    /// a carriage return aside): the front matter's end, as `isDraft(text:)` finds it.
    static func frontMatterCloses(in bytes: [UInt8]) -> Bool {
        guard var start = bytes.firstIndex(of: 0x0A).map({ $0 + 1 }) else { return false }
        // Only lines that end with a line feed: the last piece may be a line cut short.
        while let end = bytes[start...].firstIndex(of: 0x0A) {
            var last = end
            while last > start, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D { last -= 1 }
            if last - start == 3, bytes[start] == 0x2D, bytes[start + 1] == 0x2D, bytes[start + 2] == 0x2D { return true }
            start = end + 1
        }
        return false
    }

    static func isDraft(text: String) -> Bool {
        // Nearly every page has no `draft:` at all: a byte search says so without splitting
        // the page into lines (the scan asks this of every page).
        guard text.hasPrefix("---"), text.firstRange(ofLiteral: "draft:") != nil else { return false }
        // `\r\n` is one Character, a newline as `\n` is: CRLF pages split into lines too.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).makeIterator()
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
