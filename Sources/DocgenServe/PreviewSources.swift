import DocgenRender
import DocgenSite
import DocgenSupport
import FoundationEssentials

/// What `docgen serve` watches of a site: the folders its pages come from, as its layout says
/// (docgen's own `content/`, or a Docusaurus or Starlight site's locale folders read in place),
/// `templates/`, the models' sources, and the config files whose keys feed the build.
public struct PreviewSources: Sendable, Equatable {
    /// Watched with every folder below them.
    public var folders: [URL]
    /// Watched one by one, through their folder (editors replace a file when they save it).
    public var files: [URL]

    /// The layout `docgen build` reads the site with: nil for docgen's own `content/`. A
    /// docgen.yaml that does not load is taken as naming no layout, so that the preview starts
    /// and its first build shows the config's errors, as it does for a `content/` site.
    /// - Throws: when docgen.yaml names a layout whose config is not at the root, an error the
    ///   build would stop at every time: there is nothing to preview.
    public static func layout(root: URL) throws(DiagnosticsError) -> InPlaceLayout? {
        let config = (try? SiteConfig.load(root: root)) ?? SiteConfig()
        return try InPlaceLayout.detect(root: root, config: config)
    }

    public init(root: URL) {
        let config = try? SiteConfig.load(root: root)
        // A layout error fails every build; watching content/ then is as good as anything.
        let layout = (try? Self.layout(root: root)) ?? nil
        var pageFolders = [ContentTree.folderName]
        var files = [SiteConfig.fileName]
        if let layout {
            // The generator's config gives the default locale, the locales and the title.
            files.append(layout.configFile)
            let paths = layout.folders.map(\.path) + (layout.newLocalesFolder.map { [$0] } ?? [])
            // A locale folder inside another watched one (`i18n/ja/…` in `i18n`) is watched with it.
            pageFolders = paths.filter { path in !paths.contains { path.hasPrefix($0 + "/") } }
        }
        var folders = (pageFolders + [Theme.folderName]).map { root.appendingPathComponent($0) }
        folders += (config?.models ?? []).map { $0.path.hasPrefix("/") ? URL(fileURLWithPath: $0.path) : root.appendingPathComponent($0.path) }
        self.folders = folders
        self.files = files.map { root.appendingPathComponent($0) }
    }
}
