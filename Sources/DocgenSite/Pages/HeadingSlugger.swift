import DocgenSupport
/// Makes heading ids the way GitHub does, extended to every script: letters and digits of any
/// language are kept (so `## 購入を処理する` gets `#購入を処理する`), case is folded,
/// whitespace becomes `-`, punctuation (ASCII and full-width) is dropped, and repeats get
/// `-1`, `-2`, … in document order. The same headings always give the same ids.
public struct HeadingSlugger: Sendable {
    /// Per id given, how many repeats of it were numbered.
    private var used: [Slug: Int] = [:]

    /// An id compared and hashed as its UTF-8 bytes, as HTML matches ids by code units: a
    /// String's hash normalizes any non-ASCII text first, and most Japanese and Chinese ids
    /// are that.
    private struct Slug: Hashable {
        var text: String

        static func == (a: Slug, b: Slug) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = self.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    public init() {
        // Room for a page's headings from the start: growing a table of one entry by
        // doubling costs more than the lookups.
        used.reserveCapacity(32)
    }

    public static func slug(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                let (value, length) = UTF8Scalar.decode(bytes, at: i)
                defer { i += length }
                // ASCII and the common CJK letters, most of most headings, by hand: a property
                // lookup and a lower-case String per scalar are the cost of the general case.
                // Same categories as below.
                if value < 0x80 {
                    switch value {
                    case 0x41...0x5A: out.append(UInt8(value) | 0x20)  // A-Z
                    case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F: out.append(UInt8(value))  // a-z 0-9 - _
                    case 0x20, 0x09, 0x0A: out.append(UInt8(ascii: "-"))  // space separator, tab, line feed
                    default: break  // punctuation, symbols, other controls
                    }
                    continue
                }
                switch value {
                case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF:
                    // Hiragana, katakana and ideograph letters (Lo): kept as they are.
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]))
                    continue
                default:
                    break
                }
                let scalar = Unicode.Scalar(value)!
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
                    out.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                case .spaceSeparator:
                    out.append(UInt8(ascii: "-"))
                default:
                    break  // the ASCII `-`, `_`, tab and line feed are handled above
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A unique id for `text` within this page; `explicit` (`{#id}`) wins when given.
    public mutating func id(for text: String, explicit: String? = nil) -> String {
        var base = explicit ?? Self.slug(text)
        if base.isEmpty { base = "section" }
        var candidate = base
        let key = Slug(text: base)
        if let count = used[key] {
            var n = count
            repeat {
                n += 1
                candidate = "\(base)-\(n)"
            } while used[Slug(text: candidate)] != nil
            used[key] = n
            used[Slug(text: candidate)] = 0
        } else {
            used[key] = 0
        }
        return candidate
    }
}
