import DocgenMarkdown
import DocgenSupport
import FoundationEssentials

/// Turns the links a writer puts in Markdown into the site's URLs: `other.md#part` into the
/// other page's output URL in the same locale, `img/x.png` into the copied file, relative to the
/// page so the site works from any folder of any host. Broken links become diagnostics.
public struct SiteLinkRewriter: LinkRewriter {
    let index: SiteIndex
    let page: RoutedPage
    /// Paths of non-page files per locale (`img/a.png`).
    let assets: [String: Set<String>]
    /// `page.rootPrefix`, which every link starts with.
    private let rootPrefix: String
    public private(set) var diagnostics: [Diagnostic] = []
    /// The key of the page the last link rewritten leads to (nil for a file, a URL, a broken
    /// link): what a translation's link is compared by when links are URLs.
    public private(set) var lastTargetKey: String?
    /// How many broken links name a page of their locale by its file's name (`setup` for
    /// `guides/setup.mdx`) on a site whose URLs are paths: many say the site publishes by name.
    public private(set) var brokenByName = 0
    /// How many more broken anchors get a nearest-heading suggestion on this page.
    private var suggestionsLeft = 100

    public init(index: SiteIndex, page: RoutedPage, assets: [String: Set<String>]) {
        self.index = index
        self.page = page
        self.assets = assets
        self.rootPrefix = page.rootPrefix
    }

    /// The Markdown partial the links being rewritten were written in, if not the page.
    private var partial: String?
    private var file: String { partial ?? page.summary.file.displayPath }
    /// The page's locale folder as paths are shown (`content/ja/`, `docs/`,
    /// `i18n/ja/docusaurus-plugin-content-docs/current/`), for a file a link names.
    private var localeFolder: String {
        let shown = page.summary.file.displayPath
        return shown.hasSuffix(page.key) ? String(shown.dropLast(page.key.count)) : "\(page.locale)/"
    }

    public mutating func writing(in partial: String?) {
        self.partial = partial
    }

