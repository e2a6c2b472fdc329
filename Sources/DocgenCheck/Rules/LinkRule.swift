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
        /// Broken links that name a page by its file's name (`SiteLinkRewriter.brokenByName`).
        var brokenByName = 0
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
        return Findings(diagnostics: rewriter.diagnostics, pageKeys: keepsPageKeys ? pageKeys : nil, brokenByName: rewriter.brokenByName)
    }

    /// One note for the site when a quarter of its broken links (at least three) name pages by
    /// their file names: the site likely publishes pages by name (`urls: flat`).
    static func byNameNote(_ findings: [Findings]) -> Diagnostic? {
        let named = findings.reduce(0) { $0 + $1.brokenByName }
        let broken = findings.reduce(0) { $0 + $1.diagnostics.count { $0.rule == .linksBroken } }
        guard named >= 3, named * 4 >= broken else { return nil }
        return .note(.linksByName, "\(named) of the \(broken) broken links name a page by its file's name ('setup' for ios/setup.mdx): if the site publishes its pages by name, say so in \(SiteConfig.fileName)",
                     file: SiteConfig.fileName, fix: .init(message: "add 'urls: flat' to \(SiteConfig.fileName)"))
    }
}
