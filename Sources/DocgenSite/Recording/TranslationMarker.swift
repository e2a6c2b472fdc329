import DocgenSupport
import FoundationEssentials

/// `docgen translated`: records in a translation the revision of its English page it now
/// translates, when the translator has finished. The English page is hashed as it is on disk
/// and the hashes are written into the translation's front matter by `TranslationRecordEditor`.
public struct TranslationMarker: Sendable {
    /// What marking one file did.
    public struct Outcome: Sendable {
        /// The translation, relative to the root (`content/ja/flow-events.md`, or where a
        /// Docusaurus or Starlight site keeps it).
        public var file: String
        /// Its English page, relative to the root.
        public var source: String
        public var revision: PageRevision
        /// False when the file already recorded this revision and was left alone.
        public var changed: Bool
    }

    public var root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Marks `file` (a translation under `content/<locale>/`, or in a locale folder of a
    /// Docusaurus or Starlight site) as translating its English page as it is now.
    public func mark(_ file: URL) throws(DiagnosticsError) -> Outcome {
        var config = try SiteConfig.load(root: root)
        // The folders as the scan reads them (`ContentTree`), without walking them.
        let layout = try InPlaceLayout.detect(root: root, config: config)
        if let layout, !config.keysSet.contains("defaultLocale") { config.defaultLocale = layout.defaultLocale }
        let (locale, key) = try place(of: file, layout: layout)
        let display = ContentTree.path(of: key, in: locale, layout: layout)
        guard locale != config.defaultLocale else {
            throw DiagnosticsError(.error(.translationNotATranslation,
                                          "'\(display)' is in the default locale '\(locale)': it is the source that translations record, not a translation",
                                          file: display))
        }
        let sourceDisplay = "\(ContentTree.folder(of: config.defaultLocale, layout: layout))/\(key)"
        let sourceURL = root.appendingPathComponent(sourceDisplay)
        guard FileManager.default.fileExists(atPath: sourceURL.path) else {
            throw DiagnosticsError(.error(.translationOrphan,
                                          "'\(display)' has no English page to translate: \(sourceDisplay) does not exist",
                                          file: display,
                                          fix: .init(message: "rename the translation after its English page, or add \(sourceDisplay)")))
        }
        // With its partials, whose hashes are part of the revision the check compares with.
        let (original, problems) = ParsedPage.read(ContentFile(locale: config.defaultLocale, path: key, displayPath: sourceDisplay, url: sourceURL),
                                                   partials: PartialStore(markdownFiles: MarkdownFiles.syntax(config: config, layout: layout),
                                                                          globals: try GlobalPartials.find(root: root, config: config)),
                                                   markdownFiles: MarkdownFiles.syntax(config: config, layout: layout))
        guard let original, !problems.contains(where: { $0.severity == .error }) else { throw DiagnosticsError(problems) }

        let target = root.appendingPathComponent(display).resolvingSymlinksInPath()
        let bytes = try FileReader.readBytes(target.path, displayPath: display)
        _ = try FileReader.decode(bytes, displayPath: display)
        guard let updated = TranslationRecordEditor.updating(bytes, with: original.revision) else {
            throw DiagnosticsError(.error(.frontMatterUnclosed, "front matter starts here but has no closing '---' line",
                                          file: display, at: .init(line: 1, column: 1)))
        }
        // Never write a file that no longer reads as a page.
        let (_, after) = ParsedPage.parse(try FileReader.decode(updated, displayPath: display),
                                          file: ContentFile(locale: locale, path: key, displayPath: display, url: target))
        if after.contains(where: { $0.severity == .error }) { throw DiagnosticsError(after) }
        let changed = updated != bytes
        if changed {
            do {
                try Data(updated).write(to: target, options: .atomic)
            } catch {
                throw DiagnosticsError(.error(.outputUnwritable, "cannot write the file: \(FileReader.reason(error))", file: display))
            }
        }
        return Outcome(file: display, source: sourceDisplay, revision: original.revision, changed: changed)
    }

    /// The locale and path inside the locale folder of a page: under `content/<locale>/`, or in
    /// the layout's folder that holds it (the longest, as Starlight's root locale's folder holds
    /// the others').
    private func place(of file: URL, layout: InPlaceLayout?) throws(DiagnosticsError) -> (locale: String, key: String) {
        // A mapped layout's translation is where its pattern puts it; its key is its source's path.
        if let mapping = layout?.mapping, let layout {
            let path = file.standardizedFileURL.path, base = root.path + "/"
            if path.hasPrefix(base), let found = mapping.match(String(path.dropFirst(base.count))), found.locale != layout.defaultLocale {
                if found.kind == .path { return (found.locale, found.name) }
                if found.kind == .name, let key = Self.sourcePage(named: found.name, in: root.appendingPathComponent(mapping.source)) {
                    return (found.locale, key)
                }
                let candidates = [".md", ".mdx"].map { found.name + $0 }
                let key = candidates.first { FileManager.default.fileExists(atPath: root.appendingPathComponent("\(mapping.source)/\($0)").path) }
                return (found.locale, key ?? candidates[path.hasSuffix(".mdx") ? 1 : 0])
            }
        }
        let folders: [InPlaceLayout.Folder]
        if let layout {
            folders = layout.folders.sorted { $0.path.count > $1.path.count }
        } else {
            folders = [.init(locale: "", path: ContentTree.folderName)]
        }
        for folder in folders {
            let base = root.appendingPathComponent(folder.path)
            let candidates = [(file.standardizedFileURL.path, base.path),
                              (file.standardizedFileURL.resolvingSymlinksInPath().path, base.resolvingSymlinksInPath().path)]
            for (path, prefix) in candidates where path.hasPrefix(prefix + "/") {
                var relative = path.dropFirst(prefix.count + 1).split(separator: "/").map(String.init)
                guard relative.last.flatMap(PageExtension.syntax(of:)) != nil, let first = relative.first, !folder.skipping.contains(first) else { break }
                // In content/, the first folder is the locale.
                var locale = folder.locale
                if layout == nil {
                    guard relative.count >= 2 else { break }
                    locale = relative.removeFirst()
                }
                return (locale, relative.joined(separator: "/"))
            }
        }
        let example = layout.map { "\(ContentTree.folder(of: $0.folders.dropFirst().first?.locale ?? "ja", layout: $0))/index.md" } ?? "content/ja/index.md"
        let expected = layout.map { "a locale folder of this \($0.generator) site (\($0.folders.map(\.path).joined(separator: ", ")))" }
            ?? "\(root.appendingPathComponent(ContentTree.folderName).path)/<locale>/"
        throw DiagnosticsError(.error(.translationNotATranslation,
                                      "'\(file.path)' is not a page in \(expected); name a translation such as \(example)",
                                      file: nil))
    }

    /// The path in `folder` of the first page (in path order) whose file is named `name` with a
    /// page extension: the source a translation named by `{name}` translates.
    static func sourcePage(named name: String, in folder: URL) -> String? {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.sorted().first { path in
            let segments = path.split(separator: "/")
            // As the content walk reads the folder: `_` and `.` names are partials and hidden files.
            guard let last = segments.last.map(String.init), !segments.contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) else { return false }
            return PageExtension.syntax(of: last) != nil && PageExtension.stem(of: last) == name
        }
    }
}
