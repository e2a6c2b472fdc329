internal import SwiftParser
internal import SwiftSyntax

/// The code of one ```swift block and its syntax tree, parsed once.
///
/// The checker and the page's highlighter both need the tree; parsing a block twice would
/// double the cost of the largest step of a check, so the caller makes one of these, checks
/// it with `SwiftSampleChecker`, and reuses `tree` for highlighting.
struct ParsedSwiftSample {
    /// The block's code as it appears between the fences, indentation removed.
    let code: String
    /// The parser's tree, including any recovered syntax errors.
    let tree: SourceFileSyntax

    /// Parses `code` with the toolchain's Swift parser.
    init(code: String) {
        self.code = code
        self.tree = Parser.parse(source: code)
    }
}