    public mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String {
        lastTargetKey = nil
        let first = destination.utf8.first
        if first == UInt8(ascii: "/"), !destination.hasPrefix("//") {
            if let urls = index.config.sourceURLs { return sourceLink(destination, urls: urls, isImage: isImage, at: location) }
            checkSiteAbsolute(destination, isImage: isImage, at: location)
            return destination
        }
        if first == UInt8(ascii: "/") { return destination }
        if destination.hasPrefix("doc:") { return docLink(destination, at: location) }
        if first == nil || Self.hasScheme(destination) { return destination }
        if first == UInt8(ascii: "#") {
            let anchor = String(Substring(destination.utf8.dropFirst()))
            if !anchor.isEmpty, !page.summary.ids.contains(Self.decoded(anchor)) {
                if let id = headingInOtherCase(anchor, in: page) { return "#" + id }
                diagnostics.append(.warning(.linksAnchor, "no heading with id '\(anchor)' on this page",
                                            file: file, at: location, fix: nearest(anchor, in: page)))
            }
            return destination
        }
        let (path, query, fragment) = Self.parts(destination)
        let decodedPath = String(Self.decoded(String(path)))
        // A mapped layout's link may name a file by where it is, from the file's own place
        // (`filesLink`): a translation in another folder (`../Assets/a.png`), a translation's
        // file (`README_es.md`).
        guard let resolved = Self.resolve(decodedPath, from: page.key) else {
            let rootPath = fromOwnFile(decodedPath)
            if let link = filesLink(rootPath, query: query, fragment: fragment, at: location) { return link }
            // Inside the site from the file's own place, and nothing there: a missing file, not a way out.
            if let mapping = index.config.mapping, let rootPath, mapping.siteFile(at: rootPath) != nil {
                diagnostics.append(PageExtension.syntax(of: rootPath) != nil
                    ? .error(.linksBroken, "'\(destination)' links to a page that does not exist (\(rootPath))", file: file, at: location)
                    : .error(.linksMissingFile, "'\(destination)' links to a file that does not exist (\(rootPath))", file: file, at: location))
                return destination
            }
            // A URL climbs from the page's own URL, which is a folder deeper than its file in
            // Starlight (`../x/` from `index.mdx`): the generator's URLs decide.
            if let urls = index.config.sourceURLs, PageExtension.syntax(of: String(path)) == nil {
                return sourceLink(destination, urls: urls, isImage: isImage, at: location)
            }
            if let link = repositoryLink(rootPath, query: query, fragment: fragment, destination: destination, at: location) { return link }
            diagnostics.append(.error(.linksOutside, "'\(destination)' points outside the locale folder",
                                      file: file, at: location))
            return destination
        }
        if PageExtension.syntax(of: resolved) != nil {
            // A link names the file it was written against; the page may be the other syntax
            // in this locale (`setup.md` in English, `setup.mdx` in Japanese), looked up only
            // on a miss: every link of the site passes here.
            guard let target = index.page(resolved, in: page.locale)
                    ?? PageExtension.alternate(of: resolved).flatMap({ index.page($0, in: page.locale) })
                    ?? Self.withoutLocaleSuffix(resolved, locale: page.locale).flatMap({ index.page($0, in: page.locale) }) else {
                // Pages published by name are linked by name, extension or not (`setup.md` is
                // the page `setup` wherever its file is), as such sites strip it.
                if let urls = index.config.sourceURLs, index.config.urlStyle == .flat {
                    let named = String(PageExtension.stem(of: String(path)))
                    return sourceLink(named + query + (fragment.map { "#" + $0 } ?? ""), urls: urls, isImage: isImage, at: location, written: destination)
                }
                if let link = filesLink(fromOwnFile(decodedPath), query: query, fragment: fragment, at: location) { return link }
                countIfByName(resolved, in: page.locale)
                // A file the generator's config leaves out of the pages (Docusaurus's `exclude`).
                let isExcluded = index.config.sourceURLs.map { !$0.root.isEmpty && FileManager.default.fileExists(atPath: "\($0.root)/\(localeFolder)\(resolved)") } ?? false
                diagnostics.append(.error(.linksBroken, isExcluded
                                            ? "'\(destination)' links to \(localeFolder)\(resolved), which the site's config leaves out of its pages (exclude:), so it is published nowhere"
                                            : "'\(destination)' links to a page that does not exist (\(localeFolder)\(resolved))",
                                          file: file, at: location))
                return destination
            }
            return href(to: target, query: query, fragment: fragment, at: location)
        }
        // A file beside the pages: this locale's copy, else the default locale's.
        for locale in [page.locale, index.defaultLocale] where assets[locale]?.contains(resolved) == true {
            return fileHref(resolved, in: locale, query: query, fragment: fragment)
        }
        // (A Docusaurus or Starlight site's links are URLs, which `sourceLink` reads.)
        if index.config.sourceURLs == nil, let target = folderIndex(resolved, in: page.locale) {
            return href(to: target, query: query, fragment: fragment, at: location)
        }
        if let link = filesLink(fromOwnFile(decodedPath), query: query, fragment: fragment, at: location) { return link }
        if let link = catalogResource(decodedPath, query: query, fragment: fragment) { return link }
        // A Docusaurus or Starlight site links pages by URL (`../upgrade/`) or doc id (`setup`).
        if let urls = index.config.sourceURLs { return sourceLink(destination, urls: urls, isImage: isImage, at: location) }
        diagnostics.append(.error(.linksMissingFile, "'\(destination)' links to a file that does not exist",
                                  file: file, at: location))
        return destination
    }

    /// In a mapped layout, the link to what `path` names from the page's file (`TranslationMapping.siteFile`):
    /// a page of a published locale, or a file of the source folder; nil for anything else.
    private mutating func filesLink(_ rootPath: String?, query: String, fragment: Substring?, at location: SourceLocation) -> String? {
        guard let mapping = index.config.mapping, let rootPath, let (locale, key) = mapping.siteFile(at: rootPath) else { return nil }
        let targetLocale = locale ?? index.defaultLocale
        if PageExtension.syntax(of: key) != nil {
            guard let target = index.page(key, in: targetLocale) else { return nil }
            return href(to: target, query: query, fragment: fragment, at: location)
        }
        // A folder of the source: its index page in this page's locale.
        if locale == nil, let target = folderIndex(key, in: page.locale) { return href(to: target, query: query, fragment: fragment, at: location) }
        guard locale == nil, assets[index.defaultLocale]?.contains(key) == true else { return nil }
        return fileHref(key, in: index.defaultLocale, query: query, fragment: fragment)
    }

    /// A link's path read from the page's own file, relative to the site's root (`Assets/a.png`
    /// for `../Assets/a.png` in `Translations/README_de.md`); nil when it climbs out of the root.
    private func fromOwnFile(_ path: String) -> String? {
        Self.resolve(path, from: page.summary.file.displayPath)
    }

