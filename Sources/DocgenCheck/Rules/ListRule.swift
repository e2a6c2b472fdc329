import DocgenAPIModel
import DocgenSupport

/// `docgen.names.unknown` in a list of a type's members: list items that each lead with a code
/// span (`- .stored: the file was kept`, `- chunkSize: …`), most of them cases of one enum or
/// properties of one type that the section names, document that type; a leading name it does
/// not have is a case or property that was renamed, removed or never released.
///
/// Only the section's naming the type binds a list (as for tables of a type's members:
/// `none`, `id` or `url` are every other type's), and only unknown names are reported: a list
/// of the main cases is no promise to name them all.
struct ListRule {
    let models: [APIModel]
    let file: String
    let locator: TextLocator
    var pageTitle = ""

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        var history = PageHistory(content, title: pageTitle, titleScope: .changelogOnly)
        var start = 0
        while start < content.texts.count {
            guard content.texts[start].kind == .listItem else {
                start += 1
                continue
            }
            var end = start
            while end < content.texts.count, content.texts[end].kind == .listItem { end += 1 }
            check(items: Array(start..<end), in: content, history: &history, into: &diagnostics)
            start = end
        }
    }

    /// The list items at `items` (a run of them, in order).
    private func check(items: [Int], in content: PageContent, history: inout PageHistory, into diagnostics: inout [Diagnostic]) {
        let leading = items.compactMap { index in content.texts[index].content.leadingName.map { (index, $0) } }
            .filter { WrittenAPIName.isIdentifier(MemberNames.normalize($0.1).beforeParameters) }
        guard leading.count >= 2 else { return }
        // `.custom((Data) -> String)` names the case `custom(_:)`: by its base name.
        let names = leading.map { MemberNames.normalize($0.1) }.map { String($0.beforeParameters) }
        var context: String?
        var best: (model: APIModel, symbol: APISymbol, matched: Int)?
        for model in models {
            // A list of a function's parameters or a protocol's methods (`request`, `session`,
            // `error`, `completion` of `retry(_:for:dueTo:completion:)`) is theirs, whatever
            // type has properties of some of those names.
            var functionMatches: [Int: Int] = [:]
            for name in names {
                for position in MemberNames.symbols(naming: name, in: model) { functionMatches[position, default: 0] += 1 }
            }
            let functionBest = functionMatches.values.max() ?? 0
            var matches: [Int: Int] = [:]
            for name in names {
                for position in model.listedTypesByMemberName[name] ?? [] { matches[position, default: 0] += 1 }
            }
            // Most items, not half: a list is looser than a table.
            for (position, matched) in matches.sorted(by: { $0.key < $1.key })
            where matched >= 2 && matched * 2 > names.count && matched > functionBest {
                if let current = best, current.matched >= matched { continue }
                let symbol = model.listedTypes[position]
                if context == nil { context = content.sectionText(content.texts[items[0]].section) }
                guard TableRule.names(symbol, in: context ?? "") else { continue }
                best = (model, symbol, matched)
            }
        }
        guard let (model, symbol, _) = best else { return }
        let noun = symbol.members.first?.kind == .case ? "case" : "property"
        for (index, written) in leading where MemberNames.typeHas(written, symbol, in: model) == false {
            // A selector with labels (`.quarantined(reasons:)`) the names rule judges, as any in prose.
            if let selector = WrittenAPIName(written), selector.labels?.isEmpty == false { continue }
            // "`.rejected` was removed in 3.0": history names old members on purpose.
            if history.textIsHistory(index) || PageHistory.saysItIsHistory(content.texts[index].prose) { continue }
            let nearest = MemberNames.nearby(written, in: symbol)
            diagnostics.append(.error(
                .namesUnknown,
                "'\(written)' is not a \(noun) of \(symbol.displayName) in \(model.name)" + (nearest.map { "; the closest is '\($0.name)'" } ?? ""),
                file: file, at: locator.locate(written, from: content.texts[index].location),
                notes: nearest.map { [TableRule.declared($0, in: model)] } ?? [],
                fix: nearest.map { .init(message: "did you mean '\($0.name)'? If the \(noun) was removed, delete the item", replacement: $0.name) }))
        }
    }
}
