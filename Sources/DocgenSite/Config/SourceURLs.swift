import DocgenSupport
import FoundationEssentials

/// The URLs a Docusaurus or Starlight site gives its pages, which its writers link by:
/// `[t](/docs/guides/setup)`, `[t](../upgrade/)`. docgen publishes the pages at its own routes
/// (`en/guides/setup/`); a link written against the generator's URLs is resolved here to the
/// page it reaches there, and the build rewrites it to that page's docgen URL.
///
/// A page's URL is `base`, its locale's segment (none for the locale served at the root), the
/// docs' path (`docs/`, Docusaurus's `routeBasePath`) and the page's path in its locale.
public struct SourceURLs: Sendable, Equatable {
    /// The site's base path, `/` or `/sdk/` (Docusaurus's `baseUrl`, Astro's `base`).
    public var base = "/"
    /// Where the docs are under a locale (`docs`, or `` when they are at the root).
    public var docsPath: String
    /// Each locale's first URL segment, by docgen's locale code: `` for the locale served at the
    /// root (Docusaurus's default locale, Starlight's `root`).
    public var localeSegments: [String: String]
    /// True when page URLs end in `/` (Starlight), so a relative link resolves from inside the
    /// page; Docusaurus's end in the page's name, so one resolves from its folder.
    public var trailingSlash: Bool
    /// True when the generator's config says whether URLs end in `/` (Astro's or Docusaurus's
    /// `trailingSlash`), false when `trailingSlash` is its default: pages published by name
    /// (`urls: flat`) then have URLs without it, which relative links resolve from.
    public var trailingSlashIsSet = false
    /// True when an absolute link stays in the page's locale (Docusaurus prefixes the locale's
    /// base URL to it, `/ja/` and `baseUrl`, unless it starts with `baseUrl`); Starlight's
    /// absolute links are the URLs as written.
    public var absoluteLinksStayInLocale: Bool
    /// True when a link may also name a page by its doc id (`guides/setup`) or its path from
    /// the page's folder, as Docusaurus pages do; Starlight's links are URLs only.
    public var docIDs = false
    /// True when a page's path is its file's path slugged segment by segment, as Astro makes
    /// a content entry's slug (Starlight): `Guides/Getting Started.mdx` is at
    /// `guides/getting-started/`. Docusaurus keeps the file's path as it is.
    public var slugsFilePaths = false
    /// Folders of the repository served at the site's root as they are (`static`, `public`):
    /// a link to a file in one is not a page link.
    public var staticFolders: [String]
    /// Folders of pages that are not docs (Astro's `src/pages`), whose URLs are not judged.
    public var otherPageFolders: [String] = []
    /// The repository's root on disk, where those folders are.
    public var root = ""
    /// What the disk said of each path asked about: a site's thousands of links ask about the
    /// same few, and a site is scanned again (with a new value of this type) for each build.
    private let disk = SitePathAnswers()

    public init(base: String = "/", docsPath: String, localeSegments: [String: String], trailingSlash: Bool,
                absoluteLinksStayInLocale: Bool, staticFolders: [String], otherPageFolders: [String] = [], root: String = "") {
        self.root = root
        self.base = base
        self.docsPath = docsPath
        self.localeSegments = localeSegments
        self.trailingSlash = trailingSlash
        self.absoluteLinksStayInLocale = absoluteLinksStayInLocale
        self.staticFolders = staticFolders
        self.otherPageFolders = otherPageFolders
    }

    /// Where a link's path leads.
    public enum Target: Equatable, Sendable {
        /// A page path in a locale (`guides/setup`, `` for the locale's home), the docs' part of
        /// the URL; `sitePath` is the path under the base (`ja/docs/guides/setup`).
        case docs(locale: String, path: String, sitePath: String)
        /// Under the base but outside the docs (`/blog/x`, `/img/a.png`): the path under the base.
        case site(path: String)
        /// Not under the site's base path: another site on the host.
        case elsewhere
    }

    /// The URL path of the page at `path` in `locale` (`/ja/docs/guides/setup`).
    public func url(locale: String, path: String) -> String {
        let parts = urlSegments(locale: locale, path: path)
        let joined = "/" + parts.joined(separator: "/")
        return trailingSlash && !parts.isEmpty ? joined + "/" : joined
    }

    /// The segments of `url(locale:path:)`, as a link resolved from the page walks them.
    private func urlSegments(locale: String, path: String) -> [Substring] {
        segments(base) + segments(localeSegments[locale] ?? locale) + segments(docsPath) + segments(path)
    }

