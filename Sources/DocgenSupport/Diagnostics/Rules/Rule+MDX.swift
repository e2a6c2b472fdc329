extension Rule {
    /// What the MDX grammar (`MDXScanner`, the fold) finds wrong in an `.mdx` page, and what a
    /// site build finds in its components.
    static let mdx: [Rule] = [mdxUnclosedTag, mdxStrayClosingTag, mdxMismatchedClosingTag, mdxInvalidTag,
                              mdxUnclosedExpression, mdxInvalidESM, mdxUnclosedComment, mdxUnknownComponent,
                              mdxExpressionAttribute, mdxMissingPartial, mdxPartialCycle]

    public static let mdxUnclosedTag = Rule(
        "docgen.mdx.unclosed-tag", .error, "a JSX element never closed",
        explanation: """
        An element runs to its closing tag, which must come before the end of its container: the page, \
        an admonition or a list item, or, for an element inside text, its paragraph, heading or table cell. \
        Without one, the rest of the container is read as its content.
        """,
        bad: "<Tabs>\n<TabItem label=\"npm\">\n\nnpm install\n\n</TabItem>", good: "<Tabs>\n<TabItem label=\"npm\">\n\nnpm install\n\n</TabItem>\n</Tabs>")

    public static let mdxStrayClosingTag = Rule(
        "docgen.mdx.stray-closing-tag", .error, "a closing tag that closes no element",
        explanation: "A closing tag with no open element before it in its container, usually left behind when an opening tag was deleted.",
        bad: "Text.\n\n</Tabs>", good: "Text.")

    public static let mdxMismatchedClosingTag = Rule(
        "docgen.mdx.mismatched-closing-tag", .error, "a closing tag for another element than the innermost open one",
        explanation: "JSX elements nest: the innermost open element closes first. A closing tag naming another element is reported where it stands.",
        bad: "<Tabs>\n<TabItem label=\"a\">\n\nA\n\n</Tabs>", good: "<Tabs>\n<TabItem label=\"a\">\n\nA\n\n</TabItem>\n</Tabs>")

    public static let mdxInvalidTag = Rule(
        "docgen.mdx.invalid-tag", .error, "a tag that breaks JSX's grammar",
        explanation: """
        JSX is stricter than HTML: attribute values are quoted strings or `{expressions}`, strings end on \
        their line's quote, a closing tag has no attributes. The tag is published as text.
        """,
        bad: "<TabItem label=npm>", good: "<TabItem label=\"npm\">")

    public static let mdxUnclosedExpression = Rule(
        "docgen.mdx.unclosed-expression", .error, "a `{` whose expression never closes",
        explanation: """
        In MDX, `{` starts a JavaScript expression that runs to its matching `}` (braces in strings, \
        template literals and comments do not count). Write a literal brace as `\\{`.
        """,
        bad: "Use {props.name to greet.", good: "Use \\{props.name to greet.")

    public static let mdxInvalidESM = Rule(
        "docgen.mdx.invalid-esm", .error, "a top-level line starting with `import` or `export` that is not a statement",
        explanation: """
        At the top level of an MDX page, a paragraph starting with `import ` or `export ` is ECMAScript \
        module code. docgen reads its `import` and `export` statements (and drops them from the page); other \
        code, or a statement that never ends, is reported.
        """,
        bad: "import Tabs from", good: "import Tabs from '@theme/Tabs';")

    public static let mdxUnclosedComment = Rule(
        "docgen.mdx.unclosed-comment", .error, "`<!--` with no `-->`",
        explanation: "MDX has no HTML comments, but docgen reads them as comments, as Docusaurus 2 did; without its `-->` the rest of the page would be one.",
        bad: "<!-- TODO", good: "<!-- TODO -->")

    public static let mdxUnknownComponent = Rule(
        "docgen.mdx.unknown-component", .warning, "a JSX component docgen does not render",
        explanation: """
        docgen runs no JavaScript: it renders `<Tabs>`/`<TabItem>`, `<Admonition>`, `<Aside>`, `<details>`/`<summary>` \
        and a few elements of text (`<kbd>`, `<sup>`…) itself, and publishes any other component as its Markdown \
        content alone, without what the component would have drawn around it. The warning comes once for the \
        whole site per component name, at its first place with the number of places. `components:` in \
        docgen.yaml says what a component is (`unwrap`, `drop` or `{model: NAME}`) and silences it; or rewrite \
        the page in Markdown.
        """,
        bad: "<YouTube id=\"xyz\" />", good: "[The talk](https://www.youtube.com/watch?v=xyz)")

    public static let mdxExpressionAttribute = Rule(
        "docgen.mdx.expression-attribute", .warning, "an HTML element's attribute whose value is JavaScript docgen does not run",
        explanation: """
        A lower-case JSX element (`<img>`, `<a>`, `<div>`) is an HTML element, published through the same \
        sanitizer as raw HTML in Markdown. An attribute given as a string (`src="img/a.png"`) or a literal \
        (`{"img/a.png"}`, `{200}`) keeps its value; one given as an expression (`src={logo}`, \
        `src={require('./a.png').default}`, `{...props}`) would need the page's JavaScript run, so it is left \
        out, and the element is published without it. One warning per element names every attribute left out. \
        Write the value as a string, with the image's path relative to the page.
        """,
        bad: "<img src={require('./add-package.png').default} alt=\"Add a package\" />",
        good: "<img src=\"./add-package.png\" alt=\"Add a package\" />")

    public static let mdxMissingPartial = Rule(
        "docgen.mdx.missing-partial", .error, "an `import` of a Markdown partial that is not there",
        explanation: """
        `import Note from './_note.md'` (or `.mdx`, relative to the importing file, or `@site/…` from the \
        site's root) brings a partial in: `<Note />` is replaced by its content. A file that does not exist, or \
        cannot be read, leaves nothing to put there.
        """,
        bad: "import Note from './_missing.md';\n\n<Note />", good: "import Note from './_note.md';\n\n<Note />")

    public static let mdxPartialCycle = Rule(
        "docgen.mdx.partial-cycle", .error, "a partial that includes itself, directly or through others",
        explanation: """
        A partial's content may import and use other partials, but never one that is already being included: \
        the content would have no end. The import that closes the circle is reported, and is not followed.
        """,
        bad: "// _a.md\nimport B from './_b.md';\n<B />\n// _b.md\nimport A from './_a.md';\n<A />",
        good: "// _a.md\nimport B from './_b.md';\n<B />\n// _b.md\nText only.")
}
