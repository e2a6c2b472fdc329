import DocgenSupport
/// Where a declaration is: its file relative to the root read, line and column from 1
/// (columns in UTF-8 bytes, as swiftc counts them). For a named declaration it is the name's
/// position, for an initializer or subscript the keyword's, as swiftc records them.
package struct DeclarationLocation: Sendable, Hashable, Comparable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    package static func < (a: DeclarationLocation, b: DeclarationLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
