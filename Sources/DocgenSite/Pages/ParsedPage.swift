import DocgenMarkdown
import DocgenSupport

/// A page read and parsed: front matter, Markdown tree and headings.
public struct ParsedPage: Sendable {
    public var file: ContentFile
    public var frontMatter: FrontMatter
    public var document: MarkdownDocument
    public var outline: HeadingOutline
    /// The file's text, for diagnostics that quote or locate inside it (`docgen check`). A
    /// build empties it once the page is summarised: rendering never reads it.
    public var text: String
    /// The page's revision as hashes of its sections: what a translation of it records.
    public var revision: PageRevision

    /// The content hash of the source file (`ContentHash.ofSource`), what a rebuild compares.
    public var hash: String
    /// Where the Markdown starts in `text`, in UTF-8 bytes.
    public var bodyOffset = 0
    /// The Markdown partials `document` has in place (`PartialInclusion`), each once; `hash`
    /// then covers their bytes too.
    public var partials: [IncludedPartial] = []

    /// The page as its own file says it, without its partials' content: what the page's rules
    /// check (the partials are checked as their own files, `partialPages`).
    public var withoutPartialContent: ParsedPage {
        guard !partials.isEmpty else { return self }
        var page = self
        page.document.blocks = document.blocks.withoutPartialContent
        return page
    }

    /// Each partial the page includes, as a page of its own file checked with this page's model.
    public var partialPages: [ParsedPage] {
        partials.map { partial in
            var page = partial.page
            // A model the site does not have is the page's finding, at its front matter.
            if page.frontMatter.model == nil { page.frontMatter.model = frontMatter.model }
            return page.withoutPartialContent
        }
    }

    /// The page as Markdown for readers' tools (`index.md` beside the page, llms.txt): its
    /// title as a heading (unless the text starts with one) and description, then the text
    /// without front matter, and without an MDX page's `import` and `export` statements
    /// (JavaScript for the generator, nothing a reader or a model reads). Empty once the text is.
    public func markdownCopy() -> [UInt8] {
        var text = text
        let esm = esmLines
        return text.withUTF8 { utf8 in
            // The bytes as one buffer: appending the text's UTF-8 view would copy it byte by byte.
            let start = min(bodyOffset, utf8.count)
            var body: [UInt8]
            if esm.isEmpty {
                body = Array(utf8[start...])
            } else {
                // Lines are counted from the file's first, as the statements' locations are.
                body = []
                body.reserveCapacity(utf8.count - start)
                var line = 1, lineStart = 0
                for index in 0...utf8.count where index == utf8.count || utf8[index] == UInt8(ascii: "\n") {
                    let end = min(index + 1, utf8.count)
                    if end > start, !esm.contains(line) { body += utf8[max(lineStart, start)..<end] }
                    line += 1
                    lineStart = end
                }
            }
            var first = 0
            while first < body.count, body[first] == UInt8(ascii: "\n") || body[first] == UInt8(ascii: "\r") { first += 1 }
            var out: [UInt8] = []
            out.reserveCapacity(body.count - first + 128)
            if !body[first...].starts(with: "# ".utf8) {
                out += "# \(title)\n\n".utf8
                if let description = frontMatter.description, !description.isEmpty { out += "> \(description)\n\n".utf8 }
            }
            out.append(contentsOf: body[first...])
            if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
            return out
        }
    }

    /// The lines (from 1, of the whole file) of the page's `import` and `export` statements:
    /// an import runs from its keyword to the line that quotes its module, an export over its
    /// statement's lines.
    private var esmLines: Set<Int> {
        guard !document.imports.isEmpty || !document.exports.isEmpty else { return [] }
        var lines = Set<Int>()
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        for statement in document.imports {
            let first = statement.location.line
            var last = first
            let quoted = ["'\(statement.specifier)'", "\"\(statement.specifier)\""]
            while last <= all.count, !quoted.contains(where: { all[last - 1].contains($0) }) { last += 1 }
            if last > all.count { last = first }
            lines.formUnion(first...last)
        }
        for statement in document.exports {
            let first = statement.location.line
            lines.formUnion(first...(first + statement.source.utf8.count { $0 == UInt8(ascii: "\n") }))
        }
        return lines
    }

