import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport
import DocgenSwift

/// `docgen.table.type-mismatch`: the Type column of a table bound to a function's parameters
/// or a type's properties, against the types the model declares.
enum TypeColumn {
    /// Header texts of a Type column, in the languages guides are written in.
    static let headers: Set<String> = ["type", "swift type", "data type", "型", "タイプ", "データ型", "类型", "類型", "数据类型", "參數類型", "参数类型"]

    /// The column of `table` headed Type, if any.
    static func column(of table: Table) -> Int? {
        table.header.cells.firstIndex { headers.contains($0.content.plainText.trimmingWhitespace.lowercased()) }
    }

    /// Checks one row's Type cell against `member`'s declared type.
    /// - Parameter listed: the members the table's rows name.
    static func check(_ member: APIMember, cell: TableCell, binding: TableRule.Binding, listed: Set<String>, file: String,
                      locator: TextLocator, into diagnostics: inout [Diagnostic]) {
        guard member.kind == .parameter || member.kind == .property, let declared = member.type?.trimmingWhitespace,
              !declared.isEmpty, let written = writtenType(cell.content) else { return }
        let names = KnownTypes.of(binding.model)
        let (writtenShape, declaredShape) = (SwiftTypeShape.parse(written), SwiftTypeShape.parse(declared))
        guard compare(writtenShape, declaredShape, names) == .different else { return }
        // `Bool?` for a parameter with a default value, `(() -> Void)?` for a closure that an
        // overload with the table's other parameters goes without: the question mark says the
        // argument may be left out, which it may.
        if case .optional(let inner) = writtenShape, compare(inner, declaredShape, names) == .same, member.kind == .parameter {
            if !member.isRequired { return }
            let others = listed.subtracting([member.name])
            if TableRule.overloadParameters(of: binding.symbol, in: binding.model).contains(where: {
                !$0.contains(member.name) && others.isSubset(of: $0)
            }) { return }
        }
        diagnostics.append(.error(
            .tableTypeMismatch,
            "the table gives '\(member.name)' the type '\(written)', but \(binding.model.name) declares it '\(declared)' (\(binding.symbol.displayName))",
            file: file, at: locator.locate(written, from: cell.location), notes: [TableRule.declared(member, in: binding.model)],
            fix: .init(message: "write '\(declared)'", replacement: declared)))
    }

