/// The extension a declaration is declared in, with the extended type resolved.
package struct SourceExtensionContext: Sendable, Hashable {
    /// The module that declares the extended type: the declaration's own, another module of
    /// the package, or an outside one (`SwiftUI` for `extension View`, a guess from a table
    /// of well-known types and the file's imports when the type is not the package's).
    package var extendedModule: String
    /// The extended type's path (`["View"]`, `["AdaptyUI", "Action"]`), module name dropped.
    package var extendedPath: [String]
    /// The symbol-graph kind of the extended type when known (`swift.protocol`…).
    package var extendedKind: String?
    /// The extension's `where` clause, canonically ordered, requirements the extended
    /// protocol already implies (`Self: AnyObject` on a class protocol) left out.
    package var constraints: [SourceRequirement]
    /// True when no selected module declares the extended type.
    package var isExternal: Bool

    package init(extendedModule: String, extendedPath: [String], extendedKind: String?, constraints: [SourceRequirement], isExternal: Bool) {
        self.extendedModule = extendedModule
        self.extendedPath = extendedPath
        self.extendedKind = extendedKind
        self.constraints = constraints
        self.isExternal = isExternal
    }

    /// `Self: UIViewController, Element == Int` as a guide would write it.
    package var constraintText: String? {
        constraints.isEmpty ? nil : constraints.map { $0.text(compilerStyle: false) }.joined(separator: ", ")
    }
}
