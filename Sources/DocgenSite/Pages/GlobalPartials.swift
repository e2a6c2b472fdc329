import DocgenSupport
import FoundationEssentials

/// `partials:` in docgen.yaml: a folder of Markdown partials every MDX page may use as
/// components without importing them, as sites that register them for all pages do (Astro's
/// `components={{…}}`, Docusaurus's `MDXComponents`): `<SampleApp />` is the folder's
/// `SampleApp.md`, and `sample-app.md` is `<SampleApp />` too. Only the folder's own files
/// are partials; an import of the same name in a page wins.
public enum GlobalPartials {
    /// Component names and each one's partial, by path from the root; empty without `partials:`.
    /// A folder that is not there, or not a folder, is an error at the key.
    public static func find(root: URL, config: SiteConfig) throws(DiagnosticsError) -> [String: String] {
        guard let folder = config.partialsFolder else { return [:] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
        } catch {
            throw DiagnosticsError(.error(.configValue, "'partials' names \(folder), which is no folder of the site",
                                          file: SiteConfig.fileName, at: config.partialsLocation))
        }
        var found: [String: String] = [:]
        for name in names where !name.hasPrefix(".") && PageExtension.syntax(of: name) != nil {
            let stem = String(PageExtension.stem(of: name))
            for component in [stem, componentName(stem)] where found[component] == nil {
                found[component] = "\(folder)/\(name)"
            }
        }
        return found
    }

    /// `sample-app` and `sample_app` as a component is named: `SampleApp`.
    static func componentName(_ stem: String) -> String {
        stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
