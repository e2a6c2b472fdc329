/// One public declaration of a module, as its source declares it: no body, no comment, only
/// what the declaration says (and what the compiler would infer from it for a symbol graph:
/// availability merged from enclosing declarations, conformances, global-actor isolation).
package struct SourceDeclaration: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case `struct`, `class`, `enum`, actor, `protocol`, `typealias`, associatedType
        case initializer, function, variable, `subscript`, enumCase

        /// Kinds that declare a type (and can hold members).
        package var isType: Bool { [.struct, .class, .enum, .actor, .protocol].contains(self) }
    }

    /// Whether a property can be set, as symbol graphs print it.
    package enum Accessors: String, Sendable, Hashable {
        /// A stored `var` (printed without accessors).
        case stored
        /// `let`.
        case constant
        /// `{ get }`: computed without a setter, or with a setter less visible than the property.
        /// A getter's effects (`{ get async throws }`) are the declaration's `isAsync` and
        /// `throwing`.
        case get
        /// `{ get set }`.
        case getSet
    }

    package enum Throwing: Sendable, Hashable {
        case none
        case `throws`
        case `rethrows`
        /// `throws(E)`.
        case typed(String)
    }

    package var kind: Kind
    /// The module that declares it (whose symbol graph holds it).
    package var module: String
    /// The module of the type it belongs to: its own, or the extended type's for a member of
    /// an extension of another module's type. Equal to `module` at top level.
    package var parentModule: String
    /// The enclosing types, outermost first: `["AdaptyUI"]` for `AdaptyUI.Action`, `["View"]`
    /// for a member of `extension View`; empty at top level.
    package var parentPath: [String]
    /// The base name: `Action`, `makePurchase`, `init`, `subscript`, `openURL`.
    package var name: String
    /// Argument labels of a function, initializer, subscript or enum case with associated
    /// values (`nil` entries for `_`); nil for declarations that take none.
    package var labels: [String?]?
    package var access: String
    /// Modifiers other than access: `static`, `class`, `final`, `mutating`, `override`,
    /// `required`, `convenience`, `lazy`, `weak`, `indirect`, `optional`, `nonisolated`…
    package var modifiers: [String]
    /// Attributes as written, without `@`, `@available`, `@_spi` and the isolation
    /// (`discardableResult`, `objc`, `propertyWrapper`, `preconcurrency`…).
    package var attributes: [String]
    /// The global actor the declaration is isolated to, written or inherited from its type,
    /// extension or superclass (`MainActor`, or a `@globalActor` type of the modules read,
    /// `AdaptyActor`), as swiftc prints it; nil when nonisolated. It is not in `attributes`.
    package var isolation: String?
    package var genericParameters: [SourceGenericParameter]
    /// Inline constraints and the `where` clause, canonically ordered.
    package var requirements: [SourceRequirement]
    package var parameters: [SourceParameter]
    /// A function's or initializer's effects; for a property or subscript, its getter's
    /// (`var current: Storefront? { get async }`, `{ get throws }`).
    package var isAsync: Bool
    package var throwing: Throwing
    /// A function's or subscript's result type as written (nil for `Void` left out).
    package var returnType: String?
    /// `?` or `!` for a failable initializer.
    package var failability: String?
    /// A property's type (written, or inferred from a literal or a constructor call; nil
    /// when neither), a typealias's target, an associated type's default.
    package var type: String?
    /// A stored `var`'s initial value when it is a literal or a case (`4`, `-1.5`, `true`,
    /// `"en"`, `.standard`, `Region.eu`): what an instance starts with unless told otherwise.
    /// Any other expression is code, which the model does not keep.
    package var initialValue: String?
    package var accessors: Accessors?
    /// A type's inheritance clause as written (superclass, protocols); a protocol's parent
    /// protocols; an associated type's constraints.
    package var inheritedTypes: [String]
    /// Protocols it conforms to: written, from extensions, inherited and implied (`Hashable`
    /// brings `Equatable`, a simple enum is `Equatable` and `Hashable`), each with the
    /// conditional constraints of the extension that declares it.
    package var conformances: [SourceConformance]
    /// A class's superclass, when its first inherited type is a class.
    package var superclass: String?
    /// Set when it is declared in an extension.
    package var extensionContext: SourceExtensionContext?
    /// Merged with the enclosing declarations', one entry per domain, sorted.
    package var availability: [SourceAvailability]
    package var location: DeclarationLocation
    /// A protocol's requirement (a member of the protocol's own body).
    package var isRequirement: Bool
    /// For a requirement: the default implementations found, unconstrained ones first.
    package var defaultImplementations: [SourceDefaultImplementation]
    /// An implicit declaration the compiler adds (`init?(rawValue:)` of a raw-value enum).
    package var isImplicit: Bool

    package init(kind: Kind, module: String, parentModule: String? = nil, parentPath: [String], name: String, labels: [String?]? = nil,
                 access: String = "public", modifiers: [String] = [], attributes: [String] = [], isolation: String? = nil,
                 genericParameters: [SourceGenericParameter] = [], requirements: [SourceRequirement] = [],
                 parameters: [SourceParameter] = [], isAsync: Bool = false, throwing: Throwing = .none, returnType: String? = nil,
                 failability: String? = nil, type: String? = nil, initialValue: String? = nil, accessors: Accessors? = nil, inheritedTypes: [String] = [],
                 conformances: [SourceConformance] = [], superclass: String? = nil, extensionContext: SourceExtensionContext? = nil,
                 availability: [SourceAvailability] = [], location: DeclarationLocation, isRequirement: Bool = false,
                 defaultImplementations: [SourceDefaultImplementation] = [], isImplicit: Bool = false) {
        self.kind = kind
        self.module = module
        self.parentModule = parentModule ?? module
        self.parentPath = parentPath
        self.name = name
        self.labels = labels
        self.access = access
        self.modifiers = modifiers
        self.attributes = attributes
        self.isolation = isolation
        self.genericParameters = genericParameters
        self.requirements = requirements
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.returnType = returnType
        self.failability = failability
        self.type = type
        self.initialValue = initialValue
        self.accessors = accessors
        self.inheritedTypes = inheritedTypes
        self.conformances = conformances
        self.superclass = superclass
        self.extensionContext = extensionContext
        self.availability = availability
        self.location = location
        self.isRequirement = isRequirement
        self.defaultImplementations = defaultImplementations
        self.isImplicit = isImplicit
    }

    /// The name symbol graphs give it: `makePurchase(product:)`, `init(url:autoplay:)`,
    /// `subscript(_:)`, `buffering(progress:_:)`, `volume`, `Action`.
    /// Names in it are bare, as swiftc's titles are: `` `default` `` is `default` (the
    /// declaration's text keeps the backticks a keyword needs to be a name).
    package var selector: String {
        let name = Self.bare(name)
        guard let labels else { return name }
        return "\(name)(\(labels.map { "\($0.map(Self.bare) ?? "_"):" }.joined()))"
    }

    /// Path components as in a symbol graph: the enclosing types, then the selector.
    package var pathComponents: [String] { parentPath.map(Self.bare) + [selector] }

    /// `name` without the backticks that let a keyword be one.
    static func bare(_ name: String) -> String {
        guard name.count > 2, name.hasPrefix("`"), name.hasSuffix("`") else { return name }
        return String(name.dropFirst().dropLast())
    }

    /// `static` or `class`: a type member.
    package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// The keyword that declares it, as a signature starts: `struct`, `init`, `let`, `case`.
    package var keyword: String {
        switch kind {
        case .struct: "struct"
        case .class: "class"
        case .enum: "enum"
        case .actor: "actor"
        case .protocol: "protocol"
        case .typealias: "typealias"
        case .associatedType: "associatedtype"
        case .initializer: "init"
        case .function: "func"
        case .variable: accessors == .constant ? "let" : "var"
        case .subscript: "subscript"
        case .enumCase: "case"
        }
    }

    /// A stable identity within one extraction: module, path, and what tells overloads apart.
    package var id: String {
        var text = "\(module):\(parentModule).\(pathComponents.joined(separator: "."))"
        if isStatic { text += "#static" }
        if kind == .function || kind == .initializer || kind == .subscript || kind == .enumCase || kind == .variable {
            text += "(" + parameters.map(\.type).joined(separator: ",") + ")"
            if let returnType { text += "->" + returnType }
            if let type, kind == .variable { text += ":" + type }
        }
        if isRequirement { text += " requirement" }
        if let context = extensionContext {
            text += " in extension"
            if !context.constraints.isEmpty { text += " where " + context.constraints.map { $0.text(compilerStyle: false) }.joined(separator: ", ") }
        }
        return text
    }
}

/// A protocol a type conforms to, with the constraints of a conditional conformance.
package struct SourceConformance: Sendable, Hashable {
    /// The protocol's name, unqualified (`Equatable`, `AdaptyPaywallControllerDelegate`).
    package var name: String
    /// The module that declares the protocol, when known (`Swift` for the standard library's).
    package var module: String?
    /// `extension Box: Equatable where Value: Equatable`.
    package var constraints: [SourceRequirement]

    package init(name: String, module: String?, constraints: [SourceRequirement] = []) {
        self.name = name
        self.module = module
        self.constraints = constraints
    }
}
