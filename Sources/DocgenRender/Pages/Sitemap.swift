import DocgenSite
import DocgenSupport
/// `sitemap.xml` with `xhtml:link` alternates for every translated page, as search engines
/// expect for multilingual sites. Fallback pages are left out: they are copies of the original.
package enum Sitemap {
    /// The most URLs one sitemap file may list (sitemaps.org); past it, `sitemap.xml` is an
    /// index of `sitemap-1.xml`, `sitemap-2.xml`, ….
    package static let urlsPerFile = 50_000

    /// The sitemap files, path → XML.
    package static func files(_ index: SiteIndex, alternates: (String) -> [(hreflang: String, href: String)],
                              urlsPerFile: Int = urlsPerFile) -> [(path: String, xml: String)] {
        var entries: [String] = []
        for locale in index.locales {
            for key in index.order[locale.code] ?? [] {
                guard let page = index.page(key, in: locale.code), !page.isFallback else { continue }
                var entry = "  <url>\n    <loc>\(index.absoluteURL(page.route).htmlEscaped)</loc>\n"
                for alternate in alternates(key) {
                    entry += "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.hreflang)\" href=\"\(alternate.href.htmlEscaped)\"/>\n"
                }
                entry += "  </url>\n"
                entries.append(entry)
            }
        }
        guard entries.count > urlsPerFile else { return [("sitemap.xml", urlset(entries[...]))] }
        let parts = stride(from: 0, to: entries.count, by: urlsPerFile).map { entries[$0..<min($0 + urlsPerFile, entries.count)] }
        var files = parts.enumerated().map { ("sitemap-\($0.offset + 1).xml", urlset($0.element)) }
        var sitemapIndex = """
        <?xml version="1.0" encoding="UTF-8"?>
        <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

        """
        for (path, _) in files { sitemapIndex += "  <sitemap><loc>\(index.absoluteURL(path).htmlEscaped)</loc></sitemap>\n" }
        sitemapIndex += "</sitemapindex>\n"
        files.insert(("sitemap.xml", sitemapIndex), at: 0)
        return files
    }

    private static func urlset(_ entries: ArraySlice<String>) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        for entry in entries { out += entry }
        out += "</urlset>\n"
        return out
    }
}
