extension Rule {
    static let frontMatter: [Rule] = [frontMatterSyntax, frontMatterUnclosed, frontMatterTooLarge, frontMatterType, frontMatterSlug, pageEmpty]
    static let markdown: [Rule] = [markdownUnclosedAdmonition, markdownStrayAdmonitionClose, markdownUnknownAdmonition, markdownTooDeep,
                                   markdownTableTooLarge, markdownTooComplex, markdownHeadingID, markdownDuplicateHeadingID,
                                   markdownUnclosedFence]
    static let site: [Rule] = [siteDuplicateURL, siteReservedURL, siteGeneratedFile]

    public static let frontMatterSyntax = Rule(
        "docgen.frontmatter.syntax", .error, "front matter is not valid YAML",
        explanation: "The block between the `---` lines at the top of a page is YAML; libyaml's message is shown at its line in the page.",
        bad: "---\ntitle: Handle: events\n---", good: "---\ntitle: \"Handle: events\"\n---")

    public static let frontMatterUnclosed = Rule(
        "docgen.frontmatter.unclosed", .error, "front matter never closed",
        explanation: "A page that starts with `---` opens front matter; without the closing `---` line the whole page would be YAML.",
        bad: "---\ntitle: Events\n\n# Events", good: "---\ntitle: Events\n---\n\n# Events")

    public static let frontMatterTooLarge = Rule(
        "docgen.frontmatter.too-large", .error, "front matter over 64 KiB, or nested more than 64 levels",
        explanation: """
        Front matter is checked before libyaml reads it, whose time grows faster than the text on \
        deeply nested or very large documents (100,000 levels took 26 s). Real front matter is a \
        few hundred bytes; move data this large into a file of its own.
        """)

    public static let frontMatterType = Rule(
        "docgen.frontmatter.type", .error, "a front-matter value of the wrong kind",
        explanation: "Front matter is a mapping; `order` is a whole number, `title`, `description`, `slug` and `model` are text.",
        bad: "order: first", good: "order: 1")

    public static let frontMatterSlug = Rule(
        "docgen.frontmatter.slug", .error, "a slug that is not one URL segment, or not a path its generator reads",
        explanation: """
        In docgen's own layout `slug` replaces the last segment of the page's URL; a `/` in it would move the page \
        to another folder. In a Docusaurus or Starlight site it is a path, as there (`/migrate`, `v2/api`), without \
        `.` or `..` segments, an empty segment, or a character that breaks URLs.
        """,
        bad: "slug: guides/events", good: "slug: events")

    public static let pageEmpty = Rule(
        "docgen.page.empty", .warning, "an empty page",
        explanation: """
        A page with no text is published empty, titled by its file name, so a translation file created ahead of \
        its text does not stop a build. The warning keeps it from going unnoticed.
        """)

    public static let markdownUnclosedAdmonition = Rule(
        "docgen.markdown.unclosed-admonition", .error, "an admonition (`:::note`) never closed",
        explanation: "An admonition runs from its `:::kind` line to a `:::` line; without one, the rest of the page would be inside it.",
        bad: ":::warning\nDismiss the controller yourself.", good: ":::warning\nDismiss the controller yourself.\n:::")

    public static let markdownStrayAdmonitionClose = Rule(
        "docgen.markdown.stray-admonition-close", .error, "a `:::` line that closes no admonition",
        explanation: """
        A closing `:::` with no open admonition, usually left behind when an opening line was deleted, or after an \
        opening written with two colons (`::note`), which Markdown reads as text: the message then names that line.
        """,
        bad: "Text.\n:::", good: "Text.")

    public static let markdownUnknownAdmonition = Rule(
        "docgen.markdown.unknown-admonition", .warning, "an admonition kind Docusaurus and Starlight do not know",
        explanation: "The kinds are note, tip, info, important, warning, caution and danger; another is rendered as a note.",
        bad: ":::hint", good: ":::tip")

