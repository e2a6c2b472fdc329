import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// Puts each Markdown partial a page uses (`import Note from './_note.md'`, then `<Note />`)
/// in place of the element: the element keeps its name, and its children become the partial's
/// blocks, themselves with their partials in place, marked with the partial's path
/// (`Component.partial`). Relative links of a partial are rebased so that they resolve from
/// the page as they did from the partial's file. An import of a file that is not there, or
/// of one already being included (a cycle), is an error at the `import`, and its element is
/// left empty.
public struct PartialInclusion {
    public var blocks: [Block]
    /// Every partial included, once each, in the order first met.
    public var included: [IncludedPartial] = []
    public var problems: [Diagnostic] = []

    private let store: PartialStore

    /// `document`'s blocks (of `file`) with their partials in place. `globalImports`: the
    /// global partials the document uses (`PartialStore.globalImports`), when the caller has
    /// found them already.
    public init(_ document: MarkdownDocument, file: ContentFile, store: PartialStore, globalImports: [MDXImport]? = nil) {
        self.store = store
        self.blocks = []
        var seen: Set<String> = []
        blocks = expand(document, file: file, stack: [file.absolutePath], seen: &seen, globalImports: globalImports)
    }

    private mutating func expand(_ document: MarkdownDocument, file: ContentFile, stack: [String], seen: inout Set<String>,
                                 globalImports: [MDXImport]? = nil) -> [Block] {
        var bound: [String: [Block]] = [:]
        var paths: [String: String] = [:]
        for statement in PartialImport.all(document.imports + (globalImports ?? store.globalImports(for: document)), in: file) {
            var content: [Block] = []
            defer { for name in statement.names { bound[name] = content } }
            guard let path = statement.absolutePath else {
                problems.append(.error(.mdxMissingPartial, "'\(statement.specifier)' points outside the site's root",
                                       file: file.displayPath, at: statement.location))
                continue
            }
            let partialFile = PartialImport.file(at: path, from: file)
            if stack.contains(path) {
                let circle = (stack.drop { $0 != path } + [path]).map { PartialImport.file(at: $0, from: file).displayPath }
                problems.append(.error(.mdxPartialCycle,
                                       "'\(statement.specifier)' is already being included: \(circle.joined(separator: " → ")); it is not included again",
                                       file: file.displayPath, at: statement.location))
                continue
            }
            let entry = store.entry(partialFile)
            guard var page = entry.page, let hash = entry.hash else {
                // A file that is not there is the importer's mistake, told at the import; one that
                // is there but does not read or parse says so itself.
                if entry.hash == nil, !FileManager.default.fileExists(atPath: path) {
                    problems.append(.error(.mdxMissingPartial, "'\(statement.specifier)' is not there (\(partialFile.displayPath))",
                                           file: file.displayPath, at: statement.location))
                } else {
                    problems += entry.problems
                }
                continue
            }
            page.file = partialFile
            problems += entry.problems
            var inner = expand(page.document, file: partialFile, stack: stack + [path], seen: &seen)
            inner = LinkRebasing.rebase(inner, from: partialFile.path, to: file.path)
            if seen.insert(path).inserted { included.append(IncludedPartial(page: page, hash: hash)) }
            content = inner
            for name in statement.names { paths[name] = partialFile.displayPath }
        }
        guard !bound.isEmpty else { return document.blocks }
        return Self.place(document.blocks, bound: bound, paths: paths)
    }

    /// `blocks` with every element named in `bound` given its partial's content.
    private static func place(_ blocks: [Block], bound: [String: [Block]], paths: [String: String]) -> [Block] {
        blocks.map { block in
            switch block {
            case .component(var c):
                if let content = bound[c.name] {
                    // The partial's own children, if any were written, are props.children to
                    // MDX, which the partial shows only through an expression docgen does not run.
                    c.children = content
                    c.partial = paths[c.name]
                } else {
                    c.children = place(c.children, bound: bound, paths: paths)
                }
                return .component(c)
            case .blockQuote(let inner, let location):
                return .blockQuote(place(inner, bound: bound, paths: paths), location)
            case .list(let kind, let tight, let items, let location):
                return .list(kind, tight: tight, items: items.map { item in
                    var item = item
                    item.blocks = place(item.blocks, bound: bound, paths: paths)
                    return item
                }, location)
            case .admonition(var admonition):
                admonition.blocks = place(admonition.blocks, bound: bound, paths: paths)
                return .admonition(admonition)
            case .footnoteDefinition(let label, let inner, let location):
                return .footnoteDefinition(label: label, place(inner, bound: bound, paths: paths), location)
            case .paragraph, .heading, .code, .html, .thematicBreak, .table:
                return block
            }
        }
    }
}

extension Array where Element == Block {
    /// The blocks without the content of the partials put in them: what the file itself says,
    /// located in it alone.
    public var withoutPartialContent: [Block] {
        map { block in
            switch block {
            case .component(var c):
                c.children = c.partial == nil ? c.children.withoutPartialContent : []
                return .component(c)
            case .blockQuote(let inner, let location):
                return .blockQuote(inner.withoutPartialContent, location)
            case .list(let kind, let tight, let items, let location):
                return .list(kind, tight: tight, items: items.map { item in
                    var item = item
                    item.blocks = item.blocks.withoutPartialContent
                    return item
                }, location)
            case .admonition(var admonition):
                admonition.blocks = admonition.blocks.withoutPartialContent
                return .admonition(admonition)
            case .footnoteDefinition(let label, let inner, let location):
                return .footnoteDefinition(label: label, inner.withoutPartialContent, location)
            case .paragraph, .heading, .code, .html, .thematicBreak, .table:
                return block
            }
        }
    }
}
