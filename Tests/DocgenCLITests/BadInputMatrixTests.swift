import DocgenSupport
import DocgenTestSupport
import Foundation
import Testing

/// A copy of `Fixtures/matrix/site` in a scratch folder, its output folder beside it, and the
/// bad inputs of `Fixtures/matrix/inputs` to break it with.
final class MatrixSite {
    let scratch: ScratchFolder
    /// The site root.
    var root: URL { scratch.url.appendingPathComponent("site") }
    /// The output folder (`--out`); its parent holds nothing else, so leftovers show.
    var out: URL
    /// `TMPDIR` for docgen, where `serve` keeps its preview folder.
    var temporary: URL { scratch.url.appendingPathComponent("tmp") }

    /// File systems mounted for this site, unmounted before the scratch folder is removed.
    private var mounts: [TmpfsMount] = []

    init() throws {
        scratch = try ScratchFolder()
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures/matrix/site", withExtension: nil))
        try FileManager.default.copyItem(at: fixture, to: scratch.url.appendingPathComponent("site"))
        out = scratch.url.appendingPathComponent("out/site")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    deinit {
        for mount in mounts { mount.unmount() }
    }

    /// Mounts a tmpfs of `size` on the output's parent folder.
    func mountOutput(size: String) throws -> TmpfsMount {
        let mount = try TmpfsMount(at: out.deletingLastPathComponent(), size: size)
        mounts.append(mount)
        return mount
    }

    /// Copies `Fixtures/matrix/inputs/<input>` to `path` under the root.
    func place(_ input: String, at path: String) throws {
        let source = try #require(Bundle.module.url(forResource: "Fixtures/matrix/inputs/\(input)", withExtension: nil))
        try write(path, try Data(contentsOf: source))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: url)
        try data.write(to: url)
    }

    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    /// Runs docgen with `{root}`, `{out}` and `{scratch}` in the arguments replaced.
    func run(_ arguments: [String]) throws -> DocgenProcess.Result {
        let resolved = arguments.map {
            $0.replacingOccurrences(of: "{root}", with: root.path).replacingOccurrences(of: "{out}", with: out.path)
                .replacingOccurrences(of: "{scratch}", with: scratch.url.path)
        }
        return try DocgenProcess.run(resolved, in: root, environment: ["TMPDIR": temporary.path])
    }

    func build() throws -> DocgenProcess.Result { try run(["build", "--root", "{root}", "--out", "{out}", "--quiet"]) }

    /// Every file and folder under `folder` (folders with empty contents), for before/after comparisons.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            result[path] = isDirectory.boolValue ? Data() : (FileManager.default.contents(atPath: url.path) ?? Data("unreadable".utf8))
        }
        return result
    }

    /// What a build may leave half-done: staging or old folders beside the output, replacement
    /// files inside it, a preview folder of `serve`.
    func leftovers() -> [String] {
        let fm = FileManager.default
        let beside = ((try? fm.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)) ?? [])
            .filter { $0 != out.lastPathComponent && $0 != "lost+found" }
        let inside = Self.snapshot(out).keys.filter { $0.hasSuffix(".docgen-new") }
        let previews = (try? fm.contentsOfDirectory(atPath: temporary.path)) ?? []
        return beside + inside + previews
    }
}

/// One row of the matrix: how to break the site, the command to run, and what docgen must say.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String] = ["build", "--root", "{root}", "--out", "{out}"]
    var status: Int32 = 1
    /// Must appear in docgen's output: the location and severity, then the id.
    var location: String
    var id: String
    var damage: @Sendable (MatrixSite) throws -> Void

    var testDescription: String { name }

    static func build(_ name: String, _ location: String, _ id: String, damage: @escaping @Sendable (MatrixSite) throws -> Void) -> BadInput {
        BadInput(name: name, location: location, id: id, damage: damage)
    }

    static func check(_ name: String, _ location: String, _ id: String, extra: [String] = [], status: Int32 = 1,
                      damage: @escaping @Sendable (MatrixSite) throws -> Void) -> BadInput {
        BadInput(name: name, arguments: ["check", "--root", "{root}"] + extra, status: status, location: location, id: id, damage: damage)
    }
}

