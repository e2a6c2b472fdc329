import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// Checks one ```swift block of a guide against the SDK's API model.
///
/// Rules (stable ids):
/// - `docgen.swift.syntax`: the parser's syntax errors;
/// - `docgen.swift.unknown-method`, `docgen.swift.signature-mismatch`: delegate methods whose
///   selector, parameter types or return type the model does not declare (`SampleDelegateRule`);
/// - `docgen.swift.unknown-member`, `…unknown-argument`, `…argument-order`, `…missing-argument`,
///   `…no-matching-overload`, `…closure-arity`: every call and member name whose type the check
///   can follow (`SampleCallRule`);
/// - `docgen.swift.missing-await`, `…missing-try`, `…needless-try`: the `await` and `try` of
///   calls to the model's async and throwing functions (`SampleEffectRule`);
/// - `docgen.swift.unknown-case`, `…case-payload`, `…non-exhaustive-switch`: enum case patterns
///   (`SampleCaseRule`);
/// - `docgen.swift.missing-requirement`: conformances to model protocols (`SampleConformanceRule`);
/// - `docgen.swift.unknown-override`: `override`s in subclasses of model classes (`SampleOverrideRule`);
/// - `docgen.api.deprecated`, `docgen.api.unavailable`: API the model marks so (`SampleAvailabilityRule`).
///
/// Every finding is placed at its line and UTF-8 column in the .md file. Opting a block out
/// (an info-string flag) is the caller's decision; this type checks whatever it is given.
struct SwiftSampleChecker: Sendable {
    /// The models a construct is judged by, in order of preference.
    let models: [APIModel]
    /// Their modules: a sample importing one of them (`import Quick` beside `import Nimble` on
    /// a page checked against both) imports no outside library.
    private let judgedModules: Set<String>
    private let delegates: SampleDelegateRule
    private let listings: SampleListingRule

    /// What the findings depend on besides the code: the models checked against (each model
    /// read has an identity of its own, so a model read again is checked afresh).
    let cacheKey: String

    /// Building a checker indexes the models' protocols: one per choice of models per run,
    /// shared by all blocks that make the same choice.
    private static let shared = Locked<[String: SwiftSampleChecker]>([:])

    static func shared(models: [APIModel], pageModel: APIModel?) -> SwiftSampleChecker {
        let chosen = SampleCandidates(models: models, pageModel: pageModel).models
        let siblings = Self.siblings(of: chosen, among: models)
        let key = Self.key(chosen) + "|" + Self.key(siblings)
        if let checker = shared.withLock({ $0[key] }) { return checker }
        let checker = SwiftSampleChecker(models: chosen, siblings: siblings)
        shared.withLock { $0[key] = checker }
        return checker
    }

    /// - Parameters:
    ///   - models: the candidate models, used when the page names none (in preference order).
    ///   - pageModel: the page's model when known; then only it is checked against.
    init(models: [APIModel], pageModel: APIModel?) {
        let chosen = SampleCandidates(models: models, pageModel: pageModel).models
        self.init(models: chosen, siblings: Self.siblings(of: chosen, among: models))
    }

    private init(models: [APIModel], siblings: [APIModel]) {
        self.models = models
        self.siblings = siblings
        judgedModules = Set(models.flatMap(\.modules))
        cacheKey = Self.key(models) + "|" + Self.key(siblings)
        delegates = SampleDelegateRule(models: models)
        listings = SampleListingRule(models: models)
    }

    /// Readings of the chosen models' SDK for other platforms (a module in common, a platform
    /// none of them is read for): they judge the branches of `#if` only their platforms compile.
    let siblings: [APIModel]

    private static func siblings(of chosen: [APIModel], among models: [APIModel]) -> [APIModel] {
        let platforms = Set(chosen.map(\.platform))
        let modules = Set(chosen.flatMap(\.modules))
        var seen = platforms
        return models.filter { model in
            !chosen.contains { $0.name == model.name } && !Set(model.modules).isDisjoint(with: modules) && seen.insert(model.platform).inserted
        }
    }

    private static func key(_ models: [APIModel]) -> String {
        models.map { "\($0.name)#\($0.memo.identity)" }.joined(separator: ",")
    }

    /// How a block is checked besides its code.
    struct Options: Sendable, Hashable {
        /// The fence says `partial`: the block shows part of a type on purpose, so its
        /// conformances are not checked for completeness.
        var isPartial = false
        /// The block's heading or introduction names a companion library of the SDK
        /// (`CompanionLibrary`): its members on the SDK's types are not unknown.
        var isAboutCompanion = false
        /// Members the page's samples add to types in extensions (by type name as written,
        /// and by its last component): uses of them are not unknown members.
        var addedMembers: [String: Set<String>] = [:]
        /// The members this page's own blocks add, by whole name (`boil(to:)`): where one is
        /// another overload of an SDK member's name (an `async` wrapper of a method with a
        /// completion handler), uses of the name are not judged against the SDK's.
        var pageAddedMembers: [String: Set<String>] = [:]
        /// What all the page's blocks declare of each type, for conformances shown piecewise.
        var pageTypes = SamplePageTypes()
    }

