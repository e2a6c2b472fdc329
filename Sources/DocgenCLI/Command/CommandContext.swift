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
        for diagnostic in Self.ordered(diagnostics) {
            standardError(printer.format(diagnostic) + "\n")
        }
    }

    /// `diagnostics` by file, then place (those without either first); findings of one place
    /// keep their order. Sorted as positions by their keys: a sort of the findings themselves
    /// copied each whole at every move, a serial tail of a check with thousands of them.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let files = diagnostics.map { $0.file ?? "" }
        let places = diagnostics.map { $0.location ?? SourceLocation(line: 0, column: 0) }
        let positions = diagnostics.indices.sorted { a, b in
            files[a] != files[b] ? files[a] < files[b] : places[a] < places[b]
        }
        return positions.map { diagnostics[$0] }
    }

    /// A path as the user would type it: relative to the current folder when inside it.
    func displayPath(_ url: URL) -> String {
        let cwd = currentDirectory.standardizedFileURL.path
        return url.path.hasPrefix(cwd + "/") ? String(url.path.dropFirst(cwd.count + 1)) : url.path
    }
}

/// Files' text by path relative to the root, read once each, for excerpts and columns.
final class FileTextCache: Sendable {
    private let root: String
    private let cache = Locked<[String: TextLines?]>([:])
    /// Texts already read, by the same paths (the pages a check parsed).
    private let known: [String: String]

    init(root: URL, known: [String: String] = [:]) {
        self.root = root.path
        self.known = known
    }

    @Sendable func text(_ file: String) -> TextLines? {
        if let hit = cache.withLock({ $0[file] }) { return hit }
        if let text = known[file] {
            let lines = TextLines(text)
            cache.withLock { $0[file] = lines }
            return lines
        }
        // Read as the check read it (a byte-order mark dropped, line ends made LF), so the
        // lines and columns of its findings are the lines and columns of this text.
        let path = file.hasPrefix("/") ? file : root + "/" + file
        let text = (try? FileReader.readText(path: path, displayPath: file)).map(TextLines.init)
        cache.withLock { $0[file] = text }
        return text
    }
}
