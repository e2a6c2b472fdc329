/// What an `HTMLSanitizer` keeps: an allow-list of elements and, per element, of attributes
/// and the values each may take. Everything else is dropped, and each drop is a finding.
///
/// An element that is not allowed is either removed with everything inside it (`removed`:
/// elements whose content is script, a raw-text stretch, an embedded document, foreign
/// content or a form control) or unwrapped: the tag goes, its content stays (`<center>`,
/// `<font>`, a custom element). Elements in the SVG and MathML namespaces are always removed
/// whole, as are their subtrees. `.documentation` is the default.
package struct HTMLPolicy: Sendable {
    /// The values an attribute may have. Values are compared as the HTML parser decoded them
    /// (character references already replaced).
    package enum Value: Sendable, Hashable {
        /// Any text.
        case text
        /// A boolean attribute (`open`, `controls`): any value, printed as written.
        case flag
        /// Digits only (`colspan="2"`).
        case integer
        /// One of these, compared in ASCII lower case (`loading="lazy"`).
        case oneOf(Set<String>)
        /// A URL with a scheme the policy allows (or none: relative URLs and `#fragments`).
        case url
        /// As `url`, and also `data:image/png`, `gif`, `jpeg` or `webp` (an `<img src>`).
        case imageURL
        /// A `srcset`: every candidate's URL as `url`.
        case srcset
    }

    /// The URL schemes a `url` value may have.
    package enum Schemes: Sendable, Hashable {
        /// These (lower case) and relative URLs; any other scheme is dropped.
        case only(Set<String>)
        /// Any scheme but those that run code or carry a document (`javascript:`, `vbscript:`,
        /// `data:` other than images where allowed, `file:`): for markup the caller made itself.
        case anyButActive
    }

    /// Allowed elements (lower-case names) and the attributes each may carry besides
    /// `globalAttributes`.
    package var elements: [String: [String: Value]]
    /// Attributes allowed on every allowed element.
    package var globalAttributes: [String: Value]
    /// True to allow `aria-*` attributes (any text) on every allowed element.
    package var allowsARIA: Bool
    /// Elements not allowed that are dropped with their content (as are those of
    /// `alwaysRemoved`); other elements that are not allowed are unwrapped.
    package var removed: Set<String>
    package var schemes: Schemes

    package init(elements: [String: [String: Value]], globalAttributes: [String: Value], allowsARIA: Bool,
                 removed: Set<String>, schemes: Schemes) {
        self.elements = elements
        self.globalAttributes = globalAttributes
        self.allowsARIA = allowsARIA
        self.removed = removed
        self.schemes = schemes
    }

    /// Elements whose content must never reach a page: script, styles, raw-text elements
    /// (which a second parse reads differently: the root of mutation XSS), embedded documents
    /// and plug-ins, foreign content, form controls, and what changes the whole document
    /// (`<base>`, `<meta>`, `<link>`). A policy removes these unless it allows one in `elements`.
    package static let alwaysRemoved: Set<String> = [
        "script", "style", "template", "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea", "title",
        "iframe", "frame", "frameset", "object", "embed", "applet", "param", "portal", "fencedframe",
        "svg", "math", "canvas", "map", "area",
        "input", "button", "select", "option", "optgroup", "datalist", "keygen", "isindex", "menuitem",
        "meta", "base", "link", "bgsound", "head", "body", "html",
    ]
}
