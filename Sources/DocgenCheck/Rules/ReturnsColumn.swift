import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport
import DocgenSwift

/// `docgen.return.mismatch` in a table's Returns column: for the method requirements of a
/// protocol a table documents, what each row says the method returns against what it
/// declares. A conforming type must return exactly that, so here "nothing" is a claim too: a
/// cell that says a type for a method that returns nothing is drift, and so is "—" for one
/// that returns a value.
enum ReturnsColumn {
    /// Header texts of a Returns column, in the languages guides are written in.
    static let headers: Set<String> = ["returns", "return", "return type", "return value", "戻り値", "戻り値の型", "返り値", "返回",
                                       "返回值", "返回类型", "返回值类型", "返回類型", "返回值類型"]
    /// What a cell says "nothing" with.
    static let nothing: Set<String> = ["—", "–", "-", "void", "()", "nothing", "none", "n/a", "なし", "無し", "无", "無", "没有"]

    /// The column of `table` headed Returns, if any.
    static func column(of table: Table) -> Int? {
        table.header.cells.firstIndex { headers.contains($0.content.plainText.trimmingWhitespace.lowercased()) }
    }

    /// Checks one row's Returns cell against `member`, a method requirement.
    static func check(_ member: APIMember, cell: TableCell, binding: TableRule.Binding, file: String, locator: TextLocator,
                      into diagnostics: inout [Diagnostic]) {
        // A property or an associated type returns nothing a row could say.
        guard member.kind == .requirement, member.type == nil, !member.isAssociatedType else { return }
        let text = cell.content.plainText.trimmingWhitespace
        guard !text.isEmpty else { return }
        let declared = member.returnType?.trimmingWhitespace ?? ""
        let declaresNothing = ReturnTypeRule.returnsNothing(declared)
        let names = TypeColumn.KnownTypes.of(binding.model)
        var written: String?
        if !nothing.contains(text.lowercased()) {
            // Words ("a flag") say nothing the model can judge.
            guard let type = TypeColumn.writtenType(cell.content) else { return }
            written = ReturnTypeRule.returnsNothing(type) ? nil : type
        }
        let says: String
        switch (written, declaresNothing) {
        case (nil, true):
            return
        case (nil, false):
            says = "nothing"
        case (let type?, true):
            // Only a type the model or the standard library knows: an outside name may be a typealias of Void.
            guard case .named(let parts) = SwiftTypeShape.parse(type), let name = parts.last?.name, names.isKnown(name) else { return }
            says = "'\(type)'"
        case (let type?, false):
            guard ReturnTypeRule.disagrees(SwiftTypeShape.parse(type), declared, names: names, model: binding.model) else { return }
            says = "'\(type)'"
        }
        let replacement = declaresNothing ? "—" : declared
        diagnostics.append(.error(
            .returnMismatch,
            "the table says '\(member.name)' returns \(says), but it returns \(declaresNothing ? "nothing" : "'\(declared)'") in \(binding.model.name) (\(binding.symbol.displayName))",
            file: file, at: locator.locate(text, from: cell.location), notes: [TableRule.declared(member, in: binding.model)],
            fix: .init(message: "write '\(replacement)'", replacement: replacement)))
    }
}
