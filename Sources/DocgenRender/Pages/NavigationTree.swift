import DocgenSite
import DocgenSupport

/// A locale's sidebar entries (in navigation order) as a tree: each folder a category, titled
/// and linked by its `index.md`, or titled by its category file (`SiteCategory`), or by its name.
struct NavigationTree: Sendable {
    enum Item: Hashable, Sendable {
        /// An entry, by its place among the entries.
        case page(Int)
        /// A category, by its place among the categories.
        case category(Int)
    }

    struct Category: Sendable {
        var locale: String
        var folder: String
        var title: String
        /// The folder's `index.md` among the entries, whose link the category's title is.
        var indexEntry: Int?
        var items: [Item] = []
    }

    let entries: [PageContext.NavEntry]
    private(set) var top: [Item] = []
    private(set) var categories: [Category] = []
    /// For each entry, the categories that hold it, outermost first (a folder's index page is
    /// held by its own category).
    private(set) var ancestors: [[Int]] = []

    init(entries: [PageContext.NavEntry], locale: String, index: SiteIndex) {
        self.entries = entries
        ancestors.reserveCapacity(entries.count)
        var byFolder: [String: Int] = [:]
        // Categories titled by their folder's name, whose casing their pages' titles may tell.
        var named: [Int] = []
        let own = index.categories[locale] ?? [:]
        let original = index.categories[index.defaultLocale] ?? [:]
        for (i, entry) in entries.enumerated() {
            guard entry.key.containsByte(UInt8(ascii: "/")) else {
                top.append(.page(i))
                ancestors.append([])
                continue
            }
            var parents: [Int] = []
            var folder = ""
            let parts = entry.key.split(separator: "/")
            for part in parts.dropLast() {
                folder += part + "/"
                if let known = byFolder[folder] {
                    parents.append(known)
                    continue
                }
                // A folder's title: its index page in this locale (a translation), its category
                // file here, the original's index page (a fallback's title), the original's
                // category file, its name.
                let indexPage = index.page(folder + "index.md", in: locale)
                let given = (indexPage.flatMap { $0.isFallback ? nil : $0.summary.title })
                    ?? own[folder]?.title ?? indexPage?.summary.title ?? original[folder]?.title
                let c = categories.count
                if given == nil { named.append(c) }
                let title = given ?? SiteCategory.title(ofFolder: folder)
                categories.append(Category(locale: locale, folder: folder, title: title))
                if let parent = parents.last { categories[parent].items.append(.category(c)) } else { top.append(.category(c)) }
                byFolder[folder] = c
                parents.append(c)
            }
            if parts.last == "index.md", let c = parents.last {
                categories[c].indexEntry = i
            } else if let parent = parents.last {
                categories[parent].items.append(.page(i))
            }
            ancestors.append(parents)
        }
        // `ios/` is "iOS" when its pages' titles write it so ("Get flows - iOS"), not "Ios".
        if !named.isEmpty {
            var titles: [Int: [String]] = [:]
            let wanted = Set(named)
            for (i, held) in ancestors.enumerated() {
                for c in held where wanted.contains(c) { titles[c, default: []].append(entries[i].title) }
            }
            for c in named {
                if let written = SiteCategory.title(ofFolder: categories[c].folder, asWrittenIn: titles[c] ?? []) {
                    categories[c].title = written
                }
            }
        }
    }

    /// The first entry inside category `c` (its index page, else the first page below it).
    func firstEntry(in c: Int) -> Int? {
        if let entry = categories[c].indexEntry { return entry }
        for item in categories[c].items {
            switch item {
            case .page(let i): return i
            case .category(let inner): if let entry = firstEntry(in: inner) { return entry }
            }
        }
        return nil
    }
}

/// The sidebar values a context made, per locale and link prefix, and the memo keys handed out.
struct NavigationValues {
    /// The values made for one locale and link prefix: a class, so that a page's sidebar
    /// finds them once and then adds to them in place; by the items' places, as a sidebar
    /// reads dozens of them on every page and hashing an item costs more than the rest.
    final class Made {
        private var pages: [TemplateValue?] = []
        private var categories: [TemplateValue?] = []

        subscript(item: NavigationTree.Item) -> TemplateValue? {
            get {
                switch item {
                case .page(let i): i < pages.count ? pages[i] : nil
                case .category(let i): i < categories.count ? categories[i] : nil
                }
            }
            set {
                switch item {
                case .page(let i):
                    if i >= pages.count { pages += repeatElement(nil, count: i - pages.count + 1) }
                    pages[i] = newValue
                case .category(let i):
                    if i >= categories.count { categories += repeatElement(nil, count: i - categories.count + 1) }
                    categories[i] = newValue
                }
            }
        }
    }

    private var made: [String: Made] = [:]
    private var keys = 0

    /// The values made for `key` (a locale and link prefix), empty at first.
    mutating func made(for key: String) -> Made {
        if let known = made[key] { return known }
        let new = Made()
        made[key] = new
        return new
    }

    mutating func nextKey() -> Int {
        defer { keys += 1 }
        return keys
    }
}
