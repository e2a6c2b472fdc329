/// A kind of finding docgen reports, declared once in the registry (`Rule+<Area>.swift` beside
/// this file) with what `docgen explain` prints and the rules reference page shows: its id, its
/// usual severity, a one-line summary, a paragraph of explanation and a short example.
///
/// Findings are made from rules (`Diagnostic.error(.linksBroken, …)`), so an id cannot be typed
/// inline and drift from the registry; `Rule.all` lists every rule, and a test keeps the list,
/// the declarations and the ids that runs emit in step.
public struct Rule: Sendable, Hashable, Identifiable {
    /// `docgen.<area>.<problem>`, stable: CI configurations and SARIF baselines name it.
    public let id: String
    /// The severity the rule reports with (a few also report notes or warnings in context, as
    /// their explanation says).
    public let severity: Diagnostic.Severity
    /// One line, as a table cell.
    public let summary: String
    /// What the rule finds, why it matters, and what to do.
    public let explanation: String
    /// A short input that the rule flags, and the same input mended (nil for rules about the
    /// environment, which no snippet shows).
    public let example: (bad: String, good: String)?

    init(_ id: String, _ severity: Diagnostic.Severity, _ summary: String, explanation: String,
         bad: String? = nil, good: String? = nil) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.example = bad.map { ($0, good ?? "") }
    }

    /// `input` in `docgen.input.too-large`.
    public var area: String {
        String(id.split(separator: ".").dropFirst().first ?? "")
    }

    public static func == (a: Rule, b: Rule) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Every rule, by area in the order the reference page lists them.
    public static let all: [Rule] = input + config + frontMatter + markdown + mdx + html + site + links + templates + output + models
        + tables + prose + facts + samples + availability + translations + parity

    /// The rule with this id, if one is registered.
    public static func named(_ id: String) -> Rule? {
        byID[id]
    }

    private static let byID: [String: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
