import DocgenSupport
import FoundationEssentials

/// Writes a locale's search index (format in `SearchIndex`) from its pages' documents, and
/// rebuilds it after an edit from the files the last build wrote: the postings are read
/// back, the changed pages' entries replaced, and only the files whose bytes differ written.
public enum SearchIndexWriter {
    /// The head, every chunk and every fragment file of a locale, from its pages' documents
    /// and URLs in page order.
    public static func files(locale: String, documents: [SearchDocument], urls: [String]) -> [(path: String, bytes: [UInt8])] {
        let index = LocaleIndex(documents)
        var out = head(locale: locale, sectionCounts: index.sectionCounts, chunks: index.chunks())
        for start in stride(from: 0, to: documents.count, by: SearchIndex.fragmentPages) {
            let end = min(start + SearchIndex.fragmentPages, documents.count)
            out.append(fragments(locale: locale, file: start / SearchIndex.fragmentPages,
                                 (start..<end).map { fragment(documents[$0], url: urls[$0]) }))
        }
        return out
    }

    /// The head and the chunks of a locale from its pages' documents (their fragments are
    /// written as each group of pages is made: `fragments`).
    public static func head(locale: String, documents: [SearchDocument]) -> [(path: String, bytes: [UInt8])] {
        let index = LocaleIndex(documents)
        return head(locale: locale, sectionCounts: index.sectionCounts, chunks: index.chunks())
    }

    /// One page's fragment: a line of JSON (no line break in it: JSON escapes them).
    public static func fragment(_ document: SearchDocument, url: String) -> [UInt8] {
        var json = Array("{\"t\":".utf8)
        json.append(contentsOf: document.titleJSON)
        json.append(contentsOf: ",\"u\":".utf8)
        JSONText.appendString(url, to: &json)
        json.append(contentsOf: ",\"s\":".utf8)
        json.append(contentsOf: document.sectionsJSON)
        json.append(UInt8(ascii: "}"))
        return json
    }

    /// Fragment file `file` of a locale: the fragments of its pages `file × fragmentPages`
    /// onwards, in page order, as a JSON array with a line per page (`SearchIndex`).
    public static func fragments(locale: String, file: Int, _ fragments: [[UInt8]]) -> (path: String, bytes: [UInt8]) {
        var bytes = Array("[\n".utf8)
        for (i, fragment) in fragments.enumerated() {
            bytes.append(contentsOf: fragment)
            if i + 1 < fragments.count { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: "]\n".utf8)
        return (fragmentPath(locale, file), bytes)
    }

    /// The page lines of a fragment file `fragments` wrote, nil for anything else.
    static func fragmentLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>]? {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.first == [UInt8(ascii: "[")][...], lines[lines.count - 2] == [UInt8(ascii: "]")][...],
              lines.last?.isEmpty == true else { return nil }
        var pages = Array(lines[1..<(lines.count - 2)])
        for i in pages.indices {
            guard pages[i].first == UInt8(ascii: "{") else { return nil }
            if i + 1 < pages.count {
                guard pages[i].last == UInt8(ascii: ",") else { return nil }
                pages[i] = pages[i].dropLast()
            }
            guard pages[i].last == UInt8(ascii: "}") else { return nil }
        }
        return pages
    }

