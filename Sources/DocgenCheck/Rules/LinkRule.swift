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

    func check(_ page: ParsedPage) -> [Diagnostic] {
        guard let routed = index.page(page.file.path, in: page.file.locale), !routed.isFallback else { return [] }
        var rewriter = SiteLinkRewriter(index: index, page: routed, assets: assets)
        for link in page.document.linkReferences {
            // A partial's links were rebased to resolve from the page (`PartialInclusion`);
            // what they find is told at the partial's line, in the partial's file.
            rewriter.writing(in: link.partial)
            _ = rewriter.rewrite(link.destination, isImage: link.isImage, at: link.location)
        }
        return rewriter.diagnostics
    }
}
