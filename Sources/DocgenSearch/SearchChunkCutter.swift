/// Cuts a locale's dictionary into chunks, term by term in UTF-16 order: the one rule for an
/// index made from every page (`LocaleIndex.chunks`) and one patched after an edit
/// (`WrittenDictionary`), so both write the same bytes. Where chunks end is
/// `LocaleIndex.boundaryEvery` and the sizes beside it.
struct SearchChunkCutter {
    private let sectionTotal: Int
    private var chunks: [LocaleIndex.Chunk] = []
    private var names = Set<String>()
    private var current: [UInt8] = []
    private var first: [UInt8] = []
    private var previousOwn = false
    private var ownSections: Int?
    private var ownAll: [UInt8]?
    private var commonLine: [UInt8] = []

    /// - Parameter sectionTotal: the sections of the locale, which decide what is a common term.
    init(sectionTotal: Int) {
        self.sectionTotal = sectionTotal
    }

    /// Adds the next term with its whole line (`term SP postings NL`). For a term whose line
    /// passes `ownChunkBytes` (a chunk of its own), `sections` counts its entries, and for a
    /// common one `common` appends what its chunk holds after the term (its heaviest sections,
    /// `~` and the bitmap); neither is called for any other term.
    mutating func add(term: UnsafeBufferPointer<UInt8>, line: UnsafeBufferPointer<UInt8>,
                      sections: () -> Int, common: (inout [UInt8]) -> Void) {
        let own = line.count > LocaleIndex.ownChunkBytes
        let hash = SearchTerm.fastHash(of: UnsafeRawBufferPointer(term))
        if own || previousOwn || current.count + line.count > LocaleIndex.maximumBytes
            || (hash % LocaleIndex.boundaryEvery == 0 && current.count >= LocaleIndex.minimumBytes) {
            close()
        }
        if current.isEmpty { first = Array(term) }
        let count = own ? sections() : 0
        if own && count * LocaleIndex.commonShare > sectionTotal && count > LocaleIndex.commonTop {
            ownAll = Array(line)
            commonLine.removeAll(keepingCapacity: true)
            commonLine.append(contentsOf: term)
            commonLine.append(UInt8(ascii: " "))
            common(&commonLine)
            commonLine.append(0x0A)
            current.append(contentsOf: commonLine)
        } else {
            current.append(contentsOf: line)
        }
        if own { ownSections = count }
        previousOwn = own
    }

    /// The chunks, once every term was added.
    mutating func finish() -> [LocaleIndex.Chunk] {
        close()
        return chunks
    }

    private mutating func close() {
        guard !current.isEmpty else { return }
        var name = LocaleIndex.name(first)
        var n = 2
        while names.contains(name) {
            name = LocaleIndex.name(first) + "-\(n)"
            n += 1
        }
        names.insert(name)
        chunks.append(LocaleIndex.Chunk(first: first, name: name, bytes: current, sections: ownSections, all: ownAll))
        current = []
        ownSections = nil
        ownAll = nil
    }
}
