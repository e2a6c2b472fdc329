import DocgenSupport

/// The model a part of a page is written against, when it is not the page's: set for a
/// section or a block by `<!-- docgen:model sdk3 -->`, for an admonition by
/// `:::note{model=sdk3}`, and (by the same value) for any container that can carry an
/// attribute, such as an MDX wrapper component. The API rules check the part against it.
/// A component whose label names a platform (`<TabItem value="macos" label="macOS">`) scopes
/// its children to the site's reading of the page's SDK for that platform, when there is one.
struct ModelScope: Sendable, Hashable {
    /// The model's name as written; nil for the page's own model.
    var model: String?
    /// Where the marker or attribute says so, for an unknown name.
    var location: SourceLocation?
    /// The platform a component's label names (`macos`), when it names no model.
    var platform: String? = nil

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

    /// The attributes of a component that label its content (Docusaurus `TabItem`'s `value`
    /// and `label`, Starlight's `label`, a `title`).
    private static let labelAttributes = ["label", "value", "title"]

    /// The platform of a part about another SDK of the site (an Android or Flutter tab beside
    /// the iOS one): no Swift model reads it.
    static let otherSDK = "other-sdk"

    /// How a label names a platform, whole: `macOS`, `Mac`, `tvOS`… (`SourcePlatform`'s names),
    /// and the platforms of other SDKs (`Android`, `Flutter`, `React Native`, `Kotlin`…).
    private static let platformLabels: [String: String] = [
        "ios": "ios", "iphone": "ios", "ipados": "ios", "macos": "macos", "mac": "macos", "osx": "macos",
        "tvos": "tvos", "watchos": "watchos", "visionos": "visionos", "linux": "linux",
    ].merging(OtherPlatformCode.tabLabels.map { ($0, otherSDK) }, uniquingKeysWith: { first, _ in first })

    /// The scope a component's label sets when it is a platform's name, whole.
    static func platform(_ attributes: [String: String], at location: SourceLocation) -> ModelScope? {
        for name in labelAttributes {
            guard let value = attributes[name], let platform = platformLabels[value.trimmingWhitespace.lowercased()] else { continue }
            return ModelScope(model: nil, location: location, platform: platform)
        }
        return nil
    }

    static func == (a: ModelScope, b: ModelScope) -> Bool { a.model == b.model && a.platform == b.platform }
    func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(platform)
    }
}
