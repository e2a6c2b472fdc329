import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// `docgen.swift.unknown-method` and `docgen.swift.signature-mismatch`: delegate methods a
/// sample implements that the model's protocol does not declare as written.
///
/// A method whose selector is not a requirement compiles as an ordinary method and is never
/// called by the SDK, and one whose parameter types differ does not satisfy the requirement;
/// neither shows up until a reader's app misbehaves. A `func` is taken for a delegate method
/// when its base name is a requirement's (`flowController`), or when it is written inside a
/// type or extension that conforms to the protocol and takes the protocol's controller first.
/// Helpers that merely share a base name (`func flowController(for id: String)`) outside such
/// a context are ordinary app code and are left alone.
struct SampleDelegateRule: Sendable {
    static let unknownMethodID = Rule.swiftUnknownMethod
    static let signatureMismatchID = Rule.swiftSignatureMismatch

    private let indexes: [ModelIndex]

    init(models: [APIModel]) {
        indexes = models.map(ModelIndex.init)
    }

    func check(_ sample: SwiftSample, locator: SampleLocator, file: String) -> [Diagnostic] {
        guard indexes.contains(where: { !$0.protocols.isEmpty }) else { return [] }
        var findings: [Diagnostic] = []
        // A signature the parser had to repair says nothing reliable about the selector; an
        // `override` is a superclass's method (`SampleOverrideRule`'s), not a new witness.
        for method in sample.functions where !method.hasError && !method.isOverride {
            findings += SampleCandidates.judge(indexes) { index in
                evaluate(method, against: index, modules: Set(sample.code.imports), locator: locator, file: file)
            }
        }
        return findings
    }

    /// nil when the model knows nothing of the method; otherwise the findings (none when it fits).
    private func evaluate(_ method: SwiftSample.Function, against index: ModelIndex, modules: Set<String>, locator: SampleLocator,
                          file: String) -> [Diagnostic]? {
        // `encode(to:)` in a type that declares `Codable` is Encodable's, whatever a model
        // protocol requires of the base name (`encode(_:)` of a transcoder).
        if let owners = Self.standardWitnesses[method.selector], !method.conformances.isDisjoint(with: owners) { return nil }
        var protocols = index.protocols.filter { $0.baseNames.contains(method.baseName) }
        if protocols.isEmpty {
            // A misnamed method inside a conformance (`paywallControllerDidAppear` kept in an
            // `AdaptyFlowControllerDelegate` extension, `requestDidResumed` for
            // `requestDidResume(_:)`) is still meant as a requirement.
            protocols = index.protocols.filter { candidate in
                method.conformances.contains(candidate.symbol.name) && (takesController(method, of: candidate) || isMisspelt(method, of: candidate))
            }
            guard !protocols.isEmpty else { return nil }
        }
        // The protocols the method's type declares first: `struct Logging: Middleware` meets
        // `Middleware`'s requirement, not the one of the same selector `AsyncMiddleware` has.
        let declaredFirst = protocols.filter { method.conformances.contains($0.symbol.name) }
            + protocols.filter { !method.conformances.contains($0.symbol.name) }
        for candidate in declaredFirst where candidate.symbol.member(named: method.selector) != nil {
            // Only a witness has the requirement's types: a method of a protocol the sample
            // declares, or an app's own function with the same selector, need not.
            guard !method.isInProtocol, conforms(method, to: candidate.symbol.name, in: index.model) || takesController(method, of: candidate)
            else { return [] }
            // Overloads share a selector (Alamofire's `request(_:didParseResponse:)` for
            // `Data?` and a generic `Value`): the method witnesses the one whose types it has.
            var first: [Diagnostic]?
            for member in candidate.symbol.members where member.name == method.selector {
                let findings = signatureFindings(method, member: member, of: candidate, model: index.model, imported: modules,
                                                 locator: locator, file: file)
                if findings.isEmpty { return [] }
                if first == nil { first = findings }
            }
            return first ?? []
        }
        // A requirement of a protocol the sample declares is no witness: a restatement of the
        // SDK's protocol is judged as a listing (`SampleListingRule`).
        let intended = protocols.filter { method.conformances.contains($0.symbol.name) || takesController(method, of: $0) || isMisspelt(method, of: $0) }
        guard !intended.isEmpty, !method.isInProtocol else { return [] }
        // A type that adopts a protocol neither the model nor docgen knows (`struct NowTag:
        // LeafTag`, from a library beside the SDK), and none of the model's it is judged by,
        // implements that protocol's method of the same name.
        let types = SampleTypeIndex.of(index.model)
        if !intended.contains(where: { conforms(method, to: $0.symbol.name, in: index.model) }),
           method.conformances.contains(where: { name in
               types.typeName(name.split(separator: ".").map(String.init), inside: nil) == nil
                   && WellKnownTypes.entry(name) == nil && WellKnownTypes.superclass(of: name) == nil
           }) {
            return []
        }
        return [unknownMethod(method, protocols: intended, model: index.model, locator: locator, file: file)]
    }

