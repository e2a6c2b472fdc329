import DocgenSupport
/// Merges the documents of a run of consecutive pages into one shard of a locale's search
/// index (format in `SearchIndex`): pages and sections numbered from 0 within the shard, and
/// each term's sections in ascending order, as the documents come in page order.
struct SearchShardWriter {
    private var pages: [UInt8] = [UInt8(ascii: "[")]
    private var sections: [UInt8] = [UInt8(ascii: "[")]
    private var pageCount = 0
    private var sectionCount = 0
    private var table = SearchTermTable(capacity: 4096)
    /// Every (term, section) pair in the order added, `term << 32 | section`: grouped by term
    /// only when the shard is written, not in an array per term.
    private var pairs: [UInt64] = []

    mutating func add(_ document: SearchDocument, url: String) {
        if pageCount > 0 { pages.append(UInt8(ascii: ",")) }
        pages.append(UInt8(ascii: "["))
        pages.append(contentsOf: document.titleJSON)
        pages.append(UInt8(ascii: ","))
        JSONText.appendString(url, to: &pages)
        pages.append(UInt8(ascii: "]"))

        let pageNumber = Array(String(pageCount).utf8)
        for section in document.sections {
            if sectionCount > 0 { sections.append(UInt8(ascii: ",")) }
            sectionCount += 1
            sections.append(UInt8(ascii: "["))
            sections.append(contentsOf: pageNumber)
            sections.append(contentsOf: section)
        }
        // Section numbers in the document count from the first section of this page.
        let base = sectionCount - document.sections.count
        let numbers = document.terms.map { table.number(of: $0) }
        pairs.reserveCapacity(pairs.count + document.postings.count / 2)
        var i = 0
        while i + 1 < document.postings.count {
            pairs.append(UInt64(numbers[Int(document.postings[i])]) << 32 | UInt64(base + Int(document.postings[i + 1])))
            i += 2
        }
        pageCount += 1
    }

