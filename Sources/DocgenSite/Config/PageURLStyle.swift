/// `urls:` in docgen.yaml: what a page's URL is made of.
public enum PageURLStyle: String, Sendable, CaseIterable {
    /// The page's path in its locale's folder (`guides/setup/`), as docgen, Docusaurus and
    /// Starlight publish it.
    case paths
    /// The page's file name alone (`setup/`), its folders left out, as sites that route pages
    /// by name publish them (an Astro site's `[slug]` page over its content collection). A
    /// folder's `index` page is named by its folder. Two pages of one name in a locale are an
    /// error, as two pages at one URL are.
    case flat
}