    /// Requirements of the standard library's protocols, by selector, with the protocols that
    /// require them (and those that inherit them).
    static let standardWitnesses: [String: Set<String>] = [
        "encode(to:)": ["Encodable", "Codable"], "init(from:)": ["Decodable", "Codable"],
        "hash(into:)": ["Hashable"], "==(_:_:)": ["Equatable", "Hashable", "Comparable"], "<(_:_:)": ["Comparable"],
        "makeIterator()": ["Sequence", "Collection"], "next()": ["IteratorProtocol", "AsyncIteratorProtocol"],
        "makeAsyncIterator()": ["AsyncSequence"], "index(after:)": ["Collection"],
    ]

    private func unknownMethod(_ method: SwiftSample.Function, protocols: [ProtocolIndex], model: APIModel,
                               locator: SampleLocator, file: String) -> Diagnostic {
        // Nearest by edit distance over the whole selector; on a tie, the same base name wins,
        // then declaration order.
        let ranked = protocols.flatMap { candidate in candidate.requirements.map { (candidate.symbol, $0) } }
            .enumerated()
            .min { a, b in
                let ka = (EditDistance.between(a.element.1.name, method.selector), a.element.1.baseName == method.baseName ? 0 : 1, a.offset)
                let kb = (EditDistance.between(b.element.1.name, method.selector), b.element.1.baseName == method.baseName ? 0 : 1, b.offset)
                return ka < kb
            }?.element
        let owner = ranked?.0.name ?? protocols[0].symbol.name
        var message = "'\(method.selector)' is not a requirement of \(owner) in \(model.name), so the SDK never calls it"
        if let nearest = ranked?.1 { message += "; the nearest requirement is '\(nearest.name)'" }
        return .error(Self.unknownMethodID, message, file: file, at: locator.place(method.nameLocation),
                      notes: ranked.map { [SampleDeclarationNote.declared($0.1, in: model)] } ?? [],
                      fix: ranked.map { .init(message: "implement '\($0.1.name)' instead, or remove the method") })
    }

