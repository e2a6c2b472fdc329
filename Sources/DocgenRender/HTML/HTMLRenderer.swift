import DocgenMarkdown
import DocgenSearch
import DocgenSite
import DocgenSupport

/// Renders a `MarkdownDocument` as the HTML body of a page: heading ids from the outline,
/// highlighted code, admonitions, wrapped tables, raw HTML sanitized (`BodySanitizer`) or,
/// for a trusted site, through GFM's tag filter. The same walk makes the page's search sections
/// when asked (`sections`), so a page's tree is walked and its inline facts resolved once.
public struct HTMLRenderer<Links: LinkRewriter> {
    public var links: Links
    private var outline: [HeadingOutline.Entry]
    private var headingIndex = 0
    private var out = HTMLBuffer()
    private let admonitionTitles: [String: String]
    private let facts: (source: any FactSource, page: ParsedPage)?
    /// Where the block being rendered starts: inline facts have no position of their own.
    private var blockLocation = SourceLocation(line: 1, column: 1)
    /// Inline facts that could not be resolved, and what sanitizing raw HTML dropped.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The search sections being made, when the renderer was asked for them.
    private var sectionBuilder: SearchSectionBuilder?
    private let rawHTMLMode: RawHTMLMode
    /// Where the page's raw HTML went, for the sanitizer (`.safe` only).
    private var raw = RawHTMLRecord()
    /// The footnotes section's heading and its links' label ("Back to the text").
    private let footnoteLabels: (title: String, back: String)
    /// docgen.yaml's `components:`: the ones to drop, children and all, and the ones a
    /// template partial renders (`templates`).
    private let components: [String: ComponentHandling]
    private let templates: TemplateSet?
    /// Footnote numbers by the references' text (cmark-gfm writes a note's number there), the
    /// notes being in the order of their first references, and how many references to each
    /// were printed so far.
    private var footnoteNumbers: [String: Int] = [:]
    private var footnoteReferences: [Int: Int] = [:]
    /// Written inside the next paragraph, before its `</p>`: a note's links back, which go at
    /// the end of its last paragraph. Inside it, so the paragraph stays one element in the
    /// range the sanitizer was told it rendered into.
    private var paragraphSuffix: String?
    /// The Markdown partial whose content is being rendered (`Component.partial`), if any:
    /// what it finds is told in that file.
    private var partial: String?
    /// The labels the enclosing `<Tabs items={…}>` gives its unlabelled tabs (Nextra), and
    /// how many of its tabs came before.
    private var tabLabels: (labels: [String], next: Int)?

    /// - Parameters:
    ///   - admonitionTitles: the localized default titles (`note` → `Note`).
    ///   - facts: resolves `{{api:…}}` inline facts for `page`; without it they are errors.
    ///   - rawHTML: what to do with the page's raw HTML.
    ///   - sectionsTitle: the page title, to make the page's search sections in the same walk
    ///     (`sections`); nil for HTML only.
    public init(outline: HeadingOutline, links: Links, admonitionTitles: [String: String],
                facts: (source: any FactSource, page: ParsedPage)? = nil, rawHTML: RawHTMLMode = .safe,
                sectionsTitle: String? = nil, footnoteLabels: (title: String, back: String) = ("Footnotes", "Back to the text"),
                components: [String: ComponentHandling] = [:], templates: TemplateSet? = nil) {
        self.footnoteLabels = footnoteLabels
        self.components = components
        self.templates = templates
        self.outline = outline.entries
        self.links = links
        self.admonitionTitles = admonitionTitles
        self.facts = facts
        self.rawHTMLMode = rawHTML
        self.sectionBuilder = sectionsTitle.map(SearchSectionBuilder.init(title:))
    }

    /// The search sections of the document rendered last (empty unless asked for at init).
    public mutating func sections() -> [SearchIndex.Section] {
        sectionBuilder?.finish() ?? []
    }

    public mutating func render(_ document: MarkdownDocument) -> String {
        renderHTML(document).text
    }

