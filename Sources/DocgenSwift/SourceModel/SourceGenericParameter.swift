/// A generic parameter (`T`, `each T`); its constraints are `SourceRequirement`s.
package struct SourceGenericParameter: Sendable, Hashable {
    package var name: String
    /// `each T`: a parameter pack.
    package var isPack: Bool
    /// How many generic contexts enclose the declaration (0 for its own parameters when no
    /// enclosing type is generic), as symbol graphs number them.
    package var depth: Int
    package var index: Int

    package init(name: String, isPack: Bool = false, depth: Int = 0, index: Int) {
        self.name = name
        self.isPack = isPack
        self.depth = depth
        self.index = index
    }
}
