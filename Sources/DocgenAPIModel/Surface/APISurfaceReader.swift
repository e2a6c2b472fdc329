import DocgenSupport
import DocgenSwift

/// Reads an `APISurface` from symbol graphs, the same way for graphs swiftc wrote (on a Mac,
/// from the real SDK) and graphs docgen wrote from source: members are found by path
/// components, declarations are parsed from their fragments (SwiftParser, through
/// DocgenSwift), and a default implementation counts only when its parameter and result
/// types match the requirement's (swiftc links defaults by name alone).
package enum APISurfaceReader {
    /// Protocols every type has, left out of `conformances`.
    static let markerProtocols: Set<String> = ["Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"]

    /// The surface of `graphs` (all of an SDK's modules, `Module@Other` files included).
    /// `root`, when given, makes locations relative to it.
    package static func surface(from graphs: [SymbolGraph], root: String? = nil) -> APISurface {
        var reader = Reader(root: root)
        return reader.read(graphs)
    }
}

private struct Reader {
    let root: String?

    struct Entry {
        var symbol: SymbolGraph.Symbol
        /// The module of the graph it came from (its declaring module).
        var module: String
        var declaration: SourceDeclaration?
        /// The module of the type it belongs to.
        var ownerModule: String
    }

    private var entries: [Entry] = []
    private var byID: [String: Int] = [:]
    private var parsed: [String: SourceDeclaration?] = [:]

