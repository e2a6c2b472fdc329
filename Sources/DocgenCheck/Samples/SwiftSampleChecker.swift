import DocgenAPIModel
import DocgenSupport
import DocgenSwift
import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// Checks one ```swift block of a guide against the SDK's API model.
///
/// Rules (stable ids):
/// - `docgen.swift.syntax`: the parser's syntax errors;
/// - `docgen.swift.unknown-method`, `docgen.swift.signature-mismatch`: delegate methods whose
///   selector, parameter types or return type the model does not declare;
/// - `docgen.swift.unknown-argument`, `docgen.swift.argument-order`,
///   `docgen.swift.missing-argument`, `docgen.swift.closure-arity`: calls of the model's
///   SwiftUI modifiers (`.flow(…)`, `.paywall(…)`).
///
/// Every finding is placed at its line and UTF-8 column in the .md file. Opting a block out
/// (an info-string flag) is the caller's decision; this type checks whatever it is given.
struct SwiftSampleChecker: Sendable {
    private let candidates: SampleCandidates
    private let delegates: SampleDelegateRule
    private let modifiers: SampleModifierCallRule

    /// - Parameters:
    ///   - models: the candidate models, used when the page names none (in preference order).
    ///   - pageModel: the page's model when known; then only it is checked against.
    /// What the findings depend on besides the code: the models checked against.
    let cacheKey: String

    /// Building a checker parses every parameter type of the models: one per model choice per
    /// run, shared by all pages that make the same choice.
    private static let shared = Locked<[String: SwiftSampleChecker]>([:])

    static func shared(models: [APIModel], pageModel: APIModel?) -> SwiftSampleChecker {
        let key = pageModel.map { "page:" + $0.name } ?? models.map(\.name).joined(separator: ",")
        if let checker = shared.withLock({ $0[key] }) { return checker }
        let checker = SwiftSampleChecker(models: models, pageModel: pageModel)
        shared.withLock { $0[key] = checker }
        return checker
    }

    init(models: [APIModel], pageModel: APIModel?) {
        cacheKey = pageModel.map { "page:" + $0.name } ?? models.map(\.name).joined(separator: ",")
        candidates = SampleCandidates(models: models, pageModel: pageModel)
        delegates = SampleDelegateRule(models: candidates.models)
        modifiers = SampleModifierCallRule(models: candidates.models)
    }

    /// Parses and checks one block.
    /// - Parameters:
    ///   - code: the block's code (the text between the fences, indentation removed).
    ///   - firstLine: the .md line number of the code's first line.
    ///   - columnOffset: the fence's indentation, in columns to add to every column.
    ///   - file: the .md path the diagnostics name.
    /// - Returns: the findings, in the order of their place in the file.
    func check(code: String, firstLine: Int, columnOffset: Int, file: String) -> [Diagnostic] {
        check(SwiftSampleReader.read(code), firstLine: firstLine, columnOffset: columnOffset, file: file)
    }

    /// Checks a block read by the caller.
    func check(_ sample: SwiftSample, firstLine: Int, columnOffset: Int, file: String) -> [Diagnostic] {
        let locator = SampleLocator(firstLine: firstLine, columnOffset: columnOffset)
        var findings = Self.syntaxFindings(sample, locator: locator, file: file)
        findings += delegates.check(sample, locator: locator, file: file)
        findings += modifiers.check(sample, locator: locator, file: file)
        // By place in the file; findings at one place keep the order the rules made them in.
        return findings.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return (la, a.offset) < (lb, b.offset)
        }.map(\.element)
    }

    /// `docgen.swift.syntax`: the syntax errors the Swift parser itself reports for a block,
    /// with the parser's own message, moved to the block's place in the .md file.
    static func syntaxFindings(_ sample: SwiftSample, locator: SampleLocator, file: String) -> [Diagnostic] {
        sample.syntaxProblems.map { problem in
            Diagnostic(rule: .swiftSyntax, severity: problem.isError ? .error : .warning, file: file,
                       location: locator.place(problem.location), message: problem.message,
                       notes: problem.notes.map { Diagnostic.Note(file: file, location: locator.place($0.location), message: $0.message) },
                       fix: problem.fix.map { Diagnostic.Fix(message: $0) })
        }
    }
}
