/// Builds the JSON of `SearchIndex.json` in one pass over the pages: sections are numbered in
/// order, so each term's postings grow in ascending order and are encoded as they come.
struct SearchIndexWriter {
    private var pages: [UInt8] = []
    private var sections: [UInt8] = []
    private var locale = ""
    private var sectionCount = 0
    private var postings: [SearchTerm: SearchPostings] = [:]

    mutating func begin(locale: String) {
        self.locale = locale
        pages.reserveCapacity(1 << 16)
        sections.reserveCapacity(1 << 20)
    }

    mutating func add(_ page: SearchIndex.Page, number: Int) {
        if number > 0 { pages.append(UInt8(ascii: ",")) }
        pages.append(UInt8(ascii: "["))
        JSONText.appendString(page.title, to: &pages)
        pages.append(UInt8(ascii: ","))
        JSONText.appendString(page.url, to: &pages)
        pages.append(UInt8(ascii: "]"))

        // Every section also holds the title's terms, so "flow events didFinishPurchase" finds
        // the section about the callback on the page titled "Flow events".
        var titleTerms: [SearchTerm] = []
        SearchTokenizer.tokenize(page.title) { bytes, _, _ in titleTerms.append(SearchTerm(bytes)) }
        let sectionList = page.sections.isEmpty ? [SearchIndex.Section(heading: "", anchor: "", text: "")] : page.sections
        for section in sectionList {
            let id = sectionCount
            sectionCount += 1
            if id > 0 { sections.append(UInt8(ascii: ",")) }
            sections.append(UInt8(ascii: "["))
            sections.append(contentsOf: String(number).utf8)
            sections.append(UInt8(ascii: ","))
            JSONText.appendString(section.heading, to: &sections)
            sections.append(UInt8(ascii: ","))
            JSONText.appendString(section.anchor, to: &sections)
            sections.append(UInt8(ascii: ","))
            JSONText.appendString(Self.snippet(section.text), to: &sections)
            sections.append(UInt8(ascii: "]"))

            for term in titleTerms { postings[term, default: SearchPostings()].add(id) }
            for part in [section.heading, section.text, Self.limited(section.code)] {
                SearchTokenizer.tokenize(part) { bytes, _, _ in
                    postings[SearchTerm(bytes), default: SearchPostings()].add(id)
                }
            }
        }
    }

    func finish() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(pages.count + sections.count + postings.count * 16)
        out.append(contentsOf: "{\"v\":\(SearchIndex.version),\"locale\":".utf8)
        JSONText.appendString(locale, to: &out)
        out.append(contentsOf: ",\n\"pages\":[".utf8)
        out.append(contentsOf: pages)
        out.append(contentsOf: "],\n\"sections\":[".utf8)
        out.append(contentsOf: sections)
        out.append(contentsOf: "],\n\"terms\":\"".utf8)
        appendDictionary(to: &out)
        out.append(contentsOf: "\"}\n".utf8)
        return out
    }

    /// The terms in UTF-16 order (the order of JavaScript's `<`, so the browser can binary
    /// search them as they are), each written as `P suffix : postings` and separated by
    /// commas. P is one postings-alphabet character: how many UTF-16 units the term shares
    /// with the one before (front coding; sorted bigrams often share their first character).
    /// Terms never hold `,` `:` or `"` (they are letters, marks and numbers), nor do postings.
    private func appendDictionary(to out: inout [UInt8]) {
        let terms = postings.keys.map { (key: $0, text: String(decoding: $0.bytes, as: UTF8.self)) }
            .sorted { $0.text.utf16.lexicographicallyPrecedes($1.text.utf16) }
        var previous: [UInt16] = []
        for (i, term) in terms.enumerated() {
            let units = Array(term.text.utf16)
            var shared = 0
            let limit = min(units.count, previous.count, SearchPostings.alphabet.count - 1)
            while shared < limit && units[shared] == previous[shared] { shared += 1 }
            // Never split a surrogate pair: the suffix must be valid UTF-8 on its own.
            if shared > 0 && UTF16.isLeadSurrogate(units[shared - 1]) { shared -= 1 }
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(SearchPostings.alphabet[shared])
            out.append(contentsOf: String(decoding: units[shared...], as: UTF16.self).utf8)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: postings[term.key]!.bytes)
            previous = units
        }
    }

    /// The text up to `snippetWidth`, wide characters counting two, cut after a whole character.
    static func snippet(_ text: String) -> String {
        // No character is wider than its UTF-8 bytes are many.
        guard text.utf8.count > SearchIndex.snippetWidth else { return text }
        var width = 0
        for index in text.indices {
            let first = text[index].unicodeScalars.first!
            width += SearchTokenizer.isWide(first) ? 2 : 1
            if width > SearchIndex.snippetWidth { return String(text[..<index]) }
        }
        return text
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

/// A term as the dictionary key, hashed as bytes (a String would be normalized again on every
/// hash). Terms of up to 16 bytes, nearly all of them, are kept inline: no allocation per
/// term met in the text.
struct SearchTerm: Hashable {
    private var head: (UInt64, UInt64) = (0, 0)
    private var count: Int
    private var long: [UInt8]?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        if count > 16 {
            long = Array(bytes)
        } else {
            withUnsafeMutableBytes(of: &head) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        }
    }

    var bytes: [UInt8] {
        if let long { return long }
        return withUnsafeBytes(of: head) { Array($0.prefix(count)) }
    }

    static func == (a: SearchTerm, b: SearchTerm) -> Bool {
        a.count == b.count && a.head == b.head && a.long == b.long
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        if let long {
            long.withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            hasher.combine(head.0)
            hasher.combine(head.1)
        }
    }
}

/// A term's postings, encoded as they are added (format in `SearchPostings.encode`).
struct SearchPostings {
    private(set) var bytes: [UInt8] = []
    private var last = -1

    /// Adds a section; repeats of the section just added are ignored (postings are sets).
    mutating func add(_ section: Int) {
        guard section != last else { return }
        Self.encode(last < 0 ? section : section - last, into: &bytes)
        last = section
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