/// The bad-input matrix: each case breaks a copy of a good site in one way, runs the built
/// `docgen` binary (build, check, model or serve) on it, and checks that docgen exits non-zero,
/// says what is wrong and where (file:line:col, or the path of a whole-file problem), and that
/// the last good output is byte for byte as it was, with nothing half-written beside or in it.
@Suite("Bad input matrix (the docgen binary, end to end)", .serialized)
struct BadInputMatrixTests {
    static let cases: [BadInput] = [
        // Encodings and files
        .build("Invalid UTF-8 in a page", "content/en/bad.md:5:15: error: invalid UTF-8 (byte 0xFF)", "docgen.input.invalid-utf8") {
            try $0.place("invalid-utf8.md", at: "content/en/bad.md")
        },
        .build("A page saved as UTF-16", "content/en/utf16.md:1:1: error: the file is UTF-16", "docgen.input.invalid-utf8") {
            try $0.place("utf16.md", at: "content/en/utf16.md")
        },
        .build("Broken front matter in a CRLF page: the line is the file's", "content/en/crlf.md:2:8: error: front matter is not valid YAML",
               "docgen.frontmatter.syntax") {
            try $0.place("crlf-broken-front-matter.md", at: "content/en/crlf.md")
        },
        .build("Front matter never closed", "content/en/open.md:1:1: error: front matter starts here but has no closing '---' line",
               "docgen.frontmatter.unclosed") {
            try $0.place("unclosed-front-matter.md", at: "content/en/open.md")
        },
        .build("Front matter that is a list", "content/en/list.md:2:1: error: front matter must be a mapping", "docgen.frontmatter.type") {
            try $0.place("front-matter-list.md", at: "content/en/list.md")
        },
        .build("A non-numeric order", "content/en/order.md:3:8: error: 'order' must be a whole number", "docgen.frontmatter.type") {
            try $0.place("front-matter-order.md", at: "content/en/order.md")
        },
        .build("A slug with a slash", "content/en/slash.md:3:7: error: slug 'a/b' must be one URL segment", "docgen.frontmatter.slug") {
            try $0.place("slug-slash.md", at: "content/en/slash.md")
        },
        .build("Two pages with one slug in one folder", "content/en/guides/setup.md: error: this page and content/en/guides/other.md both publish to /en/guides/setup/",
               "docgen.site.duplicate-url") {
            try $0.place("duplicate-slug.md", at: "content/en/guides/other.md")
        },
        .build("A page and a folder index on one URL", "content/en/guides/setup.md: error: this page and content/en/guides/setup/index.md both publish to /en/guides/setup/",
               "docgen.site.duplicate-url") {
            try $0.write("content/en/guides/setup/index.md", "---\ntitle: Setup index\n---\n\nText.\n")
        },
        .build("An unclosed admonition", "content/en/warn.md:5:1: error: ':::warning' is never closed", "docgen.markdown.unclosed-admonition") {
            try $0.place("unclosed-admonition.md", at: "content/en/warn.md")
        },
        .build("A link to a page that does not exist", "content/en/links.md:5:5: error: 'nowhere.md' links to a page that does not exist (content/en/nowhere.md)",
               "docgen.links.broken") {
            try $0.place("missing-link.md", at: "content/en/links.md")
        },
        .build("An unknown inline fact", "content/en/fact.md:5:1: error: '{{api:AdaptyFlowControllerDelegate.cuont}}': unknown fact 'cuont'",
               "docgen.fact.unknown") {
            try $0.place("unknown-fact.md", at: "content/en/fact.md")
        },
        .build("A page over the size limit", "content/en/huge.md: error: the page is 8.0 MiB; docgen reads pages up to 8 MiB", "docgen.input.too-large") {
            var page = Data("---\ntitle: Huge\n---\n".utf8)
            let line = Data(String(repeating: "x", count: 1023).utf8 + [0x0A])
            while page.count <= 8 * 1024 * 1024 { page.append(line) }
            try $0.write("content/en/huge.md", page)
        },
        .build("Markdown nested 100,000 levels deep", "content/en/deep.md:4:129: error: Markdown nested more than 128 levels deep",
               "docgen.markdown.too-deep") {
            try $0.write("content/en/deep.md", "---\ntitle: Deep\n---\n" + String(repeating: ">", count: 100_000) + " x\n")
        },
        // The content tree
        .build("A symbolic link loop in content", "content/en/guides/loop: error: 'guides/loop' links back to a folder that contains it",
               "docgen.input.symlink-loop") {
            try $0.link("content/en/guides/loop", to: "..")
        },
        .build("A symbolic link to nothing", "content/en/gone.md: error: 'gone.md' is a symbolic link to nothing", "docgen.input.broken-link") {
            try $0.link("content/en/gone.md", to: "/nonexistent/page.md")
        },
        // Symbolic links that lead out of the site root are refused, whatever they lead to:
        // a pull request can add one, and the build would publish what it reads.
        .build("A symbolic link to the build's environment", "content/en/env.txt: error: 'env.txt' is a symbolic link to a file outside the site root ('/proc/self/environ')",
               "docgen.input.link-outside") {
            try $0.link("content/en/env.txt", to: "/proc/self/environ")
        },
        .build("A symbolic link to /etc/passwd", "content/en/passwd: error: 'passwd' is a symbolic link to a file outside the site root ('/etc/passwd')",
               "docgen.input.link-outside") {
            try $0.link("content/en/passwd", to: "/etc/passwd")
        },
        .build("A page that is a symbolic link out of the root", "content/en/secret.md: error: 'secret.md' is a symbolic link to a file outside the site root",
               "docgen.input.link-outside") {
            try $0.write("../outside/secret.md", "---\ntitle: Secret\n---\n\nNot for publishing.\n")
            try $0.link("content/en/secret.md", to: "../../../outside/secret.md")
        },
        .build("A folder that is a symbolic link out of the root", "content/en/guides/elsewhere: error: 'guides/elsewhere' is a symbolic link to a folder outside the site root",
               "docgen.input.link-outside") {
            try $0.write("../outside/notes.txt", "private\n")
            try $0.link("content/en/guides/elsewhere", to: "../../../../outside")
        },
        .build("A theme asset that is a symbolic link out of the root", "templates/assets/host.txt: error: 'assets/host.txt' is a symbolic link to a file outside the site root",
               "docgen.input.link-outside") {
            try $0.write("templates/assets/.keep", "")
            try $0.link("templates/assets/host.txt", to: "/etc/hostname")
        },
        .build("A symbolic link that is a loop of links", "content/en/a.md: error: 'a.md' is a symbolic link loop", "docgen.input.symlink-loop") {
            try $0.link("content/en/a.md", to: "b.md")
            try $0.link("content/en/b.md", to: "a.md")
        },
        .build("A FIFO in content (a read would wait forever)", "content/en/pipe.md: error: 'pipe.md' is a FIFO (named pipe), not a file or folder",
               "docgen.input.not-regular") {
            #expect(mkfifo($0.root.appendingPathComponent("content/en/pipe.md").path, 0o644) == 0)
        },
        .build("A symbolic link to a device", "content/en/zero.png: error: 'zero.png' is a symbolic link to a character device outside the site root",
               "docgen.input.link-outside") {
            try $0.link("content/en/zero.png", to: "/dev/zero")
        },
        .build("A locale folder that is not a locale", "content/jp: error: 'jp' is not a locale of this site (en, ja)", "docgen.input.unknown-locale") {
            try $0.write("content/jp/index.md", "---\ntitle: Typo of ja\n---\n")
        },
        .build("No folder for the default locale", "content: error: no 'content/en' folder for the default locale 'en'", "docgen.input.no-default-locale") {
            try FileManager.default.removeItem(at: $0.root.appendingPathComponent("content/en"))
        },
        .build("No content folder", "docgen: error: no 'content' folder in", "docgen.input.no-content") {
            try FileManager.default.removeItem(at: $0.root.appendingPathComponent("content"))
        },
        // Templates
        .build("A template with a syntax error", "templates/partials/footer.html:2:1: error:", "docgen.template.syntax") {
            try $0.place("footer-syntax.html", at: "templates/partials/footer.html")
        },
        .build("A template printing a name that does not exist", "templates/partials/footer.html:2:3: error: 'site.titel' is not defined", "docgen.template.render") {
            try $0.place("footer-unknown-name.html", at: "templates/partials/footer.html")
        },
        // Config
        .build("docgen.yaml that is not YAML", "docgen.yaml:1:8: error: docgen.yaml is not valid YAML", "docgen.config.syntax") {
            try $0.place("config-syntax.yaml", at: "docgen.yaml")
        },
        .build("docgen.yaml that is a list", "docgen.yaml:1:1: error: docgen.yaml must be a mapping of keys to values", "docgen.config.type") {
            try $0.place("config-list.yaml", at: "docgen.yaml")
        },
        .build("docgen.yaml with invalid UTF-8", "docgen.yaml:1:13: error: invalid UTF-8 (byte 0xE9)", "docgen.input.invalid-utf8") {
            try $0.place("config-invalid-utf8.yaml", at: "docgen.yaml")
        },
        .build("A locale code that is a path", "docgen.yaml:4:5: error: locale '../../escaped' is not a language tag", "docgen.config.locale-code") {
            try $0.place("config-locale-path.yaml", at: "docgen.yaml")
        },
        .build("A default locale that is not a locale", "docgen.yaml:2:16: error: defaultLocale 'de' is not one of the locales (en, ja)",
               "docgen.config.default-locale") {
            try $0.place("config-default-locale.yaml", at: "docgen.yaml")
        },
        // The output guard
        BadInput(name: "--out is the site root", arguments: ["build", "--root", "{root}", "--out", "{root}"],
                 location: "/site: it is or contains the site root", id: "docgen.output.refused") { _ in },
        BadInput(name: "--out is content/", arguments: ["build", "--root", "{root}", "--out", "{root}/content"],
                 location: "/site/content: it is or contains 'content'", id: "docgen.output.refused") { _ in },
        BadInput(name: "--out is inside content/", arguments: ["build", "--root", "{root}", "--out", "{root}/content/en"],
                 location: "/site/content/en: it is inside 'content'", id: "docgen.output.refused") { _ in },
        BadInput(name: "--out is templates/", arguments: ["build", "--root", "{root}", "--out", "{root}/templates"],
                 location: "/site/templates: it is or contains 'templates'", id: "docgen.output.refused") { _ in },
        BadInput(name: "--out is a parent of the root", arguments: ["build", "--root", "{root}", "--out", "{scratch}"],
                 location: ": it is or contains the site root", id: "docgen.output.refused") { _ in },
        BadInput(name: "--out is the file system root", arguments: ["build", "--root", "{root}", "--out", "/"],
                 location: "will not write the site to /: it is the file system root", id: "docgen.output.refused") { _ in },
        BadInput(name: "--out is a non-empty folder docgen did not make", arguments: ["build", "--root", "{root}", "--out", "{scratch}/mine"],
                 location: "/mine: it is a non-empty folder that docgen did not create", id: "docgen.output.refused") {
            try Data("keep me\n".utf8).write(to: $0.scratch.url.appendingPathComponent("mine/notes.txt").creatingFolder())
        },
        BadInput(name: "--out is a file", arguments: ["build", "--root", "{root}", "--out", "{scratch}/file.txt"],
                 location: "/file.txt: it is a file", id: "docgen.output.refused") {
            try Data("a file\n".utf8).write(to: $0.scratch.url.appendingPathComponent("file.txt"))
        },
        // check and model
        .check("check: invalid UTF-8 in a page", "content/en/bad.md:5:15: error: invalid UTF-8 (byte 0xFF)", "docgen.input.invalid-utf8") {
            try $0.place("invalid-utf8.md", at: "content/en/bad.md")
        },
        .check("check: a page names a model that does not exist", "content/en/model.md:3:8: error: no model named 'sdk9'", "docgen.model.unknown") {
            try $0.place("unknown-model.md", at: "content/en/model.md")
        },
        .check("check: a Swift sample that does not parse", "content/en/sample.md:7:", "docgen.swift.syntax") {
            try $0.place("swift-syntax.md", at: "content/en/sample.md")
        },
        .check("check: a model folder that does not exist", "docgen.yaml:3:9: error: the folder of model 'sdk4', models/missing, does not exist",
               "docgen.model.source-missing") {
            try $0.place("config-missing-model.yaml", at: "docgen.yaml")
        },
        .check("check: a model source that does not parse (the model is built from the rest; a warning, here an error)",
               "models/Broken/Broken.swift:2:12: warning: syntax error", "docgen.model.parse-error", extra: ["--warnings-as-errors"]) {
            try $0.place("config-broken-model.yaml", at: "docgen.yaml")
            try $0.place("broken-model.swift.txt", at: "models/Broken/Broken.swift")
        },
        .check("check: a corrupt symbol graph", "/graphs/Broken.symbols.json: error: Broken.symbols.json is not a symbol graph",
               "docgen.model.not-a-symbol-graph", extra: ["--symbol-graph", "{scratch}/graphs"]) {
            let graphs = $0.scratch.url.appendingPathComponent("graphs")
            try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
            let corrupt = try #require(Bundle.module.url(forResource: "Fixtures/matrix/inputs/corrupt.symbols.json", withExtension: nil))
            try FileManager.default.copyItem(at: corrupt, to: graphs.appendingPathComponent("Broken.symbols.json"))
        },
        .check("check: a symbol graph folder that does not exist", "docgen: error: the symbol-graph folder", "docgen.model.source-missing",
               extra: ["--symbol-graph", "{scratch}/no-graphs"]) { _ in },
        .check("check: an unknown output format", "Error: unknown format 'xml'", "Usage: docgen check", extra: ["--format", "xml"], status: 64) { _ in },
        BadInput(name: "model: a model folder that does not exist", arguments: ["model", "--root", "{root}"],
                 location: "docgen.yaml:3:9: error: the folder of model 'sdk4', models/missing, does not exist", id: "docgen.model.source-missing") {
            try $0.place("config-missing-model.yaml", at: "docgen.yaml")
        },
        // serve: only what makes a preview impossible stops it (content errors are shown in the page)
        BadInput(name: "serve: a port that is not a number", arguments: ["serve", "--root", "{root}", "--port", "http"], status: 64,
                 location: "Error: '--port' must be a number from 0 to 65535, not 'http'", id: "Usage: docgen serve") { _ in },
        BadInput(name: "serve: a port out of range", arguments: ["serve", "--root", "{root}", "--port", "70000"], status: 64,
                 location: "Error: '--port' must be a number from 0 to 65535, not '70000'", id: "Usage: docgen serve") { _ in },
        BadInput(name: "serve: a root without content", arguments: ["serve", "--root", "{scratch}/nowhere", "--port", "0"],
                 location: "docgen: error: no 'content' folder in", id: "docgen.input.no-content") { _ in },
        BadInput(name: "serve: an unknown option", arguments: ["serve", "--root", "{root}", "--prot", "0"], status: 64,
                 location: "Error: unknown option '--prot'", id: "Usage: docgen serve") { _ in },
    ]

