import DocgenSupport
import FoundationEssentials

/// A file found under `content/<locale>/`.
public struct ContentFile: Sendable, Hashable, Codable {
    public var locale: String
    /// Path inside the locale folder, with `/` separators (`guides/flow-events.md`).
    public var path: String
    /// Path relative to the site root, for diagnostics (`content/en/guides/flow-events.md`).
    public var displayPath: String
    /// The absolute path on disk. Kept as text: URLs cost more to make than the whole scan.
    public var absolutePath: String

    public var url: URL { URL(fileURLWithPath: absolutePath) }

    public init(locale: String, path: String, displayPath: String, url: URL) {
        self.init(locale: locale, path: path, displayPath: displayPath, absolutePath: url.path)
    }

    public init(locale: String, path: String, displayPath: String, absolutePath: String) {
        self.locale = locale
        self.path = path
        self.displayPath = displayPath
        self.absolutePath = absolutePath
    }

    /// A Markdown or MDX page (`PageExtension`); every other file is an asset.
    public var isPage: Bool { PageExtension.syntax(of: path) != nil }
}

/// The files of `content/`, by locale. Symbolic links are followed only where they resolve
/// inside the site root (`SiteEntry`); a link back into a folder being walked is an error, not
/// an endless walk.
public struct ContentTree: Sendable {
    public static let folderName = "content"

    /// Locale folder names in sorted order.
    public var localeFolders: [String]
    public var files: [ContentFile]
    /// The folders' category files (`guides/_category.yaml`): a sidebar category's title and
    /// place when the folder has no `index.md` to give them. Read, never published.
    public var categoryFiles: [ContentFile] = []

    /// The names a category file may have (docgen's, and Docusaurus's `_category_`).
    public static let categoryFileNames: Set<String> = ["_category.yaml", "_category.yml", "_category_.yaml", "_category_.yml", "_category_.json"]

    /// The other generator's layout the files were read from, when the site is one
    /// (`DocusaurusLayout`, `StarlightLayout`).
    public var layout: InPlaceLayout?

    /// The files of that generator's static folders (Docusaurus's `static/`, Starlight's
    /// `public/`), which it serves at the site's root for every locale: `path` is the path in
    /// the folder (`img/logo.png`), `locale` the default one. Never pages, whatever their name.
    public var staticFiles: [ContentFile] = []

    /// Where `locale`'s pages are, relative to the root: `content/<locale>`, or the layout's
    /// folder (`docs`, `src/content/docs/ja`).
    public func folder(of locale: String) -> String {
        Self.folder(of: locale, layout: layout)
    }

    /// The display path of `locale`'s page at `key` (its path in the locale's folder, or in
    /// the source folder of a mapped layout).
    public static func path(of key: String, in locale: String, layout: InPlaceLayout?) -> String {
        if let mapping = layout?.mapping, locale != layout?.defaultLocale { return mapping.path(locale: locale, key: key) }
        let folder = folder(of: locale, layout: layout)
        return folder == "." ? key : "\(folder)/\(key)"
    }

    /// The site's files where docgen.yaml (`config`) or the files say they are; `knownPages`
    /// as `SiteScan` takes it.
    public static func scan(root: URL, config: SiteConfig,
                            knownPages: (@Sendable () -> [String: String])? = nil) throws(DiagnosticsError) -> ContentTree {
        guard let layout = try InPlaceLayout.detect(root: root, config: config) else { return try scan(root: root, layout: .docgen) }
        return try scan(root: root, layout: layout, locales: config.locales?.map(\.code), knownPages: knownPages)
    }

    public static func folder(of locale: String, layout: InPlaceLayout?) -> String {
        if let layout {
            return layout.folders.first { $0.locale == locale }?.path ?? layout.folders[0].path + "/" + locale
        }
        return "\(folderName)/\(locale)"
    }

