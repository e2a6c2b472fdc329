import DocgenSupport

/// A locale's postings while they are written from its pages: per term, its entries, each
/// `(31 - impact) << 35 | section` (the section counted through the locale), ascending: by
/// weight, heaviest first, then by section, the order the postings are written in.
struct LocaleIndex {
    var table = SearchTermTable(capacity: 4096)
    var postings: [[UInt64]] = []
    /// Sections per page, in page order.
    var sectionCounts: [Int]

    static let sectionBits: UInt64 = 35
    static let sectionMask: UInt64 = (1 << sectionBits) - 1

    init(_ documents: [SearchDocument]) {
        self.init(documents, half: nil)
    }

    /// The index of the terms whose hash has its top bit `half` (all terms when nil): the two
    /// halves of a locale are made on two cores (`chunks(of:)`).
    init(_ documents: [SearchDocument], half: UInt64?) {
        sectionCounts = documents.map(\.sectionCount)
        // Two passes, as a locale's index holds every entry of its pages: each term's entries
        // counted, then written into one buffer at their term's place, section by section.
        var table = SearchTermTable(capacity: 4096)
        var counts: [Int] = []
        let numbers = documents.map { document in
            let numbers = document.terms.map { term -> Int32 in
                if let half, term.fastHash >> 63 != half { return -1 }
                let number = table.number(of: term)
                if number == counts.count { counts.append(0) }
                return Int32(number)
            }
            for entry in document.entries {
                let number = numbers[Int(entry >> 40)]
                if number >= 0 { counts[Int(number)] += 1 }
            }
            return numbers
        }
        var starts = [Int](repeating: 0, count: counts.count + 1)
        for t in counts.indices { starts[t + 1] = starts[t] + counts[t] }
        var next = starts
        var all = [UInt64](repeating: 0, count: starts[counts.count])
        var base: UInt64 = 0
        all.withUnsafeMutableBufferPointer { all in
            for (document, numbers) in zip(documents, numbers) {
                for entry in document.entries {
                    let number = numbers[Int(entry >> 40)]
                    guard number >= 0 else { continue }
                    let term = Int(number)
                    all[next[term]] = UInt64(31 - entry & 31) << Self.sectionBits | (base + (entry >> 5 & 0x7_FFFF_FFFF))
                    next[term] += 1
                }
                base += UInt64(document.sectionCount)
            }
        }
        self.table = table
        // Entries came section by section: put each term's in weight order, keeping the sections' order.
        postings = counts.indices.map { Self.byWeight(Array(all[starts[$0]..<starts[$0 + 1]])) }
    }

    /// Entries sorted by weight, stably (a counting sort on the weight's 32 values).
    static func byWeight(_ entries: [UInt64]) -> [UInt64] {
        var counts = [Int](repeating: 0, count: 33)
        for entry in entries { counts[Int(entry >> sectionBits) + 1] += 1 }
        if counts.filter({ $0 > 0 }).count <= 1 { return entries }
        for i in 1..<33 { counts[i] += counts[i - 1] }
        var out = [UInt64](repeating: 0, count: entries.count)
        for entry in entries {
            let bucket = Int(entry >> sectionBits)
            out[counts[bucket]] = entry
            counts[bucket] += 1
        }
        return out
    }

    /// A document's entries as a locale's (its sections counted from `start`), per term
    /// (`numbers` gives each of its terms' number), each term's ascending.
    static func entries(of document: SearchDocument, from start: Int, numbers: [Int]) -> [Int: [UInt64]] {
        var added: [Int: [UInt64]] = [:]
        for entry in document.entries {
            let section = UInt64(start) + (entry >> 5 & 0x7_FFFF_FFFF)
            added[numbers[Int(entry >> 40)], default: []].append(UInt64(31 - entry & 31) << sectionBits | section)
        }
        return added.mapValues { $0.sorted() }
    }

