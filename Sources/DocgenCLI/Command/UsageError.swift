/// A usage error: printed with the command's usage line, exit 64 (EX_USAGE).
public struct UsageError: Error, Equatable {
    public var message: String
    /// The command whose usage is shown; nil for the top level.
    public var command: String?

    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
