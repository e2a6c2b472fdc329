import DocgenSupport
/// One page of the output: a locale's own page, or the default locale's page standing in for
/// a missing translation.
public struct RoutedPage: Sendable {
    /// The page's identity across locales: its path inside the locale folder.
    public var key: String
    public var locale: String
    /// Output path relative to the site root, ending in `/` (`ja/flow-events/`).
    public var route: String
    /// The page it is built from (the default locale's, for a fallback). A fallback shares
    /// its original's (a summary holds its fields by reference).
    public let summary: PageSummary
    /// True when `summary` is the default locale's page shown in another locale.
    public var isFallback: Bool
    /// Where `summary` is among the summaries the index was made from (`SiteIndex.make`).
    public var summaryIndex: Int

    init(key: String, locale: String, route: String, summary: PageSummary, summaryIndex: Int) {
        self.key = key
        self.locale = locale
        self.route = route
        self.summary = summary
        self.isFallback = false
        self.summaryIndex = summaryIndex
    }

    /// `original` shown in `locale`, at `route`.
    init(fallbackOf original: RoutedPage, locale: String, route: String) {
        self.key = original.key
        self.locale = locale
        self.route = route
        self.summary = original.summary
        self.isFallback = true
        self.summaryIndex = original.summaryIndex
    }

    /// `../` repeated to climb from this page's folder to the site root.
    public var rootPrefix: String {
        // Routes end in `/` and never start with one: one `../` per `/`.
        String(repeating: "../", count: route.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
    }
}

/// Every page by locale and key, with the site's navigation order.
public struct SiteIndex: Sendable {
    /// Where each locale's translation status page is published (`ja/translation-status/`):
    /// a route no page may take.
    public static func statusRoute(_ locale: String, rootLocale: String? = nil) -> String {
        prefix(of: locale, rootLocale: rootLocale) + "translation-status/"
    }

    /// `locale`'s translation status page in this site.
    public func statusRoute(of locale: String) -> String { Self.statusRoute(locale, rootLocale: config.rootLocale) }

    /// Where `locale`'s pages are published, relative to the site root: its folder (`ja/`), or
    /// nothing for the locale published at the root (`SiteConfig.rootLocale`).
    public static func prefix(of locale: String, rootLocale: String?) -> String {
        locale == rootLocale ? "" : locale + "/"
    }

    /// Where `locale`'s pages are published in this site (`ja/`, or `` for the root locale).
    public func prefix(of locale: String) -> String { Self.prefix(of: locale, rootLocale: config.rootLocale) }

    /// The route of `locale`'s home page (`ja/`, `` at the root).
    public func home(of locale: String) -> String { prefix(of: locale) }

    public var config: SiteConfig
    public var locales: [SiteLocale]
    public var pages: [String: [String: RoutedPage]]
    /// Keys in navigation order per locale.
    public var order: [String: [String]]
    /// The category files of each locale's folders, by locale and folder (`guides/`).
    public var categories: [String: [String: SiteCategory]] = [:]
    /// When each page was last changed, by its source file's display path: seconds since 1970
    /// (the last commit that touched it, or the file's modification time; `PageDates`).
    public var updated: [String: Int] = [:]
    /// Every route published, made when a site-absolute link first asks (most sites have none).
    private let routeSet = RouteSet()

    public var defaultLocale: String { config.defaultLocale }

    /// True when a page (or a fallback) is published at `route` (`en/guides/setup/`).
    public func publishes(_ route: String) -> Bool {
        routeSet.routes(of: self).contains(route)
    }

    private final class RouteSet: @unchecked Sendable {
        private let made = Locked<Set<String>?>(nil)

        func routes(of index: SiteIndex) -> Set<String> {
            made.withLock { made in
                if let made { return made }
                let routes = Set(index.pages.values.flatMap { $0.values.map(\.route) })
                made = routes
                return routes
            }
        }
    }

    public func page(_ key: String, in locale: String) -> RoutedPage? { pages[locale]?[key] }

    /// The page (or fallback) of `locale` published at `path` inside the locale (`guides/setup`,
    /// `` for its home), with or without a trailing `/`.
    public func page(atPath path: String, in locale: String) -> RoutedPage? {
        let path = path.hasSuffix("/") ? String(path.dropLast()) : path
        return pathMap.maps(of: self)[locale]?.byPath[path].flatMap { page($0, in: locale) }
    }

