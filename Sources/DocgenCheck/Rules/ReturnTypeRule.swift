import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport
import DocgenSwift

/// `docgen.return.mismatch`: a sentence that says what a function returns ("`make(config:)`
/// returns an `Uploader`", 「`make(config:)` は `Uploader` を返します」, 「`make(config:)` 返回
/// `Uploader`」) must name the type the model declares it to return.
///
/// A claim is a type in a code span right after "returns" (an article, "new" or "optional"
/// between them), "the return type is", 「返回」 or 「返回值为」, or right before 「を返す」 or
/// 「が返されます」; it is about the first name of its clause ("`make(config:)` takes a `Config`
/// and returns …"), or of the sentence when the clause names nothing before it, which must look
/// like a member (`make`, `make(config:)`, `Courier.make(config:)`): a type there is what the
/// sentence is about. Judged only where the model can tell: the member must resolve, every
/// overload of it that returns a value must disagree, and the two types must both be types the
/// model or the standard library declares. Not judged: a function that returns nothing (its result comes through a callback
/// or a completion), a type the declared one holds (`Receipt` for `[Receipt]`, `Receipt?`,
/// `Result<Receipt, Error>`, a publisher of it), a protocol, a superclass, a typealias, a
/// generic parameter, `Self`, an opaque type, and negated or historical sentences.
struct ReturnTypeRule {
    let models: [APIModel]
    let file: String
    let locator: TextLocator

    /// A function or property of the model and the type it gives.
    struct Candidate {
        let owner: String
        let name: String
        let declared: String
        let member: APISurfaceMember?
        /// A function, not a property: what a name written with parentheses (`request()`) means.
        let isFunction: Bool
    }

    /// The functions and properties `written` may name in `model`: a top-level function, a
    /// member by selector or base name, alone or after its type's name (`Courier.make(config:)`)
    /// or an instance's (`uploader.upload(_:to:)`); a name written with parentheses
    /// (`request()`) is a function, whatever properties share its name.
    static func candidates(_ written: String, in model: APIModel) -> [Candidate] {
        let meaning = SurfaceNames.of(model).meaning(of: written)
        if !meaning.functions.isEmpty {
            return meaning.functions.map { Candidate(owner: "", name: $0.name, declared: $0.returnType ?? "", member: nil, isFunction: true) }
        }
        let candidates = meaning.members.compactMap { owned -> Candidate? in
            let member = owned.member
            let kind = member.kind == .requirement ? member.requirementKind ?? "" : member.kind.rawValue
            switch kind {
            case "method", "static method":
                return Candidate(owner: owned.owner, name: member.name, declared: member.returnType ?? "", member: member, isFunction: true)
            case "property", "static property":
                return Candidate(owner: owned.owner, name: member.name, declared: member.type ?? "", member: member, isFunction: false)
            default:
                return nil
            }
        }
        return written.contains("(") ? candidates.filter(\.isFunction) : candidates
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        guard !models.isEmpty else { return }
        content.claimSentences(cue: Self.hasCue) { sentence, prose, location in
            check(sentence, prose: prose, at: location, into: &diagnostics)
        }
    }

    private func check(_ sentence: Substring, prose: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        let spans = CodeSpan.spans(in: sentence)
        guard spans.count >= 2 else { return }
        for (k, claimed) in spans.enumerated() where k > 0 {
            let before = sentence[spans[k - 1].range.upperBound..<claimed.range.lowerBound]
            let after = sentence[claimed.range.upperBound..<(k + 1 < spans.count ? spans[k + 1].range.lowerBound : sentence.endIndex)]
            // "The return type of `make(config:)` is `Uploader`": the lead is before the member.
            let leadsSubject = Self.isCopula(before) && Self.leadsReturn(sentence[..<spans[k - 1].range.lowerBound])
            guard leadsSubject || Self.claimsReturn(before: before, after: after), Self.looksLikeType(claimed.code) else { continue }
            // The clause that holds the claim: "does not return", 「返しません」 say what it is not.
            let clauseStart = CodeSpan.clause(around: claimed.range, in: sentence).startIndex
            let clause = sentence[clauseStart..<(after.endIndex)]
            guard !DefaultValueRule.isNegated(clause), !Self.isNegatedJapanese(after) else { continue }
            // What returns it: the clause's first name ("`make(config:)` takes a `Config` and
            // returns …"), or the sentence's when the clause names nothing before the type
            // (「`make(config:)` は `Config` を受け取り、`Uploader` を返します」). A type there is
            // the subject ("`Uploader` sends each file in `chunkSize` bytes and returns a
            // `Receipt`"), and what a type does is not a member's return value.
            let subject = spans[..<k].first { $0.range.lowerBound >= clauseStart } ?? spans[0]
            guard Self.looksLikeMember(subject.code) else { continue }
            judge(subject: subject.code, claimed: claimed, prose: prose, at: location, into: &diagnostics)
        }
    }

