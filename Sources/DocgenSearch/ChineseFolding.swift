import DocgenSupport

/// Traditional Chinese characters folded into simplified ones, so that 恢復購買 finds 恢复购买
/// and the other way round: a zh index and a zh query are both folded before they are cut. The
/// table is ICU's Traditional-Simplified transliterator, one character to one
/// (`scripts/update-zh-fold` makes it, for this file and for `templates/assets/zh-fold.txt`,
/// the browser's copy).
enum ChineseFolding {
    /// Traditional → simplified, by code point.
    static let table: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        var scalars = pairs.unicodeScalars.makeIterator()
        while let from = scalars.next(), let to = scalars.next() { table[from.value] = to.value }
        return table
    }()

    /// The Han characters of the BMP (U+3400 to U+9FFF), where nearly all of the table is:
    /// the table as an array indexed from `denseStart`, 0 for a character it does not fold. A
    /// dictionary lookup per character was most of the time a Chinese page's terms took.
    static let denseStart: UInt32 = 0x3400
    static let denseEnd: UInt32 = 0xA000
    static let dense: [UInt32] = {
        var dense = [UInt32](repeating: 0, count: Int(denseEnd - denseStart))
        for (from, to) in table where from >= denseStart && from < denseEnd { dense[Int(from - denseStart)] = to }
        return dense
    }()

    /// The folded form of one scalar; the scalar itself when the table has none.
    @inline(__always)
    static func fold(_ value: UInt32) -> UInt32 {
        // The table holds Han characters only: everything below them is left as it is at once.
        if value < denseStart { return value }
        if value < denseEnd {
            let folded = dense[Int(value - denseStart)]
            return folded == 0 ? value : folded
        }
        return table[value] ?? value
    }

    /// Valid UTF-8 text with every character the table has folded; nil when there is none.
    static func folded(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8]?
        var i = 0
        while i < bytes.count {
            if bytes[i] < 0xE3 {
                // ASCII, two-byte scalars, and three-byte ones below U+3000: nothing to fold.
                out?.append(bytes[i])
                i += 1
                continue
            }
            let (value, length) = UTF8Scalar.decode(bytes, at: i)
            let folded = fold(value)
            if folded != value && out == nil {
                out = Array(bytes[..<i])
                out!.reserveCapacity(bytes.count)
            }
            if out != nil {
                if folded == value {
                    out!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]))
                } else {
                    UTF8.encode(Unicode.Scalar(folded)!) { out!.append($0) }
                }
            }
            i += length
        }
        return out
    }
}
