import DocgenAPIModel
import DocgenMarkdown
import DocgenSupport

/// `docgen.api.deprecated` and `docgen.api.unavailable` in a page's words: a type or member
/// named in a code span of a heading, a paragraph, a list item or a table cell that its model
/// marks deprecated, renamed, unavailable or obsoleted (for the model's platform).
///
/// A name is resolved when the text says whose it is (`Kettle.heat(_:)`, `Kettle`), or when
/// exactly one type of the model has a member of that name (`heat(_:)`, `.heat`); of
/// overloads, and of the members of that name of several types, a name is flagged only when
/// every one is. History is left alone: a struck-through
/// name, and a sentence or table row that itself says deprecated, renamed, replaced or
/// removed (in English, Japanese or Chinese), or whose section's heading does.
struct AvailabilityRule {
    let models: [APIModel]
    let file: String
    let locator: TextLocator
    /// The page's title: a migration guide's ("Alamofire 4.0 Migration Guide", 「移行ガイド」)
    /// names old API on every section.
    var pageTitle = ""

    func check(_ content: PageContent, into diagnostics: inout [Diagnostic]) {
        // A section whose heading tells history (`### Deprecated`, `## 非推奨の API`, "Migrating
        // from 3.x", "Breaking changes") lists old names on purpose, and so does every section
        // of a migration guide or a changelog, and a list a history sentence introduces.
        var history = PageHistory(content, title: pageTitle, titleScope: .migrationOrChangelog)
        let curated = Self.curation(content)
        let caches = models.map { $0.memo.value("AvailabilityRule.Resolutions") { Resolutions() } }
        for (index, text) in content.texts.enumerated() where !curated.contains(index) {
            check(text.content, prose: text.prose, at: text.location, caches: caches,
                  sectionIsHistory: { history.textIsHistory(index) }, into: &diagnostics)
        }
        for table in content.tables where !curated.contains(table.section) {
            for row in [table.table.header] + table.table.rows {
                // Each cell's words once: a row without a code span names no API.
                let proses = row.cells.map { $0.content.proseText }
                guard proses.contains(where: { $0.containsByte(UInt8(ascii: "`")) }) else { continue }
                // A row is one statement: its other cells may say the name is deprecated (joined
                // only when a name is not available, which few are).
                let rowText = { proses.joined(separator: " | ") }
                for (cell, prose) in zip(row.cells, proses) {
                    check(cell.content, prose: prose, at: cell.location, context: rowText, caches: caches,
                          sectionIsHistory: { history.sectionIsHistory(table.section) }, into: &diagnostics)
                }
            }
        }
    }

    /// `prose` is `inlines.proseText`.
    private func check(_ inlines: [Inline], prose: String, at location: SourceLocation, context: (() -> String)? = nil, caches: [Resolutions],
                       sectionIsHistory: () -> Bool, into diagnostics: inout [Diagnostic]) {
        guard prose.containsByte(UInt8(ascii: "`")) else { return }
        let struck = Self.struckCode(inlines)
        var reported = Set<String>()
        for sentence in CountClaimExtractor.sentences(in: prose) {
            // Whether the sentence tells history is asked only once it names API that is not
            // available: forty substring searches in every sentence and table cell of a site cost
            // more than all the rest of the check.
            var isHistory: Bool? = nil
            for name in Self.codeSpans(sentence.text) where !struck.contains(name) && !reported.contains(name) {
                guard let (status, what, owner, model) = resolve(span: name, caches: caches), status != .available else { continue }
                if isHistory == nil { isHistory = PageHistory.saysItIsHistory(context?() ?? String(sentence.text)) || sectionIsHistory() }
                if isHistory == true { break }
                // Located in this sentence: an earlier one may name it too (as history).
                let earlier = Self.occurrences(of: "`\(name)`", in: prose[..<sentence.text.startIndex])
                guard let finding = AvailabilityFinding.make(status, name: what, owner: owner, model: model, file: file,
                                                             at: locator.locate("`\(name)`", from: location, skip: earlier)) else { continue }
                reported.insert(name)
                diagnostics.append(finding)
            }
        }
    }

