import DocgenMarkdown
import DocgenSupport

/// The MDX components docgen renders as HTML of its own (`HTMLRenderer`): Docusaurus's and
/// Starlight's tabs and admonitions, and the few HTML elements MDX pages write as JSX. Any
/// other component is what docgen.yaml's `components:` says (`ComponentHandling`), else it is
/// published as its children with a warning (`unknown(in:)`), since its JavaScript is not run.
public enum MDXComponents {
    /// `<Tabs>` of `<TabItem label=… value=…>` (Docusaurus and Starlight), of `<Tab title=…>`
    /// (Mintlify), or of `<Tabs.Tab>` labelled by the group's `items={['A', 'B']}` (Nextra).
    public static let tabs = "Tabs", tabItems: Set<String> = ["TabItem", "Tab", "Tabs.Tab"]
    /// `<Admonition type="tip" title=…>` (Docusaurus) and `<Aside type="tip" title=…>` (Starlight).
    public static let admonitions: Set<String> = ["Admonition", "Aside"]
    /// `<details>` and its `<summary>`, in flow, and Docusaurus's `<Details>` (`@theme/Details`),
    /// whose summary is a `<summary>` child or a `summary="…"` attribute.
    public static let details: Set<String> = ["details", "Details"], summary = "summary"
    /// Elements of text written as they are, without attributes.
    public static let inlineElements: Set<String> = ["kbd", "sub", "sup", "mark", "small", "b", "i", "em", "strong", "code", "br", "abbr", "span"]

    public static func isKnown(_ name: String) -> Bool {
        name.isEmpty || name == tabs || tabItems.contains(name) || admonitions.contains(name) || details.contains(name) || name == summary
            || inlineElements.contains(name)
    }

    /// The admonition kind of an `<Admonition>` or `<Aside>`: its `type`, else `note` (both
    /// frameworks' default).
    public static func admonitionKind(_ attributes: [JSXAttribute]) -> String {
        attributes.first(named: "type")?.stringValue ?? "note"
    }

    /// A tab's label: `label`, else Mintlify's `title`, else `value` (Docusaurus shows the
    /// value when no label is given).
    public static func tabLabel(_ attributes: [JSXAttribute]) -> String? {
        attributes.first(named: "label")?.stringValue ?? attributes.first(named: "title")?.stringValue
            ?? attributes.first(named: "value")?.stringValue
    }

    /// What tabs of one `groupId` are synced by: `value`, else `label` or `title` (Starlight
    /// and Mintlify have only labels).
    public static func tabValue(_ attributes: [JSXAttribute]) -> String? {
        attributes.first(named: "value")?.stringValue ?? attributes.first(named: "label")?.stringValue
            ?? attributes.first(named: "title")?.stringValue
    }

    /// Nextra's `<Tabs items={['Swift', "Objective-C"]}>`: the labels of its tabs, in order;
    /// nil when the attribute is not an array of string literals (a variable, a call).
    public static func tabItemLabels(_ attributes: [JSXAttribute]) -> [String]? {
        guard case .expression(let source)? = attributes.first(named: "items")?.value else { return nil }
        var rest = source.trimmingWhitespace[...]
        guard rest.first == "[", rest.last == "]" else { return nil }
        rest = rest.dropFirst().dropLast()
        var labels: [String] = []
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard let quote = rest.first else { return labels }
            guard quote == "'" || quote == "\"" || quote == "`" else { return nil }
            rest = rest.dropFirst()
            var label = ""
            while let character = rest.first, character != quote {
                rest = rest.dropFirst()
                if character == "\\", let escaped = rest.first {
                    label.append(escaped)
                    rest = rest.dropFirst()
                } else {
                    label.append(character)
                }
            }
            guard !rest.isEmpty else { return nil }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            labels.append(label)
            if rest.first == "," { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        }
    }

    /// Docusaurus's `<TabItem default>`: the tab shown first instead of the first one.
    public static func isDefaultTab(_ attributes: [JSXAttribute]) -> Bool {
        switch attributes.first(named: "default")?.value {
        case .boolean?, .expression("true")?: return true
        default: return false
        }
    }

    /// Every component of the page docgen does not render, in page order (a lower-case one is
    /// HTML, `MDXHTMLElement`, and rendered), but those named in
    /// `skipping` (the page's Markdown partials) and the content of partials put in place
    /// (their own files warn of theirs).
    public static func unknown(in document: MarkdownDocument, skipping: Set<String> = []) -> [(name: String, location: SourceLocation)] {
        var found: [(name: String, location: SourceLocation)] = []
        MDXComponentWalk.elements(of: document) { element in
            guard !isKnown(element.name), !MDXHTMLElement.isHTMLElement(element.name), !skipping.contains(element.name) else { return }
            found.append((element.name, element.location))
        }
        return found
    }
}
