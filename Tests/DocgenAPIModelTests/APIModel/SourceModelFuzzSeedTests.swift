import DocgenAPIModel
import DocgenSwift
import Foundation
import DocgenSupport
import Testing

/// The `sourcemodel` fuzz target's seeds (`fuzz/corpus/sourcemodel/`) and the reproducers of
/// crashes it found (`fuzz/regressions/sourcemodel/`), replayed through the harness's checks,
/// so they run with every `swift test`.
@Suite("Source model fuzz seeds")
struct SourceModelFuzzSeedTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fuzz").path

    static var seeds: [String] {
        ["corpus/sourcemodel", "regressions/sourcemodel"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: fuzz + "/" + folder)) ?? []).sorted().map { folder + "/" + $0 }
        }
    }

    @Test("every seed returns or reports, with locations inside the file and graphs that decode to themselves", arguments: seeds)
    func seed(name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.fuzz + "/" + name)).map { $0 }
        let lines = lineCount(bytes)
        let plan = SourcePlan(root: "/fuzz", platform: .ios,
                              modules: [.init(name: "Fuzz", files: [.init(path: "Fuzz.swift", bytes: bytes)], defines: ["FUZZ"])],
                              packageModules: ["Fuzz"])
        let model = SourceModelReader.read(plan)
        for declaration in model.declarations {
            #expect(declaration.location.file == "Fuzz.swift" && (1...lines).contains(declaration.location.line))
        }
        let graphs = SymbolGraphWriter.graphs(for: model)
        for file in graphs {
            #expect(try SymbolGraphLoader.decode(SymbolGraphWriter.encode(file.graph, pretty: false), name: file.name) == file.graph)
        }
        let surface = APISurfaceReader.surface(from: graphs.map(\.graph), root: "/fuzz")
        #expect(try JSONDecoder().decode(APISurface.self, from: surface.json(pretty: false)) == surface)
        let text = String(decoding: bytes, as: UTF8.self)
        _ = DeclarationTextParser.parse(text)
        _ = PackageManifestReader.read(text, platform: .ios)
        if name.hasSuffix("deep-brackets.swift") {
            #expect(model.diagnostics.map(\.id) == [Rule.modelNestingTooDeep.id])
        }
        // Shapes SwiftParser takes more than linear time on are refused, not parsed.
        if name.hasSuffix("stray-attribute-in-open-parentheses.swift") || name.hasSuffix("attributes-that-start-no-declaration.swift")
            || name.hasSuffix("brackets-after-comment-ended-by-carriage-return.swift") {
            #expect(model.diagnostics.map(\.id) == [Rule.modelNestingTooDeep.id], "\(model.diagnostics.map(\.message))")
        }
    }

    @Test("the corpus is there")
    func corpusExists() {
        #expect(Self.seeds.count >= 6)
        #expect(Self.seeds.contains { $0.hasPrefix("regressions/") })
    }
}

/// Lines as SwiftSyntax (and swiftc) count them: `\r\n`, a lone `\r` and `\n` each end one.
private func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\n") {
            lines += 1
        } else if bytes[index] == UInt8(ascii: "\r") {
            lines += 1
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        }
        index += 1
    }
    return lines
}
