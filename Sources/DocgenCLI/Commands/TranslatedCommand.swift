import DocgenSite
import DocgenSupport
import FoundationEssentials

/// `docgen translated FILE...`: records in each translation the revision of its English page.
public struct TranslatedCommand: SiteCommand {
    public static let name = "translated"
    public static let summary = "Record that translations match their English pages as they are now."
    public static let discussion = """
    Each file gets its English page's hashes (whole page and per section) written into its front
    matter as 'source:'; no other byte of the file changes. docgen check then reports the
    translation as outdated, naming the sections, when the English page changes.
    """
    public static let options: [CommandOption<TranslatedCommand>] = [
        .root,
        .positional("FILE", "Translated pages, such as content/ja/flow-events.md.", \.files),
    ]

    public var root: String?
    public var files: [String] = []

    public init() {}

    public func validate() throws(UsageError) {
        guard !files.isEmpty else {
            throw UsageError("name the translations to record, such as content/ja/flow-events.md", command: Self.name)
        }
    }

    public func run(in context: CommandContext) -> Int32 {
        let root = context.root(self.root)
        // A relative path is the current folder's, else the site root's (`--root site content/ja/x.md`).
        let urls = files.map { path -> URL in
            let here = context.url(path)
            let inRoot = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
            return path.hasPrefix("/") || FileManager.default.fileExists(atPath: here.path)
                || !FileManager.default.fileExists(atPath: inRoot.path) ? here : inRoot
        }
        let marker = TranslationMarker(root: root)
        var failed: [Diagnostic] = []
        for file in urls {
            do {
                let outcome = try marker.mark(file)
                let sections = outcome.revision.headingSections.count
                context.standardOutput(outcome.changed
                    ? "\(outcome.file): recorded \(outcome.source) at \(outcome.revision.hash) (\(sections) section\(sections == 1 ? "" : "s"))\n"
                    : "\(outcome.file): already records \(outcome.source) as it is (\(outcome.revision.hash))\n")
            } catch {
                failed += error.diagnostics
            }
        }
        context.print(failed, root: root)
        return failed.contains { $0.severity == .error } ? 1 : 0
    }
}