    /// What a rebuild writes and removes in a locale's index after the pages in `changed`
    /// (page number → new document and URL) changed and no page came or went: the fragment
    /// files that hold a changed page (the other pages' lines as they were), and the head and
    /// chunks that differ from those `read` returns (a file of the output, by path from the
    /// site root). Nil when the last index cannot be read back as one of this format with
    /// `pageCount` pages: the caller then writes it all.
    public static func rebuild(locale: String, pageCount: Int, changed: [Int: (document: SearchDocument, url: String)],
                               read: (String) -> [UInt8]?) -> (write: [(path: String, bytes: [UInt8])], remove: [String])? {
        guard let headBytes = read("\(locale)/\(SearchIndex.fileName)"),
              let old = try? JSONDecoder().decode(Head.self, from: Data(headBytes)),
              old.v == SearchIndex.version, old.locale == locale, old.pages == pageCount,
              old.fragments == SearchIndex.fragmentPages else { return nil }
        let counts = SearchPostings.values(Array(old.counts.utf8))
        guard counts.count == pageCount else { return nil }
        // The fragment files first: the cheapest to find unreadable.
        var fragmentFiles: [(path: String, bytes: [UInt8])] = []
        for file in Set(changed.keys.map { $0 / SearchIndex.fragmentPages }).sorted() {
            let start = file * SearchIndex.fragmentPages
            let count = min(SearchIndex.fragmentPages, pageCount - start)
            guard count > 0, let bytes = read(fragmentPath(locale, file)), let lines = fragmentLines(bytes), lines.count == count else { return nil }
            fragmentFiles.append(fragments(locale: locale, file: file, lines.enumerated().map { i, line in
                changed[start + i].map { fragment($0.document, url: $0.url) } ?? Array(line)
            }))
        }
        var previous: [String: [UInt8]] = [:]
        var files: [(chunk: [UInt8], all: [UInt8]?)] = []
        for chunk in old.chunks {
            guard let bytes = read(chunkPath(locale, chunk.name)) else { return nil }
            previous[chunkPath(locale, chunk.name)] = bytes
            // A common term's whole postings are beside its chunk.
            if bytes.contains(UInt8(ascii: "~")) {
                guard let all = read(chunkPath(locale, chunk.name + ".all")) else { return nil }
                previous[chunkPath(locale, chunk.name + ".all")] = all
                files.append((bytes, all))
            } else {
                files.append((bytes, nil))
            }
        }
        // Only the lines of the changed pages' old and new terms change (and with their section
        // counts changed, the first entry after them in every line): every other byte is copied
        // as it was written.
        guard let dictionary = WrittenDictionary(files),
              let chunks = dictionary.patched(counts: counts, changed: changed.mapValues(\.document)) else { return nil }
        var sectionCounts = counts
        for (page, change) in changed { sectionCounts[page] = change.document.sectionCount }
        var write: [(path: String, bytes: [UInt8])] = []
        var kept = Set<String>()
        for file in head(locale: locale, sectionCounts: sectionCounts, chunks: chunks) {
            kept.insert(file.path)
            if file.path.hasSuffix(SearchIndex.fileName) ? file.bytes != headBytes : previous[file.path] != file.bytes {
                write.append(file)
            }
        }
        write += fragmentFiles
        return (write, previous.keys.filter { !kept.contains($0) }.sorted())
    }

    static func fragmentPath(_ locale: String, _ file: Int) -> String {
        "\(locale)/\(SearchIndex.folderName)/f/\(file).json"
    }

    static func chunkPath(_ locale: String, _ name: String) -> String {
        "\(locale)/\(SearchIndex.folderName)/t/\(name).txt"
    }

    /// The head as JSON reads it back.
    struct Head: Decodable {
        var v: Int
        var locale: String
        var pages: Int
        var sections: Int
        var fragments: Int
        var counts: String
        var chunks: [Chunk]