    @Test("A bad input stops docgen with a located message, and the last good output stays", arguments: cases)
    func badInput(_ input: BadInput) throws {
        let site = try MatrixSite()
        let good = try site.build()
        try #require(good.status == 0, "the good site did not build: \(good.stderr)")
        let before = MatrixSite.snapshot(site.out)
        try input.damage(site)
        let damaged = MatrixSite.snapshot(site.root)

        let result = try site.run(input.arguments)
        let said = result.stdout + result.stderr
        #expect(result.status == input.status, "exit \(result.status): \(said.prefix(2000))")
        #expect(said.contains(input.location), "no '\(input.location)' in: \(said.prefix(2000))")
        #expect(said.contains(input.id), "no \(input.id) in: \(said.prefix(2000))")
        // Every id docgen printed is a registered rule.
        for id in Self.printedIDs(said) { #expect(Rule.named(id) != nil, "docgen printed the unregistered id \(id)") }
        #expect(MatrixSite.snapshot(site.out) == before, "the previous output changed")
        #expect(site.leftovers().isEmpty, "left behind: \(site.leftovers())")
        #expect(MatrixSite.snapshot(site.root) == damaged, "docgen wrote into the site folder")
    }

    /// The `[docgen.<area>.<problem>]` ids at the ends of printed findings.
    static func printedIDs(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            let id = line[line.index(after: open)..<line.index(before: line.endIndex)]
            return id.hasPrefix("docgen.") ? String(id) : nil
        }
    }

