/// Makes heading ids the way GitHub does, extended to every script: letters and digits of any
/// language are kept (so `## 購入を処理する` gets `#購入を処理する`), case is folded,
/// whitespace becomes `-`, punctuation (ASCII and full-width) is dropped, and repeats get
/// `-1`, `-2`, … in document order. The same headings always give the same ids.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    public static func slug(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            // ASCII, most of most headings, by hand: a property lookup and a lower-case String
            // per scalar are the cost of the general case. Same categories as below.
            if scalar.isASCII {
                switch scalar.value {
                case 0x41...0x5A: out.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) | 0x20))  // A-Z
                case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F: out.unicodeScalars.append(scalar)  // a-z 0-9 - _
                case 0x20, 0x09, 0x0A: out.append("-")  // space separator, tab, line feed
                default: break  // punctuation, symbols, other controls
                }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
                out.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            case .spaceSeparator:
                out.append("-")
            case .dashPunctuation where scalar == "-", .connectorPunctuation where scalar == "_":
                out.unicodeScalars.append(scalar)
            default:
                if scalar == "\t" || scalar == "\n" { out.append("-") }
            }
        }
        return out
    }

    /// A unique id for `text` within this page; `explicit` (`{#id}`) wins when given.
    public mutating func id(for text: String, explicit: String? = nil) -> String {
        var base = explicit ?? Self.slug(text)
        if base.isEmpty { base = "section" }
        var candidate = base
        if let count = used[base] {
            var n = count
            repeat {
                n += 1
                candidate = "\(base)-\(n)"
            } while used[candidate] != nil
            used[base] = n
        } else {
            used[base] = 0
        }
        used[candidate] = used[candidate] ?? 0
        return candidate
    }
}
