import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// A site read once: its scan and every page parsed. `docgen check` loads one; `docgen serve`
/// keeps one across edits (`SiteLoader.load(_:previous:)` parses again only what changed) and
/// hands it to both the rebuild and the check, so neither reads or parses an unchanged page.
public struct LoadedSite: Sendable {
    public let scan: SiteScan
    /// One per page file, in the scan's order.
    public let pages: [LoadedPage]

    /// How many pages were taken from the previous load as they were (unchanged bytes).
    public let reusedPages: Int

    public init(scan: SiteScan, pages: [LoadedPage], reusedPages: Int = 0) {
        self.scan = scan
        self.pages = pages
        self.reusedPages = reusedPages
    }

    public var root: URL { scan.root }
    public var config: SiteConfig { scan.config }
    public var locales: [SiteLocale] { scan.locales }

    /// The pages that parsed.
    public var parsed: [ParsedPage] { pages.compactMap(\.page) }

    /// What reading and parsing the pages found.
    public var problems: [Diagnostic] { pages.flatMap(\.problems) }
}

/// A page file as it was read: its source hash (what a rebuild compares), its parse, and what
/// reading or parsing it found.
public struct LoadedPage: Sendable {
    public var file: ContentFile
    /// `ContentHash.ofSource` of the bytes parsed; nil when the file could not be read.
    public var hash: String?
    /// Nil when the page could not be read or parsed (`problems` say why).
    public var page: ParsedPage?
    public var problems: [Diagnostic]
    /// The file's identity before it was read, when it had settled (`FileStatus`): the next
    /// load that finds the same identity keeps this page without reading the file.
    public var identity: String?

    public init(file: ContentFile, hash: String?, page: ParsedPage?, problems: [Diagnostic], identity: String? = nil) {
        self.file = file
        self.hash = hash
        self.page = page
        self.problems = problems
        self.identity = identity
    }

    /// Reads and parses `file` (its revision made when it is an original), its Markdown
    /// partials from `partials`.
    public static func read(_ file: ContentFile, isOriginal: Bool, layout: SiteLayout = .docgen, markdownFiles: MarkdownParser.Syntax = .markdown,
                            partials: PartialStore? = nil) -> LoadedPage {
        read(file, isOriginal: isOriginal, layout: layout, markdownFiles: markdownFiles, partials: partials, status: FileSystem.status(file.absolutePath))
    }

    /// Reads and parses `file`, whose `status` was taken before the read.
    static func read(_ file: ContentFile, isOriginal: Bool, layout: SiteLayout, markdownFiles: MarkdownParser.Syntax,
                     partials: PartialStore?, status: FileStatus?) -> LoadedPage {
        let identity = status?.settledIdentity(now: FileStatus.now())
        do throws(DiagnosticsError) {
            let bytes = try FileReader.readBytes(file.absolutePath, displayPath: file.displayPath, limit: FileReader.maxPageBytes)
            let hash = ContentHash.ofSource(bytes)
            let text = try FileReader.decode(bytes, displayPath: file.displayPath)
            let (page, problems) = ParsedPage.parse(text, file: file, hash: hash, revision: isOriginal, layout: layout, markdownFiles: markdownFiles, partials: partials)
            return LoadedPage(file: file, hash: hash, page: page, problems: problems, identity: identity)
        } catch {
            return LoadedPage(file: file, hash: nil, page: nil, problems: error.diagnostics)
        }
    }
}