    /// The body as UTF-8 bytes.
    public mutating func renderHTML(_ document: MarkdownDocument) -> HTMLBuffer {
        out = HTMLBuffer(capacity: 16384)
        headingIndex = 0
        raw = RawHTMLRecord()
        footnoteNumbers = [:]
        footnoteReferences = [:]
        // The definitions cmark-gfm gathered at the end become one numbered section.
        let notes = document.blocks.reversed().prefix { if case .footnoteDefinition = $0 { return true }; return false }.reversed()
        // cmark-gfm numbers them so: a reference's text is its note's number.
        for (i, _) in notes.enumerated() { footnoteNumbers[String(i + 1)] = i + 1 }
        blocks(Array(document.blocks.dropLast(notes.count)), tight: false)
        if !notes.isEmpty { footnotes(Array(notes)) }
        // Only a page with raw HTML is parsed again; every other page is as it was rendered.
        if !raw.nodes.isEmpty {
            let sanitized = BodySanitizer.sanitize(out, raw)
            out = sanitized.body
            diagnostics += sanitized.warnings
        }
        return out
    }

    private mutating func blocks(_ blocks: [Block], tight: Bool) {
        for block in blocks { self.block(block, tight: tight) }
    }

    private mutating func block(_ block: Block, tight: Bool) {
        blockLocation = block.location
        let start = out.count, nodesBefore = raw.nodes.count
        defer {
            // A tight list's paragraph is bare inline content, not one element.
            var isBare = false
            if tight, case .paragraph = block { isBare = true }
            if rawHTMLMode == .safe, !isBare { raw.endBlock(start..<out.count, nodesBefore: nodesBefore) }
        }
        switch block {
        case .paragraph(let content, _):
            if tight || isUnravelled(content) {
                inlines(content)
                out += "\n"
            } else {
                let suffix = paragraphSuffix
                paragraphSuffix = nil
                out += "<p>"
                inlines(content)
                if let suffix { out += suffix }
                out += "</p>\n"
            }
            sectionBuilder?.endBlock()
        case .heading(let h):
            let entry = headingIndex < outline.count ? outline[headingIndex] : nil
            let id = entry?.id ?? HeadingSlugger.slug(h.content.plainText)
            headingIndex += 1
            if sectionBuilder != nil {
                let text = entry?.text ?? h.content.plainText
                sectionBuilder!.heading(level: h.level, text: text, id: entry?.id ?? HeadingSlugger.slug(text))
            }
            let idAttr = id.htmlEscaped
            out += "<h\(h.level) id=\"\(idAttr)\">"
            // The heading's text is in the section as the outline has it, not walked again.
            let building = sectionBuilder
            sectionBuilder = nil
            inlines(h.content)
            sectionBuilder = building
            out += " <a class=\"heading-anchor\" href=\"#\(idAttr)\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h\(h.level)>\n"
        case .blockQuote(let inner, _):
            out += "<blockquote>\n"
            blocks(inner, tight: false)
            out += "</blockquote>\n"
        case .list(let kind, let isTight, let items, _):
            let isTaskList = items.contains { $0.task != nil }
            let classAttr = isTaskList ? " class=\"contains-task-list\"" : ""
            switch kind {
            case .bullet: out += "<ul\(classAttr)>\n"
            case .ordered(let start): out += start == 1 ? "<ol\(classAttr)>\n" : "<ol\(classAttr) start=\"\(start)\">\n"
            }
            for item in items {
                if let checked = item.task {
                    out += "<li class=\"task-list-item\"><input type=\"checkbox\" disabled\(checked ? " checked" : "")> "
                } else {
                    out += "<li>"
                }
                blocks(item.blocks, tight: isTight)
                if isTight { out.dropFinalLineFeed() }
                out += "</li>\n"
            }
            if case .bullet = kind { out += "</ul>\n" } else { out += "</ol>\n" }
        case .code(let code):
            codeBlock(code)
        case .html(let html, let location):
            rawHTML(html, at: location, isBlock: true)
            sectionBuilder?.html(html)
        case .thematicBreak:
            out += "<hr>\n"
        case .table(let table, _):
            self.table(table)
        case .footnoteDefinition(_, let inner, _):
            // Only where cmark-gfm did not gather it (it always does): its text, in place.
            blocks(inner, tight: false)
        case .admonition(let a):
            admonition(kind: a.kind, title: a.title, a.blocks)
        case .component(let c):
            component(c, tight: tight)
        }
    }

