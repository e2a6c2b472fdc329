import DocgenSupport
import DocgenSwift
import FoundationEssentials

/// One symbol-graph file: `Module.symbols.json`, or `Module@Other.symbols.json` for the
/// members a module adds to another module's types (as swiftc splits them).
package struct SymbolGraphFile: Sendable, Hashable, Codable {
    package var name: String
    package var graph: SymbolGraph

    package init(name: String, graph: SymbolGraph) {
        self.name = name
        self.graph = graph
    }
}

/// Turns a `SourceModel` into symbol graphs that read like swiftc's: the same kinds, path
/// components, titles, declaration fragments, mixins and relationships (memberOf,
/// requirementOf, optionalRequirementOf, defaultImplementationOf, conformsTo,
/// inheritsFrom). Precise identifiers are docgen's own, stable across runs:
/// `s:docgen:Module.Type.member(label:)`, with `@Other` after the module for members of
/// another module's type and `#` and a hash of the signature for overloads. Output is
/// deterministic: symbols sorted by identifier, relationships by source, kind and target.
package enum SymbolGraphWriter {
    /// The `metadata.generator` of graphs docgen makes; its number changes with the format.
    package static let generator = "docgen source model 1"

    /// The graphs of every module of `model`. Declarations unavailable on every platform
    /// (`@available(*, unavailable)`) are left out, as swiftc leaves them out, unless
    /// `includeUnavailable`.
    package static func graphs(for model: SourceModel, includeUnavailable: Bool = false) -> [SymbolGraphFile] {
        var builder = GraphBuilder(model: model, includeUnavailable: includeUnavailable)
        return builder.build()
    }

    /// A graph as JSON bytes: keys sorted, pretty-printed or compact, byte for byte the same
    /// for the same graph.
    package static func encode(_ graph: SymbolGraph, pretty: Bool = true) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, a number or a Boolean: encoding cannot fail.
        return (try? encoder.encode(graph)) ?? Data()
    }

    /// Writes each file into `directory` (created when missing), each atomically (a
    /// temporary file renamed into place), and returns the paths written.
    @discardableResult
    package static func write(_ files: [SymbolGraphFile], to directory: String, pretty: Bool = true) throws(DiagnosticsError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError(.error(.modelUnreadable, "cannot create \(directory): \(error)", file: nil))
        }
        var written: [String] = []
        for file in files {
            let path = directory.appendingPathComponent(file.name)
            if let error = encode(file.graph, pretty: pretty).withUnsafeBytes({ FileSystem.writeFileAtomically(path, $0) }) {
                throw DiagnosticsError(.error(.modelUnreadable, "cannot write \(path): \(error.message)", file: nil))
            }
            written.append(path)
        }
        return written
    }
}

extension String {
    /// `self` and `component` joined by one `/`.
    func appendingPathComponent(_ component: String) -> String { hasSuffix("/") ? self + component : self + "/" + component }
}

extension SymbolGraphWriter {
    /// The files with each location that lies under `root` made relative to it (the URI
    /// reference `Sources/Player.swift`): for snapshots committed to a repository, which must
    /// not name the machine they were made on. Readers take a relative URI as a path from
    /// the folder's SDK root.
    package static func relativeLocations(_ files: [SymbolGraphFile], root: String) -> [SymbolGraphFile] {
        let prefix = "file://" + (root.hasSuffix("/") ? root : root + "/")
        return files.map { file in
            var file = file
            for index in file.graph.symbols.indices {
                guard let uri = file.graph.symbols[index].location?.uri, uri.hasPrefix(prefix) else { continue }
                file.graph.symbols[index].location?.uri = String(uri.dropFirst(prefix.count))
            }
            return file
        }
    }
}

