import DocgenSupport
import DocgenSwift
import FoundationEssentials

/// Turns symbol graphs into the surface guides document: protocols with their requirements
/// (required when no `defaultImplementationOf` relationship points at them) and public
/// functions with their parameters (required when the declaration gives no default value).
/// Declarations are read with the toolchain's Swift parser, not by pattern matching.
public enum SymbolGraphReader {
    /// Reads every `*.symbols.json` in `directory`, merging a module's extension files
    /// (`Module@Other.symbols.json`) into the module.
    public static func graphs(in directory: URL) throws(DiagnosticsError) -> [SymbolGraph] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".symbols.json") }.sorted()
        } catch {
            throw DiagnosticsError(.error(.modelSymbolGraph, "cannot read symbol graphs in \(directory.path): \(FileReader.reason(error))", file: nil))
        }
        guard !names.isEmpty else {
            throw DiagnosticsError(.error(.modelSymbolGraph, "no *.symbols.json files in \(directory.path)", file: nil))
        }
        var byModule: [String: SymbolGraph] = [:]
        var order: [String] = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            let graph = try decode(url)
            let module = String(name.prefix(while: { $0 != "@" && $0 != "." }))
            if var existing = byModule[module] {
                existing.symbols += graph.symbols
                existing.relationships += graph.relationships
                byModule[module] = existing
            } else {
                byModule[module] = graph
                order.append(module)
            }
        }
        return order.compactMap { byModule[$0] }
    }

    static func decode(_ url: URL) throws(DiagnosticsError) -> SymbolGraph {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DiagnosticsError(.error(.modelSymbolGraph, "cannot read \(url.path): \(FileReader.reason(error))", file: nil))
        }
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw DiagnosticsError(.error(.modelSymbolGraph, "\(url.lastPathComponent) is not a symbol graph: \(context.debugDescription)", file: url.path))
        } catch let DecodingError.keyNotFound(key, context) {
            let path = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
            throw DiagnosticsError(.error(.modelSymbolGraph, "\(url.lastPathComponent) is not a symbol graph: '\(path)' is missing", file: url.path))
        } catch {
            throw DiagnosticsError(.error(.modelSymbolGraph, "\(url.lastPathComponent) is not a symbol graph: \(error)", file: url.path))
        }
    }

    /// The documented surface of one module's graph.
    public static func model(named name: String, from graph: SymbolGraph) -> APIModel {
        var symbolsByID: [String: SymbolGraph.Symbol] = [:]
        for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
            symbolsByID[symbol.identifier.precise] = symbol
        }
        var requirements: [String: [String]] = [:]
        var defaulted = Set<String>()
        var implementations = Set<String>()
        for relationship in graph.relationships {
            switch relationship.kind {
            case .requirementOf, .optionalRequirementOf:
                requirements[relationship.target, default: []].append(relationship.source)
            case .defaultImplementationOf:
                defaulted.insert(relationship.target)
                implementations.insert(relationship.source)
            default:
                break
            }
        }
        let requirementIDs = Set(requirements.values.joined())
        var symbols: [APISymbol] = []
        for symbol in graph.symbols.sorted(by: Self.sourceOrder) where symbol.kind.identifier == .protocol && isPublic(symbol) {
            let members = (requirements[symbol.identifier.precise] ?? []).compactMap { symbolsByID[$0] }
                .sorted(by: Self.sourceOrder)
                .map { requirement -> APIMember in
                    let signature = FunctionSignature(requirement.declaration)
                    return APIMember(kind: .requirement, name: requirement.names.title,
                                     isRequired: !defaulted.contains(requirement.identifier.precise),
                                     declaration: requirement.declaration, parameters: signature?.parameters.map(APIParameter.init) ?? [],
                                     returnType: signature?.returnType, type: nil, location: location(requirement))
                }
            // A protocol with no method requirement (a stand-in `View`, a data protocol) is no
            // event surface a guide enumerates.
            guard members.contains(where: { $0.name.contains("(") }) else { continue }
            symbols.append(APISymbol(kind: .protocol, name: symbol.names.title, qualifiedName: symbol.pathComponents.joined(separator: "."),
                                     members: members, location: location(symbol)))
        }
        var functions: [String: APISymbol] = [:]
        for symbol in graph.symbols.sorted(by: Self.sourceOrder)
        where [.method, .function].contains(symbol.kind.identifier) && isPublic(symbol)
            && !symbol.identifier.precise.contains("::SYNTHESIZED::")
            && !requirementIDs.contains(symbol.identifier.precise) && !implementations.contains(symbol.identifier.precise) {
            guard let signature = FunctionSignature(symbol.declaration), !signature.parameters.isEmpty else { continue }
            let members = signature.parameters.map(APIParameter.init).map { parameter in
                APIMember(kind: .parameter, name: parameter.label == "_" ? parameter.name : parameter.label,
                          isRequired: parameter.defaultValue == nil,
                          declaration: "\(parameter.label == "_" ? "_ \(parameter.name)" : parameter.label): \(parameter.type)"
                              + (parameter.defaultValue.map { " = \($0)" } ?? ""),
                          parameters: [], returnType: nil, type: parameter.type, location: location(symbol))
            }
            let base = String(symbol.names.title.prefix(while: { $0 != "(" }))
            let candidate = APISymbol(kind: .function, name: base, qualifiedName: symbol.pathComponents.joined(separator: "."),
                                      members: members, location: location(symbol))
            // Overloads: the one with the most parameters is the one guides describe.
            if let existing = functions[base], existing.members.count >= members.count { continue }
            functions[base] = candidate
        }
        symbols += functions.values.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0, $0.name) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.name) }
        return APIModel(name: name, module: graph.module.name, symbols: symbols)
    }

    private static func isPublic(_ symbol: SymbolGraph.Symbol) -> Bool {
        symbol.accessLevel == nil || symbol.accessLevel == "public" || symbol.accessLevel == "open"
    }

    private static func sourceOrder(_ a: SymbolGraph.Symbol, _ b: SymbolGraph.Symbol) -> Bool {
        let la = a.location, lb = b.location
        return (la?.uri ?? "", la?.position.line ?? 0, a.names.title) < (lb?.uri ?? "", lb?.position.line ?? 0, b.names.title)
    }

    private static func location(_ symbol: SymbolGraph.Symbol) -> APILocation? {
        guard let location = symbol.location else { return nil }
        let path = location.uri.hasPrefix("file://") ? String(location.uri.dropFirst("file://".count)) : location.uri
        return APILocation(file: path.percentDecoded ?? path, line: location.position.line + 1)
    }
}
