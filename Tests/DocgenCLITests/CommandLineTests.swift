import DocgenTestSupport
import Foundation
import Testing

@Suite("docgen command line", .serialized)
struct CommandLineTests {
    @Test("--help lists the commands; every command has its own --help")
    func help() throws {
        let top = try DocgenProcess.run(["--help"])
        #expect(top.status == 0)
        for command in ["build", "check", "model", "serve", "translated"] {
            #expect(top.stdout.contains("  \(command) "))
            let sub = try DocgenProcess.run([command, "--help"])
            #expect(sub.status == 0)
            #expect(sub.stdout.contains("USAGE: docgen \(command) [--root DIR]"))
        }
        #expect(try DocgenProcess.run(["--version"]).stdout.hasPrefix("docgen "))
    }

    @Test("Usage errors print the usage line and exit 64", arguments: [
        (["frobnicate"], "Error: unknown command 'frobnicate'"),
        (["build", "--outt", "x"], "Error: unknown option '--outt'"),
        (["build", "--root"], "Error: '--root' needs a value (DIR)"),
        (["build", "stray"], "Error: unexpected argument 'stray'"),
        ([], "USAGE: docgen <command> [options]"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try DocgenProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message))
    }

    @Test("The sample content builds with no error and no warning")
    func sampleContent() throws {
        let out = try ScratchFolder()
        let result = try DocgenProcess.run(["build", "--root", DocgenProcess.repository.path, "--out", out.url.appendingPathComponent("site").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        for locale in ["en", "ja", "zh"] {
            for page in ["", "flow-events/", "paywall-events/", "button-actions/", "migrate-3-to-4/"] {
                let path = out.url.appendingPathComponent("site/\(locale)/\(page)index.html").path
                #expect(FileManager.default.fileExists(atPath: path), "\(locale)/\(page) missing")
            }
        }
        // zh leaves the migration guide untranslated on purpose: it is the English page with a notice.
        let fallback = try String(contentsOf: out.url.appendingPathComponent("site/zh/migrate-3-to-4/index.html"), encoding: .utf8)
        #expect(fallback.contains("notice-untranslated"))
    }

    @Test("build defaults to the current folder and <root>/_site; errors print file:line:col and exit 1")
    func buildErrors() throws {
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/tiny", withExtension: nil)))
        let ok = try DocgenProcess.run(["build"], in: site.url)
        #expect(ok.status == 0)
        #expect(ok.stderr.contains("docgen.config.base-url"))  // a warning, printed, not fatal
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_site/en/index.html").path))

        try "---\ntitle: [unclosed\n---\n".write(to: site.url.appendingPathComponent("content/en/index.md"), atomically: true, encoding: .utf8)
        let failed = try DocgenProcess.run(["build"], in: site.url)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("content/en/index.md:2:8: error: front matter is not valid YAML"))
        #expect(failed.stderr.contains("[docgen.frontmatter.syntax]"))
        #expect(failed.stderr.contains("  title: [unclosed\n         ^"))
        #expect(failed.stderr.contains("the previous output, if any, is unchanged"))
    }

    @Test("serve: a bad port is a usage error; a port in use is an error naming the port")
    func serveErrors() throws {
        let bad = try DocgenProcess.run(["serve", "--port", "http"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'--port' must be a number from 0 to 65535, not 'http'"))

        let (blocker, port) = Self.busyPort()
        defer { close(blocker) }
        let site = try ScratchFolder(copying: try #require(Bundle.module.url(forResource: "Fixtures/tiny", withExtension: nil)))
        let inUse = try DocgenProcess.run(["serve", "--root", site.url.path, "--port", String(port)])
        #expect(inUse.status == 1)
        #expect(inUse.stderr.contains("port \(port) on 127.0.0.1 is already in use"))
    }

    @Test("serve: a Docusaurus or Starlight root has pages to preview; a layout whose config is missing has none")
    func serveInPlaceLayouts() throws {
        // The port is taken, so serve stops right after the check for pages: reaching the
        // port shows the root passed it.
        let (blocker, port) = Self.busyPort()
        defer { close(blocker) }
        for name in ["docusaurus", "starlight"] {
            let site = try ScratchFolder(copying: Repository.root.appendingPathComponent("Tests/DocgenCoreTests/Fixtures/sites/\(name)"))
            let result = try DocgenProcess.run(["serve", "--root", site.url.path, "--port", String(port)])
            #expect(result.status == 1)
            #expect(result.stderr.contains("port \(port) on 127.0.0.1 is already in use"), "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("no 'content' folder"))
        }
        let named = try ScratchFolder()
        try named.write("docgen.yaml", "layout: docusaurus\n")
        let missing = try DocgenProcess.run(["serve", "--root", named.url.path, "--port", String(port)])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("docgen.yaml:1:9: error: layout: docusaurus, but no docusaurus.config.ts or docusaurus.config.js at the site root"),
                "\(missing.stderr)")
    }

    /// A socket listening on a free loopback port, and the port: serve on it fails at once.
    static func busyPort() -> (socket: Int32, port: UInt16) {
        let blocker = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(blocker, $0, length) == 0 && listen(blocker, 1) == 0 && getsockname(blocker, $0, &length) == 0 }
        }
        return (blocker, UInt16(bigEndian: address.sin_port))
    }
}
