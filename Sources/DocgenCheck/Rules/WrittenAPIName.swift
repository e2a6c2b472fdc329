import DocgenSupport

/// A name of API as a guide writes it in a code span or a heading: `Beacon.shared.track(_:)`,
/// `identify(userID:traits:)`, `flush()`, `Level.debug`, `.debug`, `configure(...)`. Only
/// names and selectors: a call with arguments (`flush(timeout: 5)`), a type expression or any
/// other code is not one.
struct WrittenAPIName: Equatable {
    /// The owner as written, outermost first (`["Beacon", "shared"]`); empty for a bare name.
    var path: [String]
    /// The member's base name (`track`).
    var base: String
    /// The argument labels (`["_"]`), `[]` for `()`; nil when there are no parentheses, or
    /// `(...)` stands for them.
    var labels: [String]?
    /// True for a DocC link (``Store/save(_:)``), which names one declaration by its whole
    /// selector: labels with defaults are not left out, and `()` is no shorthand for any.
    var isExact = false

    /// The selector (`track(_:)`), or the base name when the labels are not written.
    var selector: String {
        guard let labels else { return base }
        return "\(base)(\(labels.map { "\($0):" }.joined()))"
    }

    /// The whole name as written, owner included, with the selector normalized.
    var written: String { (path + [selector]).joined(separator: ".") }

    init?(_ text: String) {
        var text = Substring(text.trimmingWhitespace)
        if text.hasPrefix(".") { text.removeFirst() }
        var labels: [String]?
        if let open = text.utf8.firstIndex(of: UInt8(ascii: "(")) {
            guard text.hasSuffix(")") else { return nil }
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            if inside == "..." || inside == "…" {
                labels = nil
            } else if inside.isEmpty {
                labels = []
            } else {
                // `label:label:`, nothing else (no spaces, values or types).
                guard inside.hasSuffix(":") else { return nil }
                let parts = inside.dropLast().split(byte: UInt8(ascii: ":"))
                guard parts.allSatisfy({ $0 == "_" || Self.isIdentifier($0) }) else { return nil }
                labels = parts.map(String.init)
            }
            text = text[..<open]
        }
        let components = text.split(byte: UInt8(ascii: "."))
        guard let last = components.last, components.allSatisfy({ Self.isIdentifier($0) }) else { return nil }
        path = components.dropLast().map(String.init)
        base = String(last)
        self.labels = labels
    }

    /// A DocC symbol link's path as a guide's name: ``Purchases/configure(withAPIKey:)`` is
    /// `Purchases.configure(withAPIKey:)`, ``Record/willSave(_:)-6jitc``,
    /// ``Kind/text-swift.enum.case``, ``save(_:)-method`` and ``parse(_:)->Int`` drop their
    /// disambiguation (a name with one needs no path to be a link). nil for other text.
    static func docCSymbol(_ text: String) -> String? {
        // Most code spans are neither: judged on bytes before any Character work.
        let hasPath = text.utf8.contains(UInt8(ascii: "/"))
        guard hasPath || text.utf8.contains(UInt8(ascii: "-")) else { return nil }
        guard !text.utf8.contains(UInt8(ascii: " ")), text.utf8.first != UInt8(ascii: "/"), text.utf8.last != UInt8(ascii: "/"),
              !text.containsBytes("://") else { return nil }
        var disambiguated = false
        let components = text.split(separator: "/").map { component -> Substring in
            guard let dash = component.lastIndex(of: "-"), dash > component.startIndex else { return component }
            let suffix = component[component.index(after: dash)...]
            guard isDisambiguation(suffix) else { return component }
            disambiguated = true
            return component[..<dash]
        }
        // Without a path, only a selector or a `swift.` kind says a link (`sign-up`, `v1-beta2`
        // are other code).
        guard hasPath || (disambiguated && (components[0].hasSuffix(")") || text.contains("-swift."))) else { return nil }
        let joined = components.joined(separator: ".")
        return WrittenAPIName(joined) == nil ? nil : joined
    }

    /// What DocC writes after a `-` to tell overloads apart: a hash (`6jitc`), a kind
    /// (`swift.property`, `method`, `enum.case`), or types (`(Int)`, `>String` of `->String`).
    private static func isDisambiguation(_ suffix: Substring) -> Bool {
        let bytes = suffix.utf8
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "(") || first == UInt8(ascii: ">") { return true }
        func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
        let count = bytes.count
        if count >= 4, count <= 6, bytes.allSatisfy({ isLower($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) { return true }
        guard count <= 20, bytes.allSatisfy({ isLower($0) || $0 == UInt8(ascii: ".") }) else { return false }
        return suffix.hasPrefix("swift.") || kinds.contains(String(suffix))
    }

    /// The symbol kinds DocC takes as a disambiguation without the `swift.` language prefix.
    private static let kinds: Set<String> = [
        "method", "type.method", "func", "func.op", "init", "deinit", "property", "type.property", "var", "subscript",
        "type.subscript", "class", "struct", "enum", "enum.case", "protocol", "typealias", "associatedtype", "actor", "macro",
    ]

    /// Letters, digits and `_`, not starting with a digit; backticked keywords are not names here.
    static func isIdentifier(_ text: Substring) -> Bool {
        // Most names are ASCII: judged on bytes, without Unicode property lookups.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = text.utf8
            guard let first = bytes.first, first != UInt8(ascii: "_") || bytes.count > 1 else { return false }
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
            guard isLetter(first) || first == UInt8(ascii: "_") else { return false }
            return bytes.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
        }
        guard let first = text.unicodeScalars.first, first != "_" || text.count > 1 else { return false }
        guard first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }

    /// Selector-shaped names in plain text (a heading written without backticks): an
    /// identifier, dotted or not, directly followed by `(` and labels or nothing, then `)`.
    static func selectors(inPlainText text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        func isNameScalar(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || s.properties.numericType != nil || s == "_" || s == "." }
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "(" else { i += 1; continue }
            var start = i
            while start > 0, isNameScalar(scalars[start - 1]) { start -= 1 }
            guard start < i, let close = scalars[i...].firstIndex(of: ")") else { i += 1; continue }
            let candidate = String(String.UnicodeScalarView(scalars[start...close]))
            let inside = scalars[(i + 1)..<close]
            // `()` or labels with colons: a selector, not a parenthetical remark.
            if inside.isEmpty || inside.last == ":", let name = WrittenAPIName(candidate), name.labels != nil {
                found.append(candidate)
            }
            i = close + 1
        }
        return found
    }
}
