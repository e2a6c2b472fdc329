import DocgenSupport
import FoundationEssentials

/// The search index of one locale, written to `<locale>/search-index.json` and read by the
/// browser (`templates/assets/search.js`). It is built for size: one entry per section of a
/// page, a dictionary of terms (`SearchTokenizer`), and for each term the sections that hold it.
///
/// The JSON, version 2:
///
/// ```
/// {"v":2,"locale":"ja","per":16,"shards":[
/// {"pages":[["Page title","ja/flow-events/"],…],"sections":[[0,"","","intro text…"],[0,"Heading","anchor","text…"],…],"terms":"0adapty:3,6flowcontroller:0a,…"},
/// …
/// ]}
/// ```
///
/// The pages are cut into shards of `per` consecutive pages (in navigation order), each on a
/// line of its own, with its own dictionary: a rebuild after one page changed makes that
/// page's shard again and copies the others' lines from the last index. In a shard, a
/// section is `[page, heading, anchor, snippet]` (page numbered in the shard); the intro
/// before the first heading has an empty heading and anchor. Snippets are cut to
/// `snippetWidth`: they show where a hit is, while every word of the section is in the index.
/// `terms` is the shard's dictionary, one string (`SearchShardWriter.appendDictionary`): each
/// term front-coded against the one before, then its postings, the numbers of the sections
/// that hold it, ascending, each written as the gap from the previous one (`SearchPostings`),
/// so the postings of a common term take about a byte per section.
public enum SearchIndex {
    /// A page to index.
    public struct Page: Sendable, Equatable {
        public var title: String
        /// The page's URL relative to the site root, as routed: `ja/flow-events/`.
        public var url: String
        public var sections: [Section]

        public init(title: String, url: String, sections: [Section]) {
            self.title = title
            self.url = url
            self.sections = sections
        }
    }

    /// A part of a page that a search result can link to: the intro, or an h2/h3 with the
    /// content up to the next one.
    public struct Section: Sendable, Equatable {
        /// The heading's text; empty for the intro.
        public var heading: String
        /// The heading's id; empty for the intro.
        public var anchor: String
        /// The prose a reader sees, whitespace collapsed: indexed, and the snippet's source.
        public var text: String {
            get { String(decoding: textUTF8, as: UTF8.self) }
            set {
                textUTF8 = Array(newValue.utf8)
                textIsStable = nil
            }
        }
        /// `text` as UTF-8, as it is made and read: the index never needs it as a String, and
        /// making one would check every byte of the site's text again.
        private(set) var textUTF8: [UInt8]
        /// Whether NFKC leaves the text alone (`SearchTokenizer.isStable`), when known from
        /// making it; nil when not known.
        private(set) var textIsStable: Bool?
        /// The section's code blocks: indexed, never shown.
        public var code: String

        public init(heading: String, anchor: String, text: String, code: String = "") {
            self.init(heading: heading, anchor: anchor, textUTF8: Array(text.utf8), textIsStable: nil, code: code)
        }

        init(heading: String, anchor: String, textUTF8: [UInt8], textIsStable: Bool?, code: String) {
            self.heading = heading
            self.anchor = anchor
            self.textUTF8 = textUTF8
            self.textIsStable = textIsStable
            self.code = code
        }

        public static func == (a: Section, b: Section) -> Bool {
            a.heading == b.heading && a.anchor == b.anchor && a.textUTF8 == b.textUTF8 && a.code == b.code
        }
    }