    /// What other pages need of this one: route, navigation, heading ids.
    public var summary: PageSummary {
        PageSummary(file: file, title: title, order: frontMatter.order, slug: frontMatter.slug,
                    ids: outline.entries.map(\.id), hash: hash, usesFacts: InlineFact.mayContain(text) || partials.contains { InlineFact.mayContain($0.page.text) },
                    revision: revision, translatedRevision: frontMatter.source,
                    usesDiagrams: (partials.isEmpty ? text.utf8.count >= 7 && text.firstRange(ofLiteral: "mermaid") != nil : true)
                        && Self.hasDiagram(document.blocks),
                    navLabel: frontMatter.navLabel, docID: frontMatter.docID, partials: partials.map(\.file.displayPath))
    }

    /// True when `blocks` hold a `mermaid` code block, at any depth.
    static func hasDiagram(_ blocks: [Block]) -> Bool {
        blocks.contains { block in
            switch block {
            case .code(let code): return code.language == "mermaid"
            case .blockQuote(let inner, _), .footnoteDefinition(_, let inner, _): return hasDiagram(inner)
            case .list(_, _, let items, _): return items.contains { hasDiagram($0.blocks) }
            case .admonition(let admonition): return hasDiagram(admonition.blocks)
            case .component(let c): return hasDiagram(c.children)
            default: return false
            }
        }
    }

    /// The front-matter title, else the first heading, else the file name.
    public var title: String {
        if let title = frontMatter.title, !title.isEmpty { return title }
        if let first = outline.entries.first { return first.text }
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return String(PageExtension.stem(of: name))
    }

    /// Reads and parses one page; content problems come back as diagnostics, not thrown.
    public static func read(_ file: ContentFile, partials: PartialStore? = nil,
                            markdownFiles: MarkdownParser.Syntax = .markdown) -> (page: ParsedPage?, diagnostics: [Diagnostic]) {
        do {
            let text = try FileReader.readPage(file.absolutePath, displayPath: file.displayPath)
            return parse(text, file: file, markdownFiles: markdownFiles, partials: partials)
        } catch {
            return (nil, error.diagnostics)
        }
    }

