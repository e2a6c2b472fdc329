import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// `docgen.count.mismatch`: a sentence that says how many methods or parameters a symbol has,
/// or how many have no default, must say what the model says. The sentence's subject is the
/// symbol it names, else the page's table-bound or only symbol of that kind.
struct CountRule {
    let models: [APIModel]
    let pageModel: APIModel?
    /// Symbols the page's tables document, the likeliest subjects of its counts.
    let bound: [APISymbol]
    let file: String
    let locator: TextLocator

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        let texts = content.paragraphs + content.lists.flatMap { $0 }
        for (inlines, location) in texts {
            let text = inlines.proseText
            // A sentence is part of its paragraph: with no counted noun in the paragraph, none
            // of its sentences has a claim, and splitting them would be wasted.
            guard CountClaimExtractor.mentionsCountedNoun(Substring(text)) else { continue }
            // Where each literal was last found: the next one is searched after it, so a
            // paragraph repeating a claim thousands of times is not searched from its start each time.
            var lastFound: [String: SourceLocation] = [:]
            for sentence in CountClaimExtractor.sentences(in: text) {
                for claim in CountClaimExtractor.claims(in: sentence.text) {
                    guard let symbol = subject(of: claim) else { continue }
                    let actual = claim.isRequiredCount ? symbol.requiredMembers.count : symbol.members.count
                    let literal = String(decoding: Array(sentence.text.utf8)[claim.utf8Offset..<(claim.utf8Offset + claim.utf8Length)], as: UTF8.self)
                    let previous = lastFound[literal]
                    let found = locator.find(literal, from: previous.map { SourceLocation(line: $0.line, column: $0.column + 1) } ?? location)
                    if let found { lastFound[literal] = found }
                    guard claim.value != actual else { continue }
                    let noun = symbol.kind == .protocol ? "requirements" : "parameters"
                    let what = claim.isRequiredCount
                        ? "\(actual) of its \(symbol.members.count) \(noun) have no default"
                        : "it has \(actual) \(noun)"
                    let fact = "{{api:\(symbol.name).\(claim.isRequiredCount ? "required" : "count")}}"
                    diagnostics.append(.error(
                        .countMismatch,
                        "the text says \(claim.value) \(claim.isRequiredCount ? "required " : "")\(claim.thing == .methods ? "methods" : "parameters") of \(symbol.name), but \(what) in \(modelName(of: symbol))",
                        file: file, at: found ?? location,
                        notes: symbol.location.map { [Diagnostic.Note(file: $0.file, location: SourceLocation(line: $0.line, column: 1),
                                                                        message: "\(symbol.name) is declared here")] } ?? [],
                        fix: .init(message: "write \(fact) so the number follows the API", replacement: fact)))
                }
            }
        }
    }

    private func modelName(of symbol: APISymbol) -> String {
        models.first { $0.symbols.contains { $0.qualifiedName == symbol.qualifiedName } }?.name ?? "the model"
    }

    /// The symbol a claim counts the members of.
    func subject(of claim: CountClaim) -> APISymbol? {
        let kind: APISymbol.Kind = claim.thing == .methods ? .protocol : .function
        for hint in claim.subjectHints {
            var trimmed = Substring(hint)
            while trimmed.first == "`" { trimmed.removeFirst() }
            while trimmed.last == "`" { trimmed.removeLast() }
            let name = String(trimmed)
            for model in models {
                if let symbol = model.symbol(named: name), symbol.kind == kind { return symbol }
            }
        }
        if let symbol = bound.first(where: { $0.kind == kind }) { return symbol }
        guard let pageModel else { return nil }
        let candidates = pageModel.symbols.filter { $0.kind == kind }
        if kind == .protocol { return candidates.count == 1 ? candidates[0] : nil }
        // A page's parameters are those of its main modifier: the function with the most of them.
        return candidates.max { $0.members.count < $1.members.count }
    }
}
