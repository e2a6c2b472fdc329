/// Levenshtein distance over characters, for "did you mean" suggestions.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `text` (first on a tie), within a budget of `budget` character
    /// comparisons: a page with thousands of headings and thousands of broken anchors would
    /// otherwise take time quadratic in both. A candidate whose length alone puts it further
    /// than the best so far is not measured.
    public static func nearest(to text: String, among candidates: [String], budget: Int = 200_000) -> String? {
        let target = Array(text)
        var best: (candidate: String, distance: Int)?
        var spent = 0
        for candidate in candidates {
            let count = candidate.count
            if let best, abs(count - target.count) >= best.distance { continue }
            spent += max(1, count * max(1, target.count))
            if spent > budget, best != nil { break }
            let distance = between(candidate, text)
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
