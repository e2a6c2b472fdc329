import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// `docgen.swift.missing-requirement`: a type or extension in a sample that declares
/// conformance to a model protocol must implement each requirement that has no default
/// implementation (the protocol's, and those of the model protocols it inherits).
///
/// The type's members are gathered from every declaration of it in the block, from the
/// sample's own extensions of the protocol, and from the page's other blocks (`SamplePageTypes`);
/// a default under `where Self: Decodable` the type does not meet is a warning. An extension of
/// a type no block declares that implements none of a protocol's requirements (nor misspells
/// one) only says the type adopts it. Left alone: a block marked `partial`, a body with
/// a `// …` comment, an extension with an empty body of a type the block does not declare
/// (its members are elsewhere), a model type that already implements the requirement, and
/// `init()` for a type Swift gives one (`SampleTypeDeclaration.hasImplicitInitializer`).
struct SampleConformanceRule {
    let inference: SampleInference
    let model: APIModel
    let locator: SampleLocator
    let file: String
    /// What the page's other blocks declare of each type.
    var pageTypes = SamplePageTypes()

    func check(into judgement: inout SampleJudgement) {
        let code = inference.code
        let index = inference.index
        for (position, type) in code.types.enumerated() where type.kind != .protocol && !type.hasError && !type.isElided {
            let declarations = code.types.filter { $0.name == type.name }
            if declarations.contains(where: \.isElided) { continue }
            let declaresType = declarations.contains { $0.kind != .extension }
            let onPage = pageTypes.facts(of: type.name)
            // `struct SQLExpression: SQLSpecificExpressible { … }` for the model's own
            // `SQLExpression`: the sample shows the SDK's declaration, not an app's type.
            if declaresType, !type.name.contains("."), index.entry(type.name).map({ !$0.isProtocol && $0.kind != .extension }) == true { continue }
            if type.kind == .extension, type.members.isEmpty, !declaresType { continue }
            let modelType = type.kind == .extension ? index.typeName(type.name.split(separator: ".").map(String.init), inside: nil) : nil
            for inherited in type.inherited {
                guard let path = inherited.shape.path, let protocolName = index.typeName(path, inside: nil),
                      index.entry(protocolName)?.isProtocol == true else { continue }
                let key = "conformance:\(position):\(protocolName)"
                // The type's members in this block, in the page's other blocks, and in the
                // sample's extensions of the protocol.
                let implemented = Set(declarations.flatMap(\.members).map(\.name)
                    + code.types.filter { $0.kind == .extension && index.typeName($0.name.split(separator: ".").map(String.init), inside: nil) == protocolName }
                        .flatMap(\.members).map(\.name))
                    .union(onPage?.members ?? [])
                // What the type inherits (`NSObject`), for defaults constrained to it: as written,
                // through the sample's own classes (`BaseViewController`) and the model's, and
                // what the page's other blocks add (`extension Team: Decodable {}`).
                let facts = conformerFacts(of: type.name, declarations: declarations, alsoInherited: onPage?.inherited ?? [])
                let requirements = requirements(of: protocolName)
                // An extension of a type no block of the page declares, which implements
                // nothing the protocol requires (`extension YourAPI: TargetType,
                // AccessTokenAuthorizable { var authorizationType … }`), shows that the type
                // adopts it; its implementation is where the type is.
                let requirementNames = index.requirementNames(of: protocolName)
                if !declaresType, onPage?.isDeclared != true, modelType == nil,
                   !requirementNames.contains(where: { implemented.contains($0) }),
                   // `static let liveValu` for `liveValue`: meant as the requirement, misspelt.
                   !implemented.contains(where: { member in requirementNames.contains { SampleCallRule.isTypo(String(member.prefix { $0 != "(" }), of: String($0.prefix { $0 != "(" })) } }) {
                    judgement.accept(key)
                    continue
                }
                let missing = requirements.filter { requirement in
                    if implemented.contains(requirement.member.name) { return false }
                    // A member shown in a block of its own (`public var path: String { … }`),
                    // the type being built up one member at a time.
                    if pageTypes.looseMembers.contains(requirement.member.baseName) { return false }
                    // `init()` that Swift writes for a type whose properties all start with a value.
                    if requirement.member.name == "init()", declarations.contains(where: \.hasImplicitInitializer) { return false }
                    // `case binding(BindingAction<State>)` witnesses `static func binding(_:) -> Self` (SE-0280).
                    if Self.isStaticSelf(requirement.member),
                       declarations.flatMap(\.members).contains(where: { $0.kind == .case && $0.name == requirement.member.baseName }) { return false }
                    // `extension P where Self: NSObject { … }` supplies it to a subclass of NSObject.
                    if (requirement.member.defaults ?? []).contains(where: { Self.isMet($0.constraints, by: facts) }) { return false }
                    if providedByAncestor(requirement.member.name, of: requirement.owner, to: protocolName, facts: facts) { return false }
                    // An extension of a type declared elsewhere (`extension Book: EncodableRecord`)
                    // does not show what the type adopts, so a constrained default may hold.
                    if !declaresType, modelType == nil, hasConstrainedDefault(requirement.member, of: protocolName) { return false }
                    if let modelType, !index.members(requirement.member.baseName, of: modelType, roles: [.method, .property, .staticMethod, .staticProperty, .initializer, .subscript])
                        .filter({ $0.owner != requirement.owner }).isEmpty { return false }
                    return true
                }
                guard !missing.isEmpty else {
                    judgement.accept(key)
                    continue
                }
                // A default where `Self` adopts a standard protocol (`extension FetchableRecord
                // where Self: Decodable { init(row:) }`): a guide that leaves `Codable` out to
                // keep a record short is incomplete, not wrong about the SDK: a warning.
                let adoptable = missing.map { adoptableDefault($0.member, of: protocolName) }
                let names = missing.map { "'\($0.member.name)'" }.joined(separator: ", ")
                let verb = missing.count == 1 ? "has" : "have"
                let notes = missing.prefix(4).map { SampleDeclarationNote.declared($0.member, in: model) }
                let fix = "implement \(missing.count == 1 ? "it" : "them"); if the block shows part of the type on purpose, write `partial` after `swift` in its fence"
                if adoptable.allSatisfy({ $0 != nil }) {
                    let protocols = Array(Set(adoptable.compactMap { $0 })).sorted().joined(separator: " and ")
                    judgement.report(key, .warning(
                        .swiftMissingRequirement,
                        "\(type.name) conforms to \(protocolName) but implements neither \(names) nor \(protocols), under which \(model.name) gives \(missing.count == 1 ? "it" : "them") a default",
                        file: file, at: locator.place(inherited.location), notes: notes,
                        fix: .init(message: "adopt \(protocols), or " + fix)))
                    continue
                }
                judgement.report(key, .error(
                    .swiftMissingRequirement,
                    "\(type.name) conforms to \(protocolName) but does not implement \(names), which \(verb) no default implementation in \(model.name)",
                    file: file, at: locator.place(inherited.location), notes: notes, fix: .init(message: fix)))
            }
        }
    }

