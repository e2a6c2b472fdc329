/// A symbol of the surface: a type (`AdaptyUI.Action`), an outside type the SDK extends
/// (`View`, kind `extension`), or a top-level function or variable.
package struct APISurfaceSymbol: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case `struct`, `class`, `enum`, actor, `protocol`, `typealias`
        /// A type of another module (`SwiftUI.View`) the SDK adds members to.
        case `extension`
        case function, variable
    }

    /// As guides write it: `AdaptyPaywallControllerDelegate`, `AdaptyUI.Action`, `View`, or
    /// a function's selector (`makeUploader(config:)`).
    package var name: String
    package var kind: APISurfaceSymbol.Kind
    /// The module that declares it; for an `extension`, the extended type's module.
    package var module: String
    /// The declaration as a guide would write it (no access, no `@MainActor`).
    package var signature: String?
    /// The global actor a type is isolated to (written or inferred): `MainActor`, or one the
    /// graphs declare (`AdaptyActor`).
    package var isolation: String?
    /// Attributes of a type other than isolation (`propertyWrapper`, `frozen`…), and its
    /// modifiers (`final`, `indirect`).
    package var attributes: [String]?
    /// Protocols it conforms to (declared, implied, inherited; conditional ones with their
    /// `where` clause), sorted; marker protocols (`Copyable`, `Escapable`,
    /// `SendableMetatype`, `BitwiseCopyable`) left out. Nil when none.
    package var conformances: [String]?
    package var superclass: String?
    /// For a top-level function: its parameters, result and effects.
    package var parameters: [APISurfaceParameter]?
    package var returnType: String?
    /// `throws`, `rethrows` or `throws(E)`; for a top-level variable, its getter's.
    package var `throws`: String?
    package var async: Bool?
    /// For a typealias: what it stands for; for a variable: its type.
    package var type: String?
    package var availability: [APISurfaceAvailability]?
    package var location: APISurfaceLocation?
    package var members: [APISurfaceMember]

    package init(name: String, kind: APISurfaceSymbol.Kind, module: String, signature: String? = nil, isolation: String? = nil,
                 attributes: [String]? = nil, conformances: [String]? = nil, superclass: String? = nil,
                 parameters: [APISurfaceParameter]? = nil, returnType: String? = nil, throws: String? = nil, async: Bool? = nil,
                 type: String? = nil, availability: [APISurfaceAvailability]? = nil, location: APISurfaceLocation? = nil,
                 members: [APISurfaceMember] = []) {
        self.name = name
        self.kind = kind
        self.module = module
        self.signature = signature
        self.isolation = isolation
        self.attributes = attributes
        self.conformances = conformances
        self.superclass = superclass
        self.parameters = parameters
        self.returnType = returnType
        self.throws = `throws`
        self.async = async
        self.type = type
        self.availability = availability
        self.location = location
        self.members = members.sorted(by: APISurfaceMember.order)
    }

    /// Members whose name is `name`, or whose base name is (`makePurchase` finds
    /// `makePurchase(product:)` and its overloads).
    package func members(named name: String) -> [APISurfaceMember] {
        let exact = members.filter { $0.name == name }
        return exact.isEmpty ? members.filter { $0.baseName == name } : exact
    }

    /// The distinct base names of members of `kind` (`static method`…).
    package func baseNames(of kind: APISurfaceMember.Kind) -> [String] {
        Array(Set(members.filter { $0.kind == kind }.map(\.baseName))).sorted()
    }

    static func order(_ a: APISurfaceSymbol, _ b: APISurfaceSymbol) -> Bool {
        let rank: (APISurfaceSymbol) -> Int = { $0.kind == .extension ? 1 : 0 }
        return (a.name, rank(a), a.module, a.signature ?? "") < (b.name, rank(b), b.module, b.signature ?? "")
    }
}
