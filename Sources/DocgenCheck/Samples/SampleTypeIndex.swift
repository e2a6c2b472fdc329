import DocgenAPIModel
import DocgenSupport
import DocgenSwift

/// One model's types as the call check resolves a sample against them: every type by the
/// name guides write (`AdaptyUI.Action`), its members by base name, what it conforms to and
/// inherits, the outside types the SDK extends (`View`), top-level functions, typealiases.
/// Built once per model (kept in its memo) and shared by every page.
final class SampleTypeIndex: Sendable {
    /// A type of the model, or an outside type it extends, with the members of every symbol
    /// of that name (an extension in another module of the model adds to the type).
    struct TypeEntry: Sendable {
        let name: String
        let kind: APISurfaceSymbol.Kind
        let members: [APISurfaceMember]
        let byBaseName: [String: [Int]]
        /// Conformances by name, `where` clauses and generic arguments left out.
        let conformances: [String]
        let superclass: String?
        let availability: [APISurfaceAvailability]?
        let location: APISurfaceLocation?
        /// A typealias's target.
        let aliasTarget: String?
        /// The type's or typealias's generic parameter names.
        let genericParameters: [String]
        /// The module that declares it: for an outside type the model extends, the SDK's
        /// reading of where it comes from (`SwiftUI` for `View`, `UIKit` for `UIStackView`).
        var module = ""

        var isProtocol: Bool { kind == .protocol }
        /// The enum cases among its members, in the order they are listed.
        var cases: [APISurfaceMember] { members.filter { SampleTypeIndex.role(of: $0) == .enumCase } }
    }

    let model: APIModel
    private let types: [String: TypeEntry]
    /// Outside types the model adds members to (`View`, `UIViewController`), by name.
    let extended: [String: TypeEntry]
    /// The names of the model's typealiases of function types (`CompletionHandler`).
    let closureAliases: Set<String>
    /// Top-level functions and variables by base name.
    let functions: [String: [APISurfaceSymbol]]
    let variables: [String: APISurfaceSymbol]
    let modules: Set<String>
    /// The types that declare a method of each base name, in name order: the model's own, and
    /// the outside types it extends (a call on a value the check cannot follow looks a name up
    /// across all of them).
    private let methodOwners: [String: [String]]
    private let extendedMethodOwners: [String: [String]]
    /// Namespace properties (`kf` of Kingfisher, `rx` of RxSwift, `reactive` of
    /// ReactiveSwift): a property a protocol's extension gives every conforming type, of one of
    /// the model's generic types over `Self` (`var kf: KingfisherWrapper<Self>`), named by no
    /// other member of the model. `imageView.kf.setImage(…)` calls the wrapper's method
    /// whatever `imageView` is.
    private let wrapperProperties: [String: MemberRef]
    private let wrapperTypes: Set<String>
    /// Type texts parsed once (the same parameter type recurs in every overload).
    private let shapes = Locked<[String: SwiftTypeShape]>([:])

    /// The index of `model`, made by the first caller.
    static func of(_ model: APIModel) -> SampleTypeIndex {
        model.memo.value("SampleTypeIndex") { SampleTypeIndex(model) }
    }

