import DocgenSupport
/// Writes the `source:` record into a translation's front matter, in place: the lines of the
/// `source` key are replaced (or added just before the closing `---`) and every other byte of
/// the file stays as it was, comments, quoting, key order and line ends included. A translator
/// reviews the change as a diff of a few lines.
public enum TranslationRecordEditor {
    /// `bytes` with `revision` recorded; nil when the front matter starts but never closes.
    public static func updating(_ bytes: [UInt8], with revision: PageRevision) -> [UInt8]? {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: bom) ? 3 : 0
        let lines = Self.lines(bytes, from: start)
        let newline: [UInt8] = lines.first.map { $0.hasCR } == true ? [0x0D, 0x0A] : [0x0A]
        let record = Array(yaml(revision).split(separator: "\n").map { $0 + String(decoding: newline, as: UTF8.self) }.joined().utf8)

        guard let first = lines.first, content(first, bytes) == "---" else {
            // No front matter: add one holding only the record.
            let open = Array("---".utf8) + newline
            return Array(bytes[..<start]) + open + record + open + Array(bytes[start...])
        }
        guard let closing = lines.indices.dropFirst().first(where: { ["---", "..."].contains(content(lines[$0], bytes)) }) else {
            return nil
        }
        var replaced = closing..<closing
        if let key = (1..<closing).first(where: { isSourceKey(content(lines[$0], bytes)) }) {
            // The key's block: the lines indented under it (blank lines inside it too).
            var end = key + 1
            while end < closing, isContinuation(content(lines[end], bytes)) { end += 1 }
            while end > key + 1, content(lines[end - 1], bytes).allSatisfy({ $0 == " " || $0 == "\t" }) { end -= 1 }
            replaced = key..<end
        }
        let from = lines[replaced.lowerBound].start
        let to = replaced.isEmpty ? from : lines[replaced.upperBound - 1].next
        return Array(bytes[..<from]) + record + Array(bytes[to...])
    }

    /// The record as block YAML, one line per hash, keys quoted only where YAML needs it.
    public static func yaml(_ revision: PageRevision) -> String {
        var out = "source:\n  hash: \(revision.hash)\n"
        if !revision.sections.isEmpty {
            out += "  sections:\n"
            for section in revision.sections { out += "    \(key(section.id)): \(section.hash)\n" }
        }
        return out
    }

    /// A mapping key as written: plain when it is letters, digits, `_` and `-` not starting
    /// with `-` and not a word YAML reads as something else; double-quoted otherwise.
    static func key(_ id: String) -> String {
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        let plain = !id.isEmpty && id.first != "-" && !reserved.contains(id.lowercased())
            && id.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-" }
        if plain { return id }
        var out = "\""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private struct Line {
        var start: Int
        /// End of the content, before `\r\n` or `\n`.
        var end: Int
        /// Start of the next line.
        var next: Int
        var hasCR: Bool
    }

    private static func lines(_ bytes: [UInt8], from start: Int) -> [Line] {
        var lines: [Line] = []
        var lineStart = start
        var i = start
        while i < bytes.count {
            if bytes[i] == 0x0A {
                let cr = i > lineStart && bytes[i - 1] == 0x0D
                lines.append(Line(start: lineStart, end: cr ? i - 1 : i, next: i + 1, hasCR: cr))
                lineStart = i + 1
            }
            i += 1
        }
        if lineStart < bytes.count { lines.append(Line(start: lineStart, end: bytes.count, next: bytes.count, hasCR: false)) }
        return lines
    }

    private static func content(_ line: Line, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[line.start..<line.end], as: UTF8.self)
    }

    private static func isSourceKey(_ line: String) -> Bool {
        for prefix in ["source:", "\"source\":", "'source':"] where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            return rest.isEmpty || rest.first == " " || rest.first == "\t"
        }
        return false
    }

    private static func isContinuation(_ line: String) -> Bool {
        line.first == " " || line.first == "\t" || line.isEmpty
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