/// The work of `SymbolGraphWriter.graphs(for:)`.
private struct GraphBuilder {
    let model: SourceModel
    let includeUnavailable: Bool
    private var declarations: [SourceDeclaration] = []
    /// Symbol identifiers, parallel to `declarations`.
    private var ids: [String] = []
    /// Type symbols by declaring module and path.
    private var typeIDs: [String: String] = [:]
    private var typeIndex: [String: Int] = [:]
    private var idByDeclarationID: [String: String] = [:]
    private var graphNames: [Int: String] = [:]
    /// Type identifiers by bare name (the first module's, in name order).
    private var bareTypeIDs: [String: String] = [:]

    init(model: SourceModel, includeUnavailable: Bool) {
        self.model = model
        self.includeUnavailable = includeUnavailable
        for declaration in model.declarations {
            if !includeUnavailable, declaration.availability.contains(where: { $0.domain == "*" && $0.isUnconditionallyUnavailable }) { continue }
            declarations.append(declaration)
        }
    }

    private static func key(_ module: String, _ path: [String]) -> String { module + "\u{1}" + path.joined(separator: ".") }

    private static func baseID(_ declaration: SourceDeclaration) -> String {
        var id = "s:docgen:" + declaration.module
        if declaration.parentModule != declaration.module { id += "@" + declaration.parentModule }
        return id + "." + declaration.pathComponents.joined(separator: ".")
    }

    private mutating func assignIDs() {
        let bases = declarations.map(Self.baseID)
        var groups: [String: [Int]] = [:]
        for (index, base) in bases.enumerated() { groups[base, default: []].append(index) }
        ids = bases
        for (base, members) in groups where members.count > 1 {
            var used: [String: Int] = [:]
            for index in members.sorted(by: { declarations[$0].location < declarations[$1].location }) {
                var id = base + "#" + ContentHash.of(declarations[index].id).prefix(8)
                let count = used[id, default: 0]
                used[id] = count + 1
                if count > 0 { id += "-\(count + 1)" }
                ids[index] = id
            }
        }
        for (index, declaration) in declarations.enumerated() {
            idByDeclarationID[declaration.id] = ids[index]
            if declaration.kind.isType || declaration.kind == .typealias {
                let key = Self.key(declaration.module, declaration.parentPath + [declaration.name])
                typeIDs[key] = ids[index]
                typeIndex[key] = index
            }
        }
    }

    /// The graph file a declaration goes into.
    private mutating func graphName(_ index: Int) -> String {
        if let name = graphNames[index] { return name }
        let declaration = declarations[index]
        var name = declaration.module
        if let context = declaration.extensionContext {
            if context.extendedModule != declaration.module { name = declaration.module + "@" + context.extendedModule }
        } else if !declaration.parentPath.isEmpty, declaration.parentModule == declaration.module,
                  let parent = typeIndex[Self.key(declaration.module, declaration.parentPath)], parent != index {
            name = graphName(parent)
        }
        graphNames[index] = name
        return name
    }

    /// The identifier of a type (or a fallback name for one outside the graphs).
    private func typeTarget(module: String?, path: [String]) -> (id: String, fallback: String?) {
        if let module, let id = typeIDs[Self.key(module, path)] { return (id, nil) }
        if module == nil {
            for candidate in model.modules.map(\.name) {
                if let id = typeIDs[Self.key(candidate, path)] { return (id, nil) }
            }
        }
        let owner = module ?? "Swift"
        let name = path.joined(separator: ".")
        return ("s:docgen:\(owner).\(name)", "\(owner).\(name)")
    }