    private init(_ model: APIModel) {
        self.model = model
        var grouped: [String: [APISurfaceSymbol]] = [:]
        var functions: [String: [APISurfaceSymbol]] = [:]
        var variables: [String: APISurfaceSymbol] = [:]
        for symbol in model.surface.symbols {
            switch symbol.kind {
            case .function: functions[String(symbol.name.prefix { $0 != "(" }), default: []].append(symbol)
            case .variable: variables[symbol.name] = symbol
            default: grouped[symbol.name, default: []].append(symbol)
            }
        }
        var types: [String: TypeEntry] = [:]
        var extended: [String: TypeEntry] = [:]
        for (name, symbols) in grouped {
            let primary = symbols.first { $0.kind != .extension } ?? symbols[0]
            let members = symbols.flatMap(\.members)
            var byBaseName: [String: [Int]] = [:]
            for (position, member) in members.enumerated() { byBaseName[member.baseName, default: []].append(position) }
            let conformances = Set(symbols.flatMap { $0.conformances ?? [] }.map(Self.conformanceName))
            let entry = TypeEntry(name: name, kind: primary.kind, members: members, byBaseName: byBaseName,
                                  conformances: conformances.sorted(), superclass: primary.superclass.map(Self.conformanceName),
                                  availability: primary.availability, location: primary.location,
                                  aliasTarget: primary.kind == .typealias ? primary.type : nil,
                                  genericParameters: GenericNames.declared(in: primary.signature ?? ""), module: primary.module)
            if primary.kind == .extension { extended[name] = entry } else { types[name] = entry }
        }
        self.types = types
        self.extended = extended
        // `TileHandler` for `typealias TileHandler = @Sendable (Tile) -> Void`, by its last name.
        closureAliases = Set(types.values.filter { $0.kind == .typealias && $0.aliasTarget.flatMap(SwiftTypeText.functionArity) != nil }
            .map { String($0.name.split(separator: ".").last ?? "") })
        methodOwners = Self.methodOwners(types)
        extendedMethodOwners = Self.methodOwners(extended)
        wrapperProperties = Self.wrapperProperties(types, extended)
        wrapperTypes = Set(wrapperProperties.values.compactMap { ref in
            ref.member.type.flatMap { SwiftTypeShape.parse($0).path?.joined(separator: ".") }
        })
        self.functions = functions
        self.variables = variables
        modules = Set(model.surface.symbols.map(\.module))
    }

    /// `Equatable where Element: Equatable` → `Equatable`; `Foo<Bar>` → `Foo`.
    private static func conformanceName(_ written: String) -> String {
        let name = written.components(separatedBy: " where ").first ?? written
        return String(name.prefix { $0 != "<" }).trimmingWhitespace
    }

    func shape(_ text: String) -> SwiftTypeShape {
        if let known = shapes.withLock({ $0[text] }) { return known }
        let parsed = SwiftTypeShape.parse(text)
        shapes.withLock { $0[text] = parsed }
        return parsed
    }

    // MARK: - Names

    func entry(_ qualified: String) -> TypeEntry? { types[qualified] }

    /// The model type `path` names when written inside `owner` (a type's qualified name):
    /// nested types of the owner and its outer types first, then top-level ones; a leading
    /// module name is dropped. Typealiases are not followed here.
    func typeName(_ path: [String], inside owner: String?) -> String? {
        guard !path.isEmpty else { return nil }
        var path = path
        if path.count > 1, modules.contains(path[0]), types[path[0]] == nil { path.removeFirst() }
        let written = path.joined(separator: ".")
        if var scope = owner?.split(separator: ".").map(String.init) {
            while !scope.isEmpty {
                let candidate = scope.joined(separator: ".") + "." + written
                if types[candidate] != nil { return candidate }
                scope.removeLast()
            }
        }
        if types[written] != nil { return written }
        // `Action` written inside `extension AdaptyUI`, which the caller may not know: the
        // last component alone is never guessed, since another module may have the name.
        return nil
    }

    // MARK: - Members

    /// A member found for a sample's use, with the type that declares it.
    struct MemberRef: Sendable {
        let owner: String
        let member: APISurfaceMember
    }

    /// What a member is, as a use of it must be: on a value, on the type, a case…
    enum Role: Equatable {
        case method, property, `subscript`
        case staticMethod, staticProperty, staticSubscript, enumCase, nestedType, initializer
        case associatedType
    }

    static func role(of member: APISurfaceMember) -> Role {
        if member.requirementKind == "associated type" { return .associatedType }
        let kind = member.kind == .requirement ? (member.requirementKind.flatMap(APISurfaceMember.Kind.init(rawValue:)) ?? .method) : member.kind
        switch kind {
        case .initializer: return .initializer
        case .method, .requirement: return .method
        case .staticMethod: return .staticMethod
        case .property: return .property
        case .staticProperty: return .staticProperty
        case .subscript:
            // The surface has no kind of its own for a static subscript; its signature says it.
            let words = member.signature.split(separator: " ").prefix { $0 != "subscript" && !$0.hasPrefix("subscript(") }
            return words.contains("static") || words.contains("class") ? .staticSubscript : .subscript
        case .case: return .enumCase
        case .typealias, .nestedType: return .nestedType
        }
    }

