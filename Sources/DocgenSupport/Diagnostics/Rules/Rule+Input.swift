extension Rule {
    static let input: [Rule] = [
        inputNoContent, inputNoDefaultLocale, inputUnknownLocale, inputStrayFile, inputUnreadable, inputInvalidUTF8,
        inputTooLarge, inputAssetTooLarge, inputUnsafeName, inputBrokenLink, inputSymlinkLoop, inputLinkOutside, inputNotRegular,
        inputUnreadPage,
    ]

    public static let inputNoContent = Rule(
        "docgen.input.no-content", .error, "the site root has no content/ folder",
        explanation: """
        docgen reads pages from `content/<locale>/`. A root without that folder is usually the wrong `--root`; \
        docgen stops rather than publish an empty site.
        """)

    public static let inputNoDefaultLocale = Rule(
        "docgen.input.no-default-locale", .error, "no folder for the default locale",
        explanation: """
        The default locale (`defaultLocale` in docgen.yaml, `en` by default) is the source every translation is \
        compared with, so `content/<defaultLocale>/` must exist.
        """)

    public static let inputUnknownLocale = Rule(
        "docgen.input.unknown-locale", .error, "a folder in content/ that is not a locale of the site",
        explanation: """
        Each folder of `content/` is a locale. A folder that the config does not list (or, without a list, that \
        is not a known language code) is a typo such as `jp` for `ja`, and would otherwise be published as a \
        locale nobody chose.
        """,
        bad: "content/jp/index.md", good: "content/ja/index.md")

    public static let inputStrayFile = Rule(
        "docgen.input.stray-file", .warning, "a file directly in content/, outside every locale folder",
        explanation: "Files directly in `content/` belong to no locale and are not published; move them into a locale folder.",
        bad: "content/logo.png", good: "content/en/logo.png")

    public static let inputUnreadPage = Rule(
        "docgen.input.unread-page", .warning, "a page in a format docgen does not read (.markdown, .mdoc…), left out",
        explanation: "docgen reads `.md` (Markdown) and `.mdx` (MDX) pages. A file with another page extension is neither published as a page nor copied as its source; rename it to `.md` if it is Markdown.",
        bad: "content/en/setup.markdown", good: "content/en/setup.md")

    public static let inputUnreadable = Rule(
        "docgen.input.unreadable", .error, "a file or folder that cannot be read",
        explanation: "The operating system refused to read the file or folder; the message gives its reason (permissions, an I/O error).")

    public static let inputInvalidUTF8 = Rule(
        "docgen.input.invalid-utf8", .error, "a file that is not UTF-8",
        explanation: """
        Pages, templates and config are UTF-8 (with or without a byte-order mark, LF or CRLF). A file saved as \
        UTF-16 or UTF-32 is reported as such; a bad byte is reported at its line and column, so an editor can \
        show it.
        """)

    public static let inputTooLarge = Rule(
        "docgen.input.too-large", .error, "a page over the size limit (8 MiB)",
        explanation: """
        Parsing and rendering take some forty times a page's size in memory, so a page over 8 MiB is refused \
        before it is read, instead of a build that runs out of memory. Split it into several pages.
        """)

    public static let inputAssetTooLarge = Rule(
        "docgen.input.asset-too-large", .error, "a file to publish over the asset size limit",
        explanation: """
        Files beside the pages are copied into the site in chunks, never held whole, up to \
        `limits: {assetMiB: N}` in docgen.yaml (100 MiB by default), so a stray video or disk image \
        is an error naming it instead of a build that copies gigabytes. Raise the limit or host the \
        file elsewhere.
        """)

    public static let inputUnsafeName = Rule(
        "docgen.input.unsafe-name", .error, "a file or folder name that cannot be part of a URL",
        explanation: """
        Names become URLs as they are: `#` and `?` would start a fragment or a query, `%` an \
        escape, and a newline or other control character cannot be in a URL, so the page or file \
        would be published where no link reaches it. A name that is not UTF-8 cannot be read at \
        all. Rename it.
        """,
        bad: "content/en/what-is-50%-off.md", good: "content/en/what-is-50-percent-off.md")

    public static let inputBrokenLink = Rule(
        "docgen.input.broken-link", .error, "a symbolic link that leads nowhere",
        explanation: "A symbolic link in the site whose target does not exist; remove it or point it at a file inside the site.")

    public static let inputSymlinkLoop = Rule(
        "docgen.input.symlink-loop", .error, "a symbolic link loop, or a link back to a folder that contains it",
        explanation: """
        Following it would walk the same folders forever (or, for a chain of links, never resolve); docgen \
        reports it instead.
        """,
        bad: "content/en/guides/loop -> ..", good: "(no link; or a link to a sibling folder)")

    public static let inputLinkOutside = Rule(
        "docgen.input.link-outside", .error, "a symbolic link that leads outside the site root",
        explanation: """
        A build publishes what it reads, and it runs in CI over pull requests, which can add symbolic links (git \
        stores them). A link to `/proc/self/environ`, `/etc/passwd` or a folder beside the repository would \
        publish the build machine's secrets. docgen follows links only when they resolve inside the site root; \
        the finding names the link and the kind of its target, never what the target holds. Copy what the page \
        should publish into the site instead.
        """,
        bad: "content/en/env.txt -> /proc/self/environ", good: "content/en/logo.png -> ../../shared/logo.png")

    public static let inputNotRegular = Rule(
        "docgen.input.not-regular", .error, "a FIFO, socket or device in the site",
        explanation: """
        docgen reads regular files and folders only. Reading a FIFO waits forever and reading a device such as \
        `/dev/zero` never ends, so either is an error naming the entry.
        """)
}
