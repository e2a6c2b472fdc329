import DocgenSupport

/// A term's postings: its sections, ascending, each as the gap from the one before.
enum SearchPostings {
    /// 64 characters that need no escaping in JSON: a value's digits in base 32, most
    /// significant first; the last digit from the first 32 characters, the others from the
    /// last 32, so a gap under 32 sections is one byte.
    static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)
    /// Each character's value in `alphabet`, 255 for any other byte.
    static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    /// Appends ascending `sections`; a repeat of the section before is skipped (postings are sets).
    static func append(_ sections: some Sequence<Int>, to out: inout [UInt8]) {
        var last = -1
        for section in sections where section != last {
            encode(last < 0 ? section : section - last, into: &out)
            last = section
        }
    }

    static func encode(_ value: Int, into out: inout [UInt8]) {
        alphabet.withUnsafeBufferPointer { encode(value, into: &out, alphabet: $0.baseAddress!) }
    }

    /// `encode` with `alphabet` as a pointer: the loops that encode every entry of a locale
    /// would otherwise ask for the global on every digit.
    @inline(__always)
    static func encode(_ value: Int, into out: inout [UInt8], alphabet: UnsafePointer<UInt8>) {
        var shift = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            out.append(alphabet[((value >> shift) & 31) + 32])
            shift -= 5
        }
        out.append(alphabet[value & 31])
    }

    /// A sequence of encoded numbers, not gaps (the head's section counts).
    static func values(_ text: [UInt8]) -> [Int] {
        var result: [Int] = []
        var value = 0
        for byte in text {
            let digit = values[Int(byte)]
            guard digit != 255 else { return [] }
            value = value * 32 + Int(digit & 31)
            if digit < 32 {
                result.append(value)
                value = 0
            }
        }
        return result
    }

    /// The section numbers of encoded postings (tests and tools; the browser has its own).
    static func decode(_ text: some Sequence<UInt8>) -> [Int] {
        var result: [Int] = []
        var value = 0
        for byte in text {
            let digit = values[Int(byte)]
            guard digit != 255 else { return result }
            value = value * 32 + Int(digit & 31)
            if digit < 32 {
                result.append((result.last ?? 0) + value)
                value = 0
            }
        }
        return result
    }

    /// Entries of `LocaleIndex` (ascending) as weight groups: the weight's digit, then its
    /// sections as gaps, groups joined by `.`.
    static func appendGrouped(_ entries: [UInt64], to out: inout [UInt8]) {
        alphabet.withUnsafeBufferPointer { alphabet in
            let alphabet = alphabet.baseAddress!
            var group: UInt64 = .max
            var last = 0
            for entry in entries {
                let weight = entry >> LocaleIndex.sectionBits
                let section = Int(entry & LocaleIndex.sectionMask)
                if weight != group {
                    if group != .max { out.append(UInt8(ascii: ".")) }
                    out.append(alphabet[31 - Int(weight)])
                    group = weight
                    encode(section, into: &out, alphabet: alphabet)
                } else {
                    encode(section - last, into: &out, alphabet: alphabet)
                }
                last = section
            }
        }
    }

    /// What a common term's chunk holds after the term: its `commonTop` heaviest entries, `~`
    /// and the bitmap of the sections that hold it.
    static func appendCommon(_ entries: [UInt64], sections: Int, to out: inout [UInt8]) {
        appendGrouped(Array(entries.prefix(LocaleIndex.commonTop)), to: &out)
        out.append(UInt8(ascii: "~"))
        appendBitmap(entries, sections: sections, to: &out)
    }

    /// Which of `sections` sections the entries hold, six to a character of `alphabet`
    /// (section 6k + j is bit j of character k), the characters for sections past the last one
    /// held left out.
    static func appendBitmap(_ entries: [UInt64], sections: Int, to out: inout [UInt8]) {
        var bits = [UInt8](repeating: 0, count: (sections + 5) / 6)
        var last = -1
        for entry in entries {
            let section = Int(entry & LocaleIndex.sectionMask)
            bits[section / 6] |= 1 << UInt8(section % 6)
            last = max(last, section)
        }
        for value in bits.prefix(last / 6 + 1) { out.append(alphabet[Int(value)]) }
    }

    /// Reads postings `appendGrouped` wrote without making entries, appending to `found` those
    /// in a section of `ranges` (ascending; the entries in their order). A rebuild reads every
    /// line of its locale this way, so it takes `values` as a pointer (`withValues`), and skips
    /// the rest of a weight's group once its sections pass the last range (they ascend). Nil
    /// for anything `appendGrouped` did not write, as far as it was read.
    static func scan(_ text: UnsafeBufferPointer<UInt8>, sections ranges: [Range<Int>], values: UnsafePointer<UInt8>,
                     into found: inout [UInt64]) -> Bool {
        let low = ranges.first?.lowerBound ?? 0, high = ranges.last?.upperBound ?? 0
        return read(text, values: values) { weight, section in
            if section >= low && section < high && ranges.contains(where: { $0.contains(section) }) {
                found.append(UInt64(weight) << LocaleIndex.sectionBits | UInt64(section))
            }
            // Past the last range, nothing further in this group is in one: on to the next.
            return section < high
        }
    }

    /// Reads postings `appendGrouped` wrote, entry by entry: `entry` gets each one's weight and
    /// section, and returns false to skip the rest of its weight's group. False for anything
    /// `appendGrouped` did not write, as far as it was read.
    @inline(__always)
    private static func read(_ text: UnsafeBufferPointer<UInt8>, values: UnsafePointer<UInt8>,
                             _ entry: (_ weight: Int, _ section: Int) -> Bool) -> Bool {
        var i = 0
        while i < text.count {
            // A group: the weight's digit, then its sections as gaps.
            let digit = values[Int(text[i])]
            guard digit >= 1 && digit < 32 else { return false }
            let weight = 31 - Int(digit)
            i += 1
            var last = 0
            var first = true
            while true {
                guard let (gap, next) = value(in: text, from: i, end: text.count, values: values) else { return false }
                let section = first ? gap : last &+ gap
                guard section >= 0 else { return false }
                last = section
                first = false
                i = next
                if !entry(weight, section) {
                    guard let dot = ByteSearch.firstIndex(of: UInt8(ascii: "."), in: text, from: i) else { return true }
                    i = dot
                }
                if i == text.count { return true }
                if text[i] == UInt8(ascii: ".") {
                    i += 1
                    guard i < text.count else { return false }
                    break
                }
            }
        }
        return false
    }

    /// One number of `text` from `start` (before `end`): its value and where the next starts;
    /// nil when none ends there.
    @inline(__always)
    static func value(in text: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, values: UnsafePointer<UInt8>) -> (value: Int, next: Int)? {
        var value = 0
        var i = start
        while i < end {
            let digit = values[Int(text[i])]
            guard digit != 255, value <= Int.max >> 6 else { return nil }
            value = value &* 32 &+ Int(digit & 31)
            i += 1
            if digit < 32 { return (value, i) }
        }
        return nil
    }

    /// Calls `body` with `values` as a pointer.
    static func withValues<R>(_ body: (UnsafePointer<UInt8>) -> R) -> R {
        values.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Postings `appendGrouped` wrote, written again into `out` for a locale whose changed pages
    /// `moves` describes: their old entries dropped, every later section moved by the change in
    /// section counts before it, and `added` (the pages' new entries for the term, ascending, in
    /// the new numbering) merged in. Gaps are from the section before in the same weight's group,
    /// so only the entries in and right after the changed pages are encoded again; the bytes
    /// before and after them are copied. False for anything `appendGrouped` did not write, as
    /// far as it was read; `out` then holds part of a line.
    static func splice(_ text: UnsafeBufferPointer<UInt8>, moves: SectionMoves, added: [UInt64],
                       values: UnsafePointer<UInt8>, alphabet: UnsafePointer<UInt8>, into out: inout [UInt8]) -> Bool {
        var groups = 0
        var next = 0  // in `added`
        // The added entries of weights before `weight` (all of them for nil), each weight a group.
        func addOnly(before weight: Int?) {
            while next < added.count, weight.map({ Int(added[next] >> LocaleIndex.sectionBits) < $0 }) ?? true {
                let w = added[next] >> LocaleIndex.sectionBits
                if groups > 0 { out.append(UInt8(ascii: ".")) }
                out.append(alphabet[31 - Int(w)])
                var previous: Int?
                while next < added.count, added[next] >> LocaleIndex.sectionBits == w {
                    let section = Int(added[next] & LocaleIndex.sectionMask)
                    encode(previous.map { section - $0 } ?? section, into: &out, alphabet: alphabet)
                    previous = section
                    next += 1
                }
                groups += 1
            }
        }
        func value(at start: Int, end: Int) -> (value: Int, next: Int)? {
            Self.value(in: text, from: start, end: end, values: values)
        }
        var start = 0
        while start < text.count {
            let end = ByteSearch.firstIndex(of: UInt8(ascii: "."), in: text, from: start) ?? text.count
            guard end > start + 1 else { return false }
            let digit = values[Int(text[start])]
            guard digit >= 1 && digit < 32 else { return false }
            let weight = 31 - Int(digit)
            addOnly(before: weight)
            let rollback = out.count
            if groups > 0 { out.append(UInt8(ascii: ".")) }
            out.append(text[start])
            var emitted = false
            // Before the first changed page: copied as written.
            var i = start + 1, last = 0, first = true
            var pending: (section: Int, next: Int)?
            while i < end {
                guard let (v, after) = value(at: i, end: end) else { return false }
                let section = first ? v : last &+ v
                guard section >= 0 else { return false }
                if section >= moves.low {
                    pending = (section, after)
                    break
                }
                last = section
                first = false
                i = after
            }
            if i > start + 1 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[(start + 1)..<i]))
                emitted = true
            }
            var previous: Int? = emitted ? last : nil
            func emit(_ section: Int) {
                encode(previous.map { section - $0 } ?? section, into: &out, alphabet: alphabet)
                previous = section
                emitted = true
            }
            // Among the changed pages: moved or dropped, merged with the added entries.
            var tail: (section: Int, next: Int)?
            while let (section, after) = pending {
                last = section
                pending = nil
                if section >= moves.high {
                    tail = (section, after)
                    break
                }
                if let moved = moves.moved(section) {
                    while next < added.count, added[next] >> LocaleIndex.sectionBits == UInt64(weight),
                          Int(added[next] & LocaleIndex.sectionMask) < moved {
                        emit(Int(added[next] & LocaleIndex.sectionMask))
                        next += 1
                    }
                    emit(moved)
                }
                if after < end {
                    guard let (v, later) = value(at: after, end: end), last &+ v >= 0 else { return false }
                    pending = (last &+ v, later)
                }
            }
            while next < added.count, added[next] >> LocaleIndex.sectionBits == UInt64(weight) {
                emit(Int(added[next] & LocaleIndex.sectionMask))
                next += 1
            }
            // After the last changed page every section moves alike: the gaps between them stay.
            if let tail {
                emit(tail.section + moves.shift)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[tail.next..<end]))
            }
            if emitted {
                groups += 1
            } else {
                out.removeSubrange(rollback...)
            }
            start = end + 1
            guard end < text.count else { break }
            guard start < text.count else { return false }
        }
        addOnly(before: nil)
        return true
    }

    /// How many sections postings `appendGrouped` wrote hold.
    static func count(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        withValues { values in
            var ends = 0
            var groups = 1
            for byte in text {
                if byte == UInt8(ascii: ".") {
                    groups += 1
                } else if values[Int(byte)] < 32 {
                    ends += 1
                }
            }
            // Each group's weight is a digit of its own.
            return ends - groups
        }
    }

    /// `appendGrouped` read back; nil for anything it did not write.
    static func decodeGrouped(_ text: UnsafeBufferPointer<UInt8>) -> [UInt64]? {
        withValues { decodeGrouped(text, values: $0) }
    }

    private static func decodeGrouped(_ text: UnsafeBufferPointer<UInt8>, values: UnsafePointer<UInt8>) -> [UInt64]? {
        var entries: [UInt64] = []
        let valid = read(text, values: values) { weight, section in
            entries.append(UInt64(weight) << LocaleIndex.sectionBits | UInt64(section))
            return true
        }
        return valid ? entries : nil
    }
}