    /// The members named `baseName` of type `name`, its model superclasses and the model
    /// protocols it conforms to (requirements and their extensions), whose roles are in `roles`.
    func members(_ baseName: String, of name: String, roles: Set<Role>) -> [MemberRef] {
        var found: [MemberRef] = []
        var seen = Set<String>()
        func visit(_ type: String, depth: Int) {
            guard depth < 16, seen.insert(type).inserted, let entry = types[type] ?? extended[type] else { return }
            for position in entry.byBaseName[baseName] ?? [] where roles.contains(Self.role(of: entry.members[position])) {
                let member = entry.members[position]
                // A requirement and its default in an extension are one member to a caller; an
                // overload in an extension with another `where` clause is another (ReactiveSwift's
                // unavailable `observeValues(_:)` beside the one `where Error == Never`).
                if found.contains(where: { $0.member.name == member.name && $0.member.signature == member.signature
                    && $0.member.constraints == member.constraints }) { continue }
                found.append(MemberRef(owner: entry.name, member: member))
            }
            if let superclass = entry.superclass, let resolved = resolvedSuperclass(superclass, of: entry) { visit(resolved, depth: depth + 1) }
            for conformance in entry.conformances {
                if let resolved = typeName(conformance.split(separator: ".").map(String.init), inside: nil) {
                    visit(resolved, depth: depth + 1)
                } else if extended[conformance] != nil {
                    // An outside protocol the SDK extends (`AsyncSequence.debounce(for:)`): its
                    // members reach every conforming type.
                    visit(conformance, depth: depth + 1)
                }
            }
        }
        visit(name, depth: 0)
        return found
    }

    /// The model's typealiases whose target is one of `names` (`KFCrossPlatformView` for
    /// `UIView`), by the target's last component.
    func aliases(ofAny names: Set<String>) -> Set<String> {
        var found = Set<String>()
        for (name, entry) in types {
            guard let target = entry.aliasTarget, !target.contains("&"),
                  names.contains(String(target.split(separator: ".").last ?? "").trimmingSpaces()) else { continue }
            found.insert(String(name.split(separator: ".").last ?? ""))
        }
        return found
    }

    /// The methods named `baseName` the model's own types declare (not the outside types it
    /// extends), each type's own: what a call on a value the check cannot follow may also be.
    func declaredMethods(_ baseName: String) -> [MemberRef] {
        methods(baseName, owners: methodOwners, in: types)
    }

    /// The model's top-level functions named `baseName`, as members without an owner (`owner`
    /// empty), so calls and prose match their labels as they do a method's.
    func functionMembers(_ baseName: String) -> [MemberRef] {
        (functions[baseName] ?? []).map { symbol in
            MemberRef(owner: "", member: APISurfaceMember(
                name: symbol.name, kind: .method, signature: symbol.signature ?? symbol.name, parameters: symbol.parameters,
                returnType: symbol.returnType, throws: symbol.throws, async: symbol.async, availability: symbol.availability,
                location: symbol.location, module: symbol.module))
        }
    }

    /// The methods named `baseName` the model adds to outside types (`View`, `URLRequest`).
    func extendedMethods(_ baseName: String) -> [MemberRef] {
        methods(baseName, owners: extendedMethodOwners, in: extended)
    }

    private func methods(_ baseName: String, owners: [String: [String]], in entries: [String: TypeEntry]) -> [MemberRef] {
        (owners[baseName] ?? []).flatMap { name -> [MemberRef] in
            guard let entry = entries[name] else { return [] }
            return (entry.byBaseName[baseName] ?? []).filter { Self.role(of: entry.members[$0]) == .method }
                .map { MemberRef(owner: name, member: entry.members[$0]) }
        }
    }

