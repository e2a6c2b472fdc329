import DocgenSupport
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
    /// A few named values (a dictionary literal of up to `TemplateRecord.limit` entries),
    /// found by comparing names: a sidebar entry or a language is looked up a few times on
    /// every page, and hashing a name costs more than comparing it with a handful.
    case record(TemplateRecord)
    /// HTML docgen made, as UTF-8 bytes: a page's body, printed as it is (a String of it
    /// would check every byte again).
    case htmlBytes(HTMLBuffer)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(dictionaryLiteralPairs: elements)
    }

    init(dictionaryLiteralPairs elements: [(String, TemplateValue)]) {
        if elements.count <= TemplateRecord.limit {
            var names: [String] = [], values: [TemplateValue] = []
            names.reserveCapacity(elements.count)
            values.reserveCapacity(elements.count)
            for (name, value) in elements {
                names.append(name)
                values.append(value)
            }
            self = .record(TemplateRecord(names: names, values: values))
        } else {
            self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
        }
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
        case .record(let r): return !r.names.isEmpty
        case .htmlBytes(let b): return b.count > 0
        }
    }

    subscript(member: String) -> TemplateValue? {
        switch self {
        case .dictionary(let d): return d[member]
        case .record(let r): return r[member]
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

/// The names and values of a `TemplateValue.record`; a name given twice means its last value.
public struct TemplateRecord: Sendable, Equatable {
    /// Past this many entries a dictionary literal makes a `.dictionary`: a page's values
    /// (about 20) are a record, its UI strings (about 60) a dictionary.
    static let limit = 24

    let names: [String]
    let values: [TemplateValue]
    /// Set when loops may remember what they printed for this record (`LoopMemo`).
    var memoKey: Int?

    init(names: [String], values: [TemplateValue], memoKey: Int? = nil) {
        self.names = names
        self.values = values
        self.memoKey = memoKey
    }

    subscript(name: String) -> TemplateValue? {
        var i = names.count
        while i > 0 {
            i -= 1
            if names[i].utf8.count == name.utf8.count && names[i] == name { return values[i] }
        }
        return nil
    }

    public static func == (a: TemplateRecord, b: TemplateRecord) -> Bool {
        a.dictionary == b.dictionary
    }

    private var dictionary: [String: TemplateValue] {
        Dictionary(zip(names, values), uniquingKeysWith: { _, last in last })
    }
}
