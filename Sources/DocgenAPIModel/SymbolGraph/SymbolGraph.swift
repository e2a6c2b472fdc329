/// The part of the compiler's symbol-graph format (`swiftc -emit-symbol-graph`, as DocC and
/// SymbolKit read it) that docgen needs. Open sets of kinds are `RawRepresentable` structs,
/// so a graph with kinds we do not know still decodes.
public struct SymbolGraph: Codable, Sendable {
    public struct Module: Codable, Sendable {
        public var name: String
    }

    public struct Fragment: Codable, Sendable {
        public var kind: String
        public var spelling: String
        public var preciseIdentifier: String?
    }

    public struct Kind: Codable, Sendable, Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `protocol` = Kind(rawValue: "swift.protocol")
        public static let method = Kind(rawValue: "swift.method")
        public static let function = Kind(rawValue: "swift.func")
        public static let typeMethod = Kind(rawValue: "swift.type.method")
    }

    public struct Symbol: Codable, Sendable {
        public struct Identifier: Codable, Sendable {
            public var precise: String
        }

        public struct KindInfo: Codable, Sendable {
            public var identifier: Kind
        }

        public struct Names: Codable, Sendable {
            public var title: String
        }

        public struct Location: Codable, Sendable {
            public struct Position: Codable, Sendable {
                public var line: Int
                public var character: Int
            }

            public var uri: String
            public var position: Position
        }

        public var identifier: Identifier
        public var kind: KindInfo
        public var names: Names
        public var pathComponents: [String]
        public var declarationFragments: [Fragment]?
        public var location: Location?
        public var accessLevel: String?

        /// The declaration as Swift source text.
        public var declaration: String {
            (declarationFragments ?? []).map(\.spelling).joined()
        }
    }

    public struct Relationship: Codable, Sendable {
        public struct Kind: Codable, Sendable, Hashable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let requirementOf = Kind(rawValue: "requirementOf")
            public static let optionalRequirementOf = Kind(rawValue: "optionalRequirementOf")
            public static let defaultImplementationOf = Kind(rawValue: "defaultImplementationOf")
            public static let memberOf = Kind(rawValue: "memberOf")
        }

        public var kind: Kind
        public var source: String
        public var target: String
    }

    public var module: Module
    public var symbols: [Symbol]
    public var relationships: [Relationship]
}