    /// The namespace property named `name`, when the model has one (`wrapperProperties`).
    func wrapperProperty(_ name: String) -> MemberRef? { wrapperProperties[name] }

    /// True for the type a namespace property gives (`KingfisherWrapper`, RxSwift's `Reactive`):
    /// made for other libraries to extend (RxCocoa, ReactiveCocoa, an app), so a member it
    /// lacks is judged only when it is near one it has.
    func isWrapperType(_ name: String) -> Bool { wrapperTypes.contains(name) }

    private static func wrapperProperties(_ types: [String: TypeEntry], _ extended: [String: TypeEntry]) -> [String: MemberRef] {
        // Every declaration of each name: a namespace property's name must be no other instance
        // member's (RxSwift's static `rx`, the wrapper's type, beside it is no rival).
        var declarations: [String: [(owner: String, member: APISurfaceMember)]] = [:]
        for (owner, entry) in Array(types) + Array(extended) {
            for member in entry.members where SampleInference.instanceRoles.contains(role(of: member)) {
                declarations[member.name, default: []].append((owner, member))
            }
        }
        /// The wrapper type a protocol's property is of, when it is one of the model's generic types over `Self`.
        func wrapper(_ owner: String, _ member: APISurfaceMember) -> String? {
            // Over `Self`, or over the protocol's associated type for it (RxSwift's requirement
            // `var rx: Reactive<ReactiveBase>` beside its extension's `Reactive<Self>`).
            guard types[owner]?.kind == .protocol, role(of: member) == .property,
                  case .named(let components)? = member.type.map(SwiftTypeShape.parse),
                  let last = components.last, !last.arguments.isEmpty,
                  last.arguments.allSatisfy({ argument in
                      guard case .named(let path) = argument, path.count == 1, path[0].arguments.isEmpty else { return false }
                      return path[0].name == "Self" || types[owner]!.members.contains { $0.name == path[0].name && role(of: $0) == .associatedType }
                  }) else { return nil }
            let head = components.map(\.name).joined(separator: ".")
            return types[head] != nil ? head : nil
        }
        var found: [String: MemberRef] = [:]
        for name in declarations.keys.sorted() {
            // `kf` of `KingfisherCompatible` and of `KingfisherCompatibleValue`: one wrapper type.
            let all = declarations[name]!.sorted { $0.owner < $1.owner }
            let wrappers = Set(all.map { wrapper($0.owner, $0.member) })
            guard wrappers.count == 1, wrappers.first! != nil else { continue }
            found[name] = MemberRef(owner: all[0].owner, member: all[0].member)
        }
        return found
    }

    private static func methodOwners(_ entries: [String: TypeEntry]) -> [String: [String]] {
        var owners: [String: [String]] = [:]
        for name in entries.keys.sorted() {
            for (baseName, positions) in entries[name]!.byBaseName where positions.contains(where: { role(of: entries[name]!.members[$0]) == .method }) {
                owners[baseName, default: []].append(name)
            }
        }
        return owners
    }

    /// The one case of a model enum that has one case without associated values: a tag, which
    /// an SDK passes first to tell its overload of an outside type's method from the type's own
    /// (PromiseKit's `DispatchQueue.async(.promise) { … }` beside `DispatchQueue.async { … }`).
    func tagCase(_ value: SampleValue) -> String? {
        guard case .instance(let type) = value.unwrapped, let entry = types[type], entry.kind == .enum else { return nil }
        let cases = entry.cases
        guard cases.count == 1, cases[0].associatedValues?.isEmpty ?? true else { return nil }
        return cases[0].name
    }

