import DocgenSupport
import FoundationEssentials

/// The API a guide documents, read from symbol graphs (swiftc's or docgen's, the same way):
/// the types, the outside types the SDK extends, and the top-level functions and variables,
/// each with its members. JSON: `{"symbols": [{"name", "kind", "module", "members": [{"name",
/// "kind", "required", "signature", "availability", …}], …}]}`, keys sorted, symbols and
/// members in a stable order (by name, then module and signature), absent values left out.
package struct APISurface: Sendable, Hashable, Codable {
    /// In `APISurfaceSymbol.order`, name first: the lookups below search it by halves, as the
    /// check looks up names for every code span and table row of a site.
    package private(set) var symbols: [APISurfaceSymbol]
    /// Names only another build of the SDK has (a branch of `#if SQLITE_HAS_CODEC`), sorted;
    /// nil when there are none.
    package var conditional: [APISurfaceConditional]?

    package init(symbols: [APISurfaceSymbol], conditional: [APISurfaceConditional] = []) {
        self.symbols = symbols.sorted(by: APISurfaceSymbol.order)
        // Sorted on every field: entries that differ only in their conditions (a type declared
        // under `#if A` and under `#if A && B`) would otherwise keep the order of a Set, which
        // differs from process to process, and the cache's JSON with it. (Found by fuzzing.)
        self.conditional = conditional.isEmpty ? nil : Array(Set(conditional)).sorted {
            ($0.owner, $0.name, $0.module, $0.conditions.joined(separator: "\u{0}"))
                < ($1.owner, $1.name, $1.module, $1.conditions.joined(separator: "\u{0}"))
        }
    }

    /// Read in order, whatever order the JSON holds them in (a hand-edited cache file).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(symbols: try container.decode([APISurfaceSymbol].self, forKey: .symbols),
                  conditional: try container.decodeIfPresent([APISurfaceConditional].self, forKey: .conditional) ?? [])
    }

    private enum CodingKeys: String, CodingKey { case symbols, conditional }

    /// The symbols named `name` as guides write it (`AdaptyUI.Action`, `View`), in any module.
    package func symbols(named name: String) -> [APISurfaceSymbol] {
        var found: [APISurfaceSymbol] = []
        var i = firstIndex(notBefore: name)
        while i < symbols.count, symbols[i].name == name {
            found.append(symbols[i])
            i += 1
        }
        return found
    }

    /// The top-level functions whose base name is `name` (`connect` → `connect(to:)`,
    /// `connect(_:timeout:)`): the names that start with `name(` are together in the order.
    package func functions(baseName name: String) -> [APISurfaceSymbol] {
        let prefix = name + "("
        var found: [APISurfaceSymbol] = []
        var i = firstIndex(notBefore: prefix)
        while i < symbols.count, symbols[i].name.hasPrefix(prefix) {
            if symbols[i].kind == .function { found.append(symbols[i]) }
            i += 1
        }
        return found
    }

    /// The position of the first symbol whose name is not before `name`.
    private func firstIndex(notBefore name: String) -> Int {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first symbol named `name` (types before extensions of outside types).
    package func symbol(named name: String) -> APISurfaceSymbol? { symbols(named: name).first }

    /// `Adapty.makePurchase` or `View.paywall(isPresented:…)`: every member of symbol
    /// `Adapty` whose name or base name is `makePurchase`.
    package func members(qualified name: String) -> [APISurfaceMember] {
        var parts = name.prefix { $0 != "(" }.split(separator: ".").map(String.init)
        guard parts.count > 1 else { return [] }
        let member = parts.removeLast() + name.drop { $0 != "(" }
        let owner = parts.joined(separator: ".")
        return symbols(named: owner).flatMap { $0.members(named: member) }
    }

    /// The surface as JSON: keys sorted, pretty-printed by default, the same bytes for the
    /// same surface.
    package func json(pretty: Bool = true) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A declaration only a build of the SDK with other custom conditions has (see
/// `SymbolGraph.Symbol.docgenBuildConditions`): guides may name it, nothing is judged against it.
package struct APISurfaceConditional: Sendable, Hashable, Codable {
    /// The enclosing type as written (`Database`, `Database.Configuration`); empty at top level.
    package var owner: String
    /// `usePassphrase(_:)`, `cipherVersion`, `Cipher`.
    package var name: String
    package var module: String
    /// `["SQLITE_HAS_CODEC"]`.
    package var conditions: [String]

    package init(owner: String, name: String, module: String, conditions: [String]) {
        self.owner = owner
        self.name = name
        self.module = module
        self.conditions = conditions
    }

    /// The name without labels: `usePassphrase`.
    package var baseName: String { String(name.beforeParameters) }
}
