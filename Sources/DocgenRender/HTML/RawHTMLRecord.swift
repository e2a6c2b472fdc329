import DocgenSupport
import DocgenMarkdown

/// What `HTMLRenderer` notes about a page's raw HTML while it renders the body, for
/// `BodySanitizer`: where in the body each raw HTML node went and where it is in the page, and
/// which rendered blocks hold none (complete elements of docgen's own markup, which the
/// sanitizer need not parse).
struct RawHTMLRecord {
    /// One raw HTML node (an HTML block or inline HTML) as it went into the body.
    struct Node {
        /// Its bytes in the body (its links rewritten, see `RawHTMLLinks`).
        var output: Range<Int>
        /// As written in the page.
        var literal: String
        /// Where it starts in the page.
        var location: SourceLocation
        /// True for an HTML block, false for inline HTML.
        var isBlock: Bool
        /// The column of the block it is in, where inline HTML's later lines are counted from.
        var blockColumn: Int
    }

    var nodes: [Node] = []
    /// Rendered blocks holding no raw HTML, each one element (and its line feed): the
    /// outermost only, in order.
    private(set) var plainBlocks: [Range<Int>] = []

    /// Notes that a block rendered into `range`, during which `nodes` grew from `nodesBefore`.
    mutating func endBlock(_ range: Range<Int>, nodesBefore: Int) {
        guard nodes.count == nodesBefore, !range.isEmpty else { return }
        // The blocks inside it were noted before it: it replaces them.
        while let last = plainBlocks.last, last.lowerBound >= range.lowerBound { plainBlocks.removeLast() }
        plainBlocks.append(range)
    }
}
