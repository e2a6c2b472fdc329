import DocgenSupport

/// A translation's table that disagrees with the English one where the English table is the
/// one the model contradicts: the translation is right, and telling its translator to copy
/// the English value would spread the mistake. Such a `docgen.parity.table` finding becomes a
/// note without a fix, saying the English table is wrong (its own
/// `docgen.table.required-mismatch` error stays).
enum ParityModelAgreement {
    static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Place: Hashable { let file: String, line: Int }
        var contradicted = Set<Place>()
        for diagnostic in diagnostics where diagnostic.id == Rule.tableRequiredMismatch.id {
            if let file = diagnostic.file, let line = diagnostic.location?.line { contradicted.insert(Place(file: file, line: line)) }
        }
        guard !contradicted.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            // The English row is the finding's first note.
            guard diagnostic.id == Rule.parityTable.id, diagnostic.fix?.replacement != nil,
                  let english = diagnostic.notes.first, let file = english.file, let line = english.location?.line,
                  contradicted.contains(Place(file: file, line: line)),
                  let own = diagnostic.file, let ownLine = diagnostic.location?.line,
                  !contradicted.contains(Place(file: own, line: ownLine)) else { return diagnostic }
            var agreed = diagnostic
            agreed.severity = .note
            agreed.message += "; the model agrees with this table, not with the English one (\(file):\(line) is reported): keep it"
            agreed.fix = nil
            return agreed
        }
    }
}