    @Test("serve: a port in use is an error naming the port, and no preview folder is left")
    func servePortInUse() throws {
        let site = try MatrixSite()
        let (socket, port) = try BusyPort.open()
        defer { close(socket) }
        let result = try site.run(["serve", "--root", "{root}", "--port", String(port)])
        #expect(result.status == 1)
        #expect(result.stderr.contains("port \(port) on 127.0.0.1 is already in use"))
        #expect(site.leftovers().isEmpty, "left behind: \(site.leftovers())")
    }

    // MARK: Inputs that must build

    @Test("A page with a byte-order mark and CRLF line ends builds like any other")
    func bomAndCRLF() throws {
        let site = try MatrixSite()
        try site.place("bom-crlf.md", at: "content/en/windows.md")
        try site.place("config-bom-crlf.yaml", at: "docgen.yaml")
        let result = try site.build()
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: site.out.appendingPathComponent("en/windows/index.html"), encoding: .utf8)
        #expect(html.contains("<title>BOM and CRLF"))
        #expect(html.contains("<h2 id=\"steps\">Steps"))
        #expect(!html.contains("\r") && !html.contains("\u{FEFF}"))
    }

    @Test("An empty page is published as an empty page titled by its file name, with a warning")
    func emptyPage() throws {
        let site = try MatrixSite()
        try site.place("empty.md", at: "content/en/draft.md")
        let result = try site.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("content/en/draft.md: warning: the page is empty; it is published with no content, titled 'draft' [docgen.page.empty]"))
        let html = try String(contentsOf: site.out.appendingPathComponent("en/draft/index.html"), encoding: .utf8)
        #expect(html.contains("<title>draft"))
    }

    @Test("An empty docgen.yaml builds with the defaults")
    func emptyConfig() throws {
        let site = try MatrixSite()
        try site.write("docgen.yaml", Data())
        let result = try site.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.out.appendingPathComponent("ja/guides/setup/index.html").path))
    }

    @Test("The same slug in two folders gives two URLs; repeated headings get numbered ids")
    func sameSlugTwoFolders() throws {
        let site = try MatrixSite()
        try site.place("same-slug-other-folder.md", at: "content/en/other/page.md")
        try site.place("same-headings.md", at: "content/en/steps.md")
        let result = try site.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.out.appendingPathComponent("en/guides/setup/index.html").path))
        #expect(FileManager.default.fileExists(atPath: site.out.appendingPathComponent("en/other/setup/index.html").path))
        let steps = try String(contentsOf: site.out.appendingPathComponent("en/steps/index.html"), encoding: .utf8)
        #expect(steps.contains("id=\"step\"") && steps.contains("id=\"step-1\"") && steps.contains("id=\"step-2\""))
    }

    // MARK: The file system refuses

    @Test("A read-only output folder: the build fails, nothing changes",
          .enabled(if: TmpfsMount.available, "mounting a tmpfs needs root with CAP_SYS_ADMIN, which this machine does not give"),
          arguments: ["full", "incremental"])
    func readOnlyOutput(kind: String) throws {
        let site = try MatrixSite()
        let mount = try site.mountOutput(size: "4m")
        try #require(try site.build().status == 0)
        let before = MatrixSite.snapshot(site.out)
        try mount.remountReadOnly()
        if kind == "full" {
            try site.write("content/en/new.md", "---\ntitle: New page\n---\n\nA new page means a full build.\n")
        } else {
            try site.write("content/en/index.md", "---\ntitle: Home\n---\n\nStart with the [setup guide](guides/setup.md#install). Edited.\n")
        }
        let result = try site.build()
        #expect(result.status == 1)
        #expect(result.stderr.contains("Read-only file system [docgen.output.unwritable]"), "\(result.stderr)")
        #expect(result.stderr.contains(site.out.path), "the message names no path: \(result.stderr)")
        #expect(MatrixSite.snapshot(site.out) == before)
        #expect(site.leftovers().isEmpty, "left behind: \(site.leftovers())")
    }

    @Test("An output that is a mount point is built into in place, twice, keeping a CNAME",
          .enabled(if: TmpfsMount.available, "mounting a tmpfs needs root with CAP_SYS_ADMIN, which this machine does not give"))
    func mountPointOutput() throws {
        let site = try MatrixSite()
        let mount = try TmpfsMount(at: site.out, size: "16m")
        defer { mount.unmount() }
        let first = try site.build()
        #expect(first.status == 0, "\(first.stderr)")
        try "docs.example.com\n".write(to: site.out.appendingPathComponent("CNAME"), atomically: true, encoding: .utf8)
        try site.write("docgen.yaml", (try String(contentsOf: site.root.appendingPathComponent("docgen.yaml"), encoding: .utf8)) + "\n# rebuild all\n")
        let second = try site.build()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.out.appendingPathComponent("en/index.html").path))
        #expect(try String(contentsOf: site.out.appendingPathComponent("CNAME"), encoding: .utf8) == "docs.example.com\n")
        let inside = try FileManager.default.contentsOfDirectory(atPath: site.out.path)
        #expect(!inside.contains { $0.hasPrefix(".docgen-") && $0 != ".docgen-site" }, "\(inside)")
    }

    @Test("A full disk: the build fails with ENOSPC, the last good site stays and nothing is left half-written",
          .enabled(if: TmpfsMount.available, "mounting a tmpfs needs root with CAP_SYS_ADMIN, which this machine does not give"),
          arguments: ["full", "incremental"])
    func diskFull(kind: String) throws {
        let site = try MatrixSite()
        // Room for the site (about 260 KB: the theme's 404 page with its style sheet inline,
        // each page's Markdown copy, search.js, Snowball's script and the Chinese fold table),
        // not for the large page below (over 900 KB).
        _ = try site.mountOutput(size: "384k")
        try #require(try site.build().status == 0)
        let before = MatrixSite.snapshot(site.out)
        // A page far larger than the space left; a new page means a full build, an edit of
        // one page's text a rebuild of that page alone.
        let filler = String(repeating: "Text that fills the disk. ", count: 12_000)
        if kind == "full" {
            try site.write("content/en/large.md", "---\ntitle: Large\n---\n\n\(filler)\n")
        } else {
            try site.write("content/en/index.md", "---\ntitle: Home\n---\n\nStart with the [setup guide](guides/setup.md#install). \(filler)\n")
        }
        let result = try site.build()
        #expect(result.status == 1)
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot write \(site.out.path)/en/"), "\(result.stderr)")
        #expect(MatrixSite.snapshot(site.out) == before)
        #expect(site.leftovers().isEmpty, "left behind: \(site.leftovers())")
    }
}

