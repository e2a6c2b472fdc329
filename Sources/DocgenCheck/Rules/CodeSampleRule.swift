import DocgenMarkdown
import DocgenSupport
import DocgenSwift

/// `docgen.swift.*` and `docgen.json.syntax`: every ```swift block is parsed with the
/// toolchain's parser and checked against the page's model (`SwiftSampleChecker`); every
/// ```json block must be valid JSON, allowing whole-line `//` comments as event examples
/// carry. A block whose info string has the word `nocheck` (```` ```swift nocheck ````) is a
/// deliberately partial snippet and is skipped; the marker is visible in the source.
struct CodeSampleRule {
    let checker: SwiftSampleChecker
    let file: String

    static let optOut = "nocheck"

    /// Findings per distinct sample (code, model, indentation), placed at line 1 of a file
    /// "": translations repeat their original's samples byte for byte, and large sites repeat
    /// snippets, so each distinct one is parsed and checked once per run.
    private static let cache = Locked<[String: [Diagnostic]]>([:])

    private func checkSwift(_ block: CodeBlock) -> [Diagnostic] {
        let key = "\(checker.cacheKey)\u{0}\(block.location.column)\u{0}\(block.code)"
        let relative = Self.cache.withLock { $0[key] } ?? {
            let found = checker.check(code: block.code, firstLine: 1, columnOffset: block.location.column - 1, file: "")
            Self.cache.withLock { $0[key] = found }
            return found
        }()
        return relative.map { diagnostic in
            var placed = diagnostic
            placed.file = file
            if let location = placed.location {
                placed.location = SourceLocation(line: location.line + block.location.line, column: location.column)
            }
            placed.notes = placed.notes.map { note in
                var note = note
                if note.file == "" || note.file == nil, let location = note.location {
                    note.file = file
                    note.location = SourceLocation(line: location.line + block.location.line, column: location.column)
                }
                return note
            }
            return placed
        }
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        for block in content.codeBlocks where block.isFenced {
            let words = block.info.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !words.contains(where: { $0 == Self.optOut }) else { continue }
            switch block.language.lowercased() {
            case "swift":
                guard !SwiftNesting.isTooDeep(block.code) else {
                    diagnostics.append(.warning(.swiftTooDeep,
                                                "brackets nest more than \(SwiftNesting.limit) levels deep; the sample is not parsed or checked (the Swift parser takes exponential time on such code)",
                                                file: file, at: SourceLocation(line: block.location.line, column: block.location.column)))
                    continue
                }
                diagnostics += checkSwift(block)
            case "json", "jsonc":
                if let problem = Self.jsonProblem(block.code) {
                    diagnostics.append(.error(.jsonSyntax, "the JSON example is not valid: \(problem.message)", file: file,
                                              at: SourceLocation(line: block.location.line + problem.line,
                                                                 column: block.location.column - 1 + problem.column)))
                }
            default:
                break
            }
        }
    }

    /// Why `code` is not JSON (whole-line `//` comments aside), with its line and column in the block.
    static func jsonProblem(_ code: String) -> StrictJSON.Problem? {
        // Comment lines become empty lines, so positions stay those of the block.
        let stripped = code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") ? "" : $0 }
            .joined(separator: "\n")
        return StrictJSON.validate(stripped)
    }
}