    /// The page of `locale` whose Docusaurus doc id is `id` (`guides/setup`: its folder and its
    /// `id:` front matter, else its file name).
    public func page(docID id: String, in locale: String) -> RoutedPage? {
        pathMap.maps(of: self)[locale]?.byID[id].flatMap { page($0, in: locale) }
    }

    /// Every page path of `locale` (`guides/setup`), for "did you mean".
    public func paths(in locale: String) -> [String] {
        (pathMap.maps(of: self)[locale]?.byPath.keys).map { $0.sorted() } ?? []
    }

    /// The first page (in key order) of `locale` whose file is named `name` (`setup` of
    /// `guides/setup.mdx`, with or without its extension).
    public func page(named name: String, in locale: String) -> RoutedPage? {
        pathMap.maps(of: self)[locale]?.byName[String(PageExtension.stem(of: name))].flatMap { page($0, in: locale) }
    }

    /// Every doc id of `locale` (`guides/upgrade`: folder and file name, or `id:`).
    public func docIDs(in locale: String) -> [String] {
        (pathMap.maps(of: self)[locale]?.byID.keys).map { $0.sorted() } ?? []
    }

    /// Made when a link by URL path or doc id first asks (only Docusaurus and Starlight sites'
    /// links do).
    private let pathMap = PathMap()

    private final class PathMap: @unchecked Sendable {
        struct Maps { var byPath: [String: String] = [:], byID: [String: String] = [:], byName: [String: String] = [:] }
        private let made = Locked<[String: Maps]?>(nil)

        func maps(of index: SiteIndex) -> [String: Maps] {
            made.withLock { made in
                if let made { return made }
                var all: [String: Maps] = [:]
                for (locale, pages) in index.pages {
                    var maps = Maps()
                    let prefix = index.prefix(of: locale)
                    for (key, page) in pages {
                        var path = Substring(page.route)
                        if path.hasPrefix(prefix) { path = path.dropFirst(prefix.count) }
                        if path.hasSuffix("/") { path = path.dropLast() }
                        maps.byPath[String(path)] = key
                        let folder = key.split(separator: "/").dropLast().joined(separator: "/")
                        let fileName = String(PageExtension.stem(of: String(key.split(separator: "/").last ?? "")))
                        let name = page.summary.docID ?? fileName
                        maps.byID[folder.isEmpty ? name : folder + "/" + name] = key
                        if maps.byName[fileName].map({ key < $0 }) ?? true { maps.byName[fileName] = key }
                    }
                    all[locale] = maps
                }
                made = all
                return all
            }
        }
    }

    /// The site-root-relative route of a key: `guides/x.md` (or `.mdx`) → `guides/x/`, `index.md` → ``,
    /// the last segment replaced by the front-matter slug (or the path a slug with `/` names,
    /// `SlugPath`).
    public static func route(key: String, slug: String?) -> String {
        route(key: key, slug: slug, prefix: "")
    }

    /// `key` as Astro slugs a content entry's path (github-slugger on each folder and on the
    /// file's name: case folded, punctuation dropped, spaces as `-`, which is what
    /// `HeadingSlugger.slug` does), its page extension kept for `route` to drop:
    /// `Guides/Getting Started.mdx` → `guides/getting-started.mdx`, `使い方/概要.md` as it is.
    static func astroSlug(_ key: String) -> String {
        var segments = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = segments.popLast() else { return key }
        let stem = PageExtension.stem(of: last)
        let slugged = segments.map(HeadingSlugger.slug) + [HeadingSlugger.slug(String(stem)) + last.dropFirst(stem.count)]
        return slugged.joined(separator: "/")
    }

    /// The key a page is routed by when URLs are names (`urls: flat`): its file's name
    /// (`setup.md` of `guides/setup.md`), a folder's index page its folder's (`guides.md` of
    /// `guides/index.md`); the home page stays the home.
    public static func flatKey(_ key: String) -> String {
        let segments = key.split(separator: "/")
        guard segments.count > 1, let last = segments.last else { return key }
        let stem = PageExtension.stem(of: String(last))
        return stem == "index" ? String(segments[segments.count - 2] + last.dropFirst(stem.count)) : String(last)
    }