    /// The type a cell names: its code span (`` `Int?` ``), or its text when that is one word
    /// that could be a type (`Int`, `[String]`); nil for words (`closure`, `a number`).
    static func writtenType(_ content: [Inline]) -> String? {
        for inline in content {
            if case .code(let code) = inline {
                let text = code.trimmingWhitespace
                return text.isEmpty ? nil : text
            }
        }
        let text = content.plainText.trimmingWhitespace
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) || first == "[" || first == "(",
              !text.contains(" ") || text.contains("->") else { return nil }
        return text
    }

    enum Verdict { case same, different, unsure }

    /// Whether `written` names the type `declared` is. Lenient where the model cannot tell: a
    /// name it does not know as a type of its own or of the standard library is `unsure`.
    static func compare(_ written: SwiftTypeShape, _ declared: SwiftTypeShape, _ names: KnownTypes) -> Verdict {
        switch (written, declared) {
        case (.unknown, _), (_, .unknown):
            return .unsure
        case (.optional(let a), .optional(let b)):
            return compare(a, b, names)
        case (_, .optional(let b)):
            // The optional left off: what the Required column is for.
            return compare(written, b, names)
        case (.optional(let a), _):
            // The optional added to a type that has none.
            let inner = compare(a, declared, names)
            return inner == .same ? .different : inner
        case (.named(let a), .named(let b)):
            let (x, y) = (a.last!, b.last!)
            if x.name != y.name {
                if isVoid(written) && isVoid(declared) { return .same }
                // A parameter of a protocol type takes any type that conforms: `URL` for a
                // `Resource`, `UIImage` for a `Placeholder`.
                if names.protocols.contains(y.name) { return .unsure }
                return names.isKnown(x.name) && names.isKnown(y.name) ? .different : .unsure
            }
            // `Binding` for `Binding<Bool>`: the arguments left out.
            guard x.arguments.count == y.arguments.count else { return .same }
            return all(zip(x.arguments, y.arguments).map { compare($0, $1, names) })
        case (.array(let a), .array(let b)):
            return compare(a, b, names)
        case (.dictionary(let a, let c), .dictionary(let b, let d)):
            return all([compare(a, b, names), compare(c, d, names)])
        case (.function(let a, let c), .function(let b, let d)):
            guard a.count == b.count else { return .different }
            return all(zip(a, b).map { compare($0, $1, names) } + [compare(c, d, names)])
        case (.tuple(let a), .tuple(let b)):
            guard a.count == b.count else { return .different }
            return all(zip(a, b).map { compare($0, $1, names) })
        case (.existential(let a), .existential(let b)), (.metatype(let a), .metatype(let b)):
            return compare(a, b, names)
        case (.existential(let a), _):
            return compare(a, declared, names)
        case (_, .existential):
            // `any Resource`: any conforming type.
            return .unsure
        case (.composition(let a), .composition(let b)):
            return Set(a) == Set(b) ? .same : .unsure
        default:
            if isVoid(written) && isVoid(declared) { return .same }
            // `Array` for `[String]`, `Dictionary` for `[String: Any]`, `Optional` for `T?`.
            if case .named(let a) = written, a.count == 1, a[0].arguments.isEmpty {
                switch (a[0].name, declared) {
                case ("Array", .array), ("Dictionary", .dictionary), ("Optional", .optional): return .same
                default: break
                }
            }
            // A name for another kind of type: different when the model knows the name, and it
            // is no typealias (a closure's typealias names a function type).
            if case .named(let a) = written { return names.isKnown(a.last!.name) ? .different : .unsure }
            if case .named(let b) = declared { return names.isKnown(b.last!.name) ? .different : .unsure }
            return .different
        }
    }

    private static func all(_ verdicts: [Verdict]) -> Verdict {
        if verdicts.contains(.different) { return .different }
        return verdicts.allSatisfy { $0 == .same } ? .same : .unsure
    }

    private static func isVoid(_ shape: SwiftTypeShape) -> Bool {
        switch shape {
        case .tuple(let elements): return elements.isEmpty
        case .named(let components): return components.count == 1 && components[0].name == "Void" && components[0].arguments.isEmpty
        default: return false
        }
    }

    /// The type names a comparison may judge: the model's own types (by their last name:
    /// `Action` for `AdaptyUI.Action`) and the standard library's common ones. A typealias
    /// of the model, or any other name, may stand for the declared type and is not judged.
    struct KnownTypes: Sendable {
        let types: Set<String>
        let aliases: Set<String>
        /// The model's protocols and the standard library's common ones: a type that conforms may stand for one.
        let protocols: Set<String>

        static let standard: Set<String> = [
            "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "String", "Character", "Substring", "Data", "Date", "URL", "UUID", "Decimal", "Void", "Never", "Any", "AnyObject",
            "Error", "Result", "Array", "Dictionary", "Set", "Optional",
        ]

        func isKnown(_ name: String) -> Bool { !aliases.contains(name) && (types.contains(name) || Self.standard.contains(name)) }

        static func of(_ model: APIModel) -> KnownTypes {
            model.memo.value("TypeColumn.KnownTypes") {
                var types = Set<String>(), aliases = Set<String>(), protocols: Set<String> = ["Error", "Any", "AnyObject"]
                for symbol in model.surface.symbols {
                    let last = String(symbol.name.split(separator: ".").last ?? "")
                    switch symbol.kind {
                    case .struct, .class, .enum, .actor: types.insert(last)
                    case .protocol: types.insert(last); protocols.insert(last)
                    case .typealias: aliases.insert(last)
                    default: break
                    }
                }
                // A name that is a typealias anywhere in the model is never judged.
                return KnownTypes(types: types, aliases: aliases, protocols: protocols)
            }
        }
    }
}
