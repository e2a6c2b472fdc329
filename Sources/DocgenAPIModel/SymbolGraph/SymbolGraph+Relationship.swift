extension SymbolGraph {
    /// An edge: `source` is a member of, a requirement of, a default implementation of,
    /// conforms to, or inherits from `target`.
    package struct Relationship: Codable, Sendable, Hashable {
        package struct Kind: Codable, Sendable, Hashable, RawRepresentable, Comparable {
            package var rawValue: String
            package init(rawValue: String) { self.rawValue = rawValue }

            package init(from decoder: any Decoder) throws {
                rawValue = try decoder.singleValueContainer().decode(String.self)
            }

            package func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(rawValue)
            }

            package static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

            package static let memberOf = Kind(rawValue: "memberOf")
            package static let requirementOf = Kind(rawValue: "requirementOf")
            package static let optionalRequirementOf = Kind(rawValue: "optionalRequirementOf")
            package static let defaultImplementationOf = Kind(rawValue: "defaultImplementationOf")
            package static let conformsTo = Kind(rawValue: "conformsTo")
            package static let inheritsFrom = Kind(rawValue: "inheritsFrom")
            package static let overrides = Kind(rawValue: "overrides")
            package static let extensionTo = Kind(rawValue: "extensionTo")
        }

        /// Where a synthesized member comes from.
        package struct SourceOrigin: Codable, Sendable, Hashable {
            package var identifier: String
            package var displayName: String

            package init(identifier: String, displayName: String) {
                self.identifier = identifier
                self.displayName = displayName
            }
        }

        package var kind: Kind
        package var source: String
        package var target: String
        /// The target's qualified name when the target is in another module's graph.
        package var targetFallback: String?
        /// A conditional conformance's or membership's constraints.
        package var swiftConstraints: [Constraint]?
        package var sourceOrigin: SourceOrigin?

        package init(kind: Kind, source: String, target: String, targetFallback: String? = nil,
                     swiftConstraints: [Constraint]? = nil, sourceOrigin: SourceOrigin? = nil) {
            self.kind = kind
            self.source = source
            self.target = target
            self.targetFallback = targetFallback
            self.swiftConstraints = swiftConstraints
            self.sourceOrigin = sourceOrigin
        }
    }
}