    private func judge(subject: String, claimed: CodeSpan, prose: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        let written = claimed.code.trimmingWhitespace
        for model in models {
            let candidates = Self.candidates(subject, in: model)
            guard !candidates.isEmpty else { continue }
            let names = TypeColumn.KnownTypes.of(model)
            let writtenShape = SwiftTypeShape.parse(written)
            // An overload that returns nothing passes its result to a callback: those that
            // return a value are the ones meant, and each must disagree (`read()` returns
            // `Reading` when awaited, `PendingReading` otherwise).
            let valued = candidates.filter { !Self.returnsNothing($0.declared) }
            guard !valued.isEmpty, valued.allSatisfy({ Self.disagrees(writtenShape, $0.declared, names: names, model: model) }) else { return }
            let first = valued[0]
            let owner = first.owner.isEmpty ? "" : first.owner + "."
            let earlier = AvailabilityRule.occurrences(of: "`\(claimed.code)`", in: prose[..<claimed.range.lowerBound])
            diagnostics.append(.error(
                .returnMismatch,
                "the text says \(owner)\(first.name) returns '\(written)', but it returns '\(first.declared)' in \(model.name)",
                file: file, at: locator.locate("`\(claimed.code)`", from: location, skip: earlier),
                notes: first.member.map { [SampleDeclarationNote.declared($0, in: model)] } ?? [],
                fix: valued.allSatisfy({ $0.declared == first.declared })
                    ? .init(message: "write '\(first.declared)'", replacement: first.declared) : nil))
            return
        }
    }

    /// True when the model says `declared` is not what `written` names: both are types it
    /// knows, and `written` is neither the declared type nor one it holds or conforms to.
    static func disagrees(_ written: SwiftTypeShape, _ declared: String, names: TypeColumn.KnownTypes, model: APIModel) -> Bool {
        let text = declared.trimmingWhitespace
        guard !returnsNothing(text) else { return false }
        let shape = SwiftTypeShape.parse(text)
        guard TypeColumn.compare(written, shape, names) == .different else { return false }
        // `Receipt` for `[Receipt]`, `Receipt?` or `Result<Receipt, UploadError>`: the value it holds.
        if case .named(let parts) = written, let name = parts.last?.name {
            if contains(shape, name) { return false }
            // A protocol the declared type conforms to, or a class it inherits from.
            if names.protocols.contains(name) || inherits(shape, from: name, in: model) { return false }
        }
        if case .optional(let inner) = written, TypeColumn.compare(inner, shape, names) != .different { return false }
        return true
    }

    /// A function that returns nothing: its result, if any, comes through a callback, which
    /// guides also call returning it.
    static func returnsNothing(_ declared: String) -> Bool {
        let text = declared.trimmingWhitespace
        return text.isEmpty || text == "Void" || text == "()"
    }

    /// True when `name` is a type anywhere inside `shape`: an element, a generic argument,
    /// an optional's value, a function's result.
    static func contains(_ shape: SwiftTypeShape, _ name: String) -> Bool {
        switch shape {
        case .named(let parts):
            return parts.contains { $0.name == name || $0.arguments.contains { contains($0, name) } }
        case .optional(let inner), .array(let inner), .existential(let inner), .metatype(let inner):
            return contains(inner, name)
        case .dictionary(let key, let value):
            return contains(key, name) || contains(value, name)
        case .tuple(let elements):
            return elements.contains { contains($0, name) }
        case .function(let parameters, let result):
            return contains(result, name) || parameters.contains { contains($0, name) }
        case .composition(let parts):
            return parts.contains { contains($0, name) }
        case .unknown:
            return false
        }
    }

