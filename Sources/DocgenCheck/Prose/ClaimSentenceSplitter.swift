import DocgenSupport
/// Splits a paragraph's plain text into sentences for claim extraction.
///
/// Ends a sentence at . ! ? 。！？ and at the line ends of list items, table rows and blank
/// lines (other line breaks are soft wraps). Does not end one at ; ， 、, inside backtick code
/// spans (`flow(...)`, `.flow`), inside numbers (3.2), after abbreviations (e.g.) or after a
/// list number ("1.").
enum ClaimSentenceSplitter {
    private static let abbreviations: Set<String> = ["e.g", "i.e", "eg", "ie", "vs", "cf", "approx", "fig", "no", "mr", "mrs", "dr"]
    private static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", ")", "）", "」", "』", "】", "]"]

    static func sentences(in paragraph: String) -> [(text: Substring, utf8Offset: Int)] {
        if let whole = singleSentence(paragraph) { return whole }
        let scalars = Array(paragraph.unicodeScalars)
        var result: [(text: Substring, utf8Offset: Int)] = []
        var utf8Offsets: [Int] = []
        utf8Offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            utf8Offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        utf8Offsets.append(offset)

        var sentenceStart = 0
        var inCode = false
        var i = 0
        func emit(_ end: Int) {
            var lower = sentenceStart
            var upper = end
            while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
            while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
            if lower < upper {
                let utf8 = paragraph.utf8
                let from = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[lower])
                let to = utf8.index(from, offsetBy: utf8Offsets[upper] - utf8Offsets[lower])
                result.append((paragraph[from..<to], utf8Offsets[lower]))
            }
            sentenceStart = end
        }

        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" {
                i += 1  // CRLF is one line break, handled at its LF.
                continue
            }
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" {
                // List items and table rows end at their line end; any other line break is
                // a soft wrap inside a sentence.
                if endsLine(scalars, newlineAt: i) {
                    inCode = false
                    emit(i)
                    sentenceStart = i + 1
                }
                i += 1
                continue
            }
            if scalar == "`" { inCode.toggle() }
            if !inCode, let end = sentenceEnd(scalars, at: i) {
                emit(end)
                i = end
                continue
            }
            i += 1
        }
        emit(scalars.count)
        return result
    }

    /// A paragraph without a scalar that can end a sentence or a line (`.`, `!`, `?`, `。`,
    /// `！`, `？`, a line break) is one sentence, its whitespace trimmed as `emit` trims it:
    /// said from its bytes, without an array of its scalars (most table cells and short items).
    private static func singleSentence(_ paragraph: String) -> [(text: Substring, utf8Offset: Int)]? {
        let utf8 = paragraph.utf8
        var before: (UInt8, UInt8) = (0, 0)
        for b in utf8 {
            switch b {
            case 0x0A, 0x0D, 0x21, 0x2E, 0x3F: return nil
            case 0x82 where before == (0xE3, 0x80), 0x81 where before == (0xEF, 0xBC), 0x9F where before == (0xEF, 0xBC),
                 0xA8 where before == (0xE2, 0x80):
                return nil  // 。 ！ ？ and U+2028
            default: before = (before.1, b)
            }
        }
        let scalars = paragraph.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return [] }
        return [(paragraph[first..<scalars.index(after: last)], utf8.distance(from: utf8.startIndex, to: first))]
    }

    /// Whether the line break at `i` ends a sentence: the line it ends or the line it starts is
    /// a list item or table row, or the next line is blank.
    private static func endsLine(_ scalars: [Unicode.Scalar], newlineAt i: Int) -> Bool {
        // The line ends before the CR of a CRLF.
        var lineStart = i > 0 && scalars[i] == "\n" && scalars[i - 1] == "\r" ? i - 1 : i
        while lineStart > 0, scalars[lineStart - 1] != "\n", scalars[lineStart - 1] != "\r" { lineStart -= 1 }
        var next = i + 1
        while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
        if next >= scalars.count || scalars[next] == "\n" || scalars[next] == "\r" { return true }
        return startsListItem(scalars, at: lineStart) || startsListItem(scalars, at: i + 1)
    }

    /// "- ", "* ", "+ ", "• ", "・", "1. ", "1) ", or a table row "|".
    private static func startsListItem(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var i = index
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        guard i < scalars.count else { return false }
        let first = scalars[i]
        if first == "|" || first == "・" || first == "｜" { return true }
        let followedBySpace = i + 1 < scalars.count && scalars[i + 1].properties.isWhitespace
        if "-*+•".unicodeScalars.contains(first) { return followedBySpace }
        var j = i
        while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
        guard j > i, j + 1 < scalars.count, scalars[j] == "." || scalars[j] == ")" else { return false }
        return scalars[j + 1].properties.isWhitespace
    }

    /// If a sentence ends at the terminator `scalars[i]`, the index just past it (and past any
    /// closing quotes or brackets).
    private static func sentenceEnd(_ scalars: [Unicode.Scalar], at i: Int) -> Int? {
        let scalar = scalars[i]
        var end = i + 1
        // Runs such as "?!" or "。」" belong to the same sentence end.
        func absorbClosers() {
            while end < scalars.count, closers.contains(scalars[end]) || "!?！？。".unicodeScalars.contains(scalars[end]) { end += 1 }
        }
        switch scalar {
        case "。", "！", "？":
            absorbClosers()
            return end
        case "!", "?":
            absorbClosers()
            return end == scalars.count || scalars[end].properties.isWhitespace ? end : nil
        case ".":
            // "..." inside prose, as in "flow(...)" written without backticks.
            if i + 1 < scalars.count, scalars[i + 1] == "." { return nil }
            if i > 0, scalars[i - 1] == "." { return nil }
            absorbClosers()
            if end < scalars.count {
                guard scalars[end].properties.isWhitespace else { return nil }
                // A lower-case continuation is an abbreviation or an ellipsis, not a new sentence.
                var next = end
                while next < scalars.count, scalars[next].properties.isWhitespace, scalars[next] != "\n" { next += 1 }
                if next < scalars.count, ("a"..."z").contains(scalars[next]) { return nil }
            }
            if isAbbreviation(scalars, dotAt: i) || isListNumber(scalars, dotAt: i) { return nil }
            return end
        default:
            return nil
        }
    }

    /// "1." at the start of a line numbers a list item.
    private static func isListNumber(_ scalars: [Unicode.Scalar], dotAt i: Int) -> Bool {
        var start = i
        while start > 0, ("0"..."9").contains(scalars[start - 1]) { start -= 1 }
        guard start < i else { return false }
        while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
        return start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r"
    }

    private static func isAbbreviation(_ scalars: [Unicode.Scalar], dotAt i: Int) -> Bool {
        var start = i
        while start > 0, ClaimTokenizer.isLatinLetter(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
        guard start < i else { return false }
        let word = String(String.UnicodeScalarView(scalars[start..<i])).lowercased()
        return abbreviations.contains(word)
    }
}