    /// The URL of a file the site publishes beside `locale`'s pages (`img/a.png`).
    private func fileHref(_ path: String, in locale: String, query: String, fragment: Substring?) -> String {
        rootPrefix + index.prefix(of: locale) + path + query + (fragment.map { "#" + $0 } ?? "")
    }

    /// In a DocC catalog (`Kit.docc/`), a resource named by its file's name alone, as DocC finds
    /// it anywhere in the catalog (`repeat.png` in `Images/`), also by a variant DocC picks
    /// (`repeat@2x.png`, `repeat~dark.png`) or without its extension (`repeat`).
    private func catalogResource(_ path: String, query: String, fragment: Substring?) -> String? {
        guard !path.isEmpty, !path.utf8.contains(UInt8(ascii: "/")), page.summary.file.displayPath.containsBytes(".docc/") else { return nil }
        let dot = path.lastIndex(of: ".")
        let stem = dot.map { String(path[..<$0]) } ?? path
        let ext = dot.map { String(path[path.index(after: $0)...]) }
        // 0 for the file as named, 1 for a variant, nil for another file.
        func rank(_ file: String) -> Int? {
            let name = file.split(separator: "/").last ?? ""
            guard let fileDot = name.lastIndex(of: ".") else { return nil }
            let base = name[..<fileDot]
            if let ext, name[name.index(after: fileDot)...] != ext { return nil }
            if base == stem { return 0 }
            return [stem + "@2x", stem + "~dark", stem + "~dark@2x"].contains(String(base)) ? 1 : nil
        }
        for locale in [page.locale, index.defaultLocale] {
            guard let found = assets[locale]?.compactMap({ file in rank(file).map { (rank: $0, file: file) } })
                    .min(by: { ($0.rank, $0.file.count, $0.file) < ($1.rank, $1.file.count, $1.file) }) else { continue }
            return fileHref(found.file, in: locale, query: query, fragment: fragment)
        }
        return nil
    }

    /// DocC's link to an article, `<doc:GettingStarted>` (also `<doc:Kit/GettingStarted>`,
    /// `<doc:GettingStarted#Installing>`): the page of this locale whose file is named so, wherever
    /// it is, as DocC finds it in its catalog. DocC also links symbols so (`<doc:Store>`,
    /// `<doc:Reducer/body-20w8t>`), which the site's pages cannot tell from a missing article:
    /// such a link is left as written, and not reported.
    private mutating func docLink(_ destination: String, at location: SourceLocation) -> String {
        let (path, query, fragment) = Self.parts(String(destination.dropFirst("doc:".count)))
        if let target = article(named: path) { return href(to: target, query: query, fragment: fragment, at: location) }
        return destination
    }

    /// The page of this locale whose file's name without its extension is the last part of
    /// `path` (in the same case first, then in any case, the first by path).
    private func article(named path: Substring) -> RoutedPage? {
        guard let name = path.split(separator: "/").last.map({ String(Self.decoded(String($0))) }), !name.isEmpty,
              let pages = index.pages[page.locale] else { return nil }
        func stem(_ key: String) -> Substring { PageExtension.stem(of: String(key.split(separator: "/").last ?? "")) }
        let keys = pages.keys.sorted()
        let found = keys.first { stem($0) == name } ?? keys.first { stem($0).lowercased() == name.lowercased() }
        return found.flatMap { pages[$0] }
    }

    public func autolinkText(for destination: String) -> String? {
        guard destination.hasPrefix("doc:") else { return nil }
        let (path, _, _) = Self.parts(String(destination.dropFirst("doc:".count)))
        return article(named: path)?.summary.title
    }

    /// The index page of the folder `path` names (`Examples`, `guides/`): its `index.md` or
    /// `README.md`, as GitHub shows a folder by its README. nil for a path with a page's extension.
    private func folderIndex(_ path: String, in locale: String) -> RoutedPage? {
        guard PageExtension.syntax(of: path) == nil else { return nil }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        for name in ["index.md", "index.mdx", "README.md", "readme.md", "README.mdx"] {
            if let target = index.page(folder.isEmpty ? name : folder + "/" + name, in: locale) { return target }
        }
        return nil
    }

