/// One page of the output: a locale's own page, or the default locale's page standing in for
/// a missing translation.
public struct RoutedPage: Sendable {
    /// The page's identity across locales: its path inside the locale folder.
    public var key: String
    public var locale: String
    /// Output path relative to the site root, ending in `/` (`ja/flow-events/`).
    public var route: String
    /// The page it is built from (the default locale's, for a fallback).
    public var summary: PageSummary
    /// True when `summary` is the default locale's page shown in another locale.
    public var isFallback: Bool

    /// `../` repeated to climb from this page's folder to the site root.
    public var rootPrefix: String {
        // Routes end in `/` and never start with one: one `../` per `/`.
        String(repeating: "../", count: route.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
    }
}

/// Every page by locale and key, with the site's navigation order.
public struct SiteIndex: Sendable {
    public var config: SiteConfig
    public var locales: [SiteLocale]
    public var pages: [String: [String: RoutedPage]]
    /// Keys in navigation order per locale.
    public var order: [String: [String]]

    public var defaultLocale: String { config.defaultLocale }

    public func page(_ key: String, in locale: String) -> RoutedPage? { pages[locale]?[key] }

    /// The site-root-relative route of a key: `guides/x.md` → `guides/x/`, `index.md` → ``,
    /// the last segment replaced by the front-matter slug.
    public static func route(key: String, slug: String?) -> String {
        var segments = key.split(separator: "/").map(String.init)
        guard var last = segments.popLast() else { return "" }
        last = String(last.dropLast(3))  // ".md"
        if let slug, !slug.isEmpty { last = slug } else if last == "index" { last = "" }
        if !last.isEmpty { segments.append(last) }
        return segments.map { $0 + "/" }.joined()
    }

    /// Routes every page, standing the default locale's pages in for missing translations.
    /// Two pages of one locale on one URL is an error that names both files.
    public static func make(config: SiteConfig, locales: [SiteLocale], pages parsed: [PageSummary]) throws(DiagnosticsError) -> SiteIndex {
        var pages: [String: [String: RoutedPage]] = [:]
        var byRoute: [String: RoutedPage] = [:]
        var problems: [Diagnostic] = []
        for page in parsed {
            let route = page.file.locale + "/" + route(key: page.file.path, slug: page.slug)
            let routed = RoutedPage(key: page.file.path, locale: page.file.locale, route: route, summary: page, isFallback: false)
            if locales.count > 1, route == StatusPage.route(page.file.locale) {
                problems.append(.error("docgen.site.reserved-url",
                                       "this page publishes to /\(route), where docgen writes the translation status page; give it a different slug",
                                       file: page.file.displayPath))
                continue
            }
            if let other = byRoute[route] {
                problems.append(.error("docgen.site.duplicate-url",
                                       "this page and \(other.summary.file.displayPath) both publish to /\(route); give one a different slug",
                                       file: page.file.displayPath,
                                       notes: [.init(file: other.summary.file.displayPath, message: "the other page")]))
                continue
            }
            byRoute[route] = routed
            pages[page.file.locale, default: [:]][page.file.path] = routed
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        let defaults = pages[config.defaultLocale] ?? [:]
        for locale in locales where locale.code != config.defaultLocale {
            for (key, original) in defaults where pages[locale.code]?[key] == nil {
                let route = locale.code + "/" + original.route.dropFirst(config.defaultLocale.count + 1)
                pages[locale.code, default: [:]][key] = RoutedPage(key: key, locale: locale.code, route: route,
                                                                   summary: original.summary, isFallback: true)
            }
        }
        var order: [String: [String]] = [:]
        for locale in locales {
            let localePages = pages[locale.code] ?? [:]
            // Sorted as (order, key) pairs: moving whole pages around costs more than the sort.
            order[locale.code] = localePages.map { (order: $0.value.summary.order ?? Int.max, key: $0.key) }
                .sorted { $0.order != $1.order ? $0.order < $1.order : $0.key < $1.key }
                .map(\.key)
        }
        return SiteIndex(config: config, locales: locales, pages: pages, order: order)
    }

    /// The absolute URL of a route, from the configured base URL.
    public func absoluteURL(_ route: String) -> String { config.baseURL + route }
}