    /// The format `search.js` reads; bumped on any incompatible change.
    public static let version = 2
    /// Pages per shard: a rebuild after an edit reads and tokenizes the shard's other pages
    /// again, about a third of a millisecond each, so shards are small; the dictionaries they
    /// repeat make the index about a sixth larger than shards of 16 pages.
    public static let pagesPerShard = 4
    /// The index's name in each locale's folder: `search.js` fetches `<root><locale>/search-index.json`.
    public static let fileName = "search-index.json"
    /// Snippet width, about two lines of the results list. Japanese and Chinese characters
    /// are twice as wide as Latin letters and count twice, so every language gets the same
    /// space, and the indexes of CJK text (three UTF-8 bytes a character) stay small. A hit
    /// past the snippet is still found; search.js then takes the words around it from the page.
    public static let snippetWidth = 160
    /// Code indexed per section, in UTF-8 bytes: identifiers recur, and long samples would
    /// otherwise dominate the index.
    public static let codeLimit = 3000

    /// The index of one locale's pages as UTF-8 JSON (format in the type's comment).
    /// Pages keep the order given; the output depends only on the input.
    public static func json(locale: String, pages: [Page], pagesPerShard: Int = pagesPerShard) -> [UInt8] {
        let documents = pages.map { (document: SearchDocument(title: $0.title, sections: $0.sections), url: $0.url) }
        return file(locale: locale, pagesPerShard: pagesPerShard, shards: shardRanges(pages.count, pagesPerShard).map { range in
            shard(documents[range].map { $0 })[...]
        })
    }

    /// The page ranges of the shards of `count` pages.
    public static func shardRanges(_ count: Int, _ pagesPerShard: Int = pagesPerShard) -> [Range<Int>] {
        stride(from: 0, to: max(count, 1), by: pagesPerShard).map { $0..<min($0 + pagesPerShard, count) }
    }

    /// One shard's line from its pages' documents and URLs, in page order.
    public static func shard(_ pages: [(document: SearchDocument, url: String)]) -> [UInt8] {
        var writer = SearchShardWriter()
        for page in pages { writer.add(page.document, url: page.url) }
        return writer.finish()
    }

    /// The index file from its shards' lines.
    public static func file(locale: String, pagesPerShard: Int = pagesPerShard, shards: [ArraySlice<UInt8>]) -> [UInt8] {
        var out = header(locale: locale, pagesPerShard: pagesPerShard)
        out.reserveCapacity(shards.reduce(out.count + 4) { $0 + $1.count + 2 })
        for (i, shard) in shards.enumerated() {
            out.append(contentsOf: shard)
            if i + 1 < shards.count { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
        }
        out.append(contentsOf: "]}\n".utf8)
        return out
    }

    /// The shards' lines of an index `file` wrote, when it is one for `locale` with
    /// `count` shards; nil for anything else (another version, a damaged file).
    public static func shards(in bytes: [UInt8], locale: String, count: Int,
                              pagesPerShard: Int = pagesPerShard) -> [ArraySlice<UInt8>]? {
        // Lines found a word at a time: the file is a megabyte or two, read on every rebuild.
        var lines: [ArraySlice<UInt8>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start <= buffer.count {
                guard let end = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: start) else {
                    lines.append(bytes[start...])
                    return
                }
                lines.append(bytes[start..<end])
                start = end + 1
            }
        }
        let head = header(locale: locale, pagesPerShard: pagesPerShard).dropLast()
        guard lines.count == count + 3, lines[0].elementsEqual(head),
              lines[count + 1].elementsEqual("]}".utf8), lines[count + 2].isEmpty else { return nil }
        var shards: [ArraySlice<UInt8>] = []
        for (i, line) in lines[1...count].enumerated() {
            var line = line
            if i + 1 < count {
                guard line.last == UInt8(ascii: ",") else { return nil }
                line = line.dropLast()
            }
            guard line.first == UInt8(ascii: "{"), line.last == UInt8(ascii: "}") else { return nil }
            shards.append(line)
        }
        return shards
    }

    private static func header(locale: String, pagesPerShard: Int) -> [UInt8] {
        var out = Array("{\"v\":\(version),\"locale\":".utf8)
        JSONText.appendString(locale, to: &out)
        out.append(contentsOf: ",\"per\":\(pagesPerShard),\"shards\":[\n".utf8)
        return out
    }
}
