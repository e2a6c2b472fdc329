/// `layout:` in docgen.yaml: where a site's pages are.
public enum SiteLayout: String, Sendable, CaseIterable {
    /// docgen's own `content/<locale>/` when there is a `content/` folder, else a Docusaurus or
    /// Starlight site when its config is at the root.
    case auto
    /// `content/<locale>/`.
    case docgen
    /// `docs/` and `i18n/<locale>/docusaurus-plugin-content-docs/current/` (`DocusaurusLayout`).
    case docusaurus
    /// `src/content/docs/` with a folder per locale (`StarlightLayout`).
    case starlight
    /// The default locale's pages in `source:`, each translation where `translations:` puts it
    /// (`TranslationMapping`).
    case mapped
}
