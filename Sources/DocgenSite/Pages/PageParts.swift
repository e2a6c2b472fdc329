import DocgenSupport

/// A page split into front matter and Markdown body.
public struct PageParts: Sendable {
    public var frontMatter: FrontMatter
    /// The Markdown after the front matter, with the front matter's lines blanked so that
    /// cmark's line numbers are the file's line numbers.
    public var body: String
    /// Where the Markdown starts in the file's text, in UTF-8 bytes (after the front matter).
    public var bodyOffset = 0

    /// Splits and reads `text`; errors point at `file` and the offending line. With
    /// `slugPaths` (a Docusaurus or Starlight site), a `slug` may be a path (`SlugPath`).
    public init(text: String, file: String, slugPaths: Bool = false) throws(DiagnosticsError) {
        guard text.hasPrefix("---\n") || text == "---" else {
            frontMatter = FrontMatter()
            body = text
            return
        }
        // Find the closing line on bytes: this runs for every page of the site.
        let utf8 = text.utf8
        // A file that is only `---` has no line after it: it is unclosed, below.
        var lineStart = utf8.index(utf8.startIndex, offsetBy: 4, limitedBy: utf8.endIndex) ?? utf8.endIndex
        var closing: (start: String.Index, end: String.Index, lines: Int)?
        var lineCount = 1
        while lineStart < utf8.endIndex {
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            lineCount += 1
            let line = utf8[lineStart..<lineEnd]
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                closing = (lineStart, lineEnd, lineCount)
                break
            }
            lineStart = lineEnd == utf8.endIndex ? lineEnd : utf8.index(after: lineEnd)
        }
        guard let closing else {
            throw DiagnosticsError(.error(.frontMatterUnclosed,
                                          "front matter starts here but has no closing '---' line",
                                          file: file, at: SourceLocation(line: 1, column: 1)))
        }
        let yamlStart = utf8.index(utf8.startIndex, offsetBy: 4)
        let yaml = String(text[yamlStart..<closing.start])
        let node: YAMLNode
        do {
            node = try YAMLReader.read(yaml, lineOffset: 1, limits: .frontMatter)
        } catch where error.isOverLimit {
            throw DiagnosticsError(.error(.frontMatterTooLarge, "front matter is too large to read: \(error.message)", file: file, at: error.location))
        } catch {
            throw DiagnosticsError(.error(.frontMatterSyntax, "front matter is not valid YAML: \(error.message)",
                                          file: file, at: error.location))
        }
        frontMatter = try Self.frontMatter(from: node, file: file, slugPaths: slugPaths)
        // Blank lines in place of the front matter keep cmark's line numbers the file's.
        body = String(repeating: "\n", count: closing.lines) + text[closing.end...].dropFirst()
        bodyOffset = min(utf8.distance(from: utf8.startIndex, to: closing.end) + 1, utf8.count)
    }

    private static func frontMatter(from node: YAMLNode, file: String, slugPaths: Bool) throws(DiagnosticsError) -> FrontMatter {
        guard case .mapping(let entries, _) = node else {
            throw DiagnosticsError(.error(.frontMatterType, "front matter must be a mapping of keys to values, not \(node.kindName)",
                                          file: file, at: node.location))
        }
        var result = FrontMatter()
        var problems: [Diagnostic] = []
        // Docusaurus's and Starlight's keys, which stand in for docgen's when those are absent.
        var sidebarPosition: Int?
        var id: String?
        for entry in entries {
            result.fields[entry.key] = entry.value
            func text() -> String? {
                guard let s = entry.value.string else {
                    if case .scalar = entry.value { return nil }
                    problems.append(.error(.frontMatterType, "'\(entry.key)' must be text, not \(entry.value.kindName)",
                                           file: file, at: entry.value.location))
                    return nil
                }
                return s
            }
            switch entry.key {
            case "title": result.title = text()
            case "description": result.description = text()
            case "sidebar_position":
                // Docusaurus allows fractions (2.5 between 2 and 3); docgen orders by whole numbers.
                if let n = entry.value.int ?? entry.value.double.flatMap({ $0.isFinite && abs($0) < 1e15 ? Int($0.rounded(.down)) : nil }) {
                    sidebarPosition = n
                } else {
                    problems.append(.error(.frontMatterType, "'sidebar_position' must be a number", file: file, at: entry.value.location))
                }
            case "sidebar_label":
                result.navLabel = text()
            case "sidebar":
                // Starlight's `sidebar: {order: N, label: …}`, its place and name in the sidebar.
                if let label = entry.value["label"] {
                    if let s = label.string {
                        result.navLabel = s
                    } else {
                        problems.append(.error(.frontMatterType, "'sidebar.label' must be text, not \(label.kindName)", file: file, at: label.location))
                    }
                }
                if let order = entry.value["order"] {
                    if let n = order.int ?? order.double.flatMap({ $0.isFinite && abs($0) < 1e15 ? Int($0.rounded(.down)) : nil }) {
                        sidebarPosition = n
                    } else {
                        problems.append(.error(.frontMatterType, "'sidebar.order' must be a number", file: file, at: order.location))
                    }
                }
            case "id":
                id = entry.value.string
                result.docID = id
            case "slug" where slugPaths:
                result.slug = text()
                if let slug = result.slug, let problem = SlugPath.problem(in: slug) {
                    problems.append(.error(.frontMatterSlug, "slug '\(slug.debugDescription.dropFirst().dropLast())' \(problem)",
                                           file: file, at: entry.value.location))
                }
            case "slug":
                // Docusaurus writes a slug at the docs' root as `/name`: the one segment it names.
                result.slug = text().map { $0.hasPrefix("/") && $0.count > 1 && !$0.dropFirst().contains("/") ? String($0.dropFirst()) : $0 }
                if let slug = result.slug, slug.contains("/") || slug == "." || slug == ".." {
                    problems.append(.error(.frontMatterSlug, "slug '\(slug)' must be one URL segment without '/'",
                                           file: file, at: entry.value.location))
                } else if let slug = result.slug, let bad = URLSegment.unsafeCharacter(in: slug) {
                    problems.append(.error(.frontMatterSlug, "slug '\(slug.debugDescription.dropFirst().dropLast())' has \(bad), which breaks the page's URL and every link to it",
                                           file: file, at: entry.value.location))
                }
            case "model": result.model = text()
            case "source":
                result.sourceLocation = entry.keyLocation
                if let revision = sourceRevision(entry.value) {
                    result.source = revision
                } else {
                    problems.append(.error(.frontMatterType,
                                           "'source' must be a mapping with a 'hash' and optionally 'sections' (section id: hash), as `docgen translated` writes it",
                                           file: file, at: entry.value.location))
                }
            case "order":
                if let n = entry.value.int {
                    result.order = n
                } else {
                    problems.append(.error(.frontMatterType, "'order' must be a whole number",
                                           file: file, at: entry.value.location))
                }
            default: break
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        if result.order == nil { result.order = sidebarPosition }
        // A Docusaurus `id` names the page's last URL segment when no slug does.
        if result.slug == nil, let id, !id.isEmpty, !id.contains("/"), URLSegment.unsafeCharacter(in: id) == nil, id != ".", id != ".." {
            result.slug = id
        }
        return result
    }

    /// `source: {hash: H, sections: {id: H, …}}`; nil when it has another shape.
    private static func sourceRevision(_ node: YAMLNode) -> PageRevision? {
        guard case .mapping(let entries, _) = node, let hash = node["hash"]?.string else { return nil }
        var sections: [PageRevision.Section] = []
        for entry in entries where entry.key != "hash" {
            guard entry.key == "sections" else { return nil }
            guard case .mapping(let items, _) = entry.value else {
                if entry.value.string == nil, case .scalar = entry.value { continue }  // `sections:` left empty
                return nil
            }
            for item in items {
                guard let value = item.value.string else { return nil }
                sections.append(PageRevision.Section(id: item.key, hash: value))
            }
        }
        return PageRevision(hash: hash, sections: sections)
    }
}
