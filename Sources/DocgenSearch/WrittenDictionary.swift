import DocgenSupport

/// A locale's dictionary as the last build wrote it, read back line by line in term order and
/// not decoded, and patched after an edit. When the changed pages keep their section counts
/// (an edit within a page, the common case) no other page's sections move, so only the lines
/// of those pages' old terms (found by scanning the postings' bytes for their sections) and
/// new terms change; otherwise every line after the first changed page does. A changed line is
/// spliced (`SearchPostings.splice`), every other one copied into the chunks as written.
/// Decoding the whole dictionary, as rebuilds did before, cost a Japanese page 20 ms.
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

    /// The chunks once each changed page (page number → its new document) replaced its old
    /// entries, the pages having had `counts` sections each before; nil when a line's postings
    /// are not ones this format wrote.
    func patched(counts: [Int], changed: [Int: SearchDocument]) -> [LocaleIndex.Chunk]? {
        let moves = SectionMoves(counts: counts, changed: changed)
        // The pages' new entries, per term, in the new numbering.
        var table = SearchTermTable(capacity: 1024)
        var added: [[UInt64]] = []
        for (page, document) in changed.sorted(by: { $0.key < $1.key }) {
            let numbers = document.terms.map { term -> Int in
                let number = table.number(of: term)
                if number == added.count { added.append([]) }
                return number
            }
            for (term, entries) in LocaleIndex.entries(of: document, from: moves.newStarts[page], numbers: numbers) {
                added[term] = LocaleIndex.merged(added[term], entries)
            }
        }
        let ranges = moves.pages.map(\.old)
        let sectionTotal = moves.newStarts.last!
        return bytes.withUnsafeBufferPointer { buffer -> [LocaleIndex.Chunk]? in
            // Which lines change. With the sections where they were (an edit within a page), a
            // line whose entries in the pages' sections are the pages' new ones for its term
            // stays as written (an edit changes few); with sections moved, every line after the
            // first changed page is written again (its bytes mostly copied).
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
                    guard moves.keepsSections else {
                        changes[i] = number ?? emptied
                        continue
                    }
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
                // A term's line from `scratch`, which holds its postings after `term SP`.
                func addScratch(_ term: UnsafeBufferPointer<UInt8>) {
                    let postings = (term.count + 1)..<scratch.count
                    guard !postings.isEmpty else { return }
                    scratch.append(0x0A)
                    scratch.withUnsafeBufferPointer { line in
                        let postings = UnsafeBufferPointer(rebasing: line[postings])
                        cutter.add(term: term, line: line, sections: { SearchPostings.count(postings) },
                                   common: { out in
                                       if let entries = SearchPostings.decodeGrouped(postings) {
                                           SearchPostings.appendCommon(entries, sections: sectionTotal, to: &out)
                                       }
                                   })
                    }
                }
                // A new term, with the pages' entries.
                func add(_ term: UnsafeBufferPointer<UInt8>, _ entries: [UInt64]) {
                    LocaleIndex.line(term: term, entries: entries, into: &scratch)
                    scratch.removeLast()
                    addScratch(term)
                }
                var next = 0  // in `order`
                let spliced = SearchPostings.withValues { values in
                    SearchPostings.alphabet.withUnsafeBufferPointer { alphabet in
                        for (i, line) in lines.enumerated() {
                            let term = UnsafeBufferPointer(rebasing: buffer[line.term])
                            while next < order.count, SearchIndexWriter.precedesInUTF16(terms[spans[order[next]]], buffer[line.term]) {
                                add(UnsafeBufferPointer(rebasing: terms[spans[order[next]]]), added[fresh[order[next]]])
                                next += 1
                            }
                            let postings = UnsafeBufferPointer(rebasing: buffer[line.postings])
                            guard changes[i] != kept else {
                                // As written: its entries counted, and a common term's chunk line kept.
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
                            scratch.removeAll(keepingCapacity: true)
                            scratch.append(contentsOf: term)
                            scratch.append(UInt8(ascii: " "))
                            guard SearchPostings.splice(postings, moves: moves, added: changes[i] >= 0 ? added[changes[i]] : [],
                                                        values: values, alphabet: alphabet.baseAddress!, into: &scratch) else { return false }
                            addScratch(term)
                        }
                        return true
                    }
                }
                guard spliced else { return nil }
                while next < order.count {
                    add(UnsafeBufferPointer(rebasing: terms[spans[order[next]]]), added[fresh[order[next]]])
                    next += 1
                }
                return cutter.finish()
            }
        }
    }
}