    private mutating func admonition(kind rawKind: String, title explicit: String?, _ content: [Block]) {
        let kind = rawKind.htmlEscaped
        let title = explicit ?? admonitionTitles[rawKind] ?? rawKind.prefix(1).uppercased() + rawKind.dropFirst()
        if let explicit {
            sectionBuilder?.text(explicit)
            sectionBuilder?.endBlock()
        }
        out += "<aside class=\"admonition admonition-\(kind)\" role=\"note\"><p class=\"admonition-title\">"
        title.appendHTMLEscaped(to: &out)
        out += "</p><div class=\"admonition-content\">\n"
        blocks(content, tight: false)
        out += "</div></aside>\n"
    }

    /// An MDX component in flow: the ones `MDXComponents` knows as HTML of docgen's own (no
    /// JavaScript runs), any other as its children alone (`ParsedPage` warned of it) or, if
    /// docgen.yaml's `components:` drops it, as nothing.
    private mutating func component(_ c: Component, tight: Bool) {
        if let inner = c.partial {
            // A partial put in place is its content, whatever its name.
            let outer = partial
            partial = inner
            links.writing(in: inner)
            blocks(c.children, tight: tight)
            partial = outer
            links.writing(in: outer)
            return
        }
        if MDXHTMLElement.isHTMLElement(c.name), components[c.name] == nil {
            htmlElement(c.name, c.attributes, at: c.location, children: .blocks(c.children))
            out += "\n"
            return
        }
        switch c.name {
        case MDXComponents.tabs:
            // docgen.js turns the group into real tabs; the group id is what tabs on the page
            // (and the choice remembered) are synced by.
            out += "<div class=\"tabs\""
            // Nextra syncs and remembers tabs by `storageKey`.
            if let group = (c.attributes.first(named: "groupId") ?? c.attributes.first(named: "storageKey"))?.stringValue, !group.isEmpty {
                out += " data-group-id=\""
                group.appendHTMLEscaped(to: &out)
                out += "\""
            }
            out += ">\n"
            let outer = tabLabels
            tabLabels = MDXComponents.tabItemLabels(c.attributes).map { ($0, 0) }
            blocks(c.children, tight: false)
            tabLabels = outer
            out += "</div>\n"
        case let name where MDXComponents.tabItems.contains(name):
            // Every tab is shown, labelled: a reader without JavaScript, a printout and the
            // search index all see each one. docgen.js hides the inactive panels once it runs.
            out += "<section class=\"tab-item\""
            // A tab without a label of its own takes the next of its group's `items`.
            var itemLabel: String?
            if var group = tabLabels {
                if group.next < group.labels.count { itemLabel = group.labels[group.next] }
                group.next += 1
                tabLabels = group
            }
            if let value = MDXComponents.tabValue(c.attributes) ?? itemLabel {
                out += " data-value=\""
                value.appendHTMLEscaped(to: &out)
                out += "\""
            }
            if MDXComponents.isDefaultTab(c.attributes) { out += " data-default" }
            out += ">"
            if let label = MDXComponents.tabLabel(c.attributes) ?? itemLabel {
                out += "<p class=\"tab-label\">"
                label.appendHTMLEscaped(to: &out)
                out += "</p>"
                sectionBuilder?.text(label)
                sectionBuilder?.endBlock()
            }
            out += "\n"
            // Its own content's tabs are another group.
            let group = tabLabels
            tabLabels = nil
            blocks(c.children, tight: false)
            tabLabels = group
            out += "</section>\n"
        case let name where MDXComponents.admonitions.contains(name):
            admonition(kind: MDXComponents.admonitionKind(c.attributes), title: c.attributes.first(named: "title")?.stringValue, c.children)
        case let name where MDXComponents.details.contains(name):
            out += "<details>\n"
            if let summary = c.attributes.first(named: "summary")?.stringValue {
                out += "<summary>"
                out += summary.htmlEscaped
                out += "</summary>\n"
            }
            for child in c.children {
                // `<summary>Title</summary>` on a line of its own is a paragraph of one element
                // of text, which would put the summary in a <p>, where it does not work.
                if case .paragraph(let content, _) = child, content.count == 1,
                   case .component(let summary) = content[0], summary.name == MDXComponents.summary {
                    out += "<summary>"
                    inlines(summary.children)
                    out += "</summary>\n"
                } else {
                    block(child, tight: false)
                }
            }
            out += "</details>\n"
        case MDXComponents.summary:
            // A summary is phrasing content: its paragraph is written bare.
            out += "<summary>"
            blocks(c.children, tight: true)
            out.dropFinalLineFeed()
            out += "</summary>\n"
        default:
            // docgen.yaml's `components:` may drop it or give it a template; otherwise its
            // children are the page's.
            switch components[c.name] {
            case .drop?: return
            case .partial(let name)?: templated(c, template: ComponentHandling.templateName(name))
            default: blocks(c.children, tight: tight)
            }
        }
    }

