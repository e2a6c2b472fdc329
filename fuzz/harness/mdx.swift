// Fuzz target: an MDX page → docgen's tree (MDXScanner, MDXGrammar, cmark-gfm, the fold of
// components and admonitions) → outline, links, HTML.
//
// Input: a content file's bytes, read as ParsedPage.read reads a page (UTF-8 check, BOM, line
// ends made LF), front matter split off by PageParts, the body parsed with `syntax: .mdx`.
// The oracle, beyond not crashing:
// - no marker of docgen's own passes (`<!--docgen:mdx:N-->`, `<docgen-mdx-N>`,
//   `<!--docgen:admonition-…-->`) is left anywhere in the tree or the HTML, unless the page
//   itself wrote one;
// - no raw HTML is left in the tree but docgen's own comments (`<!-- docgen:symbol X -->`):
//   MDX has none, so nothing the scanner did not understand reaches the page as markup;
// - every location in the tree (blocks, list items, rows, cells, links, components and their
//   attributes, problems, imports, exports) is inside the page: a line of it, a column from
//   1 to one past the line's last byte.
@testable import DocgenMarkdown
@testable import DocgenRender
@testable import DocgenSite
@testable import DocgenSupport
import Foundation

private struct PassThrough: LinkRewriter {
    mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String { destination }
}

private let titles = ["note": "Note", "tip": "Tip", "info": "Info", "important": "Important", "warning": "Warning",
                      "caution": "Caution", "danger": "Danger"]
private let markers = ["docgen:mdx", "docgen-mdx", "docgen:admonition"]

/// Every string and location of a tree, with whether the string is raw HTML.
private struct TreeContents {
    var strings: [String] = []
    var html: [String] = []
    var locations: [SourceLocation] = []

    mutating func blocks(_ blocks: [Block]) {
        for block in blocks {
            locations.append(block.location)
            switch block {
            case .paragraph(let content, _): inlines(content)
            case .heading(let h): inlines(h.content)
            case .blockQuote(let inner, _): self.blocks(inner)
            case .list(_, _, let items, _):
                for item in items {
                    locations.append(item.location)
                    self.blocks(item.blocks)
                }
            case .code(let code): strings += [code.code, code.info]
            case .html(let html, _): self.html.append(html)
            case .thematicBreak: break
            case .table(let table, _):
                for row in [table.header] + table.rows {
                    locations.append(row.location)
                    for cell in row.cells {
                        locations.append(cell.location)
                        inlines(cell.content)
                    }
                }
            case .admonition(let a):
                strings.append(a.title ?? "")
                self.blocks(a.blocks)
            case .component(let c):
                attributes(c.attributes)
                self.blocks(c.children)
            case .footnoteDefinition(let label, let inner, _):
                strings.append(label)
                self.blocks(inner)
            }
        }
    }

    mutating func inlines(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline {
            case .text(let s), .code(let s): strings.append(s)
            case .html(let s, let at):
                html.append(s)
                locations.append(at)
            case .emphasis(let c), .strong(let c), .strikethrough(let c): self.inlines(c)
            case .link(let destination, let title, let c, let at), .image(let destination, let title, let c, let at):
                strings += [destination, title]
                locations.append(at)
                self.inlines(c)
            case .softBreak, .lineBreak: break
            case .footnoteReference(let label): strings.append(label)
            case .component(let c):
                locations.append(c.location)
                attributes(c.attributes)
                self.inlines(c.children)
            }
        }
    }

    mutating func attributes(_ attributes: [JSXAttribute]) {
        for attribute in attributes {
            locations.append(attribute.location)
            strings.append(attribute.name)
            switch attribute.value {
            case .string(let s), .expression(let s), .spread(let s): strings.append(s)
            case .boolean: break
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = try? FileReader.decode(Array(UnsafeBufferPointer(start: data, count: size)), displayPath: "content/en/page.mdx") else {
        return 0
    }
    let body = (try? PageParts(text: text, file: "content/en/page.mdx"))?.body ?? text
    let document = MarkdownParser().parse(body, syntax: .mdx)

    var contents = TreeContents()
    contents.blocks(document.blocks)
    contents.locations += document.problems.map(\.location) + document.imports.map(\.location) + document.exports.map(\.location)

    let writesMarkers = markers.contains { body.contains($0) }
    if !writesMarkers {
        for string in contents.strings + contents.html {
            for marker in markers where string.contains(marker) {
                fatalError("\(marker) left in the tree: \(String(reflecting: string))")
            }
        }
    }
    for html in contents.html {
        let rest = html.drop(while: { $0 == " " || $0 == "\t" })
        guard rest.hasPrefix("<!--"), rest.dropFirst(4).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).hasPrefix("docgen:") else {
            fatalError("raw HTML left in an MDX tree: \(String(reflecting: html))")
        }
    }

    // Lines as cmark counts them (FileReader.decode made every line end a LF).
    let lineLengths = body.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(\.count)
    for location in contents.locations {
        guard location.line >= 1, location.line <= lineLengths.count,
              location.column >= 1, location.column <= lineLengths[location.line - 1] + 1 else {
            fatalError("location \(location) outside the page (\(lineLengths.count) lines)")
        }
    }

    // The passes over the tree outside DocgenMarkdown, which see components as containers.
    let outline = HeadingOutline(document)
    _ = document.linkReferences
    var renderer = HTMLRenderer(outline: outline, links: PassThrough(), admonitionTitles: titles)
    let html = renderer.render(document)
    // In the HTML a marker shows as markup (raw) or escaped markup: text the page wrote
    // around a construct that was dropped (`docg</>en:mdx`) is no marker. A page with an
    // error is never published (the build stops), so what its HTML would hold leaks nothing:
    // an unclosed `<!--` is shown as text, and the page's own words beside it can spell a marker.
    let isPublished = !document.problems.contains { ParsedPage.rule($0.kind).severity == .error }
    if !writesMarkers, isPublished {
        for marker in ["<!--docgen:mdx", "<docgen-mdx", "<!--docgen:admonition"] {
            if html.contains(marker) || html.contains("&lt;" + marker.dropFirst()) {
                fatalError("\(marker) left in the HTML")
            }
        }
    }
    return 0
}
