extension Rule {
    static let config: [Rule] = [configSyntax, configType, configUnknownKey, configLocaleCode, configDefaultLocale, configBaseURL, configValue,
                                 configBuiltinComponent, configMissingTemplatePartial]

    public static let configSyntax = Rule(
        "docgen.config.syntax", .error, "docgen.yaml is not valid YAML",
        explanation: "libyaml's message, at the line and column where the YAML stops making sense.",
        bad: "title: [Adapty", good: "title: Adapty")

    public static let configType = Rule(
        "docgen.config.type", .error, "a docgen.yaml value of the wrong kind",
        explanation: """
        Each key takes one kind of value (text, a list, a mapping); the message says which the key needs. docgen \
        stops instead of guessing what a list where text belongs was meant to say.
        """,
        bad: "locales: en", good: "locales:\n  - code: en")

    public static let configUnknownKey = Rule(
        "docgen.config.unknown-key", .warning, "a key docgen.yaml does not know",
        explanation: "Usually a typo (`baseUrl` for `baseURL`); the key is ignored, so the setting it meant has no effect.",
        bad: "baseUrl: https://docs.example.com/", good: "baseURL: https://docs.example.com/")

    public static let configLocaleCode = Rule(
        "docgen.config.locale-code", .error, "a locale code that is not a language tag",
        explanation: "Locale codes are BCP 47 language tags (`en`, `zh-Hans`, `pt-BR`); they become URL segments and `lang` attributes.",
        bad: "- code: en/US", good: "- code: en-US")

    public static let configDefaultLocale = Rule(
        "docgen.config.default-locale", .error, "defaultLocale is not one of the locales",
        explanation: "The default locale must be one of `locales`, since it is the source the others translate.",
        bad: "defaultLocale: de\nlocales: [{code: en}]", good: "defaultLocale: en\nlocales: [{code: en}]")

    public static let configBaseURL = Rule(
        "docgen.config.base-url", .warning, "no absolute baseURL",
        explanation: """
        Canonical links, hreflang alternates and sitemap.xml need absolute URLs. Without `baseURL` they are \
        site-relative, which search engines ignore; the site itself still works from any folder.
        """,
        bad: "baseURL: /docs/", good: "baseURL: https://docs.example.com/docs/")

    public static let configValue = Rule(
        "docgen.config.value", .error, "a docgen.yaml value outside the ones the key allows",
        explanation: "Some keys take one of a few values (`html: safe` or `html: trusted`, `true` or `false`); docgen stops rather than guess.",
        bad: "html: sometimes", good: "html: safe")

    public static let configBuiltinComponent = Rule(
        "docgen.config.builtin-component", .warning, "a `components:` entry for a component docgen renders itself",
        explanation: """
        `<Tabs>`, `<TabItem>`, `<Admonition>`, `<Aside>`, `<details>`, `<summary>` and the elements of text \
        (`<kbd>`, `<sup>`…) are rendered by docgen, the same on every site; an entry under `components:` \
        cannot change them, and is ignored with this warning rather than in silence.
        """,
        bad: "components:\n  Tabs: drop", good: "components:\n  Zoom: unwrap")

    public static let configMissingTemplatePartial = Rule(
        "docgen.config.missing-template-partial", .error, "a `{partial: NAME}` component whose template is not there",
        explanation: """
        `Note: {partial: note}` renders every `<Note>` with `templates/partials/note.html`, given `component.name`, \
        `component.attributes` (each attribute's text) and `component.children` (the children, rendered). \
        Without that file no page with a `<Note>` could be rendered.
        """,
        bad: "components:\n  Note: {partial: nots}", good: "components:\n  Note: {partial: note}")
}
