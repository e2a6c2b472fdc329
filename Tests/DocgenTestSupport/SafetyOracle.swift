import DocgenHTML

/// What no sanitized HTML may hold, judged on a browser's parse of it (gumbo's, through
/// `HTMLTree`), not on its text: the elements, attributes and URLs that run script, load
/// another document, restyle the page or parse differently a second time. Written apart from
/// the sanitizer's policy, so a mistake in one is not repeated in the other.
package enum SafetyOracle {
    package static let forbiddenElements: Set<String> = [
        "script", "style", "svg", "math", "form", "meta", "base", "iframe", "frame", "frameset", "object", "embed",
        "applet", "template", "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea", "title", "link",
        "input", "button", "select", "option", "param", "portal", "isindex", "keygen", "bgsound", "canvas",
    ]
    package static let urlAttributes: Set<String> = ["href", "src", "poster", "cite", "action", "formaction", "data", "background",
                                             "lowsrc", "dynsrc", "srcset", "to", "from", "values", "xlink:href", "ping"]

    /// Each problem found, in words; empty when the HTML is safe. `docgenMarkup` allows
    /// what docgen writes itself around raw HTML: a task list's disabled checkbox, a table
    /// cell's `style="text-align: …"`.
    package static func violations(in html: String, docgenMarkup: Bool = false) -> [String] {
        let tree = HTMLTree(fragment: html)
        var problems: [String] = []
        for node in tree.nodes {
            switch node.kind {
            case .comment:
                problems.append("a comment: \(node.text)")
            case .text:
                continue
            case .element:
                if node.namespace != "html" { problems.append("<\(node.name)> in the \(node.namespace) namespace") }
                let checkbox = docgenMarkup && node.name == "input" && node.attribute("type") == "checkbox" && node.attribute("disabled") != nil
                if forbiddenElements.contains(node.name), !checkbox { problems.append("a <\(node.name)> element") }
                for attribute in node.attributes {
                    let name = attribute.name
                    if !attribute.namespace.isEmpty { problems.append("\(attribute.namespace):\(name) on <\(node.name)>") }
                    if name.hasPrefix("on") { problems.append("an event handler \(name) on <\(node.name)>") }
                    let alignment = docgenMarkup && name == "style" && ["th", "td"].contains(node.name)
                        && ["text-align: left", "text-align: center", "text-align: right"].contains(attribute.value)
                    if ["style", "srcdoc", "formaction", "action"].contains(name), !alignment { problems.append("\(name) on <\(node.name)>") }
                    guard urlAttributes.contains(name) else { continue }
                    let urls = name == "srcset" ? srcsetURLs(attribute.value) : [attribute.value]
                    for url in urls {
                        let scheme = browserScheme(url)
                        if ["javascript", "vbscript", "livescript"].contains(scheme) {
                            problems.append("a \(scheme ?? ""): URL in \(name) of <\(node.name)>")
                        }
                        if scheme == "data" {
                            let image = node.name == "img" && name == "src"
                                && ["image/png", "image/gif", "image/jpeg", "image/webp"].contains { browserView(url).hasPrefix("data:" + $0) }
                            if !image { problems.append("a data: URL in \(name) of <\(node.name)>") }
                        }
                    }
                }
            }
        }
        return problems
    }

    /// The URLs of a `srcset`, as the HTML standard's parser finds them: after spaces and
    /// commas, a run of non-space characters (trailing commas cut), then descriptors up to a
    /// comma outside parentheses.
    package static func srcsetURLs(_ value: String) -> [String] {
        let scalars = Array(value.unicodeScalars)
        func isSpace(_ s: Unicode.Scalar) -> Bool { [" ", "\t", "\n", "\r", "\u{0C}"].contains(s) }
        var urls: [String] = []
        var i = 0
        while i < scalars.count {
            while i < scalars.count, isSpace(scalars[i]) || scalars[i] == "," { i += 1 }
            let start = i
            while i < scalars.count, !isSpace(scalars[i]) { i += 1 }
            guard i > start else { break }
            var url = scalars[start..<i]
            if url.last == "," {
                while url.last == "," { url = url.dropLast() }
            } else {
                var depth = 0
                while i < scalars.count {
                    let s = scalars[i]
                    i += 1
                    if s == "(" { depth += 1 }
                    if s == ")", depth > 0 { depth -= 1 }
                    if s == ",", depth == 0 { break }
                }
            }
            urls.append(String(String.UnicodeScalarView(url)))
        }
        return urls
    }

    /// A URL as the URL standard reads it: leading and trailing C0 controls and spaces
    /// stripped, tabs and line breaks removed anywhere, ASCII lower-cased.
    package static func browserView(_ url: String) -> String {
        var scalars = Array(url.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var out = String.UnicodeScalarView()
        for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            out.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value | 0x20)! : scalar)
        }
        return String(out)
    }

    /// The scheme a browser finds, or nil for a relative URL.
    package static func browserScheme(_ url: String) -> String? {
        let view = browserView(url)
        guard let colon = view.firstIndex(of: ":") else { return nil }
        let scheme = view[..<colon]
        guard let first = scheme.unicodeScalars.first, ("a"..."z").contains(first),
              scheme.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        else { return nil }
        return String(scheme)
    }
}
