extension Rule {
    static let html: [Rule] = [htmlDropped, htmlUnparsed, assetsActive]

    public static let htmlDropped = Rule(
        "docgen.html.dropped", .warning, "raw HTML the sanitizer left out",
        explanation: """
        With `html: safe` (the default) raw HTML in pages keeps only elements, attributes and URLs that cannot \
        run script or restyle the site: `<script>`, `on…` handlers, `javascript:` URLs, `<iframe>`, `<style>` and \
        the like are dropped, each a warning at its place in the page. The rest of the HTML is published. Set \
        `html: trusted` only if every writer may put script on the site.
        """,
        bad: "<img src=x onerror=\"alert(1)\">", good: "<img src=\"diagram.png\" alt=\"Flow\">")

    public static let htmlUnparsed = Rule(
        "docgen.html.unparsed", .warning, "raw HTML too large or deep to sanitize, shown as text",
        explanation: """
        Raw HTML past the sanitizer's budget (nesting thousands of elements deep, or megabytes in one page) is \
        escaped and shown as text rather than parsed, so a page cannot make the build slow or the output unsafe.
        """)

    public static let assetsActive = Rule(
        "docgen.assets.active", .warning, "an HTML, SVG or XML file in content/ is not published",
        explanation: """
        A browser opens such a file as a document that can run script on the site's origin, with its readers' \
        storage, whoever wrote it. It is left out unless docgen.yaml says `assets: {allowActive: true}`.
        """,
        bad: "content/en/diagram.svg", good: "content/en/diagram.png")
}