    /// True when the class `shape` names inherits from `name`, as far as the model knows.
    static func inherits(_ shape: SwiftTypeShape, from name: String, in model: APIModel) -> Bool {
        guard case .named(let parts) = shape, var current = parts.last?.name else { return false }
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let symbol = model.surface.symbols.first(where: { $0.name.split(separator: ".").last.map(String.init) == current }) else { return false }
            if symbol.conformances?.contains(where: { $0.split(separator: ".").last.map(String.init) == name }) == true { return true }
            guard let superclass = symbol.superclass else { return false }
            let last = String(superclass.split(separator: ".").last ?? "")
            if last == name { return true }
            current = last
        }
        return false
    }

    // MARK: - Reading the text

    /// Words before a returned type (lowercased, spaces collapsed) that make it one.
    private static let englishLeads = ["returns", "return type is", "return value is", "return type will be", "result type is"]
    /// Words that may stand between the lead and the type: "returns a new optional `Receipt`".
    private static let englishFiller: Set<String> = ["a", "an", "the", "new", "optional", "single", "instance", "of", "type", "value", "object"]
    private static let chineseLeads = ["返回", "返回值是", "返回值为", "返回值為", "返回类型是", "返回类型为", "返回類型是", "返回類型為",
                                       "返回值类型为", "返回值類型為", "返回的是", "返回一个", "返回一個", "返回一", "返回的类型是", "返回的類型是"]
    private static let japaneseLeads = ["戻り値は", "戻り値の型は", "返り値は", "返り値の型は", "返却値は"]
    private static let japaneseTrails = ["を返", "が返", "型を返", "型の値を返", "型の値が返", "型が返", "のインスタンスを返", "オブジェクトを返",
                                         "を戻り値", "型を戻り値", "を返却", "型を返却"]

    /// True when the text around a code span makes it the type something returns.
    static func claimsReturn(before: Substring, after: Substring) -> Bool {
        let lead = before.trimmingCharacters(in: " \u{3000}")
        if japaneseTrails.contains(where: { after.trimmingCharacters(in: " \u{3000}").hasPrefix($0) }) { return true }
        if chineseLeads.contains(where: { lead.hasSuffix($0) }) || japaneseLeads.contains(where: { lead.hasSuffix($0) }) { return true }
        // 「返回一个新的 `T`」「返回一个可以启动的 `T`」: a few words that end in 的 after 返回.
        if let verb = lead.indices.last(where: { lead[$0...].hasPrefix("返回") }) {
            let rest = lead[lead.index(verb, offsetBy: 2)...]
            if rest.count <= 10, rest.hasSuffix("的") || rest.hasSuffix("新"),
               !rest.contains(where: { $0.isPunctuation || $0 == " " }), !rest.contains("和"), !rest.contains("或") { return true }
        }
        var words = lead.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        while let last = words.last, englishFiller.contains(last) { words.removeLast() }
        let joined = words.suffix(4).joined(separator: " ")
        return englishLeads.contains { joined == $0 || joined.hasSuffix(" " + $0) }
    }

    /// "is", "is a", "will be an": what joins "the return type of `x`" to its type.
    static func isCopula(_ text: Substring) -> Bool {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        while let last = words.last, englishFiller.contains(last) { words.removeLast() }
        return words == ["is"] || words == ["will", "be"]
    }

    /// Text that ends in "the return type of" or "the return value of", before a member's name.
    static func leadsReturn(_ text: Substring) -> Bool {
        let lowered = Substring(text.lowercased()).trimmingCharacters(in: " ")
        return ["return type of", "return value of", "result type of"].contains { lowered.hasSuffix($0) }
    }

    /// 「`Receipt` を返しません」: the Japanese negative follows the verb.
    static func isNegatedJapanese(_ after: Substring) -> Bool {
        let text = after.prefix(16)
        return ["返しません", "返さない", "返されません", "返されない", "返却しません"].contains { text.contains($0) }
    }

    /// A type as a guide writes one: a capitalized name, `[T]`, `T?`, `(A, B)`; not a literal
    /// (`true`, `nil`, `.success`, `42`, `"ok"`), `Self`, an opaque type or a call.
    static func looksLikeType(_ code: String) -> Bool {
        let text = code.trimmingWhitespace
        guard let first = text.unicodeScalars.first, !text.hasPrefix("Self"), !text.hasPrefix("some "), !text.contains("(") || text.contains("->") else {
            return false
        }
        return ("A"..."Z").contains(first) || first == "[" || (first == "(" && text.contains("->"))
    }

    /// A member as a guide names one: `make`, `make(config:)`, `Courier.make(config:)`,
    /// `uploader.upload(_:to:)`; a capitalized name alone is a type.
    static func looksLikeMember(_ code: String) -> Bool {
        let trimmed = code.trimmingWhitespace
        let text = WrittenAPIName.docCSymbol(trimmed) ?? trimmed
        guard let first = text.first, first.isLetter || first == "_" || first == "." else { return false }
        if text.contains("(") { return true }
        let last = text.split(separator: ".").last ?? ""
        return last.first?.isLowercase == true && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A word for returning, outside code.
    static func hasCue(_ text: some StringProtocol) -> Bool {
        func cue(_ text: some StringProtocol) -> Bool { text.contains("return") || text.contains("返") || text.contains("戻り値") }
        // Most text has no such word at all: the code spans are taken out only when it does.
        return cue(text) && cue(AvailabilityRule.withoutCodeSpans(String(text)))
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) || first.isNewline { text.removeFirst() }
        while let last = text.last, set.contains(last) || last.isNewline { text.removeLast() }
        return text
    }
}