    /// A component rendered by the site's template partial, given `component.name`,
    /// `component.attributes` (each as written: a string's text, an expression's source,
    /// `true` for a bare name) and `component.children`. The children are rendered in place
    /// where the template prints them (the first time), so their raw HTML stays where the
    /// sanitizer was told it is; a template that does not print them leaves them out.
    private mutating func templated(_ c: Component, template name: String) {
        guard let templates else {
            blocks(c.children, tight: false)
            return
        }
        var attributes: [String: TemplateValue] = [:]
        for attribute in c.attributes where !attribute.name.isEmpty {
            switch attribute.value {
            case .string(let s), .expression(let s): attributes[attribute.name] = .string(s)
            case .boolean: attributes[attribute.name] = .bool(true)
            case .spread: break
            }
        }
        let marker = "\u{0}docgen-component-children\u{0}"
        let context = TemplateValue.dictionary(["component": .dictionary([
            "name": .string(c.name), "attributes": .dictionary(attributes), "children": .html(marker),
        ])])
        let html: String
        do {
            html = try templates.render(name, context: context)
        } catch {
            // Reported at the template's place; the page is published with the children alone.
            diagnostics.append(.error(.templateRender, "<\(c.name)>: \(error.message)", file: error.file, at: error.location))
            blocks(c.children, tight: false)
            return
        }
        let parts = html.split(separator: marker, omittingEmptySubsequences: false)
        out += parts[0]
        guard parts.count > 1 else { return }
        blocks(c.children, tight: false)
        for part in parts.dropFirst() { out += part }
    }

    /// The footnotes: a list numbered as the references are, each note with links back to them.
    private mutating func footnotes(_ notes: [Block]) {
        out += "<section class=\"footnotes\" data-footnotes>\n<h2 class=\"visually-hidden\" id=\"footnote-label\">"
        footnoteLabels.title.appendHTMLEscaped(to: &out)
        out += "</h2>\n<ol>\n"
        for (i, note) in notes.enumerated() {
            guard case .footnoteDefinition(_, let inner, _) = note else { continue }
            let number = i + 1
            out += "<li id=\"fn-\(number)\">\n"
            var back = ""
            for reference in 1...max(1, footnoteReferences[number] ?? 1) {
                let id = reference == 1 ? "fnref-\(number)" : "fnref-\(number)-\(reference)"
                back += " <a href=\"#\(id)\" class=\"footnote-backref\" aria-label=\"\(footnoteLabels.back.htmlEscaped)\">↩\(reference == 1 ? "" : "<sup>\(reference)</sup>")</a>"
            }
            // The links back go at the end of the note's last paragraph, as GitHub puts them;
            // a note ending in anything else (a list, code) gets a paragraph of its own for them.
            if case .paragraph = inner.last {
                blocks(Array(inner.dropLast()), tight: false)
                paragraphSuffix = back
                block(inner[inner.count - 1], tight: false)
                paragraphSuffix = nil
            } else {
                blocks(inner, tight: false)
                out += "<p>" + back + "</p>\n"
            }
            out += "</li>\n"
        }
        out += "</ol>\n</section>\n"
    }

