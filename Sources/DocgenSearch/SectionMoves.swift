/// How a rebuild renumbers a locale's sections: the changed pages' old sections are dropped,
/// and every section after a changed page moves by the change in section counts up to it.
struct SectionMoves {
    /// Per changed page in page order, its old sections and how far the sections after it move.
    let pages: [(old: Range<Int>, shift: Int)]
    /// Where each page's sections start in the new numbering, and the new total last.
    let newStarts: [Int]
    /// The first changed section, the end of the last changed page's, and how far every section
    /// after that moves.
    let low: Int, high: Int, shift: Int
    /// Whether every changed page kept its section count: then no section moves.
    let keepsSections: Bool

    init(counts: [Int], changed: [Int: SearchDocument]) {
        var pages: [(old: Range<Int>, shift: Int)] = []
        var newStarts = [0]
        var oldStart = 0, shift = 0
        for (page, count) in counts.enumerated() {
            let newCount = changed[page]?.sectionCount ?? count
            if changed[page] != nil {
                shift += newCount - count
                pages.append((oldStart..<(oldStart + count), shift))
            }
            oldStart += count
            newStarts.append(newStarts.last! + newCount)
        }
        self.pages = pages
        self.newStarts = newStarts
        low = pages.first?.old.lowerBound ?? Int.max
        high = pages.last?.old.upperBound ?? Int.max
        self.shift = shift
        keepsSections = pages.allSatisfy { $0.shift == 0 }
    }

    /// Where an old section goes; nil for a changed page's.
    func moved(_ section: Int) -> Int? {
        var result = section
        for page in pages {
            if section < page.old.lowerBound { break }
            if section < page.old.upperBound { return nil }
            result = section + page.shift
        }
        return result
    }
}
