import DocgenSite
import DocgenSupport

extension Theme {
    /// A `{partial: NAME}` component of docgen.yaml whose `templates/partials/NAME.html` is in
    /// neither the site's templates nor the theme: an error at the entry, found before any
    /// page is rendered (and by `docgen check`, which renders none).
    public func missingComponentTemplates(_ config: SiteConfig) -> [Diagnostic] {
        config.components.sorted { $0.key < $1.key }.compactMap { name, handling in
            guard case .partial(let partial) = handling, templates.templates[ComponentHandling.templateName(partial)] == nil else { return nil }
            return .error(.configMissingTemplatePartial,
                          "<\(name)> is rendered with the template partial '\(partial)', but there is no \(Theme.folderName)/\(ComponentHandling.templateName(partial))",
                          file: SiteConfig.fileName, at: config.componentLocations[name],
                          fix: .init(message: "add \(Theme.folderName)/\(ComponentHandling.templateName(partial)); it is given component.name, component.attributes and component.children"))
        }
    }
}