    mutating func build() -> [SymbolGraphFile] {
        assignIDs()
        // Sorted, so two modules declaring one name always give the same choice.
        var typeIdentifiers: [String: String] = [:]
        for (key, id) in typeIDs.sorted(by: { $0.key < $1.key }) {
            let path = key.split(separator: "\u{1}").last.map(String.init) ?? ""
            if !path.contains(".") { typeIdentifiers[path] = typeIdentifiers[path] ?? id }
        }
        bareTypeIDs = typeIdentifiers
        var symbols: [String: [SymbolGraph.Symbol]] = [:]
        var relationships: [String: [SymbolGraph.Relationship]] = [:]
        // Requirement names per protocol, for the memberOf swiftc leaves out.
        var requirementNames: [String: Set<String>] = [:]
        var inheritedProtocols: [String: [String]] = [:]
        for declaration in declarations where declaration.isRequirement {
            requirementNames[Self.key(declaration.module, declaration.parentPath), default: []].insert(declaration.selector)
        }
        for declaration in declarations where declaration.kind == .protocol {
            inheritedProtocols[Self.key(declaration.module, declaration.parentPath + [declaration.name])] =
                declaration.conformances.compactMap { conformance in conformance.module.map { Self.key($0, [conformance.name]) } }
        }
        var indexByID: [String: Int] = [:]
        for (index, id) in ids.enumerated() { indexByID[id] = index }
        for index in declarations.indices {
            let declaration = declarations[index]
            let graph = graphName(index)
            let id = ids[index]
            symbols[graph, default: []].append(symbol(declaration, id: id, typeIdentifiers: typeIdentifiers))
            var edges: [SymbolGraph.Relationship] = []
            if !declaration.parentPath.isEmpty {
                let parent = typeTarget(module: declaration.parentModule, path: declaration.parentPath)
                if declaration.isRequirement {
                    edges.append(.init(kind: .requirementOf, source: id, target: parent.id, targetFallback: parent.fallback))
                    if declaration.modifiers.contains("optional") {
                        edges.append(.init(kind: .optionalRequirementOf, source: id, target: parent.id, targetFallback: parent.fallback))
                    }
                } else {
                    // swiftc gives no memberOf to a protocol extension's member named like a
                    // requirement of the protocol (or of one it inherits), unless the protocol
                    // is another module's.
                    let protocolKey = Self.key(declaration.parentModule, declaration.parentPath)
                    let namesRequirement = ([protocolKey] + (inheritedProtocols[protocolKey] ?? [])).contains {
                        requirementNames[$0]?.contains(declaration.selector) ?? false
                    }
                    if !namesRequirement || declaration.parentModule != declaration.module {
                        edges.append(.init(kind: .memberOf, source: id, target: parent.id, targetFallback: parent.fallback))
                    }
                }
            }
            for implementation in declaration.defaultImplementations {
                guard let source = idByDeclarationID[implementation.declarationID] else { continue }
                let target = declaration.parentModule == declaration.module ? nil : "\(declaration.parentModule).\(declaration.pathComponents.joined(separator: "."))"
                let edge = SymbolGraph.Relationship(kind: .defaultImplementationOf, source: source, target: id, targetFallback: target)
                let sourceGraph = indexByID[source].map { graphName($0) } ?? graph
                relationships[sourceGraph, default: []].append(edge)
            }
            if declaration.kind.isType {
                for conformance in declaration.conformances {
                    let target = typeTarget(module: conformance.module, path: conformance.name.split(separator: ".").map(String.init))
                    edges.append(.init(kind: .conformsTo, source: id, target: target.id, targetFallback: target.fallback,
                                       swiftConstraints: constraints(conformance.constraints)))
                }
                if let superclass = declaration.superclass {
                    let path = superclass.split(separator: ".").map(String.init)
                    var target = typeTarget(module: nil, path: path)
                    if target.fallback != nil {
                        let module = WellKnownTypeModule.guess(path.last ?? superclass)
                        target = ("s:docgen:\(module).\(superclass)", "\(module).\(superclass)")
                    }
                    edges.append(.init(kind: .inheritsFrom, source: id, target: target.id, targetFallback: target.fallback))
                }
            }
            relationships[graph, default: []] += edges
        }
        for module in model.modules {
            var used = Set<String>()
            for conditional in module.conditionalDeclarations {
                let declaration = conditional.declaration
                if !includeUnavailable, declaration.availability.contains(where: { $0.domain == "*" && $0.isUnconditionallyUnavailable }) { continue }
                let base = "s:docgen:if:\(declaration.module).\(declaration.pathComponents.joined(separator: "."))#\(ContentHash.of(declaration.id).prefix(8))"
                var id = base
                var count = 1
                while !used.insert(id).inserted { count += 1; id = "\(base)-\(count)" }
                var made = symbol(declaration, id: id, typeIdentifiers: typeIdentifiers)
                made.docgenBuildConditions = conditional.conditions
                symbols[module.name, default: []].append(made)
            }
        }
        let platform = SymbolGraph.Platform(
            architecture: model.platform.architecture, vendor: model.platform.symbolGraphVendor,
            operatingSystem: .init(name: model.platform.symbolGraphOSName),
            environment: model.platform == .linux ? "gnu" : nil)
        var files: [SymbolGraphFile] = []
        for module in model.modules {
            let names = Set(symbols.keys.filter { $0 == module.name || $0.hasPrefix(module.name + "@") }).union([module.name])
            for name in names.sorted() {
                let graph = SymbolGraph(
                    metadata: .init(formatVersion: .init(major: 0, minor: 6, patch: 0), generator: SymbolGraphWriter.generator),
                    module: .init(name: module.name, platform: platform),
                    symbols: (symbols[name] ?? []).sorted { $0.identifier.precise < $1.identifier.precise },
                    relationships: Set(relationships[name] ?? []).sorted(by: Self.relationshipOrder))
                files.append(SymbolGraphFile(name: "\(name).symbols.json", graph: graph))
            }
        }
        return files
    }

