/// A code span of a sentence: its text, and where it starts and ends (the backticks included).
struct CodeSpan {
    let code: String
    let range: Range<String.Index>

    /// The code spans of a sentence as CommonMark reads them: a run of backticks opens one
    /// that the next run of as many closes (``` ``Uploader`` ```, a DocC link, is one).
    static func spans(in sentence: Substring) -> [CodeSpan] {
        var spans: [CodeSpan] = []
        var i = sentence.startIndex
        func run(at index: String.Index) -> (length: Int, end: String.Index) {
            var end = index, length = 0
            while end < sentence.endIndex, sentence[end] == "`" { end = sentence.index(after: end); length += 1 }
            return (length, end)
        }
        while i < sentence.endIndex {
            guard sentence[i] == "`" else { i = sentence.index(after: i); continue }
            let opening = run(at: i)
            var j = opening.end
            var closed = false
            while j < sentence.endIndex {
                guard sentence[j] == "`" else { j = sentence.index(after: j); continue }
                let closing = run(at: j)
                if closing.length == opening.length {
                    spans.append(CodeSpan(code: String(sentence[opening.end..<j]), range: i..<closing.end))
                    i = closing.end
                    closed = true
                    break
                }
                j = closing.end
            }
            if !closed { i = opening.end }
        }
        return spans
    }
}
