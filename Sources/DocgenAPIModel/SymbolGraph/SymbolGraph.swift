/// A symbol graph as `swiftc -emit-symbol-graph` writes it (format 0.6) and DocC reads it,
/// whether swiftc made it on a Mac or docgen made it from source. A superset of the subset
/// `DocgenCheck` decodes today, with the same names so it can take its place. Open sets of
/// kinds are `RawRepresentable` structs, so a graph with kinds docgen does not know still
/// decodes; keys docgen does not model (`docComment`) are skipped when read and never written.
package struct SymbolGraph: Codable, Sendable, Hashable {
    package var metadata: Metadata?
    package var module: Module
    package var symbols: [Symbol]
    package var relationships: [Relationship]

    package init(metadata: Metadata? = nil, module: Module, symbols: [Symbol], relationships: [Relationship]) {
        self.metadata = metadata
        self.module = module
        self.symbols = symbols
        self.relationships = relationships
    }

    package struct Metadata: Codable, Sendable, Hashable {
        package var formatVersion: SemanticVersion
        package var generator: String

        package init(formatVersion: SemanticVersion, generator: String) {
            self.formatVersion = formatVersion
            self.generator = generator
        }
    }

    /// `{"major": 15}` or `{"major": 15, "minor": 0}`: the components written, as swiftc keeps them.
    package struct SemanticVersion: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
        package var major: Int
        package var minor: Int?
        package var patch: Int?

        package init(major: Int, minor: Int? = nil, patch: Int? = nil) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        package static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
            (a.major, a.minor ?? 0, a.patch ?? 0) < (b.major, b.minor ?? 0, b.patch ?? 0)
        }

        package var description: String { [major, minor, patch].compactMap { $0 }.map(String.init).joined(separator: ".") }
    }

    package struct Module: Codable, Sendable, Hashable {
        package var name: String
        package var platform: Platform?
        package var bystanders: [String]?

        package init(name: String, platform: Platform? = nil, bystanders: [String]? = nil) {
            self.name = name
            self.platform = platform
            self.bystanders = bystanders
        }
    }

    package struct Platform: Codable, Sendable, Hashable {
        package struct OperatingSystem: Codable, Sendable, Hashable {
            package var name: String
            package var minimumVersion: SemanticVersion?

            package init(name: String, minimumVersion: SemanticVersion? = nil) {
                self.name = name
                self.minimumVersion = minimumVersion
            }
        }

        package var architecture: String?
        package var vendor: String?
        package var operatingSystem: OperatingSystem?
        package var environment: String?

        package init(architecture: String? = nil, vendor: String? = nil, operatingSystem: OperatingSystem? = nil, environment: String? = nil) {
            self.architecture = architecture
            self.vendor = vendor
            self.operatingSystem = operatingSystem
            self.environment = environment
        }
    }

    /// A piece of a declaration: `keyword` `func`, `identifier` `play`, `typeIdentifier` `URL`…
    package struct Fragment: Codable, Sendable, Hashable {
        package var kind: String
        package var spelling: String
        package var preciseIdentifier: String?

        package init(kind: String, spelling: String, preciseIdentifier: String? = nil) {
            self.kind = kind
            self.spelling = spelling
            self.preciseIdentifier = preciseIdentifier
        }
    }

    /// A generic requirement as symbol graphs write it (`kind` is `conformance`,
    /// `superclass`, `sameType` or `layout`).
    package struct Constraint: Codable, Sendable, Hashable {
        package var kind: String
        package var lhs: String
        package var rhs: String
        package var rhsPrecise: String?

        package init(kind: String, lhs: String, rhs: String, rhsPrecise: String? = nil) {
            self.kind = kind
            self.lhs = lhs
            self.rhs = rhs
            self.rhsPrecise = rhsPrecise
        }
    }
}
