extension SymbolGraph {
    /// A symbol's kind identifier: an open set, so a kind docgen does not know still decodes.
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

        package static let `struct` = Kind(rawValue: "swift.struct")
        package static let `class` = Kind(rawValue: "swift.class")
        package static let `enum` = Kind(rawValue: "swift.enum")
        package static let `protocol` = Kind(rawValue: "swift.protocol")
        package static let `typealias` = Kind(rawValue: "swift.typealias")
        package static let associatedType = Kind(rawValue: "swift.associatedtype")
        package static let enumCase = Kind(rawValue: "swift.enum.case")
        package static let initializer = Kind(rawValue: "swift.init")
        package static let deinitializer = Kind(rawValue: "swift.deinit")
        package static let method = Kind(rawValue: "swift.method")
        package static let typeMethod = Kind(rawValue: "swift.type.method")
        package static let function = Kind(rawValue: "swift.func")
        package static let `operator` = Kind(rawValue: "swift.func.op")
        package static let property = Kind(rawValue: "swift.property")
        package static let typeProperty = Kind(rawValue: "swift.type.property")
        package static let variable = Kind(rawValue: "swift.var")
        package static let `subscript` = Kind(rawValue: "swift.subscript")
        package static let typeSubscript = Kind(rawValue: "swift.type.subscript")
        package static let `extension` = Kind(rawValue: "swift.extension")
        package static let macro = Kind(rawValue: "swift.macro")

        /// Kinds that declare a type.
        package var isType: Bool { [.struct, .class, .enum, .protocol].contains(self) }

        /// The display name swiftc writes beside the identifier.
        package var displayName: String {
            switch self {
            case .struct: "Structure"
            case .class: "Class"
            case .enum: "Enumeration"
            case .protocol: "Protocol"
            case .typealias: "Type Alias"
            case .associatedType: "Associated Type"
            case .enumCase: "Case"
            case .initializer: "Initializer"
            case .deinitializer: "Deinitializer"
            case .method: "Instance Method"
            case .typeMethod: "Type Method"
            case .function: "Function"
            case .operator: "Operator"
            case .property: "Instance Property"
            case .typeProperty: "Type Property"
            case .variable: "Global Variable"
            case .subscript: "Instance Subscript"
            case .typeSubscript: "Type Subscript"
            case .extension: "Extension"
            case .macro: "Macro"
            default: rawValue
            }
        }
    }
}
