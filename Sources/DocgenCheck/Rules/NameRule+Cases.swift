import DocgenAPIModel
import DocgenSupport

/// `docgen.names.unknown` for an enum's cases written with a leading dot in a sentence that
/// names the enum: "a `PeriodType`: `.normal`, `.intro`, `.freeTrial` or `.prepaid`",
/// 「`PeriodType` は `.normal`、`.intro`、`.trial`、`.prepay` のいずれかです」. Guides list the values
/// of an enum so, and a case renamed or removed in the SDK stays in the sentence. A `.name`
/// alone could be anything's (`.default`, another enum's case the sentence is also about), so
/// a sentence is read only when it names exactly one enum of a model, and only a run of two or
/// more leading-dot names written as a list (nothing but commas, brackets and "or", "and",
/// 、, か, や, 或, 和 between them) of which at least half are members of that enum: the rest
/// of the run are then the enum's too, and must exist.
extension NameRule {
    /// - Parameters:
    ///   - liveSpans: the text's code spans that are not struck through.
    ///   - history: whether the sentence holding a name tells history (a renamed case named
    ///     as the old one), by the name and how many times it was met before in the text.
    func checkSentenceCases(prose: String, liveSpans: Set<String>, at location: SourceLocation,
                            history: (String, Int) -> Bool, into diagnostics: inout [Diagnostic]) {
        var seen: [String: Int] = [:]
        for (sentence, _) in CountClaimExtractor.sentences(in: prose) {
            let all = Self.backticked(sentence)
            let spans = all.map(\.text).filter { liveSpans.contains($0) }
            let allDotted = all.filter { Self.isLeadingDotName($0.text) && liveSpans.contains($0.text) }
            defer { for span in allDotted { seen[span.text, default: 0] += 1 } }
            guard allDotted.count >= 2 else { continue }
            var named: [(model: APIModel, type: String, entry: SampleTypeIndex.TypeEntry)] = []
            for span in spans where !Self.isLeadingDotName(span) {
                let path = span.split(separator: ".").map(String.init)
                guard let first = span.unicodeScalars.first, ("A"..."Z").contains(first),
                      path.allSatisfy({ WrittenAPIName.isIdentifier($0[...]) }) else { continue }
                for model in models {
                    let index = SampleTypeIndex.of(model)
                    if let type = index.typeName(path, inside: nil), let entry = index.entry(type), entry.kind == .enum,
                       !named.contains(where: { $0.type == type }) {
                        named.append((model, type, entry))
                        break
                    }
                }
            }
            guard named.count == 1, let (model, type, entry) = named.first else { continue }
            let bases = Set(entry.members.map(\.baseName))
            func isKnown(_ name: String) -> Bool {
                let base = String(name.dropFirst().prefix { $0 != "(" })
                return bases.contains(base) || NameRule.synthesizedNames.contains(base) || Self.optionalCases.contains(base)
            }
            let cases = entry.cases
            var counts: [String: Int] = [:]
            var run: [(text: String, range: Range<Substring.Index>)] = []
            var runs: [[String]] = []
            for span in allDotted {
                if let last = run.last, !Self.separatesListItems(sentence[last.range.upperBound..<span.range.lowerBound]) {
                    runs.append(run.map(\.text))
                    run = []
                }
                run.append(span)
            }
            runs.append(run.map(\.text))
            let judged = runs.filter { run in
                let known = run.filter(isKnown).count
                return run.count >= 2 && known >= 1 && known * 2 >= run.count
            }
            let inJudgedRun = judged.flatMap { $0 }
            for name in allDotted.map(\.text) {
                let skip = seen[name, default: 0] + counts[name, default: 0]
                counts[name, default: 0] += 1
                guard inJudgedRun.contains(name) else { continue }
                // A selector (`.custom(url:)`) is judged with its labels by the other checks.
                guard !name.contains("("), !isKnown(name), !history(name, skip) else { continue }
                var search = NearestSearch<APISurfaceMember>(to: String(name.dropFirst()), budget: 200_000)
                for candidate in cases where !search.isSpent { search.consider(candidate, by: candidate.baseName) }
                // A case far from the name (`.close` for `.login`) is no hint: the cases are listed instead.
                let nearest = search.best.map(\.candidate).flatMap {
                    SampleCallRule.isNear($0.baseName, to: String(name.dropFirst())) ? $0 : nil
                }
                diagnostics.append(.error(
                    .namesUnknown,
                    "'\(name)' is not a case of \(type) in \(model.name)" + (nearest.map { "; the closest is '.\($0.name)'" } ?? ""),
                    file: file, at: locator.locate(name, from: location, skip: skip),
                    notes: nearest.map { [SampleDeclarationNote.declared($0, in: model)] } ?? SampleDeclarationNote.cases(cases, in: model),
                    fix: nearest.map { .init(message: "did you mean '.\($0.name)'? If the case was removed, delete it",
                                             replacement: ".\($0.baseName)") }))
            }
        }
    }

    /// `Optional`'s cases, which a list of an optional enum's values may name beside its own.
    private static let optionalCases: Set<String> = ["none", "some"]

    /// `.trial`, `.custom(_:)`, `.failed(let error)`: a member written with a leading dot.
    static func isLeadingDotName(_ span: String) -> Bool {
        guard span.hasPrefix("."), span.count > 1 else { return false }
        let name = span.dropFirst().prefix { $0 != "(" }
        return WrittenAPIName.isIdentifier(name) && (name.count == span.count - 1 || span.hasSuffix(")"))
    }

    /// The backticked spans of a sentence of `proseText`, in order, each with its place
    /// (backticks included).
    static func backticked(_ sentence: Substring) -> [(text: String, range: Range<Substring.Index>)] {
        var spans: [(text: String, range: Range<Substring.Index>)] = []
        var rest = sentence[...]
        while let open = rest.firstIndex(of: "`") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "`") else { break }
            spans.append((String(after[..<close]), open..<after.index(after: close)))
            rest = after[after.index(after: close)...]
        }
        return spans
    }

    /// True when the text between two list items is only what separates them: commas,
    /// brackets, slashes and "or"/"and" in the guides' languages.
    static func separatesListItems(_ gap: Substring) -> Bool {
        var words = ""
        for scalar in gap.unicodeScalars {
            if scalar.properties.isWhitespace || ",、，;；/()（）[]「」".unicodeScalars.contains(scalar) {
                words.append(" ")
            } else {
                words.unicodeScalars.append(scalar)
            }
        }
        return words.split(separator: " ").allSatisfy { listConnectors.contains($0.lowercased()) }
    }

    private static let listConnectors: Set<String> = ["or", "and", "either", "nor", "または", "か", "や", "と", "もしくは", "あるいは",
                                                      "或", "或者", "和", "及", "以及", "与", "或是"]
}