    public static let markdownHeadingID = Rule(
        "docgen.markdown.heading-id", .warning, "a heading's `{#…}` that is not an id",
        explanation: """
        A heading may end with its id in braces, `## Title {#id}` (or `\\{#id\\}`, as translation tools escape it). \
        An id is letters, digits, `-`, `_` and `.`: one with a space or nothing in it would be no anchor a link \
        can reach. The braces are left out of the page, and the heading's id is made from its text.
        """,
        bad: "## Handle events {#handle events}", good: "## Handle events {#handle-events}")

    public static let markdownUnclosedFence = Rule(
        "docgen.markdown.unclosed-fence", .warning, "a code fence that is never closed",
        explanation: """
        A fenced code block ends at a line of the same fence characters, at least as many as opened it. Without \
        one, Markdown reads everything after the opening fence as code, up to the end of the page (or of the list \
        item or quote the fence is in): headings and paragraphs after it are shown as code, and a Swift block \
        takes them in as Swift. The warning points at the opening fence and says where the block ends now. A block \
        left open around code alone (no heading, admonition, fence, tag or paragraph of prose after it) renders as \
        it would closed, and is not reported.
        """,
        bad: "```swift\nlet store = Store()\n\n## Next steps", good: "```swift\nlet store = Store()\n```\n\n## Next steps")

    public static let markdownDuplicateHeadingID = Rule(
        "docgen.markdown.duplicate-heading-id", .error, "two headings of a page given the same id",
        explanation: """
        An explicit id (`## Title {#id}`) is the anchor links use. When an earlier heading of the page has that id \
        already (its own `{#id}`, or the id made from its text), the second is numbered (`id-1`), and links meant \
        for it lead to the first heading.
        """,
        bad: "## Install {#setup}\n## Configure {#setup}", good: "## Install {#install}\n## Configure {#setup}")

    public static let markdownTooDeep = Rule(
        "docgen.markdown.too-deep", .error, "Markdown nested more than 128 levels deep",
        explanation: """
        Block quotes, lists, emphasis, links and admonitions nest at most 128 levels, counted together: deeper \
        content would overflow the stack of every pass over the tree. Real pages stay far below it.
        """)

    public static let markdownTableTooLarge = Rule(
        "docgen.markdown.table-too-large", .error, "a table of more than 250,000 cells",
        explanation: """
        cmark-gfm gives every body row as many cells as the header has columns, written or not, so \
        a small page can ask for millions of cells (a 23 KB table of 4,000 columns and 4,000 rows \
        took 4.75 GB). Tables are counted before parsing; split a table this large.
        """)

    public static let markdownTooComplex = Rule(
        "docgen.markdown.too-complex", .error, "thousands of inline HTML openers that never close",
        explanation: """
        cmark-gfm looks for the end of `<![CDATA[`, `<!--` and `<?` from every opener, so thousands \
        of them with no closer after them take time quadratic in the page. Write them as code, or \
        close them.
        """)

    public static let siteDuplicateURL = Rule(
        "docgen.site.duplicate-url", .error, "two pages publish to the same URL",
        explanation: "Two files (a page and a folder's index.md, or two pages with one slug) would overwrite each other; give one another slug.",
        bad: "guides/setup.md and guides/setup/index.md", good: "guides/setup.md and guides/setup/advanced.md")

    public static let siteGeneratedFile = Rule(
        "docgen.site.generated-file", .error, "a file of content/ would replace a file docgen writes",
        explanation: """
        A file such as `content/en/setup/index.html` or `content/en/search-index.json` would be \
        published where docgen writes a page, a locale's search index or its translation status page, \
        and silently replace it. Rename or move the file.
        """,
        bad: "content/en/search-index.json", good: "content/en/data/search-index.json")

    public static let siteReservedURL = Rule(
        "docgen.site.reserved-url", .error, "a page publishes where docgen writes a page of its own",
        explanation: "`<locale>/translation-status/` is the translation status page; a content page may not take its URL.",
        bad: "slug: translation-status", good: "slug: translation-progress")
}