    /// Parses one page's text; `hash` is the content hash of the file it was read from
    /// (by default, of the text). Without `revision` the page's revision is left empty: a
    /// build needs only the default locale's. Given `partials`, the MDX partials the page
    /// imports are put in place (`PartialInclusion`), each parsed once in the store.
    /// `layout` is the generator whose site the page is read from: a Docusaurus or Starlight
    /// `slug` is a path, as that generator reads it (`SlugPath`). `markdownFiles` is how a
    /// `.md` file is read (`MarkdownFiles`: MDX in a Docusaurus site); `.mdx` is always MDX.
    public static func parse(_ text: String, file: ContentFile, hash: String? = nil, revision makesRevision: Bool = true,
                             layout: SiteLayout = .docgen, markdownFiles: MarkdownParser.Syntax = .markdown,
                             partials store: PartialStore? = nil, knownComponents: Set<String> = []) -> (page: ParsedPage?, diagnostics: [Diagnostic]) {
        do {
            var source = try PageParts(text: text, file: file.displayPath, slugPaths: layout == .docusaurus || layout == .starlight)
            if layout == .starlight, let slug = source.frontMatter.slug {
                // Starlight's slug is the page's whole path in the docs collection, its locale's
                // folder first (`ja/migrate`): made absolute in the locale docgen publishes.
                var path = Substring(slug.hasPrefix("/") ? String(slug.dropFirst()) : slug)
                if path.hasPrefix(file.locale + "/") { path = path.dropFirst(file.locale.count + 1) } else if path == file.locale { path = "" }
                source.frontMatter.slug = "/" + path
            }
            let syntax = MarkdownFiles.syntax(of: file.path, markdownSyntax: markdownFiles) ?? markdownFiles
            var document = MarkdownParser().parse(source.body, syntax: syntax)
            var diagnostics = document.problems.map { problem in
                Diagnostic(rule: Self.rule(problem.kind), file: file.displayPath, location: problem.location, message: problem.message)
            }
            // An element bound to a Markdown partial is the partial, not a component.
            // Global partials (`partials:`) are bound as if the page imported them.
            let globalImports = syntax == .mdx ? store?.globalImports(for: document) ?? [] : []
            let partialNames = syntax == .mdx && !(document.imports.isEmpty && globalImports.isEmpty)
                ? PartialImport.names(document.imports + globalImports) : []
            var included: [IncludedPartial] = []
            // The revision translations record is of the page's own text (its partials not in
            // place) and a hash of each partial: `docgen translated` and the check agree on it.
            var ownOutline: HeadingOutline?
            if !partialNames.isEmpty, let store {
                ownOutline = HeadingOutline(document)
                let inclusion = PartialInclusion(document, file: file, store: store, globalImports: globalImports)
                document.blocks = inclusion.blocks
                included = inclusion.included
                diagnostics += inclusion.problems
            }
            // Components the renderer does not know are published as their children; the
            // warning says which, so a page that needs one is not silently half-rendered. Only
            // MDX has components: a Markdown page's tree is not walked again. The site's warnings
            // are folded into one per name (`UnknownComponentWarnings`).
            for unknown in syntax == .mdx ? MDXComponents.unknown(in: document, skipping: partialNames.union(knownComponents)) : [] {
                diagnostics.append(.warning(.mdxUnknownComponent,
                                            UnknownComponentWarnings.message(name: unknown.name),
                                            file: file.displayPath, at: unknown.location))
            }
            // An HTML element is published without the attributes only JavaScript could give.
            for element in syntax == .mdx ? MDXHTMLElement.droppedAttributes(in: document) : [] {
                diagnostics.append(.warning(.mdxExpressionAttribute, MDXHTMLElement.droppedMessage(name: element.name, attributes: element.attributes),
                                            file: file.displayPath, at: element.location))
            }
            let outline = HeadingOutline(document)
            for entry in outline.entries {
                guard let written = entry.explicitID, written != entry.id else { continue }
                let first = outline.entries.first { $0.id == written }
                diagnostics.append(.error(.markdownDuplicateHeadingID,
                                          "the id '\(written)' is taken by an earlier heading of this page; this one would get '\(entry.id)'",
                                          file: file.displayPath, at: entry.location,
                                          notes: first.map { [.init(file: file.displayPath, location: $0.location, message: "the heading with id '\(written)'")] } ?? []))
            }
            let revision = makesRevision
                ? PageRevision(title: source.frontMatter.title, description: source.frontMatter.description, body: source.body, outline: ownOutline ?? outline)
                    .including(partials: included.map { ($0.file.displayPath, $0.hash) })
                : PageRevision(hash: "", sections: [])
            let ownHash = hash ?? ContentHash.ofSource(Array(text.utf8))
            let page = ParsedPage(file: file, frontMatter: source.frontMatter, document: document,
                                  outline: outline, text: text, revision: revision,
                                  hash: PartialStore.combine(ownHash, included.map(\.hash)),
                                  bodyOffset: source.bodyOffset, partials: included)
            // An empty file (a translation started but not written, say) is published as an
            // empty page titled by its file name, with a warning rather than an error.
            if text.allSatisfy(\.isWhitespace) {
                diagnostics.append(.warning(.pageEmpty,
                                            "the page is empty; it is published with no content, titled '\(page.title)'",
                                            file: file.displayPath))
            }
            return (page, diagnostics)
        } catch {
            return (nil, error.diagnostics)
        }
    }

    /// The rule a Markdown problem is reported under.
    static func rule(_ kind: MarkdownProblem.Kind) -> Rule {
        switch kind {
        case .unclosedAdmonition: return .markdownUnclosedAdmonition
        case .strayAdmonitionClose: return .markdownStrayAdmonitionClose
        case .unknownAdmonitionKind: return .markdownUnknownAdmonition
        case .tooDeep: return .markdownTooDeep
        case .tableTooLarge: return .markdownTableTooLarge
        case .tooComplex: return .markdownTooComplex
        case .unclosedTag: return .mdxUnclosedTag
        case .strayClosingTag: return .mdxStrayClosingTag
        case .mismatchedClosingTag: return .mdxMismatchedClosingTag
        case .invalidTag: return .mdxInvalidTag
        case .unclosedExpression: return .mdxUnclosedExpression
        case .invalidESM: return .mdxInvalidESM
        case .unclosedComment: return .mdxUnclosedComment
        case .malformedHeadingID: return .markdownHeadingID
        case .unclosedFence: return .markdownUnclosedFence
        }
    }
}
