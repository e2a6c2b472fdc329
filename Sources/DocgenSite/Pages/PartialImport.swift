import DocgenMarkdown
import DocgenSupport

/// An MDX `import` of a Markdown partial (`import Note from './_note.md'`, `@site/…` from the
/// site's root): the names it binds and the file it names. Imports of anything else
/// (`@theme/Tabs`, `./Card.jsx`, `.astro`) are components, which this is not.
public struct PartialImport: Sendable, Equatable {
    /// The local names the statement binds (`Note`).
    public var names: [String]
    /// The specifier as written (`./_note.md`).
    public var specifier: String
    /// The file it names, absolute and normalized (no `.` or `..`); nil when it climbs out of
    /// the site's root.
    public var absolutePath: String?
    /// Where the `import` is, in the importing file.
    public var location: SourceLocation

    /// True for a specifier naming a Markdown or MDX file.
    public static func isPartial(_ specifier: String) -> Bool {
        let lower = specifier.lowercased()
        return (lower.hasSuffix(".md") || lower.hasSuffix(".mdx"))
            && (specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier.hasPrefix(siteAlias))
    }

    /// Docusaurus's alias for the site's root.
    public static let siteAlias = "@site/"

    /// The partial imports of `imports`, written in `file`.
    public static func all(_ imports: [MDXImport], in file: ContentFile) -> [PartialImport] {
        imports.compactMap { statement in
            guard isPartial(statement.specifier) else { return nil }
            let root = siteRoot(of: file)
            let joined: String
            if statement.specifier.hasPrefix(siteAlias) {
                joined = root + statement.specifier.dropFirst(siteAlias.count)
            } else {
                let folder = file.absolutePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                joined = folder + "/" + statement.specifier
            }
            let normalized = normalize(joined)
            return PartialImport(names: statement.localNames, specifier: statement.specifier,
                                 absolutePath: normalized.flatMap { $0.hasPrefix(root) ? $0 : nil }, location: statement.location)
        }
    }

    /// The names bound to partials by `imports`: components that are not components.
    public static func names(_ imports: [MDXImport]) -> Set<String> {
        Set(imports.filter { isPartial($0.specifier) }.flatMap(\.localNames))
    }

    /// The site's root, with a final `/`, from where a file of it is and its display path.
    static func siteRoot(of file: ContentFile) -> String {
        String(file.absolutePath.dropLast(file.displayPath.count))
    }

    /// `path` without `.` segments, each `..` taking its folder away; nil when one climbs above `/`.
    static func normalize(_ path: String) -> String? {
        URLPath.resolving(Substring(path), onto: []).map { "/" + $0.joined(separator: "/") }
    }

    /// The partial at `absolutePath` as a file of the site, seen from `includer`: its path from
    /// the includer's locale folder (what its relative links resolve from) and from the root.
    static func file(at absolutePath: String, from includer: ContentFile) -> ContentFile {
        let localeRoot = String(includer.absolutePath.dropLast(includer.path.count))
        let root = siteRoot(of: includer)
        let path = absolutePath.hasPrefix(localeRoot) ? String(absolutePath.dropFirst(localeRoot.count)) : absolutePath
        let display = absolutePath.hasPrefix(root) ? String(absolutePath.dropFirst(root.count)) : absolutePath
        return ContentFile(locale: includer.locale, path: path, displayPath: display, absolutePath: absolutePath)
    }
}
