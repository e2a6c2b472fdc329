import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// A value an inline fact (`{{api:AdaptyFlowControllerDelegate.required}}`) stands for.
public enum FactValue: Sendable, Equatable {
    case number(Int)
    case names([String])
}

/// Resolves inline facts from the API model, so a count written as a fact cannot drift.
/// `docgen build` renders them; the model lives behind this seam, in DocgenCheck.
public protocol FactSource: Sendable {
    /// The value of `expression` (the text between `{{api:` and `}}`) for a page, or a message
    /// saying why it has none.
    func value(of expression: String, for page: ParsedPage) -> Result<FactValue, FactError>

    /// Changes whenever a fact's value may: a rebuild makes the pages that use facts again
    /// only when it differs from the last build's. Nil: unknown, so they are always made again.
    var fingerprint: String? { get }
}

extension FactSource {
    public var fingerprint: String? { nil }
}

public struct FactError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Finds `{{api:…}}` in text.
public enum InlineFact {
    public static let opening = "{{api:"

    /// True when `text` may hold a fact: a byte scan for `{{`, since this runs on every text
    /// node of every page.
    public static func mayContain(_ text: String) -> Bool {
        var text = text
        let found = text.withUTF8 { bytes -> Bool in
            var start = 0
            // A word-at-a-time search finds the rare '{' far faster than a byte loop.
            while let offset = ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: start) {
                if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "{") { return true }
                start = offset + 1
            }
            return false
        }
        return found && text.contains(opening)
    }

    /// The text split into literal parts and fact expressions, in order.
    public static func split(_ text: String) -> [(isFact: Bool, text: Substring)] {
        var parts: [(Bool, Substring)] = []
        var rest = Substring(text)
        while let open = rest.firstRange(ofLiteral: opening) {
            guard let close = rest[open.upperBound...].firstRange(ofLiteral: "}}") else { break }
            if open.lowerBound > rest.startIndex { parts.append((false, rest[..<open.lowerBound])) }
            parts.append((true, rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { parts.append((false, rest)) }
        return parts
    }
}
