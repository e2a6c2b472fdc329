import DocgenSupport

/// What an MDX component docgen does not render itself becomes, as `components:` in
/// docgen.yaml says: its children (`unwrap`), nothing (`drop`), or its children with the API
/// rules inside checked against another model (`{model: sdk4}`), as `<SinceV4 model="sdk4">`
/// would be. A configured component is not warned of: the site has said what it means.
public enum ComponentHandling: Sendable, Equatable {
    case unwrap
    case drop
    case model(String)

    /// The handling `node` names, or nil with an error at the value.
    static func read(name: String, _ node: YAMLNode, file: String, problems: inout [Diagnostic]) -> ComponentHandling? {
        let expected = "'\(name)' under 'components' must be unwrap, drop or {model: NAME}"
        switch node {
        case .scalar:
            switch node.string {
            case "unwrap": return .unwrap
            case "drop": return .drop
            default:
                problems.append(.error(.configValue, expected, file: file, at: node.location))
                return nil
            }
        case .mapping(let entries, _):
            guard entries.count == 1, entries[0].key == "model" else {
                problems.append(.error(.configValue, expected, file: file, at: entries.first(where: { $0.key != "model" })?.keyLocation ?? node.location))
                return nil
            }
            guard let model = entries[0].value.string, !model.isEmpty else {
                problems.append(.error(.configType, "the model of '\(name)' must be a model's name, e.g. {model: sdk4}",
                                       file: file, at: entries[0].value.location))
                return nil
            }
            return .model(model)
        case .sequence:
            problems.append(.error(.configType, expected, file: file, at: node.location))
            return nil
        }
    }
}
