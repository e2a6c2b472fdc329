import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// The parts of a page the rules read, gathered in one walk: tables with the marker written
/// just before them, headings, paragraphs and list items in document order, and code blocks,
/// each with its place in the file, the section it is in, and the model it is scoped to.
///
/// A section starts at a heading and runs to the next heading of any level (`section` is the
/// index of its heading in `texts`, -1 before the first). A scope starts at a
/// `<!-- docgen:model NAME -->` marker: before a heading it covers that heading's section and
/// those below it (to the next heading of the same or a higher level, or the next marker),
/// before any other block just that block; an admonition with `{model=NAME}` covers its blocks.
struct PageContent {
    struct MarkedTable {
        var table: Table
        var location: SourceLocation
        /// The symbol named by `<!-- docgen:symbol NAME -->` right before the table.
        var marker: String?
        var markerLocation: SourceLocation?
        var section: Int
        var scope: ModelScope
    }

    /// A heading, paragraph, or a list item's first paragraph.
    struct Text {
        enum Kind { case heading, paragraph, listItem }
        var kind: Kind
        var content: [Inline]
        var location: SourceLocation
        var section: Int
        var scope: ModelScope
        /// A heading's level (1 for `#`); 0 for other texts.
        var level = 0
        /// Its words as the prose rules read them (`proseText`), made once: every claim rule reads them.
        var prose = ""
    }

    var tables: [MarkedTable] = []
    var texts: [Text] = []
    var codeBlocks: [CodeBlock] = []
    /// The scope of each code block, in the order of `codeBlocks`.
    var codeScopes: [ModelScope] = []
    /// Every marker and attribute that names a model, for names no model has.
    var scopeDeclarations: [ModelScope] = []

    static let markerPrefix = "<!-- docgen:symbol "

    init(_ document: MarkdownDocument, components: [String: ComponentHandling] = [:]) {
        var walker = Walker(components: components)
        walker.walk(document.blocks, scope: .page, isTopLevel: true)
        self = walker.content
    }

    private init() {}

    /// The paragraph right before `block` and after the block before it (`previous`): what
    /// introduces the block ("Before:", "looks something like this (details are omitted):").
    func introduction(to block: CodeBlock, after previous: CodeBlock?) -> Text? {
        guard let text = texts.last(where: { $0.location.line < block.location.line }),
              text.kind == .paragraph, text.location.line > (previous?.location.line ?? 0) else { return nil }
        return text
    }

    var paragraphs: [Text] { texts.filter { $0.kind == .paragraph } }
    var headings: [Text] { texts.filter { $0.kind == .heading } }
    var listItems: [Text] { texts.filter { $0.kind == .listItem } }

    /// The scopes the page uses, the page's own first.
    var scopes: [ModelScope] {
        var seen: [ModelScope] = [.page]
        for scope in texts.map(\.scope) + tables.map(\.scope) where !seen.contains(scope) { seen.append(scope) }
        return seen
    }

    /// The prose and code of section `section` (from its heading to the next; before the first
    /// heading for -1), as one text.
    func sectionText(_ section: Int) -> String {
        let prose = texts.filter { $0.section == section }
        let start = section >= 0 && section < texts.count ? texts[section].location.line : 0
        let end = texts.first { $0.kind == .heading && $0.section > section }?.location.line ?? Int.max
        let code = codeBlocks.filter { $0.location.line >= start && $0.location.line < end }.map(\.code)
        return (prose.map(\.prose) + code).joined(separator: "\n")
    }

    /// The tables and texts of one scope (code blocks are checked together: see `CodeSampleRule`).
    func only(_ scope: ModelScope) -> PageContent {
        var part = PageContent()
        part.tables = tables.filter { $0.scope == scope }
        part.texts = texts.filter { $0.scope == scope }
        return part
    }

    private struct Walker {
        let components: [String: ComponentHandling]
        var content = PageContent()
        var section = -1
        /// A section scope and the level of the heading that opened it.
        var sectionScope: (scope: ModelScope, level: Int)?

