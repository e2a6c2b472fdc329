import DocgenSupport
import DocgenSupport

/// Finds `:::kind [title]` … `:::` lines outside fenced code and replaces each with an HTML
/// comment of its own. The comment keeps every line where it was (so cmark's source positions
/// stay right) and, unlike a blank line, ends a list or paragraph, so the admonition's edges
/// are always block edges. `MarkdownParser` then folds the blocks between markers.
struct AdmonitionMarkers {
    struct Opening {
        var kind: String
        var title: String?
        var location: SourceLocation
        /// `{model=sdk3}` at the end of the line (see `AdmonitionAttributes`).
        var attributes: [String: String] = [:]
        /// The colons the line starts with (3 or more): a closing line needs at least as many.
        var fence = 3
    }

    static let openPrefix = "<!--docgen:admonition-open:"
    /// A closing line's marker is `closePrefix`, its number of colons, `-->`.
    static let closePrefix = "<!--docgen:admonition-close:"

    /// The marker of a closing line of `fence` colons.
    static func close(fence: Int) -> String { closePrefix + String(fence) + "-->" }

    /// The source with marker lines replaced, and the openings in order of appearance.
    var source: String
    var openings: [Opening]
    /// Lines of closing markers, for reporting a close with no opening.
    var closeLines: [Int]

    /// Markers another pass wrote: `MDXScanner`, which knows where fenced code ends better
    /// than this pass's line rule, writes an MDX page's.
    init(source: String, openings: [Opening], closeLines: [Int]) {
        self.source = source
        self.openings = openings
        self.closeLines = closeLines
    }

    init(scanning text: String) {
        guard Self.mayContainMarker(text) else {
            self.source = text
            self.openings = []
            self.closeLines = []
            return
        }
        var openings: [Opening] = []
        var closeLines: [Int] = []
        var output: [Substring] = []
        var fence: (char: Character, count: Int)?
        var changed = false
        var lineNumber = 0
        // Split keeping empty lines; cmark treats \r\n like \n, and so do we.
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if let open = fence {
                let run = trimmed.prefix(while: { $0 == open.char })
                if run.count >= open.count && trimmed.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    fence = nil
                }
                output.append(rawLine)
                continue
            }
            if let first = trimmed.first, first == "`" || first == "~" {
                let run = trimmed.prefix(while: { $0 == first })
                if run.count >= 3 {
                    fence = (first, run.count)
                    output.append(rawLine)
                    continue
                }
            }
            switch Self.marker(in: line) {
            case .close(let fence)?:
                closeLines.append(lineNumber)
                output.append(Substring(Self.close(fence: fence)))
                changed = true
                continue
            case .open(let kind, let title, let indent, let attributes, let fence)?:
                openings.append(Opening(kind: kind, title: title, location: SourceLocation(line: lineNumber, column: indent + 1),
                                        attributes: attributes, fence: fence))
                output.append(Substring(Self.openPrefix + String(openings.count - 1) + "-->"))
                changed = true
                continue
            case nil:
                break
            }
            output.append(rawLine)
        }
        self.source = changed ? output.joined(separator: "\n") : text
        self.openings = openings
        self.closeLines = closeLines
    }

    /// What a `:::` line is.
    enum LineMarker: Equatable {
        /// `:::kind`, `:::kind Title` (Docusaurus) or `:::kind[Title]` (Starlight), indented
        /// `indent` characters, with the `{model=sdk3}` at its end (`AdmonitionAttributes`).
        /// `fence` is the number of colons: Docusaurus nests admonitions by giving the outer
        /// one more (`::::note` around `:::tip`).
        case open(kind: String, title: String?, indent: Int, attributes: [String: String], fence: Int)
        /// `:::` alone, or more colons: it closes the innermost open admonition when that one's
        /// opening had at most as many (remark-directive's rule), so `::::` closes `:::note`
        /// but `:::` does not close `::::note` (it is then a line of text inside it).
        case close(fence: Int)
    }

    /// The marker a line (outside fenced code, without its line end) is, if any. `MDXScanner`
    /// applies the same rule when it writes an MDX page's markers itself.
    static func marker(in line: Substring) -> LineMarker? {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        let indent = line.count - trimmed.count
        guard indent <= 3, trimmed.hasPrefix(":::") else { return nil }
        let fence = trimmed.prefix(while: { $0 == ":" }).count
        let rest = trimmed.dropFirst(fence)
        let kind = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        let (after, attributes) = AdmonitionAttributes.split(rest.dropFirst(kind.count))
        if kind.isEmpty && after.allSatisfy({ $0 == " " || $0 == "\t" }) {
            return .close(fence: fence)
        }
        if !kind.isEmpty && (after.isEmpty || after.first == " " || after.first == "\t") {
            var title = String(after.drop(while: { $0 == " " || $0 == "\t" }))
            while title.last == " " || title.last == "\t" { title.removeLast() }
            // Starlight writes the title in brackets: `:::note[Title]` is handled by
            // the branch below; here `:::note Title` (Docusaurus).
            return .open(kind: kind.lowercased(), title: title.isEmpty ? nil : title, indent: indent, attributes: attributes, fence: fence)
        }
        if !kind.isEmpty, after.first == "[", after.last == "]" {
            let title = String(after.dropFirst().dropLast())
            return .open(kind: kind.lowercased(), title: title.isEmpty ? nil : title, indent: indent, attributes: attributes, fence: fence)
        }
        return nil
    }

    /// Most pages have no `:::` at all; finding that out on bytes costs far less than the line scan.
    private static func mayContainMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            var offset = 0
            // Skips to each ':' a word at a time; three in a row is a possible marker.
            while let at = ByteSearch.firstIndex(of: UInt8(ascii: ":"), in: bytes, from: offset) {
                if at + 2 < bytes.count, bytes[at + 1] == UInt8(ascii: ":"), bytes[at + 2] == UInt8(ascii: ":") { return true }
                offset = at + 1
            }
            return false
        }
    }

    /// The opening index encoded in a marker comment, if `html` is an opening marker.
    static func openingIndex(_ html: String) -> Int? {
        guard html.hasPrefix(openPrefix) else { return nil }
        let digits = html.dropFirst(openPrefix.count).prefix(while: { $0.isNumber })
        return Int(digits)
    }

    /// The number of colons encoded in a marker comment, if `html` is a closing marker.
    static func closingFence(_ html: String) -> Int? {
        guard html.hasPrefix(closePrefix) else { return nil }
        return Int(html.dropFirst(closePrefix.count).prefix(while: { $0.isNumber }))
    }
}
