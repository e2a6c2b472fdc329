import DocgenSite
import DocgenSupport
/// The values templates see. Built here so every template gets the same names:
/// `site`, `locale`, `strings`, `page`, `nav`, `languages`, `pager`, `root`, `home`, and
/// `statusHref` (the translation status page, empty for a site with one locale).
package struct PageContext: Sendable {
    /// A locale's navigation entry, computed once per locale rather than once per page.
    struct NavEntry: Sendable {
        var key: String
        var title: String
        var route: String
        var isFallback: Bool
    }

    /// The sidebar lists at most this many pages: the ones around the current page when a
    /// locale has more. A full list on every page would make the site's size grow with the
    /// square of its page count.
    package static let sidebarLimit = 60

    package let index: SiteIndex
    package let theme: Theme
    private let nav: [String: [NavEntry]]
    private let positions: [String: [String: Int]]
    private let alternatesByKey: [String: [(hreflang: String, href: String)]]
    /// Per locale, what every page of it shows the same: its `strings` and `locale` values.
    private let stringsValues: [String: TemplateValue]
    private let localeValues: [String: TemplateValue]
    private let siteValue: TemplateValue
    /// A locale's sidebar entries as template values, none current, per link prefix
    /// (`../../`): made once, not once per page.
    private let navValues = Locked<[String: [TemplateValue]]>([:])
    /// What the templates' loops printed for those entries (`LoopMemo`), when they are cached:
    /// each is then printed once, not on every page around it. A context renders on one
    /// thread (each worker makes its own).
    package let loopMemo: LoopMemo?

    /// - Parameters:
    ///   - pages: the pages the context will render, when not the whole site (a rebuild's, or
    ///     one render worker's share): only what they show is made.
    ///   - worker: a context of one render worker among several, which renders many pages:
    ///     the sidebar's entries are made once per locale and depth (and printed once,
    ///     `loopMemo`), and it holds copies of the index's text (`PrivateCopy`), shared with no
    ///     other worker. By default, when `pages` is nil.
    package init(index: SiteIndex, theme: Theme, pages rendered: [RoutedPage]? = nil, worker: Bool? = nil) {
        let worker = worker ?? (rendered == nil)
        self.index = index
        self.loopMemo = worker ? LoopMemo() : nil
        let renderedLocales = rendered.map { Set($0.map(\.locale)) }
        self.theme = theme
        var nav: [String: [NavEntry]] = [:]
        var positions: [String: [String: Int]] = [:]
        var keys = Set<String>()
        for locale in index.locales where renderedLocales?.contains(locale.code) ?? true {
            let localePages = index.pages[locale.code] ?? [:]
            let entries: [NavEntry] = (index.order[locale.code] ?? []).compactMap { key in
                guard let page = localePages[key] else { return nil }
                keys.insert(key)
                let title = worker ? page.summary.title.privateCopy() : page.summary.title
                let route = worker ? page.route.privateCopy() : page.route
                return NavEntry(key: key, title: title, route: route, isFallback: page.isFallback)
            }
            nav[locale.code] = entries
            positions[locale.code] = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
        }
        self.nav = nav
        self.positions = positions
        self.siteValue = Self.site(index.config)
        var alternates: [String: [(hreflang: String, href: String)]] = [:]
        for key in rendered.map({ Set($0.map(\.key)) }) ?? keys { alternates[key] = Self.alternates(of: key, in: index) }
        self.alternatesByKey = alternates
        var stringsValues: [String: TemplateValue] = [:]
        var localeValues: [String: TemplateValue] = [:]
        for locale in index.locales {
            stringsValues[locale.code] = .dictionary(theme.strings(for: locale.code).mapValues { .string($0) })
            localeValues[locale.code] = ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag)]
        }
        self.stringsValues = stringsValues
        self.localeValues = localeValues
    }

    private func navValues(_ locale: String, root: String) -> [TemplateValue] {
        let key = locale + "\u{0}" + root
        return navValues.withLock { cache in
            if let values = cache[key] { return values }
            // Memo keys unique among the context's entries: those made before come first.
            let first = cache.values.reduce(0) { $0 + $1.count }
            let values = (nav[locale] ?? []).enumerated().map { i, entry in
                Self.navValue(entry, root: root, current: false, memoKey: first + i)
            }
            cache[key] = values
            return values
        }
    }

    private static func navValue(_ entry: NavEntry, root: String, current: Bool, memoKey: Int? = nil) -> TemplateValue {
        .record(TemplateRecord(names: ["title", "href", "current", "isFallback"],
                               values: [.string(entry.title), .string(root + entry.route), .bool(current), .bool(entry.isFallback)],
                               memoKey: memoKey))
    }

    package func site() -> TemplateValue { siteValue }

    private static func site(_ config: SiteConfig) -> TemplateValue {
        ["title": .string(config.title.privateCopy()), "baseURL": .string(config.baseURL.privateCopy()),
         "basePath": .string(config.basePath.privateCopy()), "defaultLocale": .string(config.defaultLocale.privateCopy())]
    }

    package func locale(_ code: String) -> TemplateValue {
        if let value = localeValues[code] { return value }
        let locale = index.locales.first { $0.code == code } ?? SiteLocale(code: code)
        return ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag)]
    }

    package func strings(_ code: String) -> TemplateValue {
        stringsValues[code] ?? .dictionary(theme.strings(for: code).mapValues { .string($0) })
    }

    /// The `<link rel="alternate">` set of a key: the locales that really have the page, and
    /// `x-default` for the default locale's.
    package func alternates(of key: String) -> [(hreflang: String, href: String)] {
        alternatesByKey[key] ?? Self.alternates(of: key, in: index)
    }

    private static func alternates(of key: String, in index: SiteIndex) -> [(hreflang: String, href: String)] {
        var result: [(String, String)] = []
        for locale in index.locales {
            guard let page = index.page(key, in: locale.code), !page.isFallback else { continue }
            result.append((locale.languageTag, index.absoluteURL(page.route)))
        }
        if let original = index.page(key, in: index.defaultLocale) {
            result.append(("x-default", index.absoluteURL(original.route)))
        }
        return result
    }

    package func context(for page: RoutedPage, parsed: ParsedPage, contentHTML: HTMLBuffer) -> TemplateValue {
        let root = page.rootPrefix
        let entries = self.nav[page.locale] ?? []
        let position = positions[page.locale]?[page.key]
        var window = entries.indices
        if entries.count > Self.sidebarLimit {
            let start = max(0, min((position ?? 0) - Self.sidebarLimit / 2, entries.count - Self.sidebarLimit))
            window = start..<(start + Self.sidebarLimit)
        }
        // A worker's entries are cached (and remembered by its `loopMemo`).
        var nav = loopMemo != nil ? Array(navValues(page.locale, root: root)[window])
                            : entries[window].map { Self.navValue($0, root: root, current: false) }
        if let position, window.contains(position) {
            nav[position - window.lowerBound] = Self.navValue(entries[position], root: root, current: true)
        }
        var pager: [String: TemplateValue] = [:]
        if let position {
            if position > 0 {
                let previous = entries[position - 1]
                pager["previous"] = ["title": .string(previous.title), "href": .string(root + previous.route)]
            }
            if position + 1 < entries.count {
                let next = entries[position + 1]
                pager["next"] = ["title": .string(next.title), "href": .string(root + next.route)]
            }
        }
        let languages: [TemplateValue] = index.locales.map { locale in
            let target = index.page(page.key, in: locale.code)?.route ?? "\(locale.code)/"
            return ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag),
                    "href": .string(root + target), "current": .bool(locale.code == page.locale)]
        }
        let toc: [TemplateValue] = parsed.outline.entries.filter { $0.level == 2 || $0.level == 3 }.map {
            ["level": .int($0.level), "id": .string($0.id), "text": .string($0.text)]
        }
        let original = index.page(page.key, in: index.defaultLocale)
        let canonical = page.isFallback ? index.absoluteURL(original?.route ?? page.route) : index.absoluteURL(page.route)
        let pageValue: TemplateValue = [
            "title": .string(parsed.title),
            "description": TemplateValue(parsed.frontMatter.description),
            "content": .htmlBytes(contentHTML),
            "toc": .array(toc),
            "canonical": .string(canonical),
            "alternates": .array(alternates(of: page.key).map { ["hreflang": .string($0.hreflang), "href": .string($0.href)] }),
            "isFallback": .bool(page.isFallback),
            "originalHref": .string(root + (original?.route ?? "")),
            "source": .string(parsed.file.displayPath),
            "route": .string(page.route),
            "params": .dictionary(parsed.frontMatter.fields.compactMapValues { $0.string.map(TemplateValue.string) }),
        ]
        return [
            "site": site(), "locale": locale(page.locale), "strings": strings(page.locale),
            "page": pageValue, "nav": .array(nav), "languages": .array(languages),
            "pager": .dictionary(pager), "root": .string(root), "home": .string(root + "\(page.locale)/"),
            "navBefore": .bool(window.lowerBound > 0), "navAfter": .bool(window.upperBound < entries.count),
            "statusHref": .string(statusHref(root: root, locale: page.locale)),
        ]
    }

    /// The root `index.html`, which sends readers to the default locale.
    package func rootContext() -> TemplateValue {
        let languages: [TemplateValue] = index.locales.map {
            ["code": .string($0.code), "name": .string($0.name), "tag": .string($0.languageTag), "href": .string("\($0.code)/")]
        }
        // The home page may be MDX (`index.mdx`).
        let homeKey = index.page("index.md", in: index.defaultLocale) == nil && index.page("index.mdx", in: index.defaultLocale) != nil
            ? "index.mdx" : "index.md"
        let home = index.page(homeKey, in: index.defaultLocale)
        let alternates: [TemplateValue] = home == nil ? [] : alternates(of: homeKey).map {
            ["hreflang": .string($0.hreflang), "href": .string($0.href)]
        }
        return ["site": site(), "locale": locale(index.defaultLocale), "strings": strings(index.defaultLocale),
                "languages": .array(languages), "home": .string("\(index.defaultLocale)/"),
                "canonical": .string(index.absoluteURL("")), "alternates": .array(alternates), "root": ""]
    }

    /// `404.html`, served at any depth, so its links start from the base path.
    package func notFoundContext() -> TemplateValue {
        let base = index.config.basePath
        let languages: [TemplateValue] = index.locales.map {
            ["code": .string($0.code), "name": .string($0.name), "tag": .string($0.languageTag), "href": .string("\(base)\($0.code)/"),
             "home": .string("\($0.name) — \(theme.strings(for: $0.code)["home"] ?? "Home")")]
        }
        return ["site": site(), "locale": locale(index.defaultLocale), "strings": strings(index.defaultLocale),
                "languages": .array(languages), "home": .string("\(base)\(index.defaultLocale)/"), "root": .string(base),
                "statusHref": .string(statusHref(root: base, locale: index.defaultLocale))]
    }
}
