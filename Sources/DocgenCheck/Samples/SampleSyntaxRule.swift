import DocgenCore
import DocgenMarkdown
internal import SwiftDiagnostics
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// `docgen.swift.syntax`: the syntax errors the Swift parser itself reports for a block, with
/// the parser's own message, moved to the block's place in the .md file.
///
/// The messages and positions are the compiler's (`ParseDiagnosticsGenerator` is the code that
/// makes `swiftc`'s syntax errors), so a reader sees what Xcode would show for the sample.
struct SampleSyntaxRule {
    static let id = "docgen.swift.syntax"

    func check(_ sample: ParsedSwiftSample, locator: SampleLocator, file: String) -> [DocgenCore.Diagnostic] {
        // Most blocks are clean; the tree says so without running the generator.
        guard sample.tree.hasError else { return [] }
        return ParseDiagnosticsGenerator.diagnostics(for: sample.tree).compactMap { diagnostic in
            let severity: DocgenCore.Diagnostic.Severity
            switch diagnostic.diagMessage.severity {
            case .error: severity = .error
            case .warning: severity = .warning
            // Notes and remarks belong to a diagnostic; alone they are no finding.
            default: return nil
            }
            let notes = diagnostic.notes.map { note in
                DocgenCore.Diagnostic.Note(file: file, location: locator.location(of: note.position), message: note.message)
            }
            let fix = diagnostic.fixIts.first.map { DocgenCore.Diagnostic.Fix(message: $0.message.message) }
            return DocgenCore.Diagnostic(id: Self.id, severity: severity, file: file, location: locator.location(of: diagnostic.position),
                                         message: diagnostic.message, notes: notes, fix: fix)
        }
    }
}
