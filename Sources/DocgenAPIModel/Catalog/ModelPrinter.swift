import DocgenSupport
import FoundationEssentials

/// `docgen model`: the surface as text, per symbol its members, required or optional, and counts.
public enum ModelPrinter {
    public static func text(_ catalog: ModelCatalog) -> String {
        var out = "Models: \(catalog.origin)\n"
        for model in catalog.models {
            out += "\n\(model.name) (module \(model.module))\n"
            for symbol in model.symbols {
                let noun = symbol.kind == .protocol ? (symbol.members.count == 1 ? "requirement" : "requirements")
                    : (symbol.members.count == 1 ? "parameter" : "parameters")
                let title = symbol.kind == .protocol ? "protocol \(symbol.name)" : "func \(symbol.qualifiedName)"
                out += "  \(title): \(symbol.members.count) \(noun), \(symbol.requiredMembers.count) required (no default)\n"
                for member in symbol.members {
                    let detail = member.kind == .parameter ? "\(member.name): \(member.type ?? "")" : member.name
                    let defaultValue = member.kind == .parameter
                        ? (member.declaration.firstRange(ofLiteral: " = ").map { " " + member.declaration[$0.lowerBound...].dropFirst() } ?? "")
                        : ""
                    out += "    \(member.isRequired ? "required" : "optional")  \(detail)\(defaultValue)\n"
                }
            }
        }
        return out
    }
}