    /// The pages and assets of the site at `root`, where `layout` (docgen.yaml's `layout:`,
    /// named at `location`) says they are.
    public static func scan(root: URL, layout choice: SiteLayout = .auto, at location: SourceLocation? = nil) throws(DiagnosticsError) -> ContentTree {
        if let layout = try InPlaceLayout.detect(root: root, layout: choice, at: location) { return try scan(root: root, layout: layout) }
        let content = root.appendingPathComponent(folderName)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory else {
            throw DiagnosticsError(.error(.inputNoContent,
                                          "no '\(folderName)' folder in \(root.path); put pages in \(folderName)/<locale>/, e.g. \(folderName)/en/index.md",
                                          file: nil))
        }
        guard let siteRoot = SiteEntry.Root(root) else {
            throw DiagnosticsError(.error(.inputUnreadable, "cannot resolve the site root \(root.path)", file: nil))
        }
        var files: [ContentFile] = []
        var categories: [ContentFile] = []
        var locales: [String] = []
        var problems: [Diagnostic] = []
        let rootEntry = SiteEntry.classify(content.path, root: siteRoot, display: folderName, name: folderName)
        guard case .folder(let contentIdentity) = rootEntry else {
            if case .refused(let problem) = rootEntry { throw DiagnosticsError(problem) }
            throw DiagnosticsError(.error(.inputNoContent, "'\(folderName)' is not a folder", file: folderName))
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: content.path).sorted()
        } catch {
            throw DiagnosticsError(.error(.inputUnreadable, "cannot read folder: \(FileReader.reason(error))", file: folderName))
        }
        for name in entries where !name.hasPrefix(".") {
            let absolute = content.path + "/" + name
            let display = "\(folderName)/\(name)"
            switch SiteEntry.classify(absolute, root: siteRoot, display: display, name: name) {
            case .refused(let problem):
                problems.append(problem)
            case .file:
                problems.append(.warning(.inputStrayFile,
                                         "'\(name)' is not in a locale folder and is not published; move it to \(folderName)/<locale>/",
                                         file: display))
            case .folder(let identity):
                locales.append(name)
                var visiting: Set<FileIdentity> = [contentIdentity, identity]
                walk(absolute, locale: name, prefix: "", displayRoot: display, root: siteRoot, visiting: &visiting, files: &files, categories: &categories, problems: &problems)
            }
        }
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticsError(problems) }
        var tree = ContentTree(localeFolders: locales, files: files, warnings: problems)
        tree.categoryFiles = categories
        return tree
    }

    /// Another generator's docs, each locale from its own folder (`docs/`,
    /// `i18n/<locale>/docusaurus-plugin-content-docs/current/`, `src/content/docs/<locale>/`),
    /// walked as `content/<locale>/` is.
    private static func scan(root: URL, layout: InPlaceLayout, locales configured: [String]? = nil,
                             knownPages: (@Sendable () -> [String: String])? = nil) throws(DiagnosticsError) -> ContentTree {
        guard let siteRoot = SiteEntry.Root(root) else {
            throw DiagnosticsError(.error(.inputUnreadable, "cannot resolve the site root \(root.path)", file: nil))
        }
        var files: [ContentFile] = []
        var categories: [ContentFile] = []
        var locales: [String] = []
        var problems: [Diagnostic] = []
        for folder in layout.folders {
            let (locale, path) = (folder.locale, folder.path)
            let absolute = root.appendingPathComponent(path).path
            switch SiteEntry.classify(absolute, root: siteRoot, display: path, name: path) {
            case .refused(let problem):
                problems.append(problem)
            case .file:
                if locale == layout.defaultLocale {
                    problems.append(.error(.inputNoContent, "'\(path)' is not a folder", file: path))
                }
            case .folder(let identity):
                locales.append(locale)
                var visiting: Set<FileIdentity> = [identity]
                walk(absolute, locale: locale, prefix: "", displayRoot: path, root: siteRoot, skipping: folder.skipping,
                     excluding: folder.excluding, translationsBeside: folder.translationsBeside, visiting: &visiting, files: &files,
                     categories: &categories, problems: &problems)
            }
        }
        if let mapping = layout.mapping, locales.contains(layout.defaultLocale) {
            // Each source page's translation, where the pattern puts it: read in place, and
            // paired with its source by the source's path.
            let others = (configured ?? layout.locales?.map(\.code) ?? []).filter { $0 != layout.defaultLocale }
            var sources = files.filter { $0.locale == layout.defaultLocale && $0.isPage }
            if mapping.pageName == .name { sources.sort { $0.path < $1.path } }
            for locale in others {
                locales.append(locale)
                // The translations the pattern pairs with a source, read or refused here.
                var paired: Set<String> = []
                // By `{name}`, the first source of a name (in path order) is the one translated.
                var pairedWith: [String: String] = [:]
                for source in sources {
                    let display = mapping.path(locale: locale, key: source.path)
                    let absolute = root.appendingPathComponent(display).path
                    // A translation is a file in the root, as a page is: a symbolic link out of
                    // it is refused, not read and published.
                    guard FileSystem.exists(absolute) || FileSystem.isSymbolicLink(absolute) else { continue }
                    if let first = pairedWith[display] {
                        problems.append(.warning(.configValue, "'translations' makes \(display) for both \(first) and \(source.displayPath); it is read as the translation of the first",
                                                 file: SiteConfig.fileName, at: mapping.patternLocation))
                        continue
                    }
                    pairedWith[display] = source.displayPath
                    paired.insert(display)
                    switch SiteEntry.classify(absolute, root: siteRoot, display: display, name: display) {
                    case .refused(let problem):
                        problems.append(problem)
                        continue
                    case .folder:
                        continue
                    case .file:
                        break
                    }
                    guard let syntax = PageExtension.syntax(of: display) else {
                        problems.append(.error(.configValue, "'translations' makes \(display), which is not a .md or .mdx page",
                                               file: SiteConfig.fileName, at: mapping.patternLocation))
                        break
                    }
                    // The key keeps the source's path; its extension is the translation's, which the parser reads.
                    let key = PageExtension.syntax(of: source.path) == syntax
                        ? source.path : String(PageExtension.stem(of: source.path)) + (syntax == .mdx ? ".mdx" : ".md")
                    files.append(ContentFile(locale: locale, path: key, displayPath: display, absolutePath: absolute))
                }
                files += orphanTranslations(of: locale, mapping: mapping, root: root, siteRoot: siteRoot, paired: paired, problems: &problems)
            }
        }
        if !locales.contains(layout.defaultLocale) {
            let folder = layout.folders[0].path
            problems.append(.error(.inputNoContent,
                                   "\(layout.configFile) makes this a \(layout.generator) site, but no '\(folder)' folder holds the pages of its default locale '\(layout.defaultLocale)'",
                                   file: layout.configFile, at: layout.defaultLocaleLocation,
                                   fix: .init(message: "put the \(layout.defaultLocale) pages in \(folder)/, or add a \(SiteConfig.fileName) and \(folderName)/ to make the site docgen's own")))
        }
        // Static folders, walked with the same guards as the pages' (no link out of the root).
        var staticFiles: [ContentFile] = []
        for folder in layout.urls?.staticFolders ?? [] {
            let absolute = root.appendingPathComponent(folder).path
            guard case .folder(let identity) = SiteEntry.classify(absolute, root: siteRoot, display: folder, name: folder) else { continue }
            var visiting: Set<FileIdentity> = [identity]
            var ignored: [ContentFile] = []
            walk(absolute, locale: layout.defaultLocale, prefix: "", displayRoot: folder, root: siteRoot, visiting: &visiting,
                 files: &staticFiles, categories: &ignored, problems: &problems, keepsUnderscored: true)
        }
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticsError(problems) }
        // Drafts are left out as the generator leaves them out of a production build. Every
        // page's start is read for it, on every core, a run of pages a task; a page the caller
        // knew as a page, with the same identity still (the same bytes), is not.
        let listed = files
        let known = knownPages?() ?? [:]
        let runs = stride(from: 0, to: listed.count, by: 64).map { $0..<min($0 + 64, listed.count) }
        let drafts = Set(runs.parallelMap { run in
            run.filter { i in
                let file = listed[i]
                guard file.isPage else { return false }
                if let identity = known[file.displayPath], FileSystem.status(file.absolutePath)?.identity == identity { return false }
                return DraftPage.isDraft(file.absolutePath)
            }
        }.joined())
        files = listed.indices.filter { !drafts.contains($0) }.map { listed[$0] }
        var tree = ContentTree(localeFolders: locales.sorted(), files: files, layout: layout, warnings: problems)
        tree.categoryFiles = categories
        tree.staticFiles = staticFiles
        return tree
    }

    public var warnings: [Diagnostic]

    /// The pages of `locale`'s translations folder that the mapping's pattern makes but no source
    /// page pairs with (a source renamed or deleted): read as the locale's pages, which the
    /// translation check reports as orphans, as it does under `content/<locale>/`. Other files
    /// there (a locale's UI strings, notes) are not pages and are left alone, findings about
    /// them too. A pattern whose folder is the root is not walked.
    private static func orphanTranslations(of locale: String, mapping: TranslationMapping, root: URL, siteRoot: SiteEntry.Root,
                                           paired: Set<String>, problems: inout [Diagnostic]) -> [ContentFile] {
        let folder = mapping.translationsFolder(of: locale)
        guard folder != "." else { return [] }
        let absolute = root.appendingPathComponent(folder).path
        guard case .folder(let identity) = SiteEntry.classify(absolute, root: siteRoot, display: folder, name: folder) else { return [] }
        var visiting: Set<FileIdentity> = [identity]
        var found: [ContentFile] = [], ignored: [ContentFile] = [], walkProblems: [Diagnostic] = []
        walk(absolute, locale: locale, prefix: "", displayRoot: folder, root: siteRoot, visiting: &visiting,
             files: &found, categories: &ignored, problems: &walkProblems)
        /// The pattern's reading of `display` when it makes it for this locale and no source claimed it.
        func unpaired(_ display: String) -> (locale: String, name: String, kind: TranslationMapping.PageName)? {
            guard !paired.contains(display), let match = mapping.match(display), match.locale == locale else { return nil }
            return match
        }
        problems += walkProblems.filter { problem in problem.file.flatMap(unpaired) != nil }
        return found.compactMap { file in
            guard file.isPage, let match = unpaired(file.displayPath) else { return nil }
            let key = match.kind == .path ? match.name : match.name + (PageExtension.syntax(of: file.displayPath) == .mdx ? ".mdx" : ".md")
            return ContentFile(locale: locale, path: key, displayPath: file.displayPath, absolutePath: file.absolutePath)
        }
    }

    /// `a + separator + b`, made in place: the walk makes three such paths for every file of
    /// the content tree, and `+` and interpolation grow their result as they append.
    private static func joined(_ a: String, _ separator: UInt8?, _ b: String) -> String {
        var a = a, b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let count = a.count + (separator == nil ? 0 : 1) + b.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    let raw = UnsafeMutableRawBufferPointer(buffer)
                    raw.copyMemory(from: UnsafeRawBufferPointer(a))
                    var end = a.count
                    if let separator { raw[end] = separator; end += 1 }
                    UnsafeMutableRawBufferPointer(rebasing: raw[end...]).copyMemory(from: UnsafeRawBufferPointer(b))
                    return count
                }
            }
        }
    }

    /// - Parameter displayRoot: how diagnostics name the locale's folder (`content/en`, `docs`).
    /// - Parameter skipping: names of folders directly inside the locale's folder that hold
    ///   other locales' pages (Starlight's root locale).
    /// - Parameter excluding: globs of pages (relative to the locale's folder) the generator leaves out.
    /// - Parameter translationsBeside: a mapping whose translations are in this folder too.
    /// - Parameter keepsUnderscored: true for a static folder, whose `_`-names are published
    ///   (in pages' folders they are partials and category files).
    private static func walk(_ folderPath: String, locale: String, prefix: String, displayRoot: String, root: SiteEntry.Root,
                             skipping: Set<String> = [], excluding: [PathGlob] = [], translationsBeside: TranslationMapping? = nil,
                             visiting: inout Set<FileIdentity>, files: inout [ContentFile], categories: inout [ContentFile],
                             problems: inout [Diagnostic], keepsUnderscored: Bool = false) {
        // A source folder that is the root itself (`source: .`) names files by their paths alone.
        let atRoot = displayRoot == "."
        let display = atRoot ? prefix : "\(displayRoot)/\(prefix)"
        // The listing's entry types spare a stat per file; links and unknown types are looked at.
        var entries: [FolderEntry]
        switch FolderEntries.list(folderPath) {
        case .success(let listed):
            for entry in listed where entry.kind != .folder && categoryFileNames.contains(entry.name) {
                // Read for the sidebar's labels: a link out of the root is refused as a page's is.
                let absolute = folderPath + "/" + entry.name, entryDisplay = "\(display)\(entry.name)"
                switch SiteEntry.classify(absolute, kind: entry.kind, root: root, display: entryDisplay, name: prefix + entry.name) {
                case .file:
                    categories.append(ContentFile(locale: locale, path: prefix + entry.name, displayPath: entryDisplay, absolutePath: absolute))
                case .refused(let problem):
                    problems.append(problem)
                case .folder:
                    break
                }
            }
            entries = listed.filter { !$0.name.hasPrefix(".") && (keepsUnderscored || !$0.name.hasPrefix("_")) }
        case .failure(let error):
            problems.append(.error(.inputUnreadable, "cannot read folder: \(error.message)", file: display.isEmpty ? "." : display))
            return
        }
        entries.sort { $0.name < $1.name }
        for entry in entries where !skipping.contains(entry.name) {
            let name = entry.name
            let path = Self.joined(prefix, nil, name)
            let absolute = Self.joined(folderPath, UInt8(ascii: "/"), name)
            let entryDisplay = atRoot ? path : Self.joined(displayRoot, UInt8(ascii: "/"), path)
            // A name that is not UTF-8 cannot be opened by its repaired name, and one with `#`,
            // `?`, `%` or a control character would publish a URL that no link reaches.
            guard entry.isValidUTF8 else {
                problems.append(.error(.inputUnsafeName, "'\(prefix)\(entry.escapedName)' has a name that is not UTF-8; rename it",
                                       file: display))
                continue
            }
            if let bad = URLSegment.unsafeCharacter(in: name) {
                problems.append(.error(.inputUnsafeName, "'\(path.debugDescription.dropFirst().dropLast())' has \(bad) in its name, which breaks its URL and every link to it; rename it",
                                       file: entryDisplay.contains("\n") ? display : entryDisplay))
                continue
            }
            switch SiteEntry.classify(absolute, kind: entry.kind, root: root, display: entryDisplay, name: path) {
            case .refused(let problem):
                problems.append(problem)
            case .file:
                // Another tool's page format would otherwise be copied as an asset: its source
                // published, and no page where the writer expects one.
                if !keepsUnderscored, let format = PageExtension.unreadFormat(of: name) {
                    problems.append(.warning(.inputUnreadPage, "'\(path)' is a \(format) page, which docgen does not read; it is left out",
                                             file: entryDisplay, fix: .init(message: "rename it to .md if it is Markdown, or .mdx if it is MDX")))
                    continue
                }
                // A page the generator's config leaves out (read only where another imports it).
                if !excluding.isEmpty, PageExtension.syntax(of: name) != nil, excluding.contains(where: { $0.matches(path) }) { continue }
                // `setup.ja.md` beside `setup.md`: a translation, of a configured locale or another.
                if let mapping = translationsBeside, let match = mapping.match(entryDisplay), Self.isLocaleCode(match.locale) { continue }
                files.append(ContentFile(locale: locale, path: path, displayPath: entryDisplay, absolutePath: absolute))
            case .folder(let id):
                guard !visiting.contains(id) else {
                    problems.append(.error(.inputSymlinkLoop, "'\(path)' links back to a folder that contains it",
                                           file: entryDisplay))
                    continue
                }
                visiting.insert(id)
                walk(absolute, locale: locale, prefix: path + "/", displayRoot: displayRoot, root: root, excluding: excluding,
                     translationsBeside: translationsBeside, visiting: &visiting, files: &files,
                     categories: &categories, problems: &problems, keepsUnderscored: keepsUnderscored)
                visiting.remove(id)
            }
        }
    }

    /// A language code as file names carry one: `ja`, `pt-BR`, `zh_Hant`, `zh-Hans` (two
    /// letters, then parts of letters or digits), not `v2`, `api` or `draft`.
    static func isLocaleCode(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first, language.count == 2, language.allSatisfy({ $0.isASCII && $0.isLowercase }),
              text.utf8.count == parts.map(\.utf8.count).reduce(parts.count - 1, +) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
