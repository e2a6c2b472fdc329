import DocgenSupport

/// One attribute of an MDX JSX tag, as written: `value="swift"`, `ids={[1, 2]}`, `default`,
/// `{...props}`.
public struct JSXAttribute: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// A quoted value (`"…"` or `'…'`), character references decoded (`&quot;` → `"`),
        /// line breaks kept.
        case string(String)
        /// `{…}`: the JavaScript source between the braces, as written (not evaluated).
        case expression(String)
        /// A name with no value (`<TabItem default>`), which JSX reads as `true`.
        case boolean
        /// `{...props}`: the JavaScript source after the three dots. The attribute's name is "".
        case spread(String)
    }

    /// `value`, `data-id`, `xlink:href` (a namespace prefix is kept); "" for a spread.
    public var name: String
    public var value: Value
    /// Where the attribute's name (or a spread's `{`) starts in the page.
    public var location: SourceLocation

    public init(name: String, value: Value, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }

    /// The value of a quoted attribute; nil for an expression, a boolean or a spread.
    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }
}

extension Array where Element == JSXAttribute {
    /// The first attribute with this name.
    public func first(named name: String) -> JSXAttribute? {
        first { $0.name == name }
    }
}
