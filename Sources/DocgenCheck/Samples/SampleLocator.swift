import DocgenSupport
import DocgenSupport

/// Turns places in a block's code into places in the Markdown file.
///
/// A sample's locations count lines and UTF-8 columns from 1 within the block, the same units
/// as the file's, so the mapping is a shift: the block's first line becomes `firstLine`, and
/// the fence's indentation, which the Markdown parser removed from every line, is added back
/// to the column.
struct SampleLocator {
    let firstLine: Int
    let columnOffset: Int

    init(firstLine: Int, columnOffset: Int) {
        self.firstLine = firstLine
        self.columnOffset = max(0, columnOffset)
    }

    /// The .md location of a location in the block's code.
    func place(_ local: SourceLocation) -> SourceLocation {
        SourceLocation(line: firstLine + local.line - 1, column: local.column + columnOffset)
    }
}
