/// A place in a source file. Lines count from 1; columns count UTF-8 bytes from 1, as cmark
/// reports them. `TextLines.characterColumn` turns a byte column into a character column.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
