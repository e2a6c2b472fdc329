import CGumbo

/// An `HTMLPolicy` as the sanitizer looks it up: a rule per gumbo tag number, and by name for
/// the tags gumbo does not know (`picture`, custom elements).
struct CompiledPolicy: Sendable {
    enum Rule: Sendable {
        /// Kept, with these attributes (the element's and the global ones); `name` is how it
        /// is written, `isVoid` when it has no end tag.
        case allow(name: [UInt8], attributes: [String: HTMLPolicy.Value], isVoid: Bool)
        /// Dropped, content kept.
        case unwrap
        /// Dropped with its content.
        case remove
    }

    private var known: [Rule]
    private var byName: [String: Rule]
    let allowsARIA: Bool
    let schemes: HTMLPolicy.Schemes

    init(_ policy: HTMLPolicy) {
        func rule(_ name: String) -> Rule {
            guard let attributes = policy.elements[name] else {
                return policy.removed.contains(name) || HTMLPolicy.alwaysRemoved.contains(name) ? .remove : .unwrap
            }
            precondition(Self.isSafeName(name), "HTMLPolicy element name '\(name)' is not a plain lower-case name")
            for key in attributes.keys { precondition(Self.isSafeName(key), "HTMLPolicy attribute name '\(key)' is not a plain lower-case name") }
            return .allow(name: Array(name.utf8), attributes: attributes.merging(policy.globalAttributes) { element, _ in element },
                          isVoid: Skeleton.voidElements.contains(name))
        }
        for key in policy.globalAttributes.keys { precondition(Self.isSafeName(key), "HTMLPolicy attribute name '\(key)' is not a plain lower-case name") }
        known = GumboTagNames.names.map(rule)
        var byName: [String: Rule] = [:]
        for name in policy.elements.keys.filter({ !GumboTagNames.names.contains($0) }) { byName[name] = rule(name) }
        for name in policy.removed.union(HTMLPolicy.alwaysRemoved) where !GumboTagNames.names.contains(name) { byName[name] = rule(name) }
        self.byName = byName
        allowsARIA = policy.allowsARIA
        schemes = policy.schemes
    }

    /// The rule for an element, and its name.
    func rule(for element: GumboElement) -> (Rule, name: String?) {
        let tag = element.tag
        if tag != GUMBO_TAG_UNKNOWN, Int(tag.rawValue) < known.count { return (known[Int(tag.rawValue)], nil) }
        let name = GumboTagNames.name(of: element)
        return (byName[name] ?? .unwrap, name)
    }

    /// Lower-case ASCII letters, digits and `-`, starting with a letter: a name that prints
    /// as itself in any serialization.
    static func isSafeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return name.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-")
        }
    }
}
