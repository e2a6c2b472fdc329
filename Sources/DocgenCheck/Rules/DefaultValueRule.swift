import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport

/// `docgen.default.mismatch`: a sentence that states a parameter's default value ("`times`
/// defaults to 3", 「`times` のデフォルトは 3 回」, 「`times` 默认为 3」) must state the model's.
///
/// A sentence is judged when it has a word for default, names exactly one parameter whose
/// default the model holds as a literal (a number, `true`/`false`, an enum case), and states
/// values of that kind. Its numbers are those in the text outside code, and literals written as
/// code (`3`, `true`, `.high`); a number with a unit that scales it (`5 minutes`, `2 MB`) or next
/// to a version (`SDK 4`, `iOS 15`) is not one. When any of them is the default, or there is
/// more than one candidate value, nothing is said: "set `times` to 5 (the default is 3)".
struct DefaultValueRule {
    let models: [APIModel]
    let file: String
    let locator: TextLocator

    /// A default the model holds, as a value a sentence can state.
    enum Value: Equatable {
        case number(Double)
        case bool(Bool)
        case enumCase(String)
        case string(String)

        /// The value of a default's source text, when it is a literal (`3`, `1.7`, `-1`,
        /// `true`, `.normal`, `"en"`); nil for an expression (`1 << 20`, `.standard.timeout`,
        /// `nil`, `"\(name)"`).
        init?(source: String) {
            let text = source.trimmingWhitespace
            if text == "true" || text == "false" { self = .bool(text == "true"); return }
            if let literal = Self.stringLiteral(text) { self = .string(literal); return }
            if text.hasPrefix("."), WrittenAPIName.isIdentifier(text.dropFirst()) { self = .enumCase(String(text.dropFirst())); return }
            // `.seconds(3)`, `.fixed(width: 2)`: a case with literal associated values, compared as written.
            if text.hasPrefix("."), let open = text.firstIndex(of: "("), text.hasSuffix(")"),
               WrittenAPIName.isIdentifier(text[text.index(after: text.startIndex)..<open]) {
                let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
                let values = arguments.split(separator: ",").map { argument -> Substring in
                    argument.firstIndex(of: ":").map { argument[argument.index(after: $0)...] } ?? argument
                }
                if !arguments.contains("("), values.allSatisfy({ Value(source: String($0)) != nil }) {
                    self = .enumCase(String(text.dropFirst().filter { !$0.isWhitespace }))
                    return
                }
            }
            // `Environment.sandbox`: a case written with its type.
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count >= 2, parts.allSatisfy({ WrittenAPIName.isIdentifier($0) }), parts[0].first?.isUppercase == true,
               let last = parts.last, last.first?.isLowercase == true {
                self = .enumCase(String(last))
                return
            }
            guard let number = DefaultValueRule.number(text) else { return nil }
            self = .number(number)
        }

        var display: String {
            switch self {
            case .number(let n): n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
            case .bool(let b): b ? "true" : "false"
            case .enumCase(let name): "." + name
            case .string(let text): "\"\(text)\""
            }
        }

        /// The text of a plain string literal (`"en"`): no escapes, no interpolation, one line.
        private static func stringLiteral(_ text: String) -> String? {
            guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
            return String(inner)
        }
    }

    /// A parameter with a literal default, and the function it belongs to; or a stored
    /// property with a literal start value, and its type (`function` is then its name).
    struct Parameter {
        let owner: String
        let function: String
        let name: String
        let value: Value
        let member: APISurfaceMember

        /// A stored property's start value, not a parameter's default.
        var isProperty: Bool { member.kind == .property || member.kind == .staticProperty }
    }

    /// Every parameter of the model with a literal default, by label and by name; and the
    /// functions with exactly one such parameter, by selector and base name.
    final class Index: Sendable {
        let byParameterName: [String: [Parameter]]
        let byFunction: [String: [Parameter]]

        static func of(_ model: APIModel) -> Index {
            model.memo.value("DefaultValues") { Index(model.surface) }
        }

