import DocgenSupport
/// Highlights JSON (and `//` comment lines, as event examples often carry) with a small
/// tokenizer: keys, strings, numbers, `true`/`false`/`null`, punctuation, comments.
public struct JSONHighlighter: CodeHighlighter {
    public init() {}

    public func highlight(_ code: String) -> String {
        let bytes = Array(code.utf8)
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        var i = 0
        func text(_ a: Int, _ b: Int) -> Substring { Substring(String(decoding: bytes[a..<b], as: UTF8.self)) }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                j = min(j + 1, bytes.count)
                // A string followed by a colon is a key.
                var k = j
                while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
                let isKey = k < bytes.count && bytes[k] == UInt8(ascii: ":")
                out.appendToken(text(i, j), class: isKey ? "key" : "string")
                i = j
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                var j = i
                while j < bytes.count, bytes[j] != UInt8(ascii: "\n") { j += 1 }
                out.appendToken(text(i, j), class: "comment")
                i = j
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i + 1
                while j < bytes.count, Self.isNumberByte(bytes[j]) { j += 1 }
                out.appendToken(text(i, j), class: "number")
                i = j
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                var j = i
                while j < bytes.count, bytes[j] >= UInt8(ascii: "a") && bytes[j] <= UInt8(ascii: "z") { j += 1 }
                let word = text(i, j)
                out.appendToken(word, class: word == "true" || word == "false" || word == "null" ? "literal" : nil)
                i = j
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","):
                out.appendToken(text(i, i + 1), class: "punctuation")
                i += 1
            default:
                var j = i + 1
                while j < bytes.count, !Self.startsToken(bytes[j]) { j += 1 }
                out.appendToken(text(i, j), class: nil)
                i = j
            }
        }
        return out
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e")
            || b == UInt8(ascii: "E") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }

    private static func startsToken(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","):
            return true
        default:
            return false
        }
    }
}
