import DocgenMarkdown
import DocgenSupport

/// A partial's relative links and images written for its own file, rewritten for the page it
/// is put in: `setup.md` in `guides/_note.md` is `guides/setup.md` from `index.md`. Only the
/// folder changes; a `#fragment` or `?query`, site-absolute paths and URLs stay as written.
/// Raw HTML is left as it is.
enum LinkRebasing {
    /// `blocks` of the file at `from` (a path in the locale folder) with their relative links
    /// made relative to `to`. A partial outside the locale folder keeps its links.
    static func rebase(_ blocks: [Block], from: String, to: String) -> [Block] {
        let fromFolder = folder(of: from), toFolder = folder(of: to)
        guard fromFolder != toFolder, !from.hasPrefix("/") else { return blocks }
        return blocks.map { block($0, fromFolder, toFolder) }
    }

    private static func folder(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    /// `destination`, relative to `from`, made relative to `to`.
    static func destination(_ destination: String, _ from: [Substring], _ to: [Substring]) -> String {
        guard let first = destination.first, first != "/", first != "#", !URLPath.hasScheme(destination) else { return destination }
        let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
        // Out of the locale folder: left for the link check to report as written.
        guard let segments = URLPath.resolving(destination[..<end], onto: from) else { return destination }
        var common = 0
        while common < min(segments.count - 1, to.count), segments[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: to.count - common)
        let path = (up + segments[common...].map(String.init)).joined(separator: "/")
        return path + destination[end...]
    }

    private static func block(_ block: Block, _ from: [Substring], _ to: [Substring]) -> Block {
        func blocks(_ content: [Block]) -> [Block] { content.map { self.block($0, from, to) } }
        func inlines(_ content: [Inline]) -> [Inline] { content.map { inline($0, from, to) } }
        switch block {
        case .paragraph(let content, let location): return .paragraph(inlines(content), location)
        case .heading(var heading):
            heading.content = inlines(heading.content)
            return .heading(heading)
        case .blockQuote(let inner, let location): return .blockQuote(blocks(inner), location)
        case .list(let kind, let tight, let items, let location):
            return .list(kind, tight: tight, items: items.map { item in
                var item = item
                item.blocks = blocks(item.blocks)
                return item
            }, location)
        case .admonition(var admonition):
            admonition.blocks = blocks(admonition.blocks)
            return .admonition(admonition)
        case .component(var c):
            c.children = blocks(c.children)
            return .component(c)
        case .footnoteDefinition(let label, let inner, let location):
            return .footnoteDefinition(label: label, blocks(inner), location)
        case .table(var table, let location):
            func row(_ row: TableRow) -> TableRow {
                var row = row
                row.cells = row.cells.map { cell in
                    var cell = cell
                    cell.content = inlines(cell.content)
                    return cell
                }
                return row
            }
            table.header = row(table.header)
            table.rows = table.rows.map(row)
            return .table(table, location)
        case .code, .html, .thematicBreak:
            return block
        }
    }

    private static func inline(_ inline: Inline, _ from: [Substring], _ to: [Substring]) -> Inline {
        func inlines(_ content: [Inline]) -> [Inline] { content.map { self.inline($0, from, to) } }
        switch inline {
        case .link(let destination, let title, let content, let location):
            return .link(destination: self.destination(destination, from, to), title: title, inlines(content), location)
        case .image(let source, let title, let alt, let location):
            return .image(source: self.destination(source, from, to), title: title, alt: inlines(alt), location)
        case .emphasis(let inner): return .emphasis(inlines(inner))
        case .strong(let inner): return .strong(inlines(inner))
        case .strikethrough(let inner): return .strikethrough(inlines(inner))
        case .component(var c):
            c.children = inlines(c.children)
            return .component(c)
        case .text, .code, .html, .softBreak, .lineBreak, .footnoteReference:
            return inline
        }
    }
}
