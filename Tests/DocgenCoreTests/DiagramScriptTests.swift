import DocgenBuild
import DocgenTheme
import DocgenTestSupport
import Foundation
import Testing

/// Mermaid (2.7 MB) is published only by a site with a diagram: a full build writes it then,
/// and a rebuild adds it with the first diagram and takes it away with the last.
@Suite("The diagram script ships only with diagrams", .serialized)
struct DiagramScriptTests {
    static let script = "assets/mermaid.min.js"

    func hasScript(_ site: TemporarySite) -> Bool {
        FileManager.default.fileExists(atPath: site.output.appendingPathComponent(Self.script).path)
    }

    @Test("No diagram, no script; a diagram (here inside a list) added by a rebuild brings it, and its removal takes it away")
    func rebuilds() throws {
        let site = try TemporarySite(fixture: "basic")
        _ = try SiteBuild(root: site.root).run()
        #expect(!hasScript(site))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("assets/docgen.js").path))

        let page = "content/en/guides/events.md"
        let original = try site.read("events.md", in: site.root.appendingPathComponent("content/en/guides"))
        try site.write(page, original + "\n- The flow:\n\n  ```mermaid\n  graph TD; A-->B\n  ```\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(hasScript(site))
        let written = try Data(contentsOf: site.output.appendingPathComponent(Self.script))
        #expect([UInt8](written) == DocgenTheme.mermaid)
        #expect(try site.read("en/guides/events/index.html").contains("<pre class=\"mermaid\">"))

        // A full build of the same sources agrees.
        let full = try TemporarySite(fixture: "basic")
        try full.write(page, original + "\n- The flow:\n\n  ```mermaid\n  graph TD; A-->B\n  ```\n")
        _ = try SiteBuild(root: full.root).run()
        #expect(hasScript(full))

        try site.write(page, original)
        _ = try SiteBuild(root: site.root).run()
        #expect(!hasScript(site))
    }

    @Test("The word 'mermaid' in text or another fence's language is not a diagram")
    func notADiagram() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("content/en/guides/events.md", "---\ntitle: Events\n---\n\nA mermaid is no diagram.\n\n```text\nmermaid\n```\n")
        _ = try SiteBuild(root: site.root).run()
        #expect(!hasScript(site))
    }
}
