import DocgenAPIModel
import DocgenSupport

/// One model's surface by the names prose uses for it: every type, and every member by its
/// full name (`heat(_:)`) and its base name (`heat`), with the type that declares it. The
/// availability and count rules look up each code span of every page; a scan of the surface
/// for each would cost more than the rest of the check. Built once per model (its memo).
final class SurfaceNames: Sendable {
    struct Owned: Sendable {
        let owner: String
        let member: APISurfaceMember
    }

    private let types: [String: APISurfaceSymbol]
    private let byName: [String: [Owned]]
    private let byBaseName: [String: [Owned]]
    /// Every symbol's last name (`State` of `Store.State`) and a top-level function's base name.
    let symbolNames: Set<String>
    /// Methods by their labels (`(ofCount:)`), for a selector whose base name is misspelt.
    private let byLabels: [Substring: [Owned]]
    /// Top-level functions by base name (`brew` of `brew(completion:)`).
    private let functionsByBase: [String: [APISurfaceSymbol]]

    static func of(_ model: APIModel) -> SurfaceNames {
        model.memo.value("SurfaceNames") { SurfaceNames(model.surface) }
    }

    private init(_ surface: APISurface) {
        var types: [String: APISurfaceSymbol] = [:]
        var byName: [String: [Owned]] = [:]
        var byBaseName: [String: [Owned]] = [:]
        for symbol in surface.symbols {
            if types[symbol.name] == nil { types[symbol.name] = symbol }
            for member in symbol.members {
                let owned = Owned(owner: symbol.name, member: member)
                byName[member.name, default: []].append(owned)
                if member.baseName != member.name { byBaseName[member.baseName, default: []].append(owned) }
            }
        }
        self.types = types
        var byLabels: [Substring: [Owned]] = [:]
        for symbol in surface.symbols {
            for member in symbol.members {
                guard let open = member.name.firstIndex(of: "("), member.name.index(after: open) < member.name.endIndex,
                      member.name[member.name.index(after: open)] != ")" else { continue }
                byLabels[member.name[open...], default: []].append(Owned(owner: symbol.name, member: member))
            }
        }
        self.byLabels = byLabels
        var functionsByBase: [String: [APISurfaceSymbol]] = [:]
        for symbol in surface.symbols where symbol.kind == .function {
            functionsByBase[String(symbol.name.prefix { $0 != "(" }), default: []].append(symbol)
        }
        self.functionsByBase = functionsByBase
        symbolNames = Set(surface.symbols.map { symbol in
            let last = symbol.name.split(separator: ".").last.map(String.init) ?? symbol.name
            return String(last.prefix { $0 != "(" })
        })
        self.byName = byName
        self.byBaseName = byBaseName
    }

    func type(_ name: String) -> APISurfaceSymbol? { types[name] }

    /// The top-level functions `name` names: by selector (`brew(completion:)`) or base name (`brew`).
    func functions(_ name: String) -> [APISurfaceSymbol] {
        if let symbol = types[name], symbol.kind == .function { return [symbol] }
        return functionsByBase[String(name.prefix { $0 != "(" })]?.filter { !name.contains("(") || $0.name == name } ?? []
    }

    /// The methods with exactly the labels of `selector` (`(ofCount:)` of `combination(ofCount:)`).
    func members(labelledAs selector: String) -> [Owned] {
        guard let open = selector.firstIndex(of: "(") else { return [] }
        return byLabels[selector[open...]] ?? []
    }

    /// The members named `name` (a full name, else a base name), with their owners.
    func members(_ name: String) -> [Owned] {
        byName[name] ?? byBaseName[name] ?? []
    }

    /// Every member whose base name is `base`: properties and methods alike.
    func members(base: String) -> [Owned] {
        (byName[base] ?? []) + (byBaseName[base] ?? [])
    }

    /// The members `Owner.member` names, when `qualified` has an owner the surface has.
    func members(qualified: String) -> (owner: String, members: [APISurfaceMember])? {
        let path = qualified.prefix { $0 != "(" }
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let owner = String(path[..<dot])
        let member = String(qualified[qualified.index(after: dot)...])
        let found = members(member).filter { $0.owner == owner }.map(\.member)
        return found.isEmpty ? nil : (owner, found)
    }

    /// True when the surface has a type or a member of this name.
    func knows(_ name: String) -> Bool {
        types[name] != nil || !members(name).isEmpty || members(qualified: name) != nil
    }
}
