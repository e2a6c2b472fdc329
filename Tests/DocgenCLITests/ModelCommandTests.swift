import DocgenTestSupport
import Foundation
import Testing

/// `docgen model` on a source tree and on a site whose models are source trees, through the
/// built binary, on the fixture SDKs of the model tests (written for them, not copies of any SDK).
@Suite("docgen model --source, --format json, --emit-symbol-graph", .serialized)
struct ModelCommandTests {
    static let mediaKit = DocgenProcess.repository.appendingPathComponent("Tests/DocgenAPIModelTests/Fixtures/MediaKit").path
    static let uploadKit = DocgenProcess.repository.appendingPathComponent("Tests/DocgenAPIModelTests/Fixtures/UploadKit").path

    func json(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["symbols"] as? [[String: Any]])
    }

    @Test("--format json lists symbols with kind and members (name, kind, required, signature, availability)")
    func sourceJSON() throws {
        let result = try DocgenProcess.run(["model", "--source", Self.mediaKit, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let symbols = try json(result.stdout)
        let delegate = try #require(symbols.first { $0["name"] as? String == "PlayerDelegate" })
        #expect(delegate["kind"] as? String == "protocol")
        let members = try #require(delegate["members"] as? [[String: Any]])
        let requirements = members.filter { $0["kind"] as? String == "requirement" }
        #expect(requirements.count == 8)
        #expect(requirements.allSatisfy { $0["required"] is Bool && $0["signature"] is String })
        // A default only in a constrained extension leaves the requirement required.
        #expect(requirements.first { $0["name"] as? String == "player(_:didChange:)" }?["required"] as? Bool == true)
        #expect(requirements.first { $0["name"] as? String == "playerDidStart(_:)" }?["required"] as? Bool == false)
        let player = try #require(symbols.first { $0["name"] as? String == "Player" })
        let playerMembers = try #require(player["members"] as? [[String: Any]])
        // Members of a type never carry `required`: it is for requirements and parameters.
        #expect(playerMembers.allSatisfy { $0["required"] == nil })
        let unavailable = try #require(playerMembers.first { $0["name"] as? String == "desktopOnlyVisualizer()" })
        let availability = try #require(unavailable["availability"] as? [[String: Any]])
        #expect(availability.contains { $0["domain"] as? String == "iOS" && $0["isUnconditionallyUnavailable"] as? Bool == true })
    }

    @Test("The text lists each type as declared: generic parameters with their bounds, a protocol's class bound")
    func sourceText() throws {
        let result = try DocgenProcess.run(["model", "--source", Self.mediaKit])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("struct Playlist<Item: Sendable>: Equatable where Item: Equatable") && !$0.contains("(where") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("protocol PlayerDelegate: AnyObject") }, "\(result.stdout)")
        // A protocol without a class bound gets none, and a plain type no angle brackets.
        #expect(!lines.contains { $0.hasPrefix("struct Player<") || $0.hasPrefix("class Player<") })
    }

    @Test("--platform decides #if: a macOS-only declaration is there for macos, not for ios")
    func platform() throws {
        let ios = try DocgenProcess.run(["model", "--source", Self.mediaKit])
        let macos = try DocgenProcess.run(["model", "--source", Self.mediaKit, "--platform", "macos"])
        #expect(ios.status == 0 && macos.status == 0)
        #expect(ios.stdout != macos.stdout)
        let bad = try DocgenProcess.run(["model", "--source", Self.mediaKit, "--platform", "android"])
        #expect(bad.status == 1)
        #expect((bad.stdout + bad.stderr).contains("[docgen.model.unknown-platform]"))
    }

    @Test("--module picks modules; an unknown one names the known ones")
    func modules() throws {
        let one = try DocgenProcess.run(["model", "--source", Self.mediaKit, "--module", "MediaKit", "--format", "json"])
        #expect(try json(one.stdout).allSatisfy { $0["module"] as? String != "MediaKitUI" })
        let bad = try DocgenProcess.run(["model", "--source", Self.mediaKit, "--module", "MediaKitPro"])
        #expect(bad.status == 1)
        #expect((bad.stdout + bad.stderr).contains("no module 'MediaKitPro' in the package; known: MediaKit, MediaKitUI, MediaKitDemo"))
    }

    @Test("--emit-symbol-graph writes graphs whose surface is the source's, with locations relative to the SDK")
    func emitted() throws {
        let out = try ScratchFolder()
        let graphs = out.url.appendingPathComponent("graphs")
        let fromSource = try DocgenProcess.run(["model", "--source", Self.uploadKit, "--format", "json", "--emit-symbol-graph", graphs.path])
        #expect(fromSource.status == 0, "\(fromSource.stderr)")
        #expect(fromSource.stderr.contains("wrote 1 symbol graph"))
        let written = try FileManager.default.contentsOfDirectory(atPath: graphs.path)
        #expect(written.contains { $0.hasSuffix(".symbols.json") })
        for name in written {
            let text = try String(contentsOf: graphs.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(Self.uploadKit), "\(name) names the machine's path")
        }
        try "models:\n  upload: \(graphs.path)\n".write(to: out.url.appendingPathComponent("docgen.yaml"), atomically: true, encoding: .utf8)
        let fromGraphs = try DocgenProcess.run(["model", "--root", out.url.path, "--format", "json"])
        #expect(fromGraphs.status == 0, "\(fromGraphs.stdout)")
        #expect(fromGraphs.stdout == fromSource.stdout)
    }

    @Test("A site's model given as source, platform and modules is read as configured")
    func configuredSource() throws {
        let site = try ScratchFolder()
        try site.write("content/en/index.md", "# Home\n")
        try site.write("docgen.yaml", """
            models:
              media:
                source: \(Self.mediaKit)
                platform: macos
                modules: [MediaKit]
            """)
        let text = try DocgenProcess.run(["model", "--root", site.url.path])
        #expect(text.status == 0, "\(text.stdout)")
        #expect(text.stdout.contains("media (MediaKit: "))
        let direct = try DocgenProcess.run(["model", "--source", Self.mediaKit, "--platform", "macos", "--module", "MediaKit", "--format", "json"])
        let configured = try DocgenProcess.run(["model", "--root", site.url.path, "--format", "json"])
        #expect(direct.stdout == configured.stdout)
    }

    @Test("A model entry with neither source nor symbolGraphs, or an unknown key, is reported at its line")
    func badEntries() throws {
        let site = try ScratchFolder()
        try site.write("content/en/index.md", "# Home\n")
        try site.write("docgen.yaml", "models:\n  media:\n    platform: ios\n")
        let missing = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("docgen.yaml:3:5: error: model 'media' needs exactly one of 'source: FOLDER' or 'symbolGraphs: FOLDER' [docgen.config.type]"))
        try site.write("docgen.yaml", "models:\n  media:\n    source: \(Self.mediaKit)\n    platfrom: macos\n")
        let typo = try DocgenProcess.run(["check", "--root", site.url.path])
        #expect(typo.stdout.contains("docgen.yaml:4:5: warning: unknown key 'platfrom' in model 'media'"))
    }

    @Test("--module without --source is a usage error")
    func usage() throws {
        let result = try DocgenProcess.run(["model", "--module", "X"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--module and --platform go with --source"))
    }
}
