import DocgenHTML

extension HTMLPolicy {
    /// Exactly the markup `HTMLRenderer` writes itself (heading anchors, task-list
    /// checkboxes, admonitions, code blocks with titles and highlighting, diagrams, table
    /// wrappers, cell alignment and unwrapped cells, footnotes, MDX tabs), for the parts of a page body around its raw HTML. Its URLs have been
    /// through `URLSafety` already; this drops only what runs or loads a document, as that
    /// does. A test renders every construct and checks that nothing in it is dropped.
    static let docgenMarkup = HTMLPolicy(
        elements: [
            "p": ["class": .text],
            "h1": ["id": .text], "h2": ["id": .text, "class": .oneOf(["visually-hidden"])], "h3": ["id": .text],
            "h4": ["id": .text], "h5": ["id": .text], "h6": ["id": .text],
            "a": ["href": .url, "title": .text, "class": .text, "aria-hidden": .oneOf(["true"]), "tabindex": .oneOf(["-1"]),
                  "id": .text, "data-footnote-ref": .flag, "aria-describedby": .oneOf(["footnote-label"]), "aria-label": .text],
            "img": ["src": .imageURL, "alt": .text, "title": .text, "loading": .oneOf(["lazy"])],
            "ul": ["class": .text],
            "ol": ["class": .text, "start": .integer],
            "li": ["class": .text, "id": .text],
            "input": ["type": .oneOf(["checkbox"]), "disabled": .flag, "checked": .flag],
            "aside": ["class": .text, "role": .oneOf(["note"])],
            "div": ["class": .text, "data-group-id": .text],
            "figure": ["class": .text, "data-lang": .text],
            "figcaption": ["class": .text],
            "pre": ["class": .text],
            "code": ["class": .text],
            "span": ["class": .text, "data-line": .integer],
            "th": ["style": .oneOf(["text-align: left", "text-align: center", "text-align: right"]), "class": .oneOf(["nowrap"])],
            "td": ["style": .oneOf(["text-align: left", "text-align: center", "text-align: right"]), "class": .oneOf(["nowrap"])],
            "sup": ["class": .oneOf(["footnote-ref"])],
            "section": ["class": .oneOf(["footnotes", "tab-item"]), "data-footnotes": .flag, "data-value": .text, "data-default": .flag],
            "table": [:], "thead": [:], "tbody": [:], "tr": [:],
            "blockquote": [:], "hr": [:], "br": [:], "em": [:], "strong": [:], "del": [:],
        ],
        globalAttributes: [:],
        allowsARIA: false,
        removed: alwaysRemoved,
        schemes: .anyButActive
    )
}
