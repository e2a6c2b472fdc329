/// A finding about the input of the API model (a source tree, a manifest, a symbol graph):
/// data, with a stable rule id, that maps one to one onto DocgenCore's `Diagnostic`
/// (`id`, `severity`, `file`, line and column, `message`). It is defined here, not taken from
/// DocgenCore, so the model's modules stay below the site's and carry no cmark or libyaml.
package struct ModelDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The rule ids of the model, `docgen.model.<problem>`.
    package struct ID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }

        /// The source folder (or package root) does not exist or is not a folder.
        package static let sourceMissing = ID(rawValue: "docgen.model.source-missing")
        /// The folder, or every selected module, holds no `.swift` file.
        package static let noSwiftFiles = ID(rawValue: "docgen.model.no-swift-files")
        /// The platform named is none of `ios`, `macos`, `tvos`, `watchos`, `visionos`, `linux`.
        package static let unknownPlatform = ID(rawValue: "docgen.model.unknown-platform")
        /// A module asked for is no target of the package.
        package static let unknownModule = ID(rawValue: "docgen.model.unknown-module")
        /// A Swift file has syntax errors; its declarations are read as the parser recovered them.
        package static let parseError = ID(rawValue: "docgen.model.parse-error")
        /// A file nests brackets too deep to parse in reasonable time; it is not read.
        package static let nestingTooDeep = ID(rawValue: "docgen.model.nesting-too-deep")
        /// `Package.swift` says something the textual reader cannot follow.
        package static let manifest = ID(rawValue: "docgen.model.manifest")
        /// A file or folder could not be read.
        package static let unreadable = ID(rawValue: "docgen.model.unreadable")
        /// A `*.symbols.json` file is not a symbol graph.
        package static let notASymbolGraph = ID(rawValue: "docgen.model.not-a-symbol-graph")
        /// A folder meant to hold symbol graphs holds none.
        package static let noSymbolGraphs = ID(rawValue: "docgen.model.no-symbol-graphs")
        /// The extraction cache could not be written (the result is still returned).
        package static let cache = ID(rawValue: "docgen.model.cache")
        /// A `#if` condition SwiftIfConfig could not evaluate; the block is treated as inactive.
        package static let ifConfig = ID(rawValue: "docgen.model.if-config")
        /// A target was left out of the default selection because another selected target
        /// compiles the same folder (a `*_KidsMode` variant, say).
        package static let duplicateModule = ID(rawValue: "docgen.model.duplicate-module")

        package var description: String { rawValue }
    }

    package enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case note, warning, error

        private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    package var id: ID
    package var severity: Severity
    /// Path relative to the root read (or as given when outside it); nil for no file.
    package var file: String?
    /// Line from 1.
    package var line: Int?
    /// Column from 1, in UTF-8 bytes (as SwiftSyntax and swiftc count them).
    package var column: Int?
    package var message: String

    package init(id: ID, severity: Severity, file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.id = id
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    package static func error(_ id: ID, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) -> ModelDiagnostic {
        ModelDiagnostic(id: id, severity: .error, file: file, line: line, column: column, message: message)
    }

    package static func warning(_ id: ID, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) -> ModelDiagnostic {
        ModelDiagnostic(id: id, severity: .warning, file: file, line: line, column: column, message: message)
    }

    package static func note(_ id: ID, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) -> ModelDiagnostic {
        ModelDiagnostic(id: id, severity: .note, file: file, line: line, column: column, message: message)
    }

    /// `file:line:col: severity: message [id]`, the form editors and CI read.
    package var description: String {
        var place = ""
        if let file {
            place = file
            if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
            place += ": "
        }
        return "\(place)\(severity.rawValue): \(message) [\(id.rawValue)]"
    }
}

/// Thrown when the input stops an extraction (a missing folder, an unknown platform or module,
/// an unreadable symbol graph); carries the diagnostics that say why. Problems that leave a
/// model to return (a file that does not parse) are warnings returned with it instead.
package struct ModelError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [ModelDiagnostic]

    package init(_ diagnostics: [ModelDiagnostic]) { self.diagnostics = diagnostics }
    package init(_ diagnostic: ModelDiagnostic) { self.diagnostics = [diagnostic] }

    /// The first diagnostic's id: what a caller switches on.
    package var id: ModelDiagnostic.ID? { diagnostics.first?.id }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
