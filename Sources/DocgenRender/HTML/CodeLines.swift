import DocgenMarkdown

/// A code block's HTML cut into one element per line, for fences that ask for line numbers or
/// marked lines (` ```swift showLineNumbers {2,4-5} `, Starlight's `ins={…}` and `del={…}`).
///
/// The highlighters' spans may run across lines (a block comment, a multi-line string): each
/// line closes the spans still open at its end and the next line opens them again, so every
/// line is a whole element and can be marked or numbered on its own.
enum CodeLines {
    /// True when `meta` asks for anything per line.
    static func wanted(_ meta: FenceMeta) -> Bool {
        meta.showLineNumbers || !meta.highlightedLines.isEmpty || !meta.insertedLines.isEmpty || !meta.deletedLines.isEmpty
    }

    /// `html` (escaped code, possibly with highlighting `<span …>`s) as line elements:
    /// `<span class="line hl" data-line="3">…</span>`. The last line break of the code does
    /// not start an empty line.
    static func render(_ html: String, meta: FenceMeta) -> String {
        var lines = split(html)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        let first = meta.lineNumbersStart ?? 1
        var out = ""
        out.reserveCapacity(html.utf8.count + lines.count * 40)
        for (i, line) in lines.enumerated() {
            let number = i + 1
            out += "<span class=\"line"
            if meta.isHighlighted(number) { out += " hl" }
            if meta.insertedLines.contains(where: { $0.contains(number) }) { out += " ins" }
            if meta.deletedLines.contains(where: { $0.contains(number) }) { out += " del" }
            out += "\""
            if meta.showLineNumbers { out += " data-line=\"\(first + i)\"" }
            out += ">"
            out += line
            out += "</span>\n"
        }
        return out
    }

    /// `html` split at its line breaks, each line with the spans open at its start opened
    /// again and those open at its end closed. Only `<span …>` and `</span>` occur in a code
    /// block's HTML (text is escaped), so a stack of opening tags is all the state there is.
    static func split(_ html: String) -> [String] {
        var lines: [String] = []
        var open: [Substring] = []
        var line = ""
        var rest = Substring(html)
        while let next = rest.firstIndex(where: { $0 == "\n" || $0 == "<" }) {
            line += rest[..<next]
            if rest[next] == "\n" {
                line += String(repeating: "</span>", count: open.count)
                lines.append(line)
                line = open.joined()
                rest = rest[rest.index(after: next)...]
                continue
            }
            guard let close = rest[next...].firstIndex(of: ">") else {
                rest = rest[next...]
                break
            }
            let tag = rest[next...close]
            if tag.hasPrefix("</") {
                if !open.isEmpty { open.removeLast() }
            } else if !tag.hasSuffix("/>") {
                open.append(tag)
            }
            line += tag
            rest = rest[rest.index(after: close)...]
        }
        line += rest
        lines.append(line)
        return lines
    }
}
