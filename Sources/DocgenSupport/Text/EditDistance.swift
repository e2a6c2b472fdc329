/// Levenshtein distance over Unicode scalars, for "did you mean" suggestions.
///
/// Scalars, not Characters: the texts compared are identifiers, paths and anchors, where a
/// grapheme cluster of several scalars is rare and comparing Characters costs a String
/// comparison per cell.
public enum EditDistance {
    /// True when `a` is `b` with two neighbouring characters swapped (`Reciept`, `Receipt`):
    /// a slip Levenshtein counts as two edits.
    public static func swapsNeighbours(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard x.count == y.count else { return false }
        let differing = x.indices.filter { x[$0] != y[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && x[differing[0]] == y[differing[1]] && x[differing[1]] == y[differing[0]]
    }

    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        var cells = 0
        return between(a, b, within: max(a.count, b.count), cells: &cells)!
    }

    /// The distance between `a` and `b` when it is at most `limit`, else nil. Only the cells
    /// within `limit` of the diagonal are computed (Ukkonen's band), and a pair whose lengths
    /// alone differ by more is not measured, so a near candidate costs about `limit` × length
    /// and a far one little.
    public static func between(_ a: String, _ b: String, within limit: Int) -> Int? {
        var cells = 0
        return between(Array(a.unicodeScalars), Array(b.unicodeScalars), within: limit, cells: &cells)
    }

    /// `between(_:_:within:)` on scalar arrays, adding the cells it computed to `cells`.
    static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within limit: Int, cells: inout Int) -> Int? {
        guard limit >= 0 else { return nil }
        // Rows walk the longer text, columns the shorter.
        let (rows, columns) = a.count >= b.count ? (a, b) : (b, a)
        let m = rows.count, n = columns.count
        guard m - n <= limit else { return nil }
        guard n > 0 else { return m }
        let far = limit + 1
        var previous = [Int](repeating: far, count: n + 1)
        var current = previous
        for j in 0...min(n, limit) { previous[j] = j }
        for i in 1...m {
            let low = max(1, i - limit), high = min(n, i + limit)
            current[low - 1] = i <= limit && low == 1 ? i : far
            var rowBest = current[low - 1]
            let row = rows[i - 1]
            for j in low...high {
                let substitute = previous[j - 1] + (row == columns[j - 1] ? 0 : 1)
                let value = min(substitute, previous[j] + 1, current[j - 1] + 1, far)
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if high < n { current[high + 1] = far }
            cells += high - low + 1
            // Every later row's cells are at least this row's least value.
            if rowBest > limit { return nil }
            swap(&previous, &current)
        }
        return previous[n] <= limit ? previous[n] : nil
    }

    /// The candidate nearest to `text` (first on a tie), within a budget of `budget` computed
    /// cells: a page with thousands of headings and thousands of broken anchors would
    /// otherwise take time quadratic in both.
    public static func nearest(to text: String, among candidates: [String], budget: Int = 200_000) -> String? {
        var search = NearestSearch<String>(to: text, budget: budget)
        for candidate in candidates where !search.isSpent { search.consider(candidate, by: candidate) }
        return search.best?.candidate
    }
}

/// A search for the candidate nearest to one text, fed a candidate at a time. Each candidate
/// is measured only within the best distance found so far (one less: the first of equals
/// wins), so after a near one the rest cost little; `isSpent` tells the caller to stop once
/// `budget` cells were computed and some candidate was found. That bounds the cost of a name
/// thousands of characters long, whose distance to everything is large.
public struct NearestSearch<Candidate> {
    public private(set) var best: (candidate: Candidate, distance: Int)?
    private let target: [Unicode.Scalar]
    private let histogram: [Int32]
    private let budget: Int
    private var cells = 0

    public init(to text: String, budget: Int = 4_000_000) {
        target = Array(text.unicodeScalars)
        var histogram = [Int32](repeating: 0, count: Self.buckets)
        for scalar in target { histogram[Self.bucket(scalar)] += 1 }
        self.histogram = histogram
        self.budget = budget
    }

    /// True once the budget is spent and a candidate was found.
    public var isSpent: Bool { best != nil && cells > budget }

    /// Measures `candidate` by the nearest of `texts` (a member by its full and its short name).
    public mutating func consider(_ candidate: Candidate, by texts: String...) {
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            let limit = min((best?.distance ?? Int.max) - 1, max(scalars.count, target.count))
            cells += 1
            let band = min(scalars.count, target.count) * min(2 * limit + 1, max(scalars.count, target.count))
            // Where the band is wide, a count of the scalars one text has and the other lacks
            // (a lower bound of the distance) rules most candidates out in one pass.
            if band > 2 * Self.buckets {
                cells += Self.buckets / 4 + scalars.count / 4
                if bagDistance(scalars) > limit { continue }
            }
            guard let distance = EditDistance.between(scalars, target, within: limit, cells: &cells) else { continue }
            best = (candidate, distance)
        }
    }

    /// Scalars are counted in buckets; two scalars sharing one only make the bound weaker.
    private static var buckets: Int { 256 }
    private static func bucket(_ scalar: Unicode.Scalar) -> Int {
        scalar.value < 192 ? Int(scalar.value) : 192 + Int(scalar.value % 64)
    }

    /// The larger of how many scalars `text` has that the target lacks and the reverse, counted
    /// with multiplicity: no sequence of fewer edits turns one into the other.
    private func bagDistance(_ text: [Unicode.Scalar]) -> Int {
        var counts = histogram
        for scalar in text { counts[Self.bucket(scalar)] -= 1 }
        var targetOnly = 0, textOnly = 0
        for count in counts {
            if count > 0 { targetOnly += Int(count) } else { textOnly -= Int(count) }
        }
        return max(targetOnly, textOnly)
    }
}
