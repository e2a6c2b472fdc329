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
        let (sectionCounts, chunks) = LocaleIndex.chunks(of: documents)
        return head(locale: locale, sectionCounts: sectionCounts, chunks: chunks)
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
              old.fragments == SearchIndex.fragmentPages, old.folder == SearchIndex.fragmentFolderFiles else { return nil }
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
        "\(locale)/\(SearchIndex.folderName)/f/\(file / SearchIndex.fragmentFolderFiles)/\(file).json"
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
        var folder: Int
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
        head.append(contentsOf: ",\"pages\":\(sectionCounts.count),\"sections\":\(sectionCounts.reduce(0, +)),\"fragments\":\(SearchIndex.fragmentPages),\"folder\":\(SearchIndex.fragmentFolderFiles),\"counts\":\"".utf8)
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
