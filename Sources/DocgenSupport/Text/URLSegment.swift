/// What a file name or slug may hold to become part of a URL as it is: docgen publishes names
/// unencoded, so `#` and `?` would start a fragment or a query, `%` an escape, and control
/// characters (a newline) cannot be in a URL at all.
public enum URLSegment {
    /// A description of the first character that would break a URL (`'#'`, `a newline`), or nil.
    public static func unsafeCharacter(in name: String) -> String? {
        for scalar in name.unicodeScalars {
            switch scalar {
            case "#", "?", "%": return "'\(scalar)'"
            case "\n": return "a newline"
            case "\r": return "a carriage return"
            case "\t": return "a tab"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { return "the control character U+\(String(scalar.value, radix: 16, uppercase: true))" }
            }
        }
        return nil
    }
}
