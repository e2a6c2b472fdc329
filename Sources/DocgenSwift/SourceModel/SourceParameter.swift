/// A parameter of a function, initializer or subscript, or an associated value of an enum case.
package struct SourceParameter: Sendable, Hashable {
    /// The argument label; nil when there is none (`_`, or an unlabelled associated value).
    package var label: String?
    /// The name inside the body (`product` in `didStartPurchase product:`); nil when it is
    /// the label or there is none.
    package var name: String?
    /// The type as written (swiftc's spelling: `[String : Int]`), with `inout`, `@escaping`
    /// and other specifiers and attributes; a variadic parameter's element type.
    package var type: String
    /// The default argument's source text, nil when the argument must be passed.
    package var defaultValue: String?
    package var isVariadic: Bool

    package init(label: String?, name: String?, type: String, defaultValue: String? = nil, isVariadic: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isVariadic = isVariadic
    }

    /// The label as selectors write it: `_` when there is none.
    package var selectorLabel: String { label ?? "_" }

    /// `inout` and the like belong to the parameter, not to the type guides compare.
    package var isInout: Bool { type.hasPrefix("inout ") }
}
