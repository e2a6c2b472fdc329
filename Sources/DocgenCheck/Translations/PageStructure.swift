import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// The language-neutral parts of a page, which its translations must keep: the sections
/// (`##` and `###` headings), code blocks, tables, internal links and images, each with its
/// place in the file. Gathered once per page and compared between locales.
struct PageStructure {
    /// A link or image: what it points at, resolved inside the locale folder, and where it is written.
    struct Reference {
        /// `guides/setup.md` for a page, `img/flow.png` for a file, the URL itself for an external image.
        var target: String
        var destination: String
        var location: SourceLocation
        /// In a mapped layout, what the destination names from the page's own file, when that
        /// differs (`Assets/a.png` for `../Assets/a.png` in `Translations/README_de.md`).
        var alternate: String? = nil

        /// True when `keys` holds the target or the alternate.
        func isMatched(in keys: Set<String>) -> Bool {
            keys.contains(target) || (alternate.map(keys.contains) ?? false)
        }

        /// True when the two share a target or an alternate.
        func matches(_ other: Reference) -> Bool {
            target == other.target || alternate.map { $0 == other.target || $0 == other.alternate } ?? false || other.alternate == target
        }

        /// Its target and alternate into `keys`.
        func insertKeys(into keys: inout Set<String>) {
            keys.insert(target)
            if let alternate { keys.insert(alternate) }
        }
    }

    let page: ParsedPage
    /// The `##` and `###` headings: the sections a revision hashes.
    let sections: [HeadingOutline.Entry]
    /// Links to other pages and files of the site (not anchors on the same page, not URLs).
    let links: [Reference]
    let images: [Reference]
    /// The code blocks, normalized, and the tables, read: once per page, though an English
    /// page is compared with every translation.
    let codeBlocks: [CodeParity.Block]
    let tables: [TableParity.Reading]
    /// For placing findings inside the page's text.
    let locator: TextLocator

    var file: String { page.file.displayPath }
    var locale: String { page.file.locale }

    /// With `index` (a Docusaurus or Starlight site, whose links are URLs that differ by
    /// locale: `/migrate/`, `/ja/migrate/`), a link is compared by the page it reaches:
    /// `pageKeys` when the link rule resolved the page's links already, else resolved here.
    /// With `mapping` (a mapped layout), each link and image is also read from the page's own
    /// file (`Reference.alternate`): a translation kept in another folder links from there.
    init(_ page: ParsedPage, index: SiteIndex? = nil, pageKeys: [String: String]? = nil, mapping: TranslationMapping? = nil) {
        self.page = page
        let known = index == nil ? nil : pageKeys
        var rewriter = known != nil ? nil : index.flatMap { index in
            index.page(page.file.path, in: page.file.locale).map { SiteLinkRewriter(index: index, page: $0, assets: [:]) }
        }
        sections = page.outline.entries.filter { PageRevision.isSectionLevel($0.level) }
        let content = PageContent(page.document)
        var links: [Reference] = [], images: [Reference] = []
        func fromFile(_ destination: String) -> String? {
            guard let mapping, let rootPath = SiteLinkRewriter.target(of: destination, from: page.file.displayPath) else { return nil }
            return mapping.siteFile(at: rootPath)?.key
        }
        for link in page.document.linkReferences {
            if link.isImage {
                let target = SiteLinkRewriter.target(of: link.destination, from: page.file.path) ?? link.destination
                images.append(Reference(target: target, destination: link.destination, location: link.location,
                                        alternate: fromFile(link.destination).flatMap { $0 == target ? nil : $0 }))
            } else if let key = Self.pageKey(of: link, known: known, with: &rewriter) {
                links.append(Reference(target: key, destination: link.destination, location: link.location))
            } else if let target = Self.unresolvedTarget(of: link.destination, from: page.file.path, flat: index?.config.urlStyle == .flat) {
                // A translation's link to its neighbour's file (`content.ja.md`) is to that page.
                let page = SiteLinkRewriter.withoutLocaleSuffix(target, locale: page.file.locale) ?? target
                links.append(Reference(target: page, destination: link.destination, location: link.location,
                                       alternate: fromFile(link.destination).flatMap { $0 == page ? nil : $0 }))
            } else if let alternate = fromFile(link.destination) {
                links.append(Reference(target: alternate, destination: link.destination, location: link.location))
            }
        }
        self.links = links
        self.images = images
        codeBlocks = content.codeBlocks.map(CodeParity.Block.init)
        tables = content.tables.map { TableParity.Reading($0, locale: page.file.locale) }
        locator = TextLocator(page.text)
    }

    /// What a link no page answers is compared by: its path from the page's folder; on a site
    /// published by name, from where the page is published (its name beside the others), and
    /// without the extension (`access-level.md` and `access-level` are one page).
    private static func unresolvedTarget(of destination: String, from key: String, flat: Bool) -> String? {
        guard flat else { return SiteLinkRewriter.target(of: destination, from: key) }
        return SiteLinkRewriter.target(of: destination, from: SiteIndex.flatKey(key)).map { String(PageExtension.stem(of: $0)) }
    }

    /// The key of the page `link` reaches, as the build resolves it: from `known` when given,
    /// else by the rewriter; nil without either.
    private static func pageKey(of link: LinkReference, known: [String: String]?, with rewriter: inout SiteLinkRewriter?) -> String? {
        if let known { return known[link.destination] }
        guard rewriter != nil else { return nil }
        _ = rewriter!.rewrite(link.destination, isImage: false, at: link.location)
        return rewriter!.lastTargetKey
    }

    /// The index in `sections` of the section that holds `line`; nil before the first one.
    func sectionIndex(atLine line: Int) -> Int? {
        sections.lastIndex { $0.location.line <= line }
    }

    /// Where the body starts, for findings about something the page lacks altogether.
    var start: SourceLocation {
        page.document.blocks.first?.location ?? SourceLocation(line: 1, column: 1)
    }

    /// Where this translation should have what the English `original` has at `line`: the
    /// heading of the same section (sections correspond by position), else the body's start.
    func place(matching line: Int, in original: PageStructure) -> SourceLocation {
        guard let index = original.sectionIndex(atLine: line) else { return start }
        return sections.count == original.sections.count ? sections[index].location : start
    }
}
