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

    /// A locale's sidebar as a tree: its folders are categories (`NavigationTree`).
    typealias Tree = NavigationTree

    /// The sidebar lists at most this many pages: the ones around the current page when a
    /// locale has more. A full list on every page would make the site's size grow with the
    /// square of its page count.
    package static let sidebarLimit = 60

    package let index: SiteIndex
    package let theme: Theme
    private let nav: [String: [NavEntry]]
    private let trees: [String: Tree]
    private let positions: [String: [String: Int]]
    private let alternatesByKey: [String: [(hreflang: String, href: String)]]
    /// Per locale, what every page of it shows the same: its `strings` and `locale` values.
    private let stringsValues: [String: TemplateValue]
    /// Per locale code, its UI strings (`Theme.strings(for:)`), merged once.
    private let localeStrings: [String: [String: String]]
    private let localeValues: [String: TemplateValue]
    private let siteValue: TemplateValue
    /// A locale's sidebar entries as template values, none current, per link prefix
    /// (`../../`): made once, not once per page.
    private let navValues = Locked<NavigationValues>(NavigationValues())
    /// What the templates' loops printed for those entries (`LoopMemo`), when they are cached:
    /// each is then printed once, not on every page around it. A context renders on one
    /// thread (each worker makes its own).
    package let loopMemo: LoopMemo?
    /// The OpenGraph locale of each of the site's language tags (`ogLocale`).
    private let ogLocales: [String: String]
    /// The "last updated" texts by locale and day, as most pages of a site share a few days.
    private let dayTexts = Locked<[String: [Int: (updated: String, iso: String)]]>([:])

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
        var trees: [String: Tree] = [:]
        var positions: [String: [String: Int]] = [:]
        var keys = Set<String>()
        for locale in index.locales where renderedLocales?.contains(locale.code) ?? true {
            let localePages = index.pages[locale.code] ?? [:]
            let entries: [NavEntry] = (index.order[locale.code] ?? []).compactMap { key in
                guard let page = localePages[key] else { return nil }
                keys.insert(key)
                let title = worker ? page.summary.navTitle.privateCopy() : page.summary.navTitle
                let route = worker ? page.route.privateCopy() : page.route
                return NavEntry(key: key, title: title, route: route, isFallback: page.isFallback)
            }
            nav[locale.code] = entries
            trees[locale.code] = Tree(entries: entries, locale: locale.code, index: index)
            positions[locale.code] = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
        }
        self.nav = nav
        self.trees = trees
        self.positions = positions
        self.siteValue = Self.site(index.config)
        var alternates: [String: [(hreflang: String, href: String)]] = [:]
        for key in rendered.map({ Set($0.map(\.key)) }) ?? keys { alternates[key] = Self.alternates(of: key, in: index) }
        self.alternatesByKey = alternates
        var stringsValues: [String: TemplateValue] = [:]
        var localeStrings: [String: [String: String]] = [:]
        var localeValues: [String: TemplateValue] = [:]
        for locale in index.locales {
            let strings = theme.strings(for: locale)
            localeStrings[locale.code] = strings
            stringsValues[locale.code] = .dictionary(strings.mapValues { .string($0) })
            localeValues[locale.code] = ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag),
                                         "path": .string(index.prefix(of: locale.code))]
        }
        self.ogLocales = Dictionary(index.locales.map { ($0.languageTag, Self.ogLocale($0.languageTag)) }, uniquingKeysWith: { first, _ in first })
        self.stringsValues = stringsValues
        self.localeStrings = localeStrings
        self.localeValues = localeValues
    }

    /// The sidebar of a page of `locale` at `current` (its place among the entries): the tree's
    /// items, the categories around the page open. Every item that is neither the page nor
    /// one of its open categories is made once per locale and link prefix, with a memo key, so
    /// its markup is printed once per worker (`LoopMemo`).
    private func navigation(_ locale: String, root: String, current: Int?) -> (items: [TemplateValue], before: Bool, after: Bool) {
        guard let tree = trees[locale] else { return ([], false, false) }
        let open = Set(current.map { tree.ancestors[$0] } ?? [])
        // A locale of more pages than the sidebar shows lists, at the current page's level,
        // the pages around it, and its other categories folded, without their pages.
        let compact = tree.entries.count > Self.sidebarLimit
        let cacheKey = locale + "\u{0}" + root
        func value(_ item: NavigationTree.Item) -> TemplateValue {
            switch item {
            case .page(let i):
                if i == current { return Self.navValue(tree.entries[i], root: root, current: true) }
                return cached(item) { key in Self.navValue(tree.entries[i], root: root, current: false, memoKey: key) }
            case .category(let c):
                let category = tree.categories[c]
                if open.contains(c) { return categoryValue(category, root: root, children: category.items.map(value), open: true, current: current) }
                if compact {
                    return cached(item) { key in
                        let target = category.indexEntry ?? tree.firstEntry(in: c)
                        return .record(TemplateRecord(names: ["title", "href", "current", "isFallback", "isCategory"],
                                                      values: [.string(category.title), .string(target.map { root + tree.entries[$0].route } ?? ""),
                                                               .bool(false), .bool(false), .bool(false)], memoKey: key))
                    }
                }
                return cached(item) { key in
                    var record = categoryValue(category, root: root, children: category.items.map(value), open: false, current: nil)
                    if case .record(let r) = record { record = .record(TemplateRecord(names: r.names, values: r.values, memoKey: key)) }
                    return record
                }
            }
        }
        // The entries made for this locale and prefix so far, found once per page rather than
        // for each of the sidebar's items. Only a worker's context keeps them (it has a
        // `loopMemo`), and a worker's context renders on its one thread: they are read and
        // added to without the lock.
        let known = loopMemo == nil ? nil : navValues.withLock { $0.made(for: cacheKey) }
        func cached(_ item: NavigationTree.Item, _ make: (Int?) -> TemplateValue) -> TemplateValue {
            guard let known else { return make(nil) }
            if let made = known[item] { return made }
            let made = make(navValues.withLock { $0.nextKey() })
            known[item] = made
            return made
        }
        // The level that holds the current page, windowed when long.
        var level = tree.top
        var containers: [Int] = []
        if let current, let innermost = tree.ancestors[current].last {
            containers = tree.ancestors[current]
            level = tree.categories[innermost].items
        }
        var before = false, after = false
        func windowed(_ items: [NavigationTree.Item]) -> [NavigationTree.Item] {
            guard compact, items.count > Self.sidebarLimit else { return items }
            let position = current.flatMap { c in items.firstIndex { if case .page(c) = $0 { return true }; return false } } ?? 0
            let start = max(0, min(position - Self.sidebarLimit / 2, items.count - Self.sidebarLimit))
            before = start > 0
            after = start + Self.sidebarLimit < items.count
            return Array(items[start..<(start + Self.sidebarLimit)])
        }
        if containers.isEmpty {
            return (windowed(level).map(value), before, after)
        }
        // The categories down to the page, each listing its items; the innermost windowed.
        func openValue(_ depth: Int) -> TemplateValue {
            let c = containers[depth]
            let category = tree.categories[c]
            let items = depth == containers.count - 1 ? windowed(category.items) : category.items
            let children = items.map { item -> TemplateValue in
                if depth + 1 < containers.count, case .category(containers[depth + 1]) = item { return openValue(depth + 1) }
                return value(item)
            }
            return categoryValue(category, root: root, children: children, open: true, current: current)
        }
        let top = tree.top.map { item -> TemplateValue in
            if case .category(containers[0]) = item { return openValue(0) }
            return value(item)
        }
        return (top, before, after)
    }

    private func categoryValue(_ category: NavigationTree.Category, root: String, children: [TemplateValue], open: Bool, current: Int?) -> TemplateValue {
        let entry = category.indexEntry.flatMap { i in nav[category.locale]?[i] }
        return .record(TemplateRecord(names: ["title", "href", "current", "isFallback", "isCategory", "open", "children"],
                                      values: [.string(category.title), .string(entry.map { root + $0.route } ?? ""),
                                               .bool(category.indexEntry != nil && category.indexEntry == current),
                                               .bool(entry?.isFallback ?? false), .bool(true), .bool(open), .array(children)]))
    }

    private static func navValue(_ entry: NavEntry, root: String, current: Bool, memoKey: Int? = nil) -> TemplateValue {
        .record(TemplateRecord(names: ["title", "href", "current", "isFallback", "isCategory"],
                               values: [.string(entry.title), .string(root + entry.route), .bool(current), .bool(entry.isFallback), .bool(false)],
                               memoKey: memoKey))
    }

    /// The breadcrumbs of the page at `position`: home, its categories, the page.
    private func breadcrumbs(_ locale: String, root: String, position: Int?, page: RoutedPage, title: String) -> [TemplateValue] {
        guard page.key != "index.md", let tree = trees[locale] else { return [] }
        var crumbs: [TemplateValue] = [["title": .string(strings(for: locale)["home"] ?? "Home"), "href": .string(root + index.home(of: locale)), "current": false]]
        for c in position.map({ tree.ancestors[$0] }) ?? [] {
            let category = tree.categories[c]
            if category.indexEntry == position { continue }
            let href = category.indexEntry.map { root + tree.entries[$0].route } ?? ""
            crumbs.append(["title": .string(category.title), "href": .string(href), "current": false])
        }
        crumbs.append(["title": .string(title), "href": "", "current": true])
        return crumbs
    }

    private func strings(for locale: String) -> [String: String] {
        localeStrings[locale] ?? theme.strings(for: SiteLocale(code: locale))
    }

    package func site() -> TemplateValue { siteValue }

    private static func site(_ config: SiteConfig) -> TemplateValue {
        ["title": .string(config.title.privateCopy()), "baseURL": .string(config.baseURL.privateCopy()),
         "basePath": .string(config.basePath.privateCopy()), "defaultLocale": .string(config.defaultLocale.privateCopy())]
    }

    package func locale(_ code: String) -> TemplateValue {
        if let value = localeValues[code] { return value }
        let locale = index.locales.first { $0.code == code } ?? SiteLocale(code: code)
        return ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag),
                "path": .string(index.prefix(of: locale.code))]
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
        let navigation = navigation(page.locale, root: root, current: position)
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
            let target = index.page(page.key, in: locale.code)?.route ?? index.home(of: locale.code)
            return ["code": .string(locale.code), "name": .string(locale.name), "tag": .string(locale.languageTag),
                    "href": .string(root + target), "current": .bool(locale.code == page.locale)]
        }
        let toc: [TemplateValue] = parsed.outline.entries.filter { $0.level == 2 || $0.level == 3 }.map {
            ["level": .int($0.level), "id": .string($0.id), "text": .string($0.text)]
        }
        let original = index.page(page.key, in: index.defaultLocale)
        let canonical = page.isFallback ? index.absoluteURL(original?.route ?? page.route) : index.absoluteURL(page.route)
        let sourceLocale = index.locales.first { $0.code == parsed.file.locale } ?? SiteLocale(code: parsed.file.locale)
        let pageLocale = index.locales.first { $0.code == page.locale } ?? SiteLocale(code: page.locale)
        let dates = index.updated[parsed.file.displayPath].map { dayTexts(seconds: $0, locale: page.locale) }
        let alternates = alternates(of: page.key)
        let pageValue: TemplateValue = [
            "title": .string(parsed.title),
            "description": TemplateValue(parsed.frontMatter.description),
            "content": .htmlBytes(contentHTML),
            "toc": .array(toc),
            "canonical": .string(canonical),
            "alternates": .array(alternates.map { ["hreflang": .string($0.hreflang), "href": .string($0.href)] }),
            "isFallback": .bool(page.isFallback),
            "originalHref": .string(root + (original?.route ?? "")),
            "source": .string(parsed.file.displayPath),
            "route": .string(page.route),
            "params": .dictionary(parsed.frontMatter.fields.compactMapValues { $0.string.map(TemplateValue.string) }),
            "lang": .string(sourceLocale.languageTag),
            "editURL": .string(index.config.editURL.map { $0 + parsed.file.displayPath } ?? ""),
            "updated": .string(dates?.updated ?? ""),
            "updatedISO": .string(dates?.iso ?? ""),
            "ogLocale": .string(ogLocale(pageLocale.languageTag)),
            "ogAlternates": .array(alternates.filter { $0.hreflang != "x-default" && $0.hreflang != pageLocale.languageTag }
                                              .map { .string(ogLocale($0.hreflang)) }),
            "image": .string(Self.image(parsed.frontMatter.fields["image"]?.string, index: index)),
            "markdownHref": "index.md",
        ]
        return [
            "site": site(), "locale": locale(page.locale), "strings": strings(page.locale),
            "page": pageValue, "nav": .array(navigation.items), "languages": .array(languages),
            "pager": .dictionary(pager), "root": .string(root), "home": .string(root + index.home(of: page.locale)),
            "navBefore": .bool(navigation.before), "navAfter": .bool(navigation.after),
            "statusHref": .string(statusHref(root: root, locale: page.locale)),
            "breadcrumbs": .array(breadcrumbs(page.locale, root: root, position: position, page: page, title: parsed.title)),
        ]
    }

    /// `lastUpdated` and `isoDay` of a moment, made once a day and locale.
    private func dayTexts(seconds: Int, locale: String) -> (updated: String, iso: String) {
        let day = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        if let made = dayTexts.withLock({ $0[locale]?[day] }) { return made }
        let made = (Self.lastUpdated(seconds, strings: strings(for: locale)), Self.isoDay(seconds))
        dayTexts.withLock { $0[locale, default: [:]][day] = made }
        return made
    }

    /// "Last updated on March 5, 2026", in the locale's words (`lastUpdated`, `dateFormat`, `months`).
    static func lastUpdated(_ seconds: Int, strings: [String: String]) -> String {
        let day = PageDates.day(seconds)
        let months = (strings["months"] ?? "").split(separator: "|").map(String.init)
        let monthName = day.month <= months.count ? months[day.month - 1] : String(day.month)
        let date = (strings["dateFormat"] ?? "{year}-{month}-{day}")
            .replacing(literal: "{year}", with: String(day.year)).replacing(literal: "{monthName}", with: monthName)
            .replacing(literal: "{month}", with: String(day.month)).replacing(literal: "{day}", with: String(day.day))
        return (strings["lastUpdated"] ?? "{date}").replacing(literal: "{date}", with: date)
    }

    /// `2026-03-05`.
    static func isoDay(_ seconds: Int) -> String {
        let day = PageDates.day(seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return "\(day.year)-\(two(day.month))-\(two(day.day))"
    }

    /// `ogLocale` of a tag, made once per locale of the site rather than three times a page.
    private func ogLocale(_ tag: String) -> String {
        ogLocales[tag] ?? Self.ogLocale(tag)
    }

    /// OpenGraph's form of a language tag, `language_TERRITORY` (`ja_JP`, `zh_CN`, `pt_BR`):
    /// social sites read only that form. A tag's own region wins; a script stands for the
    /// region that writes it (`zh-Hant` → `zh_TW`); a bare language gets the territory it is
    /// mostly read in, or stays bare when there is no clear one.
    static func ogLocale(_ tag: String) -> String {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased(), !language.isEmpty else { return tag }
        if let region = parts.dropFirst().first(where: { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }) {
            return language + "_" + region.uppercased()
        }
        if language == "zh" {
            return parts.dropFirst().contains { $0.lowercased() == "hant" } ? "zh_TW" : "zh_CN"
        }
        guard let territory = Self.ogTerritories[language] else { return language }
        return language + "_" + territory
    }

    /// The territory a bare language tag means on social sites.
    private static let ogTerritories: [String: String] = [
        "en": "US", "ja": "JP", "ko": "KR", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "pt": "PT",
        "ru": "RU", "tr": "TR", "vi": "VN", "th": "TH", "id": "ID", "pl": "PL", "nl": "NL", "uk": "UA",
        "sv": "SE", "da": "DK", "fi": "FI", "cs": "CZ", "he": "IL", "hi": "IN",
    ]

    /// A page's `image:` as an absolute URL: as written when it has a scheme, else from the
    /// site's base URL (`/img/card.png` and `img/card.png` are both under it).
    static func image(_ value: String?, index: SiteIndex) -> String {
        guard let value, !value.isEmpty else { return "" }
        if value.contains("://") { return value }
        return index.absoluteURL(String(value.drop { $0 == "/" }))
    }

    /// The root `index.html`, which sends readers to the default locale.
    package func rootContext() -> TemplateValue {
        let languages: [TemplateValue] = index.locales.map {
            ["code": .string($0.code), "name": .string($0.name), "tag": .string($0.languageTag), "href": .string(index.home(of: $0.code))]
        }
        // The home page may be MDX (`index.mdx`).
        let homeKey = index.page("index.md", in: index.defaultLocale) == nil && index.page("index.mdx", in: index.defaultLocale) != nil
            ? "index.mdx" : "index.md"
        let home = index.page(homeKey, in: index.defaultLocale)
        let alternates: [TemplateValue] = home == nil ? [] : alternates(of: homeKey).map {
            ["hreflang": .string($0.hreflang), "href": .string($0.href)]
        }
        return ["site": site(), "locale": locale(index.defaultLocale), "strings": strings(index.defaultLocale),
                "languages": .array(languages), "home": .string(index.home(of: index.defaultLocale)),
                "canonical": .string(index.absoluteURL("")), "alternates": .array(alternates), "root": ""]
    }

    /// `404.html`, served at any depth, so its links start from the base path; its style sheet
    /// is inline (`style`), and its text in every locale is in `localesJSON`, for the script
    /// that shows it in the language of the URL's locale folder (or the reader's).
    package func notFoundContext() -> TemplateValue {
        let base = index.config.basePath
        let languages: [TemplateValue] = index.locales.map {
            ["code": .string($0.code), "name": .string($0.name), "tag": .string($0.languageTag), "href": .string(base + index.home(of: $0.code)),
             "home": .string("\($0.name) — \(theme.strings(for: $0)["home"] ?? "Home")")]
        }
        func quoted(_ text: String) -> String {
            var out: [UInt8] = []
            JSONText.appendString(text, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        var json = "{\"base\":" + quoted(base) + ",\"locales\":["
        for (i, locale) in index.locales.enumerated() {
            let strings = theme.strings(for: locale)
            if i > 0 { json += "," }
            json += "{\"code\":" + quoted(locale.code) + ",\"path\":" + quoted(index.prefix(of: locale.code)) + ",\"tag\":" + quoted(locale.languageTag)
                + ",\"title\":" + quoted(strings["notFoundTitle"] ?? "") + ",\"body\":" + quoted(strings["notFoundBody"] ?? "")
                + ",\"home\":" + quoted("\(locale.name) — \(strings["home"] ?? "Home")")
                + ",\"skip\":" + quoted(strings["skipToContent"] ?? "") + "}"
        }
        json += "]}"
        let css = String(decoding: theme.assets["style.css"] ?? [], as: UTF8.self)
        // The icon inline too, as a data: URL; without one the browser asks for /favicon.ico.
        let favicon = theme.assets["favicon.svg"].map { Self.dataURL($0, type: "image/svg+xml") } ?? ""
        return ["site": site(), "locale": locale(index.defaultLocale), "strings": strings(index.defaultLocale),
                "languages": .array(languages), "home": .string(base + index.home(of: index.defaultLocale)), "root": .string(base),
                "statusHref": .string(statusHref(root: base, locale: index.defaultLocale)), "favicon": .string(favicon),
                // A `</` would end the element early. The CSS has it written `<\/`, which it reads alike;
                // in the JSON, where `<` is only ever inside a string, every `<` is `\u003c` (so no `<!--` either).
                "style": .html(css.replacing(literal: "</", with: "<\\/")), "localesJSON": .html(json.replacing(literal: "<", with: "\\u003c"))]
    }

    /// `bytes` as a `data:` URL, percent-encoded: everything but printable ASCII, and the
    /// characters a URL or an SVG's markup would read otherwise.
    static func dataURL(_ bytes: [UInt8], type: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = Array("data:\(type),".utf8)
        for byte in bytes {
            if byte > 0x20, byte < 0x7F, !"%#\"<>?&'\\^`{|}".utf8.contains(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
