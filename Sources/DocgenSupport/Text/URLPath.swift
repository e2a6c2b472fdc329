/// The parts of a link's path that docgen reads the same way wherever a link is met: its
/// scheme, and its `.` and `..` segments.
public enum URLPath {
    /// `https:`, `mailto:`, `svn+ssh:`: an ASCII letter, then letters, digits, `+`, `-` or `.`
    /// before a colon. On bytes: every link of every page asks.
    public static func hasScheme(_ s: String) -> Bool {
        let utf8 = s.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), let first = utf8.first else { return false }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
        guard colon != utf8.startIndex, isLetter(first) else { return false }
        return utf8[..<colon].allSatisfy { isLetter($0) || $0 &- 0x30 < 10 || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// The folder segments `base` followed by `path`'s segments, `.` dropped and each `..`
    /// taking the last one away; nil when a `..` climbs above the first of them.
    public static func resolving(_ path: Substring, onto base: [Substring]) -> [Substring]? {
        var segments = base
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            } else {
                segments.append(Substring(part))
            }
        }
        return segments
    }
}