        mutating func walk(_ blocks: [Block], scope inherited: ModelScope, isTopLevel: Bool) {
            var pendingSymbol: (String, SourceLocation)?
            var pendingScope: ModelScope?
            for block in blocks {
                if case .html(let html, let location) = block {
                    let trimmed = html.trimmingWhitespace
                    if trimmed.hasPrefix(PageContent.markerPrefix), trimmed.hasSuffix("-->") {
                        let name = String(trimmed.dropFirst(PageContent.markerPrefix.count).dropLast(3)).trimmingWhitespace
                        pendingSymbol = (name, location)
                    } else if let scope = ModelScope.marker(html, at: location) {
                        content.scopeDeclarations.append(scope)
                        pendingScope = scope
                        // A new marker ends the section scope before it.
                        if isTopLevel { sectionScope = nil }
                    }
                    continue
                }
                var scope = inherited
                if case .heading(let heading) = block {
                    if isTopLevel, let open = sectionScope, heading.level <= open.level { sectionScope = nil }
                    if isTopLevel, let marked = pendingScope { sectionScope = (marked, heading.level) }
                    section = content.texts.count
                }
                if isTopLevel, let open = sectionScope { scope = open.scope }
                if let marked = pendingScope { scope = marked }
                pendingScope = nil
                defer { pendingSymbol = nil }
                switch block {
                case .table(let table, let location):
                    content.tables.append(MarkedTable(table: table, location: location, marker: pendingSymbol?.0, markerLocation: pendingSymbol?.1,
                                                      section: section, scope: scope))
                case .paragraph(let inlines, let location):
                    content.texts.append(Text(kind: .paragraph, content: inlines, location: location, section: section, scope: scope,
                                              prose: inlines.proseText))
                case .heading(let heading):
                    content.texts.append(Text(kind: .heading, content: heading.content, location: heading.location, section: section, scope: scope,
                                              level: heading.level, prose: heading.content.proseText))
                case .list(_, _, let items, _):
                    for item in items {
                        var rest = item.blocks[...]
                        if case .paragraph(let inlines, let location)? = item.blocks.first {
                            content.texts.append(Text(kind: .listItem, content: inlines, location: location, section: section, scope: scope,
                                                      prose: inlines.proseText))
                            rest = rest.dropFirst()
                        }
                        walk(Array(rest), scope: scope, isTopLevel: false)
                    }
                case .blockQuote(let inner, _):
                    walk(inner, scope: scope, isTopLevel: false)
                case .admonition(let admonition):
                    var inner = scope
                    if let named = ModelScope.attributes(admonition.attributes, at: admonition.location) {
                        content.scopeDeclarations.append(named)
                        inner = named
                    }
                    walk(admonition.blocks, scope: inner, isTopLevel: false)
                case .component(let component):
                    // An MDX wrapper scopes its children as an admonition does: `<SDK3 model="sdk3">`.
                    var inner = scope
                    let strings = component.attributes.reduce(into: [String: String]()) {
                        if case .string(let value) = $1.value { $0[$1.name] = value }
                    }
                    // docgen.yaml's `components:` can say the same of every use of a name
                    // (`SinceV4: {model: sdk4}`); the attribute on one use wins. A dropped
                    // component is not published, so its children are not checked.
                    let configured = components[component.name]
                    if configured == .drop { break }
                    if let named = ModelScope.attributes(strings, at: component.location) {
                        content.scopeDeclarations.append(named)
                        inner = named
                    } else if case .model(let model)? = configured {
                        let named = ModelScope(model: model, location: component.location)
                        content.scopeDeclarations.append(named)
                        inner = named
                    } else if let platform = ModelScope.platform(strings, at: component.location) {
                        content.scopeDeclarations.append(platform)
                        inner = platform
                    }
                    walk(component.children, scope: inner, isTopLevel: false)
                case .footnoteDefinition(_, let inner, _):
                    walk(inner, scope: scope, isTopLevel: false)
                case .code(let block):
                    content.codeBlocks.append(block)
                    content.codeScopes.append(scope)
                case .html, .thematicBreak:
                    break
                }
            }
        }
    }
}

extension Array where Element == Inline {
    /// Plain text with code spans kept in backticks, as the prose rules read sentences.
    var proseText: String {
        var out = ""
        for inline in self {
            switch inline {
            case .text(let s): out += s
            case .code(let s): out += "`\(s)`"
            case .emphasis(let c), .strong(let c), .strikethrough(let c): out += c.proseText
            case .link(_, _, let c, _): out += c.proseText
            case .image(_, _, let alt, _): out += alt.plainText
            case .html, .footnoteReference: break
            case .softBreak, .lineBreak: out += " "
            case .component(let c): out += c.children.proseText
            }
        }
        return out
    }

    /// The code spans of the text, those inside links and emphasis too (a README's index of the
    /// API links each name: `[`keyed(by:)`](Guides/Keyed.md)`), but not struck-through ones,
    /// which are history.
    var codeSpans: [String] {
        var spans: [String] = []
        for inline in self {
            switch inline {
            case .code(let s): spans.append(s)
            case .emphasis(let c), .strong(let c): spans += c.codeSpans
            case .link(_, _, let c, _): spans += c.codeSpans
            case .component(let c): spans += c.children.codeSpans
            default: break
            }
        }
        return spans
    }

    /// The name a list item or table cell starts with: its leading code span or bold text.
    /// A struck-through name (`~~didCancelPurchase~~`) is history, not a claim: nil.
    var leadingName: String? {
        switch first {
        case .code(let s)?: return s
        case .strong(let c)?: return c.leadingName ?? (c.contains { if case .strikethrough = $0 { return true }; return false } ? nil : c.plainText)
        default: return nil
        }
    }
}

extension PageContent {
    /// The sentences a prose claim rule reads: of the texts with code that `cue` accepts
    /// (headings too, when asked), each sentence it accepts that does not tell of an earlier
    /// release, with its text's words and place.
    func claimSentences(headings: Bool = false, cue: (Substring) -> Bool,
                        _ body: (_ sentence: Substring, _ prose: String, _ location: SourceLocation) -> Void) {
        for text in texts where headings || text.kind != .heading {
            let prose = text.prose
            guard prose.containsByte(UInt8(ascii: "`")), cue(prose[...]) else { continue }
            for sentence in CountClaimExtractor.sentences(in: prose) where cue(sentence.text) && !DefaultValueRule.isHistory(sentence.text) {
                body(sentence.text, prose, text.location)
            }
        }
    }
}