        private init(_ surface: APISurface) {
            var byParameterName: [String: [Parameter]] = [:]
            var byFunction: [String: [Parameter]] = [:]
            func add(owner: String, member: APISurfaceMember) {
                let defaulted = (member.parameters ?? []).compactMap { parameter -> Parameter? in
                    guard let source = parameter.default, let value = Value(source: source) else { return nil }
                    let name = parameter.label == "_" ? parameter.name : parameter.label
                    return Parameter(owner: owner, function: member.name, name: name, value: value, member: member)
                }
                for parameter in defaulted {
                    byParameterName[parameter.name, default: []].append(parameter)
                    // `for duration: TimeInterval = 60`: guides also use the name inside.
                    if let inner = member.parameters?.first(where: { ($0.label == "_" ? $0.name : $0.label) == parameter.name })?.name,
                       inner != parameter.name {
                        byParameterName[inner, default: []].append(parameter)
                    }
                }
                if defaulted.count == 1 {
                    byFunction[member.name, default: []].append(defaulted[0])
                    byFunction[member.baseName, default: []].append(defaulted[0])
                    byFunction["\(owner).\(member.name)", default: []].append(defaulted[0])
                    byFunction["\(owner).\(member.baseName)", default: []].append(defaulted[0])
                }
            }
            for symbol in surface.symbols {
                for member in symbol.members where member.parameters != nil { add(owner: symbol.name, member: member) }
                // A stored property's start value is its default: "`maxConnections` defaults to 4".
                for member in symbol.members where member.kind == .property || member.kind == .staticProperty {
                    guard let source = member.initialValue, let value = Value(source: source) else { continue }
                    let property = Parameter(owner: symbol.name, function: member.name, name: member.name, value: value, member: member)
                    byParameterName[member.name, default: []].append(property)
                    let last = String(symbol.name.split(separator: ".").last ?? "")
                    for key in Set(["\(symbol.name).\(member.name)", "\(last).\(member.name)"]) { byFunction[key, default: []].append(property) }
                }
            }
            self.byParameterName = byParameterName
            self.byFunction = byFunction
        }

        /// The one default `written` names (a parameter, or a function with one defaulted
        /// parameter); nil when it names none, or several that differ.
        func parameter(_ written: String) -> Parameter? {
            // A DocC link (``ImagePipeline/Configuration-swift.struct/isProgressiveDecodingEnabled``) names its path.
            var name = MemberNames.normalize(WrittenAPIName.docCSymbol(written) ?? written)
            if name.hasSuffix(":") { name.removeLast() }  // `times:`
            let found = byParameterName[name] ?? byFunction[name] ?? byFunction[String(name.prefix { $0 != "(" })] ?? []
            guard let first = found.first, found.allSatisfy({ $0.value == first.value }) else { return nil }
            return first
        }
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        guard !models.isEmpty else { return }
        // A sentence about an earlier release states an old default: "In 2.0, `times` defaulted to 5".
        content.claimSentences(cue: { Self.hasCue($0) }) { sentence, prose, location in
            // "By default `a` is 30, and `b` defaults to 500": each clause is a claim of its own.
            // "`a` controls batching; the default is 30": else the sentence as one claim.
            var judged = false
            for clause in Self.clauses(of: sentence) where !Self.isInstruction(clause) && !Self.isNegated(clause) {
                judged = check(clause, prose: prose, at: location, into: &diagnostics) || judged
            }
            if !judged, !Self.isInstruction(sentence), !Self.isNegated(sentence) {
                check(sentence, prose: prose, at: location, into: &diagnostics)
            }
        }
    }

    /// Judges one claim; true when it named a parameter and stated a value of its kind.
    @discardableResult
    private func check(_ sentence: Substring, prose: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) -> Bool {
        // Code spans as CommonMark reads them (a DocC link, ``Type/member``, is one), and the
        // text between them; a backtick left in the text is a span the sentence cuts: left alone.
        let spans = CodeSpan.spans(in: sentence)
        var texts: [Substring] = []
        var start = sentence.startIndex
        for span in spans {
            texts.append(sentence[start..<span.range.lowerBound])
            start = span.range.upperBound
        }
        texts.append(sentence[start...])
        guard !texts.contains(where: { $0.contains("`") }) else { return false }
        for model in models {
            let index = Index.of(model)
            let named = spans.compactMap { index.parameter($0.code) }
            guard let parameter = named.first, named.allSatisfy({ $0.function == parameter.function && $0.name == parameter.name }) else {
                continue
            }
            var stated: [(value: Value, written: String)] = texts.flatMap { text in Self.numbers(in: text).map { (Value.number($0.value), $0.written) } }
            for span in spans {
                let code = span.code.trimmingWhitespace
                if let value = Value(source: code) { stated.append((value, "`\(code)`")) }
                // `times: 5`: a value given with its label.
                if let colon = code.firstIndex(of: ":"), MemberNames.normalize(String(code[..<colon])) == parameter.name,
                   let value = Value(source: String(code[code.index(after: colon)...])) {
                    stated.append((value, code))
                }
            }
            let comparable = stated.filter { Self.sameKind($0.value, parameter.value) }
            guard !comparable.isEmpty else { continue }
            guard !comparable.contains(where: { $0.value == parameter.value }), comparable.count == 1 else { return true }
            if case .enumCase(let name) = comparable[0].value, !isCase(name, ofTypeOf: parameter, in: model) { return true }
            let claim = comparable[0]
            let earlier = AvailabilityRule.occurrences(of: claim.written, in: prose[..<sentence.startIndex])
            let place = parameter.isProperty ? parameter.owner : "\(parameter.owner).\(parameter.member.baseName)"
            diagnostics.append(.error(
                .defaultMismatch,
                "the text says the default of '\(parameter.name)' in \(place) is \(claim.value.display), "
                    + "but it is \(parameter.value.display) in \(model.name)",
                file: file, at: locator.locate(claim.written, from: location, skip: earlier),
                notes: [SampleDeclarationNote.declared(parameter.member, in: model)],
                fix: .init(message: "write \(parameter.value.display)", replacement: parameter.value.display)))
            return true
        }
        return false
    }

