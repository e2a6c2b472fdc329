import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.parity.table`: a translation's API tables list the English tables' members and
/// agree on which are required. An API table is one with a Required column, or whose first
/// column holds only names (in backticks, bold or bare); other tables are prose and are
/// translated freely. Names are compared as `MemberNames` writes them (backticks, bold, a
/// trailing `()` aside), rows in any order, the Required column found by its header in each
/// locale. A Required cell that disagrees with the English one is an error at that cell, with
/// notes at the English cell and at the other locales' cells for the member.
enum TableParity {
    static let id = Rule.parityTable

    /// One table of one page, read for comparison.
    struct Reading {
        struct Row {
            /// The normalized name (`didFinishPurchase`, `flowController(_:didPerform:)`).
            var name: String
            var cell: TableCell
            /// True required, false optional, nil when the page says neither (or has no column).
            var required: Bool?
            var value: String
            var valueCell: TableCell?
        }

        var marked: PageContent.MarkedTable
        var isAPI: Bool
        var rows: [Row]
        var requiredColumn: Int?
        var vocabulary: TableRule.Vocabulary

        /// The rows' names; made once, as rules look names up for every row of every table.
        let names: Set<String>
        var location: SourceLocation { marked.location }

        func row(_ name: String) -> Row? { rows.first { $0.name == name } }

        init(_ marked: PageContent.MarkedTable, locale: String) {
            self.marked = marked
            let table = marked.table
            let column = table.header.cells.firstIndex { TableRule.requiredHeaders.contains($0.content.plainText.trimmingWhitespace.lowercased()) }
            requiredColumn = column
            vocabulary = TableRule.Vocabulary(table: table, column: column, locale: locale)
            var rows: [Row] = []
            var allNames = true
            for row in table.rows {
                guard let first = row.cells.first else { continue }
                let written = first.content.plainText.trimmingWhitespace
                guard !written.isEmpty else { continue }
                if !Self.isName(first.content) { allNames = false }
                var value = "", valueCell: TableCell?, required: Bool?
                if let column, column < row.cells.count {
                    valueCell = row.cells[column]
                    value = row.cells[column].content.plainText.trimmingWhitespace
                    required = TableRule.requiredWord(value)
                }
                rows.append(Row(name: MemberNames.normalize(written), cell: first, required: required, value: value, valueCell: valueCell))
            }
            self.rows = rows
            names = Set(rows.map(\.name))
            isAPI = !rows.isEmpty && (column != nil || allNames)
        }

        /// A cell that is only a name: one code span, a bold name, or a bare identifier or selector.
        static func isName(_ content: [Inline]) -> Bool {
            let parts = content.filter { if case .text(let s) = $0 { return !s.trimmingWhitespace.isEmpty }; return true }
            guard parts.count == 1 else { return false }
            switch parts[0] {
            case .code: return true
            case .strong(let inner), .emphasis(let inner): return looksLikeName(inner.plainText)
            case .text(let s): return looksLikeName(s)
            default: return false
            }
        }

        static func looksLikeName(_ text: String) -> Bool {
            let trimmed = text.trimmingWhitespace
            guard !trimmed.contains(where: \.isWhitespace) else { return false }
            let name = MemberNames.normalize(trimmed)
            guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
            return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "_:().<>?".unicodeScalars.contains($0)) }
        }
    }

    /// One translation with its tables and, per English table, the table that translates it.
    struct Side {
        var structure: PageStructure
        var policy: ParityPolicy
        var tables: [Reading]
        var steps: [SequenceAlignment.Step]

        func counterpart(of english: Int) -> Reading? {
            for step in steps {
                switch step {
                case .same(let i, let j) where i == english, .changed(let i, let j) where i == english: return tables[j]
                default: continue
                }
            }
            return nil
        }
    }

    static func check(_ original: PageStructure, translations: [(PageStructure, ParityPolicy)]) -> [Diagnostic] {
        let english = original.tables
        let sides: [Side] = translations.map { structure, policy in
            let tables = structure.tables
            let steps = SequenceAlignment.align(english, tables) { a, b in
                a.isAPI == b.isAPI && (a.isAPI ? a.names == b.names : a.marked.table.header.cells.count == b.marked.table.header.cells.count)
            }
            return Side(structure: structure, policy: policy, tables: tables, steps: steps)
        }
        var found: [Diagnostic] = []
        for side in sides {
            let others = sides.filter { $0.structure.file != side.structure.file }
            for step in side.steps {
                switch step {
                case .same(let i, let j), .changed(let i, let j):
                    guard english[i].isAPI || side.tables[j].isAPI else { continue }
                    found += compare(english[i], index: i, side.tables[j], side: side, others: others, original: original)
                case .missing(let i) where english[i].isAPI:
                    let table = english[i]
                    found.append(side.policy.finding(
                        id, "the English page has a table of \(list(table.rows.map(\.name))) here (\(original.file):\(table.location.line)) that this translation leaves out",
                        at: side.structure.place(matching: table.location.line, in: original), originalLine: table.location.line,
                        notes: [.init(file: original.file, location: table.location, message: "the English table")]))
                case .extra(let j) where side.tables[j].isAPI:
                    let table = side.tables[j]
                    found.append(side.policy.finding(
                        id, "this table of \(list(table.rows.map(\.name))) has no counterpart in \(original.file)", at: table.location, originalLine: nil))
                default:
                    continue
                }
            }
        }
        return found
    }

    private static func compare(_ english: Reading, index: Int, _ table: Reading, side: Side, others: [Side],
                                original: PageStructure) -> [Diagnostic] {
        let locator = side.structure.locator
        let policy = side.policy
        var found: [Diagnostic] = []
        let common = english.names.intersection(table.names)
        if common.isEmpty {
            return [policy.finding(id, "this table lists none of the English table's names (\(list(english.rows.map(\.name))))",
                                   at: table.location, originalLine: english.location.line,
                                   notes: [.init(file: original.file, location: english.location, message: "the English table")],
                                   fix: .init(message: "keep member names as they are in the English table; translate only descriptions"))]
        }
        let missing = english.rows.filter { !table.names.contains($0.name) }
        if !missing.isEmpty {
            found.append(policy.finding(
                id, "the table leaves out \(list(missing.map(\.name))), which the English table lists",
                at: table.location, originalLine: missing[0].cell.location.line,
                notes: missing.prefix(3).map { .init(file: original.file, location: $0.cell.location, message: "the English row of '\($0.name)'") },
                fix: .init(message: "add a row for each, as in the English table")))
        }
        for row in table.rows where !english.names.contains(row.name) {
            found.append(policy.finding(
                id, "'\(row.name)' is not in the English table (\(original.file):\(english.location.line))",
                at: locator.locate(row.name, from: row.cell.location), originalLine: nil,
                notes: [.init(file: original.file, location: english.location, message: "the English table")],
                fix: .init(message: "remove the row, or add it to the English table first")))
        }
        if english.requiredColumn != nil, table.requiredColumn == nil {
            found.append(policy.finding(
                id, "the English table has a Required column; this one has none", at: table.location, originalLine: english.location.line,
                notes: [.init(file: original.file, location: english.location, message: "the English table")],
                fix: .init(message: "add the column, headed '\(header(for: side.structure.locale))'")))
            return found
        }
        for row in table.rows {
            guard let theirs = row.required, let englishRow = english.row(row.name), let expected = englishRow.required,
                  theirs != expected, let cell = row.valueCell else { continue }
            var notes: [Diagnostic.Note] = [
                .init(file: original.file, location: Self.place(of: englishRow, in: original),
                      message: "the English table says '\(englishRow.value)' (\(word(expected)))"),
            ]
            for other in others {
                guard let counterpart = other.counterpart(of: index), let otherRow = counterpart.row(row.name),
                      otherRow.required != nil else { continue }
                notes.append(.init(file: other.structure.file, location: Self.place(of: otherRow, in: other.structure),
                                   message: "the \(other.structure.locale) table says '\(otherRow.value)' (\(word(otherRow.required!)))"))
            }
            let replacement = expected ? table.vocabulary.required : table.vocabulary.optional
            found.append(policy.finding(
                id, "'\(row.name)' is \(word(theirs)) here ('\(row.value)') but \(word(expected)) in the English table ('\(englishRow.value)')",
                at: locator.locate(row.value, from: cell.location), originalLine: englishRow.cell.location.line, notes: notes,
                fix: .init(message: "write '\(replacement)'", replacement: replacement)))
        }
        return found
    }

    private static func word(_ required: Bool) -> String { required ? "required" : "optional" }

    /// Where a row's Required value is written.
    private static func place(of row: Reading.Row, in structure: PageStructure) -> SourceLocation {
        guard let cell = row.valueCell else { return row.cell.location }
        return structure.locator.locate(row.value, from: cell.location)
    }

    private static func header(for locale: String) -> String {
        locale.hasPrefix("ja") ? "必須" : locale.hasPrefix("zh") ? "是否必填" : "Required"
    }

    /// `'a', 'b', 'c' and 2 more`.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }
}