    /// What the models say of the API the code span `span` names: of the models that know
    /// it, the least severe status (a page read against SDK 3 and SDK 4 may name what only one
    /// of them deprecates). `caches` are the models' `Resolutions`, in order.
    private func resolve(span: String, caches: [Resolutions]) -> (APIAvailabilityStatus, String, String?, APIModel)? {
        // By the model's place: a model copied for every span would retain each of its tables.
        var found: [(resolved: Resolved, model: Int)] = []
        for i in 0..<min(models.count, caches.count) {
            let cache = caches[i]
            let resolution: Resolution
            if let known = cache.bySpan.withLock({ $0[span] }) {
                resolution = known
            } else {
                resolution = Self.writtenName(span).map { resolveUncached($0, in: models[i]) } ?? .unknown
                cache.bySpan.withLock { $0[span] = resolution }
            }
            switch resolution {
            case .known(let result): found.append((result, i))
            case .ambiguous: return nil
            case .unknown: continue
            }
        }
        return found.min { $0.resolved.0.rank < $1.resolved.0.rank }.map { ($0.resolved.0, $0.resolved.1, $0.resolved.2, models[$0.model]) }
    }

    /// The API name a code span writes, nil when it writes none.
    private static func writtenName(_ span: String) -> String? {
        // A DocC symbol link (``ImageTask/currentProgress``, ``Store/save(_:)-6jitc``) names its path.
        var name = WrittenAPIName.docCSymbol(span) ?? span
        if name.hasPrefix(".") { name.removeFirst() }
        if name.hasSuffix("(...)") || name.hasSuffix("(…)") { name = String(name.prefix { $0 != "(" }) }
        // A call written out (`observeOn(MainScheduler.instance)`, `Feed.observeOn(.main)`)
        // names what it calls: its arguments say nothing of which overload, so it is judged
        // as the name alone.
        else if let callee = Self.callee(ofCall: name) { name = callee }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return name
    }

    /// A status, the name as the finding shows it, and the owner it was found on.
    private typealias Resolved = (APIAvailabilityStatus, String, String?)

    private enum Resolution: Sendable {
        case known(Resolved)
        /// More than one type has a member of the name: the text does not say which.
        case ambiguous
        case unknown
    }

    /// What each code span written on a site resolves to in one model, kept with the model: a
    /// site names the same API on page after page, and resolving a name (parsing it, looking
    /// up its owner and members) costs more than the rest of this rule.
    private final class Resolutions: Sendable {
        let bySpan = Locked<[String: Resolution]>([:])
    }

    private func resolveUncached(_ name: String, in model: APIModel) -> Resolution {
        let names = SurfaceNames.of(model)
        // A type, or a type's member written with its owner.
        if let symbol = names.type(name) {
            let status = AvailabilityFinding.status(symbol.availability, in: model)
            // A global named like a member of the model's types (a deprecated `record` beside
            // `Config.record`): the text may mean either, and names the owner when it matters.
            if symbol.kind == .variable || symbol.kind == .function, status != .available,
               names.members(name).contains(where: { AvailabilityFinding.status($0.member.availability, in: model) == .available }) {
                return .ambiguous
            }
            return .known((status, name, nil))
        }
        if let (owner, members) = names.members(qualified: name) {
            return worst(members, name: String(name.dropFirst(owner.count + 1)), owner: owner, model: model).map { .known($0) } ?? .unknown
        }
        // Through a property: `PayClient.shared.setup(key:)`.
        if let written = WrittenAPIName(name), written.path.count > 1,
           case .type(let owner)? = NameRule.ownerType(of: written.path, in: SampleTypeIndex.of(model)) {
            let members = SampleTypeIndex.of(model).members(written.base, of: owner, roles: [.method, .property, .staticMethod, .staticProperty])
                .map(\.member).filter { written.labels == nil || $0.name == written.selector }
            if !members.isEmpty { return worst(members, name: written.selector, owner: owner, model: model).map { .known($0) } ?? .unknown }
        }
        // A member named alone: only when one type has it, and it looks like API: a
        // selector or a camel-case name. A plain lowercase word (`main`, `onboarding`) is
        // as likely an ID, a value or a placement the text lists.
        guard name.contains("(") || name.contains(where: \.isUppercase) else { return .unknown }
        // `customerInfo` beside the type `CustomerInfo`: a value of the type, as Swift names one.
        if !name.contains("("), let first = name.first, first.isLowercase, names.type(first.uppercased() + name.dropFirst()) != nil {
            return .unknown
        }
        let found = names.members(name)
        let owners = Set(found.map(\.owner))
        // A name the SDK adds to another module's type (`SharedReaderKey.appStorage` beside the
        // Sharing library's own, `View.navigationDestination` beside SwiftUI's, `withValue` on
        // `ActorIsolated` beside `TaskLocal`'s) may be that module's: named alone, it is not judged,
        // whether or not the SDK's own types have the name too.
        let index = SampleTypeIndex.of(model)
        if owners.contains(where: { index.entry($0) == nil && index.extended[$0] != nil }) { return .unknown }
        if owners.count == 1, let owner = owners.first {
            return worst(found.map(\.member), name: name, owner: owner, model: model).map { .known($0) } ?? .unknown
        }
        guard owners.count > 1 else { return .unknown }
        // Several types have it (`catchErrorJustReturn(_:)` of each kind of stream): judged
        // only when every one of them marks it.
        if let result = worst(found.map(\.member), name: name, owner: nil, model: model), result.0 != .available {
            return .known(result)
        }
        return .ambiguous
    }

