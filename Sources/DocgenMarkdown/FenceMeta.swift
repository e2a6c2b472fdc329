/// What Docusaurus and Starlight (expressive-code) write after a fence's language:
/// ```` ```swift title="AppDelegate.swift" showLineNumbers {1,3-5} ````,
/// ```` ```js {1, 3-5} ins={7} del={2} startLineNumber=10 ````. Only data: rendering line
/// numbers and marked lines is the renderer's business.
public struct FenceMeta: Sendable, Equatable {
    /// `title="…"` (or `title='…'`).
    public var title: String?
    /// `showLineNumbers`, `showLineNumbers=5` (Docusaurus) or `showLineNumbers` with
    /// `startLineNumber=5` (Starlight); `showLineNumbers=false` turns it off.
    public var showLineNumbers: Bool
    /// The number of the first line when given (`showLineNumbers=5`, `startLineNumber=5`).
    public var lineNumbersStart: Int?
    /// Lines to highlight, 1-based: `{1,3-5}` or Starlight's `{1, 3-5}` and `mark={…}`.
    public var highlightedLines: [ClosedRange<Int>]
    /// Starlight's `ins={…}`: lines shown as inserted.
    public var insertedLines: [ClosedRange<Int>]
    /// Starlight's `del={…}`: lines shown as deleted.
    public var deletedLines: [ClosedRange<Int>]

    /// Reads the info string of a fence (the whole text after the backticks). Anything it does
    /// not know (text markers such as `ins="foo"` or `/regex/`, other keys) is ignored.
    public init(info: String) {
        title = nil
        showLineNumbers = false
        lineNumbersStart = nil
        highlightedLines = []
        insertedLines = []
        deletedLines = []
        var rest = Substring(info)
        // The language word ends at a space or at a `{` written against it (```` ```js{1} ````).
        rest = rest.drop(while: { $0 != " " && $0 != "\t" && $0 != "{" })
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard let first = rest.first else { break }
            if first == "{" {
                highlightedLines += Self.lineRanges(Self.braced(&rest))
                continue
            }
            let key = rest.prefix(while: { $0 != "=" && $0 != " " && $0 != "\t" && $0 != "{" })
            rest = rest.dropFirst(key.count)
            var value: Substring?
            if rest.first == "=" {
                rest = rest.dropFirst()
                switch rest.first {
                case "\"", "'":
                    let quote = rest.first!
                    rest = rest.dropFirst()
                    value = rest.prefix(while: { $0 != quote })
                    rest = rest.dropFirst(value!.count).dropFirst()
                case "{":
                    value = Self.braced(&rest)
                default:
                    value = rest.prefix(while: { $0 != " " && $0 != "\t" })
                    rest = rest.dropFirst(value!.count)
                }
            }
            switch key {
            case "title": title = value.map(String.init)
            case "showLineNumbers":
                if let value, let start = Int(value) {
                    showLineNumbers = true
                    lineNumbersStart = start
                } else {
                    showLineNumbers = value != "false"
                }
            case "startLineNumber": lineNumbersStart = value.flatMap { Int($0) }
            case "mark": highlightedLines += Self.lineRanges(value)
            case "ins": insertedLines += Self.lineRanges(value)
            case "del": deletedLines += Self.lineRanges(value)
            default: break
            }
        }
    }

    /// Whether line `number` (1-based) is highlighted.
    public func isHighlighted(_ number: Int) -> Bool {
        highlightedLines.contains { $0.contains(number) }
    }

    /// Takes `{…}` off the front of `rest` and returns what is inside (to the end when unclosed).
    private static func braced(_ rest: inout Substring) -> Substring {
        let inner = rest.dropFirst().prefix(while: { $0 != "}" })
        rest = rest.dropFirst(inner.count + 1).dropFirst()  // `{`, the inside, `}`
        return inner
    }

    /// `1,3-5` or `1, 3-5` as ranges; nil, or anything that is not line numbers (Starlight's
    /// `"text"` markers), gives none.
    private static func lineRanges(_ text: Substring?) -> [ClosedRange<Int>] {
        guard let text else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",") {
            let bounds = part.split(separator: "-", maxSplits: 1).map { $0.trimmingSpacesAndTabs }
            guard let low = bounds.first.flatMap({ Int($0) }), low >= 1 else { continue }
            let high = bounds.count == 2 ? Int(bounds[1]) : low
            guard let high, high >= low else { continue }
            ranges.append(low...high)
        }
        return ranges
    }
}

extension Substring {
    fileprivate var trimmingSpacesAndTabs: Substring {
        var s = self
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return s
    }
}
