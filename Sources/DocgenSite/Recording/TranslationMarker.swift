import DocgenSupport
import FoundationEssentials

/// `docgen translated`: records in a translation the revision of its English page it now
/// translates, when the translator has finished. The English page is hashed as it is on disk
/// and the hashes are written into the translation's front matter by `TranslationRecordEditor`.
public struct TranslationMarker: Sendable {
    /// What marking one file did.
    public struct Outcome: Sendable {
        /// The translation, relative to the root (`content/ja/flow-events.md`).
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

    /// Marks `file` (a translation under `content/<locale>/`) as translating its English page as it is now.
    public func mark(_ file: URL) throws(DiagnosticsError) -> Outcome {
        let config = try SiteConfig.load(root: root)
        let (locale, key) = try place(of: file)
        let display = "\(ContentTree.folderName)/\(locale)/\(key)"
        guard locale != config.defaultLocale else {
            throw DiagnosticsError(.error(.translationNotATranslation,
                                          "'\(display)' is in the default locale '\(locale)': it is the source that translations record, not a translation",
                                          file: display))
        }
        let sourceDisplay = "\(ContentTree.folderName)/\(config.defaultLocale)/\(key)"
        let sourceURL = root.appendingPathComponent(sourceDisplay)
        guard FileManager.default.fileExists(atPath: sourceURL.path) else {
            throw DiagnosticsError(.error(.translationOrphan,
                                          "'\(display)' has no English page to translate: \(sourceDisplay) does not exist",
                                          file: display,
                                          fix: .init(message: "rename the translation after its English page, or add \(sourceDisplay)")))
        }
        let (original, problems) = ParsedPage.read(ContentFile(locale: config.defaultLocale, path: key, displayPath: sourceDisplay, url: sourceURL))
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

    /// The locale and path inside the locale folder of a file under `content/`.
    private func place(of file: URL) throws(DiagnosticsError) -> (locale: String, key: String) {
        let content = root.appendingPathComponent(ContentTree.folderName)
        let candidates = [(file.standardizedFileURL.path, content.path),
                          (file.standardizedFileURL.resolvingSymlinksInPath().path, content.resolvingSymlinksInPath().path)]
        for (path, folder) in candidates where path.hasPrefix(folder + "/") {
            let relative = path.dropFirst(folder.count + 1).split(separator: "/").map(String.init)
            guard relative.count >= 2, relative.last.flatMap(PageExtension.syntax(of:)) != nil else { break }
            return (relative[0], relative.dropFirst().joined(separator: "/"))
        }
        throw DiagnosticsError(.error(.translationNotATranslation,
                                      "'\(file.path)' is not a page in \(content.path)/<locale>/; name a translation such as content/ja/index.md",
                                      file: nil))
    }
}
