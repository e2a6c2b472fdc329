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

    /// The clause of `sentence` that holds `range`: cut at `,` `;` `。` `，` `；` `、` `：`, never inside code.
    static func clause(around range: Range<String.Index>, in sentence: Substring) -> Substring {
        let cuts: Set<Character> = [",", ";", "。", "，", "；", "、", "："]
        var start = sentence.startIndex, end = sentence.endIndex
        var inCode = false
        var i = sentence.startIndex
        while i < sentence.endIndex {
            let c = sentence[i]
            if c == "`" { inCode.toggle() }
            if !inCode, cuts.contains(c) {
                if i < range.lowerBound { start = sentence.index(after: i) } else if i >= range.upperBound { end = i; break }
            }
            i = sentence.index(after: i)
        }
        return sentence[start..<end]
    }
}
