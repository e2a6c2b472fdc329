import DocgenSupport
import FoundationEssentials

/// Another generator's site read where it is, with no `docgen.yaml` and no `content/`: a
/// Docusaurus site (`DocusaurusLayout`) or a Starlight one (`StarlightLayout`). Each locale's
/// pages are in a folder of that generator's, and its config (JavaScript, which docgen does not
/// run; `ConfigText` reads its literals) gives the default locale and the title.
public struct InPlaceLayout: Sendable, Equatable {
    /// A locale's pages.
    public struct Folder: Sendable, Equatable {
        public var locale: String
        /// Relative to the root (`docs`, `src/content/docs/ja`).
        public var path: String
        /// Folders directly inside `path` that are not this locale's: in Starlight the root
        /// locale's folder holds the other locales' (`src/content/docs/ja/`).
        public var skipping: Set<String> = []
    }

    /// The generator, as messages name it (`Docusaurus`, `Starlight`).
    public var generator: String
    /// The config file found (`docusaurus.config.ts`).
    public var configFile: String
    public var defaultLocale: String
    /// The site's title, when the config writes it as a string literal.
    public var title: String?
    /// Every locale with pages and its folder: the default locale first.
    public var folders: [Folder]
    /// The locales with their names and language tags, when the config gives them (Starlight's
    /// `locales`); nil to take them from the folders as docgen does.
    public var locales: [SiteLocale]? = nil
    /// Where the config names the default locale (or the locales), for findings about its folder.
    public var defaultLocaleLocation: SourceLocation? = nil

    /// The layout of `root`, or nil when it is no other generator's site.
    public static func detect(root: URL) -> InPlaceLayout? {
        DocusaurusLayout.detect(root: root) ?? StarlightLayout.detect(root: root)
    }

    /// The first of `names` at `root` and its text, when the site is not docgen's own (a
    /// `docgen.yaml` or a `content/` folder says it is).
    static func config(root: URL, names: [String]) -> (name: String, text: String)? {
        let fm = FileManager.default
        guard !fm.fileExists(atPath: root.appendingPathComponent(SiteConfig.fileName).path),
              !fm.fileExists(atPath: root.appendingPathComponent(ContentTree.folderName).path),
              let name = names.first(where: { fm.fileExists(atPath: root.appendingPathComponent($0).path) }) else { return nil }
        return (name, (try? FileReader.readText(root.appendingPathComponent(name), displayPath: name)) ?? "")
    }

    static func isFolder(_ path: String, in root: URL) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory
    }
}
