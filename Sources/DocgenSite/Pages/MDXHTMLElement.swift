import DocgenMarkdown
import DocgenSupport

/// A lower-case JSX element of an MDX page (`<img src="…" alt="…" />`, `<a href="…">`,
/// `<div className="note">`): MDX compiles it to that HTML element, so docgen publishes it as
/// HTML, through the same sanitizer (or, on a trusted site, filter) as raw HTML in a Markdown
/// page, its `href` or `src` rewritten and checked as a Markdown link's is.
///
/// JSX writes attributes its own way: `className` and `htmlFor` for `class` and `for`, and a
/// value may be a literal in braces (`{"a.png"}`, `{'x'}`, `{200}`, `{true}`). Any other
/// expression (`src={logo}`, `style={{…}}`, `{...props}`) needs the page's JavaScript run: the
/// attribute is left out (`droppedAttributes`), and the element is published without it.
public enum MDXHTMLElement {
    /// One attribute as HTML: `value` nil for a bare name (`controls`).
    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String?
        /// Where the attribute is in the page.
        public var location: SourceLocation
    }

    /// Elements without content or closing tag: a self-closing JSX tag of any other name is
    /// written with its closing tag (`<a name="x" />` → `<a name="x"></a>`).
    public static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link",
                                                   "meta", "source", "track", "wbr"]

    /// Whether an element of this name is published as HTML: a lower-case name (a custom
    /// element's `-` allowed), but for those docgen renders itself (`MDXComponents`: `details`,
    /// `summary`, and the elements of text written without attributes). `svg:rect` and
    /// `motion.div` are no HTML elements.
    public static func isHTMLElement(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        guard name.utf8.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") })
        else { return false }
        return !MDXComponents.isKnown(name)
    }

    /// The attribute whose value is a link docgen rewrites and checks (`RawHTMLLinks` reads
    /// the same ones in raw HTML): `href` of an `a`, `src` of an `img`.
    public static func linkAttribute(of element: String) -> String? {
        element == "a" ? "href" : element == "img" ? "src" : nil
    }

    /// The attributes as HTML, in order, and those left out because their value is an
    /// expression docgen cannot evaluate. `style={{…}}` (an object, which the sanitizer would
    /// drop as any `style`) and `{false}`, `{null}`, `{undefined}` (no attribute in React) are
    /// left out without being counted as dropped.
    public static func attributes(_ jsx: [JSXAttribute]) -> (html: [Attribute], dropped: [JSXAttribute]) {
        var html: [Attribute] = []
        var dropped: [JSXAttribute] = []
        for attribute in jsx {
            let name = htmlName(attribute.name)
            switch attribute.value {
            case .string(let s):
                html.append(Attribute(name: name, value: s, location: attribute.location))
            case .boolean:
                html.append(Attribute(name: name, value: nil, location: attribute.location))
            case .spread:
                dropped.append(attribute)
            case .expression(let source):
                switch literal(source) {
                case .text(let s)?: html.append(Attribute(name: name, value: s, location: attribute.location))
                case .present?: html.append(Attribute(name: name, value: nil, location: attribute.location))
                case .absent?: break
                case nil: if name != "style" { dropped.append(attribute) }
                }
            }
        }
        return (html, dropped)
    }

    /// The start tag `<name attr="value">`, each value given by `value` (which may rewrite a
    /// link) and escaped; `selfClosing` only marks a void element's tag as XHTML would not.
    public static func startTag(_ name: String, _ attributes: [Attribute], value: (Attribute) -> String? = { $0.value }) -> String {
        var tag = "<" + name
        for attribute in attributes {
            tag += " " + attribute.name
            if let text = value(attribute) { tag += "=\"" + text.htmlEscaped + "\"" }
        }
        return tag + ">"
    }

    /// Each HTML element of the page with attributes left out, in page order, for the
    /// `docgen.mdx.expression-attribute` warning (one per element). The content of partials
    /// put in place is left out: their own files warn of theirs.
    public static func droppedAttributes(in document: MarkdownDocument) -> [(name: String, attributes: [JSXAttribute], location: SourceLocation)] {
        var found: [(name: String, attributes: [JSXAttribute], location: SourceLocation)] = []
        MDXComponentWalk.elements(of: document) { element in
            guard !element.isPartial, isHTMLElement(element.name) else { return }
            let dropped = attributes(element.attributes).dropped
            if !dropped.isEmpty { found.append((element.name, dropped, element.location)) }
        }
        return found
    }

    /// The warning's text: `<img>: src={logo} is JavaScript docgen does not run; …`.
    public static func droppedMessage(name: String, attributes: [JSXAttribute]) -> String {
        let written = attributes.map { attribute -> String in
            switch attribute.value {
            case .spread(let source): return "{..." + shortened(source) + "}"
            case .expression(let source): return attribute.name + "={" + shortened(source) + "}"
            case .string, .boolean: return attribute.name
            }
        }
        let list = written.count == 1 ? written[0] : written.dropLast().joined(separator: ", ") + " and " + written[written.count - 1]
        return "<\(name)>: \(list) \(written.count == 1 ? "is" : "are") JavaScript docgen does not run; the element is published without \(written.count == 1 ? "it" : "them") (write the value as a string, e.g. src=\"./image.png\")"
    }

    private static func shortened(_ source: String) -> String {
        let flat = source.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }

    /// JSX's names for the two attributes whose HTML names are JavaScript keywords; the others
    /// (`tabIndex`, `colSpan`) are HTML's in another case, which HTML ignores.
    private static func htmlName(_ name: String) -> String {
        switch name {
        case "className": return "class"
        case "htmlFor": return "for"
        default: return name
        }
    }

    private enum Literal { case text(String), present, absent }

    /// The value of an expression that is one literal: a string (`"a"`, `'a'`, or a template
    /// without `${}`), a number, `true`, `false`, `null` or `undefined`, or the relative path of
    /// `require("./a.png").default`; nil for anything else.
    private static func literal(_ source: String) -> Literal? {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let trimmed = String(source.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
        switch trimmed {
        case "true": return .present
        case "false", "null", "undefined": return .absent
        default: break
        }
        // `require("./img/a.png").default`: Docusaurus's way to an image beside the page, the
        // path the bundler resolves as a Markdown image's is.
        for suffix in [").default", ")"] where trimmed.hasPrefix("require(") && trimmed.hasSuffix(suffix) {
            let argument = String(trimmed.dropFirst("require(".count).dropLast(suffix.count))
            if case .text(let path)? = literal(argument), path.hasPrefix("./") || path.hasPrefix("../") { return .text(path) }
        }
        if let first = trimmed.first, trimmed.count >= 2, first == "\"" || first == "'" || first == "`", trimmed.last == first {
            let body = trimmed.dropFirst().dropLast()
            if first == "`", body.contains("${") { return nil }
            var text = ""
            var escaped = false
            for character in body {
                if escaped {
                    switch character {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default: text.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == first {
                    return nil  // `"a" + "b"`: an expression, not one literal
                } else {
                    text.append(character)
                }
            }
            return escaped ? nil : .text(text)
        }
        let isNumber = !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && trimmed.first != "."
        return isNumber ? .text(trimmed) : nil
    }
}
