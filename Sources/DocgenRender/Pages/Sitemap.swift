import DocgenSite
import DocgenSupport
/// `sitemap.xml` with `xhtml:link` alternates for every translated page, as search engines
/// expect for multilingual sites. Fallback pages are left out: they are copies of the original.
package enum Sitemap {
    package static func xml(_ index: SiteIndex, alternates: (String) -> [(hreflang: String, href: String)]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        for locale in index.locales {
            for key in index.order[locale.code] ?? [] {
                guard let page = index.page(key, in: locale.code), !page.isFallback else { continue }
                out += "  <url>\n    <loc>\(index.absoluteURL(page.route).htmlEscaped)</loc>\n"
                for alternate in alternates(key) {
                    out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.hreflang)\" href=\"\(alternate.href.htmlEscaped)\"/>\n"
                }
                out += "  </url>\n"
            }
        }
        out += "</urlset>\n"
        return out
    }
}