    /// Two ascending lists as one, ascending: a term's postings with a page's new entries.
    static func merged(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        guard !a.isEmpty else { return b }
        guard !b.isEmpty else { return a }
        var out: [UInt64] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] <= b[j] {
                out.append(a[i])
                i += 1
            } else {
                out.append(b[j])
                j += 1
            }
        }
        out.append(contentsOf: a[i...])
        out.append(contentsOf: b[j...])
        return out
    }

    /// One chunk of the dictionary: its first term, file name and lines, and for a heavy
    /// term's own chunk, how many sections hold the term.
    struct Chunk {
        var first: [UInt8]
        var name: String
        var bytes: [UInt8]
        var sections: Int?
        /// For a common term's chunk, its whole postings (`name.all.txt`): what a rebuild reads.
        var all: [UInt8]?
    }

    /// A term in more than this share of the sections is common: its chunk holds its
    /// `commonTop` heaviest sections with their weights and a bitmap of every section that
    /// holds it (`SearchPostings.appendBitmap`), a few bytes per hundred sections whatever the
    /// site's size; its whole postings go to a file beside it that only a rebuild reads.
    static let commonShare = 10
    static let commonTop = 1000

    /// Chunks end before a term whose hash is a multiple of `boundaryEvery` once they hold
    /// `minimumBytes`, or before any term once they would pass `maximumBytes`; a term whose
    /// postings alone pass `ownChunkBytes` has a chunk of its own. None depends on the site's
    /// size, so an edit moves few boundaries.
    static let boundaryEvery: UInt64 = 48
    static let minimumBytes = 6_000
    static let maximumBytes = 24_000
    static let ownChunkBytes = 8_000

    /// The terms with entries, in UTF-16 order, cut into chunks.
    func chunks() -> [Chunk] {
        Self.chunks(of: [lines()], sectionTotal: sectionCounts.reduce(0, +))
    }

    /// A locale's chunks, its dictionary made in two halves (`init(_:half:)`) on two cores:
    /// the last locale's dictionary is made after every page is rendered, and the other core
    /// would have nothing to do. The same chunks as `chunks()`: a term and its postings are
    /// the same in whichever half, and the halves' lines are merged in the same order.
    static func chunks(of documents: [SearchDocument]) -> (sectionCounts: [Int], chunks: [Chunk]) {
        let upper = BackgroundValue { LocaleIndex(documents, half: 1).lines() }
        let lower = LocaleIndex(documents, half: 0)
        let lines = [lower.lines(), upper.wait()]
        return (lower.sectionCounts, chunks(of: lines, sectionTotal: lower.sectionCounts.reduce(0, +)))
    }

    /// An index's terms that have entries, in UTF-16 order, each with its dictionary line and
    /// its entries.
    struct Lines: Sendable {
        var bytes: [UInt8] = []
        /// Per term: its bytes and its line in `bytes`, and its entries.
        var terms: [(key: UInt64, term: Range<Int>, line: Range<Int>, entries: [UInt64])] = []
    }

    func lines() -> Lines {
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        spans.reserveCapacity(table.count)
        for term in table.terms {
            let start = bytes.count
            term.withBytes { bytes.append(contentsOf: $0) }
            spans.append(start..<bytes.count)
        }
        var result = Lines()
        bytes.withUnsafeBufferPointer { buffer in
            var keyed = spans.indices.filter { !postings[$0].isEmpty }.map { (key: SearchIndexWriter.sortKey(buffer[spans[$0]]), number: $0) }
            keyed.sort { a, b in
                a.key != b.key ? a.key < b.key : SearchIndexWriter.precedesInUTF16(buffer[spans[a.number]], buffer[spans[b.number]])
            }
            var line: [UInt8] = []
            result.terms.reserveCapacity(keyed.count)
            for (key, number) in keyed {
                let term = UnsafeBufferPointer(rebasing: buffer[spans[number]])
                Self.line(term: term, entries: postings[number], into: &line)
                let start = result.bytes.count
                result.bytes.append(contentsOf: term)
                let lineStart = result.bytes.count
                result.bytes.append(contentsOf: line)
                result.terms.append((key, start..<lineStart, lineStart..<result.bytes.count, postings[number]))
            }
        }
        return result
    }

    /// The chunks of the terms of `parts` (each in UTF-16 order, no term in two), merged in
    /// UTF-16 order.
    static func chunks(of parts: [Lines], sectionTotal: Int) -> [Chunk] {
        var cutter = SearchChunkCutter(sectionTotal: sectionTotal)
        var next = [Int](repeating: 0, count: parts.count)
        while true {
            // The part whose next term comes first.
            var first: Int?
            for p in parts.indices where next[p] < parts[p].terms.count {
                guard let f = first else { first = p; continue }
                let a = parts[p].terms[next[p]], b = parts[f].terms[next[f]]
                let precedes = a.key != b.key ? a.key < b.key
                    : parts[p].bytes.withUnsafeBufferPointer { x in
                        parts[f].bytes.withUnsafeBufferPointer { y in SearchIndexWriter.precedesInUTF16(x[a.term], y[b.term]) }
                    }
                if precedes { first = p }
            }
            guard let p = first else { break }
            let entry = parts[p].terms[next[p]]
            next[p] += 1
            parts[p].bytes.withUnsafeBufferPointer { bytes in
                let entries = entry.entries
                cutter.add(term: UnsafeBufferPointer(rebasing: bytes[entry.term]), line: UnsafeBufferPointer(rebasing: bytes[entry.line]),
                           sections: { entries.count },
                           common: { SearchPostings.appendCommon(entries, sections: sectionTotal, to: &$0) })
            }
        }
        return cutter.finish()
    }

    /// `term SP postings NL`, in `line` (emptied first).
    static func line(term: UnsafeBufferPointer<UInt8>, entries: [UInt64], into line: inout [UInt8]) {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: term)
        line.append(UInt8(ascii: " "))
        SearchPostings.appendGrouped(entries, to: &line)
        line.append(0x0A)
    }

    /// A chunk's file name: eight hex digits of its first term's hash.
    static func name(_ first: [UInt8]) -> String {
        let hash = first.withUnsafeBufferPointer { SearchTerm($0).fastHash }
        let hex = String(UInt32(truncatingIfNeeded: hash >> 32), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
