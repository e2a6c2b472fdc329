/// One option, flag or argument list a command takes, declared once: parsing, `--help` and
/// the usage line all read the same declaration (swift-argument-parser's shape, written small,
/// as the machine cannot fetch that package).
public struct CommandOption<Command>: Sendable {
    public enum Kind: Sendable {
        /// `--name VALUE` or `--name=VALUE`.
        case value(valueName: String)
        /// `--name`.
        case flag
        /// The command's other arguments (`FILE...`); after `--`, every argument is one.
        case positional(valueName: String)
    }

    public let name: String
    public let kind: Kind
    public let help: String
    /// Stores a parsed value (nil for a flag) into the command; throws a message for a bad value.
    let apply: @Sendable (inout Command, String?) throws(UsageError) -> Void

    /// `--name VALUE`, stored as given.
    public static func value(_ name: String, _ valueName: String, _ help: String,
                             _ keyPath: WritableKeyPath<Command, String?> & Sendable) -> CommandOption {
        CommandOption(name: name, kind: .value(valueName: valueName), help: help) { command, value throws(UsageError) in
            command[keyPath: keyPath] = value
        }
    }

    /// `--name VALUE`, converted (and checked) by `parse`, which throws the usage message.
    public static func value(_ name: String, _ valueName: String, _ help: String,
                             parse: @escaping @Sendable (inout Command, String) throws(UsageError) -> Void) -> CommandOption {
        CommandOption(name: name, kind: .value(valueName: valueName), help: help) { command, value throws(UsageError) in
            try parse(&command, value ?? "")
        }
    }

    /// `--name`, a flag that sets `keyPath` to true.
    public static func flag(_ name: String, _ help: String, _ keyPath: WritableKeyPath<Command, Bool> & Sendable) -> CommandOption {
        CommandOption(name: name, kind: .flag, help: help) { command, _ throws(UsageError) in
            command[keyPath: keyPath] = true
        }
    }

    /// The command's other arguments, each appended to `keyPath`.
    public static func positional(_ valueName: String, _ help: String, _ keyPath: WritableKeyPath<Command, [String]> & Sendable) -> CommandOption {
        CommandOption(name: valueName, kind: .positional(valueName: valueName), help: help) { command, value throws(UsageError) in
            command[keyPath: keyPath].append(value ?? "")
        }
    }

    /// The usage-line form: `[--out DIR]`, `[--quiet]`, `FILE...`.
    var usage: String {
        switch kind {
        case .value(let valueName): return "[--\(name) \(valueName)]"
        case .flag: return "[--\(name)]"
        case .positional(let valueName): return "\(valueName)..."
        }
    }

    /// The left column of `--help`: `--out DIR`, `--quiet`, `FILE...`.
    var helpName: String {
        switch kind {
        case .value(let valueName): return "--\(name) \(valueName)"
        case .flag: return "--\(name)"
        case .positional(let valueName): return "\(valueName)..."
        }
    }

    var isPositional: Bool {
        if case .positional = kind { return true }
        return false
    }
}
