import DocgenSupport
/// A member of a surface symbol: a protocol requirement, an initializer, a method, a
/// property, a subscript, an enum case, a nested type or typealias.
package struct APISurfaceMember: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case initializer, method
        case staticMethod = "static method"
        case property
        case staticProperty = "static property"
        case `subscript`
        case `case`
        /// A protocol requirement (see `requirementKind` for what it is).
        case requirement
        case `typealias`
        case nestedType = "nested type"
    }

    /// The full selector: `makePurchase(product:)`, `init(url:autoplay:)`, `subscript(_:)`,
    /// `openURL(url:in:)`, `volume`, `Action`.
    package var name: String
    package var kind: Kind
    /// For a requirement: `method`, `static method`, `property`, `initializer`, `subscript`,
    /// `associated type`…
    package var requirementKind: String?
    /// For a protocol requirement: true unless some extension of the protocol (in the graphs
    /// read) gives a default implementation with no constraint. A default that exists only
    /// in a constrained extension (`extension P where Self: UIViewController`, or one of an
    /// inheriting protocol, `Self: Child`) does not make it optional: a conforming type that
    /// does not meet the constraint must still implement it. Such defaults are listed in
    /// `defaults` with their constraint, for a rule to mention. An `@objc optional`
    /// requirement is not required; an associated type is required unless it has a default
    /// type. Nil for members that are not requirements.
    package var required: Bool?
    /// The declaration as a guide would write it: no access, no isolation, types as written.
    package var signature: String
    /// For an initializer, method or subscript.
    package var parameters: [APISurfaceParameter]?
    /// For an enum case with associated values.
    package var associatedValues: [APISurfaceAssociatedValue]?
    package var returnType: String?
    /// `throws`, `rethrows` or `throws(E)`; for a property or subscript, its getter's.
    package var `throws`: String?
    /// True for an `async` method or initializer, or a property or subscript whose getter is.
    package var async: Bool?
    /// A property's type, a typealias's target.
    package var type: String?
    /// A stored property's start value, when the declaration gives a literal or a case (`4`,
    /// `true`, `.standard`): its default, as a parameter's.
    package var initialValue: String?
    /// The extension's `where` clause when it is declared in a constrained extension.
    package var constraints: String?
    /// For a requirement: the default implementations, unconstrained ones first.
    package var defaults: [APISurfaceDefault]?
    package var availability: [APISurfaceAvailability]?
    package var location: APISurfaceLocation?
    /// The module that declares it (another module than the symbol's for an extension).
    package var module: String

    package init(name: String, kind: Kind, requirementKind: String? = nil, required: Bool? = nil, signature: String,
                 parameters: [APISurfaceParameter]? = nil, associatedValues: [APISurfaceAssociatedValue]? = nil,
                 returnType: String? = nil, throws: String? = nil, async: Bool? = nil, type: String? = nil, initialValue: String? = nil,
                 constraints: String? = nil,
                 defaults: [APISurfaceDefault]? = nil, availability: [APISurfaceAvailability]? = nil,
                 location: APISurfaceLocation? = nil, module: String) {
        self.name = name
        self.kind = kind
        self.requirementKind = requirementKind
        self.required = required
        self.signature = signature
        self.parameters = parameters
        self.associatedValues = associatedValues
        self.returnType = returnType
        self.throws = `throws`
        self.async = async
        self.type = type
        self.initialValue = initialValue
        self.constraints = constraints
        self.defaults = defaults
        self.availability = availability
        self.location = location
        self.module = module
    }

    /// `makePurchase` in `makePurchase(product:)`.
    package var baseName: String { String(name.beforeParameters) }

    static func order(_ a: APISurfaceMember, _ b: APISurfaceMember) -> Bool {
        (a.name, a.signature, a.module, a.constraints ?? "") < (b.name, b.signature, b.module, b.constraints ?? "")
    }
}

/// A parameter of a function, initializer or subscript.
package struct APISurfaceParameter: Sendable, Hashable, Codable {
    /// The argument label, `_` when there is none.
    package var label: String
    /// The name inside the body (the label when it has no other).
    package var name: String
    package var type: String
    /// The default value's source, absent when the argument must be passed.
    package var `default`: String?
    /// True when it has no default value.
    package var required: Bool

    package init(label: String, name: String, type: String, default: String?) {
        self.label = label
        self.name = name
        self.type = type
        self.default = `default`
        required = `default` == nil
    }
}

/// An associated value of an enum case: `url: URL`, or an unlabelled `MediaError`.
package struct APISurfaceAssociatedValue: Sendable, Hashable, Codable {
    package var label: String?
    package var type: String
    package var `default`: String?

    package init(label: String?, type: String, default: String? = nil) {
        self.label = label
        self.type = type
        self.default = `default`
    }
}

/// A default implementation of a requirement.
package struct APISurfaceDefault: Sendable, Hashable, Codable {
    package var module: String
    /// `Self: UIViewController` when it holds only for conforming types that meet it.
    package var constraints: String?
    package var location: APISurfaceLocation?

    package init(module: String, constraints: String?, location: APISurfaceLocation?) {
        self.module = module
        self.constraints = constraints
        self.location = location
    }
}

/// One domain's availability: versions as written (`15`, `15.0`, `12.1.2`).
package struct APISurfaceAvailability: Sendable, Hashable, Codable {
    package var domain: String
    package var introduced: String?
    package var deprecated: String?
    package var obsoleted: String?
    package var message: String?
    package var renamed: String?
    package var isUnconditionallyDeprecated: Bool?
    package var isUnconditionallyUnavailable: Bool?

    package init(domain: String, introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil, message: String? = nil,
                 renamed: String? = nil, isUnconditionallyDeprecated: Bool? = nil, isUnconditionallyUnavailable: Bool? = nil) {
        self.domain = domain
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.message = message
        self.renamed = renamed
        self.isUnconditionallyDeprecated = isUnconditionallyDeprecated
        self.isUnconditionallyUnavailable = isUnconditionallyUnavailable
    }
}

/// Where a symbol is declared: the file relative to the root given to the reader (or as the
/// graph names it), line and column from 1.
package struct APISurfaceLocation: Sendable, Hashable, Codable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
