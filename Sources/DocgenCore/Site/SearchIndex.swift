/// The search index of one locale, written to `<locale>/search-index.json` and read by the
/// browser (`templates/assets/search.js`). It is built for size: one entry per section of a
/// page, a dictionary of terms (`SearchTokenizer`), and for each term the sections that hold it.
///
/// The JSON, version 1:
///
/// ```
/// {"v":1,"locale":"ja",
///  "pages":[["Page title","ja/flow-events/"],…],
///  "sections":[[0,"","","intro text…"],[0,"Heading","anchor","text…"],…],
///  "terms":"0adapty:3,6flowcontroller:0a,…,0購入:15,1読:7"}
/// ```
///
/// A section is `[page, heading, anchor, snippet]`; the intro before the first heading has an
/// empty heading and anchor. Snippets are cut to `snippetWidth`: they show where a hit is,
/// while every word of the section is in the index. `terms` is the dictionary, one
/// string (`SearchIndexWriter.appendDictionary`): each term front-coded against the one
/// before, then its postings, the numbers of the sections that hold it, ascending, each
/// written as the gap from the previous one (`SearchPostings`), so the postings of a common
/// term take about a byte per section.
public enum SearchIndex {
    /// A page to index.
    public struct Page: Sendable, Equatable, Codable {
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
    public struct Section: Sendable, Equatable, Codable {
        /// The heading's text; empty for the intro.
        public var heading: String
        /// The heading's id; empty for the intro.
        public var anchor: String
        /// The prose a reader sees, whitespace collapsed: indexed, and the snippet's source.
        public var text: String
        /// The section's code blocks: indexed, never shown.
        public var code: String

        public init(heading: String, anchor: String, text: String, code: String = "") {
            self.heading = heading
            self.anchor = anchor
            self.text = text
            self.code = code
        }
    }

    /// The format `search.js` reads; bumped on any incompatible change.
    public static let version = 1
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
    public static func json(locale: String, pages: [Page]) -> [UInt8] {
        var writer = SearchIndexWriter()
        writer.begin(locale: locale)
        for (number, page) in pages.enumerated() {
            writer.add(page, number: number)
        }
        return writer.finish()
    }
}
