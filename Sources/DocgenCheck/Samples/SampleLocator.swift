import DocgenMarkdown
internal import SwiftSyntax

/// Turns positions in a block's code into places in the Markdown file.
///
/// SwiftSyntax counts lines and UTF-8 columns from 1 within the block, the same units as
/// `SourceLocation`, so the mapping is a shift: the block's first line becomes `firstLine`,
/// and the fence's indentation, which the Markdown parser removed from every line, is added
/// back to the column.
struct SampleLocator {
    private let converter: SourceLocationConverter
    private let firstLine: Int
    private let columnOffset: Int

    init(tree: SourceFileSyntax, firstLine: Int, columnOffset: Int) {
        self.converter = SourceLocationConverter(fileName: "", tree: tree)
        self.firstLine = firstLine
        self.columnOffset = max(0, columnOffset)
    }

    /// The .md location of a position in the block's code.
    func location(of position: AbsolutePosition) -> DocgenMarkdown.SourceLocation {
        let local = converter.location(for: position)
        return DocgenMarkdown.SourceLocation(line: firstLine + local.line - 1, column: local.column + columnOffset)
    }

    /// The .md location where `node`'s text starts (after its leading comments and spaces).
    func location(of node: some SyntaxProtocol) -> DocgenMarkdown.SourceLocation {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }
}