    /// True when the enum case `name` is a case of the parameter's type (`.high` of `Priority`).
    private func isCase(_ name: String, ofTypeOf parameter: Parameter, in model: APIModel) -> Bool {
        let label = parameter.name
        let declared = parameter.isProperty ? parameter.member.type
            : parameter.member.parameters?.first(where: { ($0.label == "_" ? $0.name : $0.label) == label })?.type
        guard let type = declared else { return false }
        let index = SampleTypeIndex.of(model)
        // A type from outside the model (`URLCredential.Persistence`): both the text and the
        // declaration write the value as one of its members, so they are compared as written.
        guard let owner = index.typeName(type.split(separator: ".").map(String.init), inside: parameter.owner) else { return true }
        let base = String(name.prefix { $0 != "(" })
        return !index.members(base, of: owner, roles: [.enumCase, .staticProperty, .staticMethod]).isEmpty
    }

    static func sameKind(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number, .number), (.bool, .bool), (.enumCase, .enumCase), (.string, .string): true
        default: false
        }
    }

    // MARK: - Reading the text

    /// The clauses of a sentence: cut at `,` `;` (full-width too), `、` and ` and `, never
    /// inside code.
    static func clauses(of sentence: Substring) -> [Substring] {
        var clauses: [Substring] = []
        var start = sentence.startIndex
        var inCode = false
        var i = sentence.startIndex
        while i < sentence.endIndex {
            let c = sentence[i]
            if c == "`" { inCode.toggle() }
            if !inCode {
                let betweenDigits = c == "," && i > sentence.startIndex && sentence[sentence.index(before: i)].isNumber
                    && sentence[sentence.index(after: i)...].first?.isNumber == true
                if ([",", ";", "，", "；", "、", "："].contains(c) && !betweenDigits) || (c == ":" && sentence[sentence.index(after: i)...].first == " ") {
                    clauses.append(sentence[start..<i])
                    start = sentence.index(after: i)
                } else if c == " ", sentence[i...].hasPrefix(" and ") {
                    clauses.append(sentence[start..<i])
                    start = sentence.index(i, offsetBy: 5)
                    i = start
                    continue
                }
            }
            i = sentence.index(after: i)
        }
        clauses.append(sentence[start...])
        return clauses.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// A negated clause states what the default is not: "`a` does not default to `true`".
    private static let negations = [" not ", "n't ", " never ", " no longer ", "ではありません", "ではない", "じゃない", "ではなく",
                                    "不是", "不为", "并非", "不会", "並非", "不會", "不再", "已不"]

    static func isNegated(_ clause: some StringProtocol) -> Bool {
        let lowered = " " + clause.lowercased() + " "
        return negations.contains { lowered.contains($0) }
    }

    /// A sentence about an earlier release: the history words of the availability rule, and
    /// the past tense of defaulting.
    private static let pastDefaults = [
        "defaulted", "used to default", " was ", " were ", "old default", "relied", "relying", "previous default",
        "でした", "だった", "以前は", "曾", "之前", "原来", "过去", "過去", "原先", "曾经",
    ]
    /// Words before a version that make the sentence about the release since then, not before.
    private static let sinceWords = ["since", "from", "starting", "以降", "から", "开始", "起", "以后", "之后"]

    static func isHistory(_ sentence: some StringProtocol) -> Bool {
        let lowered = " " + sentence.lowercased() + " "
        if PageHistory.saysItIsHistory(String(sentence)) || pastDefaults.contains(where: { lowered.contains($0) }) { return true }
        // "In StreamKit 3.x, …", 「在 3.x 中…」: a release named without "since" is another one's default.
        let mentionsRelease = lowered.firstMatch(of: /\d\.x/) != nil || lowered.firstMatch(of: /\d+\.\d+\.\d+/) != nil || lowered.firstMatch(of: /(version|sdk|バージョン|版本) ?\d/) != nil
        return mentionsRelease && !sinceWords.contains { lowered.contains($0) }
    }

    /// A clause that tells the reader to set a value states no default: "set `times` to 5".
    private static let instructionWords = ["set ", "pass ", "change ", "override", "raise", "lower", "increase", "decrease", "use ",
                                           "設定", "指定", "渡", "変更", "设置", "设为", "传入", "改为", "修改"]

    static func isInstruction(_ clause: Substring) -> Bool {
        let lowered = clause.lowercased()
        return instructionWords.contains { lowered.contains($0) }
    }

    private static let cues = ["default", "デフォルト", "既定", "初期値", "默认", "缺省", "預設", "默認"]

    /// A word for default in the text, not inside a name: "`DefaultDownloadResponse` is
    /// returned" says nothing of a default.
    static func hasCue(_ text: some StringProtocol) -> Bool {
        let lowered = AvailabilityRule.withoutCodeSpans(String(text)).lowercased()
        return cues.contains { lowered.contains($0) }
    }

    /// Units that scale the number before them: it is not the parameter's value as written.
    private static let scaledUnits = [
        "ms", "millisecond", "milliseconds", "minute", "minutes", "min", "mins", "hour", "hours", "h", "hr", "hrs", "day", "days",
        "week", "weeks", "kb", "mb", "gb", "kib", "mib", "gib", "%", "percent", "x",
        "ミリ秒", "分", "時間", "日", "週", "毫秒", "分钟", "分鐘", "小时", "小時", "天", "周", "週",
        // Multipliers: 100 万 is a million.
        "万", "萬", "億", "亿", "千", "百万", "k", "thousand", "million", "billion",
    ]
    /// Words a version follows: `SDK 4`, `iOS 15`, バージョン 3.
    private static let versionWords = ["sdk", "version", "v", "ios", "ipados", "macos", "tvos", "watchos", "visionos", "swift", "xcode",
                                       "release", "バージョン", "版本", "版"]

    /// The numbers of a text outside code, with how each is written: digits (full-width too),
    /// `,` or `_` between thousands, one decimal point, a leading minus.
    static func numbers(in text: Substring) -> [(value: Double, written: String)] {
        let scalars = Array(text.unicodeScalars.map { s -> Unicode.Scalar in
            (0xFF10...0xFF19).contains(s.value) ? Unicode.Scalar(s.value - 0xFF10 + 0x30)! : s
        })
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }
        func isLetter(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic && s.isASCII }
        var found: [(Double, String)] = []
        var i = 0
        while i < scalars.count {
            guard isDigit(scalars[i]), i == 0 || (!isLetter(scalars[i - 1]) && !isDigit(scalars[i - 1]) && scalars[i - 1] != ".") else {
                i += 1
                continue
            }
            var j = i
            var digits = ""
            while j < scalars.count {
                let s = scalars[j]
                if isDigit(s) { digits.unicodeScalars.append(s); j += 1; continue }
                if s == "," || s == "_", j + 1 < scalars.count, isDigit(scalars[j + 1]), !digits.contains(".") { j += 1; continue }
                if s == ".", j + 1 < scalars.count, isDigit(scalars[j + 1]), !digits.contains(".") { digits.append("."); j += 1; continue }
                break
            }
            // A number glued to letters (`v2`, `3x`, `iOS15`) or a dotted version (`4.2.1`) is not a value.
            let followedByLetter = j < scalars.count && isLetter(scalars[j])
            let dottedVersion = j + 1 < scalars.count && scalars[j] == "." && isDigit(scalars[j + 1])
            let negative = i > 0 && scalars[i - 1] == "-" && (i == 1 || scalars[i - 2] == " ")
            let written = String(String.UnicodeScalarView(scalars[i..<j]))
            let before = String(String.UnicodeScalarView(scalars[..<i])).lowercased().split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).last.map(String.init) ?? ""
            let after = String(String.UnicodeScalarView(scalars[j...])).lowercased()
            let unit = after.drop { $0 == " " || $0 == "\u{3000}" }
            let scaled = scaledUnits.contains { word in
                guard unit.hasPrefix(word) else { return false }
                let rest = unit.dropFirst(word.count)
                // An English unit ends at a non-letter; a CJK one is its own word.
                return word.unicodeScalars.first!.isASCII ? (rest.first.map { !$0.isLetter } ?? true) : true
            }
            let version = versionWords.contains(before) || versionWords.contains { before.hasSuffix($0) && !$0.unicodeScalars.first!.isASCII }
            if !followedByLetter, !dottedVersion, !scaled, !version, let value = Double(digits) {
                found.append((negative ? -value : value, written))
            }
            i = j + 1
        }
        return found
    }

    /// A default's source as a number: `3`, `1.7`, `-1`, `1_000`, `0.5`; nil otherwise.
    static func number(_ text: String) -> Double? {
        var digits = text.filter { $0 != "_" }
        var sign = 1.0
        if digits.hasPrefix("-") { sign = -1; digits.removeFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(digits) else { return nil }
        return sign * value
    }
}
