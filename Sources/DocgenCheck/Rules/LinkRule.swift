import DocgenMarkdown
import DocgenSite
import DocgenSupport

/// `docgen.links.broken`, `docgen.links.anchor`, `docgen.links.missing-file`,
/// `docgen.links.outside`: every internal link and `#anchor` must resolve in the page's own
/// locale, and every image must exist. The same `SiteLinkRewriter` the build renders with
/// decides, so check and build agree on what is broken; only the HTML is not made.
struct LinkRule {
    let index: SiteIndex
    /// Non-page files per locale (`img/a.png`).
    let assets: [String: Set<String>]
    /// Whether to keep the page each of the page's own links reaches (`Findings.pageKeys`):
    /// where links are the generator's URLs, translations' links are compared by it.
    var keepsPageKeys = false

    /// What the rule found on a page.
    struct Findings {
        var diagnostics: [Diagnostic] = []
        /// With `keepsPageKeys`, the key of the page each link of the page's own text (not of
        /// a partial, not an image) reaches, by destination; a link that reaches no page is not
        /// in it. Nil when the page's links were not resolved.
        var pageKeys: [String: String]? = nil
    }

    func check(_ page: ParsedPage) -> Findings {
        guard let routed = index.page(page.file.path, in: page.file.locale), !routed.isFallback else { return Findings() }
        var rewriter = SiteLinkRewriter(index: index, page: routed, assets: assets)
        var pageKeys: [String: String] = [:]
        for link in page.document.linkReferences {
            // A partial's links were rebased to resolve from the page (`PartialInclusion`);
            // what they find is told at the partial's line, in the partial's file.
            rewriter.writing(in: link.partial)
            _ = rewriter.rewrite(link.destination, isImage: link.isImage, at: link.location)
            if keepsPageKeys, link.partial == nil, !link.isImage, let key = rewriter.lastTargetKey { pageKeys[link.destination] = key }
        }
        return Findings(diagnostics: rewriter.diagnostics, pageKeys: keepsPageKeys ? pageKeys : nil)
    }
}
