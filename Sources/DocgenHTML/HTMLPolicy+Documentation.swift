extension HTMLPolicy {
    /// The default: what documentation pages write by hand, and nothing that runs, loads
    /// another document, submits a form or restyles the page.
    ///
    /// - Elements: `details` (`open`), `summary`, `p`, `div`, `span`, `br`, `hr`, `wbr`, `h1`–`h6`,
    ///   `blockquote` (`cite`), `pre`, `code`, `kbd`, `samp`, `var`, `sup`, `sub`, `b`, `i`, `em`,
    ///   `strong`, `u`, `s`, `del`/`ins` (`cite`, `datetime`), `mark`, `small`, `abbr`, `cite`,
    ///   `dfn`, `q` (`cite`), `time` (`datetime`), `bdi`, `bdo`, `ruby`/`rt`/`rp` (for Japanese and
    ///   Chinese readings), `ul`, `ol` (`start`, `reversed`, `type`), `li` (`value`), `dl`, `dt`,
    ///   `dd`, `figure`, `figcaption`, `a` (`href`, `name`), `img` (`src`, `alt`, `width`,
    ///   `height`, `loading`), tables (`table`, `caption`, `colgroup`/`col` (`span`), `thead`,
    ///   `tbody`, `tfoot`, `tr`, `th`/`td` (`colspan`, `rowspan`, `align`, `scope`)), `picture` and
    ///   `source` (`srcset`, `media`, `type`, `sizes`, `src`), `video` (`controls`, `src`, `poster`,
    ///   `width`, `height`, `muted`, `loop`, `playsinline`, `preload`), `audio` (`controls`,
    ///   `src`), `track` (`src`, `kind`, `srclang`, `label`, `default`).
    /// - On every one of them: `id`, `class`, `title`, `lang`, `dir`, `role`, `aria-*`.
    /// - URLs (`href`, `src`, `poster`, `cite`, each `srcset` candidate): relative, `#fragment`,
    ///   `http:`, `https:`, `mailto:`, `tel:`; an `<img src>` may also be a `data:` PNG, GIF,
    ///   JPEG or WebP image (no script runs in those, and small icons are written so).
    /// - Removed with their content: `HTMLPolicy.alwaysRemoved`. Any other element (`<center>`,
    ///   `<font>`, `<form>`, `<section>`, a custom element) is unwrapped: its content stays.
    package static let documentation = HTMLPolicy(
        elements: documentationElements,
        globalAttributes: ["id": .text, "class": .text, "title": .text, "lang": .text,
                           "dir": .oneOf(["ltr", "rtl", "auto"]), "role": .text],
        allowsARIA: true,
        removed: alwaysRemoved,
        schemes: .only(["http", "https", "mailto", "tel"])
    )

    private static var documentationElements: [String: [String: Value]] {
        var elements: [String: [String: Value]] = [:]
        let plain = ["summary", "p", "div", "span", "br", "hr", "wbr", "pre", "code", "kbd", "samp", "var", "sup", "sub",
                     "b", "i", "em", "strong", "u", "s", "mark", "small", "abbr", "cite", "dfn", "bdi", "bdo",
                     "ruby", "rt", "rp", "ul", "dl", "dt", "dd", "figure", "figcaption", "h1", "h2", "h3", "h4", "h5", "h6",
                     "table", "caption", "thead", "tbody", "tfoot", "tr", "picture"]
        for name in plain { elements[name] = [:] }
        let cell: [String: Value] = ["colspan": .integer, "rowspan": .integer,
                                     "align": .oneOf(["left", "center", "right", "justify"]),
                                     "scope": .oneOf(["row", "col", "rowgroup", "colgroup"])]
        elements["th"] = cell
        elements["td"] = cell
        elements["col"] = ["span": .integer]
        elements["colgroup"] = ["span": .integer]
        elements["details"] = ["open": .flag]
        elements["blockquote"] = ["cite": .url]
        elements["q"] = ["cite": .url]
        elements["del"] = ["cite": .url, "datetime": .text]
        elements["ins"] = ["cite": .url, "datetime": .text]
        elements["time"] = ["datetime": .text]
        elements["ol"] = ["start": .integer, "reversed": .flag, "type": .oneOf(["1", "a", "i"])]
        elements["li"] = ["value": .integer]
        elements["a"] = ["href": .url, "name": .text]
        elements["img"] = ["src": .imageURL, "alt": .text, "width": .text, "height": .text,
                           "loading": .oneOf(["lazy", "eager"])]
        elements["source"] = ["srcset": .srcset, "media": .text, "type": .text, "sizes": .text, "src": .url,
                              "width": .text, "height": .text]
        elements["video"] = ["controls": .flag, "src": .url, "poster": .url, "width": .text, "height": .text,
                             "muted": .flag, "loop": .flag, "playsinline": .flag,
                             "preload": .oneOf(["none", "metadata", "auto", ""])]
        elements["audio"] = ["controls": .flag, "src": .url]
        elements["track"] = ["src": .url, "kind": .oneOf(["subtitles", "captions", "descriptions", "chapters", "metadata"]),
                             "srclang": .text, "label": .text, "default": .flag]
        return elements
    }
}
