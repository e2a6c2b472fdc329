/// An MDX page made into cmark input, in the way `AdmonitionMarkers` makes admonitions: every
/// MDX construct is replaced by a marker (an HTML comment line for a construct in flow, a raw
/// HTML tag for one in text) and every other byte stays on its line, so that cmark reads the
/// Markdown between them as it would read a Markdown page. `MarkdownParser` then folds the
/// markers back into components, drops what is not content, and maps cmark's positions
/// through `map`.
struct MDXConversion: Sendable {
    /// The text given to cmark: as many lines as the page.
    var source: String
    /// What each marker stands for, by the number written in it.
    var groups: [MDXGroup]
    var map: SourceColumnMap
    var imports: [MDXImport]
    var exports: [MDXExport]
    /// Syntax problems found while reading (matching tags into elements comes later).
    var problems: [MarkdownProblem]
    /// The `:::` lines, already written as `AdmonitionMarkers`' markers in `source`, with
    /// their places in the page.
    var admonitions: [AdmonitionMarkers.Opening]
    var admonitionCloseLines: [Int]

    /// `<!--docgen:mdx:N-->`, a flow marker's first line; its other lines are
    /// `<!--docgen:mdx:N+K-->` (K the line within the construct), which stand for nothing.
    static let flowPrefix = "<!--docgen:mdx:"
    /// `<docgen-mdx-N >`, a text marker. The space keeps it out of a link destination that
    /// the construct's own spaces kept it out of (`[a](j<b c>)` is no link, and must not become
    /// one). A construct that spans lines continues on each with ` x` and ends with `x>`:
    /// attribute names of the same raw HTML tag, so that the marker is one inline node and no
    /// line of it can start a block.
    static let textPrefix = "<docgen-mdx-"

    /// The group a flow marker stands for (nil for a construct's later lines, or other HTML).
    /// cmark keeps a block's indentation in its literal.
    static func flowGroup(_ html: String) -> Int? {
        guard let rest = bytes(of: html, after: flowPrefix) else { return nil }
        let digits = rest.prefix(while: { Byte.isDigit($0) })
        guard rest.dropFirst(digits.count).first != Byte.plus else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// The group a text marker stands for.
    static func textGroup(_ html: String) -> Int? {
        guard let rest = bytes(of: html, after: textPrefix) else { return nil }
        return Int(String(decoding: rest.prefix(while: { Byte.isDigit($0) }), as: UTF8.self))
    }

    /// Whether `html` is any marker of the conversion.
    static func isMarker(_ html: String) -> Bool {
        bytes(of: html, after: flowPrefix) != nil || bytes(of: html, after: textPrefix) != nil
    }

    /// What follows `prefix` in `html` after its indentation; nil when `prefix` does not
    /// follow. On bytes: every HTML node of a page is asked, and the prefixes are ASCII.
    private static func bytes(of html: String, after prefix: String) -> Substring.UTF8View? {
        let bytes = html.utf8.drop(while: { $0 == Byte.space || $0 == Byte.tab })
        return bytes.starts(with: prefix.utf8) ? bytes.dropFirst(prefix.utf8.count) : nil
    }

    /// `text` (the literal of a code span or code block, a link's destination or title) with
    /// every marker in it put back as the source it stands for. Markers reach these only where
    /// the scanner and cmark disagree on where a code span or link ends; they then read as
    /// written.
    func restoringSource(in text: String) -> String {
        // A link destination written `<…>` reaches the tree without its brackets.
        if text.hasPrefix(Self.textPrefix.dropFirst()), !text.contains(">") {
            return restoringSource(in: "<" + text + ">")
        }
        guard text.containsByte(Byte.lt), text.contains("docgen") else { return text }
        let bytes = Array(text.utf8)
        let flow = Array(Self.flowPrefix.utf8), inline = Array(Self.textPrefix.utf8)
        func starts(_ prefix: [UInt8], at i: Int) -> Bool {
            i + prefix.count <= bytes.count && bytes[i..<(i + prefix.count)].elementsEqual(prefix)
        }
        func number(at i: Int) -> (Int, Int)? {
            var j = i
            while j < bytes.count, Byte.isDigit(bytes[j]), j - i < 9 { j += 1 }
            return j > i ? (Int(String(decoding: bytes[i..<j], as: UTF8.self))!, j) : nil
        }
        // Where a text marker's `>` is: ` >` on its line, or past its later lines, each ` x`
        // (after its container's indentation) and the last `x>`; a code span made the line
        // ends spaces.
        func markerEnd(from start: Int) -> Int? {
            var j = start
            if j + 1 < bytes.count, bytes[j] == Byte.space, bytes[j + 1] == Byte.gt { return j + 1 }
            while true {
                guard j < bytes.count, bytes[j] == Byte.lf || bytes[j] == Byte.space else { return nil }
                while j < bytes.count, bytes[j] == Byte.lf || bytes[j] == Byte.space || bytes[j] == Byte.tab { j += 1 }
                guard j < bytes.count, bytes[j] == 0x78 else { return nil }  // x
                j += 1
                if j < bytes.count, bytes[j] == Byte.gt { return j }
            }
        }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if starts(inline, at: i), let (group, after) = number(at: i + inline.count), group < groups.count,
               markerEnd(from: after) == nil {
                // Only the first line of a marker that spans lines (code took no more of it).
                out.append(contentsOf: (groups[group].sourceLines.first ?? "").utf8)
                i = after
            } else if starts(inline, at: i), let (group, after) = number(at: i + inline.count), group < groups.count,
               let close = markerEnd(from: after) {
                // A marker that spans lines reads ` x` … `x>` on its later lines.
                let separator = bytes[after..<close].contains(Byte.lf) ? "\n" : " "
                out.append(contentsOf: groups[group].sourceLines.joined(separator: separator).utf8)
                i = close + 1
            } else if starts(flow, at: i), let (group, after) = number(at: i + flow.count), group < groups.count {
                var line = 0
                var end = after
                if end < bytes.count, bytes[end] == Byte.plus, let (k, next) = number(at: end + 1) {
                    line = k
                    end = next
                }
                guard end + 3 <= bytes.count, bytes[end..<(end + 3)].elementsEqual("-->".utf8) else {
                    out.append(bytes[i])
                    i += 1
                    continue
                }
                let lines = groups[group].sourceLines
                if line < lines.count { out.append(contentsOf: lines[line].utf8) }
                i = end + 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
