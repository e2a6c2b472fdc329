import DocgenBuild
import DocgenServe
import DocgenSite
import DocgenSupport
import FoundationEssentials

/// `docgen serve`: the live preview on 127.0.0.1.
public struct ServeCommand: SiteCommand {
    public static let name = "serve"
    public static let summary = "Preview the site on 127.0.0.1 with live reload."
    public static let options: [CommandOption<ServeCommand>] = [
        .root,
        .value("port", "N", "The port (default: 8080; 0 picks a free one).") { command, value throws(UsageError) in
            guard let port = UInt16(value) else {
                throw UsageError("'--port' must be a number from 0 to 65535, not '\(value)'", command: name)
            }
            command.port = port
        },
        .value("allow-host", "NAME", "Also answer requests for this host name (repeatable); by default only 127.0.0.1, localhost and [::1].") {
            command, value throws(UsageError) in
            guard !value.isEmpty, !value.contains("/") else { throw UsageError("'--allow-host' takes a host name, not '\(value)'", command: name) }
            command.allowedHosts.append(value)
        },
    ]

    public var root: String?
    public var port: UInt16 = 8080
    public var allowedHosts: [String] = []

    public init() {}

    public func run(in context: CommandContext) -> Int32 {
        let root = context.root(self.root)
        let log = context.standardError
        // A root with no pages has nothing to preview or watch: say so instead of serving nothing.
        // The pages are in content/ or, as `docgen build` finds them, a Docusaurus or Starlight site's folders.
        let layout: InPlaceLayout?
        do throws(DiagnosticsError) {
            layout = try PreviewSources.layout(root: root)
        } catch {
            context.print(error.diagnostics, root: root)
            return 1
        }
        var isDirectory = false
        guard layout != nil
                || (FileManager.default.fileExists(atPath: root.appendingPathComponent(ContentTree.folderName).path, isDirectory: &isDirectory) && isDirectory) else {
            context.print([.error(.inputNoContent,
                                  "no '\(ContentTree.folderName)' folder in \(root.path); put pages in \(ContentTree.folderName)/<locale>/, e.g. \(ContentTree.folderName)/en/index.md",
                                  file: nil)], root: root)
            return 1
        }
        let session: PreviewSession
        // The server answers from the first moment: a page that says the site is being built,
        // while the terminal shows how far the first build is.
        let progress: any BuildProgress = ProcessCalls.standardErrorIsTerminal ? TerminalProgress() : PhaseLines(log: log)
        do {
            session = try PreviewSession(root: root, port: port, allowedHosts: allowedHosts, waitsForFirstBuild: false,
                                         progress: progress) { log($0 + "\n") }
        } catch {
            context.standardError("error: \(error.description)\n")
            return 1
        }
        context.standardError("Serving \(context.displayPath(root)) at \(session.url) (every locale; live reload); building the site first. Press Ctrl-C to stop.\n")
        session.waitForFirstBuild()
        (progress as? TerminalProgress)?.clear()
        session.watch()
        // The address on standard output once the first build is served (scripts wait for it).
        context.standardOutput(session.url + "\n")
        // Stop cleanly on Ctrl-C or a termination request: close the server, remove the preview folder.
        InterruptSignal.wait()
        session.stop()
        context.standardError("Stopped.\n")
        return 0
    }
}

/// The first build's phases as lines, where standard error is not a terminal.
final class PhaseLines: BuildProgress {
    private let log: @Sendable (String) -> Void

    init(log: @escaping @Sendable (String) -> Void) { self.log = log }

    func begin(phase: String, total: Int) {
        if total > 0 { log("building: \(phase) \(total) pages\n") }
    }

    func advance(by count: Int) {}
}