    private mutating func codeBlock(_ code: CodeBlock) {
        sectionBuilder?.code(code.code)
        let language = code.language
        if language == "mermaid" {
            // Drawn in the browser by the theme's local copy of Mermaid; the source until then.
            out += "<div class=\"mermaid-block\"><pre class=\"mermaid\">"
            code.code.appendHTMLEscaped(to: &out)
            out += "</pre></div>\n"
            return
        }
        let title = code.attributes["title"]
        out += "<figure class=\"code-block\""
        if !language.isEmpty { out += " data-lang=\"\(language.htmlEscaped)\"" }
        out += ">"
        if let title, !title.isEmpty {
            out += "<figcaption class=\"code-title\">\(title.htmlEscaped)</figcaption>"
        }
        // Line numbers and marked lines, as Docusaurus and Starlight write them in the fence.
        let meta = code.info.isEmpty ? nil : code.meta
        let perLine = meta.map(CodeLines.wanted) ?? false
        out += perLine && meta!.showLineNumbers ? "<pre class=\"code numbered\"><code" : "<pre class=\"code\"><code"
        if !language.isEmpty { out += " class=\"language-\(language.htmlEscaped)\"" }
        out += ">"
        if perLine, let meta {
            out += CodeLines.render(CodeHighlighters.highlight(code.code, language: language) ?? code.code.htmlEscaped, meta: meta)
        } else if let highlighted = CodeHighlighters.highlight(code.code, language: language) {
            out += highlighted
        } else {
            code.code.appendHTMLEscaped(to: &out)
        }
        out += "</code></pre></figure>\n"
    }