    /// `{"pages":[…],"sections":[…],"terms":"…"}`, on one line: a shard is a line of the index file.
    func finish() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(pages.count + sections.count + table.count * 16)
        out.append(contentsOf: "{\"pages\":".utf8)
        out.append(contentsOf: pages)
        out.append(contentsOf: "],\"sections\":".utf8)
        out.append(contentsOf: sections)
        out.append(contentsOf: "],\"terms\":\"".utf8)
        appendDictionary(to: &out)
        out.append(contentsOf: "\"}".utf8)
        return out
    }

    /// The terms in UTF-16 order (the order of JavaScript's `<`, so the browser can binary
    /// search them as they are), each written as `P suffix : postings` and separated by
    /// commas. P is one postings-alphabet character: how many UTF-16 units the term shares
    /// with the one before (front coding; sorted bigrams often share their first character).
    /// Terms never hold `,` `:` or `"` (they are letters, marks and numbers), nor do postings.
    private func appendDictionary(to out: inout [UInt8]) {
        // On the terms' UTF-8 bytes, one after another in one buffer: no String per term.
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        spans.reserveCapacity(table.count)
        for term in table.terms {
            let start = bytes.count
            term.withBytes { bytes.append(contentsOf: $0) }
            spans.append(start..<bytes.count)
        }
        // Each term's sections, by counting sort on the term: in the order added, ascending.
        var starts = [Int](repeating: 0, count: spans.count + 1)
        for pair in pairs { starts[Int(pair >> 32) + 1] += 1 }
        for term in 0..<spans.count { starts[term + 1] += starts[term] }
        var next = starts
        var sections = [Int](repeating: 0, count: pairs.count)
        for pair in pairs {
            let term = Int(pair >> 32)
            sections[next[term]] = Int(pair & 0xFFFF_FFFF)
            next[term] += 1
        }
        bytes.withUnsafeBufferPointer { buffer in
            // Sorted on each term's first eight bytes as one number, the whole terms compared
            // only when those are the same.
            var keyed = spans.indices.map { (key: Self.sortKey(buffer[spans[$0]]), number: $0) }
            keyed.sort { a, b in
                a.key != b.key ? a.key < b.key : Self.precedesInUTF16(buffer[spans[a.number]], buffer[spans[b.number]])
            }
            var previous: Slice<UnsafeBufferPointer<UInt8>> = buffer[0..<0]
            for (i, number) in keyed.lazy.map(\.number).enumerated() {
                let term = buffer[spans[number]]
                let (sharedBytes, sharedUnits) = Self.sharedPrefix(term, previous)
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.append(SearchPostings.alphabet[sharedUnits])
                out.append(contentsOf: term.dropFirst(sharedBytes))
                out.append(UInt8(ascii: ":"))
                SearchPostings.append(sections[starts[number]..<starts[number + 1]], to: &out)
                previous = term
            }
        }
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

    /// The whole scalars `term` shares with `previous` at its start, in bytes and in UTF-16
    /// units (at most the largest count one character of `SearchPostings.alphabet` says): a
    /// suffix never starts inside a character.
    static func sharedPrefix(_ term: Slice<UnsafeBufferPointer<UInt8>>, _ previous: Slice<UnsafeBufferPointer<UInt8>>) -> (bytes: Int, units: Int) {
        let limit = min(term.count, previous.count)
        var bytes = 0
        while bytes < limit && term[term.startIndex + bytes] == previous[previous.startIndex + bytes] { bytes += 1 }
        // Back to where the scalar that differs begins (the bytes before it are the same in both).
        while bytes > 0 && bytes < term.count && term[term.startIndex + bytes] & 0xC0 == 0x80 { bytes -= 1 }
        var units = 0
        var end = 0
        while end < bytes {
            let lead = term[term.startIndex + end]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let scalarUnits = length == 4 ? 2 : 1
            guard units + scalarUnits < SearchPostings.alphabet.count else { break }
            units += scalarUnits
            end += length
        }
        return (end, units)
    }

    /// The text up to `snippetWidth`, wide characters counting two, cut after a whole character.
    static func snippet(_ text: String) -> String {
        // No character is wider than its UTF-8 bytes are many.
        guard text.utf8.count > SearchIndex.snippetWidth else { return text }
        // Scalar by scalar while each is a whole character and so is the one after it (nearly
        // all text: ASCII, CJK, their punctuation); by grapheme clusters otherwise.
        var text = text
        if let end = text.withUTF8({ standaloneCut($0) }) { return String(decoding: text.utf8.prefix(end), as: UTF8.self) }
        var width = 0
        for index in text.indices {
            let first = text[index].unicodeScalars.first!
            width += SearchTokenizer.isWide(first) ? 2 : 1
            if width > SearchIndex.snippetWidth { return String(text[..<index]) }
        }
        return text
    }

    /// `snippet` of valid UTF-8, appended to `out` as a JSON string.
    static func appendSnippet(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if bytes.count <= SearchIndex.snippetWidth {
            JSONText.appendString(utf8: bytes, to: &out)
        } else if let end = standaloneCut(bytes) {
            JSONText.appendString(utf8: UnsafeBufferPointer(rebasing: bytes[..<end]), to: &out)
        } else {
            JSONText.appendString(snippet(String(decoding: bytes, as: UTF8.self)), to: &out)
        }
    }

    /// Where `snippet` cuts text whose characters are single standalone scalars, up to the
    /// first one past the cut; nil for other text.
    private static func standaloneCut(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var width = 0
        var i = 0
        while i < bytes.count {
            // ASCII but CR, most of most text, one column each without decoding.
            let byte = bytes[i]
            if byte < 0x80 && byte != 0x0D {
                width += 1
                if width > SearchIndex.snippetWidth { return i }
                i += 1
                continue
            }
            let (value, length) = UTF8Scalar.decode(bytes, at: i)
            guard SearchTokenizer.isStandalone(value) else { return nil }
            width += SearchTokenizer.isWide(value) ? 2 : 1
            if width > SearchIndex.snippetWidth { return i }
            i += length
        }
        return bytes.count
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
}

/// A term's postings: its sections, ascending, each as the gap from the one before (format in
/// `SearchPostings.encode`).
enum SearchPostings {
    /// Appends ascending `sections`; a repeat of the section before is skipped (postings are sets).
    static func append(_ sections: some Sequence<Int>, to out: inout [UInt8]) {
        var last = -1
        for section in sections where section != last {
            encode(last < 0 ? section : section - last, into: &out)
            last = section
        }
    }

    /// 64 characters that need no escaping in JSON: a value's digits in base 32, most
    /// significant first; the last digit from the first 32 characters, the others from the
    /// last 32, so a gap under 32 sections is one byte.
    static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)

    static func encode(_ value: Int, into out: inout [UInt8]) {
        var shift = 0
        while value >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            out.append(alphabet[((value >> shift) & 31) + 32])
            shift -= 5
        }
        out.append(alphabet[value & 31])
    }

    /// The section numbers of encoded postings (tests and tools; the browser has its own).
    static func decode(_ text: some Sequence<UInt8>) -> [Int] {
        var result: [Int] = []
        var value = 0
        for byte in text {
            guard let index = alphabet.firstIndex(of: byte) else { return result }
            value = value * 32 + (index & 31)
            if index < 32 {
                result.append((result.last ?? 0) + value)
                value = 0
            }
        }
        return result
    }
}
