import DocgenSupport
import FoundationEssentials

/// `docgen model`: a model's surface as text (every symbol with its members: kind, whether a
/// requirement or parameter is required, signature, availability) or as JSON.
public enum ModelPrinter {
    public static func text(_ catalog: ModelCatalog) -> String {
        var out = "Models: \(catalog.origin)\n"
        for model in catalog.models {
            out += "\n" + text(model)
        }
        return out
    }

    public static func text(_ model: APIModel) -> String {
        let surface = model.surface
        let memberCount = surface.symbols.reduce(0) { $0 + $1.members.count }
        var out = "\(model.name) (\(model.modules.joined(separator: ", ")): \(surface.symbols.count) symbols, \(memberCount) members)\n"
        for symbol in surface.symbols {
            let parts = TypeDeclarationParts(symbol)
            out += "  \(symbol.kind.rawValue) \(symbol.name)\(parts.genericParameters)"
            if symbol.kind == .extension { out += " (module \(symbol.module))" }
            // The superclass (or a protocol's class bound) first, as Swift writes it.
            let inherited = (symbol.superclass.map { [$0] } ?? []) + (parts.classBound.map { [$0] } ?? []) + (symbol.conformances ?? [])
            if !inherited.isEmpty { out += ": \(inherited.joined(separator: ", "))" }
            if let whereClause = parts.whereClause { out += " (where \(whereClause))" }
            let requirements = symbol.members.filter { $0.required != nil }
            if symbol.kind == .protocol, !requirements.isEmpty {
                let required = requirements.filter { $0.required == true }.count
                out += " (\(requirements.count) requirement\(requirements.count == 1 ? "" : "s"), \(required) required: no default)"
            }
            out += availability(symbol.availability) + "\n"
            for member in symbol.members {
                var line = "    "
                // An @objc protocol's optional requirement says so in its signature already.
                if let required = member.required, required || !member.signature.split(separator: " ").contains("optional") {
                    line += required ? "required " : "optional "
                }
                line += member.signature
                if let constraints = member.constraints { line += " (where \(constraints))" }
                out += line + availability(member.availability) + "\n"
            }
        }
        if let conditional = surface.conditional {
            // Names only, and never judged: what a build with other `-D` conditions adds.
            out += "  only in other builds (names known, not checked):\n"
            for declaration in conditional {
                let name = declaration.owner.isEmpty ? declaration.name : "\(declaration.owner).\(declaration.name)"
                out += "    \(name)  [with \(declaration.conditions.joined(separator: ", ")) set]\n"
            }
        }
        return out
    }

    /// `{"symbols": [...]}` for one model, `{"models": [{"name", "symbols"}]}` for several.
    public static func json(_ models: [APIModel]) -> String {
        if models.count == 1 { return String(decoding: models[0].surface.json(), as: UTF8.self) + "\n" }
        let parts = models.map { model in
            let symbols = String(decoding: model.surface.json(pretty: false), as: UTF8.self)
            var name: [UInt8] = []
            JSONText.appendString(model.name, to: &name)
            return "{\"name\":\(String(decoding: name, as: UTF8.self)),\(symbols.dropFirst())"
        }
        return "{\"models\":[" + parts.joined(separator: ",") + "]}\n"
    }

    private static func availability(_ entries: [APISurfaceAvailability]?) -> String {
        guard let entries, !entries.isEmpty else { return "" }
        let parts = entries.map { entry -> String in
            var words: [String] = []
            if let introduced = entry.introduced { words.append("introduced \(introduced)") }
            if let deprecated = entry.deprecated { words.append("deprecated \(deprecated)") }
            if entry.isUnconditionallyDeprecated == true { words.append("deprecated") }
            if let obsoleted = entry.obsoleted { words.append("obsoleted \(obsoleted)") }
            if entry.isUnconditionallyUnavailable == true { words.append("unavailable") }
            if let renamed = entry.renamed { words.append("renamed to \(renamed)") }
            if let message = entry.message { words.append("\"\(message)\"") }
            return "\(entry.domain) " + words.joined(separator: ", ")
        }
        return "  [" + parts.joined(separator: "; ") + "]"
    }
}