    /// Every member of `name` (and what it inherits) in `roles`, for the nearest to a name.
    func allMembers(of name: String, roles: Set<Role>) -> [MemberRef] {
        var found: [MemberRef] = []
        var seen = Set<String>()
        func visit(_ type: String, depth: Int) {
            guard depth < 16, seen.insert(type).inserted, let entry = types[type] ?? extended[type] else { return }
            found += entry.members.filter { roles.contains(Self.role(of: $0)) }.map { MemberRef(owner: entry.name, member: $0) }
            if let superclass = entry.superclass, let resolved = resolvedSuperclass(superclass, of: entry) { visit(resolved, depth: depth + 1) }
            for conformance in entry.conformances {
                if let resolved = typeName(conformance.split(separator: ".").map(String.init), inside: nil) {
                    visit(resolved, depth: depth + 1)
                } else if extended[conformance] != nil {
                    // An outside protocol the SDK extends (`AsyncSequence.debounce(for:)`): its
                    // members reach every conforming type.
                    visit(conformance, depth: depth + 1)
                }
            }
        }
        visit(name, depth: 0)
        return found
    }

    /// True when `type` is `ancestor`, or inherits or conforms to it in the model.
    func inherits(_ type: String, from ancestor: String) -> Bool {
        var seen = Set<String>()
        func visit(_ name: String, depth: Int) -> Bool {
            guard name != ancestor else { return true }
            guard depth < 16, seen.insert(name).inserted, let entry = types[name] else { return false }
            let parents = (entry.superclass.map { [$0] } ?? []) + entry.conformances
            return parents.contains { parent in
                typeName(parent.split(separator: ".").map(String.init), inside: nil).map { visit($0, depth: depth + 1) } ?? false
            }
        }
        return visit(type, depth: 0)
    }

    /// True when `owner` is a keyed store: it has a subscript whose first parameter is the
    /// metatype of the subscript's own generic parameter (`subscript<Key: DependencyKey>(key:
    /// Key.Type) -> Key.Value`, as SwiftUI's `EnvironmentValues` has). Such a type is made to be
    /// extended by apps: each app adds a computed property over its own key, so a member the
    /// model lacks is the app's, not a mistake.
    func isKeyedStore(_ owner: String) -> Bool {
        guard let entry = types[owner] ?? extended[owner] else { return false }
        return entry.members.contains { member in
            guard Self.role(of: member) == .subscript, let first = member.parameters?.first else { return false }
            let type = first.type.trimmingWhitespace
            guard type.hasSuffix(".Type") else { return false }
            guard let keyword = member.signature.firstRange(ofLiteral: "subscript") else { return false }
            return GenericNames.declared(in: String(member.signature[keyword.lowerBound...]))
                .contains(String(type.dropLast(".Type".count)))
        }
    }

    /// The custom conditions of another build of the SDK in which `owner` has a member
    /// `baseName`: declared in an `#if SQLITE_HAS_CODEC` branch on it or on a type it inherits
    /// from. Nil when no build has one; such a member is not the mistake it seems.
    func otherBuildConditions(ofMember baseName: String, in owner: String) -> [String]? {
        model.conditionalDeclarations(named: baseName).first { declaration in
            guard !declaration.owner.isEmpty else { return false }
            guard let declaringType = typeName(declaration.owner.split(separator: ".").map(String.init), inside: nil) else {
                return declaration.owner == owner
            }
            return inherits(owner, from: declaringType)
        }?.conditions
    }

    /// The model's top-level types a letter from `name` (`ImageEncoder` for `ImageEncoders`,
    /// a typo, a dropped or added plural `s`) that have `member` as a static member, a case or
    /// a nested type: the type a sample meant when it wrote `name.member`. Names shorter than
    /// six letters are too close to too much to say.
    func nearMissTypes(_ name: String, having member: String,
                       roles: Set<Role> = [.staticMethod, .staticProperty, .staticSubscript, .enumCase, .nestedType, .initializer]) -> [String] {
        guard name.count >= 6, types[name] == nil else { return [] }
        return types.keys.filter { type in
            !type.contains(".") && abs(type.count - name.count) <= 1
                && (EditDistance.between(type, name) == 1 || EditDistance.swapsNeighbours(type, name))
                && (types["\(type).\(member)"] != nil || !members(member, of: type, roles: roles).isEmpty)
        }.sorted()
    }

