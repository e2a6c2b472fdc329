/// Where each translation stands against its English page, per page and locale: up to date,
/// outdated (with the sections that changed since), untracked (it records no revision), or
/// missing (readers get the English page). Computed from page summaries alone, so a rebuild
/// that parsed only the changed pages gets the same answer as `docgen check`.
public struct TranslationStatus: Sendable {
    public enum State: String, Sendable, CaseIterable {
        case upToDate = "up-to-date"
        case outdated
        case untracked
        case missing
    }

    /// One page in one locale.
    public struct Entry: Sendable {
        /// The page's path inside the locale folders (`flow-events.md`).
        public var key: String
        public var locale: String
        public var state: State
        /// The default locale's page.
        public var original: PageSummary
        /// The translation; nil when missing.
        public var translation: PageSummary?
        /// For an outdated translation: the English sections that changed since it was made
        /// (empty when the recorded revision has no section hashes).
        public var changes: [PageRevision.Change]
    }

    /// A locale's counts.
    public struct Tally: Sendable, Equatable {
        public var total = 0
        public var upToDate = 0
        public var outdated = 0
        public var untracked = 0
        public var missing = 0

        public init(total: Int = 0, upToDate: Int = 0, outdated: Int = 0, untracked: Int = 0, missing: Int = 0) {
            self.total = total
            self.upToDate = upToDate
            self.outdated = outdated
            self.untracked = untracked
            self.missing = missing
        }

        /// Pages that exist in the locale, whatever their state.
        public var translated: Int { total - missing }
        /// Up to date, in whole percent of all pages.
        public var percent: Int { total == 0 ? 100 : upToDate * 100 / total }
    }

    /// The locale translations are made from.
    public var defaultLocale: String
    /// The translation locales, in the site's order.
    public var locales: [String]
    /// The default locale's pages, in navigation order.
    public var originals: [PageSummary]
    /// key → locale → entry.
    public var entries: [String: [String: Entry]]
    /// Translations whose English page does not exist.
    public var orphans: [PageSummary]

    public func entry(_ key: String, locale: String) -> Entry? { entries[key]?[locale] }

    public func tally(_ locale: String) -> Tally {
        var tally = Tally()
        for original in originals {
            guard let entry = entries[original.file.path]?[locale] else { continue }
            tally.total += 1
            switch entry.state {
            case .upToDate: tally.upToDate += 1
            case .outdated: tally.outdated += 1
            case .untracked: tally.untracked += 1
            case .missing: tally.missing += 1
            }
        }
        return tally
    }

    /// True when the site has translation locales at all.
    public var isEmpty: Bool { locales.isEmpty }

    public static func make(index: SiteIndex) -> TranslationStatus {
        let defaultLocale = index.defaultLocale
        let originals = (index.order[defaultLocale] ?? []).compactMap { index.page($0, in: defaultLocale)?.summary }
        let locales = index.locales.map(\.code).filter { $0 != defaultLocale }
        var entries: [String: [String: Entry]] = [:]
        for original in originals {
            let key = original.file.path
            for locale in locales {
                entries[key, default: [:]][locale] = entry(key: key, locale: locale, original: original,
                                                           page: index.page(key, in: locale))
            }
        }
        var orphans: [PageSummary] = []
        for locale in locales {
            for key in index.order[locale] ?? [] {
                guard let page = index.page(key, in: locale), !page.isFallback,
                      index.page(key, in: defaultLocale) == nil else { continue }
                orphans.append(page.summary)
            }
        }
        return TranslationStatus(defaultLocale: defaultLocale, locales: locales, originals: originals, entries: entries, orphans: orphans)
    }

    private static func entry(key: String, locale: String, original: PageSummary, page: RoutedPage?) -> Entry {
        entry(key: key, locale: locale, original: original, translation: page.flatMap { $0.isFallback ? nil : $0.summary })
    }

    /// The state of the `locale` translation of `original`, nil when there is none.
    public static func entry(key: String, locale: String, original: PageSummary, translation: PageSummary?) -> Entry {
        guard let translation else {
            return Entry(key: key, locale: locale, state: .missing, original: original, translation: nil, changes: [])
        }
        guard let recorded = translation.translatedRevision else {
            return Entry(key: key, locale: locale, state: .untracked, original: original, translation: translation, changes: [])
        }
        if recorded.hash == original.revision.hash {
            return Entry(key: key, locale: locale, state: .upToDate, original: original, translation: translation, changes: [])
        }
        return Entry(key: key, locale: locale, state: .outdated, original: original, translation: translation,
                     changes: original.revision.changes(since: recorded))
    }
}
