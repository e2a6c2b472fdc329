import DocgenAPIModel
import DocgenSite
import DocgenSupport

/// How guides write a member's name, and how to find the member a written name means.
///
/// A table may list `flowController(_:didFinishPurchase:purchaseResult:)`, or just
/// `didFinishPurchase`; a parameter table lists `isPresented`. Names are compared without
/// backticks, spaces, a trailing `()`, or a leading `.`.
enum MemberNames {
    static func normalize(_ written: String) -> String {
        // Most names are already clean: check on the string's own bytes before touching
        // Characters (through the UTF-8 view, a closure per byte cost more than the lookups).
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":")
                || b == UInt8(ascii: "(") || b == UInt8(ascii: ")")
        }
        let clean = written.utf8.withContiguousStorageIfAvailable { bytes in
            for b in bytes where !isNameByte(b) { return false }
            return true
        } ?? written.utf8.allSatisfy(isNameByte)
        if clean && !written.hasSuffix("()") { return written }
        var name = withoutParameterNames(written).filter { !$0.isWhitespace && $0 != "`" && $0 != "*" }
        if name.hasPrefix(".") { name.removeFirst() }
        if name.hasSuffix("()") { name.removeLast(2) }
        return name
    }

    /// `readCacheData(from:request:)` for `readCacheData(from store: request:)`, and
    /// `presentationWindow(_:)` for `presentationWindow(_ window:)`: a selector written with
    /// the parameters' names after their labels, as declared.
    private static func withoutParameterNames(_ written: String) -> String {
        guard let open = written.firstIndex(of: "("), written[open...].contains(where: \.isWhitespace) else { return written }
        let segments = written[written.index(after: open)...].split(separator: ":", omittingEmptySubsequences: false)
        let labels = segments.dropLast().map { segment -> Substring in
            let words = segment.split(whereSeparator: \.isWhitespace)
            return words.count == 2 && words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) ? words[0] : segment
        }
        return String(written[...open]) + (labels + [segments.last!]).joined(separator: ":")
    }

    /// The short name of a requirement: its distinctive label (`didFinishPurchase`), or its base
    /// name when every label is `_` (`flowControllerDidAppear`).
    static func shortName(_ member: APIMember) -> String {
        member.shortName
    }

    /// The member `written` names in `symbol`, by full name, or by short name when that is unique.
    static func member(_ written: String, in symbol: APISymbol) -> APIMember? {
        memberIndex(written, in: symbol).map { symbol.members[$0] }
    }

    /// The position in `symbol.members` of the member `written` names: `member(_:in:)`
    /// without copying the member, for rules that only ask whether there is one.
    static func memberIndex(_ written: String, in symbol: APISymbol) -> Int? {
        let name = normalize(written)
        if let exact = symbol.byName[name] { return exact }
        if let short = symbol.byShortName[name] { return short.count == 1 ? short[0] : nil }
        // A bare base name (`willUpdate` for `willUpdate(_:columns:)`) names the one member that has it.
        return symbol.byBaseName[name]
    }

    /// The positions in `model.symbols` of the symbols with a member `written` names: those
    /// where `memberIndex(written, in:)` is not nil, in order.
    static func symbols(naming written: String, in model: APIModel) -> [Int] {
        model.symbolsByMemberName[normalize(written)] ?? []
    }

    /// True when `written` has the shape of a member name of this kind of symbol: a selector
    /// with the protocol's base name, or a plain identifier.
    static func looksLikeMember(_ written: String, of symbol: APISymbol) -> Bool {
        let name = normalize(written)
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        if name.contains("(") {
            let base = String(name.prefix(while: { $0 != "(" }))
            return symbol.kind == .protocol && symbol.members.contains { $0.baseName == base || base.hasPrefix($0.baseName) }
        }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The member whose name (full or short) is closest to `written`, for "did you mean"; the
    /// first of equals.
    static func nearest(_ written: String, in symbol: APISymbol) -> APIMember? {
        var search = NearestSearch<Int>(to: normalize(written))
        consider(symbol, in: &search) { $0 }
        return search.best.map { symbol.members[$0.candidate] }
    }

    /// Feeds `symbol`'s members to `search`, each by its full and its short name, as
    /// `candidate(index)`, until the search's budget is spent.
    static func consider<Candidate>(_ symbol: APISymbol, in search: inout NearestSearch<Candidate>,
                                    as candidate: (Int) -> Candidate) {
        for (index, member) in symbol.members.enumerated() where !search.isSpent {
            search.consider(candidate(index), by: member.name, shortName(member))
        }
    }

    /// Whether the type of a `.type` symbol has the member `written` names: true when the
    /// symbol, or the type with what its superclasses and protocols (and their extensions)
    /// give it, has a member of that base name (a static alias of a case, `cause` from a
    /// protocol's extension); false when it has none and the model knows every member the type
    /// can have; nil when a type from outside the model may give it one (a `UIView`, an `Error`).
    static func typeHas(_ written: String, _ symbol: APISymbol, in model: APIModel) -> Bool? {
        if member(written, in: symbol) != nil { return true }
        let base = String(normalize(written).prefix { $0 != "(" })
        // A selector (`quarantined(reasons:)`) names a case or method by its labels too; a
        // case written with its values' types (`.url(URL)`) by its base name alone.
        let sameBase = symbol.members.filter { $0.baseName == base }
        if let selector = WrittenAPIName(written), let labels = selector.labels, !labels.isEmpty, !sameBase.isEmpty {
            return sameBase.contains { $0.labels == labels }
        }
        if !sameBase.isEmpty { return true }
        let index = SampleTypeIndex.of(model)
        let roles: Set<SampleTypeIndex.Role> = [.property, .staticProperty, .enumCase, .method, .staticMethod, .nestedType]
        if !index.members(base, of: symbol.qualifiedName, roles: roles).isEmpty { return true }
        return index.entry(symbol.qualifiedName) != nil && index.isClosed(symbol.qualifiedName) ? false : nil
    }

    /// The member of `symbol` nearest `written` when it is close, a third of the name's
    /// letters at most: a far one is no suggestion (`stored` for `rejected`).
    static func nearby(_ written: String, in symbol: APISymbol) -> APIMember? {
        nearest(written, in: symbol).flatMap { member in
            EditDistance.between(normalize(written), member.name) <= max(2, written.count / 3) ? member : nil
        }
    }
}