    private mutating func table(_ table: Table) {
        out += "<div class=\"table-wrap\"><table>\n<thead>\n<tr>"
        for (i, cell) in table.header.cells.enumerated() {
            openCell(header: true, table, i, short: Self.isShort(cell.content))
            inlines(cell.content)
            sectionBuilder?.endBlock()
            out += "</th>"
        }
        out += "</tr>\n</thead>\n"
        if !table.rows.isEmpty {
            out += "<tbody>\n"
            for row in table.rows {
                out += "<tr>"
                for (i, cell) in row.cells.enumerated() {
                    openCell(header: false, table, i, short: Self.isShort(cell.content))
                    inlines(cell.content)
                    sectionBuilder?.endBlock()
                    out += "</td>"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n"
        }
        out += "</table></div>\n"
    }

    /// True for a cell that reads as one unit and is not to be wrapped: up to 16 columns (8
    /// CJK characters: 必須, 任意), or a name without spaces of up to 32 (`didFinishPurchase`).
    /// Counted on bytes: a UTF-8 lead byte counts two columns, continuation bytes none.
    static func isShort(_ content: [Inline]) -> Bool {
        var measure = CellWidth()
        measure.add(content)
        return measure.width > 0 && (measure.width <= 16 || (measure.ascii && !measure.spaced && measure.width <= 32))
    }

    /// A cell's opening tag, appended whole when the column has no alignment (most tables):
    /// an append costs more than the few bytes it copies, and an interpolated String per cell
    /// more than the cell.
    private mutating func openCell(header: Bool, _ table: Table, _ column: Int, short: Bool) {
        let alignment = alignment(table, column)
        if alignment.isEmpty {
            out += header ? (short ? "<th class=\"nowrap\">" : "<th>") : (short ? "<td class=\"nowrap\">" : "<td>")
        } else {
            out += header ? "<th" : "<td"
            out += alignment
            out += short ? " class=\"nowrap\">" : ">"
        }
    }

    private func alignment(_ table: Table, _ column: Int) -> String {
        guard column < table.alignments.count else { return "" }
        switch table.alignments[column] {
        case .none: return ""
        case .left: return " style=\"text-align: left\""
        case .center: return " style=\"text-align: center\""
        case .right: return " style=\"text-align: right\""
        }
    }

    private mutating func inlines(_ content: [Inline]) {
        for inline in content {
            switch inline {
            case .text(let s):
                if InlineFact.mayContain(s) {
                    text(withFacts: s)
                } else {
                    s.appendHTMLEscaped(to: &out)
                    sectionBuilder?.text(s)
                }
            case .code(let s):
                out += "<code>"
                s.appendHTMLEscaped(to: &out)
                out += "</code>"
                sectionBuilder?.codeSpan(s)
            case .emphasis(let c):
                out += "<em>"
                inlines(c)
                out += "</em>"
            case .strong(let c):
                out += "<strong>"
                inlines(c)
                out += "</strong>"
            case .strikethrough(let c):
                out += "<del>"
                inlines(c)
                out += "</del>"
            case .link(let destination, let title, let c, let location):
                let href = links.rewrite(destination, isImage: false, at: location)
                out += "<a href=\""
                URLSafety.safe(href).appendHTMLEscaped(to: &out)
                out += "\""
                if !title.isEmpty {
                    out += " title=\""
                    title.appendHTMLEscaped(to: &out)
                    out += "\""
                }
                out += ">"
                // An autolink (`<doc:GettingStarted>`) shows what the site names it by.
                if c.count == 1, case .text(let text) = c[0], text == destination, let shown = links.autolinkText(for: destination) {
                    shown.appendHTMLEscaped(to: &out)
                } else {
                    inlines(c)
                }
                out += "</a>"
            case .image(let source, let title, let alt, let location):
                if sectionBuilder != nil { sectionText(alt) }
                let src = links.rewrite(source, isImage: true, at: location)
                out += "<img src=\"\(URLSafety.safe(src).htmlEscaped)\" alt=\"\(alt.plainText.htmlEscaped)\""
                if !title.isEmpty { out += " title=\"\(title.htmlEscaped)\"" }
                out += " loading=\"lazy\">"
            case .html(let html, let location): rawHTML(html, at: location, isBlock: false)
            case .footnoteReference(let label):
                guard let number = footnoteNumbers[label] else {
                    ("[^" + label + "]").appendHTMLEscaped(to: &out)
                    break
                }
                let count = (footnoteReferences[number] ?? 0) + 1
                footnoteReferences[number] = count
                let id = count == 1 ? "fnref-\(number)" : "fnref-\(number)-\(count)"
                out += "<sup class=\"footnote-ref\"><a href=\"#fn-\(number)\" id=\"\(id)\" data-footnote-ref aria-describedby=\"footnote-label\">\(number)</a></sup>"
            case .softBreak:
                out += "\n"
                sectionBuilder?.softBreak()
            case .lineBreak:
                out += "<br>\n"
                sectionBuilder?.text(" ")
            case .component(let c):
                // Names from a fixed list, written as they are; other components are their text.
                if c.name == "br" {
                    out += "<br>"
                } else if MDXComponents.inlineElements.contains(c.name) || c.name == MDXComponents.summary {
                    out += "<\(c.name)>"
                    inlines(c.children)
                    out += "</\(c.name)>"
                } else if MDXHTMLElement.isHTMLElement(c.name), components[c.name] == nil {
                    htmlElement(c.name, c.attributes, at: c.location, children: .inlines(c.children))
                } else if components[c.name] != .drop {
                    inlines(c.children)
                }
            }
        }
    }

    /// An image's alt text in the search section, as a reader of the text sees it (the
    /// HTML has it in an attribute, not walked as inlines).
    private mutating func sectionText(_ content: [Inline]) {
        for inline in content {
            switch inline {
            case .text(let s):
                let text = InlineFact.mayContain(s) ? factText(s) : s
                sectionBuilder?.text(text)
            case .code(let s): sectionBuilder?.codeSpan(s)
            case .emphasis(let c), .strong(let c), .strikethrough(let c): sectionText(c)
            case .link(_, _, let c, _): sectionText(c)
            case .image(_, _, let alt, _): sectionText(alt)
            case .html, .footnoteReference: break
            case .softBreak: sectionBuilder?.softBreak()
            case .lineBreak: sectionBuilder?.text(" ")
            case .component(let c): if components[c.name] != .drop { sectionText(c.children) }
            }
        }
    }
}

extension HTMLRenderer {
    /// What an MDX page's HTML element holds: blocks (in flow) or inlines (in text).
    private enum ElementContent {
        case blocks([Block])
        case inlines([Inline])
    }

    /// MDX's unravelling: a paragraph of HTML elements and white space alone is no paragraph
    /// (`<img … />` on a line of its own is the image, not a `<p>` around it), as
    /// `@mdx-js/mdx` unwraps it.
    private func isUnravelled(_ content: [Inline]) -> Bool {
        guard content.contains(where: { if case .component = $0 { return true } else { return false } }) else { return false }
        return content.allSatisfy { inline in
            switch inline {
            case .component(let c): return MDXHTMLElement.isHTMLElement(c.name) && components[c.name] == nil
            case .text(let s): return s.allSatisfy { $0 == " " || $0 == "\t" }
            case .softBreak, .lineBreak: return true
            default: return false
            }
        }
    }

    /// An MDX page's HTML element (`MDXHTMLElement`): its tags go where raw HTML goes, so the
    /// sanitizer judges them (`html: safe`) as it judges raw HTML in a Markdown page; its link
    /// (`<a href>`, `<img src>`) is rewritten and checked as a Markdown link is, at the
    /// attribute. On a trusted site the tags pass GFM's tag filter, but what React would never
    /// run never passes either: a `<script>` element, `on…` handlers, script URLs.
    private mutating func htmlElement(_ name: String, _ jsx: [JSXAttribute], at location: SourceLocation, children: ElementContent) {
        let safe = rawHTMLMode == .safe
        if !safe, name == "script" { return }
        var attributes = MDXHTMLElement.attributes(jsx).html
        if !safe { attributes.removeAll { $0.name.lowercased().hasPrefix("on") } }
        let linkAttribute = MDXHTMLElement.linkAttribute(of: name)
        var links = self.links
        let tag = MDXHTMLElement.startTag(name, attributes) { attribute in
            guard let value = attribute.value else { return nil }
            if attribute.name == linkAttribute {
                let url = links.rewrite(value, isImage: name == "img", at: attribute.location)
                // The sanitizer drops a script URL with a warning; URLSafety would hide it as `#`.
                return safe ? url : URLSafety.safe(url)
            }
            return safe ? value : URLSafety.safe(value)
        }
        self.links = links
        elementTag(tag, literal: MDXHTMLElement.startTag(name, attributes), at: location)
        if name == "img", let alt = attributes.first(where: { $0.name == "alt" })?.value { sectionBuilder?.text(alt) }
        guard !MDXHTMLElement.voidElements.contains(name) else { return }
        switch children {
        case .blocks(let content):
            if !content.isEmpty { out += "\n" }
            blocks(content, tight: false)
        case .inlines(let content):
            inlines(content)
        }
        elementTag("</" + name + ">", literal: "</" + name + ">", at: location)
    }

    /// One tag of an HTML element, noted as raw HTML written at `location` (`literal` is the
    /// tag with its link as written, for locating what the sanitizer drops).
    private mutating func elementTag(_ tag: String, literal: String, at location: SourceLocation) {
        appendRaw(tag, literal: literal, at: location, isBlock: false, blockColumn: location.column)
    }

    /// Raw HTML into the page: noted for the sanitizer on a safe site (`literal` as written,
    /// to locate what it drops), through GFM's tag filter on a trusted one.
    private mutating func appendRaw(_ html: String, literal: String, at location: SourceLocation, isBlock: Bool, blockColumn: Int) {
        guard rawHTMLMode == .safe else {
            out += TagFilter.apply(html)
            return
        }
        let start = out.count
        out += html
        raw.nodes.append(RawHTMLRecord.Node(output: start..<out.count, literal: literal, location: location, isBlock: isBlock,
                                            blockColumn: blockColumn))
    }

    /// Raw HTML as written, but for its `<a href>` and `<img src>` values, which are rewritten
    /// and checked as Markdown links are (located at their block); then noted for the
    /// sanitizer, which judges those URLs too, or (trusted) through GFM's tag filter.
    private mutating func rawHTML(_ html: String, at location: SourceLocation, isBlock: Bool) {
        let linkLocation = blockLocation
        let safe = rawHTMLMode == .safe
        var links = self.links
        let rewritten = RawHTMLLinks.rewriting(html) { link in
            let url = links.rewrite(link.destination, isImage: link.isImage, at: linkLocation)
            // The sanitizer drops a script URL with a warning; URLSafety would hide it as `#`.
            return safe ? url : URLSafety.safe(url)
        }
        self.links = links
        appendRaw(rewritten, literal: html, at: location, isBlock: isBlock, blockColumn: blockLocation.column)
    }

    /// Text with `{{api:…}}` facts replaced by their values from the model; its search text
    /// has each value as the page shows it (names joined), an unresolved fact as nothing.
    private mutating func text(withFacts text: String) {
        var searchText = ""
        for part in InlineFact.split(text) {
            guard part.isFact else {
                String(part.text).appendHTMLEscaped(to: &out)
                searchText += part.text
                continue
            }
            guard let facts else {
                diagnostics.append(.error(.factUnavailable, "'{{api:\(part.text)}}' needs the API model, which this build has none of",
                                          file: nil, at: blockLocation))
                out += ("{{api:" + part.text + "}}").htmlEscaped
                continue
            }
            switch facts.source.value(of: String(part.text), for: facts.page) {
            case .success(.number(let n)):
                out += String(n)
                searchText += String(n)
            case .success(.names(let names)):
                let separator = Self.namesSeparator(facts.page)
                out += names.map { "<code>\($0.htmlEscaped)</code>" }.joined(separator: separator)
                searchText += names.joined(separator: separator)
            case .failure(let error):
                diagnostics.append(.error(.factUnknown, "'{{api:\(part.text)}}': \(error.message)",
                                          file: partial ?? facts.page.file.displayPath, at: blockLocation))
                out += ("{{api:" + part.text + "}}").htmlEscaped
            }
        }
        sectionBuilder?.text(searchText)
    }

    /// The search text of a fact-bearing text that is not printed (an image's alt).
    private func factText(_ text: String) -> String {
        InlineFact.split(text).map { part -> String in
            guard part.isFact else { return String(part.text) }
            guard let facts, case .success(let value) = facts.source.value(of: String(part.text), for: facts.page) else { return "" }
            switch value {
            case .number(let n): return String(n)
            case .names(let names): return names.joined(separator: Self.namesSeparator(facts.page))
            }
        }.joined()
    }

    /// Names in a list are joined as the page's language writes them.
    private static func namesSeparator(_ page: ParsedPage) -> String {
        page.file.locale.hasPrefix("ja") || page.file.locale.hasPrefix("zh") ? "、" : ", "
    }
}

/// Drops URLs whose scheme runs code (`javascript:`, `vbscript:`, `data:` other than images).
enum URLSafety {
    static func safe(_ url: String) -> String {
        // Most links are relative or https: printable ASCII whose first `:` (if any) comes
        // after a `/`, `?` or `#`, or that starts `https:`/`http:`, has no scheme to fear.
        if url.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
            guard let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")) else { return url }
            if url.utf8[..<colon].contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
                return url
            }
            if url.hasPrefix("https:") || url.hasPrefix("http:") || url.hasPrefix("mailto:") { return url }
        }
        // Browsers drop control characters and spaces before a URL, and tabs and line breaks
        // inside it (WHATWG URL), so `\u{01}javascript:` is a script URL: compare what they
        // read. Nothing else is dropped: `data:im\u{0B}age/png` is no image to a browser.
        let scheme = url.unicodeScalars.drop(while: { $0.value <= 0x20 }).lazy.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.prefix(16)
        let lower = String(String.UnicodeScalarView(scheme)).lowercased()
        if lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:") {
            return "#"
        }
        if lower.hasPrefix("data:") {
            let image = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return image.contains(where: { lower.hasPrefix($0) }) ? url : "#"
        }
        return url
    }
}

/// What `HTMLRenderer.isShort` counts of a cell, up to 33 columns: a struct, as nested
/// functions that capture their counters box them on the heap, and outside the generic
/// renderer, whose nested types' metadata is looked up at run time. Every cell of every
/// table is measured.
private struct CellWidth {
    var width = 0, ascii = true, spaced = false

    mutating func add(_ content: [Inline]) {
        for inline in content where width <= 32 {
            switch inline {
            case .text(let s), .code(let s): add(s)
            case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c, _): add(c)
            case .component(let c): add(c.children)
            case .image: width += 33
            case .softBreak, .lineBreak: width += 1; spaced = true
            case .html, .footnoteReference: width += 1
            }
        }
    }

    /// A description's long text is decided by its first 33 columns.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                if width > 32 { break }
                if byte < 0x80 {
                    width += 1
                    if byte == 0x20 { spaced = true }
                } else if byte >= 0xC0 {
                    width += 2
                    ascii = false
                }
            }
        }
    }
}
