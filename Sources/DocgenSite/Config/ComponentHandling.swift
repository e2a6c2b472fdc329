import DocgenSupport

/// What an MDX component docgen does not render itself becomes, as `components:` in
/// docgen.yaml says: its children (`unwrap`), nothing (`drop`), or its children with the API
/// rules inside checked against another model (`{model: sdk4}`), as `<SinceV4 model="sdk4">`
/// would be, or the site's template partial `templates/partials/NAME.html` given the
/// component's attributes and its rendered children (`{partial: NAME}`). A configured
/// component is not warned of: the site has said what it means.
public enum ComponentHandling: Sendable, Equatable {
    case unwrap
    case drop
    case model(String)
    case partial(String)

    /// The template a `{partial: NAME}` component is rendered with.
    public static func templateName(_ partial: String) -> String { "partials/\(partial).html" }

    /// The handling `node` names, or nil with an error at the value.
    static func read(name: String, _ node: YAMLNode, file: String, problems: inout [Diagnostic]) -> ComponentHandling? {
        let expected = "'\(name)' under 'components' must be unwrap, drop, {model: NAME} or {partial: NAME}"
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
            guard entries.count == 1, entries[0].key == "model" || entries[0].key == "partial" else {
                problems.append(.error(.configValue, expected, file: file, at: entries.first(where: { $0.key != "model" && $0.key != "partial" })?.keyLocation ?? node.location))
                return nil
            }
            let key = entries[0].key
            // A partial's name is a file name in templates/partials/: no folders, no climbing out.
            guard let value = entries[0].value.string, !value.isEmpty,
                  key == "model" || !value.contains("/") && !value.hasPrefix(".") else {
                problems.append(.error(.configType, "the \(key) of '\(name)' must be a \(key)'s name, e.g. {\(key): \(key == "model" ? "sdk4" : "note")}",
                                       file: file, at: entries[0].value.location))
                return nil
            }
            return key == "model" ? .model(value) : .partial(value)
        case .sequence:
            problems.append(.error(.configType, expected, file: file, at: node.location))
            return nil
        }
    }
}
