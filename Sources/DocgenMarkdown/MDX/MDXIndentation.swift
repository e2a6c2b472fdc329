/// Drops indentation that cmark would read as indented code, which MDX does not have
/// (micromark-extension-mdx-md turns it off): content indented under `<TabItem>` is Markdown,
/// and a fence indented there is a fence. Indentation that means something is kept: a line's
/// indentation relative to the list item it belongs to, up to three columns. The list items
/// open at each line are followed from their markers, in the page's columns.
struct MDXIndentation {
    private struct Item {
        /// The column (0-based) where the item's content starts in the page.
        var contentColumn: Int
        /// The columns dropped from the item's marker line: its content lines drop as many.
        var shift: Int
    }

    private var items: [Item] = []

    /// The columns to drop from a line indented `indent` columns: as for a line of the
    /// innermost open list item whose content it reaches.
    func shift(indent: Int) -> Int {
        Self.shift(indent: indent, under: items.last(where: { $0.contentColumn <= indent }))
    }

    /// Takes a line that starts a block: the list items whose content it does not reach end,
    /// and those its markers open (content columns `openedContentColumns`, page columns from
    /// 0) begin. A lazy line, which continues a paragraph of an item it does not reach, is not
    /// passed here: for cmark the item goes on.
    mutating func enter(indent: Int, opening openedContentColumns: [Int]) {
        while let last = items.last, last.contentColumn > indent { items.removeLast() }
        let shift = Self.shift(indent: indent, under: items.last)
        for column in openedContentColumns { items.append(Item(contentColumn: column, shift: shift)) }
    }

    /// Ends the innermost list item: an empty one (`-` alone) that a blank line follows, as a
    /// list item can begin with at most one blank line.
    mutating func endInnermost() {
        if !items.isEmpty { items.removeLast() }
    }

    /// The content column of the innermost list item open after the last `enter` (0 for none):
    /// a fence opened there ends at a line indented less.
    var innermostContentColumn: Int { items.last?.contentColumn ?? 0 }

    /// The same column once the item's line dropped its shift: where cmark sees it.
    var innermostConvertedColumn: Int { items.last.map { $0.contentColumn - $0.shift } ?? 0 }

    private static func shift(indent: Int, under item: Item?) -> Int {
        let base = item?.contentColumn ?? 0
        let baseShift = item?.shift ?? 0
        // Four or more columns past the item's content would be indented code: drop to it.
        return indent - base >= 4 ? baseShift + indent - base : baseShift
    }
}
