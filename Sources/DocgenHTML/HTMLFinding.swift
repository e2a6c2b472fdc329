/// One thing an `HTMLSanitizer` dropped, where it was in the input, and why.
package struct HTMLFinding: Sendable, Equatable, CustomStringConvertible {
    /// What was dropped.
    package enum Subject: Sendable, Equatable {
        /// An element; `keptContent` when only its tags went (unwrapped).
        case element(String, keptContent: Bool)
        /// An attribute of an element that stayed.
        case attribute(String, element: String)
        /// A URL attribute's value (the attribute went with it).
        case url(String, attribute: String, element: String)
        /// A comment (also a processing instruction, a CDATA section or a doctype, which the
        /// HTML parser reads as comments).
        case comment
        /// A complete element of the caller's own markup (`MarkupLayout.opaque`) that did not
        /// survive the parse: untrusted markup before it left a comment, an attribute value
        /// or a raw-text element open, or closed the element that held it.
        case lostMarkup(String)
        /// The whole input: it exceeds the work bound (see `ParseBudget`), so its untrusted
        /// parts were escaped as text instead of parsed.
        case everything
    }

    package enum Reason: Sendable, Equatable {
        case notAllowed
        case script
        case eventHandler
        case style
        case rawText
        case embedded
        case foreign
        case form
        case document
        /// A URL whose scheme runs script (`javascript:`, `vbscript:`).
        case scriptURL
        /// A `data:` URL other than an image where images are allowed.
        case dataURL
        /// A scheme hidden by whitespace or control characters, or not a valid scheme.
        case hiddenScheme
        /// A scheme the policy does not allow (`ftp:`, `file:`).
        case scheme(String)
        /// A value not among those the attribute may take.
        case badValue
        case comment
        case swallowed
        case tooComplex
    }

    package var subject: Subject
    package var reason: Reason
    /// Byte offset in the input of what was dropped: an element's `<`, an attribute's name,
    /// a URL's value.
    package var offset: Int
    /// Line (from 1) and column (from 1, in UTF-8 bytes) of `offset` in the input.
    package var line: Int
    package var column: Int
    /// The index in `MarkupLayout.untrusted` of the stretch the finding is in; nil when it
    /// is in the caller's own markup.
    package var region: Int?

    package init(subject: Subject, reason: Reason, offset: Int, line: Int = 0, column: Int = 0, region: Int? = nil) {
        self.subject = subject
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
        self.region = region
    }

    /// What was dropped and why, in a sentence for a warning.
    package var description: String {
        let what: String
        switch subject {
        case .element(let name, let kept):
            what = kept ? "dropped the <\(name)> tags (kept what they hold)" : "dropped <\(name)> and everything in it"
        case .attribute(let name, let element):
            what = "dropped the \(name) attribute of <\(element)>"
        case .url(let value, let attribute, let element):
            what = "dropped \(attribute)=\"\(Self.shortened(value))\" of <\(element)>"
        case .comment:
            what = "dropped a comment"
        case .lostMarkup(let name):
            what = "the <\(name)> after this HTML was lost"
        case .everything:
            what = "the HTML was not parsed, and is shown as text"
        }
        return what + ": " + reason.explanation
    }

    private static func shortened(_ value: String) -> String {
        var printable = String(String.UnicodeScalarView(value.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\u{FFFD}" : $0 }))
        if printable.count > 60 { printable = String(printable.prefix(57)) + "..." }
        return printable
    }
}

extension HTMLFinding.Reason {
    /// Why, in a few words.
    package var explanation: String {
        switch self {
        case .notAllowed: return "not allowed in pages"
        case .script: return "scripts do not run in pages"
        case .eventHandler: return "event handlers run script"
        case .style: return "inline styles can hide or disguise page content"
        case .rawText: return "its content is raw text, which parses differently a second time"
        case .embedded: return "it embeds another document or plug-in"
        case .foreign: return "SVG and MathML content can run script and parses differently"
        case .form: return "form controls can send what readers type elsewhere"
        case .document: return "it changes how the whole page loads"
        case .scriptURL: return "the URL runs script"
        case .dataURL: return "data: URLs can carry a document (only PNG, GIF, JPEG and WebP images are allowed, in <img src>)"
        case .hiddenScheme: return "its scheme is hidden by spaces or control characters"
        case .scheme(let scheme): return "\(scheme): URLs are not allowed (http, https, mailto, tel and relative URLs are)"
        case .badValue: return "not a value it may take"
        case .comment: return "comments are left out of pages"
        case .swallowed: return "an attribute value, comment or raw-text element left open swallowed it"
        case .tooComplex: return "it nests too deep or repeats unclosed formatting tags too often to parse in bounded time"
        }
    }

    /// Why an element of `HTMLPolicy.alwaysRemoved` (or any removed one) goes.
    static func removing(_ name: String) -> HTMLFinding.Reason {
        switch name {
        case "script": return .script
        case "style": return .style
        case "template", "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea", "title": return .rawText
        case "iframe", "frame", "frameset", "object", "embed", "applet", "param", "portal", "fencedframe", "canvas": return .embedded
        case "svg", "math": return .foreign
        case "input", "button", "select", "option", "optgroup", "datalist", "keygen", "isindex", "menuitem", "form": return .form
        case "meta", "base", "link", "head", "body", "html", "bgsound": return .document
        default: return .notAllowed
        }
    }
}
