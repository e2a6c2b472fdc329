import DocgenAPIModel
import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.names.unknown`: a method or parameter named in a heading, a method list or a
/// selector in prose that the model does not have (never released, or removed) is an error
/// naming the closest real member. Tables are checked by `TableRule`.
struct NameRule {
    let models: [APIModel]
    let file: String
    let locator: TextLocator

    /// Callbacks are named `did…`, `will…`, `should…` by Apple's delegate convention; a name of
    /// that shape, or a selector whose base is a protocol's, is a claim about the API.
    static func isCallbackName(_ name: String) -> Bool {
        let n = MemberNames.normalize(name)
        if n.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, as names nearly always are: the same test on bytes, without Character properties.
            let bytes = Array(n.utf8)
            func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
            func isAlphanumeric(_ b: UInt8) -> Bool { isUpper(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) }
            return ["did", "will", "should"].contains { prefix in
                bytes.starts(with: prefix.utf8) && bytes.count > prefix.utf8.count && isUpper(bytes[prefix.utf8.count])
            } && bytes.allSatisfy(isAlphanumeric)
        }
        return ["did", "will", "should"].contains { prefix in
            n.hasPrefix(prefix) && n.dropFirst(prefix.count).first?.isUppercase == true
        } && n.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// The symbol a selector-shaped name belongs to by its base name (`flowController(...)`).
    func selectorOwner(_ name: String) -> (APIModel, APISymbol)? {
        let n = MemberNames.normalize(name)
        guard n.contains("("), n.hasSuffix(")") else { return nil }
        let base = String(n.prefix(while: { $0 != "(" }))
        for model in models {
            for symbol in model.symbols where symbol.kind == .protocol && symbol.members.contains(where: { $0.baseName == base }) {
                return (model, symbol)
            }
        }
        return nil
    }

    /// The protocol or function a callback-shaped name belongs to (the one with the closest member).
    func callbackOwner(_ name: String) -> (APIModel, APISymbol, APIMember?)? {
        for model in models {
            for symbol in model.symbols {
                if let member = MemberNames.member(name, in: symbol) { return (model, symbol, member) }
            }
        }
        // The symbol with the nearest member, first of equals: one search over every member of
        // every symbol, so a symbol is measured only within the best distance found before it.
        var search = NearestSearch<(model: Int, symbol: Int)>(to: MemberNames.normalize(name))
        for (m, model) in models.enumerated() {
            for (s, symbol) in model.symbols.enumerated() where !search.isSpent {
                MemberNames.consider(symbol, in: &search) { _ in (m, s) }
            }
        }
        return search.best.map { (models[$0.candidate.model], models[$0.candidate.model].symbols[$0.candidate.symbol], nil) }
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        for heading in content.headings {
            for case .code(let name) in heading.content {
                checkClaim(name, at: heading.location, selectorsOnly: false, into: &diagnostics)
            }
        }
        for item in content.listItems {
            guard let name = item.content.leadingName else { continue }
            checkClaim(name, at: item.location, selectorsOnly: false, into: &diagnostics)
        }
        // Every code span of a paragraph or list item that is a selector.
        for text in content.texts where text.kind != .heading {
            for case .code(let name) in text.content {
                checkClaim(name, at: text.location, selectorsOnly: true, into: &diagnostics)
            }
        }
    }

    private func checkClaim(_ name: String, at location: SourceLocation, selectorsOnly: Bool, into diagnostics: inout [Diagnostic]) {
        if let (model, symbol) = selectorOwner(name) {
            guard MemberNames.member(name, in: symbol) == nil else { return }
            report(name, model: model, symbol: symbol, at: location, into: &diagnostics)
        } else if !selectorsOnly, Self.isCallbackName(name), let (model, symbol, member) = callbackOwner(name), member == nil {
            report(name, model: model, symbol: symbol, at: location, into: &diagnostics)
        }
    }

    private func report(_ name: String, model: APIModel, symbol: APISymbol, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        let nearest = MemberNames.nearest(name, in: symbol)
        let noun = symbol.kind == .protocol ? "method" : "parameter"
        let location = locator.locate(name, from: location)
        diagnostics.append(.error(
            .namesUnknown,
            "\(model.name) has no \(noun) '\(MemberNames.normalize(name))' in \(symbol.displayName)" + (nearest.map { "; the closest is '\($0.name)'" } ?? ""),
            file: file, at: location,
            notes: nearest.map { [TableRule.declared($0, in: model)] } ?? [],
            fix: nearest.map { .init(message: "did you mean '\($0.name)'?", replacement: $0.name) }))
    }
}