    /// The status that holds for every overload: the least severe of them.
    private func worst(_ members: [APISurfaceMember], name: String, owner: String?, model: APIModel) -> Resolved? {
        let statuses = members.map { AvailabilityFinding.status($0.availability, in: model) }
        guard let least = statuses.min(by: { $0.rank < $1.rank }) else { return nil }
        let display = members.count == 1 ? members[0].name : name
        return (least, display, owner)
    }

    /// The callee of a code span that is one call with arguments (`observeOn(MainScheduler.instance)`
    /// → `observeOn`): a dotted name, then one balanced argument list that is not a selector.
    static func callee(ofCall text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"), WrittenAPIName(text) == nil else { return nil }
        let callee = text[..<open]
        guard !callee.isEmpty, callee.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ WrittenAPIName.isIdentifier($0) }) else { return nil }
        var depth = 0
        let arguments = Array(text[open...])
        for (index, character) in arguments.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                // The first list closes only at the end: not `a(b).c(d)`.
                if depth == 0, index != arguments.count - 1 { return nil }
            }
        }
        return depth == 0 ? String(callee) : nil
    }

    /// The texts of a DocC article's `## Topics` and `## See Also` sections (their group
    /// headings and lists included): curation, which lists deprecated symbols as it lists the
    /// rest, not a use of them.
    static func curation(_ content: PageContent) -> Set<Int> {
        var found = Set<Int>()
        var open: Int?
        for (index, text) in content.texts.enumerated() {
            if text.kind == .heading {
                if let level = open, text.level <= level { open = nil }
                if open == nil, text.level == 2 {
                    let title = text.prose.trimmingWhitespace
                    if title == "Topics" || title == "See Also" { open = text.level }
                }
            }
            if open != nil { found.insert(index) }
        }
        return found
    }

    /// `text` with what its code spans hold left out (an unclosed backtick keeps the rest).
    static func withoutCodeSpans(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "`")) else { return text }
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        var kept = ""
        for (index, part) in parts.enumerated() where index % 2 == 0 || index == parts.count - 1 {
            kept += part
            kept += " "
        }
        return kept
    }

    /// How many times `needle` occurs in `text`, not overlapping.
    static func occurrences(of needle: String, in text: Substring) -> Int {
        let target = Array(needle.utf8), bytes = Array(text.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return 0 }
        var count = 0
        var i = 0
        while i + target.count <= bytes.count {
            if bytes[i] == target[0], Array(bytes[i..<(i + target.count)]) == target {
                count += 1
                i += target.count
            } else {
                i += 1
            }
        }
        return count
    }

    /// Code spans of a sentence, in order.
    private static func codeSpans(_ text: Substring) -> [String] {
        // Backticks paired in order, found as bytes: this runs on every sentence that has one.
        let utf8 = text.utf8
        var spans: [String] = []
        var open: Substring.UTF8View.Index?
        var i = utf8.startIndex
        while i < utf8.endIndex {
            if utf8[i] == UInt8(ascii: "`") {
                if let start = open {
                    if utf8.index(after: start) < i { spans.append(String(text[utf8.index(after: start)..<i])) }
                    open = nil
                } else {
                    open = i
                }
            }
            i = utf8.index(after: i)
        }
        return spans
    }

    /// Code spans inside strikethrough (`~~didCancelPurchase~~`): history, not a use.
    private static func struckCode(_ inlines: [Inline], inside: Bool = false) -> Set<String> {
        var found = Set<String>()
        for inline in inlines {
            switch inline {
            case .code(let code) where inside: found.insert(code)
            case .strikethrough(let inner): found.formUnion(struckCode(inner, inside: true))
            case .emphasis(let inner), .strong(let inner), .link(_, _, let inner, _): found.formUnion(struckCode(inner, inside: inside))
            default: break
            }
        }
        return found
    }

}