    /// By source, kind and target, then by what else differs, so the order never depends on
    /// a set's.
    private static func relationshipOrder(_ a: SymbolGraph.Relationship, _ b: SymbolGraph.Relationship) -> Bool {
        if (a.source, a.kind, a.target) != (b.source, b.kind, b.target) { return (a.source, a.kind, a.target) < (b.source, b.kind, b.target) }
        let describe: (SymbolGraph.Relationship) -> String = { relationship in
            (relationship.targetFallback ?? "") + "|" + (relationship.swiftConstraints ?? []).map { "\($0.kind) \($0.lhs) \($0.rhs)" }.joined(separator: ",")
        }
        return describe(a) < describe(b)
    }

    // MARK: - Symbols

    private func constraints(_ requirements: [SourceRequirement]) -> [SymbolGraph.Constraint]? {
        guard !requirements.isEmpty else { return nil }
        return requirements.map { requirement in
            let kind = switch requirement.kind {
            case .conformance: "conformance"
            case .sameType: "sameType"
            case .layout: "layout"
            }
            return SymbolGraph.Constraint(kind: kind, lhs: requirement.subject, rhs: requirement.constraint,
                                          rhsPrecise: bareTypeIDs[requirement.constraint])
        }
    }

    private static func kind(_ declaration: SourceDeclaration) -> SymbolGraph.Kind {
        let inType = !declaration.parentPath.isEmpty
        switch declaration.kind {
        case .struct: return .struct
        case .class, .actor: return .class
        case .enum: return .enum
        case .protocol: return .protocol
        case .typealias: return .typealias
        case .associatedType: return .associatedType
        case .initializer: return .initializer
        case .enumCase: return .enumCase
        case .function: return declaration.isStatic ? .typeMethod : inType ? .method : .function
        case .variable: return declaration.isStatic ? .typeProperty : inType ? .property : .variable
        case .subscript: return declaration.isStatic ? .typeSubscript : .subscript
        }
    }