    /// A link from a page read in place (`docs/plugins.md`) to a file of its repository that the
    /// site does not publish (`../Sources/Kit/Plugin.swift`), as GitHub shows it: with `editURL`,
    /// the file's page in the repository (`…/blob/main/Sources/Kit/Plugin.swift`); without,
    /// an error that says so. nil when the path leaves the repository or names no file in it.
    private mutating func repositoryLink(_ rootPath: String?, query: String, fragment: Substring?, destination: String,
                                         at location: SourceLocation) -> String? {
        guard let root = index.config.rootPath, let rootPath, !rootPath.isEmpty,
              FileManager.default.fileExists(atPath: root + "/" + rootPath) else { return nil }
        if let edit = index.config.editURL, let blob = Self.blobURL(of: edit) {
            return blob + rootPath + query + (fragment.map { "#" + $0 } ?? "")
        }
        diagnostics.append(.error(.linksOutside, "'\(destination)' links to \(rootPath), a file of the repository the site does not publish",
                                  file: file, at: location,
                                  fix: .init(message: "set editURL in \(SiteConfig.fileName) (https://github.com/org/repo/edit/main/) to link such files to the repository, or link by URL")))
        return destination
    }

    /// The repository's view of files for an edit URL: GitHub's and Gitea's `/edit/` as
    /// `/blob/`, GitLab's `/-/edit/` as `/-/blob/`; nil for another host's scheme.
    static func blobURL(of editURL: String) -> String? {
        guard let range = editURL.firstRange(ofLiteral: "/edit/") else { return nil }
        return String(editURL[..<range.lowerBound]) + "/blob/" + String(editURL[range.upperBound...])
    }

    /// The link to `target`'s page from this one, with its `#fragment` checked against the
    /// target's headings (an English anchor into a translation taken to the same section).
    private mutating func href(to target: RoutedPage, query: String, fragment: Substring?, at location: SourceLocation) -> String {
        lastTargetKey = target.key
        var href = rootPrefix + target.route + query
        if var fragment, !fragment.isEmpty {
            // Both answers are ids of the target's headings.
            if !target.summary.ids.contains(Self.decoded(String(fragment))) {
                if let id = translatedAnchor(String(fragment), in: target) ?? headingInOtherCase(String(fragment), in: target) {
                    fragment = Substring(id)
                } else {
                    diagnostics.append(.warning(.linksAnchor,
                                                "\(target.summary.file.displayPath) has no heading with id '\(fragment)'",
                                                file: file, at: location, fix: nearest(String(fragment), in: target)))
                }
            }
            href += "#" + fragment
        }
        return href
    }

