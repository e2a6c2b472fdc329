import DocgenAPIModel
import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.names.unknown`: a method or parameter named in a heading, a method list or a
/// selector in prose that the model does not have (never released, or removed) is an error
/// naming the closest real member. Tables are checked by `TableRule`.
struct NameRule {
    let models: [APIModel]
    /// Every model of the site: a name of another reading of the same SDK that the part's
    /// model lacks is reported (see `checkSurfaceName`).
    var otherModels: [APIModel] = []
    /// True when a marker or an attribute scopes this part of the page to its model.
    var partIsMarked = false
    let file: String
    let locator: TextLocator
    /// The page's title: a changelog's names old API throughout.
    var pageTitle = ""

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
        // The model's index of member names gives the symbols that may have it, in order.
        for model in models {
            for s in MemberNames.symbols(naming: name, in: model) {
                if let member = MemberNames.member(name, in: model.symbols[s]) { return (model, model.symbols[s], member) }
            }
        }
        // The symbol with the nearest member, first of equals: one search over every member of
        // every symbol, so a symbol is measured only within the best distance found before it.
        // A callback belongs to a protocol: a function's parameter of a near name says nothing of it.
        var search = NearestSearch<(model: Int, symbol: Int)>(to: MemberNames.normalize(name))
        for (m, model) in models.enumerated() {
            for s in model.symbols.indices where model.symbols[s].kind == .protocol && !search.isSpent {
                MemberNames.consider(model.symbols[s], in: &search) { _ in (m, s) }
            }
        }
        return search.best.map { (models[$0.candidate.model], models[$0.candidate.model].symbols[$0.candidate.symbol], nil) }
    }

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        // The lines text `index` spans: up to the next text's line (a table or a block may sit
        // between; the search stops at the text's own lines all the same).
        func textLines(_ index: Int) -> Int {
            guard index + 1 < content.texts.count else { return 40 }
            return max(1, content.texts[index + 1].location.line - content.texts[index].location.line)
        }
        // Names in a part of the page that tells history are old on purpose: a changelog's page,
        // a section whose heading says so, a list a history sentence introduces. (A migration
        // guide's page names new API too, whose misspellings count: there the sentence, the
        // section or the list must tell history.)
        var pageHistory = PageHistory(content, title: pageTitle, titleScope: .changelogOnly)
        // Whether the page is DocC's, found when a code span first could be a bare DocC link.
        var docC: Bool?
        func isDocC() -> Bool {
            if docC == nil { docC = locator.writesDocC() }
            return docC!
        }
        for (textIndex, text) in content.texts.enumerated() {
            // A name written twice in one text is located at its second place the second time.
            var seen: [String: Int] = [:]
            var names: [String] = []
            // DocC links (``Purchases/configure(withAPIKey:)``) name API as a path, and one
            // declaration by its whole selector.
            var links = Set<String>()
            for name in text.content.codeSpans {
                if let link = WrittenAPIName.docCSymbol(name) {
                    names.append(link)
                    links.insert(link)
                } else if WrittenAPIName.isIdentifier(name[...]), isDocC(),
                          locator.find("``\(name)``", from: text.location, span: textLines(textIndex), isolated: true) != nil {
                    let skip = seen[name, default: 0]
                    seen[name] = skip + 1
                    checkDocCLink(name, at: text.location, prose: text.prose, skip: skip,
                                  history: { pageHistory.textIsHistory(textIndex) }, into: &diagnostics)
                } else {
                    names.append(name)
                    // ``call(_:)`` without a path is a link too, which the parsed text does not
                    // tell from `call(_:)`: the source does. Only a selector's labels depend on it.
                    if name.contains("("), !name.hasPrefix("."),
                       locator.find("``\(name)``", from: text.location, span: textLines(textIndex), isolated: true) != nil { links.insert(name) }
                }
            }
            if text.kind == .heading {
                // A heading may name a method without backticks: `### flush(completion:)`.
                for case .text(let plain) in text.content { names += WrittenAPIName.selectors(inPlainText: plain) }
            }
            let leading = text.kind == .listItem ? text.content.leadingName : nil
            guard !names.isEmpty || leading != nil else { continue }
            let prose = text.prose
            // History is told sentence by sentence: "extend – instead of replace – it." says
            // nothing of the name in the sentence after it.
            var sentences: [Substring]?
            var partIsHistory: Bool?
            var sentenceIsHistory: [Int: Bool] = [:]
            func history(of name: String, skip: Int) -> Bool {
                if partIsHistory == nil { partIsHistory = pageHistory.textIsHistory(textIndex) }
                if partIsHistory == true { return true }
                if sentences == nil { sentences = CountClaimExtractor.sentences(in: prose).map(\.text) }
                let holding = sentences!.indices.filter { sentences![$0].contains(name) }
                guard !holding.isEmpty else { return PageHistory.saysItIsHistory(prose) }
                // "SDK 4 removed the delegate callbacks. Apps that implemented `x` must …": a
                // paragraph that says something was removed, deprecated or renamed tells history
                // in every sentence; weaker words ("instead", "now") only in their own.
                if PageHistory.saysItIsHistoryStrongly(prose) { return true }
                let sentence = holding[min(skip, holding.count - 1)]
                if let known = sentenceIsHistory[sentence] { return known }
                let says = PageHistory.saysItIsHistory(String(sentences![sentence]))
                sentenceIsHistory[sentence] = says
                return says
            }
            for name in names {
                let skip = seen[name, default: 0]
                seen[name] = skip + 1
                let history = { history(of: name, skip: skip) }
                // Headings and a list item's leading name are claims about the API whatever
                // their shape; elsewhere in the text only selectors and callbacks are.
                let isClaim = text.kind == .heading || name == leading
                if checkClaim(name, at: text.location, selectorsOnly: !isClaim, history: history, skip: skip, into: &diagnostics) { continue }
                checkSurfaceName(name, at: text.location, prose: prose, history: history, skip: skip, isLink: links.contains(name),
                                 into: &diagnostics)
            }
            if let leading, !names.contains(leading) {
                checkClaim(leading, at: text.location, selectorsOnly: false, history: { history(of: leading, skip: 0) }, skip: 0, into: &diagnostics)
            }
            if text.kind != .heading, names.count >= 3 {
                checkSentenceCases(prose: prose, liveSpans: Set(text.content.codeSpans), at: text.location,
                                   history: { history(of: $0, skip: $1) }, into: &diagnostics)
            }
        }
    }

    /// True for a name with a `*` inside it (`channelController(create*:)`, `did*`); asterisks
    /// around it (`*name*`, emphasis written into a code span) are no pattern.
    static func isPattern(_ name: String) -> Bool {
        guard name.utf8.contains(UInt8(ascii: "*")) else { return false }
        return name.drop { $0 == "*" }.reversed().drop { $0 == "*" }.contains("*")
    }

    @discardableResult
    private func checkClaim(_ name: String, at location: SourceLocation, selectorsOnly: Bool, history: () -> Bool, skip: Int,
                            into diagnostics: inout [Diagnostic]) -> Bool {
        // `channelController(create*:)`, `set*`: a pattern standing for several names, not one.
        if Self.isPattern(name) { return true }
        // A call with values (`share(replay: 1)`, `playerDidFinish(reason: .done)`) is code, not a name.
        if name.contains("("), WrittenAPIName(MemberNames.normalize(name)) == nil { return false }
        // A file, a standard library requirement (`encode(to:)`) or a stand-in name.
        if let written = WrittenAPIName(MemberNames.normalize(name)), Self.namesNoAPI(written) { return true }
        // `ViewAction(for:)` is a type's initializer or a macro, never a callback; `.view(…)` names
        // the member whatever its labels, as its base name does.
        if name.first?.isUppercase == true, !name.prefix(while: { $0 != "(" }).contains(".") { return false }
        if name.hasSuffix("(...)") || name.hasSuffix("(…)") {
            return checkClaim(String(name.prefix { $0 != "(" }), at: location, selectorsOnly: selectorsOnly, history: history, skip: skip,
                              into: &diagnostics)
        }
        let bySelector = selectorOwner(name)
        if let (model, symbol) = bySelector ?? prefixOwner(name) {
            // Another protocol of the same base or prefix may have it.
            guard MemberNames.member(name, in: symbol) == nil,
                  !models.contains(where: { !MemberNames.symbols(naming: name, in: $0).isEmpty }) else { return false }
            // A method a type declares with these labels (`Session`'s `request(_:method:parameters:…)`,
            // defaulted ones perhaps left out) is that method, whatever protocol shares its base name.
            if let written = WrittenAPIName(name), let labels = written.labels, !labels.isEmpty,
               models.contains(where: { model in
                   // The protocol's own extensions count too (`tokenize(query:)` beside the requirement
                   // `tokenize(_:)`), and so does a requirement whose defaults its extension gives.
                   SurfaceNames.of(model).members(base: written.base).contains {
                       Self.matches($0.member, labels: labels, closureAliases: SampleTypeIndex.of(model).closureAliases)
                   }
               }) { return false }
            // `paywallController(for:products:…)` is a factory of a type, not a callback of
            // `PaywallControllerDelegate`, when a type has a method of that base name and the
            // written selector does not take the delegating object first.
            if let factory = factoryMember(name, besides: symbol, in: model) {
                guard let written = WrittenAPIName(name), factory.member.name != written.selector else { return false }
                if history() { return true }
                report(surfaceName: written, model: model, owner: nil, nearest: factory, at: location, skip: skip, into: &diagnostics)
                return true
            }
            // A prefix alone is a guess: the app's own `playerDidTapShare(_:)` shares it too.
            // Only a name close to a requirement is taken for a misspelt one.
            if bySelector == nil, let nearest = MemberNames.nearest(name, in: symbol),
               EditDistance.between(MemberNames.normalize(name), nearest.name) > max(2, name.count / 6) { return false }
            // "`didInsert(with:for:)` was renamed `didInsert(_:)`": a name told as history.
            if history() { return true }
            report(name, model: model, symbol: symbol, at: location, skip: skip, into: &diagnostics)
            return true
        } else if !selectorsOnly, Self.isCallbackName(name), let (model, symbol, member) = callbackOwner(name), member == nil,
                  // A property or method of that name elsewhere (`Player.didTapPlayButton`, a
                  // closure property) is what the text names, not a callback of the protocol.
                  !models.contains(where: { !SurfaceNames.of($0).members(base: MemberNames.normalize(name)).isEmpty }) {
            report(name, model: model, symbol: symbol, at: location, skip: skip, into: &diagnostics)
            return true
        }
        return false
    }

    /// A method of a type (not a protocol requirement) with `name`'s base name, the one with
    /// the closest selector, when `name`'s first label is not `_`: then `name` is that kind of
    /// call, not a callback of `symbol`.
    private func factoryMember(_ name: String, besides symbol: APISymbol, in model: APIModel) -> SampleTypeIndex.MemberRef? {
        guard let written = WrittenAPIName(name), let labels = written.labels, labels.first != "_" else { return nil }
        let index = SampleTypeIndex.of(model)
        let methods = SurfaceNames.of(model).members(base: written.base).filter { owned in
            owned.owner != symbol.name && owned.member.name.contains("(") && index.entry(owned.owner)?.isProtocol != true
        }
        var search = NearestSearch<SampleTypeIndex.MemberRef>(to: written.selector)
        for owned in methods where !search.isSpent { search.consider(.init(owner: owned.owner, member: owned.member), by: owned.member.name) }
        return search.best?.candidate
    }

    /// The protocol a delegate-style name belongs to by its prefix: `beaconDidFinishLaunch`
    /// is a callback of the protocol whose requirements are `beacon(_:…)` or `beaconDid…`.
    func prefixOwner(_ name: String) -> (APIModel, APISymbol)? {
        guard let prefix = Self.callbackPrefix(MemberNames.normalize(name).beforeParameters) else { return nil }
        for model in models {
            if let s = Self.protocolsByCallbackPrefix(model)[prefix] { return (model, model.symbols[s]) }
        }
        return nil
    }

    /// Per base name and callback prefix of a protocol's members, the first protocol (its
    /// position in `model.symbols`) with such a member; made once a model, as claims ask on
    /// page after page.
    private static func protocolsByCallbackPrefix(_ model: APIModel) -> [String: Int] {
        model.memo.value("NameRule.protocolsByCallbackPrefix") {
            var first: [String: Int] = [:]
            for s in model.symbols.indices where model.symbols[s].kind == .protocol {
                for member in model.symbols[s].members {
                    if first[member.baseName] == nil { first[member.baseName] = s }
                    if let prefix = callbackPrefix(Substring(member.baseName)), first[prefix] == nil { first[prefix] = s }
                }
            }
            return first
        }
    }

    /// `beacon` in `beaconDidFinishLaunching`, `tableView` in `tableViewWillReload`: the
    /// lowercase-led part before `Did`, `Will` or `Should` and a capital; nil for another shape.
    static func callbackPrefix(_ base: Substring) -> String? {
        let scalars = Array(base.unicodeScalars)
        guard let first = scalars.first, first.properties.isLowercase else { return nil }
        // Compared in place: an array made at every position of every name was most of the
        // names rule's time.
        for verb in callbackVerbs {
            var i = 1
            while i + verb.count < scalars.count {
                if scalars[i..<(i + verb.count)].elementsEqual(verb), scalars[i + verb.count].properties.isUppercase {
                    return String(String.UnicodeScalarView(scalars[..<i]))
                }
                i += 1
            }
        }
        return nil
    }

    private static let callbackVerbs = ["Did", "Will", "Should"].map { Array($0.unicodeScalars) }

    private func report(_ name: String, model: APIModel, symbol: APISymbol, at location: SourceLocation, skip: Int,
                        into diagnostics: inout [Diagnostic]) {
        let nearest = MemberNames.nearest(name, in: symbol)
        let noun = symbol.kind == .protocol ? "method" : "parameter"
        let location = locator.locate(name, from: location, skip: skip)
        diagnostics.append(.error(
            .namesUnknown,
            "\(model.name) has no \(noun) '\(MemberNames.normalize(name))' in \(symbol.displayName)" + (nearest.map { "; the closest is '\($0.name)'" } ?? ""),
            file: file, at: location,
            notes: nearest.map { [TableRule.declared($0, in: model)] } ?? [],
            fix: nearest.map { .init(message: "did you mean '\($0.name)'?", replacement: $0.name) }))
    }
}