        /// `[first term, name]`, or `[first term, name, sections]` for a heavy term's chunk.
        struct Chunk: Decodable {
            var first: String
            var name: String

            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                first = try container.decode(String.self)
                name = try container.decode(String.self)
            }
        }
    }

    /// The head file and the chunk files of a locale whose pages have `sectionCounts` sections.
    static func head(locale: String, sectionCounts: [Int], chunks: [LocaleIndex.Chunk]) -> [(path: String, bytes: [UInt8])] {
        var head = Array("{\"v\":\(SearchIndex.version),\"locale\":".utf8)
        JSONText.appendString(locale, to: &head)
        head.append(contentsOf: ",\"pages\":\(sectionCounts.count),\"sections\":\(sectionCounts.reduce(0, +)),\"fragments\":\(SearchIndex.fragmentPages),\"counts\":\"".utf8)
        for count in sectionCounts { SearchPostings.encode(count, into: &head) }
        head.append(contentsOf: "\",\"chunks\":[".utf8)
        var files: [(path: String, bytes: [UInt8])] = []
        for (i, chunk) in chunks.enumerated() {
            if i > 0 { head.append(UInt8(ascii: ",")) }
            head.append(UInt8(ascii: "["))
            JSONText.appendString(i == 0 ? "" : String(decoding: chunk.first, as: UTF8.self), to: &head)
            head.append(UInt8(ascii: ","))
            JSONText.appendString(chunk.name, to: &head)
            if let sections = chunk.sections { head.append(contentsOf: ",\(sections)".utf8) }
            head.append(UInt8(ascii: "]"))
            files.append((chunkPath(locale, chunk.name), chunk.bytes))
            if let all = chunk.all { files.append((chunkPath(locale, chunk.name + ".all"), all)) }
        }
        head.append(contentsOf: "]}\n".utf8)
        return [("\(locale)/\(SearchIndex.fileName)", head)] + files
    }

    /// Valid UTF-8 text as a JSON string, cut after a whole scalar at `fragmentTextLimit` bytes.
    static func appendFragmentText(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var end = min(bytes.count, SearchIndex.fragmentTextLimit)
        while end < bytes.count && end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        JSONText.appendString(utf8: UnsafeBufferPointer(rebasing: bytes[..<end]), to: &out)
    }

    /// Code cut to `codeLimit` bytes, at a line break when there is one, so no identifier is cut in two.
    static func limited(_ code: String) -> String {
        guard code.utf8.count > SearchIndex.codeLimit else { return code }
        let utf8 = code.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: SearchIndex.codeLimit)
        while end > utf8.startIndex && utf8[end] != UInt8(ascii: "\n") { end = utf8.index(before: end) }
        if end == utf8.startIndex { end = utf8.index(utf8.startIndex, offsetBy: SearchIndex.codeLimit) }
        return String(decoding: code.utf8[..<end], as: UTF8.self)
    }

    /// UTF-16 order on UTF-8 bytes. Bytes order scalars as numbers; UTF-16 differs only in
    /// putting a scalar past U+FFFF (a surrogate pair, D800–DFFF) before one in E000–FFFF.
    static func precedesInUTF16(_ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var i = a.startIndex
        var j = b.startIndex
        while i < a.endIndex && j < b.endIndex {
            let x = a[i], y = b[j]
            if x != y {
                // Lead bytes: F0–F4 start a scalar past U+FFFF, EE–EF one in E000–FFFF.
                if x >= 0xF0 && (y == 0xEE || y == 0xEF) { return true }
                if y >= 0xF0 && (x == 0xEE || x == 0xEF) { return false }
                return x < y
            }
            i += 1
            j += 1
        }
        return i == a.endIndex && j != b.endIndex
    }

    /// A number whose order is `precedesInUTF16`'s on the first eight bytes of a term (zeros
    /// past a shorter one's end: no term holds a zero byte, so a prefix still comes first).
    /// EE–F4 only ever lead a scalar, so moving F0–F4 below EE–EF makes byte order UTF-16 order.
    static func sortKey(_ term: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var key: UInt64 = 0
        var i = term.startIndex
        for _ in 0..<8 {
            var byte: UInt8 = 0
            if i < term.endIndex {
                byte = term[i]
                if byte >= 0xF0 { byte -= 2 } else if byte >= 0xEE { byte += 5 }
                i += 1
            }
            key = key << 8 | UInt64(byte)
        }
        return key
    }
}

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
        sectionCounts = documents.map(\.sectionCount)
        var base = 0
        for document in documents {
            add(document, base: base)
            base += document.sectionCount
        }
        // Entries came section by section: put each term's in weight order, keeping the sections' order.
        for t in postings.indices { postings[t] = Self.byWeight(postings[t]) }
    }

    /// A document's entries, its sections numbered from `base`, appended to each term's.
    private mutating func add(_ document: SearchDocument, base: Int) {
        let numbers = document.terms.map { term -> Int in
            let number = table.number(of: term)
            if number == postings.count { postings.append([]) }
            return number
        }
        for entry in document.entries {
            let term = numbers[Int(entry >> 40)]
            let section = UInt64(base) + (entry >> 5 & 0x7_FFFF_FFFF)
            postings[term].append(UInt64(31 - entry & 31) << Self.sectionBits | section)
        }
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
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        spans.reserveCapacity(table.count)
        for term in table.terms {
            let start = bytes.count
            term.withBytes { bytes.append(contentsOf: $0) }
            spans.append(start..<bytes.count)
        }
        return bytes.withUnsafeBufferPointer { buffer -> [Chunk] in
            var keyed = spans.indices.filter { !postings[$0].isEmpty }.map { (key: SearchIndexWriter.sortKey(buffer[spans[$0]]), number: $0) }
            keyed.sort { a, b in
                a.key != b.key ? a.key < b.key : SearchIndexWriter.precedesInUTF16(buffer[spans[a.number]], buffer[spans[b.number]])
            }
            let sectionTotal = sectionCounts.reduce(0, +)
            var cutter = SearchChunkCutter(sectionTotal: sectionTotal)
            var line: [UInt8] = []
            for (_, number) in keyed {
                let term = UnsafeBufferPointer(rebasing: buffer[spans[number]])
                let entries = postings[number]
                Self.line(term: term, entries: entries, into: &line)
                line.withUnsafeBufferPointer { line in
                    cutter.add(term: term, line: line, sections: { entries.count },
                               common: { SearchPostings.appendCommon(entries, sections: sectionTotal, to: &$0) })
                }
            }
            return cutter.finish()
        }
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
        var weight = -1
        var first = true
        var value = 0
        var last = 0
        let low = ranges.first?.lowerBound ?? 0, high = ranges.last?.upperBound ?? 0
        var i = 0
        while i < text.count {
            let byte = text[i]
            i += 1
            if byte == UInt8(ascii: ".") {
                guard weight >= 0, value == 0, !first else { return false }
                weight = -1
                continue
            }
            let digit = values[Int(byte)]
            guard digit != 255 else { return false }
            guard weight >= 0 else {
                guard digit >= 1 && digit < 32 else { return false }
                weight = 31 - Int(digit)
                first = true
                continue
            }
            guard value <= Int.max >> 6 else { return false }
            value = value &* 32 &+ Int(digit & 31)
            if digit < 32 {
                let section = first ? value : last &+ value
                guard section >= 0 else { return false }
                if section >= low && section < high && ranges.contains(where: { $0.contains(section) }) {
                    found.append(UInt64(weight) << LocaleIndex.sectionBits | UInt64(section))
                }
                last = section
                first = false
                value = 0
                if section >= high {
                    // Nothing further in this group is in a range: on to the next one.
                    guard let dot = ByteSearch.firstIndex(of: UInt8(ascii: "."), in: text, from: i) else { return true }
                    i = dot
                }
            }
        }
        return weight >= 0 && !first && value == 0
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
        // One value from `i`: its number and where the next starts; nil when malformed.
        func value(at start: Int, end: Int) -> (value: Int, next: Int)? {
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
        var weight: UInt64?
        var value = 0
        var last = 0
        var first = true
        for byte in text {
            if byte == UInt8(ascii: ".") {
                guard weight != nil, value == 0, !first else { return nil }
                weight = nil
                continue
            }
            let digit = values[Int(byte)]
            guard digit != 255 else { return nil }
            guard let w = weight else {
                guard digit >= 1 && digit < 32 else { return nil }
                weight = UInt64(31 - Int(digit))
                first = true
                continue
            }
            guard value <= Int.max >> 6 else { return nil }
            value = value * 32 + Int(digit & 31)
            if digit < 32 {
                let section = first ? value : last &+ value
                guard section >= 0 else { return nil }
                entries.append(w << LocaleIndex.sectionBits | UInt64(section))
                last = section
                first = false
                value = 0
            }
        }
        return weight != nil && !first && value == 0 ? entries : nil
    }
}
