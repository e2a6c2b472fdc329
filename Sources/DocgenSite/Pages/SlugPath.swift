import DocgenSupport

/// A Docusaurus or Starlight `slug`, which names a page's whole URL path rather than its last
/// segment: `/migrate` from the locale's root, `v2/setup` from the page's folder (Docusaurus;
/// Starlight's slugs are made absolute when read, `ParsedPage.parse`), `/` the locale's home.
/// A slug without `/` replaces the last segment, as in docgen's own layout.
public enum SlugPath {
    /// True when `slug` is a path rather than one segment.
    public static func isPath(_ slug: String) -> Bool { slug.containsByte(UInt8(ascii: "/")) }

    /// The page's path inside its locale (`guides/v2/setup`, `` for the home), for the page at
    /// `key` (`guides/install.md`). A slug has no `.` or `..` segment (`problem(in:)`).
    public static func path(_ slug: String, key: String) -> String {
        let folder = slug.hasPrefix("/") ? [] : key.split(separator: "/").dropLast()
        return (folder + slug.split(separator: "/")).joined(separator: "/")
    }

    /// What is wrong with `slug` as a path (a character that breaks URLs, a `..` out of the
    /// locale, an empty segment), as the end of a sentence; nil when it is a good one.
    public static func problem(in slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        let segments = slug.split(separator: "/", omittingEmptySubsequences: false)
        for (i, segment) in segments.enumerated() {
            if segment.isEmpty, i != 0, i != segments.count - 1 { return "has an empty segment ('//')" }
            if segment == "." || segment == ".." { return "has '\(segment)', which docgen does not resolve in a slug; write the path from the docs' root with a leading '/'" }
            if let bad = URLSegment.unsafeCharacter(in: String(segment)) {
                return "has \(bad), which breaks the page's URL and every link to it"
            }
        }
        return nil
    }
}
