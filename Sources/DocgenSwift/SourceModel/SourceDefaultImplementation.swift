/// A default implementation of a protocol requirement: a public member of an extension of the
/// protocol (in any selected module) with the requirement's kind, base name, argument labels
/// and parameter and result types (parameter names ignored, `any P` the same as `P`,
/// module-qualified the same as unqualified, typealiases resolved, `Self.` ignored).
package struct SourceDefaultImplementation: Sendable, Hashable {
    package var module: String
    package var location: DeclarationLocation
    /// The extension's constraints (`Self: UIViewController`): a default only for conforming
    /// types that meet them; `Self: Child` when it is declared on an inheriting protocol.
    package var constraints: [SourceRequirement]
    /// The identity of the implementing declaration (its `SourceDeclaration.id`).
    package var declarationID: String

    package init(module: String, location: DeclarationLocation, constraints: [SourceRequirement], declarationID: String) {
        self.module = module
        self.location = location
        self.constraints = constraints
        self.declarationID = declarationID
    }

    package var isConstrained: Bool { !constraints.isEmpty }
}