    /// True when every member a value of `name` can have is in the model: no outside
    /// superclass, and only conformances whose members are known (the model's protocols, and
    /// the standard ones listed in `WellKnownMembers`). A protocol type is closed when the
    /// protocols it inherits are: through a value of it (`let state: LazyImageState`, `some
    /// DatabaseReader`) Swift reaches only what the protocols declare and extend, whatever the
    /// conforming type has besides.
    func isClosed(_ name: String) -> Bool {
        var seen = Set<String>()
        func closed(_ type: String, depth: Int) -> Bool {
            guard depth < 16 else { return false }
            guard seen.insert(type).inserted else { return true }
            guard let entry = types[type] else { return false }
            if entry.kind == .typealias || entry.kind == .extension { return false }
            if let superclass = entry.superclass, WellKnownMembers.classes[superclass] == nil {
                guard let resolved = resolvedSuperclass(superclass, of: entry), closed(resolved, depth: depth + 1) else { return false }
            }
            for conformance in entry.conformances {
                if WellKnownMembers.protocols[conformance] != nil { continue }
                guard let resolved = typeName(conformance.split(separator: ".").map(String.init), inside: nil),
                      closed(resolved, depth: depth + 1) else { return false }
            }
            return true
        }
        return closed(name, depth: 0)
    }

    /// The associated types of a protocol and of the protocols it inherits (`Element` of
    /// `ObservableConvertibleType` for `ObservableType`); empty for another type.
    func associatedTypes(of name: String) -> Set<String> {
        Set(protocolMembers(of: name).filter { $0.requirementKind == "associated type" }.map(\.name))
    }

    /// The names of every requirement of a protocol and of the protocols it inherits, with a
    /// default or without (associated types left out); empty for another type.
    func requirementNames(of name: String) -> Set<String> {
        Set(protocolMembers(of: name).filter { $0.kind == .requirement && $0.requirementKind != "associated type" }.map(\.name))
    }

    /// The members of a protocol and of the model protocols it inherits; none for another type.
    private func protocolMembers(of name: String) -> [APISurfaceMember] {
        var found: [APISurfaceMember] = []
        var pending = [name]
        var seen = Set<String>()
        while let next = pending.popLast(), seen.count < 32 {
            guard seen.insert(next).inserted, let entry = types[next], entry.isProtocol else { continue }
            found += entry.members
            pending += entry.conformances.compactMap { typeName($0.split(separator: ".").map(String.init), inside: nil) }
        }
        return found
    }

    /// True when a class inherits from a class outside the model (`NSObject`,
    /// `UIViewController`), whose initializers it may inherit; conformances add none.
    /// A class's superclass as the model names it, resolved where the class is declared: a
    /// nested class may name its sibling (`ApolloStore.ReadWriteTransaction: ReadTransaction`).
    func resolvedSuperclass(_ superclass: String, of entry: TypeEntry) -> String? {
        typeName(superclass.split(separator: ".").map(String.init), inside: Self.parent(of: entry.name))
    }

    func inheritsOutsideClass(_ name: String) -> Bool {
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted, let entry = types[current], let superclass = entry.superclass {
            guard let resolved = resolvedSuperclass(superclass, of: entry), types[resolved] != nil else { return true }
            current = resolved
        }
        return false
    }

    /// The standard members a closed type may still have through its conformances
    /// (`hashValue` of `Hashable`, `localizedDescription` of `Error`) and an outside superclass
    /// the check knows (`description` of `NSObject`).
    func inheritedStandardMembers(of name: String) -> Set<String> {
        var names: Set<String> = []
        var seen = Set<String>()
        func visit(_ type: String, depth: Int) {
            guard depth < 16, seen.insert(type).inserted, let entry = types[type] else { return }
            if let superclass = entry.superclass {
                if let known = WellKnownMembers.classes[superclass] { names.formUnion(known) }
                else if let resolved = resolvedSuperclass(superclass, of: entry) { visit(resolved, depth: depth + 1) }
            }
            for conformance in entry.conformances {
                if let known = WellKnownMembers.protocols[conformance] { names.formUnion(known) }
                else if let resolved = typeName([conformance], inside: nil) { visit(resolved, depth: depth + 1) }
            }
        }
        visit(name, depth: 0)
        return names
    }
}
