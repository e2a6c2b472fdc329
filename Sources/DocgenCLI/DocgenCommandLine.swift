import DocgenSupport

/// The command line: finds the command, parses its options into its value, runs it, and
/// returns the exit code (0 success, 1 problems found, 64 a usage error).
public struct DocgenCommandLine: Sendable {
    /// Every command, in the order `docgen --help` lists them.
    public static let commands: [any DocgenCommand.Type] = [
        InitCommand.self, BuildCommand.self, CheckCommand.self, ServeCommand.self, ModelCommand.self, TranslatedCommand.self, ExplainCommand.self,
    ]

    public var context: CommandContext
    /// What commands that end with a build do with its memory (`docgen`'s main decides).
    public var memory: MemoryPolicy

    public init(context: CommandContext = .process, memory: MemoryPolicy = .freed) {
        self.context = context
        self.memory = memory
    }

    public func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch {
            context.standardError("Error: \(error.message)\n")
            if let name = error.command, let command = Self.commands.first(where: { $0.name == name }) {
                context.standardError("Usage: \(command.usage)\n  See 'docgen \(name) --help'.\n")
            } else {
                context.standardError("Usage: docgen <command> [options]\n  See 'docgen --help'.\n")
            }
            return 64
        }
    }

    /// The command `arguments` name, parsed; nil for `--help` and `--version`, which print.
    public func parse(_ arguments: [String]) throws(UsageError) -> (any DocgenCommand)? {
        guard let first = arguments.first else { throw UsageError("no command given", command: nil) }
        switch first {
        case "--help", "-h", "help":
            context.standardOutput(Self.help)
            return nil
        case "--version":
            context.standardOutput("docgen \(DocgenVersion.release)\n")
            return nil
        default:
            break
        }
        guard let type = Self.commands.first(where: { $0.name == first }) else {
            throw UsageError("unknown command '\(first)'", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.standardOutput(type.help)
            return nil
        }
        var command = try type.parse(rest)
        if var kept = command as? any MemoryPolicyCommand {
            kept.memory = memory
            command = kept
        }
        return command
    }

    private func dispatch(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard !arguments.isEmpty else {
            context.standardError(Self.help)
            return 64
        }
        guard let command = try parse(arguments) else { return 0 }
        return command.run(in: context)
    }

    /// `docgen --help`, made from the commands' declarations.
    public static var help: String {
        let rows = commands.map { ($0.name, $0.summary) }
        let width = rows.map(\.0.count).max() ?? 0
        return """
        OVERVIEW: docgen builds a multilingual documentation site from Markdown and checks it against the API it documents.

        USAGE: docgen <command> [options]

        COMMANDS:
        \(rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }.joined(separator: "\n"))

        OPTIONS:
          --help     Show help (also after a command: docgen build --help).
          --version  Show the version.

        See 'docgen <command> --help' for a command's options.

        """
    }
}
