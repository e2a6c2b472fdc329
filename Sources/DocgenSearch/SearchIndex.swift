import DocgenSupport
import FoundationEssentials

/// The search index of one locale, read by the browser (`templates/assets/search.js`) a piece
/// at a time: a query downloads the small head, the chunks of the dictionary that hold its
/// terms, and the fragments of the pages it shows, and nothing else, whatever the size of the
/// site. Version 5, in each locale's folder:
///
/// ```
/// ja/search-index.json           the head
/// ja/search-index/t/3f09c2d1.txt a chunk of the dictionary: terms and their postings
/// ja/search-index/f/0/8.json     the fragments of pages 16 and 17: what their results show
/// ```
///
/// The head is `{"v":5,"locale":"ja","pages":5,"sections":61,"fragments":2,"folder":16,"counts":"…","chunks":[["","3f09c2d1"],["購入","a1b2c3d4"],…]}`:
/// `fragments` is how many pages' fragments share a file (`fragmentPages`), `folder` how many
/// fragment files share a folder (`fragmentFolderFiles`); `counts` is how many sections each page has, in page order (navigation order), each a
/// number in the postings alphabet (`SearchPostings`), so a section's number (counted through
/// the locale) tells its page; `chunks` are the dictionary's chunks, each with its first term
/// (in UTF-16 order, as JavaScript compares strings) and its file name, and for a chunk that
/// holds one term too heavy to share one, how many sections hold it: the browser need not fetch
/// a term that is in most sections to know it weighs nothing.
///
/// A chunk is a line per term, `term postings`, terms in UTF-16 order. The postings are the
/// sections that hold the term, grouped by the term's weight in them (`SearchImpact`, 1–31),
/// heaviest first: for each weight, its digit (`SearchPostings.alphabet`) and then the
/// sections, ascending, each as the gap from the one before (`SearchPostings`), the groups
/// separated by `.`. Terms are cut by `SearchTokenizer` (stems, CJK bigrams and words), so a
/// term never holds a space or a line break.
///
/// A fragment is `{"t":"Page title","u":"ja/flow-events/","s":[["heading","anchor","text"],…]}`,
/// the intro first with an empty heading and anchor; text past `fragmentTextLimit` is cut.
/// Fragment file `n` is `f/<n ÷ folder>/<n>.json`, a JSON array of the fragments of pages
/// `n × fragmentPages` onwards, a line each: `[`, then each fragment on its own line (a comma
/// after all but the last), then `]`, so a rebuild replaces a changed page's line without
/// reading the others.
///
/// Chunks end where a term's hash says so (`SearchChunkCutter`), not where a size is
/// reached, so an edit to one page changes only the chunks of the terms it changes, and a
/// chunk's name is the hash of its first term, so the others keep their names.
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
        /// The section's code spans, space-separated: in the text too, and weighed as API names.
        public var api: String

        public init(heading: String, anchor: String, text: String, code: String = "", api: String = "") {
            self.init(heading: heading, anchor: anchor, textUTF8: Array(text.utf8), textIsStable: nil, code: code, api: api)
        }

        init(heading: String, anchor: String, textUTF8: [UInt8], textIsStable: Bool?, code: String, api: String) {
            self.heading = heading
            self.anchor = anchor
            self.textUTF8 = textUTF8
            self.textIsStable = textIsStable
            self.code = code
            self.api = api
        }

        public static func == (a: Section, b: Section) -> Bool {
            a.heading == b.heading && a.anchor == b.anchor && a.textUTF8 == b.textUTF8 && a.code == b.code && a.api == b.api
        }
    }

    /// The format `search.js` reads; bumped on any incompatible change.
    public static let version = 5
    /// The head's name in each locale's folder: `search.js` fetches `<root><locale>/search-index.json`.
    public static let fileName = "search-index.json"
    /// The folder beside the head that holds the chunks (`t/`) and fragments (`f/`).
    public static let folderName = "search-index"
    /// Pages whose fragments share a file. A file per page made a build write a third of its
    /// files for the index alone (each a new inode, which ext4 is slow to hand out after a
    /// mass delete). A query fetches the fragments of its best pages, which on a large site
    /// are seldom neighbours: with four pages to a file, a query typed letter by letter on
    /// 30,000 pages downloaded 310 KB, over its 300 KB budget (`test_search_scale.py`).
    public static let fragmentPages = 2
    /// Fragment files to a folder (`f/0/`, `f/1/`, …). ext4 without a journal tests every
    /// inode a folder's block group freed in the last minutes before it hands out a new one, so
    /// the 500 fragment files of 1,000 pages in one folder, written after the last output was
    /// deleted, cost ~0.3 ms each, more with every file; in folders of 16, each placed apart
    /// (`FileSystem.spreadSubfolders`), a file costs what a page's does.
    public static let fragmentFolderFiles = 16
    /// Text kept per section in a fragment, in UTF-8 bytes: enough for the snippet around any
    /// hit of nearly every section, little to download per result.
    public static let fragmentTextLimit = 1200
    /// Code indexed per section, in UTF-8 bytes: identifiers recur, and long samples would
    /// otherwise dominate the index.
    public static let codeLimit = 3000

    /// Every file of one locale's index, path (from the site root) and bytes, from its pages
    /// in order. The output depends only on the input.
    public static func files(locale: String, pages: [Page]) -> [(path: String, bytes: [UInt8])] {
        let analyzer = SearchAnalyzer(locale: locale)
        let documents = pages.map { SearchDocument(title: $0.title, sections: $0.sections, analyzer: analyzer) }
        return SearchIndexWriter.files(locale: locale, documents: documents, urls: pages.map(\.url))
    }
}
