import DocgenSupport
/// One page's part of the search index, made as its shard is made (shards on every core) and
/// merged into the shard by `SearchShardWriter`: its sections as JSON, ready to copy, and which
/// section holds which term.
public struct SearchDocument: Sendable {
    /// The page title as a JSON string.
    let titleJSON: [UInt8]
    /// Per section, `,"heading","anchor","snippet"]`: the JSON of the section after its page number.
    let sections: [[UInt8]]
    /// The page's distinct terms, first seen first.
    let terms: [SearchTerm]
    /// Pairs of (term number in `terms`, section number), sections ascending, each pair once.
    let postings: [UInt32]

    /// - Parameters:
    ///   - title: the page title; its terms are in every section, so "flow events
    ///     didFinishPurchase" finds the section about the callback on the page titled "Flow events".
    ///   - sections: the page's sections; a page without any gets one empty section, so its
    ///     title can still be found.
    public init(title: String, sections: [SearchIndex.Section]) {
        var titleJSON: [UInt8] = []
        JSONText.appendString(title, to: &titleJSON)
        self.titleJSON = titleJSON

        var collector = Collector()
        var titleTerms: [SearchTerm] = []
        SearchTokenizer.tokenize(title) { bytes, _, _ in titleTerms.append(SearchTerm(bytes)) }

        let list = sections.isEmpty ? [SearchIndex.Section(heading: "", anchor: "", text: "")] : sections
        var encoded: [[UInt8]] = []
        encoded.reserveCapacity(list.count)
        for (number, section) in list.enumerated() {
            var json: [UInt8] = [UInt8(ascii: ",")]
            JSONText.appendString(section.heading, to: &json)
            json.append(UInt8(ascii: ","))
            JSONText.appendString(section.anchor, to: &json)
            json.append(UInt8(ascii: ","))
            section.textUTF8.withUnsafeBufferPointer { SearchShardWriter.appendSnippet(utf8: $0, to: &json) }
            json.append(UInt8(ascii: "]"))
            encoded.append(json)

            collector.section = UInt32(number)
            for term in titleTerms { collector.add(term) }
            SearchTokenizer.tokenize(section.heading) { bytes, _, _ in collector.add(SearchTerm(bytes)) }
            section.textUTF8.withUnsafeBufferPointer { text in
                SearchTokenizer.tokenize(utf8: text, isStable: section.textIsStable) { bytes, _, _ in collector.add(SearchTerm(bytes)) }
            }
            SearchTokenizer.tokenize(SearchShardWriter.limited(section.code)) { bytes, _, _ in collector.add(SearchTerm(bytes)) }
        }
        self.sections = encoded
        self.terms = collector.table.terms
        self.postings = collector.postings
    }

    /// Collects (term, section) pairs as the sections are read in order, each pair once.
    private struct Collector {
        var table = SearchTermTable()
        /// Per term number, the last section it was seen in.
        var lastSection: [UInt32] = []
        var postings: [UInt32] = []
        var section: UInt32 = 0

        mutating func add(_ term: SearchTerm) {
            let number = table.number(of: term)
            if number == lastSection.count {
                lastSection.append(section)
            } else if lastSection[number] == section {
                return
            } else {
                lastSection[number] = section
            }
            postings.append(UInt32(number))
            postings.append(section)
        }
    }
}