    /// `prefix` followed by the route of `key`, made in one buffer: every build routes every page.
    static func route(key: String, slug: String?, prefix: String) -> String {
        if let slug, SlugPath.isPath(slug) {
            let path = SlugPath.path(slug, key: key)
            return path.isEmpty ? prefix : prefix + path + "/"
        }
        var key = key
        return key.withUTF8 { key in
            // The key's last segment, without ".md" or ".mdx".
            var start = key.count
            while start > 0 && key[start - 1] != UInt8(ascii: "/") { start -= 1 }
            let end = max(start, key.count - PageExtension.length(in: key))
            let last = UnsafeBufferPointer(rebasing: key[start..<end])
            let slug = slug.flatMap { $0.isEmpty ? nil : $0 }
            let dropsLast = slug == nil && (last.isEmpty || last.elementsEqual("index".utf8))
            var capacity = prefix.utf8.count + start
            if !dropsLast { capacity += (slug?.utf8.count ?? last.count) + 1 }
            return String(unsafeUninitializedCapacity: capacity) { out in
                var n = 0
                for byte in prefix.utf8 { out[n] = byte; n += 1 }
                for byte in UnsafeBufferPointer(rebasing: key[..<start]) { out[n] = byte; n += 1 }
                guard !dropsLast else { return n }
                if let slug {
                    for byte in slug.utf8 { out[n] = byte; n += 1 }
                } else {
                    for byte in last { out[n] = byte; n += 1 }
                }
                out[n] = UInt8(ascii: "/")
                return n + 1
            }
        }
    }

