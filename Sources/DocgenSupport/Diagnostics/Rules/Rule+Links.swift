extension Rule {
    static let links: [Rule] = [linksBroken, linksAnchor, linksMissingFile, linksOutside, linksByName]
    static let templates: [Rule] = [templateSyntax, templateRender, templateStrings, templateLocaleStrings]
    static let output: [Rule] = [outputRefused, outputUnwritable]

    public static let linksBroken = Rule(
        "docgen.links.broken", .error, "a link to a page that does not exist",
        explanation: """
        Links name pages by their Markdown path (`setup.md#install`), resolved in the page's own locale (a link \
        to an untranslated page leads to its fallback). A target that does not exist would be a 404 for readers.
        """,
        bad: "[setup](setpu.md)", good: "[setup](setup.md)")

    public static let linksAnchor = Rule(
        "docgen.links.anchor", .warning, "an anchor that matches no heading of the target page",
        explanation: """
        The `#anchor` of a link must be a heading id of the page it leads to; the fix names the nearest one. An \
        English anchor into a translated page resolves to the heading at the same position.
        """,
        bad: "[install](setup.md#instal)", good: "[install](setup.md#install)")

    public static let linksMissingFile = Rule(
        "docgen.links.missing-file", .error, "a link or image to a file that does not exist",
        explanation: "An image or file linked from a page must exist in the locale folder (or in the default locale's, which fallbacks use).",
        bad: "![paywall](img/paywal.png)", good: "![paywall](img/paywall.png)")

    public static let linksOutside = Rule(
        "docgen.links.outside", .error, "a relative link that leaves the locale folder",
        explanation: "`../../x.md` from a page would point outside `content/<locale>/`, where no page of the site can be.",
        bad: "[x](../../../x.md)", good: "[x](../x.md)")

    public static let linksByName = Rule(
        "docgen.links.by-name", .note, "broken links that name pages by their file names: the site may publish pages by name",
        explanation: """
        Docusaurus and Starlight publish a page at its path (`/docs/ios/setup/`). A site with its own routing may \
        publish it at its file's name (`/docs/setup`), and its writers link by name from any folder. When a quarter \
        or more of a site's broken links (three at least) name a page that way, this note says once that \
        `urls: flat` in docgen.yaml reads the site as it is published.
        """,
        bad: "[setup](setup) from src/content/docs/android/start.mdx, the page being src/content/docs/ios/setup.mdx",
        good: "urls: flat   # in docgen.yaml")

    public static let templateSyntax = Rule(
        "docgen.template.syntax", .error, "a template that does not parse",
        explanation: "A `{% … %}` tag that is unknown, unclosed or closed twice, at its line and column in the template.",
        bad: "{% if page.description %}…", good: "{% if page.description %}…{% end %}")

    public static let templateRender = Rule(
        "docgen.template.render", .error, "a template prints a name that does not exist",
        explanation: "Printing an unknown name is an error rather than an empty string, so a typo never prints nothing.",
        bad: "{{ site.titel }}", good: "{{ site.title }}")

    public static let templateStrings = Rule(
        "docgen.template.strings", .error, "a UI strings file that is not a mapping of keys to text",
        explanation: "`templates/i18n/<locale>.yaml` maps keys (`onThisPage`) to the locale's text.",
        bad: "onThisPage: [On, this, page]", good: "onThisPage: On this page")

    public static let templateLocaleStrings = Rule(
        "docgen.template.locale-strings", .warning, "a locale the theme has no UI strings for",
        explanation: """
        The interface (menus, "On this page", the search box, notices) is in the page's language when the theme \
        has `i18n/<locale>.yaml` for the locale's code or language tag; the built-in theme has en, ja, zh (zh-Hans), \
        zh-Hant, ko, es, pt-BR, fr, de, ru, tr and vi. Any other locale gets the English interface, with this warning \
        naming it, until the site adds `templates/i18n/<code>.yaml`.
        """,
        bad: "locales: [{code: nl}]   # no templates/i18n/nl.yaml", good: "templates/i18n/nl.yaml: {onThisPage: Op deze pagina, …}")

    public static let outputRefused = Rule(
        "docgen.output.refused", .error, "an output folder docgen must not replace",
        explanation: """
        A full build replaces its output folder, so `--out` may not be the site root, `content/`, `templates/`, \
        a parent of them, `/`, or a folder docgen did not make that holds files.
        """)

    public static let outputUnwritable = Rule(
        "docgen.output.unwritable", .error, "the output cannot be written",
        explanation: "The file system refused a write (permissions, a full disk); the previous output stays as it was.")
}