    init(root: String?) {
        self.root = root.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    private static func key(_ module: String, _ path: [String]) -> String { module + "\u{1}" + path.joined(separator: ".") }

    private mutating func parse(_ text: String) -> SourceDeclaration? {
        if let known = parsed[text] { return known }
        let declaration = DeclarationTextParser.parse(text)
        parsed[text] = declaration
        return declaration
    }

    private static let skippedKinds: Set<SymbolGraph.Kind> = [.operator, .deinitializer, .macro, .extension]

    mutating func read(_ graphs: [SymbolGraph]) -> APISurface {
        var relationships: [SymbolGraph.Relationship] = []
        var conditional: [APISurfaceConditional] = []
        for graph in graphs {
            for symbol in graph.symbols {
                if let conditions = symbol.docgenBuildConditions {
                    conditional.append(.init(owner: symbol.pathComponents.dropLast().joined(separator: "."),
                                             name: symbol.pathComponents.last ?? symbol.names.title, module: graph.module.name,
                                             conditions: conditions))
                    continue
                }
                let id = symbol.identifier.precise
                guard !id.contains("::SYNTHESIZED::"), !Self.skippedKinds.contains(symbol.kind.identifier), byID[id] == nil,
                      symbol.accessLevel == nil || symbol.accessLevel == "public" || symbol.accessLevel == "open" else { continue }
                let owner = symbol.swiftExtension?.extendedModule ?? graph.module.name
                byID[id] = entries.count
                entries.append(Entry(symbol: symbol, module: graph.module.name, declaration: parse(symbol.declaration), ownerModule: owner))
            }
            relationships += graph.relationships
        }
        isolateToGlobalActors()

        var requirementIDs = Set<String>()
        var optionalIDs = Set<String>()
        var defaultLinks: [String: [String]] = [:]
        var conformances: [String: [SymbolGraph.Relationship]] = [:]
        var superclasses: [String: SymbolGraph.Relationship] = [:]
        for relationship in relationships {
            switch relationship.kind {
            case .requirementOf: requirementIDs.insert(relationship.source)
            case .optionalRequirementOf: optionalIDs.insert(relationship.source)
            case .defaultImplementationOf: defaultLinks[relationship.target, default: []].append(relationship.source)
            case .conformsTo: conformances[relationship.source, default: []].append(relationship)
            case .inheritsFrom: superclasses[relationship.source] = relationship
            default: break
            }
        }

        let normalizer = makeNormalizer(graphs)
        var associatedTypes: [[String]: Set<String>] = [:]
        for entry in entries where entry.symbol.kind.identifier == .associatedType {
            associatedTypes[Array(entry.symbol.pathComponents.dropLast()), default: ["Self"]].insert(entry.symbol.pathComponents.last ?? "")
        }
        // Which default candidates really implement which requirements.
        var defaultsOf: [String: [Int]] = [:]
        var implementations = Set<Int>()
        for (requirementID, candidates) in defaultLinks {
            guard let requirement = byID[requirementID] else { continue }
            for candidateID in Set(candidates).sorted() {
                guard let candidate = byID[candidateID], matches(entries[requirement], entries[candidate], normalizer, associatedTypes: associatedTypes) else { continue }
                defaultsOf[requirementID, default: []].append(candidate)
                implementations.insert(candidate)
            }
        }

        // Symbols: every type and typealias, every top-level function and variable.
        var symbolIndex: [String: Int] = [:]
        var symbols: [APISurfaceSymbol] = []
        var symbolIDs: [String?] = []
        for (index, entry) in entries.enumerated() {
            let kind = entry.symbol.kind.identifier
            let isTopLevel = entry.symbol.pathComponents.count == 1
            guard kind.isType || kind == .typealias || (isTopLevel && (kind == .function || kind == .variable)) else { continue }
            let key = Self.key(entry.module, entry.symbol.pathComponents)
            if kind.isType || kind == .typealias { symbolIndex[key] = symbols.count }
            symbols.append(makeSymbol(entry, index: index))
            symbolIDs.append(entry.symbol.identifier.precise)
        }

        // Members, by the symbol their path names; outside types get an `extension` symbol.
        var membersOf: [Int: [APISurfaceMember]] = [:]
        for (index, entry) in entries.enumerated() {
            let path = entry.symbol.pathComponents
            guard path.count > 1, !implementations.contains(index) || requirementIDs.contains(entry.symbol.identifier.precise) else { continue }
            let ownerPath = Array(path.dropLast())
            let ownerKey = Self.key(entry.ownerModule, ownerPath)
            var owner = symbolIndex[ownerKey]
            if owner == nil {
                // A member of a type whose graph was not read, or of an outside type.
                owner = symbols.count
                symbolIndex[ownerKey] = owner
                symbols.append(APISurfaceSymbol(name: ownerPath.joined(separator: "."), kind: .extension, module: entry.ownerModule))
                symbolIDs.append(nil)
            }
            let id = entry.symbol.identifier.precise
            membersOf[owner!, default: []].append(makeMember(entry, isRequirement: requirementIDs.contains(id), isOptional: optionalIDs.contains(id),
                                                             defaults: (defaultsOf[id] ?? []).map { entries[$0] }))
        }

        for index in symbols.indices {
            symbols[index].members = (membersOf[index] ?? []).sorted(by: APISurfaceMember.order)
            guard let id = symbolIDs[index] else { continue }
            var names = Set<String>()
            for relationship in conformances[id] ?? [] {
                var name = targetName(relationship)
                guard !APISurfaceReader.markerProtocols.contains(name) else { continue }
                if let constraints = relationship.swiftConstraints, !constraints.isEmpty {
                    name += " where " + constraints.map(Self.constraintText).joined(separator: ", ")
                }
                names.insert(name)
            }
            if !names.isEmpty { symbols[index].conformances = names.sorted() }
            if let superclass = superclasses[id] { symbols[index].superclass = targetName(superclass) }
        }
        return APISurface(symbols: symbols, conditional: conditional)
    }

    /// A declaration printed `@AdaptyActor`, where the graphs declare `@globalActor actor
    /// AdaptyActor`, is isolated to it (as to `@MainActor`): the attribute is its isolation.
    private mutating func isolateToGlobalActors() {
        var actors = Set<String>()
        for entry in entries where entry.symbol.kind.identifier.isType && entry.declaration?.attributes.contains("globalActor") == true {
            actors.insert(entry.symbol.pathComponents.joined(separator: "."))
        }
        guard !actors.isEmpty else { return }
        for index in entries.indices {
            guard var declaration = entries[index].declaration, declaration.isolation == nil,
                  let position = declaration.attributes.firstIndex(where: { actors.contains($0) }) else { continue }
            declaration.isolation = declaration.attributes.remove(at: position)
            entries[index].declaration = declaration
        }
    }

    /// A relationship target's name: the symbol's path when the graphs hold it, else the
    /// fallback without its module (`Swift.Hashable` is `Hashable`).
    private func targetName(_ relationship: SymbolGraph.Relationship) -> String {
        if let index = byID[relationship.target] { return entries[index].symbol.pathComponents.joined(separator: ".") }
        if let fallback = relationship.targetFallback, let dot = fallback.firstIndex(of: ".") { return String(fallback[fallback.index(after: dot)...]) }
        return relationship.targetFallback ?? relationship.target
    }

    private static func constraintText(_ constraint: SymbolGraph.Constraint) -> String {
        switch constraint.kind {
        case "sameType": "\(constraint.lhs) == \(constraint.rhs)"
        default: "\(constraint.lhs): \(constraint.rhs)"
        }
    }

    // MARK: - Defaults

    private func makeNormalizer(_ graphs: [SymbolGraph]) -> TypeNameNormalizer {
        var modules = Set(graphs.map(\.module.name)).union(["Swift", "Foundation", "_Concurrency"])
        for platform in SourcePlatform.allCases { modules.formUnion(platform.frameworks) }
        var aliases: [(path: [String], target: String)] = []
        for entry in entries where entry.symbol.kind.identifier == .typealias {
            if let target = entry.declaration?.type { aliases.append((entry.symbol.pathComponents, target)) }
        }
        return TypeNameNormalizer(modules: modules, typealiases: aliases)
    }

    private struct Signature: Equatable {
        var kind: String
        var isStatic: Bool
        var name: String
        var types: [String]
    }

    /// `wildcards`: the requirement's protocol's associated types and `Self`.
    private func signature(_ entry: Entry, _ normalizer: TypeNameNormalizer, wildcards: Set<String>) -> Signature? {
        guard let declaration = entry.declaration else { return nil }
        func normalized(_ type: String) -> String { normalizer.normalize(type, wildcards: wildcards) }
        var types = declaration.parameters.map { normalized($0.type) + ($0.isVariadic ? " ..." : "") }
        if let result = declaration.returnType { types.append("-> " + normalized(result)) }
        if declaration.kind == .variable { types.append(": " + normalized(declaration.type ?? "")) }
        return Signature(kind: declaration.kind.rawValue, isStatic: declaration.isStatic,
                         name: entry.symbol.pathComponents.last ?? "", types: types)
    }

    /// A default implements a requirement when it is the same kind of member with the same
    /// selector and the same parameter and result types (names aside; the protocol's associated
    /// types and `Self` stand for each other).
    private func matches(_ requirement: Entry, _ candidate: Entry, _ normalizer: TypeNameNormalizer,
                         associatedTypes: [[String]: Set<String>]) -> Bool {
        let wildcards = associatedTypes[Array(requirement.symbol.pathComponents.dropLast())] ?? []
        guard let wanted = signature(requirement, normalizer, wildcards: wildcards),
              let found = signature(candidate, normalizer, wildcards: wildcards) else { return false }
        return wanted == found
    }

    // MARK: - Symbols and members

    private func location(_ symbol: SymbolGraph.Symbol) -> APISurfaceLocation? {
        guard let location = symbol.location else { return nil }
        var path = location.uri
        if path.hasPrefix("file://") { path.removeFirst("file://".count) }
        path = path.removingPercentEncoding
        if let root, path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
        return APISurfaceLocation(file: path, line: location.position.line + 1, column: location.position.character + 1)
    }

    private static func availability(_ symbol: SymbolGraph.Symbol) -> [APISurfaceAvailability]? {
        guard let entries = symbol.availability, !entries.isEmpty else { return nil }
        return entries.map { entry in
            APISurfaceAvailability(
                domain: entry.domain ?? "*", introduced: entry.introduced?.description, deprecated: entry.deprecated?.description,
                obsoleted: entry.obsoleted?.description, message: entry.message, renamed: entry.renamed,
                isUnconditionallyDeprecated: entry.isUnconditionallyDeprecated == true ? true : nil,
                isUnconditionallyUnavailable: entry.isUnconditionallyUnavailable == true ? true : nil)
        }.sorted { $0.domain < $1.domain }
    }

    private static func parameters(_ declaration: SourceDeclaration) -> [APISurfaceParameter] {
        declaration.parameters.map { parameter in
            APISurfaceParameter(label: parameter.label ?? "_", name: parameter.name ?? parameter.label ?? "_",
                                type: parameter.type + (parameter.isVariadic ? "..." : ""), default: parameter.defaultValue)
        }
    }

    private func makeSymbol(_ entry: Entry, index: Int) -> APISurfaceSymbol {
        let symbol = entry.symbol
        let declaration = entry.declaration
        let kind: APISurfaceSymbol.Kind
        switch symbol.kind.identifier {
        case .struct: kind = .struct
        case .class: kind = declaration?.kind == .actor ? .actor : .class
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .typealias: kind = .typealias
        case .function: kind = .function
        default: kind = .variable
        }
        let isFunction = kind == .function
        var attributes = (declaration?.attributes ?? []).sorted().map { "@" + $0 }
        attributes += declaration.map(SurfaceSignature.modifiers) ?? []
        return APISurfaceSymbol(
            name: isFunction ? (symbol.pathComponents.last ?? symbol.names.title) : symbol.pathComponents.joined(separator: "."),
            kind: kind, module: entry.module,
            signature: declaration.map(SurfaceSignature.render) ?? symbol.declaration,
            isolation: kind == .function || kind == .variable ? nil : declaration?.isolation,
            attributes: attributes.isEmpty ? nil : attributes,
            parameters: isFunction ? declaration.map(Self.parameters) : nil,
            returnType: isFunction ? declaration?.returnType : nil,
            throws: isFunction || kind == .variable ? declaration.flatMap { SurfaceSignature.throwsText($0.throwing) } : nil,
            async: (isFunction || kind == .variable) && declaration?.isAsync == true ? true : nil,
            type: kind == .typealias || kind == .variable ? declaration?.type : nil,
            availability: Self.availability(symbol), location: location(symbol))
    }

    /// A requirement cannot declare default arguments, so an SDK gives them in the protocol's
    /// extension (`func login(user: String, scope: String = "openid")` implementing
    /// `func login(user: String, scope: String)`): callers of the protocol's type may leave out
    /// what that implementation defaults. Only an extension of the protocol itself without
    /// constraints counts, as its implementation is the one every conforming type's callers see.
    private static func parameters(_ parameters: [APISurfaceParameter], withDefaultsOf implementations: [Entry],
                           ownerPath: [String]) -> [APISurfaceParameter] {
        var result = parameters
        for implementation in implementations
        where Array(implementation.symbol.pathComponents.dropLast()) == ownerPath
            && (implementation.symbol.swiftExtension?.constraints ?? []).isEmpty {
            guard let declared = implementation.declaration?.parameters, declared.count == result.count else { continue }
            for (index, parameter) in declared.enumerated() where result[index].default == nil && parameter.defaultValue != nil {
                let own = result[index]
                result[index] = APISurfaceParameter(label: own.label, name: own.name, type: own.type, default: parameter.defaultValue)
            }
        }
        return result
    }

    private static func memberKind(_ kind: SymbolGraph.Kind) -> APISurfaceMember.Kind {
        switch kind {
        case .initializer: .initializer
        case .method: .method
        case .typeMethod: .staticMethod
        case .property: .property
        case .typeProperty: .staticProperty
        case .subscript, .typeSubscript: .subscript
        case .enumCase: .case
        case .typealias: .typealias
        case .associatedType: .requirement
        default: kind.isType ? .nestedType : .method
        }
    }

    private func makeMember(_ entry: Entry, isRequirement: Bool, isOptional: Bool, defaults: [Entry]) -> APISurfaceMember {
        let symbol = entry.symbol
        let declaration = entry.declaration
        let natural = Self.memberKind(symbol.kind.identifier)
        var required: Bool?
        var defaultList: [APISurfaceDefault]?
        if isRequirement {
            let ownerPath = Array(symbol.pathComponents.dropLast())
            defaultList = defaults.map { implementation in
                var constraints = (implementation.symbol.swiftExtension?.constraints ?? []).map(Self.constraintText)
                let implementationOwner = Array(implementation.symbol.pathComponents.dropLast())
                if implementationOwner != ownerPath { constraints.insert("Self: " + implementationOwner.joined(separator: "."), at: 0) }
                return APISurfaceDefault(module: implementation.module, constraints: constraints.isEmpty ? nil : constraints.joined(separator: ", "),
                                         location: location(implementation.symbol))
            }.sorted { ($0.constraints != nil ? 1 : 0, $0.location?.file ?? "", $0.location?.line ?? 0) < ($1.constraints != nil ? 1 : 0, $1.location?.file ?? "", $1.location?.line ?? 0) }
            if symbol.kind.identifier == .associatedType {
                required = declaration?.type == nil
            } else {
                required = !isOptional && !(defaultList ?? []).contains { $0.constraints == nil }
            }
            if defaultList?.isEmpty == true { defaultList = nil }
        }
        let requirementKind: String? = isRequirement
            ? (symbol.kind.identifier == .associatedType ? "associated type" : natural.rawValue) : nil
        let callable = [.initializer, .function, .subscript].contains(declaration?.kind)
        let constraintText = (symbol.swiftExtension?.constraints ?? []).map(Self.constraintText).joined(separator: ", ")
        var values: [APISurfaceAssociatedValue]?
        if declaration?.kind == .enumCase, declaration?.labels != nil {
            values = declaration?.parameters.map { APISurfaceAssociatedValue(label: $0.label, type: $0.type, default: $0.defaultValue) }
        }
        var parameters = callable ? declaration.map(Self.parameters) : nil
        if isRequirement, parameters != nil {
            parameters = Self.parameters(parameters!, withDefaultsOf: defaults, ownerPath: Array(symbol.pathComponents.dropLast()))
        }
        return APISurfaceMember(
            name: symbol.kind.identifier.isType || symbol.kind.identifier == .typealias
                ? (symbol.pathComponents.last ?? "") : (symbol.pathComponents.last ?? symbol.names.title),
            kind: isRequirement ? .requirement : natural, requirementKind: requirementKind, required: required,
            signature: declaration.map(SurfaceSignature.render) ?? symbol.declaration,
            parameters: parameters,
            associatedValues: values,
            returnType: declaration?.returnType,
            throws: declaration.flatMap { SurfaceSignature.throwsText($0.throwing) },
            async: declaration?.isAsync == true ? true : nil,
            type: declaration?.kind == .variable || declaration?.kind == .typealias ? declaration?.type : nil,
            initialValue: declaration?.kind == .variable ? declaration?.initialValue : nil,
            constraints: constraintText.isEmpty ? nil : constraintText,
            defaults: defaultList,
            availability: Self.availability(symbol), location: location(symbol), module: entry.module)
    }
}

extension String {
    /// `%20` and the like decoded (file URIs of paths with spaces).
    var removingPercentEncoding: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
               let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
