/// Puts the files of the selected modules together: resolves what each extension extends (a
/// type of this module, of another selected module, or an outside one), drops members of
/// non-public types, and works out what only the whole module tells: isolation to the main
/// actor or to a `@globalActor` type the modules declare, written or inherited from a type or
/// superclass; conformances (from extensions too, with implied and inherited protocols, and
/// those of protocols that are not public); and the default implementations of protocol
/// requirements.
struct SourceModuleResolver {
    struct ModuleInput: Sendable {
        var name: String
        var files: [FileDeclarations]
        /// The package modules it depends on, looked in (in this order) after itself.
        var dependencies: [String]
    }

    private struct TypeInfo {
        var module: String
        var path: [String]
        var kind: SourceDeclaration.Kind
        var isVisible: Bool
        var inheritedTypes: [String]
        var isolation: String?
        var possibleGlobalActors: [String]
        var isGlobalActor: Bool
        var hasAssociatedValues: Bool
        var hasCases: Bool
        var rawType: String?
        var isClassBound: Bool
    }

    private struct ResolvedExtension {
        var module: String
        var path: [String]
        var kind: String?
        var isExternal: Bool
        var isVisible: Bool
    }

    private let inputs: [ModuleInput]
    /// Names a type path may be qualified with.
    private let moduleNames: Set<String>
    private let selected: [String]
    private var types: [String: TypeInfo] = [:]
    /// `[module][file][extension]`.
    private var extensions: [[[ResolvedExtension?]]]
    private var isolationCache: [String: String?] = [:]
    /// Types declared `@globalActor`, by module and path.
    private var globalActors = Set<String>()
    /// Typealias targets by module and path.
    private var aliases: [String: String] = [:]
    /// Property types by module and path (resolved once every extension is).
    private var variableTypes: [String: String] = [:]

    private static func key(_ module: String, _ path: [String]) -> String { module + "\u{1}" + path.joined(separator: ".") }

    static func resolve(_ inputs: [ModuleInput], packageModules: Set<String>, frameworks: Set<String>) -> [SourceModule] {
        var resolver = SourceModuleResolver(inputs: inputs, packageModules: packageModules, frameworks: frameworks)
        resolver.resolveExtensions()
        return resolver.modules()
    }

    private init(inputs: [ModuleInput], packageModules: Set<String>, frameworks: Set<String>) {
        self.inputs = inputs
        selected = inputs.map(\.name)
        moduleNames = packageModules.union(frameworks).union(inputs.map(\.name))
        extensions = inputs.map { $0.files.map { [ResolvedExtension?](repeating: nil, count: $0.extensions.count) } }
    }

    // MARK: - Types and extensions

    private mutating func index(_ record: FileDeclarations.TypeRecord, module: String, path: [String]) {
        types[Self.key(module, path)] = TypeInfo(
            module: module, path: path, kind: record.kind, isVisible: record.isVisible, inheritedTypes: record.inheritedTypes,
            isolation: record.isolation, possibleGlobalActors: record.possibleGlobalActors, isGlobalActor: record.isGlobalActor,
            hasAssociatedValues: record.hasAssociatedValues, hasCases: record.hasCases, rawType: record.rawType,
            isClassBound: record.isClassBound)
        if record.isGlobalActor { globalActors.insert(Self.key(module, path)) }
    }

    /// The modules a name is looked up in from `module`: itself, its dependencies, the rest.
    private func lookupOrder(from module: Int) -> [String] {
        var order = [inputs[module].name]
        for name in inputs[module].dependencies + selected where !order.contains(name) { order.append(name) }
        return order
    }

    /// The module and path of a type named `written` from `module`, when a selected module
    /// declares it. A type shadows a module of the same name (`AdaptyUI.Action` is the enum
    /// `AdaptyUI`'s `Action` even in a package with a module `AdaptyUI`), so the whole path is
    /// tried as a type first, then with its first component as a module.
    private func lookup(_ written: [String], from module: Int) -> (module: String, path: [String])? {
        let candidates = lookupOrder(from: module)
        for candidate in candidates where types[Self.key(candidate, written)] != nil { return (candidate, written) }
        if written.count > 1, moduleNames.contains(written[0]) {
            let path = Array(written.dropFirst())
            if types[Self.key(written[0], path)] != nil { return (written[0], path) }
        }
        return nil
    }

