import DocgenSupport

/// `docgen explain [RULE-ID]`: what a rule finds and why, from the rule registry.
public struct ExplainCommand: DocgenCommand {
    public static let name = "explain"
    public static let summary = "Explain a rule of docgen check (or list them all)."
    public static let options: [CommandOption<ExplainCommand>] = [
        .flag("markdown", "Print the rules reference page (Markdown) instead.", \.markdown),
        .positional("RULE-ID", "Rules to explain, such as docgen.links.broken (or links.broken).", \.ids),
    ]

    public var ids: [String] = []
    public var markdown = false

    public init() {}

    public func run(in context: CommandContext) -> Int32 {
        if markdown {
            context.standardOutput(RuleReference.markdown)
            return 0
        }
        guard !ids.isEmpty else {
            let width = Rule.all.map(\.id.count).max() ?? 0
            for rule in Rule.all {
                context.standardOutput(rule.id + String(repeating: " ", count: width - rule.id.count + 2) + rule.summary + "\n")
            }
            context.standardOutput("\nSee 'docgen explain RULE-ID' for one rule.\n")
            return 0
        }
        var status: Int32 = 0
        for (i, id) in ids.enumerated() {
            guard let rule = Rule.named(id) ?? Rule.named("docgen." + id) else {
                let nearest = Rule.all.min { EditDistance.between($0.id, id) < EditDistance.between($1.id, id) }
                context.standardError("error: no rule '\(id)'\(nearest.map { "; did you mean '\($0.id)'?" } ?? "") ('docgen explain' lists them)\n")
                status = 1
                continue
            }
            if i > 0 { context.standardOutput("\n") }
            context.standardOutput(RuleReference.text(rule))
        }
        return status
    }
}