    private func signatureFindings(_ method: SwiftSample.Function, member: APIMember, of candidate: ProtocolIndex, model: APIModel,
                                   imported: Set<String>, locator: SampleLocator, file: String) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // A type that names an associated type (`Credential`) or `Self` is met by whatever type
        // the conformance chooses (`OAuthCredential`): it says nothing about the witness.
        func isWitnessChosen(_ canonical: String) -> Bool {
            canonical.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == "Self" || candidate.associatedTypes.contains(String($0)) }
        }
        // `StreamKit.Player` is the model's `Player`, `HTTPTypes.HTTPRequest` the `HTTPRequest` the
        // sample imports: a module name qualifies a type wherever it stands (`(HTTPTypes.HTTPRequest,
        // OpenAPIRuntime.HTTPBody?) async throws -> …`), as the SDK's own source writes it.
        let qualifiers = Set(model.modules).union(imported).union(SampleCallRule.platformModules)
        func unqualified(_ canonical: String) -> String {
            guard canonical.contains(".") else { return canonical }
            return Self.withoutModules(canonical, qualifiers)
        }
        // A typealias is its target, wherever it stands in the type (`PlatformImage?` is
        // `UIImage?`; `CInt` is `Int32`): the model's aliases and the C ones Swift declares.
        let index = SampleTypeIndex.of(model)
        func resolved(_ canonical: String) -> String {
            var text = canonical
            for _ in 0..<4 {
                var changed = false
                let rewritten = Self.mapIdentifiers(text) { name in
                    if let target = Self.cAliases[name] { changed = true; return target }
                    guard let target = index.entry(name)?.aliasTarget else { return name }
                    changed = true
                    return unqualified(SwiftTypeText.canonical(target))
                }
                text = rewritten
                if !changed { break }
            }
            return text
        }
        for (written, declared) in zip(method.parameters, member.parameters) {
            let sample = unqualified(written.type.canonical), sdk = unqualified(SwiftTypeText.canonical(declared.type))
            guard sample != sdk, resolved(sample) != resolved(sdk), !isWitnessChosen(sdk) else { continue }
            // Only isolation differs. As Swift judges a witness (6.3, both language modes): a
            // closure parameter may leave out `@Sendable` (the witness asks less of its callers);
            // one that adds it asks more, which Swift 6 rejects and Swift 5 warns of; leaving out
            // or adding `@MainActor` is another type.
            if Self.withoutIsolation(sample) == Self.withoutIsolation(sdk), sample.contains("@MainActor") == sdk.contains("@MainActor") {
                if !sample.contains("@Sendable") || sdk.contains("@Sendable") { continue }
                findings.append(.warning(
                    Self.signatureMismatchID,
                    "'\(member.name)' takes `\(declared.type)` in \(model.name); the sample's `\(written.text)` adds @Sendable, "
                        + "which asks more of the SDK than the requirement promises: Swift 6 rejects the witness",
                    file: file, at: locator.place(written.type.location),
                    notes: [SampleDeclarationNote.declared(member, in: model)],
                    fix: .init(message: "write `\(declared.type)`", replacement: declared.type)))
                continue
            }
            findings.append(.error(
                Self.signatureMismatchID,
                "'\(member.name)' takes a different parameter type in \(model.name): the sample declares `\(written.text)`, \(model.name) declares `\(declared.type)`",
                file: file, at: locator.place(written.type.location),
                notes: [SampleDeclarationNote.declared(member, in: model)],
                fix: .init(message: "write `\(declared.type)`", replacement: declared.type)))
        }
        let writtenReturn = method.returnType
        let sampleReturn = writtenReturn.flatMap { Self.nonVoid($0.canonical) }
        let modelReturn = member.returnType.map(SwiftTypeText.canonical).flatMap(Self.nonVoid)
        if sampleReturn != modelReturn, sampleReturn.map({ resolved(unqualified($0)) }) != modelReturn.map({ resolved(unqualified($0)) }),
           !(modelReturn.map(isWitnessChosen) ?? false) {
            let said = writtenReturn.map { "returns `\($0.text)`" } ?? "returns nothing"
            let expected = member.returnType.flatMap { Self.nonVoid(SwiftTypeText.canonical($0)) == nil ? nil : "returns `\($0)`" } ?? "returns nothing"
            let place = writtenReturn?.location ?? method.rightParenLocation
            findings.append(.error(
                Self.signatureMismatchID,
                "'\(member.name)' has a different return type in \(model.name): the sample \(said), \(model.name) \(expected)",
                file: file, at: locator.place(place), notes: [SampleDeclarationNote.declared(member, in: model)]))
        }
        return findings
    }

    /// True when the type or extension around the method adopts the protocol, itself or
    /// through a model protocol that inherits it (`Interceptor` for `RequestAdapter`).
    private func conforms(_ method: SwiftSample.Function, to protocolName: String, in model: APIModel) -> Bool {
        let index = SampleTypeIndex.of(model)
        return method.conformances.contains { $0 == protocolName || index.inherits($0, from: protocolName) }
    }

    /// True when the method takes the protocol's controller first (the canonical type every
    /// requirement takes first).
    private func takesController(_ method: SwiftSample.Function, of candidate: ProtocolIndex) -> Bool {
        guard let controller = candidate.controllerType, let first = method.parameters.first?.type.canonical else { return false }
        return controller == first
    }

    /// True when the method's selector is a letter or two from one of the protocol's
    /// requirements: in a conforming type, a misspelt requirement the SDK never calls.
    private func isMisspelt(_ method: SwiftSample.Function, of candidate: ProtocolIndex) -> Bool {
        let limit = max(2, method.selector.count / 8)
        return candidate.requirements.contains { abs($0.name.count - method.selector.count) <= limit && EditDistance.between($0.name, method.selector) <= limit }
    }

    /// `canonical` with each `Module.` before a name dropped, for the modules in `modules`
    /// (`Foundation.URL` is `URL`; `Player.State` stays, `Player` being no module).
    static func withoutModules(_ canonical: String, _ modules: Set<String>) -> String {
        let characters = Array(canonical)
        var out = ""
        var i = 0
        while i < characters.count {
            let character = characters[i]
            guard character.isLetter || character == "_" else {
                out.append(character)
                i += 1
                continue
            }
            var end = i
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            let word = String(characters[i..<end])
            // Only a path's first name can be a module.
            if i == 0 || characters[i - 1] != ".", end < characters.count, characters[end] == ".", modules.contains(word) {
                i = end + 1
                continue
            }
            out += word
            i = end
        }
        return out
    }

    /// The C types Swift imports under another name (`CInt` is `Int32`).
    static let cAliases: [String: String] = [
        "CChar": "Int8", "CSignedChar": "Int8", "CUnsignedChar": "UInt8", "CShort": "Int16", "CUnsignedShort": "UInt16",
        "CInt": "Int32", "CUnsignedInt": "UInt32", "CLong": "Int", "CUnsignedLong": "UInt", "CLongLong": "Int64",
        "CUnsignedLongLong": "UInt64", "CFloat": "Float", "CDouble": "Double", "CBool": "Bool",
    ]

    /// `text` with every identifier replaced by `transform(identifier)`.
    static func mapIdentifiers(_ text: String, _ transform: (String) -> String) -> String {
        var out = ""
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !word.isEmpty) {
                word.append(character)
            } else {
                if !word.isEmpty { out += transform(word); word = "" }
                out.append(character)
            }
        }
        if !word.isEmpty { out += transform(word) }
        return out
    }

    /// nil for the empty result types, so `-> Void`, `-> ()` and no arrow compare equal.
    /// A canonical type without the attributes that only say where a closure may run.
    private static func withoutIsolation(_ canonical: String) -> String {
        var text = canonical
        for attribute in ["@MainActor", "@Sendable"] {
            while let range = text.firstRange(of: attribute) { text.removeSubrange(range) }
        }
        return text.split(separator: " ").joined(separator: " ")
    }

    private static func nonVoid(_ canonical: String) -> String? {
        canonical == "Void" || canonical == "()" ? nil : canonical
    }
}

