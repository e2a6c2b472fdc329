import DocgenSupport

/// The model a part of a page is written against, when it is not the page's: set for a
/// section or a block by `<!-- docgen:model sdk3 -->`, for an admonition by
/// `:::note{model=sdk3}`, and (by the same value) for any container that can carry an
/// attribute, such as an MDX wrapper component. The API rules check the part against it.
struct ModelScope: Sendable, Hashable {
    /// The model's name as written; nil for the page's own model.
    var model: String?
    /// Where the marker or attribute says so, for an unknown name.
    var location: SourceLocation?

    /// The page's model (its front matter, or the one its tables match).
    static let page = ModelScope(model: nil, location: nil)

    static let markerPrefix = "<!-- docgen:model "

    /// The scope a `<!-- docgen:model NAME -->` comment sets; nil for any other HTML.
    static func marker(_ html: String, at location: SourceLocation) -> ModelScope? {
        let trimmed = html.trimmingWhitespace
        guard trimmed.hasPrefix(markerPrefix), trimmed.hasSuffix("-->") else { return nil }
        let name = String(trimmed.dropFirst(markerPrefix.count).dropLast(3)).trimmingWhitespace
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { return nil }
        return ModelScope(model: name, location: location)
    }

    /// The scope an admonition's (or a component's) attributes set, if they name a model.
    static func attributes(_ attributes: [String: String], at location: SourceLocation) -> ModelScope? {
        guard let name = attributes["model"], !name.isEmpty else { return nil }
        return ModelScope(model: name, location: location)
    }

    static func == (a: ModelScope, b: ModelScope) -> Bool { a.model == b.model }
    func hash(into hasher: inout Hasher) { hasher.combine(model) }
}
