import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport

/// The note every model-based sample finding carries: where the model declares the member
/// the sample should match, so a reader can open the declaration next to the guide.
enum SampleDeclarationNote {
    static func declared(_ member: APIMember, in model: APIModel) -> Diagnostic.Note {
        Diagnostic.Note(file: member.location?.file, location: member.location.map { SourceLocation(line: $0.line, column: 1) },
                        message: "\(model.name) declares '\(collapsingSpaces(member.declaration))'")
    }

    /// The same for a member of the surface (a method, initializer, case, property), or a
    /// parameter of one (`text` given: `chunkSize: Int`).
    static func declared(_ member: APISurfaceMember, text: String? = nil, in model: APIModel) -> Diagnostic.Note {
        Diagnostic.Note(file: member.location?.file, location: member.location.map { SourceLocation(line: $0.line, column: $0.column) },
                        message: "\(model.name) declares '\(collapsingSpaces(text ?? member.signature))'")
    }

    /// The cases of an enum a name is none of, by their base names: one note when there are
    /// at most `limit` (a writer picks the one meant), none for a longer list.
    static func cases(_ cases: [APISurfaceMember], in model: APIModel, limit: Int = 12) -> [Diagnostic.Note] {
        guard !cases.isEmpty, cases.count <= limit else { return [] }
        let names = cases.map { ".\($0.baseName)" }.joined(separator: ", ")
        return [Diagnostic.Note(file: cases[0].location?.file, location: cases[0].location.map { SourceLocation(line: $0.line, column: $0.column) },
                                message: "\(model.name) declares \(cases.count == 1 ? "one case" : "\(cases.count) cases"): \(names)")]
    }

    /// Declaration fragments may break lines inside long signatures; a note is one line.
    private static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
