import DocgenSupport

/// One ESM `export` statement of an MDX page (`export const toc = […];`), kept as source:
/// docgen runs no JavaScript, so an export is recorded, never evaluated or rendered.
public struct MDXExport: Sendable, Equatable {
    /// The statement as written, from `export` to its end.
    public var source: String
    /// The names it exports when they can be read without evaluating anything: `toc` for
    /// `export const toc = …`, `default`, the names of `export {a, b as c}` (`a`, `c`); empty
    /// for `export * from …` or a destructuring.
    public var names: [String]
    /// Where the `export` keyword is.
    public var location: SourceLocation

    public init(source: String, names: [String], location: SourceLocation) {
        self.source = source
        self.names = names
        self.location = location
    }
}
