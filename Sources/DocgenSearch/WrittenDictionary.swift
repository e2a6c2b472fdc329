import DocgenSupport

/// A locale's dictionary as the last build wrote it, read back line by line in term order and
/// not decoded. A rebuild whose changed pages kept their section counts (an edit within a
/// page, the common case) moves no other page's sections, so only the lines of those pages'
/// old terms (found by scanning the postings' bytes for their sections) and new terms change:
/// just these are decoded and encoded again, every other line is copied into the chunks as
/// written. Decoding the whole dictionary cost a Japanese page's rebuild 20 ms.
struct WrittenDictionary {
    /// The chunk files and common terms' whole postings, one after the other.
    private var bytes: [UInt8] = []
    private var lines: [Line] = []

    /// A term's line: where its term and its whole line (`term SP postings NL`, from the
    /// `.all` file for a common term) are in `bytes`, and for a common term, what its chunk
    /// holds after the term.
    private struct Line {
        var term: Range<Int>
        var line: Range<Int>
        var common: Range<Int>?

        var postings: Range<Int> { (term.upperBound + 1)..<(line.upperBound - 1) }
    }

    /// The dictionary from its chunk files in the head's order, each with its `.all` file for
    /// a common term's chunk; nil when one is not a chunk this format wrote or the terms are
    /// not in order.
    init?(_ chunks: [(chunk: [UInt8], all: [UInt8]?)]) {
        bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.chunk.count + ($1.all?.count ?? 0) })
        for (chunk, all) in chunks {
            let start = bytes.count
            bytes.append(contentsOf: chunk)
            guard let chunkLines = Self.lines(bytes, in: start..<bytes.count), !chunkLines.isEmpty else { return nil }
            if let all {
                let allStart = bytes.count
                bytes.append(contentsOf: all)
                guard chunkLines.count == 1, let allLines = Self.lines(bytes, in: allStart..<bytes.count), allLines.count == 1,
                      bytes[chunkLines[0].term].elementsEqual(bytes[allLines[0].term]) else { return nil }
                lines.append(Line(term: allLines[0].term, line: allLines[0].line, common: chunkLines[0].postings))
            } else {
                lines += chunkLines
            }
        }
        let inOrder = bytes.withUnsafeBufferPointer { buffer in
            lines.indices.dropFirst().allSatisfy { SearchIndexWriter.precedesInUTF16(buffer[lines[$0 - 1].term], buffer[lines[$0].term]) }
        }
        guard inOrder else { return nil }
    }

    /// The lines of `range`, each `term SP postings NL`; nil for anything else.
    private static func lines(_ bytes: [UInt8], in range: Range<Int>) -> [Line]? {
        bytes.withUnsafeBufferPointer { buffer -> [Line]? in
            var lines: [Line] = []
            var i = range.lowerBound
            while i < range.upperBound {
                guard let space = ByteSearch.firstIndex(of: UInt8(ascii: " "), in: buffer, from: i), space > i,
                      let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: space), end < range.upperBound,
                      !buffer[i..<space].contains(0x0A) else { return nil }
                lines.append(Line(term: i..<space, line: i..<(end + 1), common: nil))
                i = end + 1
            }
            return lines
        }
    }

    /// The chunks once each of `pages` (its first section's number in the locale, and its new
    /// document, whose section count is its old one's) replaced its old entries; nil when a
    /// line's postings are not ones this format wrote.
    func patched(sectionTotal: Int, pages: [(start: Int, document: SearchDocument)]) -> [LocaleIndex.Chunk]? {
        // The pages' new entries, per term.
        var table = SearchTermTable(capacity: 1024)
        var added: [[UInt64]] = []
        var ranges: [Range<Int>] = []
        for (start, document) in pages.sorted(by: { $0.start < $1.start }) {
            ranges.append(start..<(start + document.sectionCount))
            let numbers = document.terms.map { term -> Int in
                let number = table.number(of: term)
                if number == added.count { added.append([]) }
                return number
            }
            for (term, entries) in LocaleIndex.entries(of: document, from: start, numbers: numbers) {
                added[term] = LocaleIndex.merged(added[term], entries)
            }
        }
        return bytes.withUnsafeBufferPointer { buffer -> [LocaleIndex.Chunk]? in
            // Which lines change: one whose entries in the pages' sections are not the pages'
            // new ones for its term (an edit within a page changes few).
            var found = [Bool](repeating: false, count: added.count)
            // Per line: `kept`, `emptied` (the pages have its term no longer), or the number of
            // its term in `added`.
            let kept = -2, emptied = -1
            var changes = [Int](repeating: kept, count: lines.count)
            var old: [UInt64] = []
            let valid = SearchPostings.withValues { values in
                for (i, line) in lines.enumerated() {
                    let number = table.number(ofBytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[line.term])))
                    if let number { found[number] = true }
                    old.removeAll(keepingCapacity: true)
                    guard SearchPostings.scan(UnsafeBufferPointer(rebasing: buffer[line.postings]), sections: ranges, values: values, into: &old)
                    else { return false }
                    if let number {
                        if old != added[number] { changes[i] = number }
                    } else if !old.isEmpty {
                        changes[i] = emptied
                    }
                }
                return true
            }
            guard valid else { return nil }
            // Terms new to the locale, in the dictionary's order.
            var termBytes: [UInt8] = []
            var spans: [Range<Int>] = []
            let fresh = found.indices.filter { !found[$0] }
            for number in fresh {
                let start = termBytes.count
                table.terms[number].withBytes { termBytes.append(contentsOf: $0) }
                spans.append(start..<termBytes.count)
            }
            return termBytes.withUnsafeBufferPointer { terms -> [LocaleIndex.Chunk]? in
                var order = Array(fresh.indices)
                order.sort { SearchIndexWriter.precedesInUTF16(terms[spans[$0]], terms[spans[$1]]) }
                var cutter = SearchChunkCutter(sectionTotal: sectionTotal)
                var scratch: [UInt8] = []
                // A term with these entries, its line made again.
                func add(_ term: UnsafeBufferPointer<UInt8>, _ entries: [UInt64]) {
                    guard !entries.isEmpty else { return }
                    LocaleIndex.line(term: term, entries: entries, into: &scratch)
                    scratch.withUnsafeBufferPointer { line in
                        cutter.add(term: term, line: line, sections: { entries.count },
                                   common: { SearchPostings.appendCommon(entries, sections: sectionTotal, to: &$0) })
                    }
                }
                var next = 0  // in `order`
                for (i, line) in lines.enumerated() {
                    let term = UnsafeBufferPointer(rebasing: buffer[line.term])
                    while next < order.count, SearchIndexWriter.precedesInUTF16(terms[spans[order[next]]], buffer[line.term]) {
                        add(UnsafeBufferPointer(rebasing: terms[spans[order[next]]]), added[fresh[order[next]]])
                        next += 1
                    }
                    guard changes[i] != kept else {
                        // As written: its entries counted, and a common term's chunk line kept.
                        let postings = UnsafeBufferPointer(rebasing: buffer[line.postings])
                        cutter.add(term: term, line: UnsafeBufferPointer(rebasing: buffer[line.line]),
                                   sections: { SearchPostings.count(postings) },
                                   common: { out in
                                       if let common = line.common {
                                           out.append(contentsOf: buffer[common])
                                       } else if let entries = SearchPostings.decodeGrouped(postings) {
                                           SearchPostings.appendCommon(entries, sections: sectionTotal, to: &out)
                                       }
                                   })
                        continue
                    }
                    guard var entries = SearchPostings.decodeGrouped(UnsafeBufferPointer(rebasing: buffer[line.postings])) else { return nil }
                    entries.removeAll { entry in
                        let section = Int(entry & LocaleIndex.sectionMask)
                        // (A section past the last is only in a damaged index.)
                        return section >= sectionTotal || ranges.contains { $0.contains(section) }
                    }
                    if changes[i] >= 0 { entries = LocaleIndex.merged(entries, added[changes[i]]) }
                    add(term, entries)
                }
                while next < order.count {
                    add(UnsafeBufferPointer(rebasing: terms[spans[order[next]]]), added[fresh[order[next]]])
                    next += 1
                }
                return cutter.finish()
            }
        }
    }
}