// MARK: - The model side

extension SampleDelegateRule {
    /// One model's protocols, indexed by what a method declaration is matched on.
    struct ModelIndex: Sendable {
        let model: APIModel
        let protocols: [ProtocolIndex]

        init(_ model: APIModel) {
            self.model = model
            let typeNames = Set(model.surface.symbols.filter { ![.function, .variable, .extension].contains($0.kind) }.map(\.name))
            // A protocol's requirements may name the associated types of the protocols it refines
            // (`TokenRequestable: Requestable` restating `func start(_: (Result<ResultType, …>) -> Void)`).
            let index = SampleTypeIndex.of(model)
            protocols = model.symbols.filter { $0.kind == .protocol }.map { symbol in
                var inherited: Set<String> = []
                var pending = index.entry(symbol.qualifiedName)?.conformances ?? []
                var seen: Set<String> = []
                while let next = pending.popLast(), seen.count < 32 {
                    guard seen.insert(next).inserted, let entry = index.entry(next), entry.isProtocol else { continue }
                    inherited.formUnion(entry.members.filter { $0.requirementKind == "associated type" }.map(\.name))
                    pending += entry.conformances
                }
                return ProtocolIndex(symbol, modelTypes: typeNames, inheritedAssociatedTypes: inherited)
            }
        }
    }

    struct ProtocolIndex: Sendable {
        let symbol: APISymbol
        /// The methods among the requirements (a protocol may also require properties).
        let requirements: [APIMember]
        let baseNames: Set<String>
        /// The canonical type every method takes first (`AdaptyFlowController`), when they
        /// share one and it is the model's: a `String` or `URL` first says nothing of intent.
        let controllerType: String?
        /// The names of its associated types (`Credential`), and those of the protocols it refines.
        let associatedTypes: Set<String>

        init(_ symbol: APISymbol, modelTypes: Set<String>, inheritedAssociatedTypes: Set<String> = []) {
            self.symbol = symbol
            associatedTypes = Set(symbol.members.filter(\.isAssociatedType).map(\.name)).union(inheritedAssociatedTypes)
            requirements = symbol.members.filter { $0.kind == .requirement && $0.name.contains("(") }
            baseNames = Set(requirements.map(\.baseName))
            let firstTypes = Set(requirements.map { $0.parameters.first.map { SwiftTypeText.canonical($0.type) } })
            let shared = firstTypes.count == 1 ? firstTypes.first ?? nil : nil
            controllerType = shared.flatMap { modelTypes.contains($0) || modelTypes.contains(String($0.split(separator: ".").last ?? "")) ? $0 : nil }
        }
    }
}
