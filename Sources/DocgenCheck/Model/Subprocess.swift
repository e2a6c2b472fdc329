import DocgenCore
import DocgenMarkdown
import Foundation

/// Runs a program to completion, capturing standard output and error together. The program
/// gets a temporary folder of its own as `TMPDIR`, removed when it ends: the Swift driver
/// leaves an empty `TemporaryDirectory.*` folder behind on every run, even of `--version`.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ executable: String, _ arguments: [String]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-subprocess-\(UUID().uuidString)")
        if (try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)) != nil {
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Result(status: -1, output: "cannot run \(executable): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

/// Reads the compiler's `path:line:col: error: message` lines as diagnostics.
enum CompilerOutput {
    static func diagnostics(_ output: String) -> [DocgenCore.Diagnostic] {
        output.split(separator: "\n").compactMap { line -> DocgenCore.Diagnostic? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let lineNumber = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            guard severity == "error" else { return nil }
            return .error("docgen.model.compile", parts[4].trimmingCharacters(in: .whitespaces), file: String(parts[0]),
                          at: .init(line: lineNumber, column: column))
        }
    }
}