    /// Where `link` (a path, without `#fragment` or `?query`, percent-decoded) leads from the
    /// page at `path` in `locale`.
    public func target(of link: String, fromLocale locale: String, path: String) -> Target {
        var parts: [Substring]
        var absolute = false
        if link.hasPrefix("/") {
            parts = []
            absolute = true
        } else {
            parts = urlSegments(locale: locale, path: path)
            if !trailingSlash, !parts.isEmpty { parts.removeLast() }
        }
        for part in segments(link) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        let baseParts = segments(base)
        var rest: ArraySlice<Substring>
        if parts.starts(with: baseParts) {
            rest = parts.dropFirst(baseParts.count)
        } else if absolute && absoluteLinksStayInLocale {
            // Docusaurus puts the base URL before an absolute link that lacks it.
            rest = parts[...]
        } else {
            return .elsewhere
        }
        let sitePath = rest.joined(separator: "/")
        var linkLocale: String
        if let first = rest.first, let named = localeSegments.first(where: { !$0.value.isEmpty && $0.value == first })?.key {
            linkLocale = named
            rest = rest.dropFirst()
        } else if absolute && absoluteLinksStayInLocale {
            linkLocale = locale
        } else if let root = localeSegments.first(where: { $0.value.isEmpty })?.key {
            linkLocale = root
        } else {
            return .site(path: sitePath)
        }
        let docs = segments(docsPath)
        guard rest.starts(with: docs) else { return .site(path: sitePath) }
        return .docs(locale: linkLocale, path: rest.dropFirst(docs.count).joined(separator: "/"), sitePath: sitePath)
    }

    /// The path `sitePath` (under the base, `img/logo.png`) has in a static folder, when it is
    /// a file there: docgen publishes those files at the site's root, where links reach them.
    public func staticFile(_ sitePath: String) -> String? {
        if let known = disk.staticFiles.withLock({ $0[sitePath] }) { return known }
        let found = findStaticFile(sitePath)
        disk.staticFiles.withLock { $0[sitePath] = .some(found) }
        return found
    }

    private func findStaticFile(_ sitePath: String) -> String? {
        let path = sitePath.hasSuffix("/") ? String(sitePath.dropLast()) : sitePath
        guard !path.isEmpty else { return nil }
        for folder in staticFolders where Self.status("\(root)/\(folder)/\(path)") == .file {
            return path
        }
        return nil
    }

    /// True when `sitePath` (a path under the base, `img/logo.png`) is a file of a static
    /// folder, or a page of the generator's that is not docs (`src/pages/about.astro`).
    public func servesOutsideDocs(_ sitePath: String) -> Bool {
        if let known = disk.outsideDocs.withLock({ $0[sitePath] }) { return known }
        let serves = findOutsideDocs(sitePath)
        disk.outsideDocs.withLock { $0[sitePath] = serves }
        return serves
    }

    private func findOutsideDocs(_ sitePath: String) -> Bool {
        let path = sitePath.hasSuffix("/") ? String(sitePath.dropLast()) : sitePath
        for folder in staticFolders where !path.isEmpty && Self.status("\(root)/\(folder)/\(path)") != .missing { return true }
        for folder in otherPageFolders {
            let stem = path.isEmpty ? "index" : path
            for candidate in [stem, stem + "/index"] {
                for ext in ["md", "mdx", "astro", "html", "js", "ts", "tsx", "jsx"] where Self.status("\(root)/\(folder)/\(candidate).\(ext)") != .missing {
                    return true
                }
            }
        }
        return false
    }

    private enum PathStatus { case file, folder, missing }

    private static func status(_ path: String) -> PathStatus {
        var isFolder = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) ? (isFolder ? .folder : .file) : .missing
    }

    /// Cut on bytes: `/` is one, and `split(separator:)` steps through Characters (every link
    /// of a Docusaurus page is resolved here, twice in a check).
    private func segments(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}

/// What the disk said of each site path a link asked about: a static file's path, and whether
/// a page outside the docs serves it.
private final class SitePathAnswers: Sendable, Equatable {
    let staticFiles = Locked<[String: String?]>([:])
    let outsideDocs = Locked<[String: Bool]>([:])

    /// A memo is no part of what a `SourceURLs` is.
    static func == (a: SitePathAnswers, b: SitePathAnswers) -> Bool { true }
}
