import DocgenMarkdown
import DocgenSupport

/// The link targets in raw HTML that a guide writes by hand (`<a href="setup.md#install">`,
/// `<img src="img/flow.png">`): found so the build rewrites and checks them as it does
/// Markdown links, and so a translation's raw links are compared too. Not an HTML parser: it
/// reads the attributes of `a` and `img` start tags, quoted or not, and skips comments.
public enum RawHTMLLinks {
    /// One `href` of an `a` or `src` of an `img`: its value with character references decoded,
    /// and where the value's text lies in the HTML (inside the quotes, if any).
    public struct Link: Sendable, Equatable {
        public var destination: String
        public var isImage: Bool
        /// UTF-8 offsets of the value as written.
        public var range: Range<Int>
        public var isQuoted: Bool
    }

    public static func links(in html: String) -> [Link] {
        guard html.containsByte(UInt8(ascii: "<")) else { return [] }
        let bytes = Array(html.utf8)
        var found: [Link] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if bytes[i...].starts(with: Array("<!--".utf8)) {
                i = (find("-->", in: bytes, from: i + 4) ?? bytes.count - 3) + 3
                continue
            }
            var j = i + 1
            while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
            // A start tag has its name right after `<`; anything else (`</a>`, `a < b`) is passed.
            guard j > i + 1 else {
                i += 1
                continue
            }
            let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self).lowercased()
            let wanted = name == "a" ? "href" : name == "img" ? "src" : nil
            i = attributes(bytes, from: j) { attribute, value, quoted in
                guard let wanted, attribute == wanted else { return }
                let text = String(decoding: bytes[value], as: UTF8.self)
                found.append(Link(destination: HTMLText.decodingReferences(text), isImage: name == "img", range: value, isQuoted: quoted))
            }
        }
        return found
    }

    /// `html` with each link's value replaced by `transform(link)`, escaped for an attribute.
    public static func rewriting(_ html: String, _ transform: (Link) -> String) -> String {
        let links = links(in: html)
        guard !links.isEmpty else { return html }
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var at = 0
        for link in links {
            out.append(contentsOf: bytes[at..<link.range.lowerBound])
            var value = Array(transform(link).htmlEscaped.utf8)
            if !link.isQuoted { value = [UInt8(ascii: "\"")] + value + [UInt8(ascii: "\"")] }
            out.append(contentsOf: value)
            at = link.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads the attributes of a tag from `start` to its `>`, reporting each with its value's
    /// range; returns the index after the tag.
    private static func attributes(_ bytes: [UInt8], from start: Int, _ report: (String, Range<Int>, Bool) -> Void) -> Int {
        var i = start
        while i < bytes.count {
            while i < bytes.count, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") { i += 1 }
            guard i < bytes.count else { return i }
            if bytes[i] == UInt8(ascii: ">") { return i + 1 }
            let nameStart = i
            while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased()
            if i == nameStart { i += 1; continue }
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return i }
            let quote = bytes[i]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let valueStart = i + 1
                var end = valueStart
                while end < bytes.count, bytes[end] != quote { end += 1 }
                guard end < bytes.count else { return bytes.count }
                report(name, valueStart..<end, true)
                i = end + 1
            } else {
                let valueStart = i
                while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
                report(name, valueStart..<i, false)
            }
        }
        return i
    }

    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard start <= bytes.count - pattern.count else { return nil }
        for i in start...(bytes.count - pattern.count) where bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
        return nil
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    private static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }
}
