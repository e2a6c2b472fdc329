import DocgenMarkdown
import DocgenSupport

/// The YAML block at the top of a page, between `---` lines.
public struct FrontMatter: Sendable {
    public var title: String?
    public var description: String?
    public var order: Int?
    /// Replaces the last segment of the page's URL; in a Docusaurus or Starlight site, a path
    /// (`SlugPath`).
    public var slug: String?
    /// The page's name in the sidebar and the pager, when it is not its title: Docusaurus's
    /// `sidebar_label`, Starlight's `sidebar: {label: …}`.
    public var navLabel: String?
    /// Docusaurus's `id`: the doc id's last segment in place of the file name.
    public var docID: String?
    /// The API model the page documents (`sdk4`, `sdk3`), read by `docgen check`.
    public var model: String?
    /// In a translation: the revision of the English page it translates, as `docgen translated`
    /// recorded it (`source: {hash: …, sections: {…}}`).
    public var source: PageRevision?
    /// Where the `source` key is written, for findings about the translation's freshness.
    public var sourceLocation: SourceLocation?
    /// Every key, for templates (`page.params.<key>`).
    public var fields: [String: YAMLNode]

    public init(title: String? = nil, description: String? = nil, order: Int? = nil, slug: String? = nil,
                model: String? = nil, fields: [String: YAMLNode] = [:]) {
        self.title = title
        self.description = description
        self.order = order
        self.slug = slug
        self.model = model
        self.fields = fields
    }
}