    /// A destination's path, `?query` (with its `?`) and `#fragment` (without its `#`).
    /// On UTF-8: Character-by-Character searching costs more than the rest of the rewrite.
    static func parts(_ destination: String) -> (path: Substring, query: String, fragment: Substring?) {
        var path = Substring(destination)
        var fragment: Substring?
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = path[path.utf8.index(after: hash)...]
            path = path[..<hash]
        }
        var query = ""
        if let q = path.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(path[q...])
            path = path[..<q]
        }
        return (path, query, fragment)
    }

    /// A link of a Docusaurus or Starlight page written as that generator's URL (`/docs/setup`,
    /// `../upgrade/`, `/ja/guides/x/`) or, in Docusaurus, a doc id (`guides/setup`): the page it
    /// reaches, in the locale the URL names (a Docusaurus page's absolute link stays in its
    /// locale), falling back to the default locale's page as the site does; a relative one that
    /// reaches no page by URL is tried from the page's folder too (Docusaurus). A link into a
    /// static folder leads to the file, which docgen publishes at the site's root; one to a
    /// non-docs page of the generator, or (Docusaurus) outside the docs' path, is kept as
    /// written; an image must be a file there. Otherwise the link is broken,
    /// and the finding names the nearest page.
    /// `written`: the link as the page has it, when `destination` is what it means; a link
    /// not rewritten is left as written.
    private mutating func sourceLink(_ destination: String, urls: SourceURLs, isImage: Bool, at location: SourceLocation,
                                     written: String? = nil) -> String {
        let (path, query, fragment) = Self.parts(destination)
        let shown = written ?? destination
        let link = Self.decoded(String(path))
        let relative = !link.hasPrefix("/")
        var wanted = (locale: page.locale, path: link)
        var target: RoutedPage?
        switch urls.target(of: link, fromLocale: page.locale, path: pathInLocale(page)) {
        case .elsewhere:
            return shown
        case .site(let sitePath):
            if let file = urls.staticFile(sitePath) { return rootPrefix + file + query + (fragment.map { "#" + $0 } ?? "") }
            if urls.servesOutsideDocs(sitePath) { return shown }
            // Outside Docusaurus's docs path: a blog, a custom page, not the docs' to judge; an
            // image there is a static file, which must exist.
            if !urls.docsPath.isEmpty && !relative && !isImage { return shown }
        case .docs(let locale, let docsPath, let sitePath):
            target = index.page(atPath: docsPath, in: locale) ?? (urls.docIDs ? index.page(docID: docsPath, in: locale) : nil)
            if target == nil, let file = urls.staticFile(sitePath) { return rootPrefix + file + query + (fragment.map { "#" + $0 } ?? "") }
            if target == nil, urls.servesOutsideDocs(sitePath) { return shown }
            wanted = (locale, docsPath)
        }
        if target == nil, relative, urls.docIDs, let fromFolder = Self.resolve(link, from: page.key) {
            target = index.page(atPath: fromFolder, in: page.locale) ?? index.page(docID: fromFolder, in: page.locale)
        }
        guard let target else {
            if isImage {
                diagnostics.append(.error(.linksMissingFile, "'\(shown)' is no file of the site (\(urls.staticFolders.joined(separator: ", "))/ or the locale folder)",
                                          file: file, at: location))
                return shown
            }
            // The nearest by URL, or by file (a link written as the file's path, `guides/upgrade/`,
            // to a page whose slug moved it).
            let paths = index.paths(in: wanted.locale), ids = index.docIDs(in: wanted.locale)
            let near = Self.nearestPath(to: wanted.path, among: paths + ids)
            let nearPage = near.flatMap { index.page(atPath: $0, in: wanted.locale) ?? index.page(docID: $0, in: wanted.locale) }
            let fix = nearPage.map { near in
                Diagnostic.Fix(message: "the nearest page is \(urls.url(locale: wanted.locale, path: pathInLocale(near))) (\(near.summary.file.displayPath))")
            }
            countIfByName(wanted.path, in: wanted.locale)
            diagnostics.append(.error(.linksBroken,
                                      "'\(shown)' leads to no page of the site (nothing at \(urls.url(locale: wanted.locale, path: wanted.path)))",
                                      file: file, at: location, fix: fix))
            return shown
        }
        return href(to: target, query: query, fragment: fragment, at: location)
    }

    /// The candidate nearest to `path` by the whole path or by its last segment, whichever is
    /// nearer (`setp` is nearest `guides/setup`), among the first 5,000; nil when even that one
    /// is no slip of the name (more than a third of its letters, at least two, apart): a page
    /// named otherwise (`sample-apps` beside `ios-get-flows`) is no hint.
    static func nearestPath(to path: String, among candidates: [String]) -> String? {
        let last = String(path.split(separator: "/").last ?? "")
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.prefix(5_000) {
            let distance = min(EditDistance.between(candidate, path),
                               EditDistance.between(String(candidate.split(separator: "/").last ?? ""), last))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, last.count / 3) else { return nil }
        return best.candidate
    }

    /// The page's path inside its locale, as its URL has it (`guides/setup`, `` for the home).
    func pathInLocale(_ page: RoutedPage) -> String {
        var path = Substring(page.route)
        path = path.dropFirst(index.prefix(of: page.locale).count)
        if path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// A site-absolute link (`/sdk/en/guides/setup/`): under the site's base path and into a
    /// locale, it must reach a published page or file; elsewhere on the host it is not ours to
    /// judge. It is kept as written (it works from any page of the host).
    private mutating func checkSiteAbsolute(_ destination: String, isImage: Bool, at location: SourceLocation) {
        let base = index.config.basePath
        guard destination.hasPrefix(base), !destination.hasPrefix("//") else { return }
        var path = Substring(destination.dropFirst(base.count))
        if let end = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<end] }
        let decoded = Self.decoded(String(path))
        guard let slash = decoded.firstIndex(of: "/"), index.locales.contains(where: { $0.code == decoded[..<slash] }) else { return }
        let locale = String(decoded[..<slash])
        let rest = String(decoded[decoded.index(after: slash)...])
        if index.publishes(decoded) || index.publishes(decoded + "/") || decoded.hasSuffix("/index.html")
            && index.publishes(String(decoded.dropLast("index.html".count))) {
            return
        }
        if !rest.isEmpty, assets[locale]?.contains(rest) == true || assets[index.defaultLocale]?.contains(rest) == true { return }
        diagnostics.append(.error(isImage ? .linksMissingFile : .linksBroken,
                                  "'\(destination)' leads to nothing the site publishes (no page or file at /\(decoded))",
                                  file: file, at: location))
    }

    /// An anchor of the original page carried over to a translation: translations keep the
    /// original's sections in order, so the heading at the same position is the same section.
    /// This keeps `page.md#parameters` working from an untranslated page into a translated one.
    private func translatedAnchor(_ anchor: String, in target: RoutedPage) -> String? {
        guard target.locale != index.defaultLocale, !target.isFallback,
              let original = index.page(target.key, in: index.defaultLocale),
              original.summary.ids.count == target.summary.ids.count,
              let position = original.summary.ids.firstIndex(of: Self.decoded(anchor)) else {
            return nil
        }
        return target.summary.ids[position]
    }

    /// Counts a broken link on a site read in place whose URLs are paths when its last segment
    /// is the file name of a page of `locale` (`setup` for `guides/setup.mdx`): `brokenByName`.
    private mutating func countIfByName(_ path: String, in locale: String) {
        guard index.config.sourceURLs != nil, index.config.urlStyle == .paths,
              let name = path.split(separator: "/").last, index.page(named: String(name), in: locale) != nil else { return }
        brokenByName += 1
    }

    /// The heading id an anchor names in other letter case (`#Sharing-logic-with-actions`, as
    /// DocC writes a heading's anchor, for docgen's `sharing-logic-with-actions`), on a site
    /// docgen publishes: the link is rewritten to it and works. A site read in place is
    /// published by its own generator, whose ids are as strict as the browser: there it stays
    /// a broken anchor.
    private func headingInOtherCase(_ anchor: String, in target: RoutedPage) -> String? {
        guard index.config.sourceURLs == nil else { return nil }
        let lowered = Self.decoded(anchor).lowercased()
        return target.summary.ids.first { $0 == lowered }
    }

    /// A "did you mean" for a broken anchor: the nearest heading id, each search within a
    /// budget, and none past the first hundred broken anchors of a page.
    private mutating func nearest(_ anchor: String, in target: RoutedPage) -> Diagnostic.Fix? {
        guard suggestionsLeft > 0 else { return nil }
        suggestionsLeft -= 1
        guard let best = EditDistance.nearest(to: anchor, among: target.summary.ids) else { return nil }
        return .init(message: "did you mean '#\(best)'?", replacement: best)
    }

    /// The file inside the locale folder a relative link or image points at, without its
    /// `#fragment` or `?query` (`../guides/setup.md#install` from `faq/index.md` →
    /// `guides/setup.md`); nil for a URL with a scheme, a site-absolute path, an anchor on the
    /// same page, or a path that climbs out of the locale folder.
    public static func target(of destination: String, from key: String) -> String? {
        let first = destination.utf8.first
        guard first != nil, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"), !hasScheme(destination) else { return nil }
        let utf8 = destination.utf8
        let end = utf8.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? utf8.endIndex
        guard end != utf8.startIndex else { return nil }
        return resolve(decoded(String(destination[..<end])), from: key)
    }

    /// True for a URL with a scheme (`https:`, `mailto:`): `URLPath.hasScheme`.
    public static func hasScheme(_ s: String) -> Bool { URLPath.hasScheme(s) }

    /// Percent-decoded text (`%E8%B3%BC` → `購`), as browsers match fragments.
    public static func decoded(_ s: String) -> String {
        guard s.containsByte(UInt8(ascii: "%")) else { return s }
        return s.percentDecoded ?? s
    }

    /// `setup.md` for `setup.ja.md` from a `ja` page: where translations sit beside their pages
    /// with the locale before the extension (MkDocs's i18n suffixes), a translation links its
    /// neighbours by their files, and each is the page of its source's path in its locale.
    public static func withoutLocaleSuffix(_ path: String, locale: String) -> String? {
        guard let dot = path.lastIndex(of: "."), path[..<dot].hasSuffix("." + locale) else { return nil }
        return String(path[..<path.index(dot, offsetBy: -(locale.count + 1))]) + path[dot...]
    }

    /// `path` resolved against the folder of the page `from` (both inside one locale folder);
    /// nil when it climbs out of it.
    public static func resolve(_ path: String, from key: String) -> String? {
        let folder = key.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { Substring($0) }
        return URLPath.resolving(Substring(path), onto: folder)?.joined(separator: "/")
    }
}
