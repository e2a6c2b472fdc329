/// A public declaration only another build of the module has: it sits in an `#if` branch that
/// a custom condition no setting of the package defines would turn on (`#if SQLITE_HAS_CODEC`,
/// the SQLCipher build a CocoaPods subspec makes; `#if DEBUG`). Guides document such builds,
/// so its name is known; nothing is judged against it. The declaration is as its file states
/// it, not resolved with the module (extensions, isolation, conformances).
package struct SourceConditionalDeclaration: Sendable, Hashable {
    package var declaration: SourceDeclaration
    /// The unset conditions that decide the branch, sorted: `["SQLITE_HAS_CODEC"]`.
    package var conditions: [String]

    package init(declaration: SourceDeclaration, conditions: [String]) {
        self.declaration = declaration
        self.conditions = conditions
    }
}
