/// What a build does with the raw HTML in pages: `html:` in docgen.yaml.
public enum RawHTMLMode: String, Sendable, CaseIterable {
    /// Sanitized (the default): the elements and attributes documentation needs stay, the
    /// rest is dropped, each drop a warning at its place in the page (`docgen.html.dropped`).
    case safe
    /// Kept as written, but for GFM's tag filter: for sites whose every writer, translators
    /// included, may put script on the site.
    case trusted
}
