import DocgenSupport

/// Files in `content/` that a browser opens as documents able to run script (HTML, SVG,
/// XML with XSLT): published beside the pages, they would run on the site's origin, with
/// the readers' storage, whoever wrote them. They are left out, each with a warning, unless
/// the config allows them (`assets: {allowActive: true}`).
public enum ActiveAssets {
    /// File extensions, lower case, that hosts serve as HTML, SVG or XML.
    public static let extensions: Set<String> = ["html", "htm", "shtml", "xhtml", "xht", "svg", "svgz", "xml", "xsl", "xslt"]

    public static func isActive(_ file: ContentFile) -> Bool {
        guard let dot = file.path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensions.contains(String(file.path[file.path.utf8.index(after: dot)...]).lowercased())
    }

    /// The files to publish: all of them when `allowed`, else all but the active ones, each
    /// of those a warning naming it.
    public static func gate(_ files: [ContentFile], allowed: Bool) -> (published: [ContentFile], warnings: [Diagnostic]) {
        guard !allowed else { return (files, []) }
        var published: [ContentFile] = []
        var warnings: [Diagnostic] = []
        published.reserveCapacity(files.count)
        for file in files {
            guard isActive(file) else {
                published.append(file)
                continue
            }
            warnings.append(.warning(.assetsActive,
                                     "not published: a browser runs the scripts in a file like this as part of the site; "
                                         + "use an image format without script (.png, .webp), or set 'assets: {allowActive: true}' in \(SiteConfig.fileName) if every writer may put script on the site",
                                     file: file.displayPath))
        }
        return (published, warnings)
    }
}
