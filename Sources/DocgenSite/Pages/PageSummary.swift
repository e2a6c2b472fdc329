import DocgenSupport
import Synchronization

/// What the rest of the site needs to know of a page without its Markdown tree: its route,
/// its place in the navigation, and its heading ids for link checks. A build keeps these in
/// its manifest, so a rebuild renders a changed page without parsing the unchanged ones.
public struct PageSummary: Sendable, Equatable {
    /// The fields, held by reference: summaries are copied into the site index, the routed
    /// pages, the manifest and the report, and a copy of the fields themselves retains each of
    /// their dozen strings and arrays. A change (rare: a rebuild's revisions) makes new ones.
    private var storage: Storage

    private final class Storage: Sendable {
        let fields: Fields
        /// Makes the heading ids when they are first asked for, in place of `fields.ids`: a
        /// rebuild reads every page's summary from the manifest and looks at the ids of a few.
        let decodeIDs: (@Sendable () -> [String])?
        let decodedIDs = Mutex<[String]?>(nil)

        init(_ fields: Fields, decodeIDs: (@Sendable () -> [String])? = nil) {
            self.fields = fields
            self.decodeIDs = decodeIDs
        }

        var ids: [String] {
            guard let decodeIDs else { return fields.ids }
            return decodedIDs.withLock { decoded in
                if let decoded { return decoded }
                let ids = decodeIDs()
                decoded = ids
                return ids
            }
        }
    }

    /// What a summary holds.
    private struct Fields: Sendable, Equatable {
        var file: ContentFile
        var title: String
        var order: Int?
        var slug: String?
        var navLabel: String?
        var docID: String?
        var ids: [String]
        var hash: String
        var partials: [String] = []
        var usesFacts: Bool
        var revision: PageRevision = PageRevision(hash: "", sections: [])
        var translatedRevision: PageRevision?
        var usesDiagrams = false
    }

    public var file: ContentFile { _read { yield storage.fields.file } }
    public var title: String { _read { yield storage.fields.title } }
    public var order: Int? { storage.fields.order }
    public var slug: String? { _read { yield storage.fields.slug } }
    /// The name in the sidebar and the pager when it is not the title (`sidebar_label`).
    public var navLabel: String? { _read { yield storage.fields.navLabel } }
    /// Docusaurus's `id` front matter, which links may name the page by.
    public var docID: String? { _read { yield storage.fields.docID } }
    /// Heading ids in document order.
    public var ids: [String] { storage.ids }
    /// The content hash of the source file, and of its Markdown partials when it has some.
    public var hash: String { _read { yield storage.fields.hash } }
    /// The Markdown partials the page includes (paths from the site's root): a rebuild hashes
    /// them with the page's file to know whether the page changed.
    public var partials: [String] { _read { yield storage.fields.partials } }
    /// True when the page has `{{api:…}}` facts, whose values come from the model.
    public var usesFacts: Bool { storage.fields.usesFacts }
    /// The page's own revision (section hashes), which its translations are compared with.
    public var revision: PageRevision {
        _read { yield storage.fields.revision }
        set { update { $0.revision = newValue } }
    }
    /// In a translation: the revision of the English page it records translating (`source:`).
    public var translatedRevision: PageRevision? {
        _read { yield storage.fields.translatedRevision }
        set { update { $0.translatedRevision = newValue } }
    }
    /// True when the page has a Mermaid diagram: the site then ships the script that draws it.
    public var usesDiagrams: Bool { storage.fields.usesDiagrams }

    public init(file: ContentFile, title: String, order: Int?, slug: String?, ids: [String], hash: String, usesFacts: Bool,
                revision: PageRevision = PageRevision(hash: "", sections: []), translatedRevision: PageRevision? = nil,
                usesDiagrams: Bool = false, navLabel: String? = nil, docID: String? = nil, partials: [String] = []) {
        storage = Storage(Fields(file: file, title: title, order: order, slug: slug, navLabel: navLabel, docID: docID, ids: ids, hash: hash,
                                 partials: partials, usesFacts: usesFacts, revision: revision, translatedRevision: translatedRevision,
                                 usesDiagrams: usesDiagrams))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// This summary with the heading ids `decode` makes, made only if they are asked for.
    package func withIDs(decodedBy decode: @escaping @Sendable () -> [String]) -> PageSummary {
        PageSummary(storage: Storage(storage.fields, decodeIDs: decode))
    }

    public static func == (lhs: PageSummary, rhs: PageSummary) -> Bool {
        if lhs.storage === rhs.storage { return true }
        var left = lhs.storage.fields, right = rhs.storage.fields
        left.ids = lhs.ids
        right.ids = rhs.ids
        return left == right
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields, decodeIDs: storage.decodeIDs)
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
