
/// Renders diagnostics as `path:line:col: severity: message [id]` lines, optionally followed by
/// the source line with a caret and the notes and fix, the way compilers print them.
public struct DiagnosticPrinter: Sendable {
    /// Reads a file's text (relative to the root) for the source excerpt; nil when unavailable.
    public var sourceText: @Sendable (String) -> TextLines?
    public var showsSource: Bool
    public var colors: Bool

    public init(showsSource: Bool = true, colors: Bool = false,
                sourceText: @escaping @Sendable (String) -> TextLines? = { _ in nil }) {
        self.showsSource = showsSource
        self.colors = colors
        self.sourceText = sourceText
    }

    public func format(_ diagnostic: Diagnostic) -> String {
        var out = header(file: diagnostic.file, location: diagnostic.location, severity: diagnostic.severity.rawValue,
                         message: diagnostic.message + " [\(diagnostic.id)]")
        if showsSource, let file = diagnostic.file, let location = diagnostic.location,
           let text = sourceText(file), let excerpt = text.excerpt(at: location) {
            out += "\n" + excerpt
        }
        for note in diagnostic.notes {
            out += "\n" + header(file: note.file, location: note.location, severity: "note", message: note.message)
        }
        if let fix = diagnostic.fix {
            out += "\n" + paint("fix: ", code: "32") + fix.message
        }
        return out
    }

    private func header(file: String?, location: SourceLocation?, severity: String, message: String) -> String {
        var place = file ?? "docgen"
        if let location, let file {
            let column = sourceText(file)?.characterColumn(of: location) ?? location.column
            place += ":\(location.line):\(column)"
        }
        let code = severity == "error" ? "31" : severity == "warning" ? "33" : "36"
        return paint(place + ":", code: "1") + " " + paint(severity + ":", code: code) + " " + message
    }

    private func paint(_ text: String, code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
