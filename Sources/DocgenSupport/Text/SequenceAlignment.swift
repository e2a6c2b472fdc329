/// Lines up two sequences (the English page's code blocks or tables and a translation's, a
/// page's section ids then and now) so that one element missing or added is reported once,
/// not as a difference in every element after it. Equal elements are matched by their longest common subsequence; between two matches,
/// the unmatched elements of both sides are paired in order (the same block, changed), and
/// what is left over is missing from one side.
public enum SequenceAlignment {
    public enum Step: Equatable, Sendable {
        /// The same element on both sides.
        case same(Int, Int)
        /// Elements at the same place that differ.
        case changed(Int, Int)
        /// An element of the first sequence that the second lacks.
        case missing(Int)
        /// An element of the second sequence that the first lacks.
        case extra(Int)
    }

    public static func align<T>(_ a: [T], _ b: [T], equal: (T, T) -> Bool) -> [Step] {
        let n = a.count, m = b.count
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] = equal(a[i], b[j]) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
        }
        var steps: [Step] = []
        var missing: [Int] = [], extra: [Int] = []
        func flush() {
            let paired = min(missing.count, extra.count)
            for k in 0..<paired { steps.append(.changed(missing[k], extra[k])) }
            steps += missing.dropFirst(paired).map(Step.missing)
            steps += extra.dropFirst(paired).map(Step.extra)
            missing.removeAll()
            extra.removeAll()
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, equal(a[i], b[j]) {
                flush()
                steps.append(.same(i, j))
                i += 1
                j += 1
            } else if j >= m || (i < n && lengths[i + 1][j] >= lengths[i][j + 1]) {
                missing.append(i)
                i += 1
            } else {
                extra.append(j)
                j += 1
            }
        }
        flush()
        return steps
    }
}
