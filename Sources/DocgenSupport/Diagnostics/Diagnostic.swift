
/// A finding about the user's input: data, printed by `DiagnosticPrinter`.
public struct Diagnostic: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Comparable, Codable {
        case note, warning, error

        private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A related place: the other locale's row, the model's declaration.
    public struct Note: Sendable, Hashable, Codable {
        public var file: String?
        public var location: SourceLocation?
        public var message: String

        public init(file: String? = nil, location: SourceLocation? = nil, message: String) {
            self.file = file
            self.location = location
            self.message = message
        }
    }

    /// A suggested change: replace the text at `location` (up to `length` characters) with `replacement`.
    public struct Fix: Sendable, Hashable, Codable {
        public var message: String
        public var replacement: String?

        public init(message: String, replacement: String? = nil) {
            self.message = message
            self.replacement = replacement
        }
    }

    /// Stable identifier `docgen.<area>.<problem>`.
    public var id: String
    public var severity: Severity
    /// Path relative to the site root, or nil for a problem with no file.
    public var file: String?
    /// Line from 1; column from 1 in UTF-8 bytes (see `TextLines` for characters).
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]
    public var fix: Fix?

    /// Internal: findings are made from registered rules (`init(rule:…)`, `.error(_:…)`), so
    /// no id is typed inline; decoding (the manifest's kept warnings) makes them from their ids.
    init(id: String, severity: Severity, file: String?, location: SourceLocation?, message: String,
         notes: [Note] = [], fix: Fix? = nil) {
        self.id = id
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.notes = notes
        self.fix = fix
    }

    /// A finding of `rule`, with the rule's severity unless `severity` says otherwise.
    public init(rule: Rule, severity: Severity? = nil, file: String?, location: SourceLocation?, message: String,
                notes: [Note] = [], fix: Fix? = nil) {
        self.init(id: rule.id, severity: severity ?? rule.severity, file: file, location: location, message: message, notes: notes, fix: fix)
    }

    /// The registered rule this finding was made from.
    public var rule: Rule? { Rule.named(id) }

    public static func error(_ rule: Rule, _ message: String, file: String?, at location: SourceLocation? = nil,
                             notes: [Note] = [], fix: Fix? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .error, file: file, location: location, message: message, notes: notes, fix: fix)
    }

    public static func warning(_ rule: Rule, _ message: String, file: String?, at location: SourceLocation? = nil,
                               notes: [Note] = [], fix: Fix? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .warning, file: file, location: location, message: message, notes: notes, fix: fix)
    }

    public static func note(_ rule: Rule, _ message: String, file: String?, at location: SourceLocation? = nil,
                            notes: [Note] = [], fix: Fix? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: .note, file: file, location: location, message: message, notes: notes, fix: fix)
    }
}

/// Thrown when input stops a command; carries the diagnostics that explain why.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}

extension Diagnostic {
    /// `diagnostics` in order without repeats: a finding in a Markdown partial comes once from
    /// each page that includes it, and is one finding.
    public static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Repeats are rare, so the rule and place pick the candidates and only those are
        // compared whole: a set of whole findings hashed every message and note and copied
        // each finding in, a serial tail of a check with thousands of findings.
        struct Place: Hashable {
            let id: String
            let file: String?
            let location: SourceLocation?
        }
        var first: [Place: Int] = [:]
        var others: [Place: [Int]] = [:]
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            let place = Place(id: diagnostic.id, file: diagnostic.file, location: diagnostic.location)
            if let position = first[place] {
                if kept[position] == diagnostic || others[place, default: []].contains(where: { kept[$0] == diagnostic }) { continue }
                others[place, default: []].append(kept.count)
            } else {
                first[place] = kept.count
            }
            kept.append(diagnostic)
        }
        return kept
    }
}
