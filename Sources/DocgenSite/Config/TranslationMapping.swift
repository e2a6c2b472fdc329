import DocgenSupport

/// `layout: mapped`: the default locale's pages in a folder (`source: docs`), each
/// translation where a pattern puts it (`translations: "src/locales/{locale}/{slug}.mdx"`), for
/// repositories whose translations live apart from the pages. `{locale}` is the locale's code,
/// `{slug}` the page's path in the source folder without its extension, `{path}` with it, and
/// `{name}` its file's name without the extension and the folders (`src/locales/ja/setup.mdx`
/// for `guides/setup.mdx`, where a site routes pages by name).
public struct TranslationMapping: Sendable, Equatable {
    /// The source folder, relative to the root, without a final `/`.
    public var source: String
    public var pattern: String
    public var sourceLocation: SourceLocation?
    public var patternLocation: SourceLocation?

    static let locale = "{locale}", slug = "{slug}", path = "{path}", name = "{name}"
    /// The placeholders a pattern may use.
    static let placeholders = [locale, slug, path, name]

    /// What the pattern names a page by.
    public enum PageName: Sendable, Equatable {
        /// Its path in the source folder (`guides/setup.mdx`).
        case path
        /// Its path without the extension (`guides/setup`).
        case slug
        /// Its file's name without the extension (`setup`): the source is found by name.
        case name
    }

    /// The display path of `locale`'s translation of the page at `key` (its path in the source folder).
    public func path(locale: String, key: String) -> String {
        // The key without its extension (`guides/setup` of `guides/setup.mdx`).
        let last = key.split(separator: "/").last ?? ""
        let slug = last.contains(".") ? String(key.dropLast(last.count - (last.lastIndex(of: ".").map { last.distance(from: last.startIndex, to: $0) } ?? last.count))) : key
        return pattern.replacing(Self.locale, with: locale)
            .replacing(Self.slug, with: slug)
            .replacing(Self.path, with: key)
            .replacing(Self.name, with: String(slug.split(separator: "/").last ?? ""))
    }

    /// The folder holding one folder per locale, when `{locale}` is a whole segment of the
    /// pattern after a literal start (`src/locales` of `src/locales/{locale}/{slug}.mdx`).
    public var localesFolder: String? {
        guard let range = pattern.firstRange(ofLiteral: Self.locale) else { return nil }
        let before = pattern[..<range.lowerBound], after = pattern[range.upperBound...]
        guard !before.contains("{"), before.isEmpty || before.hasSuffix("/"), after.hasPrefix("/") else { return nil }
        return before.isEmpty ? "." : String(before.dropLast())
    }

    /// The folder every translation is under: the pattern's literal start, up to its last `/`.
    public var translationsFolder: String {
        let literal = pattern.prefix { $0 != "{" }
        guard let slash = literal.lastIndex(of: "/") else { return "." }
        return String(literal[..<slash])
    }

    /// The folder `locale`'s translations are under: the pattern with the locale filled in, up
    /// to the folder of its next placeholder (`src/locales/ja` of `src/locales/{locale}/{slug}.mdx`),
    /// `.` when that is the root.
    public func translationsFolder(of locale: String) -> String {
        let literal = pattern.replacing(Self.locale, with: locale).prefix { $0 != "{" }
        guard let slash = literal.lastIndex(of: "/") else { return "." }
        return String(literal[..<slash])
    }

    /// The locale of the translation at `display` and the page it names, by path, slug or
    /// name (`kind`), when the pattern makes that path.
    public func match(_ display: String) -> (locale: String, name: String, kind: PageName)? {
        var found: [String: String] = [:]
        guard Self.match(Array(pattern.utf8)[...], Array(display.utf8)[...], &found), let locale = found[Self.locale] else { return nil }
        if let path = found[Self.path] { return (locale, path, .path) }
        if let slug = found[Self.slug] { return (locale, slug, .slug) }
        return found[Self.name].map { (locale, $0, .name) }
    }

