import DocgenSupport
/// A usage error: printed with the usage line, exit 64 (EX_USAGE).
public struct UsageError: Error, Equatable {
    public var message: String
    public var command: String?
}

/// The options one subcommand takes, and the parsed values. Hand-written because the
/// machine cannot fetch swift-argument-parser; kept to what docgen needs: `--flag`,
/// `--option VALUE` / `--option=VALUE`, and file arguments for the commands that take them
/// (after `--`, every argument is a file, even one starting with `--`).
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positionals: [String] = []

    static func parse(_ arguments: [String], command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--", command.positional != nil, !onlyPositionals {
                onlyPositionals = true
                continue
            }
            guard argument.hasPrefix("--"), !onlyPositionals else {
                guard command.positional != nil else {
                    throw UsageError(message: "unexpected argument '\(argument)'", command: command.name)
                }
                result.positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                throw UsageError(message: "unknown option '--\(name)'", command: command.name)
            }
            if option.valueName == nil {
                guard inlineValue == nil else {
                    throw UsageError(message: "'--\(name)' takes no value", command: command.name)
                }
                result.flags.insert(name)
            } else if let inlineValue {
                result.values[name] = inlineValue
            } else {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                    throw UsageError(message: "'--\(name)' needs a value (\(option.valueName!))", command: command.name)
                }
                result.values[name] = arguments[i]
                i += 1
            }
        }
        return result
    }
}

struct OptionSpec {
    var name: String
    var valueName: String?
    var help: String
}

/// The file arguments a command takes (`FILE...`), one or more.
struct PositionalSpec {
    var name: String
    var help: String
}

struct CommandSpec {
    var name: String
    var summary: String
    var options: [OptionSpec]
    var positional: PositionalSpec? = nil

    var usage: String {
        let parts = options.map { option in
            option.valueName.map { "[--\(option.name) \($0)]" } ?? "[--\(option.name)]"
        }
        return (["docgen", name] + parts + (positional.map { ["\($0.name)..."] } ?? [])).joined(separator: " ")
    }

    var help: String {
        var out = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n\n"
        if let positional {
            out += "ARGUMENTS:\n  \(positional.name)...  \(positional.help)\n\n"
        }
        out += "OPTIONS:\n"
        let all = options + [OptionSpec(name: "help", valueName: nil, help: "Show help for this command.")]
        let width = all.map { "--\($0.name)\($0.valueName.map { " " + $0 } ?? "")".count }.max() ?? 0
        for option in all {
            let left = "--\(option.name)\(option.valueName.map { " " + $0 } ?? "")"
            out += "  " + left + String(repeating: " ", count: width - left.count + 2) + option.help + "\n"
        }
        return out
    }
}
