import DocgenSupport

/// A docgen subcommand: a value holding its options, parsed from the command line by
/// `parse(_:)` (from the declarations in `options`) and run by `run(in:)`. Tests make the value
/// directly and run it with a `CommandContext` that captures the output, no process needed.
public protocol DocgenCommand: Sendable {
    /// `build`, as typed after `docgen`.
    static var name: String { get }
    /// One line for `docgen --help`.
    static var summary: String { get }
    /// More for `docgen <name> --help`, or "".
    static var discussion: String { get }
    /// Every option, in the order `--help` lists them.
    static var options: [CommandOption<Self>] { get }

    /// The command with every option at its default.
    init()

    /// Checks what the options cannot check one by one (a required argument, say).
    func validate() throws(UsageError)

    /// Does the work; returns the exit status (0 success, 1 problems found).
    func run(in context: CommandContext) -> Int32
}

extension DocgenCommand {
    public static var discussion: String { "" }

    public func validate() throws(UsageError) {}

    /// The command the arguments (after the command's name) describe.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Self {
        var command = Self()
        var i = 0
        var onlyPositionals = false
        let positional = options.first(where: \.isPositional)
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--", positional != nil, !onlyPositionals {
                onlyPositionals = true
                continue
            }
            guard argument.hasPrefix("--"), !onlyPositionals else {
                guard let positional else { throw UsageError("unexpected argument '\(argument)'", command: name) }
                try positional.apply(&command, argument)
                continue
            }
            var optionName = String(argument.dropFirst(2))
            var inlineValue: String?
            if let eq = optionName.firstIndex(of: "=") {
                inlineValue = String(optionName[optionName.index(after: eq)...])
                optionName = String(optionName[..<eq])
            }
            guard let option = options.first(where: { $0.name == optionName && !$0.isPositional }) else {
                throw UsageError("unknown option '--\(optionName)'", command: name)
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError("'--\(optionName)' takes no value", command: name) }
                try option.apply(&command, nil)
            case .value(let valueName):
                if let inlineValue {
                    try option.apply(&command, inlineValue)
                } else {
                    guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                        throw UsageError("'--\(optionName)' needs a value (\(valueName))", command: name)
                    }
                    try option.apply(&command, arguments[i])
                    i += 1
                }
            case .positional:
                break
            }
        }
        try command.validate()
        return command
    }

    /// `docgen build [--root DIR] [--out DIR] [--quiet]`.
    public static var usage: String {
        (["docgen", name] + options.map(\.usage)).joined(separator: " ")
    }

    /// What `docgen <name> --help` prints, made from the declarations.
    public static var help: String {
        var out = "OVERVIEW: \(summary)\n"
        if !discussion.isEmpty { out += "\n\(discussion)\n" }
        out += "\nUSAGE: \(usage)\n\n"
        let positionals = options.filter(\.isPositional)
        let named = options.filter { !$0.isPositional }
        if !positionals.isEmpty {
            out += "ARGUMENTS:\n" + table(positionals.map { ($0.helpName, $0.help) }) + "\n"
        }
        out += "OPTIONS:\n" + table(named.map { ($0.helpName, $0.help) } + [("--help", "Show help for this command.")])
        return out
    }

    static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 + "\n" }.joined()
    }
}

/// A command whose process may leave what it loaded to the exit (`MemoryPolicy`): the
/// command line gives it the policy `docgen`'s main chose.
protocol MemoryPolicyCommand: DocgenCommand {
    var memory: MemoryPolicy { get set }
}

/// `--root DIR`, which every command that reads a site takes.
protocol SiteCommand: DocgenCommand {
    var root: String? { get set }
}

extension CommandOption where Command: SiteCommand {
    static var root: CommandOption {
        .value("root", "DIR", "The site folder (default: the current folder).", \Command.root)
    }
}
