import DocgenSupport
import FoundationEssentials

/// What a command runs in: where its output goes, the current folder, whether standard error
/// is a terminal. The process's own by default; tests give their own to capture the output.
public struct CommandContext: Sendable {
    public var standardOutput: @Sendable (String) -> Void
    public var standardError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress, summary, colours).
    public var isTerminal: Bool
    public var currentDirectory: URL
    /// The process's environment variables by name (`DOCGEN_TIMINGS`).
    public var environment: @Sendable (String) -> String?

    public init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void,
                isTerminal: Bool, currentDirectory: URL, environment: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isTerminal = isTerminal
        self.currentDirectory = currentDirectory
        self.environment = environment
    }

    /// Standard output and error of this process.
    public static var process: CommandContext {
        CommandContext(standardOutput: { ProcessCalls.writeStandardOutput($0) },
                       standardError: { ProcessCalls.writeStandardError($0) },
                       isTerminal: ProcessCalls.standardErrorIsTerminal,
                       currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                       environment: ProcessCalls.environment)
    }

    /// A path given on the command line, relative to the current folder.
    func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
    }

    /// The site root: `--root`, else the current folder.
    func root(_ path: String?) -> URL {
        path.map(url) ?? currentDirectory
    }

    /// Prints findings to standard error, ordered by file and place, as `path:line:col: …`.
    func print(_ diagnostics: [Diagnostic], root: URL) {
        guard !diagnostics.isEmpty else { return }
        let printer = DiagnosticPrinter(colors: isTerminal, sourceText: FileTextCache(root: root).text)
        for diagnostic in diagnostics.sorted(by: Self.order) {
            standardError(printer.format(diagnostic) + "\n")
        }
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let fa = a.file ?? "", fb = b.file ?? ""
        if fa != fb { return fa < fb }
        return (a.location ?? SourceLocation(line: 0, column: 0)) < (b.location ?? SourceLocation(line: 0, column: 0))
    }

    /// A path as the user would type it: relative to the current folder when inside it.
    func displayPath(_ url: URL) -> String {
        let cwd = currentDirectory.standardizedFileURL.path
        return url.path.hasPrefix(cwd + "/") ? String(url.path.dropFirst(cwd.count + 1)) : url.path
    }
}

/// Files' text by path relative to the root, read once each, for excerpts and columns.
final class FileTextCache: Sendable {
    private let root: URL
    private let cache = Locked<[String: TextLines?]>([:])

    init(root: URL) {
        self.root = root
    }

    @Sendable func text(_ file: String) -> TextLines? {
        if let hit = cache.withLock({ $0[file] }) { return hit }
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)).map(TextLines.init)
        cache.withLock { $0[file] = text }
        return text
    }
}