extension URL {
    /// Creates the folder this file goes in; returns the URL.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}

/// A port on 127.0.0.1 held by a listening socket of this process.
enum BusyPort {
    static func open() throws -> (Int32, UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(ok, "cannot hold a port on 127.0.0.1")
        return (fd, UInt16(bigEndian: address.sin_port))
    }
}

/// A tmpfs mounted for one test (root only), unmounted when released: a small one makes a
/// full disk, a remount makes a read-only folder that even root cannot write.
final class TmpfsMount {
    let path: URL

    init(at path: URL, size: String) throws {
        self.path = path
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try #require(Self.mount(["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path.path]), "mount tmpfs at \(path.path) failed")
    }

    func remountReadOnly() throws {
        try #require(Self.mount(["-o", "remount,ro", path.path]), "remount read-only failed")
    }

    private var mounted = true

    func unmount() {
        if mounted { mounted = !Self.run("/bin/umount", [path.path]) }
    }

    deinit { unmount() }

    /// Whether this machine lets the tests mount a tmpfs (root with CAP_SYS_ADMIN, as in CI).
    static let available: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-mount-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard mount(["-t", "tmpfs", "-o", "size=16k", "tmpfs", probe.path]) else { return false }
        return run("/bin/umount", [probe.path])
    }()

    private static func mount(_ arguments: [String]) -> Bool { run("/bin/mount", arguments) }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