    private func symbol(_ declaration: SourceDeclaration, id: String, typeIdentifiers: [String: String]) -> SymbolGraph.Symbol {
        let kind = Self.kind(declaration)
        let qualifiedTitle = declaration.kind.isType || declaration.kind == .typealias || declaration.kind == .enumCase
        let title = qualifiedTitle ? declaration.pathComponents.joined(separator: ".") : declaration.selector
        var navigator: [SymbolGraph.Fragment]?
        if declaration.kind.isType || declaration.kind == .typealias {
            navigator = [.init(kind: "identifier", spelling: declaration.name)]
        }
        let names = SymbolGraph.Symbol.Names(
            title: title, navigator: navigator,
            subHeading: fragments(declaration, typeIdentifiers: typeIdentifiers, subHeading: true))
        var generics: SymbolGraph.Symbol.Generics?
        let genericConstraints = declaration.requirements + (declaration.extensionContext?.constraints ?? [])
        if !declaration.genericParameters.isEmpty || !genericConstraints.isEmpty {
            generics = .init(
                parameters: declaration.genericParameters.isEmpty ? nil
                    : declaration.genericParameters.map { .init(name: $0.name, index: $0.index, depth: $0.depth) },
                constraints: constraints(genericConstraints))
        }
        let extensionMixin = declaration.extensionContext.map { context in
            SymbolGraph.Symbol.Extension(extendedModule: context.extendedModule,
                                         typeKind: context.extendedKind.map { SymbolGraph.Kind(rawValue: $0) },
                                         constraints: constraints(context.constraints))
        }
        let availability = declaration.availability.map { entry in
            SymbolGraph.Symbol.Availability(
                domain: entry.domain, introduced: entry.introduced.map(Self.version), deprecated: entry.deprecated.map(Self.version),
                obsoleted: entry.obsoleted.map(Self.version), message: entry.message, renamed: entry.renamed,
                isUnconditionallyDeprecated: entry.isUnconditionallyDeprecated ? true : nil,
                isUnconditionallyUnavailable: entry.isUnconditionallyUnavailable ? true : nil)
        }
        var location: SymbolGraph.Symbol.Location?
        if !declaration.isImplicit {
            location = .init(uri: "file://" + model.root.appendingPathComponent(declaration.location.file),
                             position: .init(line: declaration.location.line - 1, character: declaration.location.column - 1))
        }
        return SymbolGraph.Symbol(
            identifier: .init(precise: id), kind: .init(identifier: kind), pathComponents: declaration.pathComponents, names: names,
            functionSignature: functionSignature(declaration, typeIdentifiers: typeIdentifiers),
            swiftGenerics: generics, swiftExtension: extensionMixin,
            declarationFragments: fragments(declaration, typeIdentifiers: typeIdentifiers, subHeading: false),
            accessLevel: declaration.access, availability: availability.isEmpty ? nil : availability, location: location)
    }

    private static func version(_ version: SourceVersion) -> SymbolGraph.SemanticVersion {
        .init(major: version.major, minor: version.minor, patch: version.patch)
    }

    private func functionSignature(_ declaration: SourceDeclaration, typeIdentifiers: [String: String]) -> SymbolGraph.Symbol.FunctionSignature? {
        guard declaration.kind == .function || declaration.kind == .initializer else { return nil }
        let parameters = declaration.parameters.map { parameter -> SymbolGraph.Symbol.FunctionSignature.Parameter in
            var builder = DeclarationFragments(typeIdentifiers: typeIdentifiers)
            let name = parameter.name ?? parameter.label ?? "_"
            builder.add("identifier", name)
            builder.text(": ")
            builder.type(parameter.type)
            if parameter.isVariadic { builder.text("...") }
            let internalName = parameter.label != nil && parameter.name != nil ? parameter.name : nil
            return .init(name: parameter.label ?? name, internalName: internalName, declarationFragments: builder.fragments)
        }
        var returns: [SymbolGraph.Fragment]?
        if declaration.kind == .function {
            var builder = DeclarationFragments(typeIdentifiers: typeIdentifiers)
            if let returnType = declaration.returnType { builder.type(returnType) } else { builder.text("()") }
            returns = builder.fragments
        }
        return .init(parameters: parameters.isEmpty ? nil : parameters, returns: returns)
    }