    /// A static method or property that gives the conforming type itself: what an enum case
    /// of the same name can be.
    private static func isStaticSelf(_ member: APISurfaceMember) -> Bool {
        member.signature.hasPrefix("static ") && (member.returnType == "Self" || member.type == "Self" || member.signature.hasSuffix("-> Self"))
    }

    /// What a sample's type is, for the `where` clauses of defaults: the names it inherits
    /// (`RawRepresentable` for an enum with raw values) and an enum's raw type.
    struct ConformerFacts {
        var written: Set<String>
        var rawType: String?
        /// The associated types the type leaves to their defaults (`Key` of
        /// `associatedtype Key = String`, when the type declares no `Key`), with the default.
        var associatedDefaults: [String: String] = [:]
        /// True when a superclass in the chain is one docgen cannot see (an SDK's underscored
        /// `_View`, which its public API hides; an app's own base class): what it inherits in
        /// turn is unknown, so a `where Self: UIResponder` default may hold.
        var hasUnseenSuperclass = false
    }

    /// The raw types an enum may declare first (`enum Mode: String`).
    private static let rawTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat",
    ]

    private func conformerFacts(of name: String, declarations: [SampleTypeDeclaration], alsoInherited: Set<String> = []) -> ConformerFacts {
        let (written, hasUnseenSuperclass) = ancestors(of: name, declarations: declarations, alsoInherited: alsoInherited)
        var facts = ConformerFacts(written: written)
        facts.hasUnseenSuperclass = hasUnseenSuperclass
        // The model's typealiases of what it inherits (`KFCrossPlatformView` for `UIView`), as
        // `where Self: KFCrossPlatformView` names them.
        facts.written.formUnion(inference.index.aliases(ofAny: facts.written))
        let declaredTypes = Set(declarations.flatMap(\.members).filter { $0.kind == .type }.map(\.name))
        for ancestor in facts.written {
            guard let entry = inference.index.entry(ancestor), entry.isProtocol else { continue }
            for member in entry.members where member.requirementKind == "associated type" && !declaredTypes.contains(member.name) {
                if let range = member.signature.firstRange(of: " = ") {
                    facts.associatedDefaults[member.name] = String(member.signature[range.upperBound...]).trimmingSpaces()
                }
            }
        }
        if let first = declarations.first(where: { $0.kind == .enum })?.inherited.first?.shape.path?.last, Self.rawTypes.contains(first) {
            facts.rawType = first
            facts.written.insert("RawRepresentable")
        }
        return facts
    }

    /// True when a type the sample's type inherits supplies the requirement in an extension
    /// constrained to the protocol (`extension RawRepresentable where Self: ExpressibleByArgument,
    /// RawValue: ExpressibleByArgument { init?(argument:) }` for `enum Mode: String, ExpressibleByArgument`).
    /// Also: an extension of the protocol itself, or of a protocol inheriting it (or inheriting
    /// the requirement's own protocol) that the type adopts (`extension WrapperTokenizer { func
    /// tokenize(_:) }`), whose `where` clause the type
    /// meets (`where Key == String` with `Key` left to its default `String`).
    private func providedByAncestor(_ requirement: String, of owner: String, to protocolName: String, facts: ConformerFacts) -> Bool {
        let index = inference.index
        return (facts.written.union([protocolName])).contains { ancestor in
            guard let entry = index.entry(ancestor) ?? index.extended[ancestor] else { return false }
            // A protocol between the one adopted and the requirement's own (Vapor's
            // `AsyncRequestAuthenticator` gives `AsyncMiddleware.respond(to:chainingTo:)` to
            // every `AsyncBasicAuthenticator`).
            let refines = entry.isProtocol && (index.inherits(ancestor, from: protocolName)
                || (ancestor != owner && index.inherits(ancestor, from: owner)))
            return entry.members.contains { member in
                guard member.name == requirement, member.required == nil, member.kind != .requirement else { return false }
                guard let constraints = member.constraints else { return refines }
                if refines { return Self.isMet(constraints, by: facts) }
                let bounds = Self.requirements(of: constraints)
                return bounds.contains { $0 == "Self: \(protocolName)" || $0.hasPrefix("Self: ") && $0.hasSuffix(".\(protocolName)") }
                    && Self.isMet(constraints, by: facts)
            }
        }
    }

    /// The standard protocol under which the requirement has a default (`Decodable` for
    /// `extension FetchableRecord where Self: Decodable { init(row:) }`): any type can adopt it,
    /// in an extension anywhere. Nil for none; a model protocol that refines this one (`where
    /// Self: Interceptor`) is another conformance, and a class (`where Self: NSObject`) cannot
    /// be adopted.
    private func adoptableDefault(_ requirement: APISurfaceMember, of protocolName: String) -> String? {
        let constraints = (requirement.defaults ?? []).map(\.constraints)
            + (inference.index.entry(protocolName)?.members.filter { $0.name == requirement.name && $0.required == nil }.map(\.constraints) ?? [])
        for case let constraints? in constraints {
            let names = Self.requirements(of: constraints).map { requirement -> String? in
                guard requirement.hasPrefix("Self: ") else { return nil }
                let name = String(requirement.dropFirst("Self: ".count).split(separator: ".").last ?? "")
                return Self.adoptableProtocols.contains(name) ? name : nil
            }
            if names.count == 1, let name = names[0] { return name }
        }
        return nil
    }

    /// The standard library's and Foundation's protocols a type adopts in an extension.
    private static let adoptableProtocols: Set<String> = [
        "Decodable", "Encodable", "Codable", "Equatable", "Hashable", "Comparable", "Identifiable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Error", "LocalizedError",
    ]

    /// True when the requirement has a default under some `where` clause: in the protocol's
    /// extensions (`defaults`), or a member of that name in an extension of it.
    private func hasConstrainedDefault(_ requirement: APISurfaceMember, of protocolName: String) -> Bool {
        if !(requirement.defaults ?? []).isEmpty { return true }
        return inference.index.entry(protocolName)?.members.contains {
            $0.name == requirement.name && $0.required == nil && $0.constraints != nil
        } == true
    }

    /// A `where` clause's requirements, spaced one way, an associated type without `Self.`
    /// (`Self: P`, `RawValue == String` for `Self.RawValue == String`).
    private static func requirements(of constraints: String) -> [String] {
        constraints.split(separator: ",").map { requirement in
            let text = requirement.split(whereSeparator: \.isWhitespace).joined(separator: " ").replacing(" :", with: ":")
            return text.hasPrefix("Self.") ? String(text.dropFirst(5)) : text
        }
    }

    /// The names `name` inherits from, transitively: through the sample's declarations of
    /// types, and the model's superclasses; and whether a superclass on the way is one neither
    /// the sample, the model nor docgen's list of system classes knows.
    private func ancestors(of name: String, declarations: [SampleTypeDeclaration], alsoInherited: Set<String> = []) -> (Set<String>, Bool) {
        var found = Set<String>()
        var pending = declarations.flatMap(\.inherited).compactMap { $0.shape.path?.last } + alsoInherited.sorted()
        // A class's first inherited name, where a superclass is written.
        var superclasses = Set(declarations.filter { $0.kind == .class }.compactMap { $0.inherited.first?.shape.path?.last })
        var hasUnseenSuperclass = false
        // An extension of a model type (`extension PlayerViewController: PlayerDelegate`).
        if let modelType = inference.index.typeName(name.split(separator: ".").map(String.init), inside: nil) { pending.append(modelType) }
        while let next = pending.popLast(), found.count < 64 {
            guard found.insert(next).inserted else { continue }
            let declaredHere = inference.code.types.filter { $0.name == next && $0.kind != .extension }
            for declared in inference.code.types where declared.name == next {
                pending += declared.inherited.compactMap { $0.shape.path?.last }
            }
            if let first = declaredHere.first(where: { $0.kind == .class })?.inherited.first?.shape.path?.last { superclasses.insert(first) }
            if superclasses.contains(next), declaredHere.isEmpty, inference.index.entry(next) == nil,
               WellKnownTypes.superclass(of: next) == nil, WellKnownTypes.entry(next) == nil, next != "NSObject" {
                hasUnseenSuperclass = true
            }
            // `Codable` is `Decodable & Encodable`, and a model's composition alias is its parts.
            if next == "Codable" { pending += ["Decodable", "Encodable"] }
            // A UIKit or AppKit class's own superclasses (`UIViewController` is a `UIResponder`).
            if let superclass = WellKnownTypes.superclass(of: next) { pending.append(superclass) }
            guard let entry = inference.index.entry(next) else { continue }
            if let superclass = entry.superclass {
                pending.append(superclass)
                superclasses.insert(superclass)
            }
            if entry.isProtocol { pending += entry.conformances.map { String($0.split(separator: ".").last ?? "") } }
            if let target = entry.aliasTarget {
                pending += target.split(separator: "&").map { String($0.trimmingSpaces().split(separator: ".").last ?? "") }
            }
        }
        return (found, hasUnseenSuperclass)
    }

    /// True when a default's `where` clause holds for the sample's type: every requirement is
    /// `Self: X` (or `Self == X`) with X a name it inherits, or, for an enum with raw values,
    /// `RawValue == T` with T its raw type or `RawValue: Q` (the raw type's conformances are
    /// the standard library's, or the SDK's in an extension: given the benefit of the doubt).
    /// Another clause is not judged.
    static func isMet(_ constraints: String?, by facts: ConformerFacts) -> Bool {
        guard let constraints, !facts.written.isEmpty else { return false }
        func last(_ text: Substring) -> String { text.split(separator: ".").last.map(String.init) ?? "" }
        return requirements(of: constraints).allSatisfy { requirement in
            for relation in ["Self: ", "Self == "] where requirement.hasPrefix(relation) {
                return facts.written.contains(last(requirement.dropFirst(relation.count)))
                    || (relation == "Self: " && facts.hasUnseenSuperclass)
            }
            // `Key == String` for an associated type the type leaves to its default `String`.
            for (name, value) in facts.associatedDefaults where requirement.hasPrefix(name + " == ") {
                return last(requirement.dropFirst(name.count + 4)) == last(Substring(value))
            }
            if let rawType = facts.rawType {
                if requirement.hasPrefix("RawValue == ") { return last(requirement.dropFirst("RawValue == ".count)) == rawType }
                if requirement.hasPrefix("RawValue: ") { return true }
            }
            return false
        }
    }

    /// The requirements without a default of a protocol and the model protocols it inherits.
    private func requirements(of protocolName: String) -> [SampleTypeIndex.MemberRef] {
        var found: [SampleTypeIndex.MemberRef] = []
        var seen = Set<String>()
        func visit(_ name: String, depth: Int) {
            guard depth < 16, seen.insert(name).inserted, let entry = inference.index.entry(name), entry.isProtocol else { return }
            for member in entry.members where member.kind == .requirement && member.required == true && member.requirementKind != "associated type" {
                if !found.contains(where: { $0.member.name == member.name }) { found.append(.init(owner: name, member: member)) }
            }
            for parent in entry.conformances {
                if let resolved = inference.index.typeName(parent.split(separator: ".").map(String.init), inside: nil) { visit(resolved, depth: depth + 1) }
            }
        }
        visit(protocolName, depth: 0)
        return found
    }
}