    /// Routes every page, standing the default locale's pages in for missing translations.
    /// Two pages of one locale on one URL is an error that names both files.
    public static func make(config: SiteConfig, locales: [SiteLocale], pages parsed: [PageSummary],
                            categories: [SiteCategory] = []) throws(DiagnosticsError) -> SiteIndex {
        // Per locale, the pages by key and the (order, key) pairs to sort; a locale's pages
        // are gathered in a dictionary of its own, then stored once.
        var byLocale: [String: [String: RoutedPage]] = [:]
        var sortKeys: [String: [(order: Int, key: String)]] = [:]
        var byRoute: [String: Int] = [:]
        byRoute.reserveCapacity(parsed.count)
        var problems: [Diagnostic] = []
        var localeCode = ""
        var localePages: [String: RoutedPage] = [:]
        var localeKeys: [(order: Int, key: String)] = []
        // A site of one locale has no status page: nil, so its root page ("") is no clash.
        var statusRoute: String?
        var localePrefix = ""
        let slugsFilePaths = config.sourceURLs?.slugsFilePaths == true
        let flat = config.urlStyle == .flat
        func flush() {
            guard !localeCode.isEmpty else { return }
            if byLocale[localeCode] == nil {
                byLocale[localeCode] = localePages
            } else {
                byLocale[localeCode]!.merge(localePages) { _, new in new }
            }
            sortKeys[localeCode, default: []] += localeKeys
            localePages = [:]
            localeKeys = []
        }
        for (i, page) in parsed.enumerated() {
            // Pages come grouped by locale (the content tree's order); any order works.
            if page.file.locale != localeCode {
                flush()
                localeCode = page.file.locale
                localePages = byLocale.removeValue(forKey: localeCode) ?? [:]
                localePages.reserveCapacity(parsed.count / max(locales.count, 1))
                statusRoute = locales.count > 1 ? Self.statusRoute(localeCode, rootLocale: config.rootLocale) : nil
                localePrefix = Self.prefix(of: localeCode, rootLocale: config.rootLocale)
            }
            var routeKey = slugsFilePaths ? Self.astroSlug(page.file.path) : page.file.path
            if flat { routeKey = Self.flatKey(routeKey) }
            let route = route(key: routeKey, slug: page.slug, prefix: localePrefix)
            // The root locale's pages share the root with the other locales' folders and
            // docgen's own: a page there would be replaced, or hide a whole locale.
            if localePrefix.isEmpty, config.rootLocale != nil, let first = route.split(separator: "/").first,
               let taken = Self.reservedAtRoot(locales: locales.filter { $0.code != config.rootLocale }).first(where: { $0 == first }) {
                problems.append(.error(.siteReservedURL,
                                       "this page publishes to /\(route), inside /\(taken)/, where docgen publishes \(locales.contains { $0.code == taken } ? "the '\(taken)' locale" : "files of its own"); give it a different slug or folder",
                                       file: page.file.displayPath))
                continue
            }
            if let statusRoute, route == statusRoute {
                problems.append(.error(.siteReservedURL,
                                       "this page publishes to /\(route), where docgen writes the translation status page; give it a different slug",
                                       file: page.file.displayPath))
                continue
            }
            if let other = byRoute[route].map({ parsed[$0] }) {
                problems.append(.error(.siteDuplicateURL,
                                       "this page and \(other.file.displayPath) both publish to /\(route); give one a different slug",
                                       file: page.file.displayPath,
                                       notes: [.init(file: other.file.displayPath, message: "the other page")]))
                continue
            }
            byRoute[route] = i
            localePages[page.file.path] = RoutedPage(key: page.file.path, locale: page.file.locale, route: route, summary: page, summaryIndex: i)
            localeKeys.append((page.order ?? Int.max, page.file.path))
        }
        flush()
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let defaults = byLocale[config.defaultLocale] ?? [:]
        let defaultKeys = sortKeys[config.defaultLocale] ?? []
        for locale in locales where locale.code != config.defaultLocale {
            var pages = byLocale.removeValue(forKey: locale.code) ?? [:]
            var keys = sortKeys[locale.code] ?? []
            for (order, key) in defaultKeys where pages[key] == nil {
                let original = defaults[key]!
                let route = Self.prefix(of: locale.code, rootLocale: config.rootLocale)
                    + original.route.dropFirst(Self.prefix(of: config.defaultLocale, rootLocale: config.rootLocale).count)
                pages[key] = RoutedPage(fallbackOf: original, locale: locale.code, route: route)
                keys.append((order, key))
            }
            byLocale[locale.code] = pages
            sortKeys[locale.code] = keys
        }
        var byFolder: [String: [String: SiteCategory]] = [:]
        for category in categories { byFolder[category.locale, default: [:]][category.folder] = category }
        // A folder's place: its index page's order in the default locale, else its category
        // file's (the default locale's, else the first locale's that has one).
        var folderOrders: [String: Int] = [:]
        for locale in locales.reversed() {
            for (folder, category) in byFolder[locale.code] ?? [:] where locale.code != config.defaultLocale {
                if let order = category.order { folderOrders[folder] = order }
            }
        }
        for (folder, category) in byFolder[config.defaultLocale] ?? [:] {
            if let order = category.order { folderOrders[folder] = order }
        }
        for (key, page) in defaults where key.hasSuffix("/index.md") {
            if let order = page.summary.order { folderOrders[String(key.dropLast("index.md".count))] = order }
        }
        var order: [String: [String]] = [:]
        for locale in locales {
            let keys = sortKeys[locale.code] ?? []
            if !keys.contains(where: { $0.key.containsByte(UInt8(ascii: "/")) }) {
                // Sorted as (order, key) pairs: moving whole pages around costs more than the sort.
                // The home page (`index.md`) first, whatever its order says.
                order[locale.code] = keys
                    .map { $0.key == "index.md" ? (order: Int.min, key: $0.key) : $0 }
                    .sorted { $0.order != $1.order ? $0.order < $1.order : $0.key < $1.key }
                    .map(\.key)
            } else {
                // Folders: each one's pages together, after its index page (`NavigationOrder`).
                let sortable = keys.map { ($0.key, NavigationOrder.key($0.key, pageOrder: $0.order == Int.max ? nil : $0.order,
                                                                            folderOrder: { folderOrders[$0] })) }
                order[locale.code] = sortable.sorted { NavigationOrder.precedes($0.1, $1.1) }.map(\.0)
            }
        }
        var index = SiteIndex(config: config, locales: locales, pages: byLocale, order: order)
        index.categories = byFolder
        return index
    }

    /// The folders at the site's root no root-locale page may be in: the other locales', the
    /// theme's `assets` and the root locale's search index.
    static func reservedAtRoot(locales: [SiteLocale]) -> [String] {
        locales.map(\.code) + ["assets", "search-index"]
    }

    /// The absolute URL of a route, from the configured base URL.
    public func absoluteURL(_ route: String) -> String { config.baseURL + route }
}
