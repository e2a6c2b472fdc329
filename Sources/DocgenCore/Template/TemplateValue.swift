/// A value a template can print, test or loop over. Strings are escaped when printed; only
/// `.html`, which docgen makes from Markdown it rendered itself, is printed as is.
public enum TemplateValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
                            ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case html(String)
    case bool(Bool)
    case int(Int)
    case array([TemplateValue])
    case dictionary([String: TemplateValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Optional strings become an empty string, which tests false.
    public init(_ string: String?) { self = .string(string ?? "") }

    var isTruthy: Bool {
        switch self {
        case .string(let s), .html(let s): return !s.isEmpty
        case .bool(let b): return b
        case .int(let i): return i != 0
        case .array(let a): return !a.isEmpty
        case .dictionary(let d): return !d.isEmpty
        }
    }

    subscript(member: String) -> TemplateValue? {
        switch self {
        case .dictionary(let d): return d[member]
        case .array(let a):
            switch member {
            case "count": return .int(a.count)
            case "first": return a.first
            case "last": return a.last
            default: return nil
            }
        case .string(let s) where member == "count": return .int(s.count)
        default: return nil
        }
    }
}
