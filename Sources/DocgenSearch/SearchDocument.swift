import DocgenSupport
/// One page's part of the search index, made while the page is rendered (on every core) and
/// merged into its locale's index by `SearchIndexWriter`: its fragment (what a result shows)
/// as JSON, ready to copy, and which term each section holds, with the weight it has there.
public struct SearchDocument: Sendable {
    /// The page title as a JSON string.
    let titleJSON: [UInt8]
    /// `[["heading","anchor","text"],…]`: the sections as a result shows them.
    private(set) var sectionsJSON: [UInt8]
    /// How many sections the page has in the index (at least one).
    let sectionCount: Int
    /// The page's distinct terms, first seen first.
    let terms: [SearchTerm]
    /// Per (term, section) pair, `term << 40 | section << 5 | impact`: the term's number in
    /// `terms`, the section's number in the page, and the term's weight in it
    /// (`SearchImpact`), sections ascending.
    let entries: [UInt64]

    /// - Parameters:
    ///   - title: the page title; its terms are in every section, so "flow events
    ///     didFinishPurchase" finds the section about the callback on the page titled "Flow
    ///     events", and weigh most in the intro.
    ///   - sections: the page's sections; a page without any gets one empty section, so its
    ///     title can still be found.
    ///   - analyzer: the page locale's word breaks and stems (`SearchAnalyzer`).
    public init(title: String, sections: [SearchIndex.Section], analyzer: SearchAnalyzer) {
        var titleJSON: [UInt8] = []
        JSONText.appendString(title, to: &titleJSON)
        self.titleJSON = titleJSON

        var collector = Collector()
        var titleTerms: [SearchTerm] = []
        SearchTokenizer.tokenize(title, analyzer: analyzer) { bytes, _, _ in titleTerms.append(SearchTerm(bytes)) }

        let list = sections.isEmpty ? [SearchIndex.Section(heading: "", anchor: "", text: "")] : sections
        var json: [UInt8] = [UInt8(ascii: "[")]
        for (number, section) in list.enumerated() {
            if number > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "["))
            JSONText.appendString(section.heading, to: &json)
            json.append(UInt8(ascii: ","))
            JSONText.appendString(section.anchor, to: &json)
            json.append(UInt8(ascii: ","))
            section.textUTF8.withUnsafeBufferPointer { SearchIndexWriter.appendFragmentText(utf8: $0, to: &json) }
            json.append(UInt8(ascii: "]"))

            collector.begin(section: UInt32(number))
            for term in titleTerms { collector.add(term, .title) }
            SearchTokenizer.tokenize(section.heading, analyzer: analyzer) { bytes, _, _ in collector.add(SearchTerm(bytes), .heading) }
            section.textUTF8.withUnsafeBufferPointer { text in
                SearchTokenizer.tokenize(utf8: text, isStable: section.textIsStable, analyzer: analyzer) { bytes, kind, _ in
                    collector.add(SearchTerm(bytes), .body, counts: kind != .part && kind != .cjk)
                }
            }
            SearchTokenizer.tokenize(section.api, analyzer: analyzer) { bytes, _, _ in collector.add(SearchTerm(bytes), .api) }
            SearchTokenizer.tokenize(SearchIndexWriter.limited(section.code), analyzer: analyzer) { bytes, _, _ in
                collector.add(SearchTerm(bytes), .code)
            }
            collector.end(isIntro: number == 0 && section.anchor.isEmpty)
        }
        json.append(UInt8(ascii: "]"))
        sectionsJSON = json
        sectionCount = list.count
        terms = collector.table.terms
        entries = collector.entries
    }

    /// The document without its fragment, once that is written: only its postings are still needed.
    public func withoutFragment() -> SearchDocument {
        var copy = self
        copy.sectionsJSON = []
        return copy
    }

    /// Counts each term's occurrences in the section being read, by where it occurs, and
    /// turns them into entries when the section ends.
    private struct Collector {
        enum Field { case title, heading, body, api, code }
        var table = SearchTermTable()
        /// Per term number, what the current section holds of it.
        var body: [UInt16] = []
        var code: [UInt16] = []
        var flags: [UInt8] = []
        /// The terms met in the current section, each once.
        var touched: [Int] = []
        /// Words (and CJK words) of the section's text: its length.
        var length = 0
        var section: UInt32 = 0
        var entries: [UInt64] = []

        mutating func begin(section: UInt32) {
            self.section = section
            length = 0
        }

        mutating func add(_ term: SearchTerm, _ field: Field, counts: Bool = false) {
            let number = table.number(of: term)
            if number == body.count {
                body.append(0)
                code.append(0)
                flags.append(0)
            }
            if body[number] == 0 && code[number] == 0 && flags[number] == 0 { touched.append(number) }
            switch field {
            case .title: flags[number] |= 1
            case .heading: flags[number] |= 2
            case .api: flags[number] |= 4
            case .body:
                if body[number] < .max { body[number] += 1 }
                if counts { length += 1 }
            case .code:
                if code[number] < .max { code[number] += 1 }
            }
        }

        mutating func end(isIntro: Bool) {
            for number in touched {
                let impact = SearchImpact.of(body: Int(body[number]), code: Int(code[number]), title: flags[number] & 1 != 0,
                                             heading: flags[number] & 2 != 0, api: flags[number] & 4 != 0,
                                             intro: isIntro, length: length)
                entries.append(UInt64(number) << 40 | UInt64(section) << 5 | UInt64(impact))
                body[number] = 0
                code[number] = 0
                flags[number] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }
    }
}

/// A term's weight in a section, from 1 to 31: BM25's term frequency part, with the
/// section's length normalised against a fixed length rather than the site's average (so a
/// section's weights depend on the section alone, and a rebuild after one edit changes only
/// that page's), and the term counted more in the title, a heading or an API name (a code span).
/// The browser multiplies it by the term's inverse document frequency (`search.js`, `score`).
enum SearchImpact {
    static let k1 = 1.2
    static let b = 0.75
    /// The section length weights are normalised against, in words.
    static let referenceLength = 60.0

    static func of(body: Int, code: Int, title: Bool, heading: Bool, api: Bool, intro: Bool, length: Int) -> Int {
        var weight = Double(body) + 0.5 * Double(code)
        if heading { weight += 4 }
        if api { weight += 2 }
        if title { weight += intro ? 4 : 1 }
        let norm = 1 - b + b * Double(length) / referenceLength
        let saturated = weight * (k1 + 1) / (weight + k1 * norm)
        return max(1, min(31, Int((saturated / (k1 + 1) * 31).rounded())))
    }
}
