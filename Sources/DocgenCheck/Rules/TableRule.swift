import DocgenAPIModel
import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.table.*`: a table whose first column lists the members of a model symbol must list
/// every member, no unknown one, and its Required, Default and Type columns must say what the
/// model says.
struct TableRule {
    /// Header texts of a Required column, in the languages guides are written in.
    static let requiredHeaders: Set<String> = ["required", "required?", "mandatory", "presence", "requirement", "必須", "必須?", "必要", "是否必填", "必填", "必需", "是否必需", "必须"]
    static let requiredWords: Set<String> = ["required", "yes", "✓", "✔", "mandatory", "必須", "はい", "必填", "必需", "必须", "是"]
    static let optionalWords: Set<String> = ["optional", "no", "—", "-", "任意", "オプション", "省略可", "いいえ", "可选", "可選", "否", "选填", "非必填"]
    /// The words a Required cell may start with: those long enough not to start another word
    /// by chance ("no" starts "none"), two characters of CJK or four of others.
    static let requiredLeadingWords = requiredWords.filter(isLeadingWord)
    static let optionalLeadingWords = optionalWords.filter(isLeadingWord)
    private static func isLeadingWord(_ word: String) -> Bool {
        word.unicodeScalars.count >= (word.utf8.count > word.unicodeScalars.count ? 2 : 4)
    }

    /// A table bound to a symbol, with the member each first-column name means.
    struct Binding {
        var table: PageContent.MarkedTable
        var model: APIModel
        var symbol: APISymbol
        var how: String
    }

    /// The symbol a table documents: the one its marker names, else the one most of its
    /// first-column names belong to (at least two names and half the rows).
    /// - Parameter context: the text around the table (its section's prose and code): of symbols
    ///   that match as many rows, the one it names is the table's.
    ///   Made only when some symbol matches (most tables of a page are not about the API).
    static func bind(_ table: PageContent.MarkedTable, models: [APIModel], context: () -> String = { "" }, file: String,
                     into diagnostics: inout [Diagnostic]) -> Binding? {
        if let marker = table.marker {
            if marker == "none" { return nil }
            let (modelName, symbolName) = ModelCatalog.splitQualified(marker)
            for model in models where modelName == nil || model.name == modelName || model.modules.contains(modelName!) {
                if let symbol = model.symbol(named: symbolName) ?? model.listedType(named: symbolName) {
                    return Binding(table: table, model: model, symbol: symbol, how: "marked")
                }
            }
            diagnostics.append(.error(.tableUnknownSymbol, "the table is marked for '\(marker)', which no model declares",
                                      file: file, at: table.markerLocation))
            return nil
        }
        let names = table.table.rows.compactMap { $0.cells.first?.content.plainText }.filter { !$0.isEmpty }.map(MemberNames.normalize)
        guard names.count >= 2 else { return nil }
        // By rows matched, then whether the section names the symbol (`getPaywall` above a
        // table of parameters that `getOnboarding` has too; an initializer by its type), then a
        // function or protocol before a type (an initializer's parameters carry defaults to
        // check, the properties they set do not), then fewer members left unlisted.
        var best: (binding: Binding, score: (Int, Int, Int, Int))?
        var text: String?
        for model in models {
            // How many names each symbol has a member for.
            var matches = [Int](repeating: 0, count: model.symbols.count)
            for name in names {
                for position in MemberNames.symbols(naming: name, in: model) { matches[position] += 1 }
            }
            for (position, matched) in matches.enumerated() where matched >= 2 && matched * 2 >= names.count && !model.symbols[position].isUnavailable {
                let symbol = model.symbols[position]
                if text == nil { text = context() }
                let score = (matched, Self.names(symbol, in: text ?? "") ? 1 : 0, 1, matched - symbol.members.count)
                if let current = best, !(score > current.score) { continue }
                best = (Binding(table: table, model: model, symbol: symbol, how: "recognised"), score)
            }
            // A type's properties (`chunkSize`, `retries` of `UploadConfiguration`) or an enum's
            // cases only when the table's section names the type: names like `id`, `name`, `url`
            // or `none` are every other type's, and a table of JSON fields or event parameters
            // lists them too.
            // A case written with other labels (`quarantined(reasons:)`) still names its case.
            var typeMatches = [Int](repeating: 0, count: model.listedTypes.count)
            for name in names {
                let positions = model.listedTypesByMemberName[name] ?? (name.containsByte(UInt8(ascii: "(")) ? model.listedTypesByMemberName[String(name.beforeParameters)] : nil) ?? []
                for position in positions { typeMatches[position] += 1 }
            }
            for (position, matched) in typeMatches.enumerated() where matched >= 2 && matched * 2 >= names.count {
                let symbol = model.listedTypes[position]
                if text == nil { text = context() }
                guard Self.names(symbol, in: text ?? "") else { continue }
                let score = (matched, 1, 0, matched - symbol.members.count)
                if let current = best, !(score > current.score) { continue }
                best = (Binding(table: table, model: model, symbol: symbol, how: "recognised"), score)
            }
        }
        return best?.binding
    }

    /// What a Required cell says: a word of `requiredWords` or `optionalWords`, whole or leading
    /// the cell ("optional<br/>default: en", as Adapty's Presence columns write it), or a
    /// default ("default: 5 sec"), which makes it optional; nil for anything else.
    static func says(_ value: String) -> Bool? {
        if let known = writtenWords[value] { return known }
        let lowered = value.lowercased()
        if let word = word(lowered: lowered) { return word }
        if requiredLeadingWords.contains(where: { lowered.hasPrefix($0) }) { return true }
        if optionalLeadingWords.contains(where: { lowered.hasPrefix($0) }) { return false }
        if lowered.hasPrefix("default") || lowered.hasPrefix("デフォルト") || lowered.hasPrefix("默认") { return false }
        return nil
    }

    /// True for a word of `requiredWords`, false for one of `optionalWords`, in any case; nil
    /// for anything else.
    static func requiredWord(_ value: String) -> Bool? {
        writtenWords[value] ?? word(lowered: value.lowercased())
    }

    private static func word(lowered: String) -> Bool? {
        requiredWords.contains(lowered) ? true : optionalWords.contains(lowered) ? false : nil
    }

    /// The words of `requiredWords` and `optionalWords` as cells write them (`required`,
    /// `Required`, `REQUIRED`), with what they say: every row of every table asks, and most
    /// answer in one of these forms, found without lowercasing the cell.
    private static let writtenWords: [String: Bool] = {
        var words: [String: Bool] = [:]
        // Required last: a word in both lists is required, as `says` reads them.
        for (list, says) in [(optionalWords, false), (requiredWords, true)] {
            for word in list {
                for form in [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()] where form.lowercased() == word {
                    words[form] = says
                }
            }
        }
        return words
    }()

    /// True when the rows that are not members of the bound symbol are two or more and all
    /// members of one other symbol of the model.
    /// `rows` are the table's first cells as written, with the members they name.
    private static func othersShareASymbol(_ rows: [(written: String, member: APIMember?)], binding: Binding) -> Bool {
        let symbol = binding.symbol
        let others = rows.filter { !$0.written.isEmpty && $0.member == nil }.map(\.written)
        guard others.count >= 2 else { return false }
        var shared: Set<String>?
        for written in others {
            let owners = Set(MemberNames.symbols(naming: written, in: binding.model).map { binding.model.symbols[$0].qualifiedName })
                .subtracting([symbol.qualifiedName])
            shared = shared.map { $0.intersection(owners) } ?? owners
            if shared?.isEmpty == true { return false }
        }
        return true
    }

    /// True when `context` names the symbol: its name as a whole word (`getPaywall`, not
    /// `getPaywallProducts`); an initializer's, its type's (`Configuration` for
    /// `WebSocketTransport.Configuration.init`).
    static func names(_ symbol: APISymbol, in context: String) -> Bool {
        guard !context.isEmpty else { return false }
        if symbol.kind == .function, symbol.name == "init", let owner = symbol.qualifiedName.split(separator: ".").dropLast().last {
            return names(String(owner), in: context)
        }
        return names(symbol.name, in: context)
    }

    private static func names(_ word: String, in context: String) -> Bool {
        let bytes = Array(context.utf8)
        let name = Array(word.utf8)
        guard !name.isEmpty, bytes.count >= name.count else { return false }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var i = 0
        while i + name.count <= bytes.count {
            if bytes[i] == name[0], bytes[i..<(i + name.count)].elementsEqual(name),
               i == 0 || !isNameByte(bytes[i - 1]), i + name.count == bytes.count || !isNameByte(bytes[i + name.count]) {
                return true
            }
            i += 1
        }
        return false
    }

    static func check(_ binding: Binding, page: ParsedPage, locator: TextLocator, into diagnostics: inout [Diagnostic]) {
        let file = page.file.displayPath
        let symbol = binding.symbol
        let table = binding.table.table
        let noun = switch symbol.kind {
        case .protocol: "requirement"
        case .function: "parameter"
        case .type: symbol.members.first?.kind == .case ? "case" : "property"
        }
        let requiredColumn = table.header.cells.firstIndex { requiredHeaders.contains($0.content.plainText.trimmingWhitespace.lowercased()) }
        let defaultColumn = table.header.cells.firstIndex { defaultHeaders.contains($0.content.plainText.trimmingWhitespace.lowercased()) }
        let typeColumn = TypeColumn.column(of: table)
        let returnsColumn = symbol.kind == .protocol ? ReturnsColumn.column(of: table) : nil
        // Each row's first cell and the member it names, resolved once: the Type column's check
        // needs every row's before the rows are read in turn.
        let rows = table.rows.map { row -> (written: String, member: APIMember?) in
            let written = row.cells.first?.content.plainText.trimmingWhitespace ?? ""
            return (written, written.isEmpty ? nil : MemberNames.member(written, in: symbol))
        }
        let rowMembers = Set(rows.compactMap { $0.member?.name })
        let vocabulary = Vocabulary(table: table, column: requiredColumn, locale: page.file.locale)
        var listed: [String: SourceLocation] = [:]
        // A recognised table whose other rows (two or more) are all members of one other symbol
        // documents both (the callbacks of a purchase method and of a restore method, side by
        // side): those rows are not unknown. A table marked for one symbol is that symbol's.
        let documentsSecondSymbol = binding.how != "marked" && Self.othersShareASymbol(rows, binding: binding)
        for (row, (written, member)) in zip(table.rows, rows) {
            guard let cell = row.cells.first, !written.isEmpty else { continue }
            guard let member else {
                if documentsSecondSymbol { continue }
                // `storedFile.url`: a field of a member's type, which that type must have.
                switch Self.nestedField(written, of: symbol, in: binding.model) {
                case .found?, .notJudged?:
                    continue
                case .missing(let field, let type, let path, let cases, let declared)?:
                    // An enum's payload is read by matching its cases, not through fields.
                    let note = cases.isEmpty ? [] : [Diagnostic.Note(
                        file: declared?.file, location: declared.map { SourceLocation(line: $0.line, column: $0.column) },
                        message: "\(binding.model.name) declares \(type) as an enum: \(cases.map { "." + $0 }.joined(separator: ", "))")]
                    diagnostics.append(.error(
                        .namesUnknown, "'\(field)' is not a member of \(type), the type of '\(path)', in \(binding.model.name)",
                        file: file, at: locator.locate(written, from: cell.location), notes: note))
                    continue
                case nil:
                    break
                }
                // A type's member may come from elsewhere: a protocol's extension, a static alias of
                // a case; and one the model cannot list (an outside superclass's) is not judged.
                if symbol.kind == .type, MemberNames.typeHas(written, symbol, in: binding.model) != false { continue }
                let nearest = symbol.kind == .type ? MemberNames.nearby(written, in: symbol) : MemberNames.nearest(written, in: symbol)
                diagnostics.append(.error(
                    .namesUnknown,
                    "'\(written)' is not a \(noun) of \(symbol.displayName) in \(binding.model.name)" + (nearest.map { "; the closest is '\($0.name)'" } ?? ""),
                    file: file, at: locator.locate(written, from: cell.location),
                    notes: nearest.map { [declared($0, in: binding.model)] } ?? [],
                    fix: nearest.map { .init(message: "did you mean '\($0.name)'? If the member was removed, delete the row", replacement: $0.name) }))
                continue
            }
            if let first = listed[member.name] {
                diagnostics.append(.warning(.tableDuplicateMember, "'\(member.name)' is listed twice (first at line \(first.line))",
                                            file: file, at: cell.location))
                continue
            }
            listed[member.name] = cell.location
            if let column = defaultColumn, column < row.cells.count, member.kind == .parameter || member.kind == .property {
                checkDefault(member, cell: row.cells[column], binding: binding, file: file, locator: locator, into: &diagnostics)
            }
            if let column = typeColumn, column < row.cells.count {
                TypeColumn.check(member, cell: row.cells[column], binding: binding, listed: rowMembers, file: file, locator: locator,
                                 into: &diagnostics)
            }
            if let column = returnsColumn, column < row.cells.count {
                ReturnsColumn.check(member, cell: row.cells[column], binding: binding, file: file, locator: locator, into: &diagnostics)
            }
            // Whether a property must be set the model does not say (an initializer does).
            guard let column = requiredColumn, column < row.cells.count, member.kind == .parameter || member.kind == .requirement else { continue }
            let valueCell = row.cells[column]
            let value = valueCell.content.plainText.trimmingWhitespace
            let says = Self.says(value)
            guard let says else {
                diagnostics.append(.warning(.tableRequiredValue,
                                            "'\(value)' in the Required column is neither \(vocabulary.required) nor \(vocabulary.optional)",
                                            file: file, at: valueCell.location))
                continue
            }
            if says != member.isRequired {
                let why = member.isRequired
                    ? (member.kind == .requirement ? "it has no default implementation" : "it has no default value")
                    : (member.kind != .requirement ? "it has a default value"
                        : member.declaration.split(whereSeparator: \.isWhitespace).contains("optional") ? "it is an optional requirement of an @objc protocol"
                        : "a default implementation exists")
                let word = member.isRequired ? vocabulary.required : vocabulary.optional
                diagnostics.append(.error(
                    .tableRequiredMismatch,
                    "'\(member.name)' is \(member.isRequired ? "required" : "optional") in \(binding.model.name) (\(why)), but the table says '\(value)'",
                    file: file, at: locator.locate(value, from: valueCell.location), notes: [declared(member, in: binding.model)],
                    fix: .init(message: "write '\(word)'", replacement: word)))
            }
        }
        // A protocol's associated types are met by a conformance's types: a table of its methods
        // need not list them, unless it lists one.
        let listsTypes = symbol.members.contains { $0.isAssociatedType && listed[$0.name] != nil }
        // A read-only computed property (`var isEnabled: Bool { get }`, `debugDescription`)
        // is no setting a table of a type's properties must list, unless it lists it.
        // Nor is a deprecated or unavailable case, or a requirement no app can implement.
        let members = symbol.members.filter { member in
            (listsTypes || !member.isAssociatedType)
                && (!member.isUnavailable || listed[member.name] != nil)
                && (member.kind != .property || !member.declaration.hasSuffix("{ get }") || listed[member.name] != nil)
                && (member.kind != .case || member.isRequired || listed[member.name] != nil)
        }
        var missing = members.filter { listed[$0.name] == nil }
        var total = members.count
        var counted = noun == "property" ? "properties" : noun + "s"
        // A function's table documents one overload: one with every listed parameter. When one
        // of those has no other (the async one, without the callback's `completion`), nothing
        // is missing.
        // A table of a few of many members (the closures a section is about, the callbacks most
        // apps implement, "see … for the others") does not say it lists them all; one of at
        // least half of them does, and so does a table marked for the symbol.
        if binding.how != "marked", listed.count * 2 < members.count { missing = [] }
        if !missing.isEmpty, symbol.kind == .function {
            // What is missing is missing from the smallest overload with every listed
            // parameter (the async `getItem(id:timeout:)` beside `getItem(id:timeout:_:)` a table
            // of `id` documents: `timeout` is missing, the completion is not); one with just
            // the listed ones misses nothing.
            let listedNames = Set(listed.keys)
            var smallest: Set<String>?
            for overload in overloadParameterSets(of: symbol, in: binding.model)
            where overload.count < smallest?.count ?? .max && overload.isSuperset(of: listedNames) {
                smallest = overload
            }
            if let smallest {
                missing = missing.filter { smallest.contains($0.name) }
                total = listed.count + missing.count
            }
            // A table of two or more callbacks and nothing else (`onStart`, `onFinish`) lists the
            // closures a reader passes; the values the function also takes are not its rows.
            if listed.count >= 2, !missing.allSatisfy(Self.takesClosure),
               members.allSatisfy({ listed[$0.name] == nil || Self.takesClosure($0) }) {
                missing = missing.filter(Self.takesClosure)
                total = members.filter(Self.takesClosure).count
                counted = "closure parameters"
            }
        }
        if !missing.isEmpty {
            let names = missing.map { "'\($0.name)'" }.joined(separator: ", ")
            diagnostics.append(.error(
                .tableMissingMember,
                "the table of \(symbol.displayName) lists \(listed.count) of its \(total) \(counted) in \(binding.model.name); missing: \(names)",
                file: file, at: binding.table.location,
                notes: missing.prefix(3).map { declared($0, in: binding.model) },
                fix: .init(message: "add a row for each missing \(noun)")))
        }
    }

    /// What a row written as a path (`storedFile.url`, `params.value`) names when its first
    /// part is a member of the symbol: a field of that member's type, followed part by part.
    enum NestedField {
        /// Every part is a member of the type before it.
        case found
        /// A type on the way is not the model's (`[String: Any]`, `URL`): not judged.
        case notJudged
        /// `field` is no member of `type`, the type of `path` (`storedFile`), declared at
        /// `declared`; `cases`, the base names of its cases when the type is an enum.
        case missing(field: String, type: String, path: String, cases: [String], declared: APISurfaceLocation?)
    }

    /// nil when `written` is no path or its first part is no member of `symbol`.
    static func nestedField(_ written: String, of symbol: APISymbol, in model: APIModel) -> NestedField? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.allSatisfy({ WrittenAPIName.isIdentifier($0[...]) }),
              let first = MemberNames.member(parts[0], in: symbol), let text = first.type else { return nil }
        let index = SampleTypeIndex.of(model)
        var value = index.value(ofText: text, owner: symbol.qualifiedName, generics: [])
        for (position, part) in parts.enumerated().dropFirst() {
            // A collection's rows document its elements (`parts.size`, `checksums.value`).
            while true {
                switch value.unwrapped {
                case .array(let element): value = element; continue
                case .dictionary(_, let element): value = element; continue
                default: break
                }
                break
            }
            guard case .instance(let type) = value.unwrapped else { return .notJudged }
            guard let found = index.members(part, of: type, roles: SampleInference.instanceRoles).first?.member else {
                guard index.isClosed(type) else { return .notJudged }
                let entry = index.entry(type)
                return .missing(field: part, type: type, path: parts[..<position].joined(separator: "."),
                                cases: entry?.kind == .enum ? entry?.cases.map(\.baseName) ?? [] : [], declared: entry?.location)
            }
            value = index.value(ofText: found.type ?? found.returnType, owner: type, generics: [])
        }
        return .found
    }

    /// True for a parameter whose type is a function (`@escaping () -> Void`, `((Error) -> Void)?`).
    static func takesClosure(_ member: APIMember) -> Bool {
        member.kind == .parameter && (member.type ?? member.declaration).contains("->")
    }

    /// `overloadParameters` as sets, kept with the model as they are.
    static func overloadParameterSets(of symbol: APISymbol, in model: APIModel) -> [Set<String>] {
        model.memo.value("TableRule.overloadParameterSets " + symbol.qualifiedName) {
            overloadParameters(of: symbol, in: model).map(Set.init)
        }
    }

    /// The parameter names (label, or name when unlabelled) of each overload of a function
    /// symbol, as its members are named.
    static func overloadParameters(of symbol: APISymbol, in model: APIModel) -> [[String]] {
        // Kept with the model: every table of the function asks, on page after page.
        model.memo.value("TableRule.overloadParameters " + symbol.qualifiedName) {
            let members = model.surface.members(qualified: symbol.qualifiedName).filter { $0.parameters != nil }
            let functions = model.surface.functions(baseName: symbol.qualifiedName)
            return (members.map(\.parameters) + functions.map(\.parameters)).compactMap { parameters in
                parameters.map { $0.map { $0.label == "_" ? $0.name : $0.label } }
            }
        }
    }

    /// Header texts of a Default column.
    static let defaultHeaders: Set<String> = ["default", "default value", "defaults to", "デフォルト", "デフォルト値", "既定値", "初期値",
                                             "默认", "默认值", "預設值", "默認值"]

    /// `docgen.default.mismatch` in a Default column: a literal the model's default is not.
    private static func checkDefault(_ member: APIMember, cell: TableCell, binding: Binding, file: String, locator: TextLocator,
                                     into diagnostics: inout [Diagnostic]) {
        // A parameter member's declaration is `label: Type = default`, a stored property's `var name: Type = start`.
        let parts = member.declaration.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let modelDefault = DefaultValueRule.Value(source: String(parts[1])) else { return }
        let text = cell.content.plainText.trimmingWhitespace
        let written: DefaultValueRule.Value?
        if let value = DefaultValueRule.Value(source: text) {
            written = value
        } else if case .number = modelDefault, case let numbers = DefaultValueRule.numbers(in: Substring(text)), numbers.count == 1 {
            written = .number(numbers[0].value)
        } else {
            written = nil
        }
        guard let written, written != modelDefault, DefaultValueRule.sameKind(written, modelDefault) else { return }
        diagnostics.append(.error(
            .defaultMismatch,
            "the table says the default of '\(member.name)' is \(written.display), but it is \(modelDefault.display) in \(binding.model.name) (\(binding.symbol.displayName))",
            file: file, at: locator.locate(text, from: cell.location), notes: [declared(member, in: binding.model)],
            fix: .init(message: "write \(modelDefault.display)", replacement: modelDefault.display)))
    }

    static func declared(_ member: APIMember, in model: APIModel) -> Diagnostic.Note {
        Diagnostic.Note(file: member.location?.file, location: member.location.map { SourceLocation(line: $0.line, column: 1) },
                        message: "\(model.name) declares '\(member.declaration.trimmingWhitespace)'")
    }

    /// The words a table uses for required and optional, so a fix is written the same way.
    struct Vocabulary {
        var required: String
        var optional: String

        init(table: Table, column: Int?, locale: String) {
            let defaults: (String, String) = locale.hasPrefix("ja") ? ("必須", "任意") : locale.hasPrefix("zh") ? ("必填", "可选") : ("required", "optional")
            var required: String?, optional: String?
            if let column {
                for row in table.rows where column < row.cells.count {
                    if required != nil && optional != nil { break }
                    let value = row.cells[column].content.plainText.trimmingWhitespace
                    switch TableRule.requiredWord(value) {
                    case true?: if required == nil { required = value }
                    case false?: if optional == nil { optional = value }
                    case nil: break
                    }
                }
            }
            self.required = required ?? defaults.0
            self.optional = optional ?? defaults.1
        }
    }
}
