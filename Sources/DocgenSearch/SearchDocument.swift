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

        // Taken out of the analyzer while in use, so that its arrays are not copied on write.
        var collector = analyzer.collector.take() ?? Collector()
        collector.beginDocument()
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
            // Each field's words through the collector's memo, as the text's are: a heading,
            // the API names and the code of one section repeat words of the others.
            collector.collect(section.heading, as: .heading, analyzer: analyzer)
            section.textUTF8.withUnsafeBufferPointer { text in
                SearchTokenizer.tokenize(utf8: text, isStable: section.textIsStable, analyzer: analyzer, into: &collector)
            }
            collector.collect(section.api, as: .api, analyzer: analyzer)
            collector.collect(SearchIndexWriter.limited(section.code), as: .code, analyzer: analyzer)
            collector.end(isIntro: number == 0 && section.anchor.isEmpty)
        }
        json.append(UInt8(ascii: "]"))
        sectionsJSON = json
        sectionCount = list.count
        terms = collector.documentTerms()
        entries = collector.entries
        collector.entries.removeAll(keepingCapacity: true)
        analyzer.collector = collector
    }

    /// The document without its fragment, once that is written: only its postings are still needed.
    public func withoutFragment() -> SearchDocument {
        var copy = self
        copy.sectionsJSON = []
        return copy
    }

    /// Counts each term's occurrences in the section being read, by where it occurs, and
    /// turns them into entries when the section ends; as a `SearchTermSink`, it takes a
    /// section's text, a word's or CJK run's terms from its memo when it was met before.
    /// One per render worker (its `SearchAnalyzer` keeps it between pages): the terms it has
    /// numbered stay numbered, so a page's common words are found in a table that is already
    /// warm, not added to a new one page after page, and the per-term counts are an array
    /// indexed by that number.
    struct Collector: SearchTermSink {
        enum Field { case title, heading, body, api, code }
        /// Every term of the worker's pages so far.
        private var table = SearchTermTable(capacity: 4096)
        /// Per worker term number, what the current page and section hold of it: one entry
        /// rather than an array per field, as each term met touches them all.
        private var states = Buffer<TermState>(capacity: 4096)
        private var page: UInt32 = 0
        /// The current page's terms, as worker term numbers, first seen first.
        private var pageTerms = Buffer<Int32>(capacity: 1024)
        /// The terms met in the current section, each once.
        private var touched = Buffer<Int32>(capacity: 1024)
        /// Words (and CJK words) of the section's text: its length.
        private var length = 0
        private var section: UInt32 = 0
        var entries: [UInt64] = []
        /// The terms of the words and CJK runs met so far, as the text has them: a word is
        /// lowercased, cut into its camelCase parts and stemmed, a run (a phrase between
        /// punctuation, which comes back as words do) cut into bigrams and words, once per
        /// worker. Entry `k`'s terms are `runItems[runStarts[k]..<runStarts[k + 1]]`, each
        /// `number << 1 | counts`.
        private var runKeys = SearchTermTable(capacity: 1024)
        private var runStarts: [Int32] = [0]
        private var runItems = Buffer<Int32>(capacity: 1024)
        static let runLimit = 200_000

        /// Terms a worker keeps numbered before it starts over (at a page's start): far more
        /// than a large site's vocabulary, a few tens of MB at most.
        static let termLimit = 1_000_000

        mutating func beginDocument() {
            if table.count >= Self.termLimit { self = Collector() }
            page &+= 1
            if page == 0 {
                // Wrapped: every stamp could look current.
                for i in 0..<states.count { states.base[i].page = 0 }
                page = 1
            }
            pageTerms.removeAll()
        }

        mutating func begin(section: UInt32) {
            self.section = section
            length = 0
        }

        /// Where the terms `SearchTokenizer` sends (`term`, `cjkRun`, `word`) occur.
        var field = Field.body

        /// Adds the terms of `text` in `field`.
        mutating func collect(_ text: String, as field: Field, analyzer: SearchAnalyzer) {
            guard !text.isEmpty else { return }
            self.field = field
            var text = text
            text.withUTF8 { SearchTokenizer.tokenize(utf8: $0, isStable: nil, analyzer: analyzer, into: &self) }
            self.field = .body
        }

        @discardableResult
        mutating func add(_ term: SearchTerm, _ field: Field, counts: Bool = false) -> Int {
            let number = table.number(of: term)
            add(number: number, field, counts: counts)
            return number
        }

        // Inlined: a word's terms replayed from the memo (most of the site's) call it in a loop.
        @inline(__always)
        private mutating func add(number: Int, _ field: Field, counts: Bool) {
            if number == states.count { states.append(TermState()) }
            let state = states.base + number
            if state.pointee.page != page {
                state.pointee.page = page
                state.pointee.local = Int32(pageTerms.count)
                pageTerms.append(Int32(number))
            }
            if state.pointee.body == 0 && state.pointee.code == 0 && state.pointee.flags == 0 { touched.append(Int32(number)) }
            switch field {
            case .title: state.pointee.flags |= 1
            case .heading: state.pointee.flags |= 2
            case .api: state.pointee.flags |= 4
            case .body: if state.pointee.body < .max { state.pointee.body += 1 }
            case .code: if state.pointee.code < .max { state.pointee.code += 1 }
            }
            if counts && field == .body { length += 1 }
        }

        /// True while a run met for the first time gives its terms.
        private var recording = false

        mutating func term(_ bytes: UnsafeBufferPointer<UInt8>, _ kind: SearchTokenizer.Token.Kind, _ run: Int) {
            let counts = kind != .part && kind != .cjk
            let number = add(SearchTerm(bytes), field, counts: counts)
            if recording { runItems.append(Int32(number) << 1 | (counts ? 1 : 0)) }
        }

        mutating func cjkRun(_ bytes: UnsafeBufferPointer<UInt8>, run: Int, _ analyzer: SearchAnalyzer) {
            if replay(UnsafeRawBufferPointer(bytes)) { return }
            recording = true
            SearchTokenizer.emitRun(bytes, run: run, analyzer, into: &self)
            recording = false
            keep(UnsafeRawBufferPointer(bytes))
        }

        mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, term: UnsafeMutablePointer<UInt8>, run: Int, _ analyzer: SearchAnalyzer) {
            if replay(UnsafeRawBufferPointer(bytes)) { return }
            recording = true
            SearchTokenizer.emitWord(bytes, term: term, run: run, analyzer, &self)
            recording = false
            keep(UnsafeRawBufferPointer(bytes))
        }

        /// Adds the terms of a word or CJK run met before, in the order it gave them, and
        /// returns true; false for one not met yet.
        private mutating func replay(_ text: UnsafeRawBufferPointer) -> Bool {
            guard let known = runKeys.number(ofBytes: text) else { return false }
            let start = Int(runStarts[known]), end = Int(runStarts[known + 1])
            // Most of a site's terms come back this way.
            for k in start..<end {
                let item = runItems.base[k]
                add(number: Int(item >> 1), field, counts: item & 1 != 0)
            }
            return true
        }

        /// Keeps the terms recorded since the last word or run as this one's.
        private mutating func keep(_ text: UnsafeRawBufferPointer) {
            if runKeys.count >= Self.runLimit {
                // Cleared rather than grown: a memo this full holds text that no longer repeats.
                let pending = Buffer<Int32>(capacity: 1024)
                for k in Int(runStarts[runKeys.count])..<runItems.count { pending.append(runItems.base[k]) }
                runKeys = SearchTermTable(capacity: 1024)
                runStarts = [0]
                runItems = pending
            }
            _ = runKeys.number(of: SearchTerm(text.assumingMemoryBound(to: UInt8.self)))
            runStarts.append(Int32(runItems.count))
        }

        mutating func end(isIntro: Bool) {
            let norm = SearchImpact.norm(length: length)
            // A section's terms share a few counts (most occur once, in the text alone): each
            // weight is computed once per section and kept by its counts, 0 for not yet.
            impacts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            for k in 0..<touched.count {
                let number = Int(touched.base[k])
                let state = states.base[number]
                let memo = state.body < 16 && state.code < 4 ? Int(state.body) << 5 | Int(state.code) << 3 | Int(state.flags & 7) : nil
                var impact = memo.map { Int(impacts[$0]) } ?? 0
                if impact == 0 {
                    impact = SearchImpact.of(body: Int(state.body), code: Int(state.code), title: state.flags & 1 != 0,
                                                 heading: state.flags & 2 != 0, api: state.flags & 4 != 0,
                                                 intro: isIntro, norm: norm)
                    if let memo { impacts[memo] = UInt8(impact) }
                }
                entries.append(UInt64(state.local) << 40 | UInt64(section) << 5 | UInt64(impact))
                states.base[number].body = 0
                states.base[number].code = 0
                states.base[number].flags = 0
            }
            touched.removeAll()
        }

        /// The weights computed in the section being ended, by `body << 5 | code << 3 | flags`.
        private var impacts = [UInt8](repeating: 0, count: 16 << 5)

        /// The current page's distinct terms, first seen first.
        func documentTerms() -> [SearchTerm] {
            table.terms.withUnsafeBufferPointer { terms in (0..<pageTerms.count).map { terms[Int(pageTerms.base[$0])] } }
        }

        /// The term states by number, and term numbers, in buffers of their own: `add` runs for
        /// every term of the site (a page's and a section's terms are appended once each, a
        /// memo's read back), and an array's uniqueness check, closure and out-of-line append
        /// cost more than the update. A class, so a copied collector would share it: a collector
        /// is moved between pages (`SearchAnalyzer.collector`), never copied.
        private final class Buffer<Element: BitwiseCopyable> {
            private(set) var base: UnsafeMutablePointer<Element>
            private(set) var count = 0
            private var capacity: Int

            init(capacity: Int) {
                self.capacity = capacity
                base = .allocate(capacity: capacity)
            }

            deinit { base.deallocate() }

            @inline(__always)
            func append(_ element: Element) {
                if count == capacity { grow() }
                (base + count).initialize(to: element)
                count += 1
            }

            private func grow() {
                let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
                grown.initialize(from: base, count: count)
                base.deallocate()
                base = grown
                capacity *= 2
            }

            func removeAll() { count = 0 }
        }

        /// What the current page and section hold of one term.
        private struct TermState {
            /// Occurrences in the section's text and in its code.
            var body: UInt16 = 0
            var code: UInt16 = 0
            /// In the title (1), a heading (2), an API name (4).
            var flags: UInt8 = 0
            /// The term's number in the page, when `page` is the current page's.
            var local: Int32 = 0
            var page: UInt32 = 0
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

    /// The length part of the weights of a section of `length` words, the same for all its terms.
    static func norm(length: Int) -> Double {
        1 - b + b * Double(length) / referenceLength
    }

    @inline(__always)
    static func of(body: Int, code: Int, title: Bool, heading: Bool, api: Bool, intro: Bool, norm: Double) -> Int {
        var weight = Double(body) + 0.5 * Double(code)
        if heading { weight += 4 }
        if api { weight += 2 }
        if title { weight += intro ? 4 : 1 }
        let saturated = weight * (k1 + 1) / (weight + k1 * norm)
        return max(1, min(31, Int((saturated / (k1 + 1) * 31).rounded())))
    }
}