    /// The declaration, or (for `subHeading`) its short form: no attributes, no parameter
    /// names or defaults, no accessors.
    private func fragments(_ declaration: SourceDeclaration, typeIdentifiers: [String: String], subHeading: Bool) -> [SymbolGraph.Fragment] {
        var out = DeclarationFragments(typeIdentifiers: typeIdentifiers)
        if !subHeading {
            if declaration.kind != .enumCase { out.isolation(declaration.isolation) }
            out.attributes(declaration.attributes)
            out.modifiers(declaration.modifiers)
        } else if declaration.isStatic {
            out.modifiers(declaration.modifiers.filter { $0 == "static" || $0 == "class" })
        }
        out.keyword(declaration.keyword)
        if declaration.kind == .initializer {
            out.text(declaration.failability ?? "")
        } else if declaration.kind != .subscript {
            out.text(" ")
            out.add("identifier", declaration.name)
        }
        if declaration.kind.isType || declaration.kind == .typealias || !subHeading {
            out.genericParameters(declaration.genericParameters)
        }
        switch declaration.kind {
        case .function, .initializer, .subscript:
            var parameters = declaration.parameters
            if subHeading { parameters = parameters.map { SourceParameter(label: $0.label, name: nil, type: $0.type, isVariadic: $0.isVariadic) } }
            out.parameters(parameters, style: declaration.kind == .subscript ? .subscript : subHeading ? .enumCase : .function)
            // A subscript's effects are its getter's, printed with the accessors.
            if declaration.kind != .subscript { out.effects(async: declaration.isAsync, throwing: declaration.throwing) }
            if let returnType = declaration.returnType {
                out.text(" -> ")
                out.type(returnType)
            }
        case .enumCase:
            if !declaration.parameters.isEmpty || declaration.labels != nil {
                var values = declaration.parameters
                if subHeading { values = values.map { SourceParameter(label: $0.label, name: nil, type: $0.type) } }
                out.parameters(values, style: .enumCase)
            }
        case .variable:
            out.text(": ")
            out.type(declaration.type ?? "_")
            // A stored property's literal start value, as a parameter's default is printed;
            // not before `{ get }` (`private(set)`), which no declaration can follow.
            if !subHeading, let value = declaration.initialValue, declaration.accessors != .get, declaration.accessors != .getSet {
                out.text(" = " + value)
            }
        case .typealias:
            if !subHeading {
                out.text(" = ")
                out.type(declaration.type ?? "")
            }
        case .associatedType:
            if !subHeading {
                if !declaration.inheritedTypes.isEmpty {
                    out.text(" : ")
                    out.type(declaration.inheritedTypes.joined(separator: ", "))
                }
                if let value = declaration.type {
                    out.text(" = ")
                    out.type(value)
                }
            }
        case .protocol:
            if !subHeading, !declaration.inheritedTypes.isEmpty {
                out.text(" : ")
                out.type(declaration.inheritedTypes.joined(separator: ", "))
            }
        case .struct, .class, .enum, .actor:
            break
        }
        if !subHeading {
            out.whereClause(declaration.requirements)
            switch declaration.accessors {
            case .get? where declaration.isAsync || declaration.throwing != .none:
                // `{ get async throws }`: the getter's effects, as swiftc prints them.
                out.text(" { get")
                out.effects(async: declaration.isAsync, throwing: declaration.throwing)
                out.text(" }")
            case .get?: out.text(" { get }")
            case .getSet?: out.text(" { get set }")
            default: break
            }
        }
        return out.fragments
    }
}

/// The module of an outside superclass, for an `inheritsFrom` target's fallback name.
enum WellKnownTypeModule {
    static func guess(_ name: String) -> String {
        if name.hasPrefix("UI") { return "UIKit" }
        if name.hasPrefix("NS") { return "Foundation" }
        if name.hasPrefix("SK") { return "StoreKit" }
        if name.hasPrefix("WK") { return "WebKit" }
        if name.hasPrefix("AV") { return "AVFoundation" }
        return "Swift"
    }
}
