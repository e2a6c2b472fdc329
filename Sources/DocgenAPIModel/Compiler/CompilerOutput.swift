import DocgenSupport

/// Reads the compiler's `path:line:col: error: message` lines as diagnostics.
enum CompilerOutput {
    static func diagnostics(_ output: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { line -> Diagnostic? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let lineNumber = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            let severity = parts[3].trimmingSpaces()
            guard severity == "error" else { return nil }
            return .error(.modelCompile, parts[4].trimmingSpaces(), file: String(parts[0]),
                          at: .init(line: lineNumber, column: column))
        }
    }
}