    /// Parses and checks one block.
    /// - Parameters:
    ///   - code: the block's code (the text between the fences, indentation removed).
    ///   - firstLine: the .md line number of the code's first line.
    ///   - columnOffset: the fence's indentation, in columns to add to every column.
    ///   - file: the .md path the diagnostics name.
    /// - Returns: the findings, in the order of their place in the file.
    func check(code: String, firstLine: Int, columnOffset: Int, file: String, options: Options = Options()) -> [Diagnostic] {
        check(SwiftSampleReader.read(code), firstLine: firstLine, columnOffset: columnOffset, file: file, options: options)
    }

    /// Checks a block read by the caller.
    func check(_ sample: SwiftSample, firstLine: Int, columnOffset: Int, file: String, options: Options = Options()) -> [Diagnostic] {
        let locator = SampleLocator(firstLine: firstLine, columnOffset: columnOffset)
        var findings = Self.syntaxFindings(sample, locator: locator, file: file)
        findings += delegates.check(sample, locator: locator, file: file)
        findings += listings.check(sample, locator: locator, file: file)
        // What only other platforms compile (`#if os(macOS)` for a model read for iOS) is
        // not this model's to judge.
        let judgements = models.map { judge(sample.code.compiled(for: $0.platform), by: $0, locator: locator, file: file, options: options) }
        // What only another platform compiles, judged by the site's reading for it.
        let platforms = models.map(\.platform)
        let branches = siblings.compactMap { sibling in
            sample.code.compiled(for: sibling.platform, only: platforms).map { judge($0, by: sibling, locator: locator, file: file, options: options) }
        }
        findings += SampleJudgement.combine(judgements + branches)
        // By place in the file; findings at one place keep the order the rules made them in.
        return findings.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return (la, a.offset) < (lb, b.offset)
        }.map(\.element)
    }

    /// One model's findings on the code it reads.
    private func judge(_ code: SampleCode, by model: APIModel, locator: SampleLocator, file: String, options: Options) -> SampleJudgement {
        let inference = SampleInference(code: code, index: SampleTypeIndex.of(model), addedMembers: options.addedMembers,
                                        pageAddedMembers: options.pageAddedMembers, carried: options.pageTypes.carried, pageTypeNames: options.pageTypes.declaredTypeNames)
        var judgement = SampleJudgement()
        SampleCallRule(inference: inference, model: model, locator: locator, file: file, judgedModules: judgedModules,
                       isAboutCompanion: options.isAboutCompanion).check(into: &judgement)
        SampleEffectRule(inference: inference, model: model, locator: locator, file: file).check(into: &judgement)
        SampleCaseRule(inference: inference, model: model, locator: locator, file: file).check(into: &judgement)
        SampleOptionalRule(inference: inference, model: model, locator: locator, file: file).check(into: &judgement)
        SampleOverrideRule(inference: inference, model: model, locator: locator, file: file).check(into: &judgement)
        if !options.isPartial {
            SampleConformanceRule(inference: inference, model: model, locator: locator, file: file, pageTypes: options.pageTypes)
                .check(into: &judgement)
        }
        SampleAvailabilityRule(inference: inference, model: model, locator: locator, file: file).check(into: &judgement)
        return judgement
    }

    /// The members a sample adds to types in `extension`s, for `Options.addedMembers`.
    static func addedMembers(_ sample: SwiftSample) -> [String: Set<String>] {
        baseNames(addedMembers(sample.code))
    }

    /// Whole names (`boil(to:)`) as base names (`boil`), type by type.
    static func baseNames(_ members: [String: Set<String>]) -> [String: Set<String>] {
        members.mapValues { Set($0.map { String($0.prefix { $0 != "(" }) }) }
    }

    /// The members `code`'s extensions add, by their whole names (`boil(to:)`), under the type's
    /// name as written and its last component.
    static func addedMembers(_ code: SampleCode) -> [String: Set<String>] {
        var added: [String: Set<String>] = [:]
        for type in code.types where type.kind == .extension {
            let names = type.members.map(\.name)
            added[type.name, default: []].formUnion(names)
            if let last = type.name.split(separator: ".").last, String(last) != type.name { added[String(last), default: []].formUnion(names) }
        }
        return added
    }

    /// `docgen.swift.syntax`: the syntax errors the Swift parser itself reports for a block,
    /// with the parser's own message, moved to the block's place in the .md file.
    /// One error a line: the parser reports a malformed line at each token it cannot place
    /// (`{ target: Target -> Endpoint in }` four times), and the first says what is wrong.
    static func syntaxFindings(_ sample: SwiftSample, locator: SampleLocator, file: String) -> [Diagnostic] {
        var linesWithError = Set<Int>()
        let problems = sample.syntaxProblems.filter { problem in
            !problem.isError || linesWithError.insert(problem.location.line).inserted
        }
        return problems.map { problem in
            Diagnostic(rule: .swiftSyntax, severity: problem.isError ? .error : .warning, file: file,
                       location: locator.place(problem.location), message: problem.message,
                       notes: problem.notes.map { Diagnostic.Note(file: file, location: locator.place($0.location), message: $0.message) },
                       fix: problem.fix.map { Diagnostic.Fix(message: $0) })
        }
    }
}
