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

    public mutating func writing(in partial: String?) {
        self.partial = partial
    }

    public mutating func rewrite(_ destination: String, isImage: Bool, at location: SourceLocation) -> String {
        let first = destination.utf8.first
        if first == UInt8(ascii: "/") {
            checkSiteAbsolute(destination, isImage: isImage, at: location)
            return destination
        }
        if first == nil || Self.hasScheme(destination) { return destination }
        if first == UInt8(ascii: "#") {
            let anchor = String(Substring(destination.utf8.dropFirst()))
            if !anchor.isEmpty, !page.summary.ids.contains(Self.decoded(anchor)) {
                diagnostics.append(.warning(.linksAnchor, "no heading with id '\(anchor)' on this page",
                                            file: file, at: location, fix: nearest(anchor, in: page)))
            }
            return destination
        }
        var path = Substring(destination)
        var fragment: Substring?
        // On UTF-8, here and below: Character-by-Character searching costs more than the rest.
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = path[path.utf8.index(after: hash)...]
            path = path[..<hash]
        }
        var query = ""
        if let q = path.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(path[q...])
            path = path[..<q]
        }
        guard let resolved = Self.resolve(String(Self.decoded(String(path))), from: page.key) else {
            diagnostics.append(.error(.linksOutside, "'\(destination)' points outside the locale folder",
                                      file: file, at: location))
            return destination
        }
        if PageExtension.syntax(of: resolved) != nil {
            // A link names the file it was written against; the page may be the other syntax
            // in this locale (`setup.md` in English, `setup.mdx` in Japanese), looked up only
            // on a miss: every link of the site passes here.
            guard let target = index.page(resolved, in: page.locale)
                    ?? PageExtension.alternate(of: resolved).flatMap({ index.page($0, in: page.locale) }) else {
                diagnostics.append(.error(.linksBroken, "'\(destination)' links to a page that does not exist (\(page.locale)/\(resolved))",
                                          file: file, at: location))
                return destination
            }
            var href = rootPrefix + target.route + query
            if var fragment, !fragment.isEmpty {
                if !target.summary.ids.contains(Self.decoded(String(fragment))),
                   let translated = translatedAnchor(String(fragment), in: target) {
                    fragment = Substring(translated)
                }
                if !target.summary.ids.contains(Self.decoded(String(fragment))) {
                    diagnostics.append(.warning(.linksAnchor,
                                                "\(target.summary.file.displayPath) has no heading with id '\(fragment)'",
                                                file: file, at: location, fix: nearest(String(fragment), in: target)))
                }
                href += "#" + fragment
            }
            return href
        }
        // A file beside the pages: this locale's copy, else the default locale's.
        for locale in [page.locale, index.defaultLocale] where assets[locale]?.contains(resolved) == true {
            return rootPrefix + locale + "/" + resolved + query + (fragment.map { "#" + $0 } ?? "")
        }
        diagnostics.append(.error(.linksMissingFile, "'\(destination)' links to a file that does not exist",
                                  file: file, at: location))
        return destination
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

    public static func hasScheme(_ s: String) -> Bool {
        let utf8 = s.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), let first = utf8.first else { return false }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
        guard colon != utf8.startIndex, isLetter(first) else { return false }
        return utf8[..<colon].allSatisfy { isLetter($0) || $0 &- 0x30 < 10 || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// Percent-decoded text (`%E8%B3%BC` → `購`), as browsers match fragments.
    public static func decoded(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "%")) else { return s }
        return s.percentDecoded ?? s
    }

    /// `path` resolved against the folder of the page `from` (both inside one locale folder);
    /// nil when it climbs out of it.
    public static func resolve(_ path: String, from key: String) -> String? {
        let slash = UInt8(ascii: "/")
        var segments = key.utf8.split(separator: slash).dropLast().map { String(Substring($0)) }
        for part in path.utf8.split(separator: slash, omittingEmptySubsequences: true) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            } else {
                segments.append(String(Substring(part)))
            }
        }
        return segments.joined(separator: "/")
    }
}