    /// What a typealias of the selected modules stands for, when it names a type by a plain
    /// path (`typealias AdaptyJsonData = Data`): an extension of the alias extends that type.
    private func aliasTarget(_ written: [String], from module: Int) -> [String]? {
        for candidate in lookupOrder(from: module) {
            guard let target = aliases[Self.key(candidate, written)] else { continue }
            let path = target.split(separator: ".").map(String.init)
            guard !path.isEmpty, path.allSatisfy({ $0.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue } }) else { return nil }
            return path
        }
        return nil
    }

    private mutating func resolveExtensions() {
        for input in inputs {
            for file in input.files {
                for record in file.types where record.extensionIndex == nil { index(record, module: input.name, path: record.path) }
                for alias in file.typealiases where alias.extensionIndex == nil { aliases[Self.key(input.name, alias.path)] = alias.target }
            }
        }
        // Extensions of types declared in extensions (`extension AdaptyUI.Action` for an
        // `enum Action` inside `extension AdaptyUI`) resolve once those are indexed.
        var progress = true
        while progress {
            progress = false
            for (m, input) in inputs.enumerated() {
                for (f, file) in input.files.enumerated() {
                    for (e, record) in file.extensions.enumerated() where extensions[m][f][e] == nil {
                        guard let (module, path) = lookup(record.writtenPath, from: m)
                            ?? aliasTarget(record.writtenPath, from: m).flatMap({ lookup($0, from: m) }) else { continue }
                        let info = types[Self.key(module, path)]!
                        extensions[m][f][e] = ResolvedExtension(module: module, path: path, kind: Self.symbolKind(info.kind),
                                                                isExternal: false, isVisible: info.isVisible && record.allowsPublicMembers)
                        for type in file.types where type.extensionIndex == e {
                            index(type, module: input.name, path: path + type.path.dropFirst(record.writtenPath.count))
                        }
                        progress = true
                    }
                }
            }
        }
        for (m, input) in inputs.enumerated() {
            for (f, file) in input.files.enumerated() {
                for (e, record) in file.extensions.enumerated() where extensions[m][f][e] == nil {
                    var path = aliasTarget(record.writtenPath, from: m) ?? record.writtenPath
                    var module: String?
                    if path.count > 1, moduleNames.contains(path[0]) { module = path.removeFirst() }
                    let known = WellKnownTypes.entry(path[0])
                    module = module ?? known?.module ?? WellKnownTypes.moduleByPrefix(path[0]) ?? Self.guessModule(imports: file.imports, own: input.name, selected: selected)
                    extensions[m][f][e] = ResolvedExtension(module: module ?? "Swift", path: path, kind: path.count == 1 ? known?.kind : nil,
                                                            isExternal: true, isVisible: record.allowsPublicMembers)
                }
            }
        }
        for (m, input) in inputs.enumerated() {
            for (f, file) in input.files.enumerated() {
                for variable in file.variableTypes {
                    if let e = variable.extensionIndex, let resolved = extensions[m][f][e] {
                        let rest = variable.path.dropFirst(file.extensions[e].writtenPath.count)
                        // A member of the extended type is keyed by that type's module; one of a
                        // type nested in the extension, by the module that declares it.
                        variableTypes[Self.key(rest.count == 1 ? resolved.module : input.name, resolved.path + rest)] = variable.target
                    } else {
                        variableTypes[Self.key(input.name, variable.path)] = variable.target
                    }
                }
            }
        }
    }

    /// The module an unknown outside type most likely comes from: the file's first import
    /// that is neither the module itself, a selected module nor Foundation.
    private static func guessModule(imports: [String], own: String, selected: [String]) -> String? {
        let others = imports.filter { $0 != own && !selected.contains($0) }
        return others.first { $0 != "Foundation" } ?? others.first
    }

    static func symbolKind(_ kind: SourceDeclaration.Kind) -> String {
        switch kind {
        case .struct: "swift.struct"
        case .class, .actor: "swift.class"
        case .enum: "swift.enum"
        case .protocol: "swift.protocol"
        case .typealias: "swift.typealias"
        default: "swift.\(kind.rawValue)"
        }
    }

    // MARK: - Declarations

    private mutating func modules() -> [SourceModule] {
        // Types with an `init(from:)` in some extension get none synthesized.
        var decodingInitializers = Set<String>()
        for (m, input) in inputs.enumerated() {
            for (f, file) in input.files.enumerated() {
                for (e, record) in file.extensions.enumerated() where record.declaresDecodingInitializer {
                    if let resolved = extensions[m][f][e] { decodingInitializers.insert(Self.key(resolved.module, resolved.path)) }
                }
            }
        }
        var result: [SourceModule] = []
        for (m, input) in inputs.enumerated() {
            var declarations: [SourceDeclaration] = []
            for (f, file) in input.files.enumerated() {
                for collected in file.declarations {
                    guard var declaration = place(collected, module: m, file: f) else { continue }
                    if declaration.isolation == nil, let actor = globalActor(among: declaration.attributes, near: input.name) {
                        // `@AdaptyActor` is isolation, printed as `@MainActor` is, not an attribute.
                        declaration.attributes.remove(at: actor.index)
                        declaration.isolation = actor.name
                    }
                    if declaration.type == nil, let reference = collected.typeReference {
                        declaration.type = referencedType(reference, from: declaration, module: m)
                    }
                    if declaration.isImplicit, declaration.selector == "init(from:)",
                       decodingInitializers.contains(Self.key(declaration.parentModule, declaration.parentPath)) { continue }
                    declaration.isolation = isolation(of: declaration, collected)
                    declarations.append(declaration)
                }
            }
            result.append(SourceModule(name: input.name, files: input.files.map(\.file), declarations: declarations,
                                       conditionalDeclarations: input.files.flatMap(\.conditionalDeclarations)))
        }
        addConformances(&result)
        addDefaultImplementations(&result)
        for index in result.indices {
            result[index].declarations.sort { ($0.location, $0.selector, $0.id) < ($1.location, $1.selector, $1.id) }
        }
        return result
    }

    /// The declaration at its resolved place, or nil when it belongs to a non-public type.
    private func place(_ collected: FileDeclarations.Collected, module m: Int, file f: Int) -> SourceDeclaration? {
        var declaration = collected.declaration
        guard let e = collected.extensionIndex, let resolved = extensions[m][f][e] else { return declaration }
        guard resolved.isVisible else { return nil }
        let record = inputs[m].files[f].extensions[e]
        let rest = declaration.parentPath.dropFirst(record.writtenPath.count)
        declaration.parentPath = resolved.path + rest
        declaration.parentModule = rest.isEmpty ? resolved.module : inputs[m].name
        if collected.isDirectlyInExtension {
            declaration.extensionContext = SourceExtensionContext(
                extendedModule: resolved.module, extendedPath: resolved.path, extendedKind: resolved.kind,
                constraints: filtered(record.constraints, extending: resolved), isExternal: resolved.isExternal)
        }
        return declaration
    }

    /// The type of a property whose value names another declaration: a property of the
    /// enclosing type or of the module (`= AdaptyErrorDomain`), a static property of a type
    /// (`= Adapty.SDKVersion`), or an enum case or static member of the same type
    /// (`= Level.info`, taken to be a `Level`).
    private func referencedType(_ reference: [String], from declaration: SourceDeclaration, module m: Int) -> String? {
        if reference.count == 1 {
            if let type = variableTypes[Self.key(declaration.parentModule, declaration.parentPath + reference)] { return type }
            for candidate in lookupOrder(from: m) {
                if let type = variableTypes[Self.key(candidate, reference)] { return type }
            }
            return WellKnownTypes.constants[reference[0]]
        }
        guard let (module, path) = lookup(Array(reference.dropLast()), from: m) else { return nil }
        if let type = variableTypes[Self.key(module, path + [reference.last!])] { return type }
        return reference.last?.first?.isLowercase == true && types[Self.key(module, path)]?.kind != .protocol
            ? path.joined(separator: ".") : nil
    }

    /// An extension's constraints without those its protocol already implies.
    private func filtered(_ constraints: [SourceRequirement], extending resolved: ResolvedExtension) -> [SourceRequirement] {
        guard let info = types[Self.key(resolved.module, resolved.path)], info.kind == .protocol else { return constraints }
        let parents = protocolClosure(info)
        let classBound = info.isClassBound || parents.contains { types[Self.key($0.module ?? "", [$0.name])]?.isClassBound ?? false }
        return constraints.compactMap { requirement in
            guard requirement.subject == "Self" else {
                // swiftc names a protocol's associated types through `Self`.
                var qualified = requirement
                if !requirement.subject.hasPrefix("Self.") { qualified.subject = "Self." + requirement.subject }
                return qualified
            }
            if requirement.kind == .layout { return classBound ? nil : requirement }
            return requirement.constraint != info.path.last && !parents.contains { $0.name == requirement.constraint } ? requirement : nil
        }.sorted(by: SourceRequirement.canonicalOrder)
    }

    // MARK: - Isolation

    private static let memberKinds: Set<SourceDeclaration.Kind> = [.function, .initializer, .variable, .subscript]

    private mutating func isolation(of declaration: SourceDeclaration, _ collected: FileDeclarations.Collected) -> String? {
        if declaration.kind.isType {
            return typeIsolation(Self.key(declaration.module, declaration.parentPath + [declaration.name]))
        }
        guard Self.memberKinds.contains(declaration.kind), !collected.isNonisolated, !declaration.parentPath.isEmpty else {
            return declaration.isolation
        }
        if let own = declaration.isolation ?? collected.enclosingIsolation
            ?? globalActor(among: collected.enclosingPossibleGlobalActors, near: declaration.module)?.name { return own }
        let parentKey = Self.key(declaration.parentModule, declaration.parentPath)
        if types[parentKey] != nil { return typeIsolation(parentKey) }
        return WellKnownTypes.mainActorTypes.contains(declaration.parentPath.last ?? "") ? "MainActor" : nil
    }

    /// Written, or inferred from a superclass or a protocol on the type's own declaration.
    private mutating func typeIsolation(_ key: String) -> String? {
        if let cached = isolationCache[key] { return cached }
        isolationCache[key] = .some(nil)
        guard let info = types[key] else { return nil }
        var result = info.isolation ?? globalActor(among: info.possibleGlobalActors, near: info.module)?.name
        if result == nil, info.kind != .actor {
            for inherited in info.inheritedTypes {
                let name = Self.bareName(inherited)
                if let (module, path) = lookupType(name, near: info.module), types[Self.key(module, path)] != nil {
                    if let isolation = typeIsolation(Self.key(module, path)) { result = isolation; break }
                } else if WellKnownTypes.mainActorTypes.contains(name.split(separator: ".").last.map(String.init) ?? name) {
                    result = "MainActor"
                    break
                }
            }
        }
        isolationCache[key] = .some(result)
        return result
    }

    /// The `@globalActor` type one of `attributes` names (`AdaptyActor`), as swiftc prints it
    /// (its path, without a module), with the attribute's position.
    private func globalActor(among attributes: [String], near module: String) -> (index: Int, name: String)? {
        guard !globalActors.isEmpty else { return nil }
        for (index, attribute) in attributes.enumerated() where attribute.first?.isUppercase == true {
            if let (owner, path) = lookupType(attribute, near: module), globalActors.contains(Self.key(owner, path)) {
                return (index, path.joined(separator: "."))
            }
        }
        return nil
    }

    private func lookupType(_ name: String, near module: String) -> (module: String, path: [String])? {
        guard let index = inputs.firstIndex(where: { $0.name == module }) else { return nil }
        return lookup(name.split(separator: ".").map(String.init), from: index)
    }

    /// `@unchecked Sendable` is `Sendable`; `Swift.Error` keeps its qualifier for lookup.
    private static func bareName(_ inherited: String) -> String {
        var name = inherited
        for prefix in ["@unchecked ", "@retroactive ", "@preconcurrency ", "any "] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        return name
    }

    // MARK: - Conformances

    /// A protocol's parents, transitively (its own name not included).
    private func protocolClosure(_ info: TypeInfo) -> [SourceConformance] {
        var result: [SourceConformance] = []
        var seen = Set<String>([info.path.joined(separator: ".")])
        for inherited in info.inheritedTypes { expand(inherited, near: info.module, into: &result, seen: &seen) }
        return result
    }

    /// Adds a protocol (or composition, or `Codable`) and everything it inherits.
    private func expand(_ written: String, near module: String, into result: inout [SourceConformance], seen: inout Set<String>,
                        constraints: [SourceRequirement] = []) {
        for part in Self.bareName(written).components(separatedBy: " & ") {
            var components = part.split(separator: ".").map(String.init)
            if components.count > 1, moduleNames.contains(components[0]) { components.removeFirst() }
            let name = components.joined(separator: ".")
            guard name != "AnyObject", name != "class", !name.isEmpty else { continue }
            if name == "Codable" {
                expand("Decodable & Encodable", near: module, into: &result, seen: &seen, constraints: constraints)
                continue
            }
            guard seen.insert(name).inserted else { continue }
            if let (owner, path) = lookupType(name, near: module), let info = types[Self.key(owner, path)] {
                guard info.kind == .protocol else { continue }
                // A protocol that is not public is left out, but what it refines is not: a
                // type conforming to `protocol Entry: Priced, Sendable` is `Priced` and
                // `Sendable`, as swiftc records it.
                if info.isVisible {
                    result.append(SourceConformance(name: path.joined(separator: "."), module: owner, constraints: constraints))
                }
                for parent in info.inheritedTypes { expand(parent, near: owner, into: &result, seen: &seen, constraints: constraints) }
            } else {
                result.append(SourceConformance(name: name, module: WellKnownTypes.protocolModule(name), constraints: constraints))
                for parent in WellKnownTypes.protocolParents[name] ?? [] {
                    expand(parent, near: module, into: &result, seen: &seen, constraints: constraints)
                }
            }
        }
    }

    private mutating func addConformances(_ modules: inout [SourceModule]) {
        // Conformances declared by extensions, in any selected module, by extended type.
        var fromExtensions: [String: [(String, [SourceRequirement], String)]] = [:]
        for (m, input) in inputs.enumerated() {
            for (f, file) in input.files.enumerated() {
                for (e, record) in file.extensions.enumerated() where !record.inheritedTypes.isEmpty {
                    guard let resolved = extensions[m][f][e], !resolved.isExternal else { continue }
                    for inherited in record.inheritedTypes {
                        fromExtensions[Self.key(resolved.module, resolved.path), default: []].append((inherited, record.constraints, input.name))
                    }
                }
            }
        }
        for m in modules.indices {
            for d in modules[m].declarations.indices where modules[m].declarations[d].kind.isType {
                let declaration = modules[m].declarations[d]
                let key = Self.key(declaration.module, declaration.parentPath + [declaration.name])
                guard let info = types[key] else { continue }
                var result: [SourceConformance] = []
                var seen = Set<String>([info.path.joined(separator: ".")])
                var inherited = info.inheritedTypes
                if info.kind == .class, let first = inherited.first, isClass(first, near: info.module) {
                    modules[m].declarations[d].superclass = first
                    inherited.removeFirst()
                }
                if info.kind == .enum, info.rawType != nil { inherited.removeFirst() }
                for name in inherited { expand(name, near: info.module, into: &result, seen: &seen) }
                for (name, constraints, module) in fromExtensions[key] ?? [] {
                    // swiftc writes a conditional conformance's constraints with the type's own.
                    let full = constraints.isEmpty ? [] : (declaration.requirements + constraints).sorted(by: SourceRequirement.canonicalOrder)
                    expand(name, near: module, into: &result, seen: &seen, constraints: full)
                }
                // What the compiler gives a type without its asking.
                var implied: [String] = []
                if info.kind == .enum, info.hasCases, !info.hasAssociatedValues { implied += ["Equatable", "Hashable"] }
                if info.kind == .enum, info.rawType != nil { implied.append("RawRepresentable") }
                if info.kind == .actor { implied += ["Actor", "Sendable"] }
                if info.isGlobalActor { implied.append("GlobalActor") }
                if info.kind != .protocol, info.kind != .actor, typeIsolation(key) != nil { implied.append("Sendable") }
                for name in implied { expand(name, near: info.module, into: &result, seen: &seen) }
                modules[m].declarations[d].conformances = result
            }
        }
    }

    /// Whether a class's first inherited type is a class: one the package declares, or an
    /// outside name that does not look like a protocol.
    private func isClass(_ written: String, near module: String) -> Bool {
        let name = Self.bareName(written)
        if let (owner, path) = lookupType(name, near: module), let info = types[Self.key(owner, path)] { return info.kind == .class }
        return !WellKnownTypes.isLikelyProtocol(name.split(separator: ".").last.map(String.init) ?? name)
    }

    // MARK: - Default implementations

    private struct Signature: Hashable {
        var group: Int
        var isStatic: Bool
        var selector: String
        var types: [String]
    }

    private static func group(_ kind: SourceDeclaration.Kind) -> Int? {
        switch kind {
        case .function: 0
        case .initializer: 1
        case .variable: 2
        case .subscript: 3
        default: nil
        }
    }

    /// `wildcards`: the protocol's associated types and `Self` (`TypeNameNormalizer.normalize(_:wildcards:)`).
    private func signature(_ declaration: SourceDeclaration, _ normalizer: TypeNameNormalizer, wildcards: Set<String>) -> Signature? {
        guard let group = Self.group(declaration.kind) else { return nil }
        func normalized(_ type: String) -> String { normalizer.normalize(type, wildcards: wildcards) }
        var types = declaration.parameters.map { normalized($0.type) + ($0.isVariadic ? " ..." : "") }
        if let returnType = declaration.returnType { types.append("-> " + normalized(returnType)) }
        if declaration.kind == .variable { types.append(": " + normalized(declaration.type ?? "")) }
        return Signature(group: group, isStatic: declaration.isStatic, selector: declaration.selector, types: types)
    }

    private func addDefaultImplementations(_ modules: inout [SourceModule]) {
        var aliases: [(path: [String], target: String)] = []
        for (m, input) in inputs.enumerated() {
            for (f, file) in input.files.enumerated() {
                for alias in file.typealiases {
                    if let e = alias.extensionIndex, let resolved = extensions[m][f][e] {
                        aliases.append((resolved.path + alias.path.dropFirst(file.extensions[e].writtenPath.count), alias.target))
                    } else {
                        aliases.append((alias.path, alias.target))
                    }
                }
            }
        }
        let normalizer = TypeNameNormalizer(modules: moduleNames, typealiases: aliases)

        // Members of protocol extensions, by extended protocol.
        var candidates: [String: [SourceDeclaration]] = [:]
        for module in modules {
            for declaration in module.declarations where !declaration.isRequirement {
                guard let context = declaration.extensionContext, !context.isExternal else { continue }
                candidates[Self.key(context.extendedModule, context.extendedPath), default: []].append(declaration)
            }
        }
        // Protocols each protocol directly inherits, for defaults declared on a child.
        var children: [String: [String]] = [:]
        for info in types.values where info.kind == .protocol {
            for parent in info.inheritedTypes {
                guard let (owner, path) = lookupType(Self.bareName(parent), near: info.module) else { continue }
                children[Self.key(owner, path), default: []].append(Self.key(info.module, info.path))
            }
        }
        // Each protocol's associated types.
        var associatedTypes: [String: Set<String>] = [:]
        for module in modules {
            for declaration in module.declarations where declaration.kind == .associatedType {
                associatedTypes[Self.key(declaration.module, declaration.parentPath), default: ["Self"]].insert(declaration.name)
            }
        }
        for m in modules.indices {
            for d in modules[m].declarations.indices where modules[m].declarations[d].isRequirement {
                let requirement = modules[m].declarations[d]
                let protocolKey = Self.key(requirement.module, requirement.parentPath)
                let wildcards = associatedTypes[protocolKey] ?? []
                guard let wanted = signature(requirement, normalizer, wildcards: wildcards) else { continue }
                var found: [SourceDefaultImplementation] = []
                let sources = [(protocolKey, nil as String?)] + (children[protocolKey] ?? []).map { ($0, types[$0]?.path.joined(separator: ".")) }
                for (key, child) in sources {
                    for candidate in candidates[key] ?? [] where signature(candidate, normalizer, wildcards: wildcards) == wanted {
                        var constraints = candidate.extensionContext?.constraints ?? []
                        if let child { constraints.insert(SourceRequirement(subject: "Self", kind: .conformance, constraint: child), at: 0) }
                        found.append(SourceDefaultImplementation(module: candidate.module, location: candidate.location,
                                                                 constraints: constraints, declarationID: candidate.id))
                    }
                }
                found.sort { ($0.isConstrained ? 1 : 0, $0.location) < ($1.isConstrained ? 1 : 0, $1.location) }
                modules[m].declarations[d].defaultImplementations = found
            }
        }
    }
}
