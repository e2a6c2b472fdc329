/// One domain's availability of a declaration (`iOS`, `macOS`, `*`, `Swift`…), merged from
/// its own `@available` attributes and those of the declarations around it the way swiftc's
/// symbol graphs merge them: a parent fills what the child leaves out, an earlier parent
/// deprecation or obsoletion wins, a parent's `message` and `renamed` are never inherited, and
/// unconditional deprecation and unavailability pass down.
package struct SourceAvailability: Sendable, Hashable {
    /// The domain as symbol graphs name it: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`,
    /// `macCatalyst`, `iOSAppExtension`…, `*` for every platform, `Swift` for language versions.
    package var domain: String
    package var introduced: SourceVersion?
    package var deprecated: SourceVersion?
    package var obsoleted: SourceVersion?
    package var message: String?
    package var renamed: String?
    package var isUnconditionallyDeprecated: Bool
    package var isUnconditionallyUnavailable: Bool

    package init(domain: String, introduced: SourceVersion? = nil, deprecated: SourceVersion? = nil, obsoleted: SourceVersion? = nil,
                 message: String? = nil, renamed: String? = nil, isUnconditionallyDeprecated: Bool = false,
                 isUnconditionallyUnavailable: Bool = false) {
        self.domain = domain
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.message = message
        self.renamed = renamed
        self.isUnconditionallyDeprecated = isUnconditionallyDeprecated
        self.isUnconditionallyUnavailable = isUnconditionallyUnavailable
    }

    /// True when the attribute says nothing a model keeps (`@available(*, message: "…")`).
    /// Unlike swiftc's symbol graphs, a declaration's own `@available(*, renamed: "…")` is kept:
    /// it is how an SDK names a newer form (an async alternative, a better spelling), which a
    /// guide should use.
    package var isEmpty: Bool { saysNothingInherited && renamed == nil }

    /// True when the attribute gives its members nothing: `renamed` and `message` are never
    /// inherited, so a parent's renamed-only attribute is not one of theirs.
    var saysNothingInherited: Bool {
        introduced == nil && deprecated == nil && obsoleted == nil && !isUnconditionallyDeprecated && !isUnconditionallyUnavailable
    }

    /// A second attribute of the same domain on the same declaration: the highest
    /// `introduced` wins, the later attribute's other fields replace the earlier's.
    package mutating func update(fromDuplicate other: SourceAvailability) {
        if let introduced = other.introduced, self.introduced.map({ introduced > $0 }) ?? true { self.introduced = introduced }
        deprecated = other.deprecated
        isUnconditionallyDeprecated = other.isUnconditionallyDeprecated
        isUnconditionallyUnavailable = other.isUnconditionallyUnavailable
        obsoleted = other.obsoleted
        message = other.message
        renamed = other.renamed
    }

    /// The same domain's availability of an enclosing declaration.
    package mutating func update(fromParent parent: SourceAvailability) {
        if introduced == nil { introduced = parent.introduced }
        if let earlier = parent.deprecated, deprecated.map({ earlier < $0 }) ?? true { deprecated = earlier }
        if let earlier = parent.obsoleted, obsoleted.map({ earlier < $0 }) ?? true { obsoleted = earlier }
        isUnconditionallyDeprecated = isUnconditionallyDeprecated || parent.isUnconditionallyDeprecated
        isUnconditionallyUnavailable = isUnconditionallyUnavailable || parent.isUnconditionallyUnavailable
    }

    /// `own` (in source order) merged with the availability of each enclosing declaration,
    /// innermost first; one entry per domain, sorted by domain.
    package static func merged(own: [SourceAvailability], parents: [[SourceAvailability]]) -> [SourceAvailability] {
        var byDomain: [String: SourceAvailability] = [:]
        for entry in own where !entry.isEmpty {
            if byDomain[entry.domain] != nil { byDomain[entry.domain]!.update(fromDuplicate: entry) } else { byDomain[entry.domain] = entry }
        }
        for level in parents {
            for entry in level where !entry.saysNothingInherited {
                if byDomain[entry.domain] != nil { byDomain[entry.domain]!.update(fromParent: entry) } else { byDomain[entry.domain] = entry }
            }
        }
        return byDomain.values.sorted { $0.domain < $1.domain }
    }

    /// The entries of one declaration's attributes alone, duplicates merged, in domain order.
    static func own(_ entries: [SourceAvailability]) -> [SourceAvailability] { merged(own: entries, parents: []) }
}
