import DocgenSupport

/// What the rest of the site needs to know of a page without its Markdown tree: its route,
/// its place in the navigation, and its heading ids for link checks. A build keeps these in
/// its manifest, so a rebuild renders a changed page without parsing the unchanged ones.
public struct PageSummary: Sendable, Codable, Equatable {
    public var file: ContentFile
    public var title: String
    public var order: Int?
    public var slug: String?
    /// The name in the sidebar and the pager when it is not the title (`sidebar_label`).
    public var navLabel: String?
    /// Docusaurus's `id` front matter, which links may name the page by.
    public var docID: String?
    /// Heading ids in document order.
    public var ids: [String]
    /// The content hash of the source file, and of its Markdown partials when it has some.
    public var hash: String
    /// The Markdown partials the page includes (paths from the site's root): a rebuild hashes
    /// them with the page's file to know whether the page changed.
    public var partials: [String] = []
    /// True when the page has `{{api:…}}` facts, whose values come from the model.
    public var usesFacts: Bool
    /// The page's own revision (section hashes), which its translations are compared with.
    public var revision: PageRevision = PageRevision(hash: "", sections: [])
    /// In a translation: the revision of the English page it records translating (`source:`).
    public var translatedRevision: PageRevision?
    /// True when the page has a Mermaid diagram: the site then ships the script that draws it.
    public var usesDiagrams = false

    public init(file: ContentFile, title: String, order: Int?, slug: String?, ids: [String], hash: String, usesFacts: Bool,
                revision: PageRevision = PageRevision(hash: "", sections: []), translatedRevision: PageRevision? = nil,
                usesDiagrams: Bool = false, navLabel: String? = nil, docID: String? = nil, partials: [String] = []) {
        self.usesDiagrams = usesDiagrams
        self.navLabel = navLabel
        self.docID = docID
        self.partials = partials
        self.file = file
        self.title = title
        self.order = order
        self.slug = slug
        self.ids = ids
        self.hash = hash
        self.usesFacts = usesFacts
        self.revision = revision
        self.translatedRevision = translatedRevision
    }

    /// The page's name in the sidebar and the pager.
    public var navTitle: String { navLabel.flatMap { $0.isEmpty ? nil : $0 } ?? title }

    /// The same ids as a set, for lookups.
    public var idSet: Set<String> { Set(ids) }

    /// True when a change from `old` to this summary leaves every other page as it was:
    /// same title, order and slug (navigation, routes) and same heading ids (links).
    public func affectsOnlyItself(comparedTo old: PageSummary) -> Bool {
        title == old.title && order == old.order && slug == old.slug && ids == old.ids && navLabel == old.navLabel && docID == old.docID
    }
}