    /// What a file at `rootPath` (relative to the site root) is to the site: a translation the
    /// pattern makes (its locale and its source page's key: `Translations/README_es.md` is
    /// `README.md` in `es`), or a file of the source folder (no locale, its key there:
    /// `Assets/a.png` when the source is the root). nil for a file elsewhere.
    ///
    /// A translation kept in another folder than its page writes its relative links from its
    /// own place (`../Assets/a.png`, `README_es.md`), as GitHub shows it: this is where they lead.
    public func siteFile(at rootPath: String) -> (locale: String?, key: String)? {
        if let found = match(rootPath) {
            switch found.kind {
            case .path: return (found.locale, found.name)
            case .slug, .name:
                let ext = rootPath.hasSuffix(".mdx") ? ".mdx" : ".md"
                return (found.locale, found.name + ext)
            }
        }
        if source == "." { return (nil, rootPath) }
        guard rootPath.hasPrefix(source + "/") else { return nil }
        return (nil, String(rootPath.dropFirst(source.count + 1)))
    }

    /// What the pattern names a page by: its path, else its slug, else its name.
    public var pageName: PageName {
        pattern.contains(Self.path) ? .path : pattern.contains(Self.slug) ? .slug : .name
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, _ found: inout [String: String]) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == UInt8(ascii: "{") {
            for name in placeholders where pattern.starts(with: name.utf8) {
                let rest = pattern.dropFirst(name.utf8.count)
                // A locale or a name is one segment; a slug or path one or more, never empty.
                var end = text.startIndex + 1
                while end <= text.endIndex {
                    let value = text[text.startIndex..<end]
                    if name == locale || name == Self.name, value.contains(UInt8(ascii: "/")) { return false }
                    var inner = found
                    inner[name] = String(decoding: value, as: UTF8.self)
                    if found[name].map({ $0 == inner[name] }) ?? true, match(rest, text[end...], &inner) {
                        found = inner
                        return true
                    }
                    end += 1
                }
                return false
            }
        }
        guard text.first == first else { return false }
        return match(pattern.dropFirst(), text.dropFirst(), &found)
    }

    /// `source:` and `translations:` of docgen.yaml, checked: the pattern must name `{locale}`
    /// and `{slug}`, `{path}` or `{name}`, and both stay inside the root. A site of one locale
    /// (`singleLocale`) may leave `translations:` out: it has none (the pattern is empty).
    static func read(source: YAMLNode?, translations: YAMLNode?, layoutLocation: SourceLocation?, file: String,
                     singleLocale: Bool = false, problems: inout [Diagnostic]) -> TranslationMapping? {
        let pattern: String
        if let translations {
            guard let written = translations.string, !written.isEmpty else {
                problems.append(.error(.configType, "'translations' must be a path pattern, e.g. \"src/locales/{locale}/{slug}.mdx\"", file: file, at: translations.location))
                return nil
            }
            pattern = written
        } else {
            guard singleLocale else {
                problems.append(.error(.configValue, "layout: mapped needs 'translations', the path of each translation, e.g. \"src/locales/{locale}/{slug}.mdx\" (a site of one locale needs none)",
                                       file: file, at: layoutLocation))
                return nil
            }
            pattern = ""
        }
        var ok = true
        if translations != nil, !pattern.contains(locale) || !(pattern.contains(slug) || pattern.contains(path) || pattern.contains(name)) {
            problems.append(.error(.configValue, "'translations' must name both {locale} and {slug} (or {path} or {name}): \"\(pattern)\" would put every translation in one place",
                                   file: file, at: translations?.location))
            ok = false
        }
        // Each placeholder once: the match tries every split of the path for each one.
        for name in placeholders where pattern.ranges(of: name).count > 1 {
            problems.append(.error(.configValue, "'translations' names \(name) more than once", file: file, at: translations?.location))
            ok = false
        }
        var leftover = pattern
        for name in placeholders { leftover = leftover.replacing(name, with: "") }
        if leftover.contains("{") || leftover.contains("}") {
            problems.append(.error(.configValue, "'translations' may use only {locale}, {slug}, {path} and {name}", file: file, at: translations?.location))
            ok = false
        }
        let folder = source?.string ?? "docs"
        for (value, node) in [(pattern, translations), (folder, source)] where value.hasPrefix("/") || value.split(separator: "/").contains("..") {
            problems.append(.error(.configValue, "'\(value)' must be a path inside the site's root", file: file, at: node?.location))
            ok = false
        }
        if let source, source.string == nil || folder.isEmpty {
            problems.append(.error(.configType, "'source' must be the folder of the default locale's pages, e.g. docs", file: file, at: source.location))
            ok = false
        }
        guard ok else { return nil }
        var trimmed = folder
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return TranslationMapping(source: trimmed, pattern: pattern, sourceLocation: source?.location, patternLocation: translations?.location)
    }
}
