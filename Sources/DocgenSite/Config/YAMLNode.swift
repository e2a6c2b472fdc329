import DocgenMarkdown
import DocgenSupport

/// A YAML document as docgen needs it: scalars keep their text and whether they were quoted,
/// so `"12"` stays a string while `12` reads as a number; every node knows its line.
public indirect enum YAMLNode: Sendable, Equatable {
    case scalar(String, quoted: Bool, SourceLocation)
    case sequence([YAMLNode], SourceLocation)
    case mapping([YAMLEntry], SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(_, _, let l), .sequence(_, let l), .mapping(_, let l): return l
        }
    }

    /// The value of a mapping key, if this is a mapping that has it.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries, _) = self else { return nil }
        return entries.last(where: { $0.key == key })?.value
    }

    /// The text of a scalar; nil for `~`/`null` and for collections.
    public var string: String? {
        guard case .scalar(let s, let quoted, _) = self else { return nil }
        if !quoted && (s == "~" || s == "null" || s == "Null" || s == "NULL" || s.isEmpty) { return nil }
        return s
    }

    public var int: Int? {
        guard case .scalar(let s, false, _) = self else { return nil }
        return Int(s)
    }

    public var double: Double? {
        guard case .scalar(let s, false, _) = self else { return nil }
        return Double(s)
    }

    public var bool: Bool? {
        guard case .scalar(let s, false, _) = self else { return nil }
        switch s {
        case "true", "True", "TRUE", "yes", "Yes", "on": return true
        case "false", "False", "FALSE", "no", "No", "off": return false
        default: return nil
        }
    }

    public var kindName: String {
        switch self {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: YAMLNode
}
